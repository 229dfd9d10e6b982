import { workerData, type MessagePort } from 'node:worker_threads'
import { ApiError, type ErrorCode } from '../core/errors.ts'
import { move, transferableSymbol, valueSymbol } from 'piscina'
import { handedOver } from '../lib/handover.ts'
import { setProgressReporter } from '../lib/progress.ts'
import { loadTask, type TaskName } from './tasks.ts'

/** A message that only starts the thread: it has loaded this module when it answers. */
export const WARM_UP = 'thread.warmUp'

/** What the pool gives each thread it starts. */
export interface WorkerData {
  /** Tasks whose modules the thread loads before it takes work (PoolOptions.preload). */
  preload: readonly string[]
}

export interface TaskMessage {
  task: TaskName | typeof WARM_UP
  arg: unknown
  /**
   * Told when the task starts (null), so its time budget does not include waiting for a thread;
   * then told how far the task got (numbers from 0 to 1), where it can tell.
   */
  started: MessagePort
}

export type TaskOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; code: ErrorCode; vars: Record<string, string | number> }

// Errors lose their class crossing the thread boundary, so caller-facing ones travel as data.
export async function runTask({ task, arg, started }: TaskMessage): Promise<TaskOutcome> {
  if (task === WARM_UP) {
    started.close()
    return { ok: true, value: null }
  }
  // Loading the task's module (the first time on this thread) is start-up, not the task's own
  // time: its budget starts after it.
  let fn: (arg: unknown) => unknown
  try {
    fn = await loadTask(task)
  } catch (error) {
    started.close()
    throw error
  }
  started.postMessage(null)
  setProgressReporter((done) => started.postMessage(done))
  try {
    return { ok: true, value: await fn(arg) }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, code: error.code, vars: { ...error.vars } }
    throw error
  } finally {
    setProgressReporter(undefined)
    started.close()
  }
}

const preload = (workerData as Partial<WorkerData> | null)?.preload ?? []

/**
 * The modules of the tasks named in workerData, loading from the moment this module is. A module
 * that fails to load here fails the task that needs it, which is where it is told.
 */
export const preloaded: Promise<unknown> = Promise.allSettled(preload.map(loadTask))

/**
 * What the pool's threads run: runTask, once the preloaded modules are in. Piscina awaits this
 * promise before it tells the pool the thread is ready, so a thread loads them as it starts: not
 * after a round trip through a main thread busy building the service, and not while piscina's
 * idle wait (Atomics.wait) would hold an unfinished import still.
 */
export default preloaded.then(() => async (message: TaskMessage) => sendable(await runTask(message)))

/** An outcome as piscina sends it: moving the buffers its value hands over (lib/handover.ts). */
export function sendable(outcome: TaskOutcome): TaskOutcome | ReturnType<typeof move> {
  const buffers = outcome.ok ? handedOver(outcome.value) : []
  if (buffers.length === 0) return outcome
  return move({ get [transferableSymbol]() { return buffers }, get [valueSymbol]() { return outcome } })
}
