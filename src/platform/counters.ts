import type { Redis } from 'ioredis'
import { TransactionOpenError, type SqlDb, type SyncQuery } from './sql.ts'

export interface Consumed {
  allowed: boolean
  /** Calls counted in the window after this one (or so far, when refused). */
  used: number
}

/**
 * Live quota counters. consume() is one atomic check-and-increment: however many requests and
 * instances race, no more than `limit` are ever admitted in a window.
 */
export interface CounterStore {
  consume(subject: string, window: string, limit: number, expiresAt: number): Promise<Consumed>
  refund(subject: string, window: string): Promise<void>
  peek(subject: string, window: string): Promise<number>
  /** Drops counters of windows that have ended. */
  sweep(now: number): Promise<void>
}

export function sqlCounters(db: SqlDb): CounterStore {
  const consume = db.transactionSync ? tickBatched(db.transactionSync) : undefined
  return {
    async consume(subject, window, limit, expiresAt) {
      if (consume) return consume(subject, window, limit, expiresAt)
      if (limit <= 0) return { allowed: false, used: await this.peek(subject, window) }
      // The WHERE on the conflict branch makes check and increment one statement: no row is
      // returned when the window is full.
      const rows = await db.query<{ used: number | string }>(
        `INSERT INTO usage_counters (subject, period, used, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (subject, period) DO UPDATE SET used = usage_counters.used + 1
         WHERE usage_counters.used < ? RETURNING used`,
        [subject, window, expiresAt, limit],
      )
      if (rows[0]) return { allowed: true, used: Number(rows[0].used) }
      return { allowed: false, used: await this.peek(subject, window) }
    },
    async refund(subject, window) {
      await db.query('UPDATE usage_counters SET used = used - 1 WHERE subject = ? AND period = ? AND used > 0', [subject, window])
    },
    async peek(subject, window) {
      const rows = await db.query<{ used: number | string }>('SELECT used FROM usage_counters WHERE subject = ? AND period = ?', [subject, window])
      return rows[0] ? Number(rows[0].used) : 0
    },
    async sweep(now) {
      await db.query('DELETE FROM usage_counters WHERE expires_at < ?', [now])
    },
  }
}

interface Waiting {
  subject: string
  window: string
  limit: number
  expiresAt: number
  callers: { resolve: (c: Consumed) => void; reject: (e: unknown) => void }[]
}

/**
 * The embedded store's counting: calls arriving in the same tick are counted together, one
 * read and one write per subject in one transaction, instead of a commit per call (a commit is
 * most of the cost on SQLite). The transaction holds the write lock, so check and increment stay
 * atomic even with other processes on the same file; each call still learns its own position.
 */
function tickBatched(transactionSync: <T>(work: (run: SyncQuery) => T) => T) {
  let waiting = new Map<string, Waiting>()

  const countAll = (): void => {
    const batch = [...waiting.values()]
    let outcomes: Consumed[][]
    try {
      outcomes = transactionSync((run) => batch.map((w) => {
        const [row] = run<{ used: number }>('SELECT used FROM usage_counters WHERE subject = ? AND period = ?', [w.subject, w.window])
        const before = row ? Number(row.used) : 0
        const admitted = Math.max(0, Math.min(w.callers.length, w.limit - before))
        if (admitted > 0) {
          run(`INSERT INTO usage_counters (subject, period, used, expires_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (subject, period) DO UPDATE SET used = usage_counters.used + excluded.used`,
          [w.subject, w.window, admitted, w.expiresAt])
        }
        return w.callers.map((_, i) => (i < admitted
          ? { allowed: true, used: before + i + 1 }
          : { allowed: false, used: before + admitted }))
      }))
    } catch (error) {
      if (error instanceof TransactionOpenError) return void setImmediate(countAll)
      waiting = new Map()
      for (const w of batch) for (const c of w.callers) c.reject(error)
      return
    }
    waiting = new Map()
    batch.forEach((w, i) => w.callers.forEach((c, j) => c.resolve(outcomes[i]![j]!)))
  }

  return (subject: string, window: string, limit: number, expiresAt: number) => new Promise<Consumed>((resolve, reject) => {
    const key = `${subject}\n${window}`
    let w = waiting.get(key)
    if (!w) {
      if (waiting.size === 0) setImmediate(countAll)
      w = { subject, window, limit, expiresAt, callers: [] }
      waiting.set(key, w)
    }
    w.callers.push({ resolve, reject })
  })
}

// KEYS[1] counter; ARGV[1] limit, ARGV[2] expiry (Unix ms). Returns {admitted 0|1, used}.
const CONSUME = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return {0, used} end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return {1, used}
`
const REFUND = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`

type ScriptedRedis = Redis & {
  quotaConsume(key: string, limit: number, expiresAt: number): Promise<[number, number]>
  quotaRefund(key: string): Promise<number>
}

export function redisCounters(redis: Redis, prefix = 'devutils:quota:'): CounterStore {
  const r = redis as ScriptedRedis
  if (!('quotaConsume' in r)) {
    redis.defineCommand('quotaConsume', { numberOfKeys: 1, lua: CONSUME })
    redis.defineCommand('quotaRefund', { numberOfKeys: 1, lua: REFUND })
  }
  const key = (subject: string, window: string) => `${prefix}${window}:${subject}`
  return {
    async consume(subject, window, limit, expiresAt) {
      // A day of grace past the window's end keeps the figure readable for late usage queries.
      const [admitted, used] = await r.quotaConsume(key(subject, window), limit, expiresAt + 86_400_000)
      return { allowed: admitted === 1, used: Number(used) }
    },
    async refund(subject, window) {
      await r.quotaRefund(key(subject, window))
    },
    async peek(subject, window) {
      return Number((await redis.get(key(subject, window))) ?? 0)
    },
    async sweep() {
      // Redis expires counters by itself.
    },
  }
}
