import { busy } from '../core/errors.ts'

export interface Limiter {
  /** Runs fn when a slot is free; throws 503 BUSY at once when the queue is full too. */
  run<T>(fn: () => Promise<T>): Promise<T>
  readonly stats: { running: number; waiting: number }
}

/** At most `concurrency` jobs at once and `queue` more waiting: memory and CPU stay bounded. */
export function createLimiter(concurrency: number, queue: number): Limiter {
  let running = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return {
    get stats() {
      return { running, waiting: waiting.length }
    },
    async run(fn) {
      if (running < concurrency) running++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw busy(2)
      try {
        return await fn()
      } finally {
        release()
      }
    },
  }
}
