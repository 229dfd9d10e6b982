/** The data-format tools (YAML, TOML, CSV, XML, SQL, JSON diff) as worker-thread tasks. */
import type { RunOptions, TaskArg, TaskResult, TaskRunner } from '../../core/tasks.ts'
import { diffJson } from './json-diff.ts'
import { jsonToCsv } from './csv-write.ts'
import { formatSql, type SqlOptions } from './sql.ts'
import { jsonToToml, tomlToJson } from './toml.ts'
import { formatXml } from './xml-format.ts'
import { jsonToYaml, yamlToJson } from './yaml.ts'

/** Worker-thread tasks of this module, by name (spread into src/workers/tasks.ts). */
export const formatTasks = {
  'formats.yamlToJson': ({ text, indent, all }: { text: string; indent: number; all: boolean }) => yamlToJson(text, indent, all),
  'formats.jsonToYaml': (text: string) => jsonToYaml(text),
  'formats.tomlToJson': ({ text, indent }: { text: string; indent: number }) => tomlToJson(text, indent),
  'formats.jsonToToml': (text: string) => jsonToToml(text),
  'formats.jsonToCsv': ({ text, delimiter }: { text: string; delimiter: string }) => jsonToCsv(text, delimiter),
  'formats.xmlFormat': ({ text, mode, indent }: { text: string; mode: 'pretty' | 'minify'; indent: number }) => formatXml(text, mode, indent),
  'formats.sqlFormat': ({ text, options }: { text: string; options: SqlOptions }) => formatSql(text, options),
  'formats.jsonDiff': ({ a, b }: { a: string; b: string }) => diffJson(a, b),
} as const

export type FormatTaskName = keyof typeof formatTasks

/** Longest input handled without the worker pool, in characters (as the other data tools). */
export const FORMAT_INLINE_MAX_CHARS = 32 * 1024

const onThisThread: { readonly [K in FormatTaskName]: (arg: TaskArg<K>) => TaskResult<K> | Promise<TaskResult<K>> } = formatTasks

/**
 * Runs a format task on this thread when its input is short (size characters, at most inlineMax),
 * in the compute pool otherwise, with the pool's options (a time budget and the 422 it answers).
 */
export async function runFormatTask<K extends FormatTaskName>(
  compute: TaskRunner,
  task: K,
  arg: TaskArg<K>,
  size: number,
  options: RunOptions & { inlineMax?: number } = {},
): Promise<TaskResult<K>> {
  const { inlineMax = FORMAT_INLINE_MAX_CHARS, ...run } = options
  if (size <= inlineMax) return onThisThread[task](arg)
  return compute.run(task, arg, run)
}
