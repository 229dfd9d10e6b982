import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DIGITS, HEX_DIGITS, LOWERCASE, UPPERCASE, entropyBits, randomChars } from '../../lib/crypto/random.ts'

const CHARSETS = {
  alphanumeric: UPPERCASE + LOWERCASE + DIGITS,
  alpha: UPPERCASE + LOWERCASE,
  numeric: DIGITS,
  hex: HEX_DIGITS,
} as const
const CHARSET_NAMES = Object.keys(CHARSETS) as [keyof typeof CHARSETS]

export default defineOperation({
  category: 'generate',
  name: 'random-string',
  input: 'query',
  summary: 'Generate a random string from a character set',
  description: 'Each character is drawn independently and uniformly from the chosen set, from a cryptographically secure source: '
    + 'alphanumeric (default) A-Z a-z 0-9, 62 characters; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (lower case), 16. '
    + 'entropy_bits is length × log2(set size). For secrets meant for machines, generate/token gives raw random bytes as hex or Base64url.',
  params: z.object({
    length: z.number().int().min(1).max(512).default(32).describe('Number of characters, 1 to 512; default 32'),
    charset: z.enum(CHARSET_NAMES).default('alphanumeric')
      .describe('Character set: alphanumeric (default), alpha, numeric or hex'),
  }),
  result: z.object({
    string: z.string().apply(described, { en: 'The random string', es: 'La cadena aleatoria' }),
    length: z.number().int().min(1).apply(described, { en: 'Number of characters', es: 'Número de caracteres' }),
    charset: z.enum(CHARSET_NAMES).apply(described, { en: 'The character set used', es: 'El conjunto de caracteres usado' }),
    entropy_bits: z.number().min(0).apply(described, { en: 'Entropy of the string, in bits, to two decimals (length × log2 of the set size)', es: 'Entropía de la cadena, en bits, con dos decimales (length × log2 del tamaño del conjunto)' }),
  }),
  chain: { gives: 'result.string' },
  examples: [
    { title: '32 letters and digits', params: {} },
    { title: 'a 6-digit code', params: { length: 6, charset: 'numeric' } },
    { title: '40 hex digits', params: { length: 40, charset: 'hex' } },
  ],
  run: ({ length, charset }) => {
    const alphabet = CHARSETS[charset]
    return { string: randomChars(alphabet, length), length, charset, entropy_bits: entropyBits(length, alphabet.length) }
  },
  es: {
    summary: 'Genera una cadena aleatoria a partir de un conjunto de caracteres',
    description: 'Cada carácter se extrae de forma independiente y uniforme del conjunto elegido, de una fuente criptográficamente segura: alphanumeric (por defecto) A-Z a-z 0-9, 62 caracteres; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (en minúsculas), 16. entropy_bits es length × log2(tamaño del conjunto). Para secretos destinados a máquinas, generate/token da bytes aleatorios en bruto como hex o Base64url.',
    params: {
      length: 'Número de caracteres, de 1 a 512; por defecto 32',
      charset: 'Conjunto de caracteres: alphanumeric (por defecto), alpha, numeric o hex',
    },
  },
})
