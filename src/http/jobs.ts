/**
 * Asynchronous jobs over HTTP. A file operation or a pipeline runs as a job when the request
 * says so (async=1, Prefer: respond-async, or a webhook URL): it is checked and counted as the
 * synchronous call would be, its files are kept (streamed straight to storage when async is said
 * before the body), and the answer is 202 with the job. The job routes poll, list, download and
 * cancel; all of them need the key that made the job.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import { isFileResult } from '../core/file-output.ts'
import { ALL_FILE_FORMATS } from '../core/file-formats.ts'
import type { Operation, Upload } from '../core/operation.ts'
import { checkedResult } from '../core/result-check.ts'
import { compileParams } from '../core/validate.ts'
import { contentDisposition } from '../lib/files/filename.ts'
import type { SafeWebClient } from '../lib/web/safe-fetch.ts'
import type { Jobs } from '../jobs/index.ts'
import { JOB_STATUSES, newJobId, readCursor, type JobInput, type JobRecord, type JobStatus } from '../jobs/records.ts'
import type { JobWork } from '../jobs/service.ts'
import { jobOutputPath } from '../jobs/view.ts'
import type { Accounting } from '../platform/accounting.ts'
import { digestOf } from '../platform/keys.ts'
import { JobListResult, JobResult } from '../platform/results.ts'
import type { UrlSigner } from '../platform/signing.ts'
import { checkWebhookUrl } from '../platform/webhooks.ts'
import { answerOfUploads, runOnUploads, type AsyncJobs, type CallOrigin, type CallRunner } from './operations.ts'
import type { Pipelines } from './pipeline.ts'
import { apiKeyOf, requestBaseUrl } from './respond.ts'
import { readableUpload, streamUploads, type StreamedUpload } from './uploads.ts'

/** The fields that ask for a job rather than parameters of the work. */
const JOB_FIELDS = ['async', 'webhook_url'] as const

/** A Prefer header that asks for respond-async (RFC 7240), among other preferences or not. */
const PREFERS_ASYNC = /(^|[,;\s])respond-async(\s*[,;]|\s*$)/i

const isTrue = (value: unknown) => typeof value === 'string' ? /^(1|true|yes|on)$/i.test(value) : value === true || value === 1

export interface JobRouteOptions {
  config: Config
  jobs: Jobs
  accounting: Accounting
  signer: UrlSigner
  web: Pick<SafeWebClient, 'check'>
  runner: CallRunner
  checkResults?: boolean
}

