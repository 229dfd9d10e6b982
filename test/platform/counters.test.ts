import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisCounters } from '../../src/platform/counters.ts'
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
