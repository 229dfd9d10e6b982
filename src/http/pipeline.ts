/**
 * POST /api/v1/pipeline: operations chained in one call. The input (a text, any JSON value, or
 * uploaded files) goes into the first step, and each step's value into the next, by the chain
 * contract of each operation (core/chain.ts); a step may take an earlier value instead
 * (`"input": "$1.result.payload.sub"`). The whole chain is checked before any step runs, each
 * step counts as one call of its operation, and consecutive image steps share one libvips pass.
 */
import { apiKeyOf, featureNeeds, requestLanguage } from './respond.ts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ApiError, StepError } from '../core/errors.ts'
import { isFileResult, type FileOutput } from '../core/file-output.ts'
import { ALL_FILE_FORMATS, formatOfMediaType, type FileFormat } from '../core/file-formats.ts'
import type { Operation, Upload } from '../core/operation.ts'
import { compileParams, type CompiledParams } from '../core/validate.ts'
import { isFusable, runFusedImageSteps } from '../operations/kits/image-steps.ts'
import type { Accounting, Admission } from '../platform/accounting.ts'
import { isPlainObject, parseJsonBody } from './input.ts'
import { answerOfUploads, checkResult, isRefunded, NO_FILES, originOf, runOnUploads, type AsyncJobs, type CallOrigin, type CallRunner } from './operations.ts'
import { admitFiles, checkReadable, formatLabels, readUploads, sendFile } from './uploads.ts'

/** The kinds of value a step can receive or give, as the plan sees them before anything runs. */
type Kind = 'files' | 'value' | 'none'

/** Where a step's value comes from: the pipeline input (step 0) or an earlier step, whole or a field of its result. */
interface Source {
  step: number
  /** A dot path into the step's result; undefined for the step's chain value. */
  path?: readonly (string | number)[]
  /** The reference as the caller wrote it, or as it is implied ($0, $n). */
  text: string
}

interface PlannedStep {
  number: number
  id: string
  op: Operation
  /** The parameters as given, without the one the chain fills. */
  given: Record<string, unknown>
  source: Source
  /** The kind of value arriving from the source. */
  arriving: Kind
  /** The parameter the chain's value goes into; undefined when the step takes none or takes files. */
  param?: string
  /** The parameter takes any JSON value (not a text, number or flag): the value goes in as it is. */
  takesJson: boolean
  /** The parameters as the operation's schema read them, when no chain value joins them at run time. */
  parsed?: Record<string, unknown>
  /** Runs with the previous steps in one image pass (it is not the first of its group). */
  fusedWithPrevious: boolean
}

interface Plan {
  steps: PlannedStep[]
  returnAll: boolean
  hasFiles: boolean
}

/** What a step produced: its result (JSON), or its files with what the operation would answer for them alone. */
type Outcome =
  | { kind: 'value'; result: unknown; value: unknown }
  | { kind: 'files'; files: FileOutput[]; answer: () => FileOutput }

const STEP_FIELDS = new Set(['op', 'params', 'input'])
const BODY_FIELDS = new Set(['input', 'steps', 'return'])
const REFERENCE = /^\$(\d{1,4})(?:\.result((?:\.[A-Za-z0-9_-]{1,100}){1,32}))?$/

const stepLabel = (step: PlannedStep | { number: number; id: string }) => `steps[${step.number}] (${step.id})`
const atStep = (error: ApiError, step: { number: number; id: string }) => new StepError(error, step.number, step.id)

/** The file formats an operation's answer can be in, where its media types name them. */
function answeredFormats(op: Operation): FileFormat[] | undefined {
  const formats = (op.files?.answers ?? []).map(formatOfMediaType)
  return formats.every((format) => format !== undefined) ? formats as FileFormat[] : undefined
}


export interface PipelineOptions {
  config: Config
  runner: CallRunner
  accounting?: Accounting
  checkResults?: boolean
  /** Runs pipelines as jobs when asked to (async=1, Prefer: respond-async, a webhook URL). */
  jobs?: AsyncJobs
}

/** What a pipeline's run produced, as an answer: the last step's files, or a JSON result. */
export type PipelineAnswer = { file: FileOutput } | { result: unknown; steps: PipelineRun['timings'] }

