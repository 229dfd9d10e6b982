import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

// RFC 4648 section 6: the base 32 alphabet, with = padding to a multiple of 8 characters.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const VALUE = new Map([...ALPHABET].flatMap((c, i) => [[c, i], [c.toLowerCase(), i]] as const))
// Characters left in the last 8-character block -> whether that length is possible (RFC 4648 section 6).
const VALID_TAIL = new Set([0, 2, 4, 5, 7])

const SYMBOLS = Buffer.from(ALPHABET, 'latin1')
const PAD = 0x3d // =

export function base32Encode(bytes: Uint8Array): string {
  // Built in a buffer: every 5 bytes become 8 characters, padded to whole blocks.
  const out = Buffer.alloc(Math.ceil(bytes.length / 5) * 8, PAD)
  let at = 0
  let buffer = 0
  let bits = 0
  for (let i = 0; i < bytes.length; i++) {
    buffer = ((buffer << 8) | bytes[i]!) & 0xfff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out[at++] = SYMBOLS[(buffer >> bits) & 31]!
    }
  }
  if (bits > 0) out[at] = SYMBOLS[(buffer << (5 - bits)) & 31]!
  return out.toString('latin1')
}

/**
 * Case-insensitive; whitespace anywhere is ignored; padding may be left out, but when present it
 * must fill the last block to 8 characters and nothing may follow it. Leftover bits of the last
 * character that do not make a whole byte are dropped, as RFC 4648 section 3.5 permits.
 */
export function base32Decode(text: string): Uint8Array {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  let chars = 0
  let padding = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\v') continue
    if (c === '=') { padding++; continue }
    const value = VALUE.get(c)
    if (value === undefined) throw new OperationError('BASE32_INVALID_CHAR', locate(text, i))
    if (padding > 0) throw new OperationError('BASE32_MISPLACED_PADDING', { position: locate(text, i).position })
    chars++
    buffer = ((buffer << 5) | value) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  if (!VALID_TAIL.has(chars % 8)) throw new OperationError('BASE32_LENGTH', { count: chars })
  if (padding > 0 && (chars % 8 === 0 || (chars + padding) % 8 !== 0)) throw new OperationError('BASE32_PADDING', { count: chars + padding })
  return Uint8Array.from(bytes)
}

export default defineOperation({
  category: 'encode',
  name: 'base32',
  input: 'json',
  summary: 'Encode text as RFC 4648 Base32 or decode Base32 back to text',
  description: 'Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 6 alphabet (A-Z, 2-7), padded with = to a multiple of 8 characters. '
    + 'Decoding is case-insensitive, ignores whitespace and accepts missing padding; padding that is present must be complete and come last. '
    + 'The decoded bytes must be valid UTF-8. The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or Base32 to decode'),
    mode: encodeMode('Base32'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 4648 test vector)', params: { text: 'foobar' }, result: { mode: 'encode', output: 'MZXW6YTBOI======', bytes: 6 } },
    { title: 'decode without padding, lower case', params: { text: 'mzxw6ytboi', mode: 'decode' }, result: { mode: 'decode', output: 'foobar', bytes: 6 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base32Encode(bytes), bytes: bytes.length }
    }
    const bytes = base32Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base32 del RFC 4648 o decodifica Base32 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 6 del RFC 4648 (A-Z, 2-7), rellenando con = hasta un múltiplo de 8 caracteres. La decodificación no distingue mayúsculas de minúsculas, ignora los espacios en blanco y acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base32 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base32; decode convierte Base32 de nuevo en texto',
    },
  },
})
