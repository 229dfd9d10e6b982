/** The number tasks that run in the worker pool. */
export const numberTasks = {} as const
