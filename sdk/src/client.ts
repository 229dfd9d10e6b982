import type { components, paths } from './schema.js'
import { OPERATIONS, type Category } from './operations.js'

// ---------------------------------------------------------------------------------------------
// Types: every method's parameters and result come from the generated `paths`.
// ---------------------------------------------------------------------------------------------

/** kebab-case to camelCase: 'hash-all' → 'hashAll'. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

type OperationPath = Extract<keyof paths, `/api/v1/${Category}/${string}`>
/** The kebab-case names of a category's operations, read from the paths. */
type NamesIn<C extends Category> = OperationPath extends infer P ? P extends `/api/v1/${C}/${infer Name}` ? Name : never : never
/** The generated operation object behind a path (each path has exactly one method). */
type OperationAt<P extends OperationPath> = NonNullable<paths[P]['get'] | paths[P]['post']>

type RequestContent<O> = O extends { requestBody?: infer Body } ? Body extends { content: infer Content } ? Content : never : never
type QueryOf<O> = O extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never

/** Named single-file fields (besides `files`) of a file operation, from the generated table. */
type FileFieldsOf<C extends Category, Name extends string> = Name extends keyof (typeof OPERATIONS)[C]
  ? (typeof OPERATIONS)[C][Name] extends { fileFields: readonly (infer Field extends string)[] } ? Field : never
  : never

/** A file to upload: a path on disk, its bytes (Buffer or Uint8Array), a Blob, or bytes with a file name. */
export type Upload = string | Uint8Array | Blob | { readonly data: Uint8Array | Blob; readonly name: string }

/**
 * The parameters of a file operation: `files` (one or several uploads) or `file_ids` (files kept
 * with POST /api/v1/files, separated by commas), or both, and its other fields.
 */
export type UploadParams<Form, FileField extends string> =
  Omit<Form, 'files[]' | 'file_ids' | FileField>
  & ({ files: Upload | readonly Upload[]; file_ids?: string } | { files?: Upload | readonly Upload[]; file_ids: string })
  & { [Field in FileField]?: Upload }

type ParamsOf<O, FileField extends string> =
  [RequestContent<O>] extends [never] ? QueryOf<O>
    : RequestContent<O> extends { 'application/json': infer Body } ? Body
      : RequestContent<O> extends { 'multipart/form-data': infer Form } ? UploadParams<Form, FileField>
        : never

/** A file the service answered with. */
export interface DownloadedFile {
  readonly bytes: Uint8Array
  /** As sent in Content-Type, such as image/png or application/zip (several uploads answer one ZIP). */
  readonly contentType: string
  /** From Content-Disposition: named after the upload. */
  readonly fileName: string | undefined
}

/** What an operation answers with: its JSON result, or a file when the document says it answers one. */
type ResultOf<O> = O extends { responses: { 200: { content: infer Content } } }
  ? Content extends { 'application/json': { result: infer Result } } ? Result : DownloadedFile
  : never

export type Quota = components['schemas']['Quota']
/** Every error code the service answers with. */
export type ErrorCode = components['schemas']['ErrorEnvelope']['code']

/** The caller's allowance after a call, from the X-RateLimit-* headers. */
export interface RateLimit {
  /** Calls allowed in the current period (X-RateLimit-Limit). */
  readonly limit: number
  /** Calls left in the current period (X-RateLimit-Remaining). */
  readonly remaining: number
  /** When the period resets, in Unix seconds (X-RateLimit-Reset). */
  readonly reset: number
  readonly resetAt: Date
}

/** A successful answer. */
export interface Answer<Result> {
  readonly result: Result
  /** undefined when the service does not count calls (a private instance with QUOTAS=false). */
  readonly rateLimit: RateLimit | undefined
  /** The allowance as the JSON envelope states it (JSON answers of a counting service only). */
  readonly quota: Quota | undefined
  readonly status: number
  readonly headers: Headers
}

export interface CallOptions {
  /** Aborts the call (and any wait before a retry). */
  signal?: AbortSignal
}

/** A method whose parameters are all optional may be called without them. */
type Call<O, FileField extends string> = Partial<ParamsOf<O, FileField>> extends ParamsOf<O, FileField>
  ? (params?: ParamsOf<O, FileField>, options?: CallOptions) => Promise<Answer<ResultOf<O>>>
  : (params: ParamsOf<O, FileField>, options?: CallOptions) => Promise<Answer<ResultOf<O>>>

/**
 * A file operation that answers JSON about each upload: one upload (`files` a single file)
 * answers its result, several a list of them in upload order.
 */
