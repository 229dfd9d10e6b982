import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base45Decode, base45Encode } from '../../lib/encoding/base45.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'base45',
  input: 'json',
  summary: 'Encode text as RFC 9285 Base45 or decode Base45 back to text',
  description: 'Encoding writes every 2 UTF-8 bytes of the text as 3 characters of the RFC 9285 alphabet (0-9, A-Z, space and $ % * + - . / :), '
    + 'least significant first, and a last single byte as 2 characters; it is the form QR codes store compactly (EU health certificates use it). '
    + 'Decoding is strict as the RFC asks: only those 45 characters (upper case letters; a space is a character, not a separator), '
    + 'a length that does not leave 1 when divided by 3, and no group worth more than its bytes hold (65535 for 3 characters, 255 for 2). '
    + 'The decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or Base45 to decode'),
    mode: encodeMode('Base45'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 9285 section 4.3)', params: { text: 'Hello!!' }, result: { mode: 'encode', output: '%69 VD92EX0', bytes: 7 } },
    { title: 'decode (RFC 9285 section 4.4)', params: { text: 'QED8WEX0', mode: 'decode' }, result: { mode: 'decode', output: 'ietf!', bytes: 5 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base45Encode(bytes), bytes: bytes.length }
    }
    const bytes = base45Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base45 del RFC 9285 o decodifica Base45 a texto',
    description: 'Al codificar se escriben cada 2 bytes UTF-8 del texto como 3 caracteres del alfabeto del RFC 9285 (0-9, A-Z, el espacio y $ % * + - . / :), el menos significativo primero, y un último byte suelto como 2 caracteres; es la forma que los códigos QR guardan de manera compacta (la usan los certificados sanitarios de la UE). La decodificación es estricta, como pide el RFC: solo esos 45 caracteres (letras mayúsculas; el espacio es un carácter, no un separador), una longitud que al dividirse entre 3 no deje resto 1 y ningún grupo que valga más de lo que caben en sus bytes (65535 para 3 caracteres, 255 para 2). Los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o Base45 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base45; decode convierte Base45 de nuevo en texto',
    },
  },
})
