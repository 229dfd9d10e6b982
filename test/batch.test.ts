import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { BATCH_MAX_CALLS } from '../src/http/batch.ts'
import { expectRefusal, makeApp } from './helpers.ts'

interface Slot { status: number; body: { ok: boolean; result?: unknown; code?: string; error?: string; quota?: unknown; request_id?: string } }

const batch = (app: FastifyInstance, calls: unknown, { lang = '', headers = {} }: { lang?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: `${lang}/api/v1/batch`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ calls }) })

const slotsOf = (res: Awaited<ReturnType<typeof batch>>): Slot[] => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return (res.json() as { ok: true; result: Slot[] }).result
}

describe('POST /api/v1/batch', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp() })
  afterAll(async () => { await app.close() })

  it('answers each call as it would alone, in order; a bad call answers its own error in its slot', async () => {
    const calls = [
      { op: 'text/slugify', params: { text: 'Crème Brûlée!' } },
      { op: 'number/roman', params: { value: 1994 } },
      { op: 'number/roman', params: { value: 'abc' } },
      { op: 'no/such-thing', params: {} },
      { op: 'file/image-info', params: {} },
      'text/slugify',
      { op: 'number/roman', params: { value: [1, 2] } },
      { op: 'calc/bmi', params: { weight: 70, height: 175 } },
    ]
    // The batch's calls carry its request id, so their answers are compared with calls alone under the same id.
    const headers = { 'x-request-id': 'batch-check-1' }
    const slots = slotsOf(await batch(app, calls, { headers }))
    expect(slots.map((s) => s.status)).toEqual([200, 200, 422, 404, 422, 422, 422, 200])
    expect(slots.map((s) => s.body.code)).toEqual([undefined, undefined, 'INVALID_ROMAN', 'NOT_FOUND', 'BATCH_FILE_OPERATION', 'BATCH_CALL_INVALID', 'BATCH_CALL_INVALID', undefined])
    expect(slots[0]!.body.result).toEqual({ slug: 'creme-brulee' })
    expect(slots[1]!.body.result).toEqual({ roman: 'MCMXCIV', number: 1994 })
    expect(slots[4]!.body.error).toBe('calls[4] (file/image-info) takes uploaded files: call it on its own with multipart/form-data')
    // Each slot is byte for byte what the call answers alone.
    const alone = [
      await app.inject({ method: 'POST', url: '/api/v1/text/slugify', payload: { text: 'Crème Brûlée!' }, headers }),
      await app.inject({ url: '/api/v1/number/roman?value=1994', headers }),
      await app.inject({ url: '/api/v1/number/roman?value=abc', headers }),
      await app.inject({ method: 'POST', url: '/api/v1/no/such-thing', payload: {}, headers }),
    ]
    alone.forEach((res, i) => {
      expect(slots[i]!.status).toBe(res.statusCode)
      expect(slots[i]!.body).toEqual(res.json())
    })
    // The slots the batch refuses itself name its id too.
    expect(slots.filter((s) => !s.body.ok).map((s) => s.body.request_id)).toEqual(Array(5).fill('batch-check-1'))
  })

  it('speaks the language of its path prefix in every slot', async () => {
    const slots = slotsOf(await batch(app, [{ op: 'number/roman', params: { value: 'abc' } }, 7], { lang: '/es' }))
    expect(slots[0]!.body.error).toBe((await app.inject('/es/api/v1/number/roman?value=abc')).json<{ error: string }>().error)
    expect(slots[1]!.body.error).toMatch(/^calls\[1\] debe ser un objeto/)
  })

  it(`refuses the whole request when calls is not a list of 1 to ${BATCH_MAX_CALLS} calls`, async () => {
    const too = Array.from({ length: BATCH_MAX_CALLS + 1 }, () => ({ op: 'number/roman', params: { value: 1 } }))
    for (const calls of [too, [], 'text/slugify', { op: 'text/slugify' }, null, undefined]) {
      expectRefusal(await batch(app, calls), 422, 'BATCH_CALLS_INVALID')
    }
    expectRefusal(await app.inject({ method: 'POST', url: '/api/v1/batch', headers: { 'content-type': 'application/json' }, payload: '{"calls": [' }), 400, 'INVALID_JSON')
    // Ten thousand calls are refused at once, none of them run.
    const many = Array.from({ length: 10_000 }, () => ({ op: 'dev/bcrypt', params: { text: 'x', cost: 15 } }))
    const started = Date.now()
    expectRefusal(await batch(app, many), 422, 'BATCH_CALLS_INVALID')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('answers hostile calls with 4xx slots, never a 5xx', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 2_000; i++) deep = { deep }
    const hostile = [
      null, 1, 'x', [], { op: 1 }, { op: 'text/slugify', params: [] }, { op: 'text/slugify', params: null },
      { op: 'text/slugify', params: { text: '𝕏'.repeat(300_000) } }, { op: 'text/slugify', params: { text: deep } },
      { op: 'a'.repeat(10_000) }, { op: '%2e%2e/batch' }, { op: 'text/slugify/../../batch' }, { op: 'number/roman', params: { value: deep } },
      { op: 'number/roman', params: { value: 'x'.repeat(100_000) } },
    ]
    const slots = slotsOf(await batch(app, hostile))
    expect(slots).toHaveLength(hostile.length)
    for (const [i, slot] of slots.entries()) {
      expect(slot.status, JSON.stringify(hostile[i]).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(slot.status, JSON.stringify(hostile[i]).slice(0, 80)).toBeLessThan(500)
    }
  })

  it('cannot batch a batch', async () => {
    const slots = slotsOf(await batch(app, [{ op: 'batch', params: { calls: [] } }, { op: '../batch', params: {} }]))
    expect(slots.map((s) => [s.status, s.body.code])).toEqual([[404, 'NOT_FOUND'], [404, 'NOT_FOUND']])
  })
})

describe('batch quotas', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '3' }) })
  afterAll(async () => { await app.close() })

  it('counts each call as one call of its operation, the batch nothing more; calls past the allowance answer 429 in their slots', async () => {
    const res = await batch(app, Array.from({ length: 5 }, (_, i) => ({ op: 'number/roman', params: { value: i + 1 } })))
    const slots = slotsOf(res)
    expect(slots.map((s) => s.status)).toEqual([200, 200, 200, 429, 429])
    expect(slots[2]!.body.quota).toMatchObject({ limit: 3, remaining: 0 })
    expect(slots[3]!.body.code).toBe('QUOTA_EXCEEDED')
    // The headers are the last counted call's: none left.
    expect(res.headers['x-ratelimit-remaining']).toBe('0')
    const usage = (await app.inject('/api/v1/usage')).json<{ result: { used: number } }>()
    expect(usage.result.used).toBe(3)
  })
})
