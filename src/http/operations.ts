import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ApiError, timedOut } from '../core/errors.ts'
import { FileOutput, isFileResult } from '../core/file-output.ts'
import { FILE_FORMATS } from '../core/file-formats.ts'
import type { ExchangeRates, FileContext, Operation, OperationContext, Upload } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import { resultDrift } from '../core/result-check.ts'
import { addressSubject, type Accounting, type Admission } from '../platform/accounting.ts'
import type { UrlSigner } from '../platform/signing.ts'
import type { TaskRunner } from '../core/tasks.ts'
import type { WebClient } from '../core/web.ts'
import { readInput } from './input.ts'
import { apiKeyOf, featureNeeds, requestBaseUrl, requestLanguage } from './respond.ts'
import { combineOutputs, readUploads, sendFile, type StreamedUpload, type UploadLimits } from './uploads.ts'
import { fileOwner, type FileStore } from '../platform/file-store.ts'
import { createKeyedLimiter, type KeyedLimiter, type Limiter } from '../lib/limiter.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string
  }
}

/** What a job is made of, as the route that takes it read it. */
export interface NewJobRequest {
  kind: 'operation' | 'pipeline'
  op: string
  lang: string
  fields: Record<string, unknown>
  /** Files read into memory (files[] and extra fields by name), or already streamed to storage. */
  uploads: readonly (Upload | StreamedUpload)[]
  parts?: Readonly<Record<string, Upload>>
  admission?: Admission
  calls: number
  webhookUrl?: string
}

/** How the operation and pipeline routes hand work over as jobs. */
export interface AsyncJobs {
  /** Asked for before the body (query or headers): the files can stream to storage with the larger limits. */
  requestedBeforeBody(request: FastifyRequest): boolean
  /** Asked for by a field of the body (async=1 or webhook_url). */
  requestedInBody(fields: Record<string, unknown>): boolean
  withoutJobFields(fields: Record<string, unknown>): Record<string, unknown>
  webhookUrlOf(request: FastifyRequest, fields: Record<string, unknown>): string | undefined
  /** The key that will own the job: 401 KEY_REQUIRED without one, INVALID_API_KEY for a bad one. */
  owner(request: FastifyRequest): Promise<{ digest: string; accountId: string }>
  /** A file operation's multipart body, its files streamed to storage. */
  readUploads(request: FastifyRequest, op: Operation): Promise<{ fields: Record<string, unknown>; files: StreamedUpload[] }>
  /** A pipeline's body, its files streamed to storage (and as uploads with no bytes, to plan with). */
  readPipelineBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; uploads: Upload[]; stored: StreamedUpload[] }>
  /** Stores the job and answers 202 with it; a job refused here leaves no file behind. */
  create(request: FastifyRequest, reply: FastifyReply, job: NewJobRequest): Promise<FastifyReply>
}

export interface OperationRoutesOptions {
  config: Config
  compute: TaskRunner
  hashing: TaskRunner
  documents: TaskRunner
  rates: ExchangeRates
  web: WebClient
  signer: UrlSigner
  /** Counts calls against allowances; absent when quotas are off. */
  accounting?: Accounting
  /** File operations run through this: a bounded number at once, a bounded queue. */
  fileJobs: Limiter
  /** Files kept by POST /api/v1/files, which file operations take by file_ids. */
  files?: FileStore
  /** Runs file operations as jobs when asked to (async=1, Prefer: respond-async, a webhook URL). */
  jobs?: AsyncJobs
  /**
   * Check every JSON result against its operation's result schema and answer 500 on a mismatch:
   * the test suite runs with it, so a result that drifts from what the document says fails a test.
   */
  checkResults?: boolean
}

/** Throws when a file answer is not of a type its operation declares (or a ZIP of several). */
function checkFileAnswer(op: Operation, output: FileOutput, log: FastifyRequest['log']): void {
  const declared = op.files?.answers
  if (declared === undefined || declared.includes(output.type) || output.type === FILE_FORMATS.zip.mime) return
  drifted(`${op.path} answered a ${output.type} file, but declares ${declared.join(', ')} (or a ZIP of several)`, log)
}

