import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { operations } from '../src/operations/index.ts'
import { call, makeApp } from './helpers.ts'

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

describe.each(operations.filter((op) => op.category !== 'web').map((op) => [op.operationId, op] as const))('%s under bad input', (_id, op) => {
  it('answers every generated input with a 2xx or 4xx envelope, in bounded time', async () => {
    for (const [label, params] of cases(op)) {
      const started = performance.now()
      const res = await call(app, op, params)
      const ms = performance.now() - started
      const body = res.json() as { ok?: boolean }
      expect(res.statusCode, `${op.path} ${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
      expect(typeof body.ok, `${op.path} ${label}`).toBe('boolean')
      expect(ms, `${op.path} ${label}`).toBeLessThan(5_000)
    }
    const poisoned = await app.inject({ method: op.method, url: op.path, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"polluted":1}}' })
    expect(poisoned.statusCode).toBeLessThan(500)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)
})
