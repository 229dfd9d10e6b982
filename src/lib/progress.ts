/**
 * How long work running in a worker thread tells how far it got (pages rendered of a PDF): the
 * thread sets a reporter for the task it runs, and the work calls reportProgress as it goes. One
 * task runs in a thread at a time, so one reporter is enough.
 */
let reporter: ((done: number) => void) | undefined

/** Sets (or, with undefined, clears) where the running task's progress goes. */
export function setProgressReporter(next: ((done: number) => void) | undefined): void {
  reporter = next
}

/** Tells how much of the running task is done, 0 to 1; nothing when nobody listens. */
export function reportProgress(done: number): void {
  reporter?.(done)
}
