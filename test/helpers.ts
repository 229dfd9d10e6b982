import { expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { ApiError } from '../src/core/errors.ts'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { testConfig } from '../src/config.ts'
import { buildApp, type AppDependencies } from '../src/http/app.ts'
import type { Operation } from '../src/core/operation.ts'

export type Overrides = Parameters<typeof testConfig>[0]

/** Any error code, for checks that look at the code themselves. */
const ANY_CODE = /./

/** The app as the tests use it: every result is checked against its operation's result schema. */
export async function makeApp(overrides: Overrides = {}, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { checkResults: true, ...deps })
  await app.ready()
  return app
}

export interface Envelope {
  ok: boolean
  result?: unknown
  error?: string
  code?: string
  quota?: Record<string, unknown>
  /** Pipelines: the step that was refused or failed. */
  step?: number
}

/**
 * The answer's envelope. An error envelope must name the answer's X-Request-Id as its request_id;
 * that is checked here and the id taken out, so that a test compares what the envelope says
 * about the call (a missing or different id fails here).
 */
export function envelope(res: LightMyRequestResponse): Envelope {
  const body = res.json() as Envelope & { request_id?: unknown }
  if (typeof body !== 'object' || body === null || body.ok !== false) return body
  expect(body.request_id, 'an error envelope names its request').toBe(res.headers['x-request-id'])
  return withoutRequestId(body)
}

/** An error envelope without its request_id (each answer has its own), for comparing the rest whole. */
export function withoutRequestId<T extends object>(body: T): Omit<T, 'request_id'> {
  const { request_id: _id, ...rest } = body as T & { request_id?: unknown }
  return rest
}

/** Calls an operation the way a client would: query string for GET, JSON body for POST. */
export function call(
  app: FastifyInstance,
  op: Pick<Operation, 'method' | 'path'>,
  params: Record<string, unknown>,
  options: { lang?: string; headers?: InjectOptions['headers'] } = {},
): Promise<LightMyRequestResponse> {
  const url = (options.lang ? `/${options.lang}` : '') + op.path
  if (op.method === 'GET') {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))
    return app.inject({ method: 'GET', url, query, headers: options.headers })
  }
  return app.inject({ method: 'POST', url, payload: params, headers: options.headers })
}

/** Shorthand for a path such as 'number/roman'. */
export function opAt(path: string, method: 'GET' | 'POST' = 'GET'): Pick<Operation, 'method' | 'path'> {
  return { method, path: `/api/v1/${path}` }
}

/**
 * The shorthand of `client` for one category's JSON operations: `ok` calls an operation that
 * must succeed and returns its result; `refused` calls one that must answer 422 (any code) and
 * returns its code and message.
 */
export function categoryClient(app: () => FastifyInstance, category: string, method: 'GET' | 'POST' = 'GET') {
  const api = client(app, category, method)
  return {
    op: (name: string) => opAt(`${category}/${name}`, method),
    ok: (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, lang }),
    async refused(name: string, params: Record<string, unknown>, lang?: string): Promise<{ code: string; error: string }> {
      const { code, error } = await api.refused(name, { params, lang }, 422, ANY_CODE)
      return { code, error }
    },
  }
}

/** An answer and how long it took, in milliseconds. */
export interface Timed {
  res: LightMyRequestResponse
  ms: number
}

/** Awaits an answer and measures how long it took. */
export async function timed(answer: Promise<LightMyRequestResponse>): Promise<Timed> {
  const started = performance.now()
  const res = await answer
  return { res, ms: performance.now() - started }
}

/** An error envelope. */
export interface Refusal extends Envelope {
  ok: false
  code: string
  error: string
  request_id: string
}

export interface RefusalCheck {
  /** The message, exactly (a string) or by pattern. */
  message?: string | RegExp
  /** The answer must come within this many milliseconds (a timed answer only). */
  withinMs?: number
  /** Named in a failure, before the answer's body: the request, for instance. */
  what?: string
}

/**
 * The one check of a refusal: the answer is a JSON error envelope (ok: false) with this status
 * and code (a pattern matches codes), a message (matching `check.message` when given), and, for a
 * timed answer, came within `check.withinMs`. Returns the envelope for further checks.
 */
export function expectRefusal(answer: LightMyRequestResponse | Timed, status: number, code: string | RegExp, check: RefusalCheck = {}): Refusal {
  const { res, ms } = 'res' in answer ? answer : { res: answer, ms: undefined }
  const what = `${check.what ? `${check.what}: ` : ''}${res.body.slice(0, 400)}`
  expect(res.headers['content-type'], what).toMatch(/^application\/json/)
  const body = res.json() as Refusal
  expect({ status: res.statusCode, code: body.code }, what).toEqual({
    status,
    code: typeof code === 'string' ? code : expect.stringMatching(code),
  })
  expect(body.ok, what).toBe(false)
  expect(body.request_id, what).toBe(res.headers['x-request-id'])
  expect(typeof body.error, what).toBe('string')
  expect(body.error.length, what).toBeGreaterThan(0)
  if (typeof check.message === 'string') expect(body.error, what).toBe(check.message)
  else if (check.message) expect(body.error, what).toMatch(check.message)
  if (check.withinMs !== undefined) {
    expect(ms, 'a timed answer').toBeTypeOf('number')
    expect(ms, what).toBeLessThan(check.withinMs)
  }
  return body
}

/**
 * What an operation is called with. Without files: `params` go in the query string (GET) or the
 * JSON body (POST). With files: a multipart/form-data POST, the files in files[] (or `field`, or
 * each part's own field) and `params` as the form's other fields.
 */
export interface Request {
  params?: Record<string, unknown>
  files?: Files
  lang?: string
  headers?: InjectOptions['headers']
  field?: string
}

