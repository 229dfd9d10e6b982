import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'

const SYMBOLS: readonly [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
]
// Strict standard form: no IIII, no VV, no IC; so every accepted numeral has one value.
const STRICT = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/

export function toRoman(n: number): string {
  let out = ''
  for (const [value, symbol] of SYMBOLS) {
    while (n >= value) {
      out += symbol
      n -= value
    }
  }
  return out
}

export function fromRoman(numeral: string): number {
  const upper = numeral.trim().toUpperCase()
  if (upper === '' || !STRICT.test(upper)) throw new OperationError('INVALID_ROMAN', { value: numeral })
  let total = 0
  let rest = upper
  for (const [value, symbol] of SYMBOLS) {
    while (rest.startsWith(symbol)) {
      total += value
      rest = rest.slice(symbol.length)
    }
  }
  return total
}

export default defineOperation({
  category: 'number',
  name: 'roman',
  input: 'query',
  summary: 'Convert between Arabic numbers and Roman numerals',
  description: 'Numbers 1 to 3999 in standard subtractive form. Reading a numeral is strict: forms such as IIII, VX or IC are refused rather than guessed. The mode is inferred when omitted: digits convert to Roman, letters from Roman.',
  params: z.object({
    value: z.string().max(32).describe('A whole number from 1 to 3999, or a Roman numeral such as MCMXCIV'),
    mode: z.enum(['to-roman', 'from-roman']).optional().describe('to-roman (default for digits) or from-roman (default for letters)'),
  }),
  result: z.object({
    roman: z.string().apply(described, { en: 'The Roman numeral, in upper case', es: 'El número romano, en mayúsculas' }),
    number: z.number().int().min(1).max(3999).apply(described, { en: 'Its value', es: 'Su valor' }),
  }),
  examples: [
    { params: { value: '1994' }, result: { roman: 'MCMXCIV', number: 1994 } },
    { params: { value: 'MMXXVI', mode: 'from-roman' }, result: { roman: 'MMXXVI', number: 2026 } },
  ],
  run: ({ value, mode }) => {
    const trimmed = value.trim()
    if (trimmed === '') throw new OperationError('PARAM_REQUIRED', { param: 'value' })
    const toRomanMode = mode ? mode === 'to-roman' : /^[+-]?\d/.test(trimmed)
    if (!toRomanMode) {
      const number = fromRoman(trimmed)
      return { roman: trimmed.toUpperCase(), number }
    }
    if (!/^\d+$/.test(trimmed)) throw new OperationError('ROMAN_RANGE', { value })
    const number = Number(trimmed)
    if (number < 1 || number > 3999) throw new OperationError('ROMAN_RANGE', { value })
    return { roman: toRoman(number), number }
  },
  es: {
    summary: 'Convierte entre números arábigos y números romanos',
    description: 'Números del 1 al 3999 en la forma sustractiva estándar. La lectura de un número romano es estricta: formas como IIII, VX o IC se rechazan en lugar de adivinarse. Si se omite mode, se deduce: los dígitos se convierten a romano y las letras desde romano.',
    params: {
      value: 'Un número entero de 1 a 3999, o un número romano como MCMXCIV',
      mode: 'to-roman (por defecto para dígitos) o from-roman (por defecto para letras)',
    },
  },
})