type EachCall<O, FileField extends string> = {
  (params: ParamsOf<O, FileField> & { files: Upload }, options?: CallOptions): Promise<Answer<Exclude<ResultOf<O>, readonly unknown[]>>>
  (params: ParamsOf<O, FileField>, options?: CallOptions): Promise<Answer<ResultOf<O>>>
}

/** Whether the table marks an operation as answering JSON about each upload. */
type AnswersEach<C extends Category, Name extends string> = Name extends keyof (typeof OPERATIONS)[C]
  ? (typeof OPERATIONS)[C][Name] extends { each: true } ? true : false
  : false

/** The paths of the operations that take no files (a query, or a JSON body): those a batch may call. */
type BatchablePath = {
  [P in OperationPath]: [RequestContent<OperationAt<P>>] extends [never] ? P
    : RequestContent<OperationAt<P>> extends { 'application/json': unknown } ? P : never
}[OperationPath]

/** One call of a batch: an operation that takes no files, as category/name, with its parameters. */
export type BatchCall = {
  [P in BatchablePath]: { op: P extends `/api/v1/${infer Op}` ? Op : never }
    & (Partial<ParamsOf<OperationAt<P>, never>> extends ParamsOf<OperationAt<P>, never> ? { params?: ParamsOf<OperationAt<P>, never> } : { params: ParamsOf<OperationAt<P>, never> })
}[BatchablePath]

/** What one call of a batch answered: its HTTP status and its envelope, as it would alone. */
export type BatchSlot = components['schemas']['BatchResult'][number]

/** Every operation's name, category/name as in its URL. */
export type OperationName = OperationPath extends `/api/v1/${infer Op}` ? Op : never

/** One step of a pipeline: an operation, its parameters without the one the chain fills, and where its value comes from. */
export interface PipelineStep {
  op: OperationName
  params?: Record<string, unknown>
  /** Instead of the previous step's value: $0 (the pipeline's input), $n (step n's value) or $n.result.<path>. */
  input?: `$${number}` | `$${number}.result.${string}`
}

export interface PipelineRequest {
  /** The first step's value: a text or any JSON value. */
  input?: unknown
  /** Or files, for a chain that starts with a file operation. */
  files?: Upload | readonly Upload[]
  steps: readonly PipelineStep[]
  /** last (default): the last step's result or file; all: every step's result, in order. */
  return?: 'last' | 'all'
}

/** What a pipeline answers: the last step's result (a DownloadedFile when it gives files), and each step's time. */
export type PipelineAnswer = Answer<unknown> & {
  /** Each step with the milliseconds it took (JSON answers only). */
  readonly steps: readonly components['schemas']['PipelineAnswer']['steps'][number][] | undefined
}

/** An asynchronous job: its state, its progress, and its output once it succeeded. */
export type Job = components['schemas']['Job']
/** A page of the key's jobs, newest first, and the cursor of the next page. */
export type JobList = components['schemas']['JobList']
export type JobStatus = Job['status']
/** The filters and the page of jobs.list. */
export type JobListQuery = QueryOf<NonNullable<paths['/api/v1/jobs']['get']>>

/** The paths of the operations that take uploads (files[]): those that may run as jobs. */
type FileOperationPath = {
  [P in OperationPath]: RequestContent<OperationAt<P>> extends { 'multipart/form-data': infer Form } ? 'files[]' extends keyof Form ? P : never : never
}[OperationPath]
/** Every file operation's name, category/name as in its URL: what jobs.create runs besides 'pipeline'. */
export type FileOperationName = FileOperationPath extends `/api/v1/${infer Op}` ? Op : never
type FormOf<Op extends FileOperationName> = RequestContent<OperationAt<`/api/v1/${Op}` & OperationPath>> extends { 'multipart/form-data': infer Form } ? Form : never
type FileFieldsOfName<Op extends string> = Op extends `${infer C extends Category}/${infer Name}` ? FileFieldsOf<C, CamelCase<Name>> : never
/** A file operation's parameters besides files[]: its options, file_ids, and its named file fields as uploads. */
export type JobParams<Op extends FileOperationName> = Omit<FormOf<Op>, 'files[]' | FileFieldsOfName<Op>> & { [Field in FileFieldsOfName<Op>]?: Upload }

