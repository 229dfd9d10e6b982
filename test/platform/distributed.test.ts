import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testConfig } from '../../src/config.ts'
import { createPlatform, type Platform } from '../../src/platform/index.ts'
import { migrate } from '../../src/platform/migrations/index.ts'
import { openDatabase } from '../../src/platform/sql.ts'
import { makeApp, sharedStores } from '../helpers.ts'
import { expectExactAdmission } from './quota-cases.ts'

// The distributed mode: several instances sharing PostgreSQL (accounts, history) and Redis
// (live counters). Runs whenever DATABASE_URL and REDIS_URL name them; under CI it must run.
const stores = sharedStores('the distributed-mode tests')
const available = stores !== undefined
const { databaseUrl, redisUrl } = stores ?? {}

describe.skipIf(!available)('several instances on PostgreSQL + Redis', () => {
  const overrides = { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, QUOTAS: 'true', BURST_PER_SECOND: '0', KEY_CACHE_TTL_MS: '300',
    // Redis keeps sign-up counts between runs, and every run signs up from one address.
    SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0' }
  let operator: Platform
  let a: FastifyInstance
  let b: FastifyInstance

  beforeAll(async () => {
    operator = await createPlatform(testConfig(overrides))
    a = await makeApp(overrides)
    b = await makeApp(overrides)
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), operator?.close()])
  })

  it('admits exactly 200 of 600 concurrent calls of one key split across two instances', async () => {
    const { key } = await operator.accounts.create(`exact-${randomUUID()}@example.com`, null, 'custom', 200)
    await expectExactAdmission([a, b], 600, 200, { 'x-api-key': key })
  })

  it('shares an account\'s allowance between its keys exactly: 600 concurrent calls over two keys and two instances, 200 admitted', async () => {
    const { account, key } = await operator.accounts.create(`two-keys-${randomUUID()}@example.com`, null, 'custom', 200)
    const second = await operator.accounts.createKey(account.id, { name: 'second', scopes: ['*'], monthlyCap: null, expiresAt: null })
    await expectExactAdmission([a, b], 600, 200, [{ 'x-api-key': key }, { 'x-api-key': second.key }])
  })

  it('holds a key\'s own cap exactly across instances, below the account\'s allowance', async () => {
    const { account } = await operator.accounts.create(`cap-${randomUUID()}@example.com`, null, 'custom', 200)
    const capped = await operator.accounts.createKey(account.id, { name: 'capped', scopes: ['number'], monthlyCap: 50, expiresAt: null })
    await expectExactAdmission([a, b], 150, 50, { 'x-api-key': capped.key }, 'KEY_CAP_EXCEEDED')
  })

  it('counts several keys at once exactly: calls of different keys share round trips to Redis', async () => {
    const limits = [40, 75, 1]
    const keys = await Promise.all(limits.map(async (limit) => (await operator.accounts.create(`multi-${randomUUID()}@example.com`, null, 'custom', limit)).key))
    await Promise.all(keys.map((key, i) => expectExactAdmission([a, b], 150, limits[i]!, { 'x-api-key': key })))
  })

  it('keeps accounts and keys in PostgreSQL: a key made on one instance works on the other', async () => {
    const email = `signup-${randomUUID()}@example.com`
    const signup = await a.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email, password: 'correct horse battery' } })
    expect(signup.statusCode).toBe(201)
    const { key } = signup.json().result as { key: string }
    const res = await b.inject({ url: '/api/v1/number/roman?value=9', headers: { 'x-api-key': key } })
    expect(res.json()).toMatchObject({ ok: true, quota: { plan: 'free', remaining: 499 } })
  })

  it('stops a revoked key on every instance within the cache lifetime', async () => {
    const { account, key } = await operator.accounts.create(`revoke-${randomUUID()}@example.com`, null)
    const call = (app: FastifyInstance) => app.inject({ url: '/api/v1/number/roman?value=3', headers: { 'x-api-key': key } })
    expect((await call(b)).statusCode).toBe(200) // b now holds the key in its cache
    await operator.accounts.revokeKey(account.id)
    await new Promise((r) => setTimeout(r, 400))
    expect((await call(a)).statusCode).toBe(401)
    expect((await call(b)).statusCode).toBe(401)
  })

  it('writes daily usage history to PostgreSQL', async () => {
    const { account, key } = await operator.accounts.create(`history-${randomUUID()}@example.com`, null)
    for (const app of [a, b, a]) await app.inject({ url: '/api/v1/number/roman?value=4', headers: { 'x-api-key': key } })
    await Promise.all([a.close(), b.close()]) // closing flushes the pending history
    a = await makeApp(overrides)
    b = await makeApp(overrides)
    const today = new Date().toISOString().slice(0, 10)
    expect(await operator.store.dailyUsage(account.id, today, today)).toEqual([{ day: today, count: 3 }])
  })

  it('counts in PostgreSQL alone when no Redis is configured, still exactly', async () => {
    const sqlOnly = { ...overrides, REDIS_URL: '' }
    const c = await makeApp(sqlOnly)
    const d = await makeApp(sqlOnly)
    try {
      const { key } = await operator.accounts.create(`sql-${randomUUID()}@example.com`, null, 'custom', 50)
      await expectExactAdmission([c, d], 150, 50, { 'x-api-key': key })
    } finally {
      await Promise.all([c.close(), d.close()])
    }
  })
})

describe.skipIf(!available)('instances starting together on an empty PostgreSQL database', () => {
  it('migrate it once, none failing (not even on the table that records the migrations)', async () => {
    // Two concurrent CREATE TABLE IF NOT EXISTS of one table can both pass the check in PostgreSQL,
    // and the second then fails on the catalogue's unique index: every step, the first included,
    // runs under the migration lock.
    const name = `migrate_${randomUUID().replaceAll('-', '')}`
    const admin = openDatabase(databaseUrl!)
    await admin.exec(`CREATE DATABASE ${name}`)
    const url = new URL(databaseUrl!)
    url.pathname = `/${name}`
    const instances = Array.from({ length: 8 }, () => openDatabase(url.href))
    // Every step, as a fresh database applies them.
    const fresh = openDatabase('sqlite::memory:')
    const steps = await migrate(fresh)
    await fresh.close()
    try {
      for (let round = 0; round < 3; round++) {
        const applied = await Promise.all(instances.map((db) => migrate(db)))
        expect(applied.flat().sort((x, y) => x - y)).toEqual(round === 0 ? steps : [])
      }
    } finally {
      await Promise.all(instances.map((db) => db.close()))
      await admin.exec(`DROP DATABASE ${name}`)
      await admin.close()
    }
  })
})
