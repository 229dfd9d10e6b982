import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import type { Operation } from './operation.ts'

/**
 * Why a JSON result is not exactly what its operation declares, or undefined when it is: a value
 * the schema does not allow, or a field it does not name.
 */
export function resultDrift(op: Pick<Operation, 'path' | 'result'>, result: unknown): string | undefined {
  if (!op.result) return undefined
  const check = op.result.safeParse(result)
  // zod drops fields a schema does not name: a result that loses any in parsing has undeclared ones.
  if (check.success && isDeepStrictEqual(check.data, result)) return undefined
  return check.success
    ? `${op.path} answered fields its result schema does not declare: ${JSON.stringify(result).slice(0, 500)}`
    : `${op.path} answered a result its schema does not allow: ${z.prettifyError(check.error)}`
}

/** The result itself when it is exactly what `schema` declares; throws (a 500, in the tests) when not. */
export function checkedResult<R>(path: string, schema: z.ZodType, result: R): R {
  const drift = resultDrift({ path, result: schema }, result)
  if (drift !== undefined) throw new Error(drift)
  return result
}
