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
  const consume = db.transactionSync ? tickBatched(sqlBatch(db.transactionSync)) : undefined
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

/** Calls for one subject and window that arrived in the same tick. */
export interface CountRequest {
  subject: string
  window: string
  limit: number
  expiresAt: number
  /** How many calls ask to be counted. */
  calls: number
}

/** How many of a request's calls were admitted, and the count before them. */
export interface CountResult {
  admitted: number
  before: number
}

interface Waiting extends CountRequest {
  callers: { resolve: (c: Consumed) => void; reject: (e: unknown) => void }[]
}

/**
 * Calls arriving in the same tick are counted together: one atomic check-and-add per subject for
 * the whole group instead of one round trip or commit per call, which is most of a light call's
 * cost under load. Each call still learns its own position in the window. `countAll` may throw
 * `TransactionOpenError` to be retried on the next tick.
 */
export function tickBatched(countAll: (batch: CountRequest[]) => CountResult[] | Promise<CountResult[]>) {
  let waiting = new Map<string, Waiting>()

  const settle = (batch: Waiting[], results: CountResult[]) => batch.forEach((w, i) => {
    const { admitted, before } = results[i]!
    w.callers.forEach((c, j) => c.resolve(j < admitted
      ? { allowed: true, used: before + j + 1 }
      : { allowed: false, used: before + admitted }))
  })
  const fail = (batch: Waiting[], error: unknown) => {
    for (const w of batch) for (const c of w.callers) c.reject(error)
  }

  // One batch at a time: calls arriving while a batch is out wait for it and go together in the
  // next one, so under load a round trip counts as many calls as arrived during the last one.
  let scheduled = false
  let busy = false
  const schedule = () => {
    if (scheduled || busy || waiting.size === 0) return
    scheduled = true
    setImmediate(run)
  }

  const run = (): void => {
    scheduled = false
    const batch = [...waiting.values()]
    for (const w of batch) w.calls = w.callers.length
    let outcome: CountResult[] | Promise<CountResult[]>
    try {
      outcome = countAll(batch)
    } catch (error) {
      if (error instanceof TransactionOpenError) {
        scheduled = true
        return void setImmediate(run)
      }
      waiting = new Map()
      return fail(batch, error)
    }
    waiting = new Map()
    if (Array.isArray(outcome)) return settle(batch, outcome)
    busy = true
    outcome.then((results) => settle(batch, results), (error) => fail(batch, error)).finally(() => {
      busy = false
      schedule()
    })
  }

  return (subject: string, window: string, limit: number, expiresAt: number) => new Promise<Consumed>((resolve, reject) => {
    const key = `${subject}\n${window}`
    let w = waiting.get(key)
    if (!w) {
      w = { subject, window, limit, expiresAt, calls: 0, callers: [] }
      waiting.set(key, w)
      schedule()
    }
    w.callers.push({ resolve, reject })
  })
}

/** The embedded store counts each tick's calls in one transaction: a commit per call is most of the cost on SQLite. */
function sqlBatch(transactionSync: <T>(work: (run: SyncQuery) => T) => T) {
  // The transaction holds the write lock, so check and add stay atomic even with other processes on the same file.
  return (batch: CountRequest[]) => transactionSync((run) => batch.map((w) => {
    const [row] = run<{ used: number }>('SELECT used FROM usage_counters WHERE subject = ? AND period = ?', [w.subject, w.window])
    const before = row ? Number(row.used) : 0
    const admitted = Math.max(0, Math.min(w.calls, w.limit - before))
    if (admitted > 0) {
      run(`INSERT INTO usage_counters (subject, period, used, expires_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (subject, period) DO UPDATE SET used = usage_counters.used + excluded.used`,
      [w.subject, w.window, admitted, w.expiresAt])
    }
    return { admitted, before }
  }))
}

// KEYS[1] counter; ARGV[1] calls, ARGV[2] limit, ARGV[3] expiry (Unix ms). Returns {admitted, before}.
const CONSUME = `
local before = tonumber(redis.call('GET', KEYS[1]) or '0')
local admitted = math.min(tonumber(ARGV[1]), tonumber(ARGV[2]) - before)
if admitted <= 0 then return {0, before} end
if redis.call('INCRBY', KEYS[1], admitted) == admitted then redis.call('PEXPIREAT', KEYS[1], ARGV[3]) end
return {admitted, before}
`
const REFUND = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`

type ScriptedRedis = Redis & {
  quotaConsume(key: string, calls: number, limit: number, expiresAt: number): Promise<[number, number]>
  quotaRefund(key: string): Promise<number>
}

export function redisCounters(redis: Redis, prefix = 'devutils:quota:'): CounterStore {
  const r = redis as ScriptedRedis
  if (!('quotaConsume' in r)) {
    redis.defineCommand('quotaConsume', { numberOfKeys: 1, lua: CONSUME })
    redis.defineCommand('quotaRefund', { numberOfKeys: 1, lua: REFUND })
  }
  const key = (subject: string, window: string) => `${prefix}${window}:${subject}`
  // A day of grace past the window's end keeps the figure readable for late usage queries.
  const args = (w: CountRequest) => [key(w.subject, w.window), w.calls, w.limit, w.expiresAt + 86_400_000] as const
  const result = ([admitted, before]: [number, number]) => ({ admitted: Number(admitted), before: Number(before) })
  const consume = tickBatched(async (batch) => {
    if (batch.length === 1) return [result(await r.quotaConsume(...args(batch[0]!)))]
    // Several subjects: one write and one round trip for all of them.
    const pipeline = r.pipeline() as unknown as { quotaConsume(...a: ReturnType<typeof args>): void; exec(): Promise<[Error | null, unknown][] | null> }
    for (const w of batch) pipeline.quotaConsume(...args(w))
    const replies = (await pipeline.exec()) ?? []
    return batch.map((_, i) => {
      const [error, reply] = replies[i] ?? [new Error('no reply from Redis')]
      if (error) throw error
      return result(reply as [number, number])
    })
  })
  return {
    consume,
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
