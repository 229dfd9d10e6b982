import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { TextOutput } from '../kits/text-results.ts'

/** ROT13: A-Z and a-z move 13 places; every other character, accented letters included, stays. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base)
  })
}

export default defineOperation({
  category: 'encode',
  name: 'rot13',
  input: 'json',
  summary: 'Apply the ROT13 letter substitution (its own inverse)',
  description: 'Each ASCII letter A-Z and a-z is replaced by the letter 13 places further in the alphabet, keeping its case. '
    + 'Digits, punctuation, whitespace and non-ASCII characters (é, ñ, emoji) are left untouched. '
    + 'Applying ROT13 twice gives back the original text, so there is no mode.',
  params: z.object({
    text: textParam('Text to transform'),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'Hello, World!' }, result: { output: 'Uryyb, Jbeyq!' } },
    { title: 'non-ASCII letters stay', params: { text: 'Ñandú 123' }, result: { output: 'Ñnaqú 123' } },
  ],
  run: ({ text }) => ({ output: rot13(text) }),
  es: {
    summary: 'Aplica la sustitución de letras ROT13 (que es su propia inversa)',
    description: 'Cada letra ASCII A-Z y a-z se sustituye por la que está 13 posiciones más adelante en el alfabeto, conservando mayúscula o minúscula. Los dígitos, la puntuación, los espacios en blanco y los caracteres no ASCII (é, ñ, emoji) no se tocan. Aplicar ROT13 dos veces devuelve el texto original, por eso no hay mode.',
    params: {
      text: 'Texto que se transforma',
    },
  },
  de: {
    summary: 'Wendet die Buchstabenersetzung ROT13 an (die ihre eigene Umkehrung ist)',
    description: 'Jeder ASCII-Buchstabe A-Z und a-z wird durch den Buchstaben ersetzt, der 13 Stellen weiter im Alphabet steht, wobei Groß- und Kleinschreibung erhalten bleibt. Ziffern, Satzzeichen, Leerraum und Nicht-ASCII-Zeichen (é, ñ, Emoji) bleiben unverändert. Zweimal angewandt, ergibt ROT13 wieder den ursprünglichen Text, daher gibt es kein mode.',
    params: {
      text: 'Zu transformierender Text',
    },
  },
  fr: {
    summary: 'Applique la substitution de lettres ROT13 (qui est sa propre inverse)',
    description: 'Chaque lettre ASCII A-Z et a-z est remplacée par la lettre située 13 positions plus loin dans l\'alphabet, en conservant sa casse. Les chiffres, la ponctuation, les espaces blancs et les caractères non ASCII (é, ñ, emoji) ne sont pas modifiés. Appliquer ROT13 deux fois redonne le texte d\'origine\u00a0: il n\'y a donc pas de mode.',
    params: {
      text: 'Texte à transformer',
    },
  },
  'pt-br': {
    summary: 'Aplica a substituição de letras ROT13 (que é sua própria inversa)',
    description: 'Cada letra ASCII A-Z e a-z é substituída pela letra que está 13 posições adiante no alfabeto, mantendo maiúscula ou minúscula. Dígitos, pontuação, espaços em branco e caracteres não ASCII (é, ñ, emoji) não são alterados. Aplicar ROT13 duas vezes devolve o texto original, por isso não há mode.',
    params: {
      text: 'Texto a transformar',
    },
  },
  'zh-cn': {
    summary: '应用 ROT13 字母替换（其逆运算就是其本身）',
    description: '每个 ASCII 字母 A-Z 和 a-z 都替换为字母表中其后第 13 位的字母，并保持大小写。数字、标点、空白和非 ASCII 字符（é、ñ、表情符号）保持不变。对文本应用两次 ROT13 即可还原原文，因此没有 mode 参数。',
    params: {
      text: '要转换的文本',
    },
  },
})
