/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const regexTasks = {} as const
