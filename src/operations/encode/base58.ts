import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { ApiError } from '../../core/errors.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { BASE58_MAX_BYTES, base58Decode, base58Encode } from '../../lib/encoding/base58.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

// Base58 of n bytes is at most n · log(256)/log(58) + 1 characters; decoding is capped to match.
const MAX_CHARS = Math.ceil(BASE58_MAX_BYTES * 1.3658) + 1

export default defineOperation({
  category: 'encode',
  name: 'base58',
  input: 'json',
  summary: 'Encode text as Base58 (Bitcoin alphabet) or decode Base58 back to text',
  description: 'Encoding reads the UTF-8 bytes of the text as one big number and writes it in base 58 with the Bitcoin alphabet '
    + '(123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: no 0, O, I or l); each leading zero byte is written as 1. '
    + 'Decoding ignores spaces and line breaks around the text and refuses any character outside the alphabet, naming it; the decoded bytes must be valid UTF-8. '
    + `The conversion takes time in proportion to the square of the length, so the text may hold at most ${BASE58_MAX_BYTES} bytes to encode `
    + `or ${MAX_CHARS} characters to decode (413 TEXT_TOO_LARGE beyond). No checksum is added or checked (that is Base58Check).`,
  params: z.object({
    text: textParam('Text to encode, or Base58 to decode'),
    mode: encodeMode('Base58'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hello World!' }, result: { mode: 'encode', output: '2NEpo7TZRRrLZSi2U', bytes: 12 } },
    { title: 'decode', params: { text: '2NEpo7TZRRrLZSi2U', mode: 'decode' }, result: { mode: 'decode', output: 'Hello World!', bytes: 12 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      if (bytes.length > BASE58_MAX_BYTES) throw new ApiError('TEXT_TOO_LARGE', { size: bytes.length, limit: BASE58_MAX_BYTES })
      return { mode, output: base58Encode(bytes), bytes: bytes.length }
    }
    const size = Buffer.byteLength(text, 'utf8')
    if (size > MAX_CHARS) throw new ApiError('TEXT_TOO_LARGE', { size, limit: MAX_CHARS })
    const bytes = base58Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base58 (alfabeto de Bitcoin) o decodifica Base58 a texto',
    description: `Al codificar se leen los bytes UTF-8 del texto como un único número grande y se escribe en base 58 con el alfabeto de Bitcoin (123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: sin 0, O, I ni l); cada byte cero inicial se escribe como 1. Al decodificar se ignoran los espacios y saltos de línea alrededor del texto y se rechaza cualquier carácter fuera del alfabeto, indicándolo; los bytes decodificados deben ser UTF-8 válido. La conversión tarda en proporción al cuadrado de la longitud, así que el texto admite como máximo ${BASE58_MAX_BYTES} bytes para codificar o ${MAX_CHARS} caracteres para decodificar (413 TEXT_TOO_LARGE si se supera). No se añade ni se comprueba ninguna suma de verificación (eso es Base58Check).`,
    params: {
      text: 'Texto que se codifica, o Base58 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base58; decode convierte Base58 de nuevo en texto',
    },
  },
})