/** A file operation run as a job: its files (or file_ids in params), its options, and a webhook for its end. */
export type FileJobRequest<Op extends FileOperationName> = {
  files?: Upload | readonly Upload[]
  /** Sent as webhook_url: the service POSTs the job there when it ends (verify it with verifyWebhook). */
  webhookUrl?: string
} & (Partial<JobParams<Op>> extends JobParams<Op> ? { params?: JobParams<Op> } : { params: JobParams<Op> })

/** A pipeline run as a job: the body of client.pipeline, and a webhook for its end. */
export type PipelineJobRequest = PipelineRequest & { webhookUrl?: string }

export interface WaitOptions extends CallOptions {
  /** Between two polls, unless an answer asks for longer with Retry-After (default 1000). */
  intervalMs?: number
  /** Gives up with a JobTimeoutError when the job has not ended by then (default: no limit). */
  timeoutMs?: number
}

/** The asynchronous jobs of the key: file operations and pipelines run in the background. Each needs an API key. */
export interface Jobs {
  /**
   * Starts a file operation (category/name, such as 'file/image-resize') or a pipeline as a job
   * and answers it queued (status 202); its output is fetched with output() once it succeeded.
   */
  create<Op extends FileOperationName>(operation: Op, request: FileJobRequest<Op>, options?: CallOptions): Promise<Answer<Job>>
  create(operation: 'pipeline', request: PipelineJobRequest, options?: CallOptions): Promise<Answer<Job>>
  /** The job as it is now. */
  get(id: string, options?: CallOptions): Promise<Answer<Job>>
  /** The key's jobs, newest first: pass result.next_cursor as cursor for the next page. */
  list(query?: JobListQuery, options?: CallOptions): Promise<Answer<JobList>>
  /**
   * Polls the job until it has ended (succeeded, failed or canceled) and answers it as it ended; a
   * failed job is answered, not thrown (its error says why). Waits as Retry-After says when asked.
   */
  wait(id: string, options?: WaitOptions): Promise<Answer<Job>>
  /** The output file of a job that succeeded (a job whose result is JSON has it in output.result). */
  output(id: string, options?: CallOptions): Promise<Answer<DownloadedFile>>
  /** Cancels a queued or running job, or deletes a finished job's output; answers the job as it is now. */
  cancel(id: string, options?: CallOptions): Promise<Answer<Job>>
}

/** One method per operation, grouped by category: client.calc.bmi({ weight: 70, height: 175 }). */
export type Client = {
  readonly [C in Category]: {
    readonly [Name in NamesIn<C> as CamelCase<Name>]: AnswersEach<C, CamelCase<Name>> extends true
      ? EachCall<OperationAt<`/api/v1/${C}/${Name}` & OperationPath>, FileFieldsOf<C, CamelCase<Name>>>
      : Call<OperationAt<`/api/v1/${C}/${Name}` & OperationPath>, FileFieldsOf<C, CamelCase<Name>>>
  }
} & {
  /** The caller's plan, limit, used and remaining calls, and the reset time; consumes nothing. */
  readonly usage: (options?: CallOptions) => Promise<Answer<ResultOf<NonNullable<paths['/api/v1/usage']['get']>>>>
  /**
   * Up to 100 calls of operations that take no files in one request; each is counted and answered
   * as it would be alone, and a failed call answers its error in its slot instead of throwing.
   */
  readonly batch: (calls: readonly BatchCall[], options?: CallOptions) => Promise<Answer<BatchSlot[]>>
  /**
   * Operations chained in one call: the input (or files) goes into the first step, each step's
   * value into the next. Each step counts as one call; a refusal names its step (`steps[2] (…): …`).
   */
  readonly pipeline: (request: PipelineRequest, options?: CallOptions) => Promise<PipelineAnswer>
  /**
   * Keeps files on the service for FILE_STORE_TTL_S and answers their file_ids (one file: one
   * StoredFile, several: a list), which any file operation or pipeline takes as `file_ids`.
   */
  readonly storeFiles: (files: Upload | readonly Upload[], options?: CallOptions) => Promise<Answer<ResultOf<NonNullable<paths['/api/v1/files']['post']>>>>
  /** The account's webhook secret (whsec_…), which signs its webhooks; needs an API key. */
  readonly webhookSecret: (options?: CallOptions) => Promise<Answer<ResultOf<NonNullable<paths['/api/v1/account/webhook-secret']['get']>>>>
  /** File operations and pipelines run in the background: create, poll or wait, fetch the output, cancel. */
  readonly jobs: Jobs
}

