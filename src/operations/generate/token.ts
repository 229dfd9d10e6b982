import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { secureBytes } from '../../lib/crypto/random.ts'

const TOKEN_ENCODINGS = ['hex', 'base64url'] as const

export default defineOperation({
  category: 'generate',
  name: 'token',
  input: 'query',
  summary: 'Generate a secure random token (API keys, secrets, session ids)',
  description: 'bytes random bytes from a cryptographically secure source, written as lower case hex (default; 2 characters per byte) '
    + 'or as Base64url (RFC 4648 section 5: A-Z a-z 0-9 - _, no padding; 4 characters per 3 bytes), which is safe in URLs, headers and file names. '
    + 'entropy_bits is 8 × bytes: 32 bytes (the default) give 256 bits.',
  params: z.object({
    bytes: z.number().int().min(8).max(128).default(32).describe('Number of random bytes, 8 to 128; default 32'),
    encoding: z.enum(TOKEN_ENCODINGS).default('hex').describe('How the bytes are written: hex (default) or base64url'),
  }),
  result: z.object({
    token: z.string().apply(described, { en: 'The random bytes, written in the encoding', es: 'Los bytes aleatorios, escritos en la codificación' }),
    bytes: z.number().int().min(8).max(128).apply(described, { en: 'Number of random bytes', es: 'Número de bytes aleatorios' }),
    encoding: z.enum(TOKEN_ENCODINGS).apply(described, { en: 'How the bytes are written: hex or base64url (no padding)', es: 'Cómo se escriben los bytes: hex o base64url (sin relleno)' }),
    length: z.number().int().min(1).apply(described, { en: 'Number of characters of token', es: 'Número de caracteres de token' }),
    entropy_bits: z.number().int().min(64).apply(described, { en: 'Entropy of the token in bits (bytes × 8)', es: 'Entropía del token en bits (bytes × 8)' }),
  }),
  chain: { gives: 'result.token' },
  examples: [
    { title: '256-bit hex token', params: {} },
    { title: '16 bytes as Base64url', params: { bytes: 16, encoding: 'base64url' } },
  ],
  run: ({ bytes, encoding }) => {
    const token = secureBytes(bytes).toString(encoding)
    return { token, bytes, encoding, length: token.length, entropy_bits: bytes * 8 }
  },
  es: {
    summary: 'Genera un token aleatorio seguro (claves de API, secretos, identificadores de sesión)',
    description: 'bytes bytes aleatorios de una fuente criptográficamente segura, escritos en hexadecimal en minúsculas (por defecto; 2 caracteres por byte) o en Base64url (sección 5 del RFC 4648: A-Z a-z 0-9 - _, sin relleno; 4 caracteres por cada 3 bytes), que es seguro en URL, cabeceras y nombres de archivo. entropy_bits es 8 × bytes: 32 bytes (el valor por defecto) dan 256 bits.',
    params: {
      bytes: 'Número de bytes aleatorios, de 8 a 128; por defecto 32',
      encoding: 'Cómo se escriben los bytes: hex (por defecto) o base64url',
    },
  },
})
