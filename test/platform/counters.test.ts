import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisCounters, sqlCounters, type Consumed, type CounterStore } from '../../src/platform/counters.ts'
import { migrate } from '../../src/platform/migrations/index.ts'
import { openDatabase, type SqlDb } from '../../src/platform/sql.ts'
import { canRun } from '../helpers.ts'

// The Redis counter store on its own: batching of calls that arrive together, per subject and
// across subjects, and what callers see when Redis is gone. Runs whenever REDIS_URL is set.
const redisUrl = canRun('the Redis counter tests', process.env.REDIS_URL ? undefined : 'REDIS_URL is not set') ? process.env.REDIS_URL : undefined

describe.skipIf(!redisUrl)('Redis counters', () => {
  let redis: Redis
  const prefix = `devutils:test:${randomUUID()}:`
  const expiresAt = Date.now() + 60_000

  beforeAll(async () => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    await redis.connect()
  })
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('gives each of many calls arriving together its own position, for several subjects at once', async () => {
    const counters = redisCounters(redis, prefix)
    const limits: Record<string, number> = { a: 30, b: 55, c: 0, d: 200 }
    const calls = Object.keys(limits).flatMap((subject) => Array.from({ length: 100 }, () => subject))
    const outcomes = await Promise.all(calls.map((subject) => counters.consume(subject, 'w1', limits[subject]!, expiresAt).then((c) => ({ subject, ...c }))))
    for (const [subject, limit] of Object.entries(limits)) {
      const mine = outcomes.filter((o) => o.subject === subject)
      const admitted = mine.filter((o) => o.allowed)
      expect(admitted.length).toBe(Math.min(limit, 100))
      expect(admitted.map((o) => o.used).sort((x, y) => x - y)).toEqual(Array.from({ length: admitted.length }, (_, i) => i + 1))
      for (const o of mine.filter((m) => !m.allowed)) expect(o.used).toBe(Math.min(limit, 100))
      expect(await counters.peek(subject, 'w1')).toBe(Math.min(limit, 100))
    }
  })

  it('counts calls that arrive while a round trip is out in the next one, and never over the limit', async () => {
    const counters = redisCounters(redis, prefix)
    const waves: Promise<{ allowed: boolean; used: number }>[] = []
    for (let wave = 0; wave < 20; wave++) {
      for (let i = 0; i < 10; i++) waves.push(counters.consume('waves', 'w1', 150, expiresAt))
      await new Promise((r) => setImmediate(r))
    }
    const outcomes = await Promise.all(waves)
    const used = outcomes.filter((o) => o.allowed).map((o) => o.used).sort((x, y) => x - y)
    expect(used).toEqual(Array.from({ length: 150 }, (_, i) => i + 1))
    expect(await redis.pttl(`${prefix}w1:waves`)).toBeGreaterThan(60_000)
  })

  it('fails every waiting call, of every subject, when Redis is unreachable, and recovers', async () => {
    const own = new Redis(redisUrl!, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    await own.connect()
    const counters = redisCounters(own, prefix)
    const ended = once(own, 'end')
    own.disconnect()
    const outcomes = await Promise.allSettled(['x', 'y', 'x', 'z'].map((s) => counters.consume(s, 'w2', 10, expiresAt)))
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    await ended
    await own.connect()
    try {
      expect(await counters.consume('x', 'w2', 10, expiresAt)).toEqual({ allowed: true, used: 1 })
    } finally {
      own.disconnect()
    }
  })
})

// Requests of several calls (a pipeline's steps) are counted all or nothing, on every store: on
// SQLite always, on PostgreSQL when DATABASE_URL names one, on Redis when REDIS_URL is set.
const databaseUrl = canRun('the PostgreSQL counter tests', process.env.DATABASE_URL?.startsWith('postgres') ? undefined : 'DATABASE_URL is not a postgres:// URL')
  ? process.env.DATABASE_URL : undefined

interface Backend {
  /** Two stores over separate connections, as two instances of the service have. */
  open(): Promise<{ stores: [CounterStore, CounterStore]; db?: SqlDb; close(): Promise<void> }>
}

const sqlBackend = (url: () => string): Backend => ({
  async open() {
    const dbs = [openDatabase(url()), openDatabase(url())] as const
    await migrate(dbs[0])
    return { stores: [sqlCounters(dbs[0]), sqlCounters(dbs[1])], db: dbs[0], close: async () => { await Promise.all(dbs.map((db) => db.close())) } }
  },
})