/** Retries of answers 429 (allowance or burst limit) and 503 (busy), waiting as Retry-After says. */
export interface RetryOptions {
  /** Calls in all, the first one included (at least 1). */
  maxAttempts: number
  /**
   * The longest wait before a retry, in milliseconds (30 s by default). An answer asking for a
   * longer wait (a spent daily allowance, say) is thrown at once rather than retried too early.
   */
  maxWaitMs?: number
}

export interface ClientOptions {
  /** Where the service is, such as https://devutils.example.com (default http://localhost:8787). */
  baseUrl?: string
  /** Sent as X-API-Key; without one, calls use the anonymous allowance of the caller's address. */
  apiKey?: string
  /** The language of the error messages: en, es, de, fr, pt-br or zh-cn (a tag such as pt-BR works too). */
  language?: string
  /** Off unless given. */
  retry?: RetryOptions
  /** Another fetch implementation (the global one by default). */
  fetch?: typeof fetch
}

/** An error answer of the service: the HTTP status, its stable code and its message. */
export class DevutilsError extends Error {
  override readonly name = 'DevutilsError'
  constructor(
    readonly status: number,
    /** UNEXPECTED_RESPONSE when the answer is not the service's error envelope (a proxy's page, say). */
    readonly code: ErrorCode | 'UNEXPECTED_RESPONSE',
    message: string,
    /** Seconds the service asks to wait before trying again (Retry-After), when it says. */
    readonly retryAfter: number | undefined,
    readonly rateLimit: RateLimit | undefined,
  ) {
    super(message)
  }
}

/** jobs.wait gave up: the job had not ended within timeoutMs. */
export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError'
  constructor(
    /** The job as last seen. */
    readonly job: Job,
    readonly timeoutMs: number,
  ) {
    super(`job ${job.id} is still ${job.status} after ${timeoutMs} ms`)
  }
}

// ---------------------------------------------------------------------------------------------
// Runtime: one request function serves every operation of the table.
// ---------------------------------------------------------------------------------------------

type Entry = {
  readonly path: string
  readonly method: 'GET' | 'POST' | 'DELETE'
  readonly input: 'query' | 'json' | 'file'
  /** The answer is a file whatever its media type (a job's output may be a JSON file). */
  readonly bytes?: true
  /** Query fields sent whatever the input kind (async=1 for a job). */
  readonly query?: Readonly<Record<string, string>>
  readonly answers?: 'json' | 'file'
  readonly each?: true
  readonly fileFields?: readonly string[]
}
type Params = Record<string, unknown>

export function createClient(options: ClientOptions = {}): Client {
  const client = Object.fromEntries(Object.entries(OPERATIONS).map(([category, operations]) => [
    category,
    Object.fromEntries(Object.entries(operations).map(([name, entry]: [string, Entry]) => [
      name,
      (params: Params = {}, callOptions: CallOptions = {}) => call(options, entry, params, callOptions),
    ])),
  ]))
  const usage: Entry = { path: '/api/v1/usage', method: 'GET', input: 'query' }
  const batch: Entry = { path: '/api/v1/batch', method: 'POST', input: 'json' }
  return {
    ...client,
    usage: (callOptions: CallOptions = {}) => call(options, usage, {}, callOptions),
    batch: (calls: readonly BatchCall[], callOptions: CallOptions = {}) => call(options, batch, { calls }, callOptions),
    pipeline: ({ files, steps, input, return: returned }: PipelineRequest, callOptions: CallOptions = {}) => files === undefined
      ? call(options, { path: '/api/v1/pipeline', method: 'POST', input: 'json' }, { input, steps, return: returned }, callOptions)
      // With files, the steps travel as a JSON field beside them.
      : call(options, { path: '/api/v1/pipeline', method: 'POST', input: 'file' }, { files, steps: JSON.stringify(steps), return: returned, input }, callOptions),
    storeFiles: (files: Upload | readonly Upload[], callOptions: CallOptions = {}) => call(options, { path: '/api/v1/files', method: 'POST', input: 'file' }, { files }, callOptions),
    webhookSecret: (callOptions: CallOptions = {}) => call(options, { path: '/api/v1/account/webhook-secret', method: 'GET', input: 'query' }, {}, callOptions),
    jobs: jobsOf(options),
  } as unknown as Client
}

const TERMINAL: readonly JobStatus[] = ['succeeded', 'failed', 'canceled']

