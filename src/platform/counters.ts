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
  /**
   * Counts `calls` calls at once, all or none: a request that needs more calls than are left
   * counts nothing, so a caller is never served half of what it asked for.
   */
  consume(subject: string, window: string, limit: number, expiresAt: number, calls?: number): Promise<Consumed>
  /** Gives back up to `calls` calls; a counter never goes below 0. */
  refund(subject: string, window: string, calls?: number): Promise<void>
  peek(subject: string, window: string): Promise<number>
  /** Drops counters of windows that have ended. */
  sweep(now: number): Promise<void>
}

/** A number of calls to count or give back: a whole number, at least 1. */
function checkCalls(calls: number): number {
  if (!Number.isSafeInteger(calls) || calls < 1) throw new RangeError(`calls must be a whole number of at least 1, not ${calls}`)
  return calls
}

// The WHERE on the conflict branch makes check and add one statement: no row is returned when
// the calls do not all fit, and nothing is counted. A first call of the window inserts without
// that check, so it is sent only when the calls fit in the limit at all.
const CONSUME_ALL = `INSERT INTO usage_counters (subject, period, used, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (subject, period) DO UPDATE SET used = usage_counters.used + excluded.used
  WHERE usage_counters.used + excluded.used <= ? RETURNING used`
const PEEK = 'SELECT used FROM usage_counters WHERE subject = ? AND period = ?'

/** Runs SQLite work in its own transaction as soon as no other transaction is open on the connection. */
async function outsideTransactions<T>(transactionSync: NonNullable<SqlDb['transactionSync']>, work: (run: SyncQuery) => T): Promise<T> {
  for (;;) {
    try {
      return transactionSync(work)
    } catch (error) {
      if (!(error instanceof TransactionOpenError)) throw error
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
}

export function sqlCounters(db: SqlDb): CounterStore {
  const consume = db.transactionSync ? tickBatched(sqlBatch(db.transactionSync)) : undefined
  const { transactionSync } = db
  return {
    async consume(subject, window, limit, expiresAt, calls = 1) {
      if (checkCalls(calls) > 1) {
        if (calls > limit) return { allowed: false, used: await this.peek(subject, window) }
        const params = [subject, window, calls, expiresAt, limit]
        const counted = (row: { used: number | string } | undefined) => row && { allowed: true, used: Number(row.used) }
        if (transactionSync) {
          // In one transaction so that a refusal reports the count it was refused at.
          return outsideTransactions(transactionSync, (run) => {
            const [row] = run<{ used: number | string }>(CONSUME_ALL, params)
            const [current] = row ? [] : run<{ used: number | string }>(PEEK, [subject, window])
            return counted(row) ?? { allowed: false, used: Number(current?.used ?? 0) }
          })
        }
        const [row] = await db.query<{ used: number | string }>(CONSUME_ALL, params)
        return counted(row) ?? { allowed: false, used: await this.peek(subject, window) }
      }
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
    async refund(subject, window, calls = 1) {
      checkCalls(calls)
      await db.query('UPDATE usage_counters SET used = CASE WHEN used > ? THEN used - ? ELSE 0 END WHERE subject = ? AND period = ? AND used > 0',
        [calls, calls, subject, window])
    },
    async peek(subject, window) {
      const rows = await db.query<{ used: number | string }>(PEEK, [subject, window])
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
    const [row] = run<{ used: number }>(PEEK, [w.subject, w.window])
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

// KEYS[1] counter; ARGV[1] calls, ARGV[2] limit, ARGV[3] expiry (Unix ms), ARGV[4] the fewest
// calls worth admitting (1 for a tick's single calls, all of them for one request of several).
// Returns {admitted, before}.
const CONSUME = `
local before = tonumber(redis.call('GET', KEYS[1]) or '0')
local admitted = math.min(tonumber(ARGV[1]), tonumber(ARGV[2]) - before)
if admitted < tonumber(ARGV[4]) then return {0, before} end
if redis.call('INCRBY', KEYS[1], admitted) == admitted then redis.call('PEXPIREAT', KEYS[1], ARGV[3]) end
return {admitted, before}
`
// KEYS[1] counter; ARGV[1] calls to give back.
const REFUND = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECRBY', KEYS[1], math.min(used, tonumber(ARGV[1]))) end
return 0
`

type ScriptedRedis = Redis & {
  quotaConsume(key: string, calls: number, limit: number, expiresAt: number, least: number): Promise<[number, number]>
  quotaRefund(key: string, calls: number): Promise<number>
}

export function redisCounters(redis: Redis, prefix = 'devutils:quota:'): CounterStore {
  const r = redis as ScriptedRedis
  if (!('quotaConsume' in r)) {
    redis.defineCommand('quotaConsume', { numberOfKeys: 1, lua: CONSUME })
    redis.defineCommand('quotaRefund', { numberOfKeys: 1, lua: REFUND })
  }
  const key = (subject: string, window: string) => `${prefix}${window}:${subject}`
  // A day of grace past the window's end keeps the figure readable for late usage queries.
  const args = (w: CountRequest, least = 1) => [key(w.subject, w.window), w.calls, w.limit, w.expiresAt + 86_400_000, least] as const
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
    async consume(subject, window, limit, expiresAt, calls = 1) {
      if (checkCalls(calls) === 1) return consume(subject, window, limit, expiresAt)
      const { admitted, before } = result(await r.quotaConsume(...args({ subject, window, limit, expiresAt, calls }, calls)))
      return admitted > 0 ? { allowed: true, used: before + admitted } : { allowed: false, used: before }
    },
    async refund(subject, window, calls = 1) {
      await r.quotaRefund(key(subject, window), checkCalls(calls))
    },
    async peek(subject, window) {
      return Number((await redis.get(key(subject, window))) ?? 0)
    },
    async sweep() {
      // Redis expires counters by itself.
    },
  }
}