/** An answer that is not what the document says: told to the log and the test output, then a 500. */
function drifted(problem: string, log: FastifyRequest['log']): never {
  log.error(problem)
  console.error(problem)
  throw new Error(problem)
}

/** Throws when a result is not what its operation declares; the zod issues go to the log. */
export function checkResult(op: Operation, result: unknown, log: FastifyRequest['log']): void {
  if (result instanceof FileOutput) return checkFileAnswer(op, result, log)
  if (!op.result) return
  const results = op.files && Array.isArray(result) ? result : [result]
  for (const one of results) {
    const drift = resultDrift(op, one)
    if (drift !== undefined) drifted(drift, log)
  }
}

/**
 * The failures a counted call is given back for: ours, not the caller's. Refused before any work
 * started because the service was full (BUSY), a back end of ours down (quota counters, account
 * store, exchange-rate feed), a restart, a program this server lacks (CONVERTER_MISSING), or a bug
 * (INTERNAL, and any error that is not an ApiError). Everything else counts, 5xx included: a
 * TIMEOUT, an upstream timeout or bad gateway and every 4xx come from input the caller chose, and
 * giving those back would make the heaviest work (a PDF that takes its whole time budget, a site
 * that never answers) free to repeat forever.
 */
export const REFUNDED_CODES: ReadonlySet<string> = new Set([
  'BUSY', 'QUOTA_UNAVAILABLE', 'STORE_UNAVAILABLE', 'RATES_UNAVAILABLE', 'SHUTTING_DOWN', 'CONVERTER_MISSING', 'INTERNAL',
  // Not ours, but a refusal before any work, as a call outside its key's scopes is everywhere
  // else: a job or a pipeline step found out of scope once the request was counted.
  'KEY_SCOPE',
])

export function isRefunded(error: unknown): boolean {
  return !(error instanceof ApiError) || REFUNDED_CODES.has(error.code)
}

/**
 * Who a call's concurrency is capped for: the account of a valid key, else the address (IPv6 per
 * /64). Without quotas no key is checked, so a key header would be a name the caller makes up
 * (a new one per call escapes any cap): only the address is used then.
 */
function callerOf(request: FastifyRequest, subject: string | undefined): string {
  return subject ?? addressSubject(request.ip)
}

const tooManyFetches = (max: number) => new ApiError('TOO_MANY_FETCHES', { max }, { 'retry-after': '2' })

export const NO_FILES: FileContext = Object.freeze({ uploads: [], parts: {}, maxPixels: 0, deadline: 0, imageThreads: 1, converters: {} })

/** Where a call comes from, as far as running it needs: the address its links start with, and where problems are logged. */
export interface CallOrigin {
  baseUrl(): string
  log: FastifyBaseLogger
}

/** The origin of a call made by an HTTP request; its base URL is worked out only when asked for. */
export function originOf(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): CallOrigin {
  return { baseUrl: () => requestBaseUrl(request, config), log: request.log }
}

/** What an operation may know about its call; baseUrl is worked out only when asked for. */
class CallContext implements OperationContext {
  constructor(
    readonly lang: string,
    readonly compute: TaskRunner,
    readonly hashing: TaskRunner,
    readonly documents: TaskRunner,
    readonly limits: OperationContext['limits'],
    readonly rates: ExchangeRates,
    readonly web: WebClient,
    readonly files: FileContext,
    private readonly signer: UrlSigner,
    private readonly origin: CallOrigin,
    private readonly config: Config,
  ) {}

  get baseUrl(): string {
    return this.origin.baseUrl()
  }

  signedUrl(path: string, query: Readonly<Record<string, string>>, ttlSeconds = this.config.SIGNED_URL_TTL_SECONDS): string {
    return `${this.baseUrl}${path}?${new URLSearchParams(this.signer.sign(path, query, ttlSeconds))}`
  }
}