export function createAsyncJobs(options: JobRouteOptions): AsyncJobs {
  const { config, jobs, accounting, runner } = options
  const { service } = jobs
  const streamLimits = (optional: boolean) => ({
    maxFiles: config.MAX_FILES, totalBytes: config.ASYNC_UPLOAD_TOTAL_BYTES, fileBytes: config.ASYNC_UPLOAD_LIMIT_BYTES, optional,
  })
  const sink = { write: (source: AsyncIterable<Uint8Array>) => service.files.write(source), remove: (file: string) => service.files.remove(file) }
  const withStored = (request: FastifyRequest, optional: boolean) => ({ ...streamLimits(optional), stored: runner.uploadsOf(request).stored })

  const self: AsyncJobs = {
    requestedBeforeBody(request) {
      const query = request.query as Record<string, unknown>
      const prefer = request.headers.prefer
      return isTrue(query.async) || query.webhook_url !== undefined || request.headers['webhook-url'] !== undefined
        || (typeof prefer === 'string' && PREFERS_ASYNC.test(prefer))
    },
    requestedInBody: (fields) => isTrue(fields.async) || (typeof fields.webhook_url === 'string' && fields.webhook_url !== ''),
    withoutJobFields(fields) {
      if (!JOB_FIELDS.some((name) => Object.hasOwn(fields, name))) return fields
      const rest = { ...fields }
      for (const name of JOB_FIELDS) delete rest[name]
      return rest
    },
    webhookUrlOf(request, fields) {
      const header = request.headers['webhook-url']
      const url = typeof header === 'string' ? header : fields.webhook_url ?? (request.query as Record<string, unknown>).webhook_url
      return typeof url === 'string' && url !== '' ? url : undefined
    },
    async owner(request) {
      const key = apiKeyOf(request)
      if (key === undefined) throw new ApiError('KEY_REQUIRED')
      const caller = await accounting.identify(key, request.ip)
      if (caller.accountId === undefined) throw new ApiError('KEY_REQUIRED')
      return { digest: digestOf(key), accountId: caller.accountId }
    },
    readUploads: (request, op) => streamUploads(request, op.files!, withStored(request, false), sink),
    async readPipelineBody(request) {
      if (!request.isMultipart()) {
        const body = request.body
        if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('PIPELINE_INVALID')
        return { body: { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) }, uploads: [], stored: [] }
      }
      const { fields, files } = await streamUploads(request, { accepts: ALL_FILE_FORMATS, mode: 'each' }, withStored(request, true), sink)
      // Planned by their first bytes' format; a file whose format those cannot tell is planned as
      // one with no bytes, which the plan leaves to be checked when the job runs.
      const uploads = files.map((file) => ({ name: file.name, format: file.format ?? 'zip', bytes: file.format ? Buffer.from([0]) : Buffer.alloc(0) }))
      return { body: typeof fields.steps === 'string' ? { ...fields, steps: parseSteps(fields.steps) } : fields, uploads, stored: files }
    },
    async create(request, reply, job) {
      const stored: JobInput[] = []
      const streamed = job.uploads.filter((upload): upload is StreamedUpload => 'file' in upload)
      try {
        // A job asked for in the body is known only now; the call is given back (KEY_SCOPE is refunded).
        if (job.admission) accounting.requireScopes(job.admission.caller, ['jobs'])
        const owner = await self.owner(request)
        if (job.webhookUrl !== undefined) await checkWebhookUrl(options.web, job.webhookUrl)
        for (const upload of streamed) stored.push({ field: upload.field, name: upload.name, size: upload.size, file: upload.file })
        const inMemory = [
          ...job.uploads.filter((upload): upload is Upload => !('file' in upload)).map((upload) => ['files[]', upload] as const),
          ...Object.entries(job.parts ?? {}),
        ]
        for (const [field, upload] of inMemory) {
          const { file, size } = await service.files.write(upload.bytes)
          stored.push({ field, name: upload.name, size, file })
        }
        const record = await service.records.insert({
          id: newJobId(), owner: owner.digest, accountId: owner.accountId, op: job.op,
          spec: { kind: job.kind, fields: job.fields, lang: job.lang, baseUrl: requestBaseUrl(request, config), inputs: stored },
          createdAt: service.now(),
          charge: job.admission ? { ...accounting.chargeOf(job.admission), calls: job.calls } : null,
          webhookUrl: job.webhookUrl ?? null,
        }, config.JOBS_PER_KEY)
        if (!record) throw new ApiError('JOBS_LIMIT', { limit: config.JOBS_PER_KEY }, { 'retry-after': '5' })
        await service.dispatch.enqueue(record.id)
        const view = service.view(record, requestBaseUrl(request, config))
        // RFC 7240: the caller learns its preference was honoured.
        if (PREFERS_ASYNC.test(String(request.headers.prefer ?? ''))) reply.header('preference-applied', 'respond-async')
        return reply.code(202).header('location', `/api/v1/jobs/${record.id}`).send({
          ok: true, result: options.checkResults ? checkedResult('/api/v1/jobs/{id}', JobResult, view) : view,
          ...(job.admission && { quota: job.admission.quota }),
        })
      } catch (error) {
        for (const file of new Set([...stored.map((input) => input.file), ...streamed.map((upload) => upload.file)])) await service.files.remove(file).catch(() => {})
        throw error
      }
    },
  }
  return self
}

function parseSteps(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError('PIPELINE_STEPS_NOT_JSON', { detail: error instanceof Error ? error.message.slice(0, 200) : 'not JSON' })
  }
}

/**
 * How a job's work runs, in whatever process takes it: the operation (or the pipeline) read
 * again from the stored fields and files, under the job's time budget, its signal and progress.
 */
export function createJobWork(operations: readonly Operation[], runner: CallRunner, pipelines: Pipelines, log: CallOrigin['log']): JobWork {
  const byPath = new Map(operations.filter((op) => op.files).map((op) => [`${op.category}/${op.name}`, op]))
  return async (job, inputs, control) => {
    const origin: CallOrigin = { baseUrl: () => job.spec.baseUrl, log }
    const { lang } = job.spec
    const jobControl = { signal: control.signal, progress: control.progress }
    if (job.spec.kind === 'pipeline') {
      const uploads = inputs.map((input) => readableUpload(input.name, input.bytes, ALL_FILE_FORMATS))
      const plan = pipelines.planOf(job.spec.fields, uploads)
      const run = pipelines.runOf(plan, { origin, lang, caller: `job:${job.owner}`, input: job.spec.fields.input, uploads, job: jobControl })
      const answer = pipelines.answerOf(run, await run.all(control.deadline))
      return 'file' in answer ? { file: answer.file } : { result: answer.result }
    }
    const op = byPath.get(job.op)
    if (!op) throw new ApiError('INTERNAL')
    const rules = op.files!
    const input = compileParams(op.params).parse(job.spec.fields)
    const uploads = inputs.filter((one) => one.field === 'files[]').map((one) => readableUpload(one.name, one.bytes, rules.accepts))
    const parts = Object.fromEntries(inputs.filter((one) => one.field !== 'files[]')
      .map((one) => [one.field, readableUpload(one.name, one.bytes, rules.extraAccepts ?? rules.accepts)]))
    const results = await runOnUploads(op, input, uploads, (list) => runner.context(origin, lang, runner.files(list, parts, control.deadline, jobControl)))
    const answer = answerOfUploads(op, uploads, results)
    return isFileResult(answer) && !Array.isArray(answer) ? { file: answer } : { result: answer }
  }
}

