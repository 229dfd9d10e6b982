import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { HMAC_ALGORITHMS, hmacBytes } from '../../lib/crypto/digest.ts'
import { translate } from '../../i18n/index.ts'
import { BYTE_ENCODINGS, bytesOf, type ByteEncoding } from '../../lib/data/bytes.ts'

const encodingParam = (of: string) => z.enum(BYTE_ENCODINGS).default('utf8')
  .describe(`How ${of} is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)`)

/** The bytes a parameter stands for; a decoding error names the parameter and says what is wrong, in the caller's language. */
const hmacInput = (value: string, encoding: ByteEncoding, param: string, lang: string): Uint8Array =>
  bytesOf(value, encoding, param, 'HMAC_INPUT_ENCODING', (error) => translate(lang, error.code, error.vars))

export default defineOperation({
  category: 'dev',
  name: 'hmac',
  input: 'json',
  summary: 'HMAC of a message with a secret key (SHA-2, SHA-1 or MD5)',
  description: 'Computes the RFC 2104 HMAC of the message under the key and returns it in lowercase hex and in Base64. '
    + 'By default key and text are taken as text and their UTF-8 bytes are used, exactly as sent; to use binary keys or messages, '
    + 'write them in hex or Base64 and say so with key_encoding or text_encoding (hex may separate bytes with spaces or colons). '
    + 'An empty key is allowed, as HMAC defines it, but gives no secrecy.',
  params: z.object({
    text: textParam('Message to authenticate'),
    key: textParam('Secret key'),
    algo: z.enum(HMAC_ALGORITHMS).default('sha256').describe(`Hash function: ${HMAC_ALGORITHMS.join(', ')}; default sha256`),
    key_encoding: encodingParam('the key'),
    text_encoding: encodingParam('the message'),
  }),
  result: z.object({
    algorithm: z.enum(HMAC_ALGORITHMS).apply(described, { en: 'The hash function used', es: 'La función hash usada' }),
    hmac: z.string().regex(/^[0-9a-f]+$/).apply(described, { en: 'The HMAC in lowercase hexadecimal', es: 'El HMAC en hexadecimal en minúsculas' }),
    base64: z.string().apply(described, { en: 'The same HMAC in standard Base64, with = padding', es: 'El mismo HMAC en Base64 estándar, con relleno =' }),
  }),
  chain: { gives: 'result.hmac' },
  examples: [
    {
      title: 'HMAC-SHA256 (RFC 4231 test case 2)',
      params: { text: 'what do ya want for nothing?', key: 'Jefe' },
      result: { algorithm: 'sha256', hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
    },
    {
      title: 'binary key given in hex (RFC 2202 HMAC-SHA1 test case 1)',
      params: { text: 'Hi There', key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', key_encoding: 'hex', algo: 'sha1' },
      result: { algorithm: 'sha1', hmac: 'b617318655057264e28bc0b6fb378c8ef146be00' },
    },
  ],
  run: ({ text, key, algo, key_encoding: keyEncoding, text_encoding: textEncoding }, ctx) => {
    const keyBytes = hmacInput(key, keyEncoding, 'key', ctx.lang)
    const message = hmacInput(text, textEncoding, 'text', ctx.lang)
    const mac = hmacBytes(algo, keyBytes, message)
    return { algorithm: algo, hmac: mac.toString('hex'), base64: mac.toString('base64') }
  },
  es: {
    summary: 'HMAC de un mensaje con una clave secreta (SHA-2, SHA-1 o MD5)',
    description: 'Calcula el HMAC del RFC 2104 del mensaje con la clave y lo devuelve en hexadecimal en minúsculas y en Base64. Por defecto key y text se toman como texto y se usan sus bytes UTF-8, tal como se envían; para usar claves o mensajes binarios, escríbalos en hexadecimal o Base64 e indíquelo con key_encoding o text_encoding (el hexadecimal puede separar los bytes con espacios o dos puntos). Se admite una clave vacía, como define HMAC, pero no aporta ningún secreto.',
    params: {
      text: 'Mensaje que se autentica',
      key: 'Clave secreta',
      algo: `Función hash: ${HMAC_ALGORITHMS.join(', ')}; por defecto sha256`,
      key_encoding: 'Cómo está escrita la clave: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
      text_encoding: 'Cómo está escrito el mensaje: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
    },
  },
})
