import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

const ZERO = 0x30
const SPACE = 0x20

/** Each byte as 8 ASCII binary digits, bytes separated by one space (built in a buffer: outputs reach megabytes). */
export function bytesToBits(bytes: Uint8Array): string {
  if (bytes.length === 0) return ''
  const out = Buffer.allocUnsafe(bytes.length * 9 - 1)
  let at = 0
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0) out[at++] = SPACE
    const byte = bytes[i]!
    for (let bit = 7; bit >= 0; bit--) out[at++] = ZERO + ((byte >> bit) & 1)
  }
  return out.toString('latin1')
}

/**
 * Bits to bytes. Either groups separated by whitespace, each exactly 8 bits, or one continuous
 * run whose length is a multiple of 8. Anything else is refused rather than re-grouped.
 */
export function bitsToBytes(text: string): Uint8Array {
  const bad = text.search(/[^01\s]/)
  if (bad >= 0) throw new OperationError('BINARY_INVALID_CHAR', locate(text, bad))
  const groups = [...text.matchAll(/[01]+/g)]
  if (groups.length > 1) {
    const wrong = groups.find((g) => g[0].length !== 8)
    if (wrong) {
      throw new OperationError('BINARY_GROUP_LENGTH', { position: locate(text, wrong.index).position, count: wrong[0].length })
    }
  }
  const bits = groups.length === 1 ? groups[0]![0] : groups.map((g) => g[0]).join('')
  if (bits.length % 8 !== 0) throw new OperationError('BINARY_LENGTH', { count: bits.length })
  const bytes = new Uint8Array(bits.length / 8)
  for (let i = 0; i < bits.length; i++) bytes[i >> 3] = (bytes[i >> 3]! << 1) | (bits.charCodeAt(i) - ZERO)
  return bytes
}

export default defineOperation({
  category: 'encode',
  name: 'binary',
  input: 'json',
  summary: 'Encode text as 8-bit binary groups or decode binary back to text',
  description: 'Encoding writes each UTF-8 byte of the text as 8 binary digits, bytes separated by single spaces '
    + '(Hi is 01001000 01101001; é takes two bytes). Decoding accepts 8-bit groups separated by any whitespace, '
    + 'or one continuous string of 0s and 1s whose length is a multiple of 8; the bytes must be valid UTF-8. '
    + 'The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or binary digits to decode'),
    mode: encodeMode('space-separated 8-bit groups'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hi' }, result: { mode: 'encode', output: '01001000 01101001', bytes: 2 } },
    { title: 'decode a continuous string', params: { text: '0100100001101001', mode: 'decode' }, result: { mode: 'decode', output: 'Hi', bytes: 2 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: bytesToBits(bytes), bytes: bytes.length }
    }
    const bytes = bitsToBytes(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto como grupos binarios de 8 bits o decodifica binario a texto',
    description: 'Al codificar se escribe cada byte UTF-8 del texto como 8 dígitos binarios, con los bytes separados por un espacio (Hi es 01001000 01101001; é ocupa dos bytes). Al decodificar se aceptan grupos de 8 bits separados por cualquier espacio en blanco, o una única cadena continua de 0 y 1 cuya longitud sea múltiplo de 8; los bytes deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos binarios que se decodifican',
      mode: 'encode (por defecto) convierte el texto en grupos de 8 bits separados por espacios; decode convierte esos grupos de nuevo en texto',
    },
  },
})
