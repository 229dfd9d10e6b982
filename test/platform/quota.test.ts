import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineOperation } from '../../src/core/operation.ts'
import roman from '../../src/operations/number/roman.ts'
import { createPlatform, type Platform } from '../../src/platform/index.ts'
import { testConfig } from '../../src/config.ts'
import { envelope, makeApp, type Overrides } from '../helpers.ts'
import { expectExactAdmission } from './quota-cases.ts'
import { inEveryLanguage } from '../translations.ts'

const apps: FastifyInstance[] = []
const platforms: Platform[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()))
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})

async function quotaApp(overrides: Overrides = {}, now?: () => number, extra: { platform?: Platform; operations?: never[] } = {}) {
  const app = await makeApp({ QUOTAS: 'true', BURST_PER_SECOND: '0', ...overrides }, { now, ...extra })
  apps.push(app)
  return app
}

/** A platform the test can use directly (to create keys) and hand to the app. */
async function platformWith(overrides: Overrides, now?: () => number) {
  const platform = await createPlatform(testConfig({ QUOTAS: 'true', BURST_PER_SECOND: '0', ...overrides }), { now })
  platforms.push(platform)
  return platform
}

const roman7 = '/api/v1/number/roman?value=7'

describe('anonymous allowance', () => {
  it('admits exactly the daily limit under 600 concurrent calls, with remaining counting down without duplicates', async () => {
    const app = await quotaApp({ ANON_DAILY_LIMIT: '200' })
    await expectExactAdmission([app], 600, 200)
  })

  it('puts the quota block in the envelope and the headers on every answer', async () => {
    const now = Date.UTC(2026, 10, 21, 15, 0, 0)
    const app = await quotaApp({ ANON_DAILY_LIMIT: '40' }, () => now)
    const ok = await app.inject(roman7)
    expect(ok.json()).toMatchObject({ ok: true, quota: { tier: 'anonymous', plan: 'anonymous', limit: 40, remaining: 39, period: 'day' } })
    expect(ok.headers['x-ratelimit-limit']).toBe('40')
    expect(ok.headers['x-ratelimit-remaining']).toBe('39')
    expect(ok.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 10, 22) / 1000))
    // An invalid call still counts (the caller is known and under quota) and carries the headers.
    const bad = await app.inject('/api/v1/number/roman?value=5000')
    expect(bad.statusCode).toBe(422)
    expect(bad.headers['x-ratelimit-remaining']).toBe('38')
  })

  it('resets at 00:00 UTC', async () => {
    let now = Date.UTC(2026, 10, 21, 23, 59, 59, 999)
    const app = await quotaApp({ ANON_DAILY_LIMIT: '2' }, () => now)
    expect((await app.inject(roman7)).statusCode).toBe(200)
    expect((await app.inject(roman7)).statusCode).toBe(200)
    const refused = await app.inject(roman7)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    now = Date.UTC(2026, 10, 22, 0, 0, 0, 0)
    const next = await app.inject(roman7)
    expect(next.statusCode).toBe(200)
    expect(next.headers['x-ratelimit-remaining']).toBe('1')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const app = await quotaApp({ ANON_DAILY_LIMIT: '2' })
    const codes = []
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      codes.push((await app.inject({ url: roman7, headers: { 'x-forwarded-for': ip } })).statusCode)
    }
    expect(codes).toEqual([200, 200, 429])
  })

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    const app = await quotaApp({ ANON_DAILY_LIMIT: '1', TRUST_PROXY: '127.0.0.1' })
    for (const ip of ['1.1.1.1', '2.2.2.2', '2001:db8::1']) {
      expect((await app.inject({ url: roman7, headers: { 'x-forwarded-for': ip } })).statusCode).toBe(200)
    }
    expect((await app.inject({ url: roman7, headers: { 'x-forwarded-for': '1.1.1.1' } })).statusCode).toBe(429)
    // One IPv6 /64 is one subscriber: another address in it shares the allowance.
    expect((await app.inject({ url: roman7, headers: { 'x-forwarded-for': '2001:db8::ffff' } })).statusCode).toBe(429)
  })

  it('refuses a trust-everything proxy setting at start-up', () => {
    expect(() => testConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/)
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })

  it('limits bursts per second with 429 and Retry-After 1', async () => {
    const now = Date.UTC(2026, 10, 21, 12)
    const app = await quotaApp({ ANON_DAILY_LIMIT: '100', BURST_PER_SECOND: '3' }, () => now)
    const codes = []
    for (let i = 0; i < 4; i++) codes.push(await app.inject(roman7))
    expect(codes.map((r) => r.statusCode)).toEqual([200, 200, 200, 429])
    expect(codes[3]!.headers['retry-after']).toBe('1')
    expect(codes[3]!.json()).toMatchObject({ code: 'BURST_LIMIT' })
  })

  it('gives back a call that failed on our side', async () => {
    const bug = defineOperation({
      category: 'dev', name: 'bug', input: 'query', summary: 'Fails like a bug would',
      params: z.object({}), examples: [{ params: {} }],
      run: () => { throw new Error('bug') },
      ...inEveryLanguage({ summary: 'Falla como lo haría un error' }),
    })
    const app = await makeApp({ QUOTAS: 'true', BURST_PER_SECOND: '0', ANON_DAILY_LIMIT: '5' }, { operations: [bug, roman] })
    apps.push(app)
    expect((await app.inject('/api/v1/dev/bug')).statusCode).toBe(500)
    expect((await app.inject(roman7)).headers['x-ratelimit-remaining']).toBe('4')
  })
})

