/**
 * Arithmetic the price, percentage and tax calculators share, on top of the conventions in calc.ts:
 * percentages of amounts, figures free of binary artefacts, and cent figures that add up.
 */
import type { z } from 'zod'
import { money } from '../calc/calc.ts'

/**
 * A calcParam number made optional with a default, keeping its description (zod's .default() wraps
 * the schema, and the wrapper would otherwise carry no description of its own).
 */
export function withDefault(schema: z.ZodNumber, value: number) {
  return schema.default(value).describe(schema.description ?? '')
}

/** p % of an amount, at full precision (rounding is left to the result). */
export const percentOf = (amount: number, pct: number): number => amount * pct / 100

/**
 * A computed figure that is not money, as a decimal calculator shows it: 15 significant digits,
 * which drops the binary noise of one or two operations (0.1 + 0.2 → 0.3, 19.99 × 3 → 59.97).
 */
export function decimal(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value === 0 ? 0 : value // 0 rather than -0
  return Number(value.toPrecision(15))
}

/** a − b on cent figures, exact to the cent (100 − 83.33 = 16.67, not 16.670000000000002). */
export const centsDifference = (a: number, b: number): number => money(money(a) - money(b))

/** a + b on cent figures, exact to the cent. */
export const centsSum = (a: number, b: number): number => money(money(a) + money(b))

/**
 * Rounds up to the next cent, ignoring binary noise (19.99 stays 19.99 even though 19.99 × 100 is
 * 1998.9999999999998 in binary). For amounts that must not fall short: shares of a bill, a charge
 * that has to cover a fee.
 */
export function ceilCents(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e13) return value
  return Math.ceil(Number((value * 100).toPrecision(15))) / 100 + 0 // + 0 turns -0 into 0
}