/** What running an operation needs besides the operation: contexts, slots and limits, shared by every route that runs one. */
export interface CallRunner {
  /** The context of a call from `origin`, in `lang`; a web lookup counts against `caller`'s fetches. */
  context(origin: CallOrigin, lang: string, files: FileContext, caller?: string): OperationContext
  /** The file context of uploads being worked on until `deadline` (a job's can be stopped and tell its progress). */
  files(uploads: readonly Upload[], parts: Readonly<Record<string, Upload>>, deadline: number, job?: Pick<FileContext, 'signal' | 'progress'>): FileContext
  /** Runs file work in one of the caller's slots, with FILE_TIMEOUT_MS as its budget. */
  fileJob<T>(caller: string, work: (deadline: number) => Promise<T>): Promise<T>
  /** Who a call's concurrency is capped for: the account of a valid key, else the address. */
  callerOf(request: FastifyRequest, subject: string | undefined): string
  readonly uploadLimits: { readonly maxFiles: number; readonly totalBytes: number }
  /** The upload limits of a request, with the caller's own kept files reachable by file_ids. */
  uploadsOf(request: FastifyRequest): UploadLimits
}

export function createCallRunner(options: OperationRoutesOptions): CallRunner {
  const { config, compute, hashing, documents, rates, web, signer, fileJobs } = options
  // A caller's file jobs beyond its share wait in its own queue, not in the shared one, so one
  // caller never holds every slot; a few parallel uploads from one client are served in turn.
  const callerJobs = createKeyedLimiter({
    perKey: Math.min(config.FILE_JOBS_PER_CALLER, config.FILE_JOBS),
    // FILE_QUEUE bounds waiting jobs (and the uploads they hold) per caller and all callers together.
    queuePerKey: config.FILE_QUEUE,
    maxWaiting: config.FILE_QUEUE,
    shared: fileJobs,
  })
  // Outbound fetches of one caller at once: the rest of FETCH_CONCURRENCY stays for everyone else.
  const callerFetches = createKeyedLimiter({
    perKey: config.FETCH_PER_CALLER,
    queuePerKey: 0,
    refuse: () => tooManyFetches(config.FETCH_PER_CALLER),
  })
  const limits = {
    textBytes: config.TEXT_LIMIT_BYTES,
    pdfPages: config.PDF_MAX_PAGES,
    pdfStreamBytes: config.PDF_MAX_STREAM_BYTES,
    pdfTotalBytes: config.PDF_MAX_TOTAL_INFLATE_BYTES,
    renderPages: config.PDF_MAX_RENDER_PAGES,
  }
  const fileSettings = {
    maxPixels: config.IMAGE_MAX_PIXELS,
    imageThreads: config.IMAGE_THREADS,
    converters: { libreoffice: config.SOFFICE_PATH, chromium: config.CHROMIUM_PATH },
  }
  const uploadLimits = { maxFiles: config.MAX_FILES, totalBytes: config.UPLOAD_TOTAL_BYTES }
  const callerWeb = (caller: string): WebClient => ({
    dns: web.dns,
    youtubeOembedUrl: web.youtubeOembedUrl,
    maxBytes: web.maxBytes,
    fetch: (url, fetchOptions) => callerFetches.run(caller, () => web.fetch(url, fetchOptions)),
  })
  return {
    context: (origin, lang, files, caller) =>
      new CallContext(lang, compute, hashing, documents, limits, rates, caller === undefined ? web : callerWeb(caller), files, signer, origin, config),
    files: (uploads, parts, deadline, job) => ({ uploads, parts, deadline, ...fileSettings, ...job }),
    fileJob: (caller, work) => runFileJob(callerJobs, caller, config.FILE_TIMEOUT_MS, work),
    callerOf,
    uploadLimits,
    uploadsOf: (request) => {
      const { files } = options
      if (!files) return uploadLimits
      return {
        ...uploadLimits,
        // The owner is worked out only for a request that names kept files.
        stored: (ids) => {
          const owner = fileOwner(apiKeyOf(request), request.ip)
          return Promise.all(ids.map((id) => files.get(owner, id)))
        },
      }
    },
  }
}

