import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { randomIntegerBetween } from '../../lib/crypto/random.ts'

const LIMIT = Number.MAX_SAFE_INTEGER
export const MAX_COUNT = 1000
export const MAX_DECIMALS = 10

/**
 * A bound as a whole number of steps of 10^-decimals: 2.5 with 1 decimal is 25. 422 when it has
 * more decimals than that, or is too large to count in such steps exactly.
 */
function toSteps(param: 'min' | 'max', value: number, decimals: number): number {
  const scaled = value * 10 ** decimals
  const steps = Math.round(scaled)
  // 0.29 × 100 is 28.999999999999996 in binary: within rounding noise it is 29 steps.
  if (Math.abs(scaled - steps) > 1e-9 * Math.max(1, Math.abs(scaled))) {
    throw new OperationError(decimals === 0 ? 'RANDOM_NOT_WHOLE' : 'RANDOM_TOO_MANY_DECIMALS', { param, value, decimals })
  }
  if (!Number.isSafeInteger(steps)) {
    throw new OperationError('RANDOM_TOO_LARGE_FOR_DECIMALS', { param, value, decimals, limit: Math.floor(LIMIT / 10 ** decimals) })
  }
  return steps + 0 // + 0 turns -0 into 0
}

const bound = (fallback: number, role: string) => z.number().min(-LIMIT).max(LIMIT).default(fallback)
  .describe(`${role} (inclusive); default ${fallback}. A whole number unless decimals is set, then at most that many decimal places`)

export default defineOperation({
  category: 'generate',
  name: 'random-number',
  input: 'query',
  summary: 'Generate random numbers in a range, uniformly and securely',
  description: 'Draws count numbers from min to max, both included, independently (repeats are possible), '
    + 'from a cryptographically secure source with every value equally likely: no modulo bias and no floating-point rounding. '
    + `Whole numbers by default, for any range between ±${LIMIT} (2^53 - 1): crypto.randomInt below 2^48 values, `
    + 'rejection sampling on random bits beyond. '
    + 'With decimals d, the numbers are drawn uniformly from the grid of steps of 10^-d between min and max '
    + '(decimals=2 on 0..1 gives one of 0, 0.01, …, 1), so min and max may have up to d decimal places. min greater than max is refused.',
  params: z.object({
    min: bound(1, 'Lowest possible value'),
    max: bound(100, 'Highest possible value'),
    count: z.number().int().min(1).max(MAX_COUNT).default(1).describe(`How many numbers, 1 to ${MAX_COUNT}; default 1`),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).default(0)
      .describe(`Decimal places of the numbers, 0 (whole numbers, default) to ${MAX_DECIMALS}`),
  }),
  result: z.object({
    numbers: z.array(z.number()).apply(described, { en: 'The random numbers, each between min and max inclusive, with at most decimals decimal places', es: 'Los números aleatorios, cada uno entre min y max inclusive, con decimals decimales como máximo' }),
    min: z.number().apply(described, { en: 'Lowest possible value, as sent', es: 'Valor más bajo posible, tal como se envió' }),
    max: z.number().apply(described, { en: 'Highest possible value, as sent', es: 'Valor más alto posible, tal como se envió' }),
    count: z.number().int().min(1).max(MAX_COUNT).apply(described, { en: 'How many numbers were drawn', es: 'Cuántos números se generaron' }),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).apply(described, { en: 'Decimal places of the numbers', es: 'Decimales de los números' }),
  }),
  chain: { gives: 'result.numbers' },
  examples: [
    { title: 'a number from 1 to 100', params: {} },
    { title: 'five dice rolls', params: { min: 1, max: 6, count: 5 } },
    { title: 'three prices between 0.50 and 20 with cents', params: { min: 0.5, max: 20, count: 3, decimals: 2 } },
  ],
  run: ({ min, max, count, decimals }) => {
    const lo = toSteps('min', min, decimals)
    const hi = toSteps('max', max, decimals)
    if (lo > hi) throw new OperationError('RANDOM_MIN_ABOVE_MAX', { min, max })
    const unit = 10 ** decimals
    const numbers = Array.from({ length: count }, () => randomIntegerBetween(lo, hi) / unit)
    return { numbers, min, max, count, decimals }
  },
  es: {
    summary: 'Genera números aleatorios en un intervalo, de forma uniforme y segura',
    description: `Extrae count números de min a max, ambos incluidos, de forma independiente (puede haber repeticiones), de una fuente criptográficamente segura con todos los valores igual de probables: sin sesgo de módulo ni redondeo de coma flotante. Números enteros por defecto, para cualquier intervalo entre ±${LIMIT} (2^53 - 1): crypto.randomInt por debajo de 2^48 valores y muestreo por rechazo sobre bits aleatorios por encima. Con decimals d, los números se extraen de forma uniforme de la rejilla de pasos de 10^-d entre min y max (decimals=2 en 0..1 da uno de 0, 0.01, …, 1), así que min y max pueden tener hasta d decimales. Se rechaza un min mayor que max.`,
    params: {
      min: 'Valor más bajo posible (incluido); por defecto 1. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      max: 'Valor más alto posible (incluido); por defecto 100. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      count: `Cuántos números, de 1 a ${MAX_COUNT}; por defecto 1`,
      decimals: `Decimales de los números, de 0 (números enteros, por defecto) a ${MAX_DECIMALS}`,
    },
  },
})
