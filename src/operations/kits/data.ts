/**
 * How the data tools (JSON, CSV, XML) run. Each parse is linear, but a 1 MB input still takes tens
 * to hundreds of milliseconds of pure JavaScript (XML validation plus parsing is the slowest),
 * which would stall every other request. Inputs up to INLINE_MAX_CHARS run on the calling thread,
 * where they take a few milliseconds and skip the pool's queue; larger ones run in the compute
 * pool, with its time and memory budget.
 */
import type { TaskArg, TaskResult, TaskRunner } from '../../core/tasks.ts'
import { dataTasks, type DataTaskName } from '../../lib/data/tasks.ts'

/** Longest input handled without the worker pool, in characters. */
export const INLINE_MAX_CHARS = 32 * 1024

/**
 * The same functions the pool runs, typed by task name as the pool types them, so that a generic
 * name calls its own function with its own argument.
 */
const onThisThread: { readonly [K in DataTaskName]: (arg: TaskArg<K>) => TaskResult<K> | Promise<TaskResult<K>> } = dataTasks

/**
 * Runs a data task on this thread when its input is short, in the compute pool otherwise.
 * `size` is the length of the input that decides.
 */
export async function runDataTask<K extends DataTaskName>(
  compute: TaskRunner,
  task: K,
  arg: TaskArg<K>,
  size: number,
): Promise<TaskResult<K>> {
  if (size <= INLINE_MAX_CHARS) return onThisThread[task](arg)
  return compute.run(task, arg)
}