/** One generic handler serves every operation: count, read, validate, run, answer. */
export function installOperationRoutes(app: FastifyInstance, operations: readonly Operation[], options: OperationRoutesOptions, runner: CallRunner): void {
  const { accounting, config, jobs } = options
  const context = (request: FastifyRequest, lang: string, files: FileContext) => runner.context(originOf(request, config), lang, files)

  for (const op of operations) {
    // Compiled with the operation's first call (compileParams keeps it): start-up need not describe every schema.
    const params = { parse: (raw: Readonly<Record<string, unknown>>) => compileParams(op.params).parse(raw) }
    // GET reads only the query string, synchronously: no promise on the lightest path.
    const read = op.method === 'GET'
      ? (request: FastifyRequest) => request.query as Record<string, unknown>
      : readInput
    const fetches = op.category === 'web'
    const opId = `${op.category}/${op.name}`
    const answerOf = op.files
      ? async (request: FastifyRequest, lang: string, subject?: string, reply?: FastifyReply, admission?: Admission) => {
        if (jobs && reply && jobs.requestedBeforeBody(request)) {
          // Said before the body: the files stream to storage, with the larger limits of jobs.
          const { fields, files } = await jobs.readUploads(request, op)
          const given = jobs.withoutJobFields(fields)
          params.parse(given)
          return new JobAccepted(await jobs.create(request, reply, {
            kind: 'operation', op: opId, lang, fields: given, uploads: files, admission, calls: 1, webhookUrl: jobs.webhookUrlOf(request, fields),
          }))
        }
        const { fields, uploads, parts } = await readUploads(request, op.files!, runner.uploadsOf(request))
        if (jobs && reply && jobs.requestedInBody(fields)) {
          const given = jobs.withoutJobFields(fields)
          params.parse(given)
          return new JobAccepted(await jobs.create(request, reply, {
            kind: 'operation', op: opId, lang, fields: given, uploads, parts, admission, calls: 1, webhookUrl: jobs.webhookUrlOf(request, fields),
          }))
        }
        const input = params.parse(jobs ? jobs.withoutJobFields(fields) : fields)
        return runner.fileJob(callerOf(request, subject), async (deadline) =>
          answerOfUploads(op, uploads, await runOnUploads(op, input, uploads, (list) => context(request, lang, runner.files(list, parts, deadline)))))
      }
      : fetches
        ? async (request: FastifyRequest, lang: string, subject?: string) => {
          const input = params.parse(await read(request))
          return op.run(input, runner.context(originOf(request, config), lang, NO_FILES, callerOf(request, subject)))
        }
        : op.method === 'GET'
          // Without a body to wait for, a synchronous operation answers without a promise.
          ? (request: FastifyRequest, lang: string): unknown => op.run(params.parse(request.query as Record<string, unknown>), context(request, lang, NO_FILES))
          : async (request: FastifyRequest, lang: string) => {
            const input = params.parse(await read(request))
            return op.run(input, context(request, lang, NO_FILES))
          }
    // Only file operations can answer with a file; every other answer is a JSON envelope.
    const send = op.files
      ? (reply: FastifyReply, result: unknown, quota?: unknown) => result instanceof JobAccepted
        ? result.reply
        : result instanceof FileOutput
          ? sendFile(reply, result)
          : { ok: true, result, ...(quota !== undefined && { quota }) }
      : undefined
    const answer = options.checkResults && (op.result || op.files?.answers)
      ? (request: FastifyRequest, lang: string, subject?: string, reply?: FastifyReply, admission?: Admission) => andThen(answerOf(request, lang, subject, reply, admission), (result) => {
        if (!(result instanceof JobAccepted)) checkResult(op, result, request.log)
        return result
      })
      : answerOf
    app.route({
      method: op.method,
      url: op.path,
      config: { operationId: op.operationId },
      handler: accounting
        ? async (request, reply) => {
          // A job needs its key before anything is counted or read.
          const early = op.files !== undefined && jobs?.requestedBeforeBody(request) === true
          if (early) await jobs!.owner(request)
          // Counted first: a call counts whatever its outcome, once the caller is known, within its
          // key's scopes and under quota.
          const needs = [opId, ...featureNeeds(request), ...(early ? ['jobs'] : [])]
          const admission = await accounting.admit(apiKeyOf(request), request.ip, { needs, operation: opId })
          reply.headers(admission.headers)
          try {
            const result = await answer(request, requestLanguage(request), admission.caller.subject, reply, admission)
            return send ? send(reply, result, admission.quota) : { ok: true, result, quota: admission.quota }
          } catch (error) {
            if (isRefunded(error)) {
              await accounting.refund(admission).catch((e: unknown) => request.log.error({ err: e }, 'refund failed'))
            }
            throw error
          }
        }
        : send
          ? async (request, reply) => send(reply, await answer(request, requestLanguage(request), undefined, reply))
          // Fastify sends a value the handler returns, or what its promise resolves to.
          : (request) => andThen(answer(request, requestLanguage(request)), (result) => ({ ok: true, result })),
    })
  }
}