export interface Pipelines {
  /** The body of a pipeline request (JSON, multipart or a form), its files read as uploads. */
  readBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; uploads: Upload[] }>
  /** Checks the whole chain before anything runs; throws the first refusal, naming its step. */
  planOf(body: Record<string, unknown>, uploads: readonly Upload[]): Plan
  /** A run of a checked chain, to be started with all(deadline). */
  runOf(plan: Plan, settings: Omit<RunSettings, 'runner' | 'textBytes' | 'parse' | 'checkResults'>): PipelineRun
  /** The answer of a finished run. */
  answerOf(run: PipelineRun, last: Outcome): PipelineAnswer
}

/** Plans and runs pipelines: for the route, and for pipelines run as jobs. */
export function createPipelines(operations: readonly Operation[], options: Omit<PipelineOptions, 'accounting'>): Pipelines {
  const { config, runner } = options
  const byName = new Map(operations.map((op) => [`${op.category}/${op.name}`, op]))
  // Each operation's parameters compiled once: all of them, and all but the one the chain fills.
  const compiled = new Map<string, CompiledParams>()
  const paramsOf = (op: Operation, without?: string): CompiledParams => {
    const key = `${op.operationId}:${without ?? ''}`
    let params = compiled.get(key)
    if (!params) {
      params = compileParams(without === undefined ? op.params : op.params.omit({ [without]: true } as Record<string, true> as never))
      compiled.set(key, params)
    }
    return params
  }

  /** Checks the whole chain before anything runs; throws the first refusal, naming its step. */
  const planOf = (body: Record<string, unknown>, uploads: readonly Upload[]): Plan => {
    const unknown = Object.keys(body).find((key) => !BODY_FIELDS.has(key))
    if (unknown !== undefined) throw new ApiError('PIPELINE_UNKNOWN_FIELD', { field: unknown.slice(0, 100) })
    const steps = body.steps
    if (!Array.isArray(steps) || steps.length === 0) throw new ApiError('PIPELINE_INVALID')
    if (steps.length > config.PIPELINE_MAX_STEPS) throw new ApiError('PIPELINE_TOO_LONG', { max: config.PIPELINE_MAX_STEPS, count: steps.length })
    const returned = body.return ?? 'last'
    if (returned !== 'last' && returned !== 'all') throw new ApiError('PIPELINE_RETURN_INVALID')
    if (uploads.length > 0 && body.input !== undefined) throw new ApiError('PIPELINE_INPUT_AND_FILES')
    const inputKind: Kind = uploads.length > 0 ? 'files' : body.input !== undefined ? 'value' : 'none'

    const planned: PlannedStep[] = []
    for (const [index, raw] of steps.entries()) {
      const number = index + 1
      const anonymous = { number, id: isPlainObject(raw) && typeof raw.op === 'string' ? raw.op.slice(0, 100) : '?' }
      const refuse = (error: ApiError) => atStep(error, anonymous)
      if (!isPlainObject(raw)) throw refuse(new ApiError('PIPELINE_STEP_NOT_OBJECT'))
      const extra = Object.keys(raw).find((key) => !STEP_FIELDS.has(key))
      if (extra !== undefined) throw refuse(new ApiError('PIPELINE_STEP_UNKNOWN_FIELD', { field: extra.slice(0, 100) }))
      const wrong = typeof raw.op !== 'string' ? 'op'
        : raw.params !== undefined && !isPlainObject(raw.params) ? 'params'
          : raw.input !== undefined && typeof raw.input !== 'string' ? 'input' : undefined
      if (wrong !== undefined) throw refuse(new ApiError('PIPELINE_STEP_INVALID', { field: wrong }))
      const { op: id, input } = raw as { op: string; input?: string }
      const op = byName.get(id)
      if (!op) throw refuse(new ApiError('PIPELINE_UNKNOWN_OPERATION', { op: anonymous.id }))
      const step = { number, id }
      const fail = (error: ApiError) => atStep(error, step)

      const source = input === undefined
        ? { step: number - 1, text: `$${number - 1}` }
        : referenceOf(input, number, fail)
      const from = planned[source.step - 1]
      const sourceLabel = from ? stepLabel(from) : '$0'
      const sourceKind: Kind = from ? (from.op.pipeline.gives.kind === 'files' ? 'files' : 'value') : inputKind
      if (source.path && sourceKind === 'files') throw fail(new ApiError('PIPELINE_REFERENCE_FILES', { reference: source.text }))
      const arriving: Kind = source.path ? 'value' : sourceKind

      const given = { ...(raw.params as Record<string, unknown> | undefined) }
      const takes = op.pipeline.takes
      let param: string | undefined
      if (takes === null) {
        if (arriving !== 'none') throw fail(new ApiError('PIPELINE_TAKES_NOTHING'))
      } else if (takes.kind === 'files') {
        if (arriving !== 'files') throw fail(new ApiError('PIPELINE_NEEDS_FILES', { source: sourceLabel }))
        const accepts = op.files!.accepts
        if (from) {
          const gives = answeredFormats(from.op)
          if (gives && !gives.some((format) => accepts.includes(format))) {
            throw fail(new ApiError('PIPELINE_FORMAT_MISMATCH', { accepted: formatLabels(accepts), source: sourceLabel, gives: formatLabels(gives) }))
          }
        } else {
          // The uploads were read for any format; this step reads some. Files streamed to a job's
          // storage were read by their first bytes only, which cannot tell a Word file from a
          // ZIP: those are checked when the job runs.
          try {
            for (const upload of uploads) if (upload.bytes.length > 0) checkReadable(upload.name, upload.format, accepts)
          } catch (error) {
            throw error instanceof ApiError ? fail(error) : error
          }
        }
      } else if (arriving === 'files') {
        throw fail(new ApiError('PIPELINE_NEEDS_VALUE', { param: takes.param, source: sourceLabel }))
      } else if (arriving === 'value') {
        if (Object.hasOwn(given, takes.param)) throw fail(new ApiError('PIPELINE_PARAM_FROM_CHAIN', { param: takes.param, source: sourceLabel }))
        param = takes.param
      }
      // Every parameter but the chain's is checked now, by the operation's own schema.
      let parsed: Record<string, unknown>
      try {
        parsed = paramsOf(op, param).parse(given)
      } catch (error) {
        throw error instanceof ApiError ? fail(error) : error
      }
      const takesJson = param !== undefined && paramsOf(op).plan.find((p) => p.key === param)?.kind === 'other'
      planned.push({ number, id, op, given, source, arriving, param, takesJson, ...(param === undefined && { parsed }), fusedWithPrevious: false })
    }

    // Image steps join the pass of the step before them when they take its files as they come
    // and nothing else needs the files in between (no later reference, no list of every result).
    const referenced = new Set(planned.filter((step) => step.source.step !== step.number - 1 || step.source.path).map((step) => step.source.step))
    for (const step of planned) {
      const before = planned[step.number - 2]
      step.fusedWithPrevious = returned === 'last' && before !== undefined && isFusable(before.op) && isFusable(step.op)
        && step.source.step === before.number && !step.source.path && !referenced.has(before.number)
    }
    return { steps: planned, returnAll: returned === 'all', hasFiles: planned.some((step) => step.op.files !== undefined) }
  }

  return {
    readBody,
    planOf,
    runOf: (plan, settings) => new PipelineRun(plan, {
      ...settings, runner, textBytes: config.TEXT_LIMIT_BYTES,
      parse: (op, raw) => paramsOf(op).parse(raw),
      checkResults: options.checkResults === true,
    }),
    answerOf(run, last) {
      if (!run.plan.returnAll && last.kind === 'files') return { file: last.answer() }
      return { result: run.plan.returnAll ? run.outcomes.map(summaryOf) : (last as Extract<Outcome, { kind: 'value' }>).result, steps: run.timings }
    },
  }

  /** The body of a pipeline request: JSON, or multipart with the files in files[] and the rest as fields. */
  async function readBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; uploads: Upload[] }> {
    if (!request.isMultipart()) {
      if (!isPlainObject(request.body)) throw new ApiError('PIPELINE_INVALID')
      return { body: withSteps(request.body), uploads: [] }
    }
    const { fields, uploads } = await readUploads(request, { accepts: ALL_FILE_FORMATS, mode: 'each' }, { ...runner.uploadsOf(request), optional: true })
    return { body: withSteps(fields), uploads }
  }

  /** The body with its steps read from JSON text, as a form field (multipart or urlencoded) carries them. */
  function withSteps(body: Record<string, unknown>): Record<string, unknown> {
    if (typeof body.steps !== 'string') return body
    const [error, steps] = parseJsonBody(body.steps)
    if (error) throw new ApiError('PIPELINE_STEPS_NOT_JSON', { detail: String(error.vars.detail ?? error.code) })
    return { ...body, steps }
  }
}

