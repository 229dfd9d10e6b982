/**
 * Every function that may run in a worker thread, by name. A task takes one structured-clonable
 * argument and returns a structured-clonable value; it may throw OperationError.
 *
 * A thread loads a task's module only when it first runs one of its tasks: the modules bring
 * large libraries (PDF, spreadsheets, images, Markdown, password hashing), and a thread that only
 * ever formats text should not hold them all. The typed table is built from the same loaders, so
 * a module left out of them is missing from the types as well.
 */

import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { MODULE_EXTENSION, programFile } from '../lib/package-files.ts'
import type * as PdfPageTasks from '../lib/pdf/page-tasks.ts'
import type * as PdfMakeTasks from '../lib/pdf/make-tasks.ts'
import type * as PdfRenderTasks from '../lib/pdf/render-tasks.ts'
import type * as NumbersBigint from '../lib/numbers/bigint.ts'
import type * as CryptoPassword from '../lib/crypto/password.ts'
import type * as CryptoKdf from '../lib/crypto/kdf.ts'
import type * as TextRegex from '../lib/text/regex.ts'
import type * as TextMarkdown from '../lib/text/markdown.ts'
import type * as DataTasks from '../lib/data/tasks.ts'
import type * as TextTasks from '../lib/text/tasks.ts'
import type * as ImageTasks from '../lib/image/tasks.ts'
import type * as ImageHeic from '../lib/image/heic.ts'
import type * as OfficeTasks from '../lib/office/tasks.ts'
import type * as FormatsTasks from '../lib/formats/tasks.ts'
import type * as ScheduleCron from '../lib/schedule/cron.ts'
import type * as NumbersTasks from '../lib/numbers/tasks.ts'

type Table = Readonly<Record<string, unknown>>

const loaded = new Set<string>()

// Running from sources under tsx, a worker thread loads its module with require (piscina tries
// that first, and tsx's import hooks do not reach worker threads on Node.js 20): the task modules
// are then required too, since import() would not read .ts there, and a second copy of a shared
// module (the error classes) would break instanceof.
const requireHere = createRequire(import.meta.url)
const REQUIRED = MODULE_EXTENSION === '.ts' && requireHere.cache[fileURLToPath(import.meta.url)] !== undefined

/**
 * A task module (its path under src/lib/), imported once per thread on first use; `pick` takes its
 * task table. A failed import is tried again by the next task.
 */
function lazy<M, T extends Table>(path: string, pick: (module: M) => T): () => Promise<T> {
  const url = programFile(`lib/${path}${MODULE_EXTENSION}`)
  let loading: Promise<T> | undefined
  const load = async () => (REQUIRED ? requireHere(fileURLToPath(url)) : await import(url.href)) as M
  return () => loading ??= load().then(
    (module) => { loaded.add(path); return pick(module) },
    (error: unknown) => { loading = undefined; throw error },
  )
}

const pdfPages = lazy('pdf/page-tasks', (m: typeof PdfPageTasks) => m.pdfPageTasks)
const pdfMake = lazy('pdf/make-tasks', (m: typeof PdfMakeTasks) => m.pdfMakeTasks)
const pdfRender = lazy('pdf/render-tasks', (m: typeof PdfRenderTasks) => m.pdfRenderTasks)

/**
 * Where each task lives: under its whole name where one prefix spans several modules (pdf.),
 * otherwise under the part of its name before the first dot.
 */
const modules = {
  bigint: lazy('numbers/bigint', (m: typeof NumbersBigint) => ({
    'bigint.convertBase': m.convertBase,
    'bigint.gcdLcm': m.gcdLcm,
    'bigint.isPrime': m.isPrime,
  }) as const),
  password: lazy('crypto/password', (m: typeof CryptoPassword) => m.passwordTasks),
  kdf: lazy('crypto/kdf', (m: typeof CryptoKdf) => m.kdfTasks),
  regex: lazy('text/regex', (m: typeof TextRegex) => m.regexTasks),
  markdown: lazy('text/markdown', (m: typeof TextMarkdown) => m.markdownTasks),
  data: lazy('data/tasks', (m: typeof DataTasks) => m.dataTasks),
  text: lazy('text/tasks', (m: typeof TextTasks) => m.textTasks),
  // image.renderSvg, image.renderText (svg.ts) and image.readCodes (scan.ts) are in this table too.
  image: lazy('image/tasks', (m: typeof ImageTasks) => m.imageTasks),
  // Its own module: loading it compiles libheif, which only a thread decoding a HEIC needs.
  'image.decodeHeic': lazy('image/heic', (m: typeof ImageHeic) => m.heicTasks),
  pdf: pdfPages,
  'pdf.fromImages': pdfMake,
  'pdf.sign': pdfMake,
  'pdf.watermark': pdfMake,
  'pdf.numberPages': pdfMake,
  'pdf.compress': pdfMake,
  'pdf.extractImages': pdfMake,
  'pdf.setMetadata': pdfMake,
  'pdf.render': pdfRender,
  'pdf.text': pdfRender,
  office: lazy('office/tasks', (m: typeof OfficeTasks) => m.officeTasks),
  formats: lazy('formats/tasks', (m: typeof FormatsTasks) => m.formatTasks),
  schedule: lazy('schedule/cron', (m: typeof ScheduleCron) => m.scheduleTasks),
  numbers: lazy('numbers/tasks', (m: typeof NumbersTasks) => m.numberTasks),
} as const

type Loaded = Awaited<ReturnType<(typeof modules)[keyof typeof modules]>>
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** Every module's table at once: the names and exact types of all tasks. */
export type Tasks = Intersection<Loaded>
export type TaskName = keyof Tasks

/** Every task module's table, each loaded on this thread (to check the whole table). */
export const taskModules: ReadonlyArray<() => Promise<Table>> = [...new Set(Object.values(modules))]

/** The function that runs a task, its module loaded first; an unknown name is refused. */
export async function loadTask(name: string): Promise<(arg: unknown) => unknown> {
  const key = Object.hasOwn(modules, name) ? name : name.split('.', 1)[0]!
  const load: (() => Promise<Table>) | undefined = Object.hasOwn(modules, key) ? modules[key as keyof typeof modules] : undefined
  const table = await load?.()
  const fn = table && Object.hasOwn(table, name) ? table[name] : undefined
  if (typeof fn !== 'function') throw new Error(`unknown worker task "${name}"`)
  return fn as (arg: unknown) => unknown
}

/** The task modules this thread has loaded so far, by their path under src/lib/. */
export function loadedTaskModules(): string[] {
  return [...loaded]
}

// The task table, typed, for every caller of a TaskRunner (src/core/tasks.ts).
declare module '../core/tasks.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the table is the whole declaration
  interface TaskTable extends Tasks {}
}