/** A file operation's call taken as a job: its 202 answer was sent already. */
class JobAccepted {
  constructor(readonly reply: FastifyReply) {}
}

/**
 * A file operation's results for its uploads: one result in 'all' mode, else one per upload, in
 * order, each upload worked on alone (a job holds one slot, whatever the size of its batch).
 */
export async function runOnUploads(op: Operation, input: Record<string, unknown>, uploads: readonly Upload[], context: (uploads: readonly Upload[]) => OperationContext): Promise<unknown[]> {
  if (op.files!.mode === 'all') return [await op.run(input, context(uploads))]
  const results: unknown[] = []
  for (const upload of uploads) {
    const ctx = context([upload])
    // A canceled job stops between uploads, whatever the operation does within one.
    ctx.files.signal?.throwIfAborted()
    results.push(await op.run(input, ctx))
    ctx.files.progress?.(results.length / uploads.length)
  }
  return results
}

/**
 * What a file operation answers for its results: the one file (or JSON result) as it is, the
 * JSON results of several uploads as a list, their files as one ZIP.
 */
export function answerOfUploads(op: Operation, uploads: readonly Upload[], results: readonly unknown[]): unknown {
  if (!results.every(isFileResult)) return results.length === 1 ? results[0] : results
  const zipName = uploads.length === 1 ? `${uploads[0]!.name.replace(/\.[^.]*$/, '')}.zip` : `${op.name}.zip`
  return combineOutputs(zipName, uploads, results)
}

/**
 * `next` of a value, or of what it resolves to when it is a promise (any thenable, as await takes
 * it): a synchronous answer goes out without a promise and the microtasks that come with one.
 */
function andThen<T>(value: unknown, next: (value: unknown) => T): T | Promise<T> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function'
    ? Promise.resolve(value).then(next)
    : next(value)
}

/**
 * Runs a file job in a slot (one of its caller's, then a shared one) with a deadline. Past the
 * deadline the caller gets 503 TIMEOUT, but the slots stay taken until the work itself stops
 * (libvips and worker budgets end it), so abandoned work can never pile up beyond FILE_JOBS, nor
 * one caller's beyond FILE_JOBS_PER_CALLER.
 */
function runFileJob<T>(jobs: KeyedLimiter, caller: string, ms: number, work: (deadline: number) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    jobs.run(caller, async () => {
      const timer = setTimeout(() => reject(timedOut(ms)), ms)
      try {
        resolve(await work(Date.now() + ms))
      } catch (error) {
        reject(error)
      } finally {
        clearTimeout(timer)
      }
    }).catch(reject)
  })
}