export function installPipelineRoute(app: FastifyInstance, operations: readonly Operation[], options: PipelineOptions): void {
  const { config, runner, accounting, jobs } = options
  const pipelines = createPipelines(operations, options)
  app.post('/api/v1/pipeline', { config: { operationId: 'pipeline' } }, async (request, reply) => {
    const lang = requestLanguage(request)
    // A job needs its key before anything else is read.
    const early = jobs?.requestedBeforeBody(request) === true
    if (early) await jobs!.owner(request)
    // The request counts as one call whatever happens to it, once the caller is known; a chain
    // that runs counts one per step.
    let admission = accounting ? await accounting.admit(apiKeyOf(request), request.ip, { needs: ['pipeline', ...featureNeeds(request), ...(early ? ['jobs'] : [])], operation: 'pipeline' }) : undefined
    if (admission) reply.headers(admission.headers)
    let counted = 1
    try {
      const read = early ? await jobs!.readPipelineBody(request) : { ...await pipelines.readBody(request), stored: undefined }
      const asJob = early || jobs?.requestedInBody(read.body) === true
      const body = jobs ? jobs.withoutJobFields(read.body) : read.body
      const plan = pipelines.planOf(body, read.uploads)
      // Every step's operation must be within the key's scopes before any more is counted.
      if (accounting && admission) accounting.requireScopes(admission.caller, plan.steps.map((step) => `${step.op.category}/${step.op.name}`))
      if (accounting && admission && plan.steps.length > 1) {
        admission = await accounting.admitMore(admission, plan.steps.length - 1)
        counted = plan.steps.length
        reply.headers(admission.headers)
      }
      if (asJob) {
        return await jobs!.create(request, reply, {
          kind: 'pipeline', op: 'pipeline', lang, fields: body, uploads: read.stored ?? read.uploads, admission, calls: counted,
          webhookUrl: jobs!.webhookUrlOf(request, read.body),
        })
      }
      const caller = runner.callerOf(request, admission?.caller.subject)
      const run = pipelines.runOf(plan, { origin: originOf(request, config), lang, caller, input: body.input, uploads: read.uploads })
      try {
        const outcome = plan.hasFiles ? await runner.fileJob(caller, (deadline) => run.all(deadline)) : await run.all(0)
        const answer = pipelines.answerOf(run, outcome)
        if ('file' in answer) return sendFile(reply, answer.file)
        return { ok: true, result: answer.result, steps: answer.steps, ...(admission && { quota: admission.quota }) }
      } catch (error) {
        if (accounting && admission) {
          // What ran is charged, as its steps alone would be (a step that failed on our side is
          // not), and at least the one call of a request refused before its first step; the
          // steps that never ran are given back.
          const charged = Math.max(run.current, 1) - (isRefunded(error) ? 1 : 0)
          if (counted > charged) await giveBack(accounting, admission, counted - charged, request)
          counted = 0
        }
        const step = plan.steps[run.current - 1]
        throw error instanceof ApiError && !(error instanceof StepError) && step ? atStep(error, step) : error
      }
    } catch (error) {
      // Refused before any step ran: the request's one call counts (like every 4xx), unless the
      // failure was ours; a chain refused for want of calls (429) counts nothing.
      if (accounting && admission && counted > 0) {
        const refund = (error instanceof ApiError && error.status === 429) || isRefunded(error) ? counted : counted - 1
        if (refund > 0) await giveBack(accounting, admission, refund, request)
      }
      throw error
    }
  })
}
/** A step's result in a list of every step's: files as their names, types and sizes. */
function summaryOf(outcome: Outcome): unknown {
  if (outcome.kind === 'value') return outcome.result
  return outcome.files.map((file) => ({ name: file.name, type: file.type, size: file.bytes.byteLength }))
}

