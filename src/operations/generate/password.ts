import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DIGITS, LOWERCASE, SYMBOLS, UPPERCASE, entropyBits, randomChars } from '../../lib/crypto/random.ts'

export const PASSWORD_LENGTH = { min: 4, max: 128, default: 16 } as const

/** The character classes a password draws from, in the order they are listed. */
const PASSWORD_CLASSES = ['lowercase', 'uppercase', 'digits', 'symbols'] as const
type PasswordClass = (typeof PASSWORD_CLASSES)[number]

const flag = (description: string) => z.boolean().default(true).describe(description)

export default defineOperation({
  category: 'generate',
  name: 'password',
  input: 'query',
  summary: 'Generate a random password from chosen character classes',
  description: 'Draws every character from a cryptographically secure source (node:crypto, unbiased), from the alphabet of the included classes: '
    + `lowercase letters (always), uppercase letters, digits and the symbols ${SYMBOLS} `
    + '(printable ASCII without space, quotes, backtick and backslash, which often need escaping). '
    + 'upper, numbers and symbols are flags: 1 (default) includes the class, 0 leaves it out (true/false, yes/no and on/off work too). '
    + 'The password holds at least one character of every included class: passwords drawn without one are drawn again, '
    + 'so every password that meets the rule is equally likely. '
    + 'entropy_bits is length × log2(alphabet size), the strength of a uniformly drawn password of that length '
    + '(the at-least-one rule lowers it by well under a bit for lengths of 12 or more).',
  params: z.object({
    length: z.number().int().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).default(PASSWORD_LENGTH.default)
      .describe(`Number of characters, ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max}; default ${PASSWORD_LENGTH.default}`),
    upper: flag('Include uppercase letters A-Z: 1 (default) or 0'),
    numbers: flag('Include digits 0-9: 1 (default) or 0'),
    symbols: flag(`Include the symbols ${SYMBOLS}: 1 (default) or 0`),
  }),
  result: z.object({
    password: z.string().apply(described, {
      en: 'The password; it holds at least one character of every class used',
      es: 'La contraseña; contiene al menos un carácter de cada clase usada',
      de: 'Das Kennwort; es enthält mindestens ein Zeichen jeder verwendeten Klasse',
      fr: 'Le mot de passe\u00a0; il contient au moins un caractère de chaque classe utilisée',
      'pt-br': 'A senha; contém pelo menos um caractere de cada classe usada',
      'zh-cn': '生成的密码；至少包含每个所用类别中的一个字符',
    }),
    length: z.number().int().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).apply(described, {
      en: 'Number of characters',
      es: 'Número de caracteres',
      de: 'Anzahl der Zeichen',
      fr: 'Nombre de caractères',
      'pt-br': 'Quantidade de caracteres',
      'zh-cn': '字符数',
    }),
    classes: z.array(z.enum(PASSWORD_CLASSES)).apply(described, {
      en: 'The character classes used, in this order: lowercase, uppercase, digits, symbols',
      es: 'Las clases de caracteres usadas, en este orden: lowercase, uppercase, digits, symbols',
      de: 'Die verwendeten Zeichenklassen, in dieser Reihenfolge: lowercase, uppercase, digits, symbols',
      fr: 'Les classes de caractères utilisées, dans cet ordre\u00a0: lowercase, uppercase, digits, symbols',
      'pt-br': 'As classes de caracteres usadas, nesta ordem: lowercase, uppercase, digits, symbols',
      'zh-cn': '使用的字符类别，顺序为：lowercase、uppercase、digits、symbols',
    }),
    alphabet_size: z.number().int().min(1).apply(described, {
      en: 'Number of different characters each position was drawn from',
      es: 'Número de caracteres distintos entre los que se eligió cada posición',
      de: 'Anzahl der verschiedenen Zeichen, aus denen jede Position gezogen wurde',
      fr: 'Nombre de caractères différents parmi lesquels chaque position a été tirée',
      'pt-br': 'Número de caracteres diferentes entre os quais cada posição foi sorteada',
      'zh-cn': '每个位置可抽取的不同字符数',
    }),
    entropy_bits: z.number().min(0).apply(described, {
      en: 'Entropy of a password drawn uniformly from the alphabet, in bits, to two decimals (length × log2 alphabet_size)',
      es: 'Entropía de una contraseña elegida de forma uniforme del alfabeto, en bits, con dos decimales (length × log2 alphabet_size)',
      de: 'Entropie eines gleichverteilt aus dem Alphabet gezogenen Kennworts in Bit, auf zwei Dezimalstellen (length × log2 alphabet_size)',
      fr: 'Entropie d\'un mot de passe tiré uniformément dans l\'alphabet, en bits, à deux décimales (length × log2 alphabet_size)',
      'pt-br': 'Entropia de uma senha sorteada de forma uniforme do alfabeto, em bits, com duas casas decimais (length × log2 alphabet_size)',
      'zh-cn': '从字母表中均匀抽取的密码的熵，以位为单位，保留两位小数（length × log2 alphabet_size）',
    }),
  }),
  chain: { gives: 'result.password' },
  examples: [
    { title: '16 characters of every class', params: {} },
    { title: '24 letters and digits, no symbols', params: { length: 24, symbols: 0 } },
    { title: 'lowercase only', params: { length: 12, upper: 0, numbers: 0, symbols: 0 } },
  ],
  run: ({ length, upper, numbers, symbols }) => {
    const all: { name: PasswordClass; chars: string; included: boolean }[] = [
      { name: 'lowercase', chars: LOWERCASE, included: true },
      { name: 'uppercase', chars: UPPERCASE, included: upper },
      { name: 'digits', chars: DIGITS, included: numbers },
      { name: 'symbols', chars: SYMBOLS, included: symbols },
    ]
    const classes = all.filter((c) => c.included)
    const alphabet = classes.map((c) => c.chars).join('')
    const hasEvery = (password: string) => classes.every((c) => [...password].some((ch) => c.chars.includes(ch)))
    // Rejection keeps the choice uniform among valid passwords; even at length 4 with every class
    // about 1 draw in 15 is kept, and from length 16 nearly every draw is.
    let password = randomChars(alphabet, length)
    while (!hasEvery(password)) password = randomChars(alphabet, length)
    return {
      password,
      length,
      classes: classes.map((c) => c.name),
      alphabet_size: alphabet.length,
      entropy_bits: entropyBits(length, alphabet.length),
    }
  },
  es: {
    summary: 'Genera una contraseña aleatoria con las clases de caracteres elegidas',
    description: `Cada carácter se extrae de una fuente criptográficamente segura (node:crypto, sin sesgo), del alfabeto de las clases incluidas: letras minúsculas (siempre), letras mayúsculas, dígitos y los símbolos ${SYMBOLS} (ASCII imprimible sin el espacio, las comillas, el acento grave ni la barra invertida, que a menudo hay que escapar). upper, numbers y symbols son indicadores: 1 (por defecto) incluye la clase y 0 la excluye (también sirven true/false, yes/no y on/off). La contraseña contiene al menos un carácter de cada clase incluida: las contraseñas que salen sin alguno se vuelven a generar, de modo que toda contraseña que cumple la regla es igual de probable. entropy_bits es length × log2(tamaño del alfabeto), la fortaleza de una contraseña de esa longitud extraída de forma uniforme (la regla de al menos uno la reduce bastante menos de un bit con longitudes de 12 o más).`,
    params: {
      length: `Número de caracteres, de ${PASSWORD_LENGTH.min} a ${PASSWORD_LENGTH.max}; por defecto ${PASSWORD_LENGTH.default}`,
      upper: 'Incluye las letras mayúsculas A-Z: 1 (por defecto) o 0',
      numbers: 'Incluye los dígitos 0-9: 1 (por defecto) o 0',
      symbols: `Incluye los símbolos ${SYMBOLS}: 1 (por defecto) o 0`,
    },
  },
  de: {
    summary: 'Erzeugt ein zufälliges Kennwort aus den gewählten Zeichenklassen',
    description: `Zieht jedes Zeichen aus einer kryptografisch sicheren Quelle (node:crypto, ohne Verzerrung) aus dem Alphabet der einbezogenen Klassen: Kleinbuchstaben (immer), Großbuchstaben, Ziffern und die Symbole ${SYMBOLS} (druckbares ASCII ohne Leerzeichen, Anführungszeichen, Backtick und umgekehrten Schrägstrich, die oft maskiert werden müssen). upper, numbers und symbols sind Schalter: 1 (Standard) bezieht die Klasse ein, 0 lässt sie weg (true/false, yes/no und on/off funktionieren ebenfalls). Das Kennwort enthält mindestens ein Zeichen jeder einbezogenen Klasse: Kennwörter, denen eines fehlt, werden neu gezogen, sodass jedes Kennwort, das die Regel erfüllt, gleich wahrscheinlich ist. entropy_bits ist length × log2(Alphabetgröße), die Stärke eines gleichverteilt gezogenen Kennworts dieser Länge (die Regel „mindestens eines je Klasse“ senkt sie bei Längen ab 12 um deutlich weniger als ein Bit).`,
    params: {
      length: `Anzahl der Zeichen, ${PASSWORD_LENGTH.min} bis ${PASSWORD_LENGTH.max}; Standard: ${PASSWORD_LENGTH.default}`,
      upper: 'Großbuchstaben A-Z einbeziehen: 1 (Standard) oder 0',
      numbers: 'Ziffern 0-9 einbeziehen: 1 (Standard) oder 0',
      symbols: `Die Symbole ${SYMBOLS} einbeziehen: 1 (Standard) oder 0`,
    },
  },
  fr: {
    summary: 'Génère un mot de passe aléatoire à partir des classes de caractères choisies',
    description: `Tire chaque caractère d'une source cryptographiquement sûre (node:crypto, sans biais) dans l'alphabet des classes incluses\u00a0: lettres minuscules (toujours), lettres majuscules, chiffres et les symboles ${SYMBOLS} (ASCII imprimable sans l'espace, les guillemets, l'accent grave ni la barre oblique inverse, qu'il faut souvent échapper). upper, numbers et symbols sont des indicateurs\u00a0: 1 (par défaut) inclut la classe, 0 l'exclut (true/false, yes/no et on/off fonctionnent aussi). Le mot de passe contient au moins un caractère de chaque classe incluse\u00a0: les mots de passe tirés sans l'une d'elles sont tirés à nouveau, de sorte que tous les mots de passe qui respectent la règle sont équiprobables. entropy_bits vaut length × log2(taille de l'alphabet), la robustesse d'un mot de passe de cette longueur tiré uniformément (la règle d'au moins un caractère par classe la réduit de bien moins d'un bit pour des longueurs de 12 ou plus).`,
    params: {
      length: `Nombre de caractères, de ${PASSWORD_LENGTH.min} à ${PASSWORD_LENGTH.max}\u00a0; ${PASSWORD_LENGTH.default} par défaut`,
      upper: 'Inclure les lettres majuscules A-Z\u00a0: 1 (par défaut) ou 0',
      numbers: 'Inclure les chiffres 0-9\u00a0: 1 (par défaut) ou 0',
      symbols: `Inclure les symboles ${SYMBOLS}\u00a0: 1 (par défaut) ou 0`,
    },
  },
  'pt-br': {
    summary: 'Gera uma senha aleatória com as classes de caracteres escolhidas',
    description: `Sorteia cada caractere de uma fonte criptograficamente segura (node:crypto, sem viés), do alfabeto das classes incluídas: letras minúsculas (sempre), letras maiúsculas, dígitos e os símbolos ${SYMBOLS} (ASCII imprimível sem o espaço, as aspas, o acento grave e a barra invertida, que muitas vezes precisam de escape). upper, numbers e symbols são sinalizadores: 1 (padrão) inclui a classe e 0 a exclui (true/false, yes/no e on/off também funcionam). A senha contém pelo menos um caractere de cada classe incluída: senhas sorteadas sem algum deles são sorteadas de novo, de modo que toda senha que cumpre a regra é igualmente provável. entropy_bits é length × log2(tamanho do alfabeto), a força de uma senha desse comprimento sorteada de forma uniforme (a regra de pelo menos um caractere por classe a reduz em bem menos de um bit para comprimentos de 12 ou mais).`,
    params: {
      length: `Número de caracteres, de ${PASSWORD_LENGTH.min} a ${PASSWORD_LENGTH.max}; padrão ${PASSWORD_LENGTH.default}`,
      upper: 'Incluir as letras maiúsculas A-Z: 1 (padrão) ou 0',
      numbers: 'Incluir os dígitos 0-9: 1 (padrão) ou 0',
      symbols: `Incluir os símbolos ${SYMBOLS}: 1 (padrão) ou 0`,
    },
  },
  'zh-cn': {
    summary: '按所选字符类别生成随机密码',
    description: `每个字符都从加密安全的随机源（node:crypto，无偏差）中抽取，取自所含字符类别组成的字母表：小写字母（始终包含）、大写字母、数字以及符号 ${SYMBOLS}（可打印 ASCII 字符，不含空格、引号、反引号和反斜杠，因为它们常常需要转义）。upper、numbers 和 symbols 是开关：1（默认）表示包含该类别，0 表示排除（也可以使用 true/false、yes/no 和 on/off）。密码至少包含每个所含类别中的一个字符：缺少某一类别的密码会重新抽取，因此所有符合规则的密码出现的概率相同。entropy_bits 为 length × log2(字母表大小)，即以均匀方式抽取的该长度密码的强度（长度为 12 及以上时，“每类至少一个”规则使其降低远不到 1 位）。`,
    params: {
      length: `字符数，${PASSWORD_LENGTH.min} 到 ${PASSWORD_LENGTH.max}；默认 ${PASSWORD_LENGTH.default}`,
      upper: '包含大写字母 A-Z：1（默认）或 0',
      numbers: '包含数字 0-9：1（默认）或 0',
      symbols: `包含符号 ${SYMBOLS}：1（默认）或 0`,
    },
  },
})
