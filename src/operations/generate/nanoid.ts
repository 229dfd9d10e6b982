import { z } from 'zod'
import { customAlphabet, urlAlphabet } from 'nanoid'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

/** Different characters an alphabet may have: nanoid draws one random byte per character, so at most 256. */
const ALPHABET = { min: 2, max: 256 } as const
const SIZE = { min: 2, max: 255, default: 21 } as const

/** The alphabet's characters (code points), refused when it repeats one, holds a control character or has too few or many. */
export function readAlphabet(alphabet: string): string[] {
  const chars = [...alphabet]
  const seen = new Set<string>()
  for (const [i, char] of chars.entries()) {
    if (/\p{Cc}/u.test(char)) {
      throw new OperationError('NANOID_ALPHABET_CONTROL', { code: `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, position: i + 1 })
    }
    if (seen.has(char)) throw new OperationError('NANOID_ALPHABET_DUPLICATE', { char: JSON.stringify(char), position: i + 1 })
    seen.add(char)
  }
  if (chars.length < ALPHABET.min || chars.length > ALPHABET.max) {
    throw new OperationError('NANOID_ALPHABET_SIZE', { count: chars.length, min: ALPHABET.min, max: ALPHABET.max })
  }
  return chars
}

export default defineOperation({
  category: 'generate',
  name: 'nanoid',
  input: 'query',
  summary: 'Generate Nano IDs: short random URL-safe identifiers, optionally from your own alphabet',
  description: 'Random identifiers made with the nanoid library from a cryptographically secure source. '
    + 'By default 21 characters of the URL-safe alphabet A-Z a-z 0-9 _ - (64 characters, so 126 random bits, about as unlikely to collide as a version 4 UUID). '
    + 'alphabet sets your own characters: 2 to 256 different ones, each once, no control characters (any Unicode letter or symbol counts as one character). '
    + 'Every character of the alphabet is equally likely: random bytes are masked to the next power of two and those that fall past the alphabet are '
    + 'drawn again (rejection), never taken modulo its length, which would favour the first characters. '
    + 'Shorter ids or smaller alphabets collide sooner: with n ids of s characters from an alphabet of a characters, '
    + 'the chance of a repeat is about n² / (2 × aˢ).',
  params: z.object({
    size: z.number().int().min(SIZE.min).max(SIZE.max).default(SIZE.default).describe(`Characters per ID, ${SIZE.min} to ${SIZE.max}; default ${SIZE.default}`),
    alphabet: z.string().min(1).max(1024).default(urlAlphabet).describe('The characters to draw from, 2 to 256 different ones, each once; default the 64 URL-safe characters A-Z a-z 0-9 _ -'),
    count: z.number().int().min(1).max(100).default(1).describe('How many IDs to generate, 1 to 100; default 1'),
  }),
  result: z.object({
    ids: z.array(z.string()).apply(described, { en: 'The IDs', es: 'Los identificadores', de: 'Die IDs', fr: 'Les identifiants', 'pt-br': 'Os IDs', 'zh-cn': '生成的 ID' }),
    size: z.number().int().apply(described, {
      en: 'Characters per ID',
      es: 'Caracteres por identificador',
      de: 'Zeichen pro ID',
      fr: 'Caractères par identifiant',
      'pt-br': 'Caracteres por ID',
      'zh-cn': '每个 ID 的字符数',
    }),
    alphabet_size: z.number().int().apply(described, {
      en: 'Different characters in the alphabet',
      es: 'Caracteres distintos del alfabeto',
      de: 'Verschiedene Zeichen im Alphabet',
      fr: 'Caractères différents de l\'alphabet',
      'pt-br': 'Caracteres diferentes do alfabeto',
      'zh-cn': '字母表中不同字符的数量',
    }),
    bits: z.number().apply(described, {
      en: 'Random bits per ID: size × log2(alphabet_size), one decimal',
      es: 'Bits aleatorios por identificador: size × log2(alphabet_size), con un decimal',
      de: 'Zufällige Bits pro ID: size × log2(alphabet_size), eine Dezimalstelle',
      fr: 'Bits aléatoires par identifiant\u00a0: size × log2(alphabet_size), avec une décimale',
      'pt-br': 'Bits aleatórios por ID: size × log2(alphabet_size), com uma casa decimal',
      'zh-cn': '每个 ID 的随机位数：size × log2(alphabet_size)，保留一位小数',
    }),
  }),
  chain: { gives: 'result.ids' },
  examples: [
    { title: 'one Nano ID of 21 URL-safe characters', params: {}, result: { size: 21, alphabet_size: 64, bits: 126 } },
    { title: 'five 8-digit numeric codes', params: { size: 8, alphabet: '0123456789', count: 5 }, result: { size: 8, alphabet_size: 10, bits: 26.6 } },
  ],
  run: ({ size, alphabet, count }) => {
    const chars = readAlphabet(alphabet)
    // nanoid counts UTF-16 units, so it draws from stand-ins (one BMP unit per character, U+0100 on),
    // each mapped back to its character: letters outside the BMP stay whole, and the draw stays uniform.
    const standIns = chars.map((_, i) => String.fromCharCode(0x100 + i)).join('')
    const next = customAlphabet(standIns, size)
    const ids = Array.from({ length: count }, () => [...next()].map((u) => chars[u.charCodeAt(0) - 0x100]!).join(''))
    return { ids, size, alphabet_size: chars.length, bits: Math.round(size * Math.log2(chars.length) * 10) / 10 }
  },
  es: {
    summary: 'Genera Nano ID: identificadores aleatorios cortos y seguros para URL, opcionalmente con su propio alfabeto',
    description: 'Identificadores aleatorios generados con la biblioteca nanoid a partir de una fuente criptográficamente segura. '
      + 'Por defecto, 21 caracteres del alfabeto seguro para URL A-Z a-z 0-9 _ - (64 caracteres, es decir, 126 bits aleatorios, con una probabilidad de colisión parecida a la de un UUID versión 4). '
      + 'alphabet fija sus propios caracteres: de 2 a 256 distintos, cada uno una vez, sin caracteres de control (cualquier letra o símbolo Unicode cuenta como un carácter). '
      + 'Todos los caracteres del alfabeto son igual de probables: los bytes aleatorios se enmascaran a la siguiente potencia de dos y los que caen fuera del alfabeto '
      + 'se vuelven a sortear (rechazo), nunca se toman módulo su longitud, lo que favorecería a los primeros caracteres. '
      + 'Los identificadores más cortos o los alfabetos más pequeños colisionan antes: con n identificadores de s caracteres de un alfabeto de a caracteres, '
      + 'la probabilidad de una repetición es de aproximadamente n² / (2 × aˢ).',
    params: {
      size: `Caracteres por identificador, de ${SIZE.min} a ${SIZE.max}; por defecto ${SIZE.default}`,
      alphabet: 'Los caracteres que se sortean, de 2 a 256 distintos, cada uno una vez; por defecto los 64 caracteres seguros para URL A-Z a-z 0-9 _ -',
      count: 'Cuántos identificadores se generan, de 1 a 100; por defecto 1',
    },
  },
  de: {
    summary: 'Erzeugt Nano IDs: kurze, zufällige, URL-sichere Bezeichner, optional aus einem eigenen Alphabet',
    description: 'Zufällige Bezeichner, mit der Bibliothek nanoid aus einer kryptografisch sicheren Quelle erzeugt. Standardmäßig 21 Zeichen aus dem URL-sicheren Alphabet A-Z a-z 0-9 _ - (64 Zeichen, also 126 zufällige Bits; eine Kollision ist etwa so unwahrscheinlich wie bei einer UUID der Version 4). alphabet legt eigene Zeichen fest: 2 bis 256 verschiedene, jedes nur einmal, keine Steuerzeichen (jeder Unicode-Buchstabe und jedes Unicode-Symbol zählt als ein Zeichen). Jedes Zeichen des Alphabets ist gleich wahrscheinlich: Zufallsbytes werden auf die nächste Zweierpotenz maskiert, und Werte, die über das Alphabet hinausfallen, werden neu gezogen (Verwerfungsmethode), nie modulo seiner Länge genommen, was die ersten Zeichen bevorzugen würde. Kürzere IDs oder kleinere Alphabete kollidieren früher: Bei n IDs aus s Zeichen eines Alphabets mit a Zeichen liegt die Wahrscheinlichkeit einer Wiederholung bei etwa n² / (2 × aˢ).',
    params: {
      size: `Zeichen pro ID, ${SIZE.min} bis ${SIZE.max}; Standard: ${SIZE.default}`,
      alphabet: 'Die Zeichen, aus denen gezogen wird, 2 bis 256 verschiedene, jedes nur einmal; Standard: die 64 URL-sicheren Zeichen A-Z a-z 0-9 _ -',
      count: 'Anzahl der zu erzeugenden IDs, 1 bis 100; Standard: 1',
    },
  },
  fr: {
    summary: 'Génère des Nano ID\u00a0: des identifiants aléatoires courts, sûrs pour les URL, éventuellement à partir de votre propre alphabet',
    description: 'Identifiants aléatoires créés avec la bibliothèque nanoid à partir d\'une source cryptographiquement sûre. Par défaut, 21 caractères de l\'alphabet sûr pour les URL A-Z a-z 0-9 _ - (64 caractères, soit 126 bits aléatoires\u00a0: une collision est à peu près aussi improbable qu\'avec un UUID version 4). alphabet définit vos propres caractères\u00a0: de 2 à 256 caractères différents, chacun une seule fois, sans caractères de contrôle (toute lettre ou tout symbole Unicode compte pour un caractère). Tous les caractères de l\'alphabet sont équiprobables\u00a0: les octets aléatoires sont masqués à la puissance de deux suivante et ceux qui tombent au-delà de l\'alphabet sont tirés à nouveau (rejet), jamais pris modulo sa longueur, ce qui favoriserait les premiers caractères. Des identifiants plus courts ou des alphabets plus petits entrent en collision plus tôt\u00a0: avec n identifiants de s caractères tirés d\'un alphabet de a caractères, la probabilité d\'une répétition est d\'environ n² / (2 × aˢ).',
    params: {
      size: `Caractères par identifiant, de ${SIZE.min} à ${SIZE.max}\u00a0; ${SIZE.default} par défaut`,
      alphabet: 'Les caractères parmi lesquels tirer, de 2 à 256 caractères différents, chacun une seule fois\u00a0; par défaut, les 64 caractères sûrs pour les URL A-Z a-z 0-9 _ -',
      count: 'Nombre d\'identifiants à générer, de 1 à 100\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Gera Nano IDs: identificadores aleatórios curtos e seguros para URL, opcionalmente com seu próprio alfabeto',
    description: 'Identificadores aleatórios criados com a biblioteca nanoid a partir de uma fonte criptograficamente segura. Por padrão, 21 caracteres do alfabeto seguro para URL A-Z a-z 0-9 _ - (64 caracteres, ou seja, 126 bits aleatórios, com uma probabilidade de colisão semelhante à de um UUID versão 4). alphabet define seus próprios caracteres: de 2 a 256 diferentes, cada um uma única vez, sem caracteres de controle (qualquer letra ou símbolo Unicode conta como um caractere). Todos os caracteres do alfabeto são igualmente prováveis: os bytes aleatórios são mascarados até a próxima potência de dois e os que ficam além do alfabeto são sorteados de novo (rejeição), nunca tomados módulo o seu comprimento, o que favoreceria os primeiros caracteres. IDs mais curtos ou alfabetos menores colidem antes: com n IDs de s caracteres de um alfabeto de a caracteres, a probabilidade de uma repetição é de aproximadamente n² / (2 × aˢ).',
    params: {
      size: `Caracteres por ID, de ${SIZE.min} a ${SIZE.max}; padrão ${SIZE.default}`,
      alphabet: 'Os caracteres sorteados, de 2 a 256 diferentes, cada um uma única vez; padrão: os 64 caracteres seguros para URL A-Z a-z 0-9 _ -',
      count: 'Quantos IDs gerar, de 1 a 100; padrão 1',
    },
  },
  'zh-cn': {
    summary: '生成 Nano ID：简短、随机、URL 安全的标识符，可使用自定义字母表',
    description: '使用 nanoid 库从加密安全的随机源生成的随机标识符。默认由 URL 安全字母表 A-Z a-z 0-9 _ - 中的 21 个字符组成（共 64 个字符，即 126 个随机位，冲突概率与版本 4 的 UUID 大致相当）。alphabet 用于指定自己的字符：2 到 256 个不同字符，每个只出现一次，不含控制字符（任何 Unicode 字母或符号都算作一个字符）。字母表中每个字符出现的概率相同：随机字节按下一个 2 的幂进行掩码，超出字母表范围的值会重新抽取（拒绝采样），而不会对字母表长度取模，因为取模会偏向前面的字符。ID 越短或字母表越小，越早出现冲突：从 a 个字符的字母表中生成 n 个 s 字符的 ID，出现重复的概率约为 n² / (2 × aˢ)。',
    params: {
      size: `每个 ID 的字符数，${SIZE.min} 到 ${SIZE.max}；默认 ${SIZE.default}`,
      alphabet: '用于抽取的字符，2 到 256 个不同字符，每个只出现一次；默认为 64 个 URL 安全字符 A-Z a-z 0-9 _ -',
      count: '要生成的 ID 数量，1 到 100；默认 1',
    },
  },
})
