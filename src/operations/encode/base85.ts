import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base85Decode, base85Encode } from '../../lib/encoding/base85.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'base85',
  input: 'json',
  summary: 'Encode text as Base85 (Ascii85, Z85 or RFC 1924) or decode it back to text',
  description: 'Every 4 bytes of the UTF-8 text become 5 characters, most significant first. '
    + 'variant ascii85 (default) is Adobe Ascii85 (characters ! to u): an all-zero group is written z and a last group of n bytes as n + 1 characters; '
    + 'the output has no <~ ~> delimiters, and decoding takes the text with or without them. '
    + 'z85 is ZeroMQ Z85 (RFC 32): it encodes only a multiple of 4 bytes and decodes only a multiple of 5 characters. '
    + 'rfc1924 is the RFC 1924 alphabet (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) in 4-byte groups, with a short last group as in Ascii85: what git binary patches and Python\'s base64.b85encode write. '
    + 'Decoding ignores whitespace and refuses a character outside the variant\'s alphabet, a last group of one character or a group worth more than 2^32 - 1, naming its position; the decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or Base85 to decode'),
    mode: encodeMode('Base85'),
    variant: z.enum(['ascii85', 'z85', 'rfc1924']).default('ascii85')
      .describe('ascii85 (default): Adobe Ascii85; z85: ZeroMQ Z85 (multiples of 4 bytes only); rfc1924: the RFC 1924 alphabet as git and Python\'s b85encode use it'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'Ascii85', params: { text: 'Hello, World!' }, result: { mode: 'encode', output: '87cURD_*#4DfTZ)+T', bytes: 13 } },
    { title: 'Z85 (a multiple of 4 bytes)', params: { text: 'Hello, Z85!!', variant: 'z85' }, result: { mode: 'encode', output: 'nm=QNz.92mi5I<5', bytes: 12 } },
    { title: 'decode RFC 1924', params: { text: 'NM&qnZ!92JZ*pv8', mode: 'decode', variant: 'rfc1924' }, result: { mode: 'decode', output: 'Hello, World', bytes: 12 } },
  ],
  run: ({ text, mode, variant }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      if (variant === 'z85' && bytes.length % 4 !== 0) throw new OperationError('Z85_BYTES', { count: bytes.length, add: 4 - (bytes.length % 4) })
      return { mode, output: base85Encode(bytes, variant), bytes: bytes.length }
    }
    const bytes = base85Decode(text, variant)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base85 (Ascii85, Z85 o RFC 1924) o lo decodifica a texto',
    description: 'Cada 4 bytes del texto en UTF-8 se convierten en 5 caracteres, el más significativo primero. La variante ascii85 (por defecto) es el Ascii85 de Adobe (caracteres de ! a u): un grupo de ceros se escribe z y un último grupo de n bytes como n + 1 caracteres; la salida no lleva los delimitadores <~ ~>, y al decodificar se acepta el texto con ellos o sin ellos. z85 es el Z85 de ZeroMQ (RFC 32): solo codifica un múltiplo de 4 bytes y solo decodifica un múltiplo de 5 caracteres. rfc1924 es el alfabeto del RFC 1924 (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) en grupos de 4 bytes, con un último grupo corto como en Ascii85: lo que escriben los parches binarios de git y base64.b85encode de Python. Al decodificar se ignoran los espacios en blanco y se rechaza, indicando su posición, un carácter fuera del alfabeto de la variante, un último grupo de un solo carácter o un grupo que valga más de 2^32 - 1; los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o Base85 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base85; decode convierte Base85 de nuevo en texto',
      variant: 'ascii85 (por defecto): el Ascii85 de Adobe; z85: el Z85 de ZeroMQ (solo múltiplos de 4 bytes); rfc1924: el alfabeto del RFC 1924 tal como lo usan git y b85encode de Python',
    },
  },
})
