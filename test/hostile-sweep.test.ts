import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { operations } from '../src/operations/index.ts'
import { call, fixture, makeApp, upload } from './helpers.ts'

// Every operation, fed generated bad input from its own schema: any 5xx, hang or crash fails,
// naming the operation and the input. Web lookups are left to their loopback suites (these
// inputs would otherwise reach DNS).
const HUGE = '𝕏'.repeat(20_000)
const VALUES: readonly unknown[] = ['', ' ', HUGE, 'NaN', '-1e308', '1e308', '-1', '0', '1.5', ['a', 'b'], { nested: true }, '\u0000\uFFFF\uD800', '<script>alert(1)</script>']

function cases(op: (typeof operations)[number]): [string, Record<string, unknown>][] {
  const { properties, required } = paramsJsonSchema(op.params)
  const valid: Record<string, unknown> = {}
  for (const ex of op.examples) Object.assign(valid, ex.params)
  const out: [string, Record<string, unknown>][] = [['no parameters', {}]]
  for (const name of Object.keys(properties)) {
    for (const value of VALUES) out.push([`${name}=${JSON.stringify(value).slice(0, 40)}`, { ...valid, [name]: value }])
    if (required.includes(name)) {
      const { [name]: _gone, ...rest } = valid
      out.push([`without ${name}`, rest])
    }
  }
  return out
}

let app: FastifyInstance
beforeAll(async () => { app = await makeApp({ WORKER_TIMEOUT_MS: '3000' }) })
afterAll(async () => { await app.close() })

/** File operations get the same fields as multipart text, with a valid sample file, plus an empty and a corrupt file. */
interface SweepFile { name: string; bytes: Uint8Array }

function send(op: (typeof operations)[number], params: Record<string, unknown>, files?: readonly SweepFile[]) {
  if (!op.files) return call(app, op, params)
  const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
  return upload(app, op.path, files ?? op.examples[0]?.files ?? [], fields)
}

function fileCases(op: (typeof operations)[number]): [string, readonly SweepFile[]][] {
  const sample = op.examples[0]?.files?.[0]
  if (!sample) return []
  const bytes = fixture(sample)
  const corrupt = Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(256, 0xa5)])
  return [['an empty file', [{ name: sample, bytes: new Uint8Array() }]], ['a corrupt file', [{ name: sample, bytes: corrupt }]]]
}

describe.each(operations.filter((op) => op.category !== 'web').map((op) => [op.operationId, op] as const))('%s under bad input', (_id, op) => {
  it('answers every generated input with a 2xx or 4xx envelope, in bounded time', async () => {
    type Case = { label: string; params: Record<string, unknown>; files?: readonly SweepFile[] }
    const all: Case[] = [
      ...cases(op).map(([label, params]) => ({ label, params })),
      ...fileCases(op).map(([label, files]) => ({ label, params: {}, files })),
    ]
    for (const { label, params, files } of all) {
      const started = performance.now()
      const res = await send(op, params, files)
      const ms = performance.now() - started
      expect(res.statusCode, `${op.path} ${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
      // A file operation answers a file when it succeeds; every other answer is an envelope.
      if (!(op.files && res.statusCode === 200) || String(res.headers['content-type']).startsWith('application/json')) {
        const body = res.json() as { ok?: boolean }
        expect(typeof body.ok, `${op.path} ${label}`).toBe('boolean')
      }
      // LibreOffice and Chromium start a fresh process (and profile) per job: seconds, not milliseconds.
      expect(ms, `${op.path} ${label}`).toBeLessThan(op.requires ? 20_000 : 5_000)
    }
    const poisoned = await app.inject({ method: op.method, url: op.path, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"polluted":1}}' })
    expect(poisoned.statusCode).toBeLessThan(500)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)
})
