import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { factorial } from '../../lib/numbers/bigint.ts'
import { same } from '../../i18n/same.ts'

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
    value: z.number().int().min(0).max(MAX_FACTORIAL).apply(described, { en: 'n', es: 'n', de: same('n'), fr: same('n'), 'pt-br': same('n'), 'zh-cn': same('n') }),
    result: z.string().apply(described, {
      en: 'n! exactly, in decimal digits',
      es: 'n! exacto, en dígitos decimales',
      de: 'n! exakt, in Dezimalziffern',
      fr: 'n! exact, en chiffres décimaux',
      'pt-br': 'n! exato, em dígitos decimais',
      'zh-cn': 'n! 的精确值，以十进制数字表示',
    }),
    number: z.number().apply(described, {
      en: 'n! as a JSON number: exact up to 22!, the nearest double beyond',
      es: 'n! como número JSON: exacto hasta 22!, el double más cercano a partir de ahí',
      de: 'n! als JSON-Zahl: exakt bis 22!, darüber das nächstgelegene Double',
      fr: 'n! sous forme de nombre JSON\u00a0: exact jusqu\'à 22!, le double le plus proche au-delà',
      'pt-br': 'n! como número JSON: exato até 22!, o double mais próximo a partir daí',
      'zh-cn': 'n! 的 JSON 数字形式：22! 及以下为精确值，更大时为最接近的 double',
    }),
    digits: z.number().int().min(1).apply(described, {
      en: 'Number of decimal digits of n!',
      es: 'Número de dígitos decimales de n!',
      de: 'Anzahl der Dezimalziffern von n!',
      fr: 'Nombre de chiffres décimaux de n!',
      'pt-br': 'Número de dígitos decimais de n!',
      'zh-cn': 'n! 的十进制位数',
    }),
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
  de: {
    summary: 'Berechnet n! exakt für n von 0 bis 170',
    description: 'n! = 1 × 2 × ... × n, und 0! = 1. Das Ergebnis enthält den exakten Wert als Zeichenfolge aus Dezimalziffern, die nächstgelegene Zahl doppelter Genauigkeit (das größte n, dessen Fakultät ein Double aufnehmen kann, ist 170) und die Anzahl der Ziffern.',
    params: {
      value: 'n, eine ganze Zahl von 0 bis 170',
    },
  },
  fr: {
    summary: 'Calcule n! exactement pour n de 0 à 170',
    description: 'n! = 1 × 2 × ... × n, et 0! = 1. Le résultat donne la valeur exacte sous forme de chaîne de chiffres décimaux, le nombre à double précision le plus proche (le plus grand n dont la factorielle tient dans un double est 170) et le nombre de chiffres.',
    params: {
      value: 'n, un nombre entier de 0 à 170',
    },
  },
  'pt-br': {
    summary: 'Calcula n! de forma exata para n de 0 a 170',
    description: 'n! = 1 × 2 × ... × n, e 0! = 1. O resultado traz o valor exato como uma cadeia de dígitos decimais, o número de precisão dupla mais próximo (o maior n cujo fatorial cabe em um double é 170) e o número de dígitos.',
    params: {
      value: 'n, um número inteiro de 0 a 170',
    },
  },
  'zh-cn': {
    summary: '精确计算 n!，n 取 0 到 170',
    description: 'n! = 1 × 2 × ... × n，且 0! = 1。结果给出以十进制数字字符串表示的精确值、最接近的双精度数（double 能容纳其阶乘的最大 n 为 170）以及位数。',
    params: {
      value: 'n，0 到 170 之间的整数',
    },
  },
})
