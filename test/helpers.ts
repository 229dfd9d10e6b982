import { expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { ApiError } from '../src/core/errors.ts'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { testConfig } from '../src/config.ts'
import { buildApp, type AppDependencies } from '../src/http/app.ts'
import type { Operation } from '../src/core/operation.ts'

export type Overrides = Parameters<typeof testConfig>[0]

export async function makeApp(overrides: Overrides = {}, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), deps)
  await app.ready()
  return app
}

export interface Envelope {
  ok: boolean
  result?: unknown
  error?: string
  code?: string
  quota?: Record<string, unknown>
}

export function envelope(res: LightMyRequestResponse): Envelope {
  return res.json() as Envelope
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
 * Helpers for one category's tests: `ok` calls an operation that must succeed and returns its
 * result; `refused` calls one that must answer 422 and returns its code and message.
 */
export function categoryClient(app: () => FastifyInstance, category: string, method: 'GET' | 'POST' = 'GET') {
  const op = (name: string) => opAt(`${category}/${name}`, method)
  const options = (lang?: string) => (lang ? { lang } : {})
  return {
    op,
    async ok(name: string, params: Record<string, unknown>, lang?: string): Promise<Record<string, unknown>> {
      const res = await call(app(), op(name), params, options(lang))
      const body = envelope(res)
      expect(res.statusCode, JSON.stringify(body)).toBe(200)
      expect(body.ok).toBe(true)
      return body.result as Record<string, unknown>
    },
    async refused(name: string, params: Record<string, unknown>, lang?: string): Promise<{ code: string; error: string }> {
      const res = await call(app(), op(name), params, options(lang))
      const body = envelope(res)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(body.ok).toBe(false)
      return { code: body.code!, error: body.error! }
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

/**
 * Posts files the way a browser or curl -F does: multipart/form-data, files in files[] (or
 * `field`), options as extra fields. A string is the name of a fixture.
 */
export function upload(
  app: FastifyInstance,
  path: string,
  files: ReadonlyArray<string | UploadFile>,
  fields: Record<string, string | number | boolean> = {},
  options: { lang?: string; headers?: InjectOptions['headers']; field?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const file of files) {
    const { name, bytes, type } = typeof file === 'string' ? { name: file, bytes: fixture(file), type: undefined } : file
    form.append(options.field ?? 'files[]', new Blob([bytes], { type: type ?? 'application/octet-stream' }), name)
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
