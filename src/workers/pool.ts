import { Piscina } from 'piscina'
import { ApiError, busy, timedOut } from '../core/errors.ts'
import type { MessageKey } from '../i18n/index.ts'
import type { Tasks, TaskName } from './tasks.ts'
import type { TaskMessage, TaskOutcome } from './worker.ts'

export interface PoolOptions {
  /** Module whose default export runs one task (defaults to the generic task worker). */
  filename?: URL
  threads: number
  /** Tasks waiting beyond the running ones; one more is refused with 503 BUSY. */
  maxQueue: number
  timeoutMs: number
  memoryMb: number
}

export interface TaskRunner {
  run<K extends TaskName>(
    task: K,
    arg: Parameters<Tasks[K]>[0],
    options?: { timeoutMs?: number },
  ): Promise<Awaited<ReturnType<Tasks[K]>>>
}

export interface TaskPool extends TaskRunner {
  readonly stats: { admitted: number; queued: number; threads: number }
  close(): Promise<void>
}

const WORKER = new URL('./worker.ts', import.meta.url)

/**
 * A bounded pool of worker threads. A task that runs past its budget is aborted, which
 * terminates its thread: the only reliable way to stop runaway JavaScript (a regex, a parser).
 */
export function createTaskPool(options: PoolOptions): TaskPool {
  const filename = options.filename ?? WORKER
  const piscina = new Piscina({
    filename: filename.href,
    minThreads: 1,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16 },
    execArgv: typeScriptLoader(filename),
  })

  // Admission is counted here rather than left to piscina, whose queue bound also counts
  // threads still starting up; this way the bound is exact: threads running + maxQueue waiting.
  const capacity = options.threads + options.maxQueue
  let admitted = 0

  return {
    get stats() {
      return { admitted, queued: piscina.queueSize, threads: piscina.threads.length }
    },
    async run(task, arg, { timeoutMs = options.timeoutMs } = {}) {
      if (admitted >= capacity) throw busy(1)
      admitted++
      const message: TaskMessage = { task, arg }
      let outcome: TaskOutcome
      try {
        outcome = await piscina.run(message, { signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        throw translatePoolError(error, timeoutMs)
      } finally {
        admitted--
      }
      if (outcome.ok) return outcome.value as never
      throw new ApiError(outcome.status, outcome.code as MessageKey, outcome.vars)
    },
    close: () => piscina.close({ force: true }),
  }
}

function translatePoolError(error: unknown, timeoutMs: number): unknown {
  const e = error as { name?: string; message?: string; code?: string }
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return timedOut(timeoutMs)
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') return new ApiError(422, 'TOO_COMPLEX')
  return error
}

// When the service runs from TypeScript sources (npm start, tests), worker threads need the
// same loader as the main thread; under vitest the parent's execArgv does not carry it.
function typeScriptLoader(filename: URL): string[] | undefined {
  if (!filename.pathname.endsWith('.ts')) return undefined
  const argv = process.execArgv.filter((a) => !a.startsWith('--input-type'))
  return argv.some((a) => a.includes('tsx')) ? argv : [...argv, '--import', 'tsx']
}
