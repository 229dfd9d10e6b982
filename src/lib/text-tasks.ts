/** Worker-thread tasks of the text operations, by name (see src/workers/tasks.ts). */
export const textTasks = {} as const
