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
