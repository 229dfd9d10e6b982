import { z } from 'zod'
import { customAlphabet, urlAlphabet } from 'nanoid'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

/** Different characters an alphabet may have: nanoid draws one random byte per character, so at most 256. */
const ALPHABET = { min: 2, max: 256 } as const
const SIZE = { min: 2, max: 255, default: 21 } as const

/** The alphabet's characters (code points), refused when it repeats one, holds a control character or has too few or many. */
export function readAlphabet(alphabet: string): string[] {
  const chars = [...alphabet]
  const seen = new Set<string>()
  for (const [i, char] of chars.entries()) {
    if (/\p{Cc}/u.test(char)) {
      throw new OperationError('NANOID_ALPHABET_CONTROL', { code: `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, position: i + 1 })
    }
    if (seen.has(char)) throw new OperationError('NANOID_ALPHABET_DUPLICATE', { char: JSON.stringify(char), position: i + 1 })
    seen.add(char)
  }
  if (chars.length < ALPHABET.min || chars.length > ALPHABET.max) {
    throw new OperationError('NANOID_ALPHABET_SIZE', { count: chars.length, min: ALPHABET.min, max: ALPHABET.max })
  }
  return chars
}

export default defineOperation({
  category: 'generate',
  name: 'nanoid',
  input: 'query',
  summary: 'Generate Nano IDs: short random URL-safe identifiers, optionally from your own alphabet',
  description: 'Random identifiers made with the nanoid library from a cryptographically secure source. '
    + 'By default 21 characters of the URL-safe alphabet A-Z a-z 0-9 _ - (64 characters, so 126 random bits, about as unlikely to collide as a version 4 UUID). '
    + 'alphabet sets your own characters: 2 to 256 different ones, each once, no control characters (any Unicode letter or symbol counts as one character). '
    + 'Every character of the alphabet is equally likely: random bytes are masked to the next power of two and those that fall past the alphabet are '
    + 'drawn again (rejection), never taken modulo its length, which would favour the first characters. '
    + 'Shorter ids or smaller alphabets collide sooner: with n ids of s characters from an alphabet of a characters, '
    + 'the chance of a repeat is about n² / (2 × aˢ).',
  params: z.object({
    size: z.number().int().min(SIZE.min).max(SIZE.max).default(SIZE.default).describe(`Characters per ID, ${SIZE.min} to ${SIZE.max}; default ${SIZE.default}`),
    alphabet: z.string().min(1).max(1024).default(urlAlphabet).describe('The characters to draw from, 2 to 256 different ones, each once; default the 64 URL-safe characters A-Z a-z 0-9 _ -'),
    count: z.number().int().min(1).max(100).default(1).describe('How many IDs to generate, 1 to 100; default 1'),
  }),
  result: z.object({
    ids: z.array(z.string()).apply(described, { en: 'The IDs', es: 'Los identificadores' }),
    size: z.number().int().apply(described, { en: 'Characters per ID', es: 'Caracteres por identificador' }),
    alphabet_size: z.number().int().apply(described, { en: 'Different characters in the alphabet', es: 'Caracteres distintos del alfabeto' }),
    bits: z.number().apply(described, { en: 'Random bits per ID: size × log2(alphabet_size), one decimal', es: 'Bits aleatorios por identificador: size × log2(alphabet_size), con un decimal' }),
  }),
  chain: { gives: 'result.ids' },
  examples: [
    { title: 'one Nano ID of 21 URL-safe characters', params: {}, result: { size: 21, alphabet_size: 64, bits: 126 } },
    { title: 'five 8-digit numeric codes', params: { size: 8, alphabet: '0123456789', count: 5 }, result: { size: 8, alphabet_size: 10, bits: 26.6 } },
  ],
  run: ({ size, alphabet, count }) => {
    const chars = readAlphabet(alphabet)
    // nanoid counts UTF-16 units, so it draws from stand-ins (one BMP unit per character, U+0100 on),
    // each mapped back to its character: letters outside the BMP stay whole, and the draw stays uniform.
    const standIns = chars.map((_, i) => String.fromCharCode(0x100 + i)).join('')
    const next = customAlphabet(standIns, size)
    const ids = Array.from({ length: count }, () => [...next()].map((u) => chars[u.charCodeAt(0) - 0x100]!).join(''))
    return { ids, size, alphabet_size: chars.length, bits: Math.round(size * Math.log2(chars.length) * 10) / 10 }
  },
  es: {
    summary: 'Genera Nano ID: identificadores aleatorios cortos y seguros para URL, opcionalmente con su propio alfabeto',
    description: 'Identificadores aleatorios generados con la biblioteca nanoid a partir de una fuente criptográficamente segura. '
      + 'Por defecto, 21 caracteres del alfabeto seguro para URL A-Z a-z 0-9 _ - (64 caracteres, es decir, 126 bits aleatorios, con una probabilidad de colisión parecida a la de un UUID versión 4). '
      + 'alphabet fija sus propios caracteres: de 2 a 256 distintos, cada uno una vez, sin caracteres de control (cualquier letra o símbolo Unicode cuenta como un carácter). '
      + 'Todos los caracteres del alfabeto son igual de probables: los bytes aleatorios se enmascaran a la siguiente potencia de dos y los que caen fuera del alfabeto '
      + 'se vuelven a sortear (rechazo), nunca se toman módulo su longitud, lo que favorecería a los primeros caracteres. '
      + 'Los identificadores más cortos o los alfabetos más pequeños colisionan antes: con n identificadores de s caracteres de un alfabeto de a caracteres, '
      + 'la probabilidad de una repetición es de aproximadamente n² / (2 × aˢ).',
    params: {
      size: `Caracteres por identificador, de ${SIZE.min} a ${SIZE.max}; por defecto ${SIZE.default}`,
      alphabet: 'Los caracteres que se sortean, de 2 a 256 distintos, cada uno una vez; por defecto los 64 caracteres seguros para URL A-Z a-z 0-9 _ -',
      count: 'Cuántos identificadores se generan, de 1 a 100; por defecto 1',
    },
  },
})
