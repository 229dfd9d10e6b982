import { MessageChannel } from 'node:worker_threads'
import type { Piscina } from 'piscina'
import { ApiError, OperationError, timedOut } from '../core/errors.ts'
import { createLimiter } from '../lib/limiter.ts'
import type { TaskName, TaskRunner } from '../core/tasks.ts'
import type { TaskMessage, TaskOutcome, WARM_UP, WorkerData } from './worker.ts'
import { MODULE_EXTENSION, programFile } from '../lib/package-files.ts'

export interface PoolOptions {
  /** Module whose default export runs one task (defaults to the generic task worker). */
  filename?: URL
  threads: number
  /** Tasks waiting beyond the running ones; one more is refused with 503 BUSY. */
  maxQueue: number
  timeoutMs: number
  memoryMb: number
  /**
   * A thread idle this long is stopped (WORKER_IDLE_MS); the next task starts one again. No thread
   * runs before the first task.
   */
  idleMs?: number
  /**
   * Tasks whose modules each thread loads as it starts, before it takes work: for a process that
   * knows what it will run (a command converting a HEIC loads libheif while it builds the service).
   */
  preload?: readonly TaskName[]
  /** Told about a worker failure that no task is waiting for (it must not stop the process). */
  onError?: (error: unknown) => void
}

// The worker's warm-up message (checked against worker.ts, which the main thread does not load).
const WARM: typeof WARM_UP = 'thread.warmUp'

// How long a task may wait for a thread (start-up, queue) on top of its own budget.
const WAIT_ALLOWANCE_MS = 10_000

export interface TaskPool extends TaskRunner {
  close(): Promise<void>
  /**
   * Starts a thread now, when none runs, so that the next task finds it ready: a caller that
   * knows work is coming (a command about to convert a file) overlaps the thread's start with its own.
   */
  warmUp(): void
}

/** A pool of worker threads that can also tell how many it has running. */
export interface ThreadPool extends TaskPool {
  /** Threads started and not yet stopped (0 before the first task and after an idle time). */
  readonly threads: number
}

// The default of WORKER_IDLE_MS (src/config.ts).
const DEFAULT_IDLE_MS = 30_000

// worker.ts next to pool.ts when running from sources, dist/workers/worker.js when compiled.
const WORKER = programFile(`workers/worker${MODULE_EXTENSION}`)

/**
 * A bounded pool of worker threads. A task that runs past its budget is aborted, which
 * terminates its thread: the only reliable way to stop runaway JavaScript (a regex, a parser).
 */
export function createTaskPool(options: PoolOptions): ThreadPool {
  const filename = options.filename ?? WORKER
  // Piscina itself loads with the first task, as the threads start: a process that never hands
  // work to a thread (a command running one light operation) does without it.
  let piscina: Piscina | undefined
  let starting: Promise<Piscina> | undefined
  const started = () => starting ??= import('piscina').then(({ Piscina }) => piscina = threadPool(Piscina, filename, options))
  // A thread being warmed up: tasks wait for it rather than have piscina start a second one.
  let warming: Promise<unknown> | undefined

  // Tasks wait in our own first-come-first-served queue and reach piscina only when a thread is
  // free: piscina's queue serves tasks that carry an abort signal out of order under load (sending
  // one to the back of the line whenever a thread frees up), so a task could wait for seconds.
  // The bound is exact as well: threads running + maxQueue waiting, then 503 BUSY.
  const slots = createLimiter(options.threads, options.maxQueue, 1)

  return {
    async run(task, arg, { timeoutMs = options.timeoutMs, timeoutCode, signal, progress } = {}) {
      const abort = new AbortController()
      if (signal?.aborted) throw signal.reason
      // A canceled job's task ends its thread, as a timeout does, and answers the cancel's reason.
      const stop = () => abort.abort(signal!.reason)
      signal?.addEventListener('abort', stop, { once: true })
      const waiting = setTimeout(() => abort.abort(), timeoutMs + WAIT_ALLOWANCE_MS)
      let budget: NodeJS.Timeout | undefined
      const onThread = async () => {
        const channel = new MessageChannel()
        channel.port1.on('message', (done: number | null) => {
          if (done !== null) return progress?.(done)
          clearTimeout(waiting)
          budget = setTimeout(() => abort.abort(), timeoutMs)
        })
        const message: TaskMessage = { task, arg, started: channel.port2 }
        try {
          if (warming) await warming
          return await (await started()).run(message, { signal: abort.signal, transferList: [channel.port2] }) as TaskOutcome
        } finally {
          channel.port1.close()
        }
      }
      let outcome: TaskOutcome
      try {
        outcome = await slots.run(onThread, abort.signal)
      } catch (error) {
        if (signal?.aborted) throw signal.reason
        const translated = translatePoolError(error, timeoutMs)
        if (timeoutCode && translated instanceof ApiError && translated.code === 'TIMEOUT') throw new OperationError(timeoutCode, { ms: timeoutMs })
        throw translated
      } finally {
        clearTimeout(waiting)
        clearTimeout(budget)
        signal?.removeEventListener('abort', stop)
      }
      if (outcome.ok) return outcome.value as never
      throw new ApiError(outcome.code, outcome.vars, {}, outcome.status)
    },
    warmUp() {
      if (warming || (piscina?.threads.length ?? 0) > 0) return
      const channel = new MessageChannel()
      const message: TaskMessage = { task: WARM, arg: null, started: channel.port2 }
      warming = started()
        .then((threads) => threads.run(message, { transferList: [channel.port2] }))
        // A thread that fails to start fails the next task too, which is where it is told.
        .catch(() => {})
        .finally(() => {
          channel.port1.close()
          warming = undefined
        })
    },
    close: async () => { await (starting && (await starting).close({ force: true })) },
    get threads() { return piscina?.threads.length ?? 0 },
  }
}

/** Piscina's pool of threads running `filename`, started with the first task. */
function threadPool(PiscinaClass: typeof Piscina, filename: URL, options: PoolOptions): Piscina {
  const piscina = new PiscinaClass({
    filename: filename.href,
    // Threads start with the first task and stop after idleTimeout without one: piscina stops an
    // idle thread only while it has more than minThreads, so none is kept for an idle service.
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs ?? DEFAULT_IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16 },
    execArgv: typeScriptLoader(filename),
    workerData: { preload: options.preload ?? [] } satisfies WorkerData,
  })
  // A thread that fails after its task was already given up (aborted, then out of memory while
  // being stopped) has nobody to tell; without a listener that would end the process.
  piscina.on('error', (error: unknown) => options.onError?.(error))
  return piscina
}

function translatePoolError(error: unknown, timeoutMs: number): unknown {
  const e = error as { name?: string; message?: string; code?: string }
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return timedOut(timeoutMs)
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') return new ApiError('TOO_COMPLEX')
  return error
}

// When the service runs from TypeScript sources (npm start, tests), worker threads need the
// same loader as the main thread; under vitest the parent's execArgv does not carry it.
function typeScriptLoader(filename: URL): string[] | undefined {
  if (!filename.pathname.endsWith('.ts')) return undefined
  const argv = process.execArgv.filter((a) => !a.startsWith('--input-type'))
  return argv.some((a) => a.includes('tsx')) ? argv : [...argv, '--import', 'tsx']
}