async function giveBack(accounting: Accounting, admission: Admission, calls: number, request: FastifyRequest): Promise<void> {
  await accounting.refund(admission, calls).catch((e: unknown) => request.log.error({ err: e }, 'refund failed'))
}

/** Reads `$0`, `$n` or `$n.result.a.0.b`, for step `number`; a reference must point to an earlier step. */
function referenceOf(text: string, number: number, fail: (error: ApiError) => ApiError): Source {
  const match = REFERENCE.exec(text)
  const invalid = () => fail(new ApiError('PIPELINE_REFERENCE_INVALID', { step: number, reference: text.slice(0, 100) }))
  if (!match) throw invalid()
  const step = Number(match[1])
  if (step >= number || (step === 0 && match[2] !== undefined)) throw invalid()
  const path = match[2]?.slice(1).split('.').map((name) => (/^\d+$/.test(name) ? Number(name) : name))
  return { step, text, ...(path && { path }) }
}

/** The value at a dot path of a result: numbers index lists, names read own properties of objects. */
function valueAt(result: unknown, path: readonly (string | number)[]): { found: boolean; value?: unknown } {
  let value = result
  for (const name of path) {
    if (typeof name === 'number' ? !Array.isArray(value) || name >= value.length : !isPlainObject(value) || !Object.hasOwn(value, name)) return { found: false }
    value = (value as Record<string | number, unknown>)[name]
  }
  return { found: true, value }
}

