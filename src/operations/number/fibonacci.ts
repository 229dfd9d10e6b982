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
    count: z.number().int().min(1).max(MAX_TERMS).apply(described, {
      en: 'Number of terms listed',
      es: 'Número de términos listados',
      de: 'Anzahl der aufgelisteten Glieder',
      fr: 'Nombre de termes listés',
      'pt-br': 'Número de termos listados',
      'zh-cn': '列出的项数',
    }),
    sequence: z.array(z.string()).apply(described, {
      en: 'The terms F(0) to F(count - 1), exactly, in decimal digits',
      es: 'Los términos de F(0) a F(count - 1), exactos, en dígitos decimales',
      de: 'Die Glieder F(0) bis F(count - 1), exakt, in Dezimalziffern',
      fr: 'Les termes F(0) à F(count - 1), exacts, en chiffres décimaux',
      'pt-br': 'Os termos de F(0) a F(count - 1), exatos, em dígitos decimais',
      'zh-cn': '从 F(0) 到 F(count - 1) 的各项精确值，以十进制数字表示',
    }),
    last: z.string().apply(described, {
      en: 'The last term, F(count - 1)',
      es: 'El último término, F(count - 1)',
      de: 'Das letzte Glied, F(count - 1)',
      fr: 'Le dernier terme, F(count - 1)',
      'pt-br': 'O último termo, F(count - 1)',
      'zh-cn': '最后一项，即 F(count - 1)',
    }),
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
  de: {
    summary: 'Listet die ersten n Fibonacci-Zahlen exakt auf, für n von 1 bis 1000',
    description: 'Die Folge beginnt mit F(0) = 0, F(1) = 1, und jedes Glied ist die Summe der beiden vorherigen: 0, 1, 1, 2, 3, 5, 8, ... value gibt an, wie viele Glieder aufgelistet werden; das letzte ist also F(value - 1). Die Glieder sind Zeichenfolgen aus Dezimalziffern, exakt in jeder Größe (F(999) hat 209 Ziffern). Das Ergebnis enthält die Anzahl, die Folge und das letzte Glied.',
    params: {
      value: 'Anzahl der aufzulistenden Glieder, 1 bis 1000',
    },
  },
  fr: {
    summary: 'Liste exactement les n premiers nombres de Fibonacci, pour n de 1 à 1000',
    description: 'La suite commence par F(0) = 0, F(1) = 1, et chaque terme est la somme des deux précédents\u00a0: 0, 1, 1, 2, 3, 5, 8, ... value indique combien de termes lister\u00a0; le dernier est donc F(value - 1). Les termes sont des chaînes de chiffres décimaux, exactes quelle que soit leur taille (F(999) compte 209 chiffres). Le résultat donne le nombre de termes, la suite et le dernier terme.',
    params: {
      value: 'Nombre de termes à lister, de 1 à 1000',
    },
  },
  'pt-br': {
    summary: 'Lista os primeiros n números de Fibonacci de forma exata, para n de 1 a 1000',
    description: 'A sequência começa com F(0) = 0, F(1) = 1, e cada termo é a soma dos dois anteriores: 0, 1, 1, 2, 3, 5, 8, ... value é a quantidade de termos listados, então o último é F(value - 1). Os termos são cadeias de dígitos decimais, exatas em qualquer tamanho (F(999) tem 209 dígitos). O resultado traz a contagem, a sequência e o último termo.',
    params: {
      value: 'Quantos termos listar, de 1 a 1000',
    },
  },
  'zh-cn': {
    summary: '精确列出前 n 个斐波那契数，n 取 1 到 1000',
    description: '数列从 F(0) = 0、F(1) = 1 开始，每一项都是前两项之和：0, 1, 1, 2, 3, 5, 8, ... value 是要列出的项数，因此最后一项是 F(value - 1)。各项为十进制数字字符串，无论多大都是精确值（F(999) 有 209 位）。结果给出项数、数列和最后一项。',
    params: {
      value: '要列出的项数，1 到 1000',
    },
  },
})
