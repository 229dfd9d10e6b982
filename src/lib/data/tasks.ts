/**
 * The data tools (JSON, CSV, XML) as worker-thread tasks. Each parse is linear, but a 1 MB input
 * still takes tens to hundreds of milliseconds of pure JavaScript (XML validation plus parsing is
 * the slowest), which would stall every other request. Inputs up to INLINE_MAX_CHARS run on the
 * calling thread, where they take a few milliseconds and skip the pool's queue; larger ones run in
 * the compute pool, with its time and memory budget.
 */
import type { TaskRunner } from '../../workers/pool.ts'
import { csvToRows } from './csv.ts'
import { formatJson, minifyJson, parseJson, scanJson } from './json.ts'
import { jsonToTypeScript } from './json-types.ts'
import { xmlToJson } from './xml.ts'

/** Longest input handled without the worker pool, in characters. */
export const INLINE_MAX_CHARS = 32 * 1024

/** Worker-thread tasks of this module, by name (spread into src/workers/tasks.ts). */
export const dataTasks = {
  'data.jsonScan': (text: string) => scanJson(text),
  'data.jsonMinify': (text: string) => minifyJson(text),
  'data.jsonFormat': ({ text, indent }: { text: string; indent: number }) => formatJson(text, indent),
  'data.jsonToTypeScript': ({ text, root }: { text: string; root: string }) => jsonToTypeScript(parseJson(text), root),
  'data.csvToJson': ({ text, delimiter }: { text: string; delimiter: string }) => csvToRows(text, delimiter),
  'data.xmlToJson': (text: string) => xmlToJson(text),
} as const

type DataTasks = typeof dataTasks
export type DataTaskName = keyof DataTasks

/**
 * Runs a data task on this thread when its input is short, in the compute pool otherwise.
 * `size` is the length of the input that decides.
 */
export async function runDataTask<K extends DataTaskName>(
  compute: TaskRunner,
  task: K,
  arg: Parameters<DataTasks[K]>[0],
  size: number,
): Promise<ReturnType<DataTasks[K]>> {
  const fn = dataTasks[task] as (arg: Parameters<DataTasks[K]>[0]) => ReturnType<DataTasks[K]>
  if (size <= INLINE_MAX_CHARS) return fn(arg)
  // Typed by name here rather than through the pool's task list, so this module does not depend
  // on how src/workers/tasks.ts assembles it (it spreads dataTasks).
  const run = compute.run.bind(compute) as unknown as (task: string, arg: unknown) => Promise<ReturnType<DataTasks[K]>>
  return run(task, arg)
}
