import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_BASE, MIN_BASE, parseRadix } from '../../lib/numbers/bigint.ts'

/** Longest value accepted, in characters: 10,000 base-36 digits is about 51,700 bits. */
export const MAX_VALUE_LENGTH = 10_000

const base = (what: string) => z.number().int().min(MIN_BASE).max(MAX_BASE).describe(what)

export default defineOperation({
  category: 'number',
  name: 'base-convert',
  input: 'query',
  summary: 'Convert a whole number between any two bases from 2 to 36',
  description: 'Exact for whole numbers of any size up to 10,000 characters. Digits above 9 are the letters A-Z '
    + '(A = 10 ... Z = 35); input letters may be in either case, output letters are upper case. '
    + 'The value may have a leading + or - sign and surrounding whitespace; underscores may separate digits (1111_0000); '
    + 'the prefixes 0b, 0o and 0x are accepted when they match the base the value is read in (2, 8, 16). '
    + 'Fractions are not converted. A digit that does not belong to the base is refused, naming the digit and its position. '
    + 'The result gives the value read (without prefix, separators or leading zeros), the converted value and its decimal form.',
  params: z.object({
    value: z.string().max(MAX_VALUE_LENGTH).describe('Whole number written in base `from`, such as FF or -1010_1010'),
    from: base('Base the value is written in, 2 to 36'),
    to: base('Base to write the result in, 2 to 36'),
  }),
  result: z.object({
    value: z.string().apply(described, { en: 'The value read, in canonical form: sign, upper-case digits, no prefix, separators or leading zeros', es: 'El valor leído, en forma canónica: signo, dígitos en mayúsculas, sin prefijo, separadores ni ceros a la izquierda' }),
    from: z.number().int().min(MIN_BASE).max(MAX_BASE).apply(described, { en: 'Base the value is written in', es: 'Base en la que está escrito el valor' }),
    to: z.number().int().min(MIN_BASE).max(MAX_BASE).apply(described, { en: 'Base of result', es: 'Base en la que está escrito result' }),
    result: z.string().apply(described, { en: 'The value written in base to, upper case', es: 'El valor escrito en la base to, en mayúsculas' }),
    decimal: z.string().apply(described, { en: 'The value in base 10', es: 'El valor en base 10' }),
  }),
  chain: { gives: 'result.result' },
  examples: [
    { title: 'decimal to hexadecimal', params: { value: '255', from: 10, to: 16 }, result: { value: '255', from: 10, to: 16, result: 'FF', decimal: '255' } },
    { title: 'hexadecimal to binary', params: { value: '0xff', from: 16, to: 2 }, result: { value: 'FF', result: '11111111', decimal: '255' } },
    { title: 'base 36', params: { value: '-zz', from: 36, to: 10 }, result: { value: '-ZZ', result: '-1295', decimal: '-1295' } },
  ],
  run: async ({ value, from, to }, ctx) => {
    // Validate here so bad input gets its 422 at once, even when the worker pool is busy.
    const parsed = parseRadix(value, from)
    const sign = parsed.negative ? '-' : ''
    const converted = await ctx.compute.run('bigint.convertBase', { value: sign + parsed.digits, from, to })
    return { value: converted.value, from, to, result: converted.result, decimal: converted.decimal }
  },
  es: {
    summary: 'Convierte un número entero entre dos bases cualesquiera de 2 a 36',
    description: 'Exacto para números enteros de cualquier tamaño, hasta 10 000 caracteres. Los dígitos mayores que 9 son las letras A-Z (A = 10 ... Z = 35); las letras de entrada pueden ir en mayúsculas o minúsculas, y las de salida van en mayúsculas. El valor puede llevar un signo + o - inicial y espacios en blanco alrededor; los guiones bajos pueden separar dígitos (1111_0000); se aceptan los prefijos 0b, 0o y 0x cuando corresponden a la base en que se lee el valor (2, 8, 16). Las fracciones no se convierten. Un dígito que no pertenece a la base se rechaza, indicando el dígito y su posición. El resultado da el valor leído (sin prefijo, separadores ni ceros a la izquierda), el valor convertido y su forma decimal.',
    params: {
      value: 'Número entero escrito en la base `from`, como FF o -1010_1010',
      from: 'Base en la que está escrito el valor, de 2 a 36',
      to: 'Base en la que se escribe el resultado, de 2 a 36',
    },
  },
})
