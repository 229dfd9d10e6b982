import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { fibonacci } from '../../lib/numbers/bigint.ts'

export const MAX_TERMS = 1000

export default defineOperation({
  category: 'number',
  name: 'fibonacci',
  input: 'query',
  summary: 'List the first n Fibonacci numbers exactly, for n from 1 to 1000',
  description: 'The sequence starts F(0) = 0, F(1) = 1, and each term is the sum of the two before it: 0, 1, 1, 2, 3, 5, 8, ... '
    + 'value is how many terms to list, so the last one is F(value - 1). Terms are strings of decimal digits, exact at any size '
    + '(F(999) has 209 digits). The result gives the count, the sequence and the last term.',
  params: z.object({
    value: z.number().int().min(1).max(MAX_TERMS).describe('How many terms to list, 1 to 1000'),
  }),
  result: z.object({
    count: z.number().int().min(1).max(MAX_TERMS).apply(described, { en: 'Number of terms listed', es: 'Número de términos listados' }),
    sequence: z.array(z.string()).apply(described, { en: 'The terms F(0) to F(count - 1), exactly, in decimal digits', es: 'Los términos de F(0) a F(count - 1), exactos, en dígitos decimales' }),
    last: z.string().apply(described, { en: 'The last term, F(count - 1)', es: 'El último término, F(count - 1)' }),
  }),
  chain: { gives: 'result.sequence' },
  examples: [
    { params: { value: 10 }, result: { count: 10, sequence: ['0', '1', '1', '2', '3', '5', '8', '13', '21', '34'], last: '34' } },
    { title: 'F(100) is the 101st term', params: { value: 101 }, result: { count: 101, last: '354224848179261915075' } },
  ],
  run: ({ value }) => {
    const sequence = fibonacci(value).map(String)
    return { count: value, sequence, last: sequence[sequence.length - 1]! }
  },
  es: {
    summary: 'Lista los primeros n números de Fibonacci de forma exacta, para n de 1 a 1000',
    description: 'La sucesión empieza con F(0) = 0, F(1) = 1, y cada término es la suma de los dos anteriores: 0, 1, 1, 2, 3, 5, 8, ... value es cuántos términos se listan, así que el último es F(value - 1). Los términos son cadenas de dígitos decimales, exactas a cualquier tamaño (F(999) tiene 209 dígitos). El resultado da el recuento, la sucesión y el último término.',
    params: {
      value: 'Cuántos términos se listan, de 1 a 1000',
    },
  },
})