describe('keyed calls', () => {
  it('refuses malformed, unknown and revoked keys with one identical 401', async () => {
    const platform = await platformWith({})
    const { account, key } = await platform.accounts.create('revoked@example.com', null)
    await platform.accounts.revokeKey(account.id)
    const app = await quotaApp({}, undefined, { platform })
    const bodies = []
    for (const k of ['nonsense', `du_${'A'.repeat(43)}`, key]) {
      const res = await app.inject({ url: roman7, headers: { 'x-api-key': k } })
      expect(res.statusCode).toBe(401)
      // Each answer names its own request; the rest is the same for all three.
      bodies.push(JSON.stringify(envelope(res)))
    }
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0]!)).toMatchObject({ ok: false, code: 'INVALID_API_KEY' })
  })

  it('counts against the plan, monthly, and resets on the 1st at 00:00 UTC', async () => {
    let now = Date.UTC(2026, 10, 30, 23, 59, 59, 999)
    const platform = await platformWith({}, () => now)
    const { account, key } = await platform.accounts.create('calendar@example.com', null, 'custom', 2)
    const app = await quotaApp({}, () => now, { platform })
    const call = () => app.inject({ url: roman7, headers: { 'x-api-key': key } })
    const first = await call()
    expect(first.json()).toMatchObject({ quota: { tier: 'paid', plan: 'custom', limit: 2, remaining: 1, period: 'month' } })
    expect(first.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 11, 1) / 1000))
    expect((await call()).statusCode).toBe(200)
    const last = await call()
    expect(last.statusCode).toBe(429)
    expect(last.headers['retry-after']).toBe('1')
    now = Date.UTC(2026, 11, 1, 0, 0, 0, 0)
    const next = await call()
    expect(next.statusCode).toBe(200)
    expect(next.headers['x-ratelimit-remaining']).toBe('1')
    expect(next.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2027, 0, 1) / 1000))
    // The history keeps both days.
    await platform.usage.flush()
    const history = await platform.store.dailyUsage(account.id, '2026-11-01', '2026-12-31')
    expect(history).toEqual([{ day: '2026-11-30', count: 2 }, { day: '2026-12-01', count: 1 }])
  })

  it('uses the plan figures: free 500, starter 5,000, business 20,000', async () => {
    const platform = await platformWith({})
    const app = await quotaApp({}, undefined, { platform })
    for (const [plan, limit] of [['free', 500], ['starter', 5000], ['business', 20000]] as const) {
      const { key } = await platform.accounts.create(`${plan}@example.com`, null, plan)
      const res = await app.inject({ url: roman7, headers: { 'x-api-key': key } })
      expect(res.json()).toMatchObject({ quota: { plan, limit, remaining: limit - 1, tier: plan === 'free' ? 'free' : 'paid' } })
    }
  })

  it('reports usage without consuming it', async () => {
    const platform = await platformWith({})
    const { key } = await platform.accounts.create('usage@example.com', null)
    const app = await quotaApp({}, undefined, { platform })
    await app.inject({ url: roman7, headers: { 'x-api-key': key } })
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/api/v1/usage', headers: { 'x-api-key': key } })
      expect(res.json()).toMatchObject({ ok: true, result: { plan: 'free', limit: 500, used: 1, remaining: 499, period: 'month' } })
      expect(res.headers['x-ratelimit-remaining']).toBe('499')
    }
    const anonymous = await app.inject('/api/v1/usage')
    expect(anonymous.json()).toMatchObject({ result: { tier: 'anonymous', used: 0 } })
  })

  it('admits exactly the limit of one key under concurrency', async () => {
    const platform = await platformWith({})
    const { key } = await platform.accounts.create('exact@example.com', null, 'custom', 150)
    const app = await quotaApp({}, undefined, { platform })
    await expectExactAdmission([app], 400, 150, { 'x-api-key': key })
  })
})
