/**
 * Every function that may run in a worker thread, by name. A task takes one structured-clonable
 * argument and returns a structured-clonable value; it may throw OperationError.
 */
import * as bigint from '../lib/bigint.ts'
import { dataTasks } from '../lib/data-tasks.ts'
import { markdownTasks } from '../lib/markdown.ts'
import { passwordTasks } from '../lib/password.ts'
import { regexTasks } from '../lib/regex.ts'
import { textTasks } from '../lib/text-tasks.ts'
import { imageTasks } from '../lib/image-tasks.ts'

export const tasks = {
  'bigint.convertBase': bigint.convertBase,
  'bigint.gcdLcm': bigint.gcdLcm,
  'bigint.isPrime': bigint.isPrime,
  ...passwordTasks,
  ...regexTasks,
  ...markdownTasks,
  ...dataTasks,
  ...textTasks,
  ...imageTasks,
} as const

export type Tasks = typeof tasks
export type TaskName = keyof Tasks
