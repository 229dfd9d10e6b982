import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { qpDecode, qpEncode } from '../../lib/encoding/quoted-printable.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'quoted-printable',
  input: 'json',
  summary: 'Encode text as MIME quoted-printable (RFC 2045) or decode it back to text',
  description: 'Encoding follows RFC 2045 section 6.7 on the UTF-8 bytes of the text: printable ASCII except = stays as it is, every other byte is =XX '
    + '(upper case hex, so é is =C3=A9), a space or tab at the end of a line is encoded, a line holding only "." is written =2E, '
    + 'and lines longer than 76 characters are cut with soft line breaks (= at the end of the line), never inside an =XX. '
    + 'The text\'s line breaks are hard line breaks, written as line_break says (CRLF, the MIME canonical form, by default). '
    + 'Decoding reads =XX in either case, removes soft line breaks and the spaces and tabs that transports add at the ends of lines, keeps line breaks as they are, '
    + 'and refuses an = that starts neither an =XX nor a soft line break, naming its position. The decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or quoted-printable to decode'),
    mode: encodeMode('quoted-printable'),
    line_break: z.enum(['crlf', 'lf']).default('crlf')
      .describe('Line breaks of the encoded text, hard and soft: crlf (default, as RFC 2045 and mail use) or lf (as Python\'s quopri writes for LF text). Decoding reads both'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Café = 3 €' }, result: { mode: 'encode', output: 'Caf=C3=A9 =3D 3 =E2=82=AC', bytes: 13 } },
    { title: 'decode with a soft line break', params: { text: 'Gr=C3=BC=C3=9Fe aus M=\r\n=C3=BCnchen', mode: 'decode' }, result: { mode: 'decode', output: 'Grüße aus München', bytes: 20 } },
  ],
  run: ({ text, mode, line_break: lineBreak }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: qpEncode(bytes, lineBreak === 'crlf' ? '\r\n' : '\n'), bytes: bytes.length }
    }
    const bytes = qpDecode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en quoted-printable de MIME (RFC 2045) o lo decodifica a texto',
    description: 'La codificación sigue la sección 6.7 del RFC 2045 sobre los bytes UTF-8 del texto: el ASCII imprimible salvo = se mantiene tal cual, cualquier otro byte se escribe =XX (hexadecimal en mayúsculas, así que é es =C3=A9), un espacio o tabulador al final de una línea se codifica, una línea que solo contiene "." se escribe =2E y las líneas de más de 76 caracteres se cortan con saltos de línea suaves (= al final de la línea), nunca dentro de un =XX. Los saltos de línea del texto son saltos de línea duros, escritos como indique line_break (CRLF, la forma canónica de MIME, por defecto). Al decodificar se lee =XX en mayúsculas o minúsculas, se eliminan los saltos de línea suaves y los espacios y tabuladores que los sistemas de transporte añaden al final de las líneas, se conservan los saltos de línea tal como vienen y se rechaza, indicando su posición, un = que no empiece ni un =XX ni un salto de línea suave. Los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o quoted-printable que se decodifica',
      mode: 'encode (por defecto) convierte el texto en quoted-printable; decode convierte quoted-printable de nuevo en texto',
      line_break: 'Saltos de línea del texto codificado, duros y suaves: crlf (por defecto, como usan el RFC 2045 y el correo) o lf (como escribe quopri de Python para texto con LF). Al decodificar se leen ambos',
    },
  },
})
