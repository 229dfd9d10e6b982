import { busy } from '../core/errors.ts'

export interface Limiter {
  /**
   * Runs fn when a slot is free, in the order callers arrived; throws 503 BUSY at once when the
   * queue is full too. An abort while waiting gives the place up and rejects with the signal's reason.
   */
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T>
  readonly stats: { running: number; waiting: number }
}

/** At most `concurrency` jobs at once and `queue` more waiting: memory and CPU stay bounded. */
export function createLimiter(concurrency: number, queue: number, retryAfterSeconds = 2): Limiter {
  let running = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  const turn = (signal: AbortSignal | undefined) => new Promise<void>((resolve, reject) => {
    const take = () => {
      signal?.removeEventListener('abort', giveUp)
      resolve()
    }
    const giveUp = () => {
      const at = waiting.indexOf(take)
      if (at !== -1) waiting.splice(at, 1)
      reject(signal!.reason)
    }
    if (signal?.aborted) return reject(signal.reason)
    signal?.addEventListener('abort', giveUp, { once: true })
    waiting.push(take)
  })

  return {
    get stats() {
      return { running, waiting: waiting.length }
    },
    async run(fn, signal) {
      if (running < concurrency) running++
      else if (waiting.length < queue) await turn(signal)
      else throw busy(retryAfterSeconds)
      try {
        return await fn()
      } finally {
        release()
      }
    },
  }
}

export interface KeyedLimiterOptions {
  /** Jobs of one key running at once (inside `shared` when given). */
  perKey: number
  /** Jobs of one key waiting for one of its slots; beyond it the key's jobs are refused. */
  queuePerKey: number
  /** Jobs waiting for a key's slot, all keys together, so that many keys cannot add up to unbounded waiting. */
  maxWaiting?: number
  /** Where a key's running jobs take their turn: a job holds its key's slot while it waits here. */
  shared?: Limiter
  /** What a refusal throws (503 BUSY with a 2 s Retry-After by default). */
  refuse?: () => Error
}

export interface KeyedLimiter {
  /**
   * Runs fn once its key has a free slot (and `shared` one after it), in the order the key's jobs
   * arrived; throws the refusal at once when the key's queue, or the waiting of all keys, is full.
   */
  run<T>(key: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T>
  readonly stats: { keys: number; running: number; waiting: number }
}

/**
 * A limiter per key (a caller) in front of a shared one, so one key can never hold every shared
 * slot: its jobs beyond `perKey` wait in its own queue, never in the shared one. A key's entry
 * exists only while it has jobs, so the map cannot grow with the number of callers ever seen.
 */
export function createKeyedLimiter(options: KeyedLimiterOptions): KeyedLimiter {
  const { perKey, queuePerKey, shared } = options
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY
  const refuse = options.refuse ?? (() => busy(2))
  const entries = new Map<string, { running: number; waiting: Array<() => void> }>()
  let running = 0
  let waiting = 0

  const release = (key: string) => {
    const entry = entries.get(key)!
    const next = entry.waiting.shift()
    if (next) {
      waiting--
      next()
      return
    }
    entry.running--
    running--
    if (entry.running === 0) entries.delete(key)
  }

  return {
    get stats() {
      return { keys: entries.size, running, waiting }
    },
    async run(key, fn, signal) {
      let entry = entries.get(key)
      if (!entry) {
        entry = { running: 0, waiting: [] }
        entries.set(key, entry)
      }
      if (entry.running < perKey) {
        entry.running++
        running++
      } else if (entry.waiting.length < queuePerKey && waiting < maxWaiting) {
        if (signal?.aborted) throw signal.reason
        const queue = entry.waiting
        waiting++
        // The slot is handed over by release(), so the counts stay as they are when a waiter starts.
        await new Promise<void>((resolve, reject) => {
          const take = () => {
            signal?.removeEventListener('abort', giveUp)
            resolve()
          }
          const giveUp = () => {
            const at = queue.indexOf(take)
            if (at !== -1) {
              queue.splice(at, 1)
              waiting--
            }
            reject(signal!.reason)
          }
          signal?.addEventListener('abort', giveUp, { once: true })
          queue.push(take)
        })
      } else {
        throw refuse()
      }
      try {
        return await (shared ? shared.run(fn, signal) : fn())
      } finally {
        release(key)
      }
    },
  }
}
