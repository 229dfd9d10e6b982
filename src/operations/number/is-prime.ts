import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { PRIME_MAX_DIGITS, normalizeInteger } from '../../lib/numbers/bigint.ts'

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
})
