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
    roman: z.string().apply(described, {
      en: 'The Roman numeral, in upper case',
      es: 'El número romano, en mayúsculas',
      de: 'Die römische Zahl in Großbuchstaben',
      fr: 'Le nombre romain, en majuscules',
      'pt-br': 'O número romano, em maiúsculas',
      'zh-cn': '罗马数字，大写',
    }),
    number: z.number().int().min(1).max(3999).apply(described, { en: 'Its value', es: 'Su valor', de: 'Ihr Wert', fr: 'Sa valeur', 'pt-br': 'O valor dele', 'zh-cn': '其数值' }),
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
  de: {
    summary: 'Wandelt zwischen arabischen und römischen Zahlen um',
    description: 'Zahlen von 1 bis 3999 in der üblichen Subtraktionsschreibweise. Römische Zahlen werden streng gelesen: Formen wie IIII, VX oder IC werden abgelehnt statt erraten. Fehlt mode, wird er abgeleitet: Ziffern werden in römische Zahlen umgewandelt, Buchstaben aus römischen Zahlen.',
    params: {
      value: 'Eine ganze Zahl von 1 bis 3999 oder eine römische Zahl wie MCMXCIV',
      mode: 'to-roman (Standard bei Ziffern) oder from-roman (Standard bei Buchstaben)',
    },
  },
  fr: {
    summary: 'Convertit entre chiffres arabes et chiffres romains',
    description: 'Nombres de 1 à 3999 dans la forme soustractive standard. La lecture d\'un nombre romain est stricte\u00a0: des formes comme IIII, VX ou IC sont refusées plutôt que devinées. Si mode est omis, il est déduit\u00a0: les chiffres sont convertis en chiffres romains, les lettres depuis les chiffres romains.',
    params: {
      value: 'Un nombre entier de 1 à 3999, ou un nombre romain comme MCMXCIV',
      mode: 'to-roman (par défaut pour des chiffres) ou from-roman (par défaut pour des lettres)',
    },
  },
  'pt-br': {
    summary: 'Converte entre números arábicos e algarismos romanos',
    description: 'Números de 1 a 3999 na forma subtrativa padrão. A leitura de um número romano é rigorosa: formas como IIII, VX ou IC são recusadas em vez de adivinhadas. Quando mode é omitido, ele é deduzido: dígitos são convertidos para romanos, e letras, de romanos.',
    params: {
      value: 'Um número inteiro de 1 a 3999 ou um número romano como MCMXCIV',
      mode: 'to-roman (padrão para dígitos) ou from-roman (padrão para letras)',
    },
  },
  'zh-cn': {
    summary: '在阿拉伯数字和罗马数字之间转换',
    description: '支持 1 到 3999 的数，采用标准的减法记法。罗马数字的读取很严格：IIII、VX 或 IC 等写法会被拒绝，而不会去猜测其含义。省略 mode 时会自动推断：数字转换为罗马数字，字母从罗马数字转换。',
    params: {
      value: '1 到 3999 之间的整数，或罗马数字，例如 MCMXCIV',
      mode: 'to-roman（数字的默认值）或 from-roman（字母的默认值）',
    },
  },
})
