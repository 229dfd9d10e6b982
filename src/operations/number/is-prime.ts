import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { PRIME_CERTAINTIES, PRIME_MAX_DIGITS, normalizeInteger } from '../../lib/numbers/bigint.ts'

export default defineOperation({
  category: 'number',
  name: 'is-prime',
  input: 'query',
  summary: 'Tell whether a whole number is prime, for numbers of up to 1,000 digits',
  description: 'value is a whole number from 0 up, of up to 1,000 digits (negative numbers are refused; 0 and 1 are not prime). '
    + 'Below 3.317 × 10^24 (which covers every 64-bit number) the answer is proven: trial division, then Miller-Rabin '
    + 'with the bases 2 to 41, which no composite below that bound passes. Above it, the Baillie-PSW test '
    + '(Miller-Rabin base 2 and a strong Lucas test) is used: no composite is known to pass it, but "prime" is then '
    + 'reported with certainty "probable". A "not prime" answer is always certain. smallest_factor is the smallest prime '
    + 'factor when it is at most 100,000 (otherwise null); next_prime is the smallest prime greater than value, given for '
    + 'values below 10^24 (otherwise null).',
  params: z.object({
    value: z.string().max(2 * PRIME_MAX_DIGITS).describe('Whole number from 0 up, up to 1,000 digits, such as 97'),
  }),
  result: z.object({
    value: z.string().apply(described, { en: 'The number tested, in canonical form (no leading zeros or separators)', es: 'El número probado, en forma canónica (sin ceros a la izquierda ni separadores)' }),
    is_prime: z.boolean().apply(described, { en: 'Whether it is prime', es: 'Si es primo' }),
    certainty: z.enum(PRIME_CERTAINTIES).apply(described, { en: 'deterministic: proven (every composite verdict, every prime verdict below 3.317e24); probable: passed the Baillie-PSW test', es: 'deterministic: demostrado (todo veredicto de compuesto, y todo veredicto de primo por debajo de 3.317e24); probable: superó la prueba de Baillie-PSW' }),
    smallest_factor: z.string().nullable().apply(described, { en: 'Smallest prime factor when the number is composite and has one of at most 100,000; otherwise null', es: 'Menor factor primo cuando el número es compuesto y tiene uno de como máximo 100 000; en otro caso null' }),
    next_prime: z.string().nullable().apply(described, { en: 'Smallest prime greater than the number, for numbers below 10^24; otherwise null', es: 'Menor primo mayor que el número, para números por debajo de 10^24; en otro caso null' }),
  }),
  chain: { gives: 'result.is_prime' },
  examples: [
    { params: { value: '97' }, result: { value: '97', is_prime: true, certainty: 'deterministic', smallest_factor: null, next_prime: '101' } },
    { title: 'a Carmichael number', params: { value: '561' }, result: { is_prime: false, certainty: 'deterministic', smallest_factor: '3', next_prime: '563' } },
    { title: 'largest prime below 2^64', params: { value: '18446744073709551557' }, result: { is_prime: true, certainty: 'deterministic', next_prime: '18446744073709551629' } },
  ],
  run: async ({ value }, ctx) => {
    const n = normalizeInteger(value, { param: 'value', maxDigits: PRIME_MAX_DIGITS, allowNegative: false })
    const report = await ctx.compute.run('bigint.isPrime', { value: n })
    return { value: n, ...report }
  },
  es: {
    summary: 'Indica si un número entero es primo, para números de hasta 1000 dígitos',
    description: 'value es un número entero desde 0, de hasta 1000 dígitos (se rechazan los negativos; 0 y 1 no son primos). Por debajo de 3.317 × 10^24 (lo que abarca todos los números de 64 bits) la respuesta está demostrada: división por tanteo y luego Miller-Rabin con las bases de 2 a 41, que ningún compuesto por debajo de esa cota supera. Por encima se usa la prueba de Baillie-PSW (Miller-Rabin en base 2 y una prueba fuerte de Lucas): no se conoce ningún compuesto que la supere, pero "primo" se indica entonces con certeza "probable". Una respuesta "no primo" es siempre segura. smallest_factor es el menor factor primo cuando es como máximo 100 000 (en otro caso null); next_prime es el menor primo mayor que value, que se da para valores por debajo de 10^24 (en otro caso null).',
    params: {
      value: 'Número entero desde 0, de hasta 1000 dígitos, como 97',
    },
  },
})
