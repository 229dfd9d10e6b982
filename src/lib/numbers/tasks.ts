/** The number tasks that run in the worker pool. */
import { evaluateExpression } from './evaluate.ts'

export const numberTasks = {
  'numbers.evaluate': evaluateExpression,
} as const
