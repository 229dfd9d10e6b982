/** The data tools (JSON, CSV, XML) as worker-thread tasks (spread into src/workers/tasks.ts). */
import { csvToRows } from './csv.ts'
import { formatJson, minifyJson, parseJson, scanJson } from './json.ts'
import { jsonToTypeScript } from './json-types.ts'
import { xmlToJson } from './xml.ts'

/** Worker-thread tasks of this module, by name (spread into src/workers/tasks.ts). */
export const dataTasks = {
  'data.jsonScan': (text: string) => scanJson(text),
  'data.jsonMinify': (text: string) => minifyJson(text),
  'data.jsonFormat': ({ text, indent }: { text: string; indent: number }) => formatJson(text, indent),
  'data.jsonToTypeScript': ({ text, root }: { text: string; root: string }) => jsonToTypeScript(parseJson(text), root),
  'data.csvToJson': ({ text, delimiter }: { text: string; delimiter: string }) => csvToRows(text, delimiter),
  'data.xmlToJson': (text: string) => xmlToJson(text),
} as const

export type DataTasks = typeof dataTasks
export type DataTaskName = keyof DataTasks
