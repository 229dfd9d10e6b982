/**
 * Conventions every calculator shares: how numbers are read, rounded and reported.
 *
 * - Money figures are rounded to cents in the result (`money`), computed at full precision.
 * - Percentages are percent numbers (25 means 25 %), in fields named `..._percent`.
 * - Every result carries `inputs` (the values used, after defaults) and `formula` (the method).
 */
import { z } from 'zod'
import { OperationError, type OperationErrorCode } from '../../core/errors.ts'

/** Rounds half away from zero to `digits` decimals, without binary artefacts (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  // Beyond 1e15 a double has no fractional digits left to round (and exponent notation would break the trick).
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value
  const scale = 10 ** digits
  // toPrecision(15) drops the binary noise first: 1.005 × 100 is 100.49999999999999 in binary.
  const scaled = Number((Math.abs(value) * scale).toPrecision(15))
  const rounded = Math.round(scaled) / scale
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** A money figure as shown in results: two decimals. */
export const money = (value: number): number => roundTo(value, 2)

/** A percent figure as shown in results: at most four decimals. */
export const percent = (value: number): number => roundTo(value, 4)

/**
 * Parameter builders, so every calculator states units and limits the same way. In zod 4 a
 * description belongs to the schema it was set on: call .default() or .optional() after these and
 * the wrapper has none of its own (OpenAPI still shows the inner one).
 */
export const calcParam = {
  /** Any finite number (amounts may be negative where that has a meaning, such as a loss). */
  number: (description: string) => z.number().describe(description),
  /** A number above zero (prices, heights, periods that divide). */
  positive: (description: string) => z.number().positive().describe(description),
  /** A number of zero or more. */
  nonNegative: (description: string) => z.number().min(0).describe(description),
  /** A percentage, as a percent number: 7.5 means 7.5 %. */
  percent: (description: string, min = 0, max = 1000) => z.number().min(min).max(max).describe(`${description}, in percent (7.5 means 7.5 %)`),
}

/** Refuses an input that makes the formula meaningless, saying why (a 422 the caller can act on). */
export function impossible(code: OperationErrorCode, vars: Readonly<Record<string, string | number>> = {}): never {
  throw new OperationError(code, vars)
}

/** Refuses a result that is not a finite number (an overflow from extreme inputs); `what` is its field name. */
export function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new OperationError('CALC_OUT_OF_RANGE', { what })
  return value
}