/** What a run of a pipeline works with besides its plan. */
interface RunSettings {
  origin: CallOrigin
  lang: string
  /** Whose fetches and file slots the steps use. */
  caller: string
  runner: CallRunner
  /** The pipeline's input: a text or JSON value (files are in uploads). */
  input: unknown
  uploads: readonly Upload[]
  /** Largest text a step receives (TEXT_LIMIT_BYTES). */
  textBytes: number
  /** Parses an operation's parameters with its own schema. */
  parse(op: Operation, raw: Record<string, unknown>): Record<string, unknown>
  checkResults: boolean
  /** A job's run: it can be stopped between and within steps, and tells its progress by steps. */
  job?: { signal: AbortSignal; progress(done: number): void }
}

/** One run of a checked chain: the values between steps, the time each took, and the step at work. */
class PipelineRun {
  readonly outcomes: Outcome[] = []
  readonly timings: { op: string; ms: number; fused?: boolean }[] = []
  /** The step at work (from 1), 0 before the first. */
  current = 0
  private deadline = 0
  private readonly runner: CallRunner

  /** A job's steps can be stopped; its progress is told by steps, not by the uploads within one. */
  private readonly stopping: { signal: AbortSignal } | undefined

  constructor(readonly plan: Plan, private readonly settings: RunSettings) {
    this.runner = settings.runner
    this.stopping = settings.job && { signal: settings.job.signal }
  }

  /** Runs every step in order; answers the last one's outcome. */
  async all(deadline: number): Promise<Outcome> {
    this.deadline = deadline
    const { steps } = this.plan
    for (let i = 0; i < steps.length;) {
      let end = i + 1
      while (end < steps.length && steps[end]!.fusedWithPrevious) end++
      this.settings.job?.signal.throwIfAborted()
      if (end - i > 1) await this.fused(steps.slice(i, end))
      else await this.single(steps[i]!)
      i = end
      this.settings.job?.progress(i / steps.length)
    }
    return this.outcomes[steps.length - 1]!
  }

  /** The value arriving at a step, as the plan says where it comes from. */
  private arriving(step: PlannedStep): { files?: Upload[]; value?: unknown } {
    const { source } = step
    if (source.step === 0) return step.arriving === 'files' ? { files: [...this.settings.uploads] } : { value: this.settings.input }
    const outcome = this.outcomes[source.step - 1]!
    if (outcome.kind === 'files') return { files: this.asUploads(step, outcome.files) }
    if (!source.path) return { value: outcome.value }
    const found = valueAt(outcome.result, source.path)
    if (!found.found) throw atStep(new ApiError('PIPELINE_REFERENCE_MISSING', { reference: source.text, from: source.step }), step)
    return { value: found.value }
  }

  /** Files a step gave, as the uploads of the next: each checked as an upload would be. */
  private asUploads(step: PlannedStep, files: readonly FileOutput[]): Upload[] {
    return admitFiles(files, step.op.files!, this.runner.uploadLimits)
  }

