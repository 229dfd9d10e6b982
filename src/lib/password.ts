/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const passwordTasks = {} as const
