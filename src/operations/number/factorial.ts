import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { factorial } from '../../lib/numbers/bigint.ts'

/** 170! is the largest factorial a double can hold (171! overflows to Infinity). */
export const MAX_FACTORIAL = 170

export default defineOperation({
  category: 'number',
  name: 'factorial',
  input: 'query',
  summary: 'Compute n! exactly for n from 0 to 170',
  description: 'n! = 1 × 2 × ... × n, and 0! = 1. The result gives the exact value as a string of decimal digits, '
    + 'the nearest double-precision number (the largest n whose factorial a double can hold is 170) and the number of digits.',
  params: z.object({
    value: z.number().int().min(0).max(MAX_FACTORIAL).describe('n, a whole number from 0 to 170'),
  }),
  result: z.object({
    value: z.number().int().min(0).max(MAX_FACTORIAL).apply(described, { en: 'n', es: 'n' }),
    result: z.string().apply(described, { en: 'n! exactly, in decimal digits', es: 'n! exacto, en dígitos decimales' }),
    number: z.number().apply(described, { en: 'n! as a JSON number: exact up to 22!, the nearest double beyond', es: 'n! como número JSON: exacto hasta 22!, el double más cercano a partir de ahí' }),
    digits: z.number().int().min(1).apply(described, { en: 'Number of decimal digits of n!', es: 'Número de dígitos decimales de n!' }),
  }),
  chain: { gives: 'result.result' },
  examples: [
    { params: { value: 5 }, result: { value: 5, result: '120', number: 120, digits: 3 } },
    { params: { value: 20 }, result: { value: 20, result: '2432902008176640000', number: 2432902008176640000, digits: 19 } },
    { params: { value: 25 }, result: { result: '15511210043330985984000000', digits: 26 } },
  ],
  run: ({ value }) => {
    const n = value === 0 ? 0 : value // no -0 in the result
    const exact = factorial(n).toString()
    return { value: n, result: exact, number: Number(exact), digits: exact.length }
  },
  es: {
    summary: 'Calcula n! de forma exacta para n de 0 a 170',
    description: 'n! = 1 × 2 × ... × n, y 0! = 1. El resultado da el valor exacto como una cadena de dígitos decimales, el número de doble precisión más cercano (el mayor n cuyo factorial cabe en un double es 170) y el número de dígitos.',
    params: {
      value: 'n, un número entero de 0 a 170',
    },
  },
})
