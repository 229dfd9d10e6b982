/**
 * The engine that hands jobs out: the embedded one (the records are the queue) or BullMQ on
 * Redis for several instances and workers. Either can be told not to run jobs here (JOBS_RUN=false):
 * it still takes jobs in and cancels them.
 */
import type { JobDispatch } from './service.ts'

export interface JobEngine {
  /** Starts running jobs in this process (unless JOBS_RUN=false), after recovering lost ones. */
  start(): Promise<void>
  dispatch: JobDispatch
  /** Stops taking jobs; the ones running here are left to be run again. */
  close(): Promise<void>
}

export interface EngineOptions {
  /** Whether this process runs jobs (JOBS_RUN). */
  run: boolean
  /** Jobs run at once in this process (JOB_CONCURRENCY). */
  concurrency: number
  /** How soon a job of a lost runner is run again (JOB_STALLED_MS). */
  stalledMs: number
  /** How often expired outputs are deleted. */
  sweepMs: number
  now: () => number
  log: { error(object: unknown, message: string): void }
}
