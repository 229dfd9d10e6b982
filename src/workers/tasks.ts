/**
 * Every function that may run in a worker thread, by name. A task takes one structured-clonable
 * argument and returns a structured-clonable value; it may throw OperationError.
 */
import * as bigint from '../lib/numbers/bigint.ts'
import { dataTasks } from '../lib/data/tasks.ts'
import { markdownTasks } from '../lib/text/markdown.ts'
import { passwordTasks } from '../lib/crypto/password.ts'
import { kdfTasks } from '../lib/crypto/kdf.ts'
import { regexTasks } from '../lib/text/regex.ts'
import { textTasks } from '../lib/text/tasks.ts'
import { imageTasks } from '../lib/image/tasks.ts'
import { pdfPageTasks } from '../lib/pdf/page-tasks.ts'
import { pdfMakeTasks } from '../lib/pdf/make-tasks.ts'
import { pdfRenderTasks } from '../lib/pdf/render-tasks.ts'
import { officeTasks } from '../lib/office/tasks.ts'
import { formatTasks } from '../lib/formats/tasks.ts'
import { scheduleTasks } from '../lib/schedule/cron.ts'
import { numberTasks } from '../lib/numbers/tasks.ts'

export const tasks = {
  'bigint.convertBase': bigint.convertBase,
  'bigint.gcdLcm': bigint.gcdLcm,
  'bigint.isPrime': bigint.isPrime,
  ...passwordTasks,
  ...kdfTasks,
  ...regexTasks,
  ...markdownTasks,
  ...dataTasks,
  ...textTasks,
  ...imageTasks,
  ...pdfPageTasks,
  ...pdfMakeTasks,
  ...pdfRenderTasks,
  ...officeTasks,
  ...formatTasks,
  ...scheduleTasks,
  ...numberTasks,
} as const

export type Tasks = typeof tasks
export type TaskName = keyof Tasks

// The task table, typed, for every caller of a TaskRunner (src/core/tasks.ts).
declare module '../core/tasks.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the table is the whole declaration
  interface TaskTable extends Tasks {}
}
