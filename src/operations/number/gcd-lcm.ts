import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { GCD_MAX_DIGITS, normalizeInteger } from '../../lib/numbers/bigint.ts'

const integer = (what: string) => z.string().max(2 * GCD_MAX_DIGITS).describe(what)

export default defineOperation({
  category: 'number',
  name: 'gcd-lcm',
  input: 'query',
  summary: 'Greatest common divisor and least common multiple of two whole numbers',
  description: 'Exact for whole numbers of up to 1,000 digits each, positive or negative (underscores may separate digits). '
    + 'Both results are never negative; by convention gcd(0, 0) = 0, and the lcm is 0 when either number is 0. '
    + 'Results are strings of decimal digits.',
  params: z.object({
    a: integer('First whole number, up to 1,000 digits, such as 12 or -18'),
    b: integer('Second whole number, up to 1,000 digits'),
  }),
  result: z.object({
    a: z.string().apply(described, { en: 'The first number read, in canonical form (a minus sign when negative, no leading zeros or separators)', es: 'El primer número leído, en forma canónica (con signo menos si es negativo, sin ceros a la izquierda ni separadores)' }),
    b: z.string().apply(described, { en: 'The second number read, in canonical form', es: 'El segundo número leído, en forma canónica' }),
    gcd: z.string().apply(described, { en: 'Greatest common divisor, never negative; 0 when both are 0', es: 'Máximo común divisor, nunca negativo; 0 cuando ambos son 0' }),
    lcm: z.string().apply(described, { en: 'Least common multiple, never negative; 0 when either is 0', es: 'Mínimo común múltiplo, nunca negativo; 0 cuando alguno de los dos es 0' }),
  }),
  examples: [
    { params: { a: '12', b: '18' }, result: { a: '12', b: '18', gcd: '6', lcm: '36' } },
    { title: 'signs are ignored', params: { a: '-4', b: '6' }, result: { gcd: '2', lcm: '12' } },
    { title: 'zero', params: { a: '0', b: '0' }, result: { gcd: '0', lcm: '0' } },
  ],
  run: async ({ a, b }, ctx) => {
    const x = normalizeInteger(a, { param: 'a', maxDigits: GCD_MAX_DIGITS })
    const y = normalizeInteger(b, { param: 'b', maxDigits: GCD_MAX_DIGITS })
    const { gcd, lcm } = await ctx.compute.run('bigint.gcdLcm', { a: x, b: y })
    return { a: x, b: y, gcd, lcm }
  },
  es: {
    summary: 'Máximo común divisor y mínimo común múltiplo de dos números enteros',
    description: 'Exacto para números enteros de hasta 1000 dígitos cada uno, positivos o negativos (los guiones bajos pueden separar dígitos). Ninguno de los dos resultados es negativo; por convenio mcd(0, 0) = 0, y el mcm es 0 cuando alguno de los números es 0. Los resultados son cadenas de dígitos decimales.',
    params: {
      a: 'Primer número entero, de hasta 1000 dígitos, como 12 o -18',
      b: 'Segundo número entero, de hasta 1000 dígitos',
    },
  },
})
