import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { parseList, type Item } from 'structured-headers'
import { afterEach, describe, expect, it } from 'vitest'
import { testConfig } from '../src/config.ts'
import roman from '../src/operations/number/roman.ts'
import slugify from '../src/operations/text/slugify.ts'
import { createPlatform, type Platform } from '../src/platform/index.ts'
import { makeApp, type Overrides } from './helpers.ts'

const apps: FastifyInstance[] = []
const platforms: Platform[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
  await Promise.all(platforms.splice(0).map((platform) => platform.close()))
})

async function quotaApp(overrides: Overrides, now: () => number, platform?: Platform): Promise<FastifyInstance> {
  const app = await makeApp({ QUOTAS: 'true', BURST_PER_SECOND: '0', ...overrides }, { now, operations: [roman, slugify], ...(platform && { platform }) })
  apps.push(app)
  return app
}

interface Parsed { policy: string; params: Record<string, unknown> }

/** A header as draft-ietf-httpapi-ratelimit-headers defines it: a List of one Item, a String with parameters. */
function field(res: LightMyRequestResponse, name: string): Parsed {
  const value = res.headers[name]
  expect(value, `${name} on ${res.statusCode} ${res.body.slice(0, 200)}`).toBeTypeOf('string')
  const list = parseList(value as string)
  expect(list).toHaveLength(1)
  const [policy, params] = list[0] as Item
  expect(policy).toBeTypeOf('string')
  return { policy: policy as string, params: Object.fromEntries(params) }
}

/** RateLimit-Policy and RateLimit, parsed, checked against each other and against X-RateLimit-*. */
function limits(res: LightMyRequestResponse, now: number): { policy: Parsed; limit: Parsed } {
  const policy = field(res, 'ratelimit-policy')
  const limit = field(res, 'ratelimit')
  expect(limit.policy).toBe(policy.policy)
  expect(Object.keys(policy.params).sort()).toEqual(['q', 'w'])
  expect(Object.keys(limit.params).sort()).toEqual(['r', 't'])
  for (const value of [...Object.values(policy.params), ...Object.values(limit.params)]) expect(Number.isInteger(value)).toBe(true)
  expect(policy.params.q).toBe(Number(res.headers['x-ratelimit-limit']))
  expect(limit.params.r).toBe(Number(res.headers['x-ratelimit-remaining']))
  expect(limit.params.t).toBe(Number(res.headers['x-ratelimit-reset']) - Math.floor(now / 1000))
  return { policy, limit }
}

const roman7 = '/api/v1/number/roman?value=7'

describe('RateLimit and RateLimit-Policy headers', () => {
  it('state an anonymous caller\'s daily allowance, counting down with X-RateLimit-*', async () => {
    const now = Date.UTC(2026, 10, 27, 23, 0, 0)
    const app = await quotaApp({ ANON_DAILY_LIMIT: '3' }, () => now)
    const seen = []
    for (let i = 0; i < 3; i++) {
      const res = await app.inject(roman7)
      expect(res.statusCode).toBe(200)
      const { policy, limit } = limits(res, now)
      expect(policy).toEqual({ policy: 'day', params: { q: 3, w: 86_400 } })
      seen.push(limit)
    }
    expect(seen).toEqual([2, 1, 0].map((r) => ({ policy: 'day', params: { r, t: 3600 } })))

    const refused = await app.inject(roman7)
    expect(refused.statusCode).toBe(429)
    expect(limits(refused, now).limit).toEqual({ policy: 'day', params: { r: 0, t: 3600 } })
    expect(refused.headers['retry-after']).toBe('3600')
  })

  it('state a key\'s monthly allowance over the calendar month\'s length', async () => {
    let now = Date.UTC(2026, 10, 15, 12, 0, 0)
    const clock = () => now
    const platform = await createPlatform(testConfig({ QUOTAS: 'true', BURST_PER_SECOND: '0' }), { now: clock })
    platforms.push(platform)
    const { key } = await platform.accounts.create('limits@example.com', null, 'custom', 5)
    const app = await quotaApp({}, clock, platform)
    const headers = { 'x-api-key': key }

    const november = await app.inject({ url: roman7, headers })
    expect(limits(november, now)).toEqual({
      policy: { policy: 'month', params: { q: 5, w: 30 * 86_400 } },
      limit: { policy: 'month', params: { r: 4, t: 15.5 * 86_400 } },
    })
    // February 2027 has 28 days; the usage route tells the same without counting.
    now = Date.UTC(2027, 1, 27, 0, 0, 0)
    const usage = await app.inject({ url: '/api/v1/usage', headers })
    expect(limits(usage, now)).toEqual({
      policy: { policy: 'month', params: { q: 5, w: 28 * 86_400 } },
      limit: { policy: 'month', params: { r: 5, t: 2 * 86_400 } },
    })
  })

  it('are copied to a batch from its last counted call, and exposed to browsers', async () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0)
    const app = await quotaApp({ ANON_DAILY_LIMIT: '10' }, () => now)
    const res = await app.inject({ method: 'POST', url: '/api/v1/batch', payload: { calls: [{ op: 'number/roman', params: { value: 7 } }, { op: 'text/slugify', params: { text: 'A b' } }] } })
    expect(res.statusCode).toBe(200)
    expect(limits(res, now).limit).toEqual({ policy: 'day', params: { r: 8, t: 12 * 3600 } })
    const exposed = String(res.headers['access-control-expose-headers']).split(/,\s*/)
    expect(exposed).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Remaining', 'X-Request-Id']))
  })

  it('are absent when nothing is counted', async () => {
    const app = await makeApp({ QUOTAS: 'false' }, { operations: [roman] })
    apps.push(app)
    const res = await app.inject(roman7)
    expect(res.statusCode).toBe(200)
    expect(res.headers).not.toHaveProperty('ratelimit')
    expect(res.headers).not.toHaveProperty('ratelimit-policy')
    expect(res.headers).not.toHaveProperty('x-ratelimit-limit')
  })
})
