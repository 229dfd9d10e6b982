import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

/** Fires `total` calls at once, spread over the given apps, and checks that exactly `limit` pass. */
export async function expectExactAdmission(apps: FastifyInstance[], total: number, limit: number, headers: Record<string, string> | Record<string, string>[] = {}, refusedCode = 'QUOTA_EXCEEDED') {
  // Several callers (keys) take turns in pairs of calls, so each reaches every instance.
  const callers = [headers].flat()
  const responses = await Promise.all(Array.from({ length: total }, (_, i) =>
    apps[i % apps.length]!.inject({ url: `/api/v1/number/roman?value=${(i % 3000) + 1}`, headers: callers[Math.floor(i / apps.length) % callers.length] })))
  const ok = responses.filter((r) => r.statusCode === 200)
  const refused = responses.filter((r) => r.statusCode === 429)
  expect(ok.length).toBe(limit)
  expect(refused.length).toBe(total - limit)
  const remaining = ok.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort((a, b) => a - b)
  expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => i))
  for (const r of refused) {
    expect(r.headers['x-ratelimit-remaining']).toBe('0')
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
    expect(r.json()).toMatchObject({ ok: false, code: refusedCode })
  }
}