/** An operation, or a path ('category/name' under /api/v1/, or one that starts with '/'), called with POST. */
export type Target = Pick<Operation, 'method' | 'path'> | string

/** Calls an operation with JSON/query parameters or with uploaded files. */
export function send(app: FastifyInstance, target: Target, request: Request = {}): Promise<LightMyRequestResponse> {
  const { params = {}, files, lang, headers, field } = request
  const path = typeof target === 'string' ? target : target.path
  if (files !== undefined) {
    return upload(app, path, files, params as Fields, { lang, headers, field })
  }
  const op = typeof target === 'string' ? { method: 'POST' as const, path: path.startsWith('/') ? path : `/api/v1/${path}` } : target
  return call(app, op, params, { lang, headers })
}

/**
 * One client for any operation, JSON or upload: `send` answers the response, `timed` also how
 * long it took, `ok` the result of a call that must succeed (200, ok: true, JSON), and `refused`
 * checks a refusal with expectRefusal (timed, so `withinMs` works) and returns its envelope.
 * Names are 'name' within `category` (called with `method` when no files are sent), or paths.
 */
export function client(app: () => FastifyInstance, category?: string, method: 'GET' | 'POST' = 'POST') {
  const op = (name: string): Pick<Operation, 'method' | 'path'> => {
    if (name.startsWith('/')) return { method, path: name }
    return opAt(category === undefined ? name : `${category}/${name}`, method)
  }
  const send_ = (name: Target, request: Request = {}) => send(app(), typeof name === 'string' ? op(name) : name, request)
  const describe = (name: Target, request: Request) => {
    const shown = { ...request.params, ...(request.files && { files: request.files.map(fileName) }), ...(request.lang && { lang: request.lang }) }
    return `${typeof name === 'string' ? name : name.path} ${JSON.stringify(shown).slice(0, 200)}`
  }
  return {
    op,
    send: send_,
    timed: (name: Target, request: Request = {}) => timed(send_(name, request)),
    async ok(name: Target, request: Request = {}): Promise<Record<string, unknown>> {
      const res = await send_(name, request)
      const body = envelope(res)
      expect(res.statusCode, JSON.stringify(body).slice(0, 400)).toBe(200)
      expect(body.ok).toBe(true)
      return body.result as Record<string, unknown>
    },
    async refused(name: Target, request: Request, status: number, code: string | RegExp, check: RefusalCheck = {}): Promise<Refusal> {
      return expectRefusal(await timed(send_(name, request)), status, code, { what: describe(name, request), ...check })
    },
  }
}

/** The code and variables of the 422 ApiError that fn throws (for library functions called directly). */
export function failure(fn: () => unknown): { code: string; vars: Record<string, unknown> } {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const e = error as ApiError
    expect(e.status).toBe(422)
    return { code: e.code, vars: { ...e.vars } }
  }
  throw new Error('expected an error')
}

const FIXTURE_DIR = new URL('./fixtures/files/', import.meta.url)

/** A sample file from test/fixtures/files/. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURE_DIR))
}

export interface UploadFile {
  name: string
  bytes: Uint8Array
  type?: string
}

/** A file sent in a field of its own (a signature image, a watermark), not in files[]. */
export interface FilePart {
  field: string
  file: string | UploadFile
}

/** Files to upload: fixture names, files, or files in fields of their own. */
export type Files = ReadonlyArray<string | UploadFile | FilePart>

/** The other fields of a multipart request. */
export type Fields = Record<string, string | number | boolean>

const isPart = (file: string | UploadFile | FilePart): file is FilePart => typeof file !== 'string' && 'field' in file
const fileName = (file: string | UploadFile | FilePart): string => {
  const one = isPart(file) ? file.file : file
  return typeof one === 'string' ? one : one.name
}

/**
 * Posts files the way a browser or curl -F does: multipart/form-data, files in files[] (or
 * `field`, or a part's own field), options as extra fields. A string is the name of a fixture.
 */
export function upload(
  app: FastifyInstance,
  path: string,
  files: Files,
  fields: Fields = {},
  options: { lang?: string; headers?: InjectOptions['headers']; field?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const entry of files) {
    const [field, file] = isPart(entry) ? [entry.field, entry.file] : [options.field ?? 'files[]', entry]
    const { name, bytes, type } = typeof file === 'string' ? { name: file, bytes: fixture(file), type: undefined } : file
    form.append(field, new Blob([bytes], { type: type ?? 'application/octet-stream' }), name)
  }
  const url = (options.lang ? `/${options.lang}` : '') + (path.startsWith('/') ? path : `/api/v1/${path}`)
  return app.inject({ method: 'POST', url, payload: form, headers: options.headers })
}

/** A deterministic random number generator (mulberry32) in [0, 1): a failing input replays from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Whether tests that need an optional part of the machine can run. When `missing` says what is
 * absent they are skipped with that reason printed, except under CI=true, where the part must be
 * there and its absence fails the run.
 */
export function canRun(what: string, missing: string | undefined): boolean {
  if (missing === undefined) return true
  if (process.env.CI === 'true') throw new Error(`CI=true but ${missing}`)
  console.warn(`skipping ${what}: ${missing}`)
  return false
}

/** The PostgreSQL and Redis of the distributed mode, when DATABASE_URL and REDIS_URL name them. */
export function sharedStores(what: string): { databaseUrl: string; redisUrl: string } | undefined {
  const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
  const redisUrl = process.env.REDIS_URL || undefined
  const missing = databaseUrl && redisUrl ? undefined : 'DATABASE_URL (postgres://...) and REDIS_URL are not both set'
  return canRun(what, missing) ? { databaseUrl: databaseUrl!, redisUrl: redisUrl! } : undefined
}
