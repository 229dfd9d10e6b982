import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../src/config.ts'
import type { ApiError } from '../../src/core/errors.ts'
import { translate } from '../../src/i18n/index.ts'
import { createPlatform, type Platform } from '../../src/platform/index.ts'

// One request that runs several calls (a pipeline of n steps) is admitted for all of them or
// refused for all of them, and is one request to the per-second burst limit.
describe('admitting several calls at once', () => {
  const now = Date.UTC(2026, 10, 21, 20, 48, 0)
  let platform: Platform

  beforeAll(async () => {
    platform = await createPlatform(testConfig({ QUOTAS: 'true', ANON_DAILY_LIMIT: '9', FREE_MONTHLY_LIMIT: '20', BURST_PER_SECOND: '3' }), { now: () => now })
  })
  afterAll(async () => {
    await platform?.close()
  })

  const refusal = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('admitted'), (error: unknown) => error as ApiError)

  it('counts all the calls, refuses more than are left with how many are, and counts the request once for the burst limit', async () => {
    const ip = '203.0.113.7'
    expect((await platform.accounting.admit(undefined, ip, { calls: 5 })).quota.remaining).toBe(4)
    const refused = await refusal(platform.accounting.admit(undefined, ip, { calls: 5 }))
    expect([refused.code, refused.status, refused.headers['x-ratelimit-remaining']]).toEqual(['QUOTA_TOO_FEW_LEFT', 429, '4'])
    expect(translate('en', refused.code, refused.vars)).toMatch(/^This request runs 5 calls, but the allowance of 9 calls has 4 left until 2026-11-22T00:00:00Z \(in 3 h 12 min\): /)
    expect(translate('es', refused.code, refused.vars)).toMatch(/^Esta solicitud ejecuta 5 llamadas, pero a la cuota de 9 llamadas le quedan 4 hasta 2026-11-22T00:00:00Z \(dentro de 3 h 12 min\): /)
    // The third request of the second is within a burst limit of 3, however many calls each held.
    const last = await platform.accounting.admit(undefined, ip, { calls: 4 })
    expect(last.quota.remaining).toBe(0)
    await platform.accounting.refund(last, 3)
    expect((await platform.accounting.usageOf(last.caller)).used).toBe(6)
  })

  it('records every call of a keyed request in the usage history, and gives back what is refunded', async () => {
    const { account, key } = await platform.accounts.create('several@example.com', null)
    const admission = await platform.accounting.admit(key, '203.0.113.8', { calls: 5 })
    expect(admission.quota.remaining).toBe(15)
    await platform.accounting.refund(admission, 2)
    await platform.usage.flush()
    const today = new Date(now).toISOString().slice(0, 10)
    expect(await platform.store.dailyUsage(account.id, today, today)).toEqual([{ day: today, count: 3 }])
    expect((await platform.accounting.usageOf(admission.caller)).used).toBe(3)
  })
})
