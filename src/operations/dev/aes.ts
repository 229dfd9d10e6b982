import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { textParam } from '../../lib/data/codec.ts'
import { base64Decode } from '../../lib/data/bytes.ts'
import { passwordParam } from '../../lib/crypto/password.ts'
import { checkSealed } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

/** Longest text encrypted: a million characters; a sealed text may be as long as its Base64. */
const MAX_PLAIN = 1_000_000
const MAX_SEALED = 2_000_000

export default defineOperation({
  category: 'dev',
  name: 'aes',
  input: 'json',
  summary: 'Encrypt or decrypt text with a password (AES-256-GCM)',
  description: 'encrypt seals the UTF-8 bytes of the text with AES-256-GCM and returns the Base64 of: one version byte 0x01, a random '
    + '16-byte salt, a random 12-byte IV, the ciphertext and the 16-byte authentication tag. The key is PBKDF2-HMAC-SHA256 of the '
    + 'password (its UTF-8 bytes) with that salt, 600,000 iterations, 32 bytes, so any AES-GCM library can decrypt it; in Python with '
    + 'the cryptography package: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); '
    + 'AESGCM(key).decrypt(b[17:29], b[29:], None) (the ciphertext and tag together, as AESGCM takes them). '
    + 'Every encryption uses a new salt and IV, so the same text gives a different output each time. decrypt reverses it: '
    + 'a wrong password or an altered output answers 422 DECRYPT_FAILED, never a garbled text. Deriving the key takes about a '
    + 'third of a second; when the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: textParam(`encrypt: the text to encrypt, at most ${MAX_PLAIN.toLocaleString('en-US')} characters; decrypt: the Base64 output of encrypt`, MAX_SEALED),
    password: passwordParam('Password the key is derived from, at most 1024 characters, used exactly as sent'),
    mode: z.enum(['encrypt', 'decrypt']).default('encrypt').describe('encrypt (default) seals the text; decrypt opens an output of encrypt'),
  }),
  result: z.object({
    mode: z.enum(['encrypt', 'decrypt']).apply(described, { en: 'What was done', es: 'Lo que se hizo' }),
    output: z.string().apply(described, {
      en: 'encrypt: Base64 of 0x01, salt (16 bytes), IV (12), ciphertext, tag (16); decrypt: the text',
      es: 'encrypt: Base64 de 0x01, la sal (16 bytes), el IV (12), el texto cifrado y la etiqueta (16); decrypt: el texto',
    }),
  }),
  examples: [
    { title: 'encrypt (a new salt and IV every time)', params: { text: 'Hello, world!', password: 'correct horse' } },
    {
      title: 'decrypt',
      params: { text: 'AQcHBwcHBwcHBwcHBwcHBwcJCQkJCQkJCQkJCQn0JOGrGvPy5YWuzy9myoPynxHXdFiC278bPZrpeg==', password: 'correct horse', mode: 'decrypt' },
      result: { mode: 'decrypt', output: 'Hello, world!' },
    },
  ],
  run: async ({ text, password, mode }, ctx) => {
    if (mode === 'encrypt') {
      if (text.length > MAX_PLAIN) throw new OperationError('PARAM_MAX_LENGTH', { param: 'text', max: MAX_PLAIN })
      return { mode, output: await ctx.hashing.run('kdf.aesEncrypt', { text, password }) }
    }
    let sealed: Uint8Array
    try {
      sealed = base64Decode(text)
    } catch (error) {
      if (!(error instanceof OperationError)) throw error
      throw new OperationError('AES_INPUT_BASE64', { detail: translate(ctx.lang, error.code, error.vars) })
    }
    checkSealed(sealed) // before queueing: a truncated or foreign input costs no key derivation
    return { mode, output: await ctx.hashing.run('kdf.aesDecrypt', { sealed, password }) }
  },
  es: {
    summary: 'Cifra o descifra un texto con una contraseña (AES-256-GCM)',
    description: 'encrypt sella los bytes UTF-8 del texto con AES-256-GCM y devuelve el Base64 de: un byte de versión 0x01, una sal aleatoria de 16 bytes, un IV aleatorio de 12 bytes, el texto cifrado y la etiqueta de autenticación de 16 bytes. La clave es PBKDF2-HMAC-SHA256 de la contraseña (sus bytes UTF-8) con esa sal, 600.000 iteraciones y 32 bytes, así que cualquier biblioteca de AES-GCM puede descifrarlo; en Python con el paquete cryptography: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None) (el texto cifrado y la etiqueta juntos, como los recibe AESGCM). Cada cifrado usa una sal y un IV nuevos, así que el mismo texto da una salida distinta cada vez. decrypt hace lo contrario: una contraseña errónea o una salida alterada responde 422 DECRYPT_FAILED, nunca un texto corrupto. Derivar la clave tarda aproximadamente un tercio de segundo; cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: `encrypt: el texto que se cifra, como máximo ${MAX_PLAIN.toLocaleString('es-ES')} caracteres; decrypt: la salida en Base64 de encrypt`,
      password: 'Contraseña de la que se deriva la clave, como máximo 1024 caracteres, usada tal como se envía',
      mode: 'encrypt (por defecto) sella el texto; decrypt abre una salida de encrypt',
    },
  },
})
