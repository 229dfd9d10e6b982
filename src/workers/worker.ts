import type { MessagePort } from 'node:worker_threads'
import { ApiError, type ErrorCode } from '../core/errors.ts'
import { tasks, type TaskName } from './tasks.ts'

export interface TaskMessage {
  task: TaskName
  arg: unknown
  /** Told when the task starts, so its time budget does not include waiting for a thread. */
  started: MessagePort
}

export type TaskOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; code: ErrorCode; vars: Record<string, string | number> }

// Errors lose their class crossing the thread boundary, so caller-facing ones travel as data.
export default async function runTask({ task, arg, started }: TaskMessage): Promise<TaskOutcome> {
  const fn = tasks[task] as (arg: unknown) => unknown
  started.postMessage(null)
  started.close()
  try {
    return { ok: true, value: await fn(arg) }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, code: error.code, vars: { ...error.vars } }
    throw error
  }
}
