/**
 * Descriptive statistics for the number-list calculators, and the rounding of figures that
 * have no natural number of decimals.
 */
import { z } from 'zod'
import { impossible } from './calc.ts'

/** Most numbers one list may hold. */
export const MAX_LIST_COUNT = 10_000
/** Most characters a list may have: 10,000 numbers of up to 24 characters plus separators. */
export const MAX_LIST_LENGTH = 250_000

/** Figures such as a mean or a root are reported to this many significant digits. */
export const SIGNIFICANT_DIGITS = 12

/**
 * Rounds to significant digits, which removes binary noise (0.1 + 0.2 gives 0.3, not
 * 0.30000000000000004) whatever the scale of the figure. Never returns -0.
 */
export function roundSignificant(value: number, digits = SIGNIFICANT_DIGITS): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value
  return Number(value.toPrecision(digits))
}

/** A list parameter: numbers separated by commas and/or white space. */
export function numberListParam(description: string) {
  return z.string().max(MAX_LIST_LENGTH).describe(
    `${description}: numbers separated by commas and/or spaces, such as "1, 2.5, -3" or "1 2.5 -3" `
    + `(a decimal point, not a comma; at most ${MAX_LIST_COUNT.toLocaleString('en-US')} numbers)`,
  )
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
const SEPARATORS = /[\s,]+/

/** Shortens an item for an error message. */
function preview(item: string): string {
  return item.length > 30 ? `${item.slice(0, 30)}…` : item
}

/**
 * Reads a list of numbers. Separators at the start or the end, or repeated, are ignored.
 * Refuses an empty list, an item that is not a plain decimal number (named with its position),
 * a number too large for a double, and more than MAX_LIST_COUNT numbers.
 */
export function parseNumberList(text: string, param: string): number[] {
  const items = text.trim() === '' ? [] : text.trim().split(SEPARATORS).filter((item) => item !== '')
  if (items.length === 0) {
    if (text.trim() === '') impossible('PARAM_REQUIRED', { param })
    impossible('STATS_NO_NUMBERS', { param })
  }
  if (items.length > MAX_LIST_COUNT) impossible('STATS_TOO_MANY', { param, count: items.length, max: MAX_LIST_COUNT })
  return items.map((item, i) => {
    if (!NUMBER.test(item)) impossible('STATS_NOT_A_NUMBER', { param, position: i + 1, item: preview(item) })
    const value = Number(item)
    if (!Number.isFinite(value)) impossible('STATS_NUMBER_TOO_LARGE', { param, position: i + 1, item: preview(item) })
    return value === 0 ? 0 : value
  })
}

/** Sum with Neumaier's compensation, so that 1e16 + 1 − 1e16 gives 1. Infinity on overflow. */
export function sum(values: readonly number[]): number {
  let total = 0
  let compensation = 0
  for (const x of values) {
    const t = total + x
    compensation += Math.abs(total) >= Math.abs(x) ? (total - t) + x : (x - t) + total
    total = t
  }
  return total + compensation
}

/**
 * The mean, refined once by the mean of the deviations from it, so that rounding in the division
 * does not leave a tiny spurious spread: the mean of 0.1, 0.1, 0.1 is 0.1, not 0.10000000000000002.
 * NaN when the deviations themselves overflow (values spanning more than the double range).
 */
export function mean(values: readonly number[]): number {
  const n = values.length
  let rough = sum(values) / n
  // A sum beyond the largest double: average the shares instead (the mean of 1e308 and 1e308).
  if (!Number.isFinite(rough)) rough = sum(values.map((x) => x / n))
  if (!Number.isFinite(rough)) return rough
  return rough + sum(values.map((x) => x - rough)) / n
}

/** The middle value of the sorted list, or the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : sorted[mid - 1]! / 2 + sorted[mid]! / 2
}

/**
 * The most frequent values, ascending, and how often each occurs. When no value occurs more
 * than once there is no mode: modes is empty and count is 1.
 */
export function modes(values: readonly number[]): { modes: number[]; count: number } {
  const counts = new Map<number, number>()
  for (const x of values) counts.set(x, (counts.get(x) ?? 0) + 1)
  const top = Math.max(...counts.values())
  if (top < 2) return { modes: [], count: 1 }
  return { modes: [...counts].filter(([, n]) => n === top).map(([x]) => x).sort((a, b) => a - b), count: top }
}

export function minimum(values: readonly number[]): number {
  return values.reduce((a, b) => (b < a ? b : a))
}

export function maximum(values: readonly number[]): number {
  return values.reduce((a, b) => (b > a ? b : a))
}

/**
 * Sum of squared deviations from the mean, divided by scale², by the corrected two-pass algorithm
 * (Chan, Golub and LeVeque, 1983): Σd² − (Σd)² / n with d = (x − mean) / scale. The two-pass form
 * stays exact for values such as 1000000.1, 1000000.2, 1000000.3 where the one-pass
 * Σx² − (Σx)²/n loses every digit; the scale (the largest deviation) keeps the squares of
 * deviations such as 1e200 or 1e-200 from overflowing or vanishing.
 */
function scaledSquaredDeviations(values: readonly number[], m: number): { ss: number; scale: number } {
  const raw = values.map((x) => x - m)
  const scale = raw.reduce((top, d) => Math.max(top, Math.abs(d)), 0)
  if (scale === 0 || !Number.isFinite(scale)) return { ss: scale === 0 ? 0 : Number.NaN, scale }
  const deviations = raw.map((d) => d / scale)
  const squares = sum(deviations.map((d) => d * d))
  const drift = sum(deviations)
  return { ss: Math.max(0, squares - (drift * drift) / values.length), scale }
}

export interface Dispersion {
  mean: number
  /** Infinity when the variance is beyond the largest double (the deviation may still fit). */
  populationVariance: number
  sampleVariance: number
  populationSd: number
  sampleSd: number
}

/**
 * Population (divides by n) and sample (divides by n − 1) variance and standard deviation, n ≥ 2.
 * NaN throughout when the values span more than the double range (a deviation overflows).
 */
export function dispersion(values: readonly number[]): Dispersion {
  const n = values.length
  if (n < 2) throw new RangeError('dispersion needs at least two values')
  const m = mean(values)
  const { ss, scale } = Number.isFinite(m) ? scaledSquaredDeviations(values, m) : { ss: Number.NaN, scale: Number.NaN }
  const sd = (divisor: number) => (scale === 0 ? 0 : Math.sqrt(ss / divisor) * scale)
  const variance = (divisor: number) => (scale === 0 ? 0 : (ss / divisor) * scale * scale)
  return {
    mean: m,
    populationVariance: variance(n),
    sampleVariance: variance(n - 1),
    populationSd: sd(n),
    sampleSd: sd(n - 1),
  }
}