export function installJobRoutes(app: FastifyInstance, options: JobRouteOptions, jobs: AsyncJobs): void {
  const { config, signer, checkResults } = options
  const { service } = options.jobs
  const view = (request: FastifyRequest, job: JobRecord) => {
    const shown = service.view(job, requestBaseUrl(request, config))
    return checkResults ? checkedResult('/api/v1/jobs/{id}', JobResult, shown) : shown
  }
  const owned = async (request: FastifyRequest): Promise<JobRecord> => {
    const { digest } = await jobs.owner(request)
    const { id } = request.params as { id: string }
    const job = await service.records.get(id)
    // Another key's job is answered as one that does not exist.
    if (!job || job.owner !== digest) throw new ApiError('JOB_NOT_FOUND', { job_id: id.slice(0, 40) })
    return job
  }

  app.get('/api/v1/jobs', { config: { operationId: 'jobList' } }, async (request) => {
    const { digest } = await jobs.owner(request)
    const query = request.query as Record<string, unknown>
    const status = query.status === undefined || query.status === '' ? undefined : String(query.status)
    if (status !== undefined && !(JOB_STATUSES as readonly string[]).includes(status)) {
      throw new ApiError('PARAM_ENUM', { param: 'status', values: JOB_STATUSES.join(', ') })
    }
    const limitText = query.limit === undefined || query.limit === '' ? '20' : String(query.limit)
    const limit = Number(limitText)
    if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > 100) throw new ApiError('PARAM_BETWEEN', { param: 'limit', min: 1, max: 100 })
    const cursorText = query.cursor === undefined || query.cursor === '' ? undefined : String(query.cursor)
    const after = cursorText === undefined ? undefined : readCursor(cursorText)
    if (cursorText !== undefined && !after) throw new ApiError('PARAM_INVALID', { param: 'cursor' })
    const page = await service.records.list(digest, { ...(status && { status: status as JobStatus }), limit, ...(after && { after }) })
    const result = { jobs: page.jobs.map((job) => view(request, job)), next_cursor: page.next }
    return { ok: true, result: checkResults ? checkedResult('/api/v1/jobs', JobListResult, result) : result }
  })

  app.get('/api/v1/jobs/:id', { config: { operationId: 'jobGet' } }, async (request) => ({ ok: true, result: view(request, await owned(request)) }))

  app.delete('/api/v1/jobs/:id', { config: { operationId: 'jobCancel' } }, async (request) => ({
    ok: true, result: view(request, await service.cancel(await owned(request))),
  }))

  app.get('/api/v1/jobs/:id/output', { config: { operationId: 'jobOutput' } }, async (request, reply) => {
    const { id } = request.params as { id: string }
    const query = request.query as Record<string, unknown>
    let job: JobRecord | undefined
    if (query.sig !== undefined) {
      // A signed link is its own credential.
      if (!signer.verify(jobOutputPath(id), query)) {
        const exp = query.exp
        if (typeof exp === 'string' && /^\d{1,12}$/.test(exp) && Number(exp) * 1000 < Date.now()) {
          throw new ApiError('FILE_LINK_EXPIRED', { expired: new Date(Number(exp) * 1000).toISOString() })
        }
        throw new ApiError('FILE_LINK_INVALID')
      }
      job = await service.records.get(id)
      if (!job) throw new ApiError('JOB_NOT_FOUND', { job_id: id.slice(0, 40) })
    } else {
      job = await owned(request)
    }
    const output = job.output
    if (job.status !== 'succeeded' || output?.kind !== 'file' || (job.outputExpiresAt ?? 0) <= service.now()) throw new ApiError('JOB_NO_OUTPUT', { job_id: job.id, status: job.status })
    const stream = await service.files.stream(output.file).catch(() => {
      throw new ApiError('JOB_NO_OUTPUT', { job_id: job.id, status: job.status })
    })
    return reply
      .header('content-type', output.type)
      .header('content-length', String(output.size))
      .header('content-disposition', contentDisposition(output.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream)
  })
}