function jobsOf(options: ClientOptions): Jobs {
  const byPath = new Map(Object.values(OPERATIONS).flatMap((operations) => Object.values(operations) as Entry[]).map((entry) => [entry.path, entry]))
  const jobPath = (id: string) => `/api/v1/jobs/${encodeURIComponent(id)}`
  const get = (id: string, callOptions: CallOptions = {}) => call(options, { path: jobPath(id), method: 'GET', input: 'query' }, {}, callOptions) as Promise<Answer<Job>>
  const create = (operation: string, request: { files?: unknown; params?: Params; webhookUrl?: string } & Partial<PipelineRequest>, callOptions: CallOptions = {}) => {
    // async=1 in the query, not as a form field: it is known before the body, which lifts the upload limit.
    const query = { async: '1', ...(request.webhookUrl !== undefined && { webhook_url: request.webhookUrl }) }
    if (operation === 'pipeline') {
      const { files, steps, input, return: returned } = request as PipelineRequest
      return files === undefined
        ? call(options, { path: '/api/v1/pipeline', method: 'POST', input: 'json', query }, { input, steps, return: returned }, callOptions)
        : call(options, { path: '/api/v1/pipeline', method: 'POST', input: 'file', query }, { files, steps: JSON.stringify(steps), return: returned, input }, callOptions)
    }
    const entry = byPath.get(`/api/v1/${operation}`)
    if (entry?.input !== 'file') return Promise.reject(new TypeError(`${operation} is not a file operation: only file operations and pipelines run as jobs`))
    return call(options, { ...entry, query }, { ...request.params, files: request.files }, callOptions)
  }
  return {
    create: create as Jobs['create'],
    get,
    list: (query: JobListQuery = {}, callOptions: CallOptions = {}) =>
      call(options, { path: '/api/v1/jobs', method: 'GET', input: 'query' }, { ...query }, callOptions) as Promise<Answer<JobList>>,
    output: (id: string, callOptions: CallOptions = {}) =>
      call(options, { path: `${jobPath(id)}/output`, method: 'GET', input: 'query', bytes: true }, {}, callOptions) as Promise<Answer<DownloadedFile>>,
    cancel: (id: string, callOptions: CallOptions = {}) =>
      call(options, { path: jobPath(id), method: 'DELETE', input: 'query' }, {}, callOptions) as Promise<Answer<Job>>,
    wait: async (id: string, { intervalMs = 1000, timeoutMs, signal }: WaitOptions = {}) => {
      const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs
      let last: Job | undefined
      for (;;) {
        let retryAfter: number | undefined
        try {
          const answered = await get(id, { signal })
          if (TERMINAL.includes(answered.result.status)) return answered
          last = answered.result
          retryAfter = secondsOf(answered.headers.get('retry-after'))
        } catch (error) {
          // A spent burst limit or a busy service while polling: wait as asked, then poll again.
          if (!(error instanceof DevutilsError) || (error.status !== 429 && error.status !== 503)) throw error
          retryAfter = error.retryAfter
        }
        const wait = Math.max(intervalMs, (retryAfter ?? 0) * 1000)
        if (deadline !== undefined && Date.now() + wait > deadline) {
          throw new JobTimeoutError(last ?? (await get(id, { signal })).result, timeoutMs!)
        }
        await sleep(wait, signal)
      }
    },
  }
}

async function call(options: ClientOptions, entry: Entry, params: Params, callOptions: CallOptions): Promise<Answer<unknown>> {
  const fetchImpl = options.fetch ?? fetch
  const base = (options.baseUrl ?? 'http://localhost:8787').replace(/\/+$/, '')
  const url = new URL(`${base}${options.language ? `/${options.language.toLowerCase()}` : ''}${entry.path}`)
  const headers: Record<string, string> = { accept: 'application/json, */*' }
  if (options.apiKey !== undefined) headers['x-api-key'] = options.apiKey
  for (const [key, value] of Object.entries(entry.query ?? {})) url.searchParams.set(key, value)
  let body: string | FormData | undefined
  if (entry.input === 'query') {
    for (const [key, value] of fields(params)) url.searchParams.append(key, value)
  } else if (entry.input === 'json') {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(params)
  } else {
    body = await uploadForm(params, entry.fileFields ?? [])
  }

  const maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 1)
  for (let attempt = 1; ; attempt++) {
    const response = await fetchImpl(url, { method: entry.method, headers, body, signal: callOptions.signal })
    const rateLimit = rateLimitOf(response.headers)
    if (response.ok) return answer(response, rateLimit, entry.bytes === true)
    const error = await errorOf(response, rateLimit)
    const wait = attempt < maxAttempts && (response.status === 429 || response.status === 503)
      ? retryWait(error.retryAfter, attempt, options.retry?.maxWaitMs ?? 30_000)
      : undefined
    if (wait === undefined) throw error
    await sleep(wait, callOptions.signal)
  }
}