  /** The step's parameters with the chain's value in its parameter, parsed by its own schema. */
  private parameters(step: PlannedStep, value: unknown): Record<string, unknown> {
    // Read once, when the plan was checked, unless the chain's value joins them now.
    if (step.parsed) return step.parsed
    const raw = { ...step.given }
    if (step.param !== undefined) {
      // A JSON value reaching a text parameter arrives as compact JSON text; a JSON parameter
      // takes it as it is. Either way it is held to the text limit, as a body would be.
      const text = typeof value === 'string' ? value : JSON.stringify(value) ?? ''
      const limit = this.settings.textBytes
      const size = Buffer.byteLength(text)
      if (size > limit) throw new ApiError('TEXT_TOO_LARGE', { size, limit })
      raw[step.param] = step.takesJson ? value : text
    }
    return this.settings.parse(step.op, raw)
  }

  private async single(step: PlannedStep): Promise<void> {
    this.current = step.number
    const started = performance.now()
    const { files, value } = this.arriving(step)
    const input = this.parameters(step, value)
    const { op } = step
    let outcome: Outcome
    if (op.files) {
      const uploads = files!
      const context = (list: readonly Upload[]) => this.runner.context(this.settings.origin, this.settings.lang, this.runner.files(list, {}, this.deadline, this.stopping))
      const results = await runOnUploads(op, input, uploads, context)
      if (results.every(isFileResult)) {
        for (const result of results) this.check(op, result)
        outcome = { kind: 'files', files: results.flatMap((r) => (Array.isArray(r) ? r : [r])), answer: () => answerOfUploads(op, uploads, results) as FileOutput }
      } else {
        const result = results.length === 1 ? results[0] : results
        this.check(op, result)
        outcome = this.valueOutcome(op, result)
      }
    } else {
      const context = this.runner.context(this.settings.origin, this.settings.lang, NO_FILES, op.category === 'web' ? this.settings.caller : undefined)
      const result = await op.run(input, context)
      this.check(op, result)
      outcome = this.valueOutcome(op, result)
    }
    this.outcomes.push(outcome)
    this.timings.push({ op: step.id, ms: elapsed(started) })
  }

  /** Consecutive image steps: each upload decoded once, edited by every step, encoded once. */
  private async fused(group: readonly PlannedStep[]): Promise<void> {
    const first = group[0]!
    this.current = first.number
    const startedAt = performance.now()
    const uploads = this.arriving(first).files!
    const steps = group.map((step) => {
      this.current = step.number
      return { op: step.op, params: this.parameters(step, undefined) }
    })
    // started(i) closes the part of the step before and opens step i's.
    const times = group.map(() => 0)
    let at = 0
    let mark = 0
    const started = (index: number) => {
      const now = performance.now()
      times[at] = times[at]! + (now - mark)
      at = index
      mark = now
      this.current = group[index]!.number
    }
    // Reading the steps' parameters is the first step's part.
    times[0] = performance.now() - startedAt
    const results: FileOutput[] = []
    for (const upload of uploads) {
      at = 0
      mark = performance.now()
      this.current = first.number
      const context = this.runner.context(this.settings.origin, this.settings.lang, this.runner.files([upload], {}, this.deadline, this.stopping))
      results.push(await runFusedImageSteps(upload, steps, context, started))
      started(at)
    }
    const last = group[group.length - 1]!
    for (const result of results) this.check(last.op, result)
    for (const [i, step] of group.entries()) {
      // Only the last step of the pass has files; the others' outcomes are never read (the plan
      // fuses no step whose value is referenced), but every step keeps its place.
      this.outcomes.push({ kind: 'files', files: results, answer: () => answerOfUploads(last.op, uploads, results) as FileOutput })
      this.timings.push({ op: step.id, ms: Math.round(times[i]! * 10) / 10, fused: true })
    }
  }

  private valueOutcome(op: Operation, result: unknown): Outcome {
    const { gives } = op.pipeline
    const path = gives.kind === 'value' ? gives.path : []
    const found = valueAt(result, path)
    return { kind: 'value', result, value: found.found ? found.value : result }
  }

  private check(op: Operation, result: unknown): void {
    if (this.settings.checkResults) checkResult(op, result, this.settings.origin.log)
  }
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10