const dir = mkdtempSync(path.join(tmpdir(), 'devutils-counters-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const backends: [string, Backend | undefined][] = [
  ['SQLite', sqlBackend(() => `sqlite:${path.join(dir, 'counters.sqlite')}`)],
  ['PostgreSQL', databaseUrl ? sqlBackend(() => databaseUrl) : undefined],
  ['Redis', redisUrl ? {
    async open() {
      const prefix = `devutils:test:${randomUUID()}:`
      const clients = [new Redis(redisUrl), new Redis(redisUrl)] as const
      return {
        stores: [redisCounters(clients[0], prefix), redisCounters(clients[1], prefix)],
        async close() {
          const keys = await clients[0].keys(`${prefix}*`)
          if (keys.length > 0) await clients[0].del(...keys)
          for (const client of clients) client.disconnect()
        },
      }
    },
  } : undefined],
]

describe.each(backends)('%s counters, several calls at once', (name, backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>
  let counters: CounterStore
  const expiresAt = Date.now() + 60_000
  const window = 'multi'
  const subject = () => `s-${randomUUID()}`

  beforeAll(async () => {
    if (!backend) return
    opened = await backend.open()
    counters = opened.stores[0]
  })
  afterAll(async () => {
    await opened?.close()
  })

  it.skipIf(!backend)('refuses 5 calls when 4 are left, and counts none of them', async () => {
    const s = subject()
    expect(await counters.consume(s, window, 10, expiresAt, 6)).toEqual({ allowed: true, used: 6 })
    expect(await counters.consume(s, window, 10, expiresAt, 5)).toEqual({ allowed: false, used: 6 })
    expect(await counters.peek(s, window)).toBe(6)
    // A first request of the window that needs more than the whole limit counts nothing either.
    const fresh = subject()
    expect(await counters.consume(fresh, window, 4, expiresAt, 5)).toEqual({ allowed: false, used: 0 })
    expect(await counters.peek(fresh, window)).toBe(0)
  })

  it.skipIf(!backend)('admits 5 calls when exactly 5 are left, reaching the limit', async () => {
    const s = subject()
    expect(await counters.consume(s, window, 10, expiresAt, 5)).toEqual({ allowed: true, used: 5 })
    expect(await counters.consume(s, window, 10, expiresAt, 5)).toEqual({ allowed: true, used: 10 })
    expect(await counters.consume(s, window, 10, expiresAt)).toEqual({ allowed: false, used: 10 })
    const fresh = subject()
    expect(await counters.consume(fresh, window, 5, expiresAt, 5)).toEqual({ allowed: true, used: 5 })
  })

  it.skipIf(!backend)('gives back 3 calls with a refund of 3, and never goes below 0', async () => {
    const s = subject()
    await counters.consume(s, window, 10, expiresAt, 5)
    await counters.refund(s, window, 3)
    expect(await counters.peek(s, window)).toBe(2)
    await counters.refund(s, window)
    expect(await counters.peek(s, window)).toBe(1)
    await counters.refund(s, window, 3)
    expect(await counters.peek(s, window)).toBe(0)
    expect(await counters.consume(s, window, 10, expiresAt, 10)).toEqual({ allowed: true, used: 10 })
  })

  it.skipIf(!backend)('never counts past the limit when requests of several calls and single calls race on two instances', async () => {
    const s = subject()
    const limit = 150
    const requests = Array.from({ length: 240 }, (_, i) => (i % 3 === 0 ? 1 : 2 + (i % 7)))
    const outcomes: (Consumed & { calls: number })[] = await Promise.all(requests.map((calls, i) =>
      opened.stores[i % 2]!.consume(s, window, limit, expiresAt, calls).then((c) => ({ ...c, calls }))))
    const admitted = outcomes.filter((o) => o.allowed)
    const total = admitted.reduce((sum, o) => sum + o.calls, 0)
    expect(total).toBeLessThanOrEqual(limit)
    expect(await counters.peek(s, window)).toBe(total)
    // Every admitted request holds its own run of positions, (used - calls, used], and together
    // they cover 1..total exactly once: no call was counted twice or lost.
    const positions = admitted.flatMap((o) => Array.from({ length: o.calls }, (_, j) => o.used - j)).sort((x, y) => x - y)
    expect(positions).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    // A refusal is only ever for calls that did not fit at the count it saw.
    for (const o of outcomes.filter((r) => !r.allowed)) expect(o.used + o.calls).toBeGreaterThan(limit)
  })

  it.skipIf(name !== 'SQLite')('waits for an open transaction on the same connection instead of joining it', async () => {
    const s = subject()
    let release = () => {}
    let begun = () => {}
    const started = new Promise<void>((resolve) => { begun = resolve })
    const open = opened.db!.transaction(async () => {
      begun()
      await new Promise<void>((resolve) => { release = resolve })
      throw new Error('rolled back')
    })
    await started
    let settled = false
    const consumed = counters.consume(s, window, 10, expiresAt, 3).finally(() => { settled = true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    release()
    await expect(open).rejects.toThrow('rolled back')
    expect(await consumed).toEqual({ allowed: true, used: 3 })
    expect(await counters.peek(s, window)).toBe(3)
  })
})