/** A parameter object as form or query fields: absent values left out, lists as repeated fields. */
function fields(params: Params): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) => {
    if (value === undefined || value === null) return []
    return (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, String(item)])
  })
}

async function uploadForm(params: Params, fileFields: readonly string[]): Promise<FormData> {
  const form = new FormData()
  const { files, ...rest } = params
  for (const upload of files === undefined ? [] : Array.isArray(files) ? files : [files]) {
    const { blob, name } = await blobOf(upload as Upload)
    form.append('files[]', blob, name)
  }
  for (const [key, value] of Object.entries(rest)) {
    if (fileFields.includes(key) && value !== undefined) {
      const { blob, name } = await blobOf(value as Upload)
      form.append(key, blob, name)
    }
  }
  for (const [key, value] of fields(Object.fromEntries(Object.entries(rest).filter(([key]) => !fileFields.includes(key))))) {
    form.append(key, value)
  }
  return form
}

async function blobOf(upload: Upload): Promise<{ blob: Blob; name: string }> {
  if (typeof upload === 'string') {
    // Node only: a path is read lazily from disk.
    const { openAsBlob } = await import('node:fs')
    return { blob: await openAsBlob(upload), name: upload.split(/[\\/]/).pop() || 'file' }
  }
  if (upload instanceof Blob) return { blob: upload, name: upload instanceof File ? upload.name : 'file' }
  if (upload instanceof Uint8Array) return { blob: new Blob([upload.slice()]), name: 'file' }
  const named = await blobOf(upload.data)
  return { blob: named.blob, name: upload.name }
}

/** The answer's result: the JSON envelope's, or the file it is (always a file when `asFile` is set: a job's output may be a JSON file). */
async function answer(response: Response, rateLimit: RateLimit | undefined, asFile = false): Promise<Answer<unknown>> {
  const common = { rateLimit, status: response.status, headers: response.headers }
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
  if (!asFile && /^application\/json\b/.test(contentType)) {
    const envelope = await response.json() as { result: unknown; quota?: Quota; steps?: unknown }
    return { ...common, result: envelope.result, quota: envelope.quota, ...(envelope.steps !== undefined && { steps: envelope.steps }) }
  }
  const file: DownloadedFile = {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType,
    fileName: fileNameOf(response.headers.get('content-disposition')),
  }
  return { ...common, result: file, quota: undefined }
}

async function errorOf(response: Response, rateLimit: RateLimit | undefined): Promise<DevutilsError> {
  const retryAfter = secondsOf(response.headers.get('retry-after'))
  const text = await response.text()
  try {
    const envelope = JSON.parse(text) as { ok?: unknown; error?: unknown; code?: unknown }
    if (envelope.ok === false && typeof envelope.code === 'string') {
      return new DevutilsError(response.status, envelope.code as ErrorCode, String(envelope.error), retryAfter, rateLimit)
    }
  } catch {
    // Not JSON: reported below with the start of the text.
  }
  const message = `HTTP ${response.status} ${response.statusText}: ${text.slice(0, 200)}`
  return new DevutilsError(response.status, 'UNEXPECTED_RESPONSE', message, retryAfter, rateLimit)
}

function rateLimitOf(headers: Headers): RateLimit | undefined {
  const [limit, remaining, reset] = ['limit', 'remaining', 'reset'].map((name) => headers.get(`x-ratelimit-${name}`))
  if (limit == null || remaining == null || reset == null) return undefined
  return { limit: Number(limit), remaining: Number(remaining), reset: Number(reset), resetAt: new Date(Number(reset) * 1000) }
}

/** Retry-After as seconds: delta-seconds, or an HTTP date. */
function secondsOf(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined
  if (/^\d+$/.test(header.trim())) return Number(header)
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

/** How long to wait before the next attempt, or undefined when the service asks for longer than the cap. */
function retryWait(retryAfter: number | undefined, attempt: number, maxWaitMs: number): number | undefined {
  const wait = retryAfter !== undefined ? retryAfter * 1000 : 500 * 2 ** (attempt - 1)
  if (retryAfter !== undefined && wait > maxWaitMs) return undefined
  return Math.min(wait, maxWaitMs)
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason) }, { once: true })
  })
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… first, else filename="…". */
function fileNameOf(disposition: string | null): string | undefined {
  if (disposition === null) return undefined
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded !== undefined) return decodeURIComponent(encoded.trim())
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]
}
