import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { hexToBytes } from '../../lib/data/bytes.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'hex',
  input: 'json',
  summary: 'Encode text as hexadecimal bytes or decode hex back to text',
  description: 'Encoding writes the UTF-8 bytes of the text as lowercase hex digits with no separators (é is c3a9). '
    + 'Decoding accepts upper or lower case, with optional whitespace or colons between bytes and an optional 0x prefix '
    + 'on each group (48 69, 48:69, 0x4869); every group must hold whole bytes. The decoded bytes must be valid UTF-8. '
    + 'The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or hex digits to decode'),
    mode: encodeMode('hex digits'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hi é' }, result: { mode: 'encode', output: '486920c3a9', bytes: 5 } },
    { title: 'decode with separators', params: { text: '48:65:6C:6C:6F 21', mode: 'decode' }, result: { mode: 'decode', output: 'Hello!', bytes: 6 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: bytes.toString('hex'), bytes: bytes.length }
    }
    const bytes = hexToBytes(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto como bytes hexadecimales o decodifica hexadecimal a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto como dígitos hexadecimales en minúsculas sin separadores (é es c3a9). Al decodificar se aceptan mayúsculas o minúsculas, con espacios en blanco o dos puntos opcionales entre bytes y un prefijo 0x opcional en cada grupo (48 69, 48:69, 0x4869); cada grupo debe contener bytes completos. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos hexadecimales que se decodifican',
      mode: 'encode (por defecto) convierte el texto en dígitos hexadecimales; decode convierte los dígitos hexadecimales de nuevo en texto',
    },
  },
})
