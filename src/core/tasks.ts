/**
 * Work that runs off the event loop, in worker threads, by task name. The table of tasks is
 * src/workers/tasks.ts, which adds itself to TaskTable by declaration merging: the registry and
 * the operations name tasks with full types while core imports no worker module.
 */
import type { OperationErrorCode } from './errors.ts'

/** Every task a worker thread can run, by name (filled in by src/workers/tasks.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface TaskTable {}

export type TaskName = keyof TaskTable
type ArgOf<F> = F extends (arg: infer A) => unknown ? A : never
type ResultOf<F> = F extends (arg: never) => infer R ? Awaited<R> : never
/** What task K takes, and what it gives back. */
export type TaskArg<K extends TaskName> = ArgOf<TaskTable[K]>
export type TaskResult<K extends TaskName> = ResultOf<TaskTable[K]>

export interface RunOptions {
  /** Time budget from the moment a thread starts the task (waiting for a thread is not counted). */
  timeoutMs?: number
  /**
   * When the budget runs out because of the input itself (a catastrophic regex), answer 422 with
   * this code instead of 503 TIMEOUT: retrying would not help, the caller must change the input.
   */
  timeoutCode?: OperationErrorCode
  /** Stops the task (its thread is ended) when the work it belongs to is canceled. */
  signal?: AbortSignal
  /** Told how far the task got, 0 to 1, where it can tell (pages rendered). */
  progress?: (done: number) => void
}

export interface TaskRunner {
  run<K extends TaskName>(task: K, arg: TaskArg<K>, options?: RunOptions): Promise<TaskResult<K>>
}
