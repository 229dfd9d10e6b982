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
    a: z.string().apply(described, {
      en: 'The first number read, in canonical form (a minus sign when negative, no leading zeros or separators)',
      es: 'El primer número leído, en forma canónica (con signo menos si es negativo, sin ceros a la izquierda ni separadores)',
      de: 'Die erste gelesene Zahl in kanonischer Form (mit Minuszeichen, wenn negativ, ohne führende Nullen oder Trennzeichen)',
      fr: 'Le premier nombre lu, sous forme canonique (signe moins s\'il est négatif, sans zéros non significatifs ni séparateurs)',
      'pt-br': 'O primeiro número lido, em forma canônica (com sinal de menos se for negativo, sem zeros à esquerda nem separadores)',
      'zh-cn': '读取的第一个数，规范形式（负数带减号，不含前导零和分隔符）',
    }),
    b: z.string().apply(described, {
      en: 'The second number read, in canonical form',
      es: 'El segundo número leído, en forma canónica',
      de: 'Die zweite gelesene Zahl in kanonischer Form',
      fr: 'Le second nombre lu, sous forme canonique',
      'pt-br': 'O segundo número lido, em forma canônica',
      'zh-cn': '读取的第二个数，规范形式',
    }),
    gcd: z.string().apply(described, {
      en: 'Greatest common divisor, never negative; 0 when both are 0',
      es: 'Máximo común divisor, nunca negativo; 0 cuando ambos son 0',
      de: 'Größter gemeinsamer Teiler, nie negativ; 0, wenn beide 0 sind',
      fr: 'Plus grand commun diviseur, jamais négatif\u00a0; 0 lorsque les deux sont 0',
      'pt-br': 'Máximo divisor comum, nunca negativo; 0 quando ambos são 0',
      'zh-cn': '最大公约数，不会为负；两者都为 0 时为 0',
    }),
    lcm: z.string().apply(described, {
      en: 'Least common multiple, never negative; 0 when either is 0',
      es: 'Mínimo común múltiplo, nunca negativo; 0 cuando alguno de los dos es 0',
      de: 'Kleinstes gemeinsames Vielfaches, nie negativ; 0, wenn eine der Zahlen 0 ist',
      fr: 'Plus petit commun multiple, jamais négatif\u00a0; 0 lorsque l\'un des deux est 0',
      'pt-br': 'Mínimo múltiplo comum, nunca negativo; 0 quando qualquer um dos dois é 0',
      'zh-cn': '最小公倍数，不会为负；任一数为 0 时为 0',
    }),
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
  de: {
    summary: 'Größter gemeinsamer Teiler und kleinstes gemeinsames Vielfaches zweier ganzer Zahlen',
    description: 'Exakt für ganze Zahlen mit jeweils bis zu 1000 Ziffern, positiv oder negativ (Unterstriche dürfen Ziffern trennen). Beide Ergebnisse sind nie negativ; per Konvention ist ggT(0, 0) = 0, und das kgV ist 0, wenn eine der Zahlen 0 ist. Die Ergebnisse sind Zeichenfolgen aus Dezimalziffern.',
    params: {
      a: 'Erste ganze Zahl, bis zu 1000 Ziffern, etwa 12 oder -18',
      b: 'Zweite ganze Zahl, bis zu 1000 Ziffern',
    },
  },
  fr: {
    summary: 'Plus grand commun diviseur et plus petit commun multiple de deux nombres entiers',
    description: 'Exact pour des nombres entiers comptant jusqu\'à 1000 chiffres chacun, positifs ou négatifs (des traits de soulignement peuvent séparer les chiffres). Aucun des deux résultats n\'est négatif\u00a0; par convention PGCD(0, 0) = 0, et le PPCM vaut 0 lorsque l\'un des nombres est 0. Les résultats sont des chaînes de chiffres décimaux.',
    params: {
      a: 'Premier nombre entier, jusqu\'à 1000 chiffres, par exemple 12 ou -18',
      b: 'Second nombre entier, jusqu\'à 1000 chiffres',
    },
  },
  'pt-br': {
    summary: 'Máximo divisor comum e mínimo múltiplo comum de dois números inteiros',
    description: 'Exato para números inteiros de até 1000 dígitos cada, positivos ou negativos (sublinhados podem separar dígitos). Nenhum dos dois resultados é negativo; por convenção, MDC(0, 0) = 0, e o MMC é 0 quando qualquer um dos números é 0. Os resultados são cadeias de dígitos decimais.',
    params: {
      a: 'Primeiro número inteiro, de até 1000 dígitos, como 12 ou -18',
      b: 'Segundo número inteiro, de até 1000 dígitos',
    },
  },
  'zh-cn': {
    summary: '计算两个整数的最大公约数和最小公倍数',
    description: '对正负整数均精确计算，每个数最多 1,000 位（数字之间可用下划线分隔）。两个结果都不会为负；按照惯例，gcd(0, 0) = 0，任一数为 0 时最小公倍数为 0。结果为十进制数字字符串。',
    params: {
      a: '第一个整数，最多 1,000 位，例如 12 或 -18',
      b: '第二个整数，最多 1,000 位',
    },
  },
})
