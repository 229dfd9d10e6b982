import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base64Decode, base64Encode } from '../../lib/data/bytes.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'base64',
  input: 'json',
  summary: 'Encode text as Base64 or decode Base64 back to text',
  description: 'Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 4 alphabet (A-Z, a-z, 0-9, + /) padded with = to a '
    + 'multiple of 4 characters; with url_safe=true it writes base64url (section 5: - and _ instead of + and /) without padding, as JWTs do. '
    + 'Decoding reads both alphabets whatever url_safe says, ignores whitespace and line breaks, and accepts missing padding; '
    + 'padding that is present must be complete and come last. The decoded bytes must be valid UTF-8 text. The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or Base64 to decode'),
    mode: encodeMode('Base64'),
    url_safe: z.boolean().default(false).describe('Encode with the base64url alphabet (- and _) and no = padding; default false. Decoding accepts both alphabets either way'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 4648 test vector)', params: { text: 'foobar' }, result: { mode: 'encode', output: 'Zm9vYmFy', bytes: 6 } },
    { title: 'encode URL-safe', params: { text: 'ok?>', url_safe: true }, result: { mode: 'encode', output: 'b2s_Pg', bytes: 4 } },
    { title: 'decode without padding', params: { text: 'Zm9vYg', mode: 'decode' }, result: { mode: 'decode', output: 'foob', bytes: 4 } },
  ],
  run: ({ text, mode, url_safe: urlSafe }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base64Encode(bytes, urlSafe), bytes: bytes.length }
    }
    const bytes = base64Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base64 o decodifica Base64 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 4 del RFC 4648 (A-Z, a-z, 0-9, + /), rellenando con = hasta un múltiplo de 4 caracteres; con url_safe=true se escribe base64url (sección 5: - y _ en lugar de + y /) sin relleno, como en los JWT. Al decodificar se leen ambos alfabetos diga lo que diga url_safe, se ignoran los espacios y saltos de línea y se acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser texto UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base64 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base64; decode convierte Base64 de nuevo en texto',
      url_safe: 'Codifica con el alfabeto base64url (- y _) y sin relleno =; por defecto false. Al decodificar se aceptan ambos alfabetos en cualquier caso',
    },
  },
})
