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
    token: z.string().apply(described, {
      en: 'The random bytes, written in the encoding',
      es: 'Los bytes aleatorios, escritos en la codificación',
      de: 'Die Zufallsbytes in der gewählten Codierung',
      fr: 'Les octets aléatoires, écrits dans l\'encodage choisi',
      'pt-br': 'Os bytes aleatórios, escritos na codificação escolhida',
      'zh-cn': '以所选编码写出的随机字节',
    }),
    bytes: z.number().int().min(8).max(128).apply(described, {
      en: 'Number of random bytes',
      es: 'Número de bytes aleatorios',
      de: 'Anzahl der Zufallsbytes',
      fr: 'Nombre d\'octets aléatoires',
      'pt-br': 'Número de bytes aleatórios',
      'zh-cn': '随机字节数',
    }),
    encoding: z.enum(TOKEN_ENCODINGS).apply(described, {
      en: 'How the bytes are written: hex or base64url (no padding)',
      es: 'Cómo se escriben los bytes: hex o base64url (sin relleno)',
      de: 'Schreibweise der Bytes: hex oder base64url (ohne Auffüllung)',
      fr: 'Écriture des octets\u00a0: hex ou base64url (sans remplissage)',
      'pt-br': 'Como os bytes são escritos: hex ou base64url (sem preenchimento)',
      'zh-cn': '字节的写法：hex 或 base64url（无填充）',
    }),
    length: z.number().int().min(1).apply(described, {
      en: 'Number of characters of token',
      es: 'Número de caracteres de token',
      de: 'Anzahl der Zeichen von token',
      fr: 'Nombre de caractères de token',
      'pt-br': 'Quantidade de caracteres de token',
      'zh-cn': 'token 的字符数',
    }),
    entropy_bits: z.number().int().min(64).apply(described, {
      en: 'Entropy of the token in bits (bytes × 8)',
      es: 'Entropía del token en bits (bytes × 8)',
      de: 'Entropie des Tokens in Bit (bytes × 8)',
      fr: 'Entropie du jeton en bits (bytes × 8)',
      'pt-br': 'Entropia do token em bits (bytes × 8)',
      'zh-cn': '令牌的熵，以位为单位（bytes × 8）',
    }),
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
  de: {
    summary: 'Erzeugt ein sicheres Zufallstoken (API-Schlüssel, Geheimnisse, Sitzungs-IDs)',
    description: 'bytes zufällige Bytes aus einer kryptografisch sicheren Quelle, geschrieben als Hexadezimalzahl in Kleinbuchstaben (Standard; 2 Zeichen pro Byte) oder als Base64url (RFC 4648, Abschnitt 5: A-Z a-z 0-9 - _, ohne Auffüllung; 4 Zeichen je 3 Bytes), das in URLs, Headern und Dateinamen sicher ist. entropy_bits ist 8 × bytes: 32 Bytes (der Standard) ergeben 256 Bit.',
    params: {
      bytes: 'Anzahl der Zufallsbytes, 8 bis 128; Standard: 32',
      encoding: 'Schreibweise der Bytes: hex (Standard) oder base64url',
    },
  },
  fr: {
    summary: 'Génère un jeton aléatoire sécurisé (clés API, secrets, identifiants de session)',
    description: 'bytes octets aléatoires issus d\'une source cryptographiquement sûre, écrits en hexadécimal minuscule (par défaut\u00a0; 2 caractères par octet) ou en Base64url (RFC 4648, section 5\u00a0: A-Z a-z 0-9 - _, sans remplissage\u00a0; 4 caractères pour 3 octets), utilisable sans risque dans les URL, les en-têtes et les noms de fichiers. entropy_bits vaut 8 × bytes\u00a0: 32 octets (la valeur par défaut) donnent 256 bits.',
    params: {
      bytes: 'Nombre d\'octets aléatoires, de 8 à 128\u00a0; 32 par défaut',
      encoding: 'Écriture des octets\u00a0: hex (par défaut) ou base64url',
    },
  },
  'pt-br': {
    summary: 'Gera um token aleatório seguro (chaves de API, segredos, IDs de sessão)',
    description: 'bytes bytes aleatórios de uma fonte criptograficamente segura, escritos em hexadecimal minúsculo (padrão; 2 caracteres por byte) ou em Base64url (RFC 4648, seção 5: A-Z a-z 0-9 - _, sem preenchimento; 4 caracteres a cada 3 bytes), que é seguro em URLs, cabeçalhos e nomes de arquivo. entropy_bits é 8 × bytes: 32 bytes (o padrão) dão 256 bits.',
    params: {
      bytes: 'Número de bytes aleatórios, de 8 a 128; padrão 32',
      encoding: 'Como os bytes são escritos: hex (padrão) ou base64url',
    },
  },
  'zh-cn': {
    summary: '生成安全的随机令牌（API 密钥、机密、会话 ID）',
    description: 'bytes 个来自加密安全随机源的随机字节，写成小写十六进制（默认；每字节 2 个字符）或 Base64url（RFC 4648 第 5 节：A-Z a-z 0-9 - _，无填充；每 3 字节 4 个字符），后者可安全用于 URL、标头和文件名。entropy_bits 为 8 × bytes：32 字节（默认值）对应 256 位。',
    params: {
      bytes: '随机字节数，8 到 128；默认 32',
      encoding: '字节的写法：hex（默认）或 base64url',
    },
  },
})
