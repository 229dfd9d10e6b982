import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_BASE, MIN_BASE, parseRadix } from '../../lib/numbers/bigint.ts'

/** Longest value accepted, in characters: 10,000 base-36 digits is about 51,700 bits. */
export const MAX_VALUE_LENGTH = 10_000

const base = (what: string) => z.number().int().min(MIN_BASE).max(MAX_BASE).describe(what)

export default defineOperation({
  category: 'number',
  name: 'base-convert',
  input: 'query',
  summary: 'Convert a whole number between any two bases from 2 to 36',
  description: 'Exact for whole numbers of any size up to 10,000 characters. Digits above 9 are the letters A-Z '
    + '(A = 10 ... Z = 35); input letters may be in either case, output letters are upper case. '
    + 'The value may have a leading + or - sign and surrounding whitespace; underscores may separate digits (1111_0000); '
    + 'the prefixes 0b, 0o and 0x are accepted when they match the base the value is read in (2, 8, 16). '
    + 'Fractions are not converted. A digit that does not belong to the base is refused, naming the digit and its position. '
    + 'The result gives the value read (without prefix, separators or leading zeros), the converted value and its decimal form.',
  params: z.object({
    value: z.string().max(MAX_VALUE_LENGTH).describe('Whole number written in base `from`, such as FF or -1010_1010'),
    from: base('Base the value is written in, 2 to 36'),
    to: base('Base to write the result in, 2 to 36'),
  }),
  result: z.object({
    value: z.string().apply(described, {
      en: 'The value read, in canonical form: sign, upper-case digits, no prefix, separators or leading zeros',
      es: 'El valor leído, en forma canónica: signo, dígitos en mayúsculas, sin prefijo, separadores ni ceros a la izquierda',
      de: 'Der gelesene Wert in kanonischer Form: Vorzeichen, Ziffern in Großbuchstaben, ohne Präfix, Trennzeichen oder führende Nullen',
      fr: 'La valeur lue, sous forme canonique\u00a0: signe, chiffres en majuscules, sans préfixe, séparateurs ni zéros non significatifs',
      'pt-br': 'O valor lido, em forma canônica: sinal, dígitos em maiúsculas, sem prefixo, separadores nem zeros à esquerda',
      'zh-cn': '读取的值，规范形式：带符号，数字为大写，不含前缀、分隔符和前导零',
    }),
    from: z.number().int().min(MIN_BASE).max(MAX_BASE).apply(described, {
      en: 'Base the value is written in',
      es: 'Base en la que está escrito el valor',
      de: 'Basis, in der der Wert geschrieben ist',
      fr: 'Base dans laquelle la valeur est écrite',
      'pt-br': 'Base em que o valor está escrito',
      'zh-cn': '值所用的进制',
    }),
    to: z.number().int().min(MIN_BASE).max(MAX_BASE).apply(described, {
      en: 'Base of result',
      es: 'Base en la que está escrito result',
      de: 'Basis von result',
      fr: 'Base de result',
      'pt-br': 'Base em que result está escrito',
      'zh-cn': 'result 所用的进制',
    }),
    result: z.string().apply(described, {
      en: 'The value written in base to, upper case',
      es: 'El valor escrito en la base to, en mayúsculas',
      de: 'Der Wert in der Basis to, in Großbuchstaben',
      fr: 'La valeur écrite dans la base to, en majuscules',
      'pt-br': 'O valor escrito na base to, em maiúsculas',
      'zh-cn': '以 to 进制书写的值，大写',
    }),
    decimal: z.string().apply(described, {
      en: 'The value in base 10',
      es: 'El valor en base 10',
      de: 'Der Wert zur Basis 10',
      fr: 'La valeur en base 10',
      'pt-br': 'O valor na base 10',
      'zh-cn': '值的十进制形式',
    }),
  }),
  chain: { gives: 'result.result' },
  examples: [
    { title: 'decimal to hexadecimal', params: { value: '255', from: 10, to: 16 }, result: { value: '255', from: 10, to: 16, result: 'FF', decimal: '255' } },
    { title: 'hexadecimal to binary', params: { value: '0xff', from: 16, to: 2 }, result: { value: 'FF', result: '11111111', decimal: '255' } },
    { title: 'base 36', params: { value: '-zz', from: 36, to: 10 }, result: { value: '-ZZ', result: '-1295', decimal: '-1295' } },
  ],
  run: async ({ value, from, to }, ctx) => {
    // Validate here so bad input gets its 422 at once, even when the worker pool is busy.
    const parsed = parseRadix(value, from)
    const sign = parsed.negative ? '-' : ''
    const converted = await ctx.compute.run('bigint.convertBase', { value: sign + parsed.digits, from, to })
    return { value: converted.value, from, to, result: converted.result, decimal: converted.decimal }
  },
  es: {
    summary: 'Convierte un número entero entre dos bases cualesquiera de 2 a 36',
    description: 'Exacto para números enteros de cualquier tamaño, hasta 10 000 caracteres. Los dígitos mayores que 9 son las letras A-Z (A = 10 ... Z = 35); las letras de entrada pueden ir en mayúsculas o minúsculas, y las de salida van en mayúsculas. El valor puede llevar un signo + o - inicial y espacios en blanco alrededor; los guiones bajos pueden separar dígitos (1111_0000); se aceptan los prefijos 0b, 0o y 0x cuando corresponden a la base en que se lee el valor (2, 8, 16). Las fracciones no se convierten. Un dígito que no pertenece a la base se rechaza, indicando el dígito y su posición. El resultado da el valor leído (sin prefijo, separadores ni ceros a la izquierda), el valor convertido y su forma decimal.',
    params: {
      value: 'Número entero escrito en la base `from`, como FF o -1010_1010',
      from: 'Base en la que está escrito el valor, de 2 a 36',
      to: 'Base en la que se escribe el resultado, de 2 a 36',
    },
  },
  de: {
    summary: 'Wandelt eine ganze Zahl zwischen zwei beliebigen Basen von 2 bis 36 um',
    description: 'Exakt für ganze Zahlen beliebiger Größe mit bis zu 10 000 Zeichen. Ziffern über 9 sind die Buchstaben A-Z (A = 10 ... Z = 35); Buchstaben in der Eingabe dürfen groß oder klein geschrieben sein, in der Ausgabe sind sie großgeschrieben. Der Wert darf ein führendes Vorzeichen + oder - haben und von Leerraum umgeben sein; Unterstriche dürfen Ziffern trennen (1111_0000); die Präfixe 0b, 0o und 0x werden akzeptiert, wenn sie zur Basis passen, in der der Wert gelesen wird (2, 8, 16). Nachkommastellen werden nicht umgewandelt. Eine Ziffer, die nicht zur Basis gehört, wird unter Angabe der Ziffer und ihrer Position abgelehnt. Das Ergebnis enthält den gelesenen Wert (ohne Präfix, Trennzeichen oder führende Nullen), den umgewandelten Wert und seine Dezimaldarstellung.',
    params: {
      value: 'Ganze Zahl in der Basis `from`, etwa FF oder -1010_1010',
      from: 'Basis, in der der Wert geschrieben ist, 2 bis 36',
      to: 'Basis, in der das Ergebnis geschrieben wird, 2 bis 36',
    },
  },
  fr: {
    summary: 'Convertit un nombre entier d\'une base à une autre, entre les bases 2 et 36',
    description: 'Exact pour les nombres entiers de toute taille, jusqu\'à 10 000 caractères. Les chiffres au-delà de 9 sont les lettres A-Z (A = 10 ... Z = 35)\u00a0; en entrée, les lettres peuvent être en majuscules ou en minuscules, en sortie elles sont en majuscules. La valeur peut commencer par un signe + ou - et être entourée d\'espaces\u00a0; des traits de soulignement peuvent séparer les chiffres (1111_0000)\u00a0; les préfixes 0b, 0o et 0x sont acceptés lorsqu\'ils correspondent à la base dans laquelle la valeur est lue (2, 8, 16). Les parties fractionnaires ne sont pas converties. Un chiffre qui n\'appartient pas à la base est refusé, avec le chiffre et sa position. Le résultat donne la valeur lue (sans préfixe, séparateurs ni zéros non significatifs), la valeur convertie et sa forme décimale.',
    params: {
      value: 'Nombre entier écrit dans la base `from`, par exemple FF ou -1010_1010',
      from: 'Base dans laquelle la valeur est écrite, de 2 à 36',
      to: 'Base dans laquelle écrire le résultat, de 2 à 36',
    },
  },
  'pt-br': {
    summary: 'Converte um número inteiro entre duas bases quaisquer de 2 a 36',
    description: 'Exato para números inteiros de qualquer tamanho, com até 10 000 caracteres. Os dígitos acima de 9 são as letras A-Z (A = 10 ... Z = 35); as letras de entrada podem estar em maiúsculas ou minúsculas, e as de saída ficam em maiúsculas. O valor pode ter um sinal + ou - no início e espaços em branco ao redor; sublinhados podem separar dígitos (1111_0000); os prefixos 0b, 0o e 0x são aceitos quando correspondem à base em que o valor é lido (2, 8, 16). Frações não são convertidas. Um dígito que não pertence à base é recusado, com a indicação do dígito e da sua posição. O resultado traz o valor lido (sem prefixo, separadores nem zeros à esquerda), o valor convertido e sua forma decimal.',
    params: {
      value: 'Número inteiro escrito na base `from`, como FF ou -1010_1010',
      from: 'Base em que o valor está escrito, de 2 a 36',
      to: 'Base em que o resultado é escrito, de 2 a 36',
    },
  },
  'zh-cn': {
    summary: '在 2 到 36 之间的任意两种进制之间转换整数',
    description: '对任意大小、最多 10,000 个字符的整数均精确转换。大于 9 的数字用字母 A-Z 表示（A = 10 ... Z = 35）；输入的字母不区分大小写，输出的字母为大写。值可以带前导 + 或 - 号，两侧可以有空白；数字之间可以用下划线分隔（1111_0000）；前缀 0b、0o 和 0x 在与读取值所用的进制（2、8、16）相符时可以使用。不转换小数部分。不属于该进制的数字会被拒绝，并指出该数字及其位置。结果给出读取的值（不含前缀、分隔符和前导零）、转换后的值及其十进制形式。',
    params: {
      value: '以 `from` 进制书写的整数，例如 FF 或 -1010_1010',
      from: '值所用的进制，2 到 36',
      to: '结果所用的进制，2 到 36',
    },
  },
})
