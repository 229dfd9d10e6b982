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
    string: z.string().apply(described, {
      en: 'The random string',
      es: 'La cadena aleatoria',
      de: 'Die zufällige Zeichenfolge',
      fr: 'La chaîne aléatoire',
      'pt-br': 'A cadeia de caracteres aleatória',
      'zh-cn': '生成的随机字符串',
    }),
    length: z.number().int().min(1).apply(described, {
      en: 'Number of characters',
      es: 'Número de caracteres',
      de: 'Anzahl der Zeichen',
      fr: 'Nombre de caractères',
      'pt-br': 'Quantidade de caracteres',
      'zh-cn': '字符数',
    }),
    charset: z.enum(CHARSET_NAMES).apply(described, {
      en: 'The character set used',
      es: 'El conjunto de caracteres usado',
      de: 'Der verwendete Zeichensatz',
      fr: 'Le jeu de caractères utilisé',
      'pt-br': 'O conjunto de caracteres usado',
      'zh-cn': '使用的字符集',
    }),
    entropy_bits: z.number().min(0).apply(described, {
      en: 'Entropy of the string, in bits, to two decimals (length × log2 of the set size)',
      es: 'Entropía de la cadena, en bits, con dos decimales (length × log2 del tamaño del conjunto)',
      de: 'Entropie der Zeichenfolge in Bit, auf zwei Dezimalstellen (length × log2 der Größe des Zeichensatzes)',
      fr: 'Entropie de la chaîne, en bits, à deux décimales (length × log2 de la taille du jeu)',
      'pt-br': 'Entropia da cadeia, em bits, com duas casas decimais (length × log2 do tamanho do conjunto)',
      'zh-cn': '字符串的熵，以位为单位，保留两位小数（length × log2(字符集大小)）',
    }),
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
  de: {
    summary: 'Erzeugt eine zufällige Zeichenfolge aus einem Zeichensatz',
    description: 'Jedes Zeichen wird unabhängig und gleichverteilt aus dem gewählten Zeichensatz gezogen, aus einer kryptografisch sicheren Quelle: alphanumeric (Standard) A-Z a-z 0-9, 62 Zeichen; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (Kleinbuchstaben), 16. entropy_bits ist length × log2(Größe des Zeichensatzes). Für Geheimnisse, die für Maschinen bestimmt sind, liefert generate/token rohe Zufallsbytes als Hex oder Base64url.',
    params: {
      length: 'Anzahl der Zeichen, 1 bis 512; Standard: 32',
      charset: 'Zeichensatz: alphanumeric (Standard), alpha, numeric oder hex',
    },
  },
  fr: {
    summary: 'Génère une chaîne aléatoire à partir d\'un jeu de caractères',
    description: 'Chaque caractère est tiré de façon indépendante et uniforme dans le jeu choisi, à partir d\'une source cryptographiquement sûre\u00a0: alphanumeric (par défaut) A-Z a-z 0-9, 62 caractères\u00a0; alpha A-Z a-z, 52\u00a0; numeric 0-9, 10\u00a0; hex 0-9 a-f (minuscules), 16. entropy_bits vaut length × log2(taille du jeu). Pour des secrets destinés à des machines, generate/token donne des octets aléatoires bruts en hexadécimal ou en Base64url.',
    params: {
      length: 'Nombre de caractères, de 1 à 512\u00a0; 32 par défaut',
      charset: 'Jeu de caractères\u00a0: alphanumeric (par défaut), alpha, numeric ou hex',
    },
  },
  'pt-br': {
    summary: 'Gera uma cadeia de caracteres aleatória a partir de um conjunto de caracteres',
    description: 'Cada caractere é sorteado de forma independente e uniforme do conjunto escolhido, a partir de uma fonte criptograficamente segura: alphanumeric (padrão) A-Z a-z 0-9, 62 caracteres; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (minúsculas), 16. entropy_bits é length × log2(tamanho do conjunto). Para segredos destinados a máquinas, generate/token fornece bytes aleatórios brutos em hexadecimal ou Base64url.',
    params: {
      length: 'Número de caracteres, de 1 a 512; padrão 32',
      charset: 'Conjunto de caracteres: alphanumeric (padrão), alpha, numeric ou hex',
    },
  },
  'zh-cn': {
    summary: '从字符集中生成随机字符串',
    description: '每个字符都从所选字符集中独立、均匀地抽取，随机源是加密安全的：alphanumeric（默认）A-Z a-z 0-9，62 个字符；alpha A-Z a-z，52 个；numeric 0-9，10 个；hex 0-9 a-f（小写），16 个。entropy_bits 为 length × log2(字符集大小)。如需供机器使用的机密值，generate/token 会以十六进制或 Base64url 形式给出原始随机字节。',
    params: {
      length: '字符数，1 到 512；默认 32',
      charset: '字符集：alphanumeric（默认）、alpha、numeric 或 hex',
    },
  },
})
