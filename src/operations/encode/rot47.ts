import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { TextOutput } from '../kits/text-results.ts'

/** ROT47: the 94 printable ASCII characters ! (33) to ~ (126) move 47 places; everything else stays. */
export function rot47(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCharCode(33 + ((c.charCodeAt(0) - 33 + 47) % 94)))
}

export default defineOperation({
  category: 'encode',
  name: 'rot47',
  input: 'json',
  summary: 'Apply the ROT47 substitution of printable ASCII (its own inverse)',
  description: 'Each of the 94 printable ASCII characters from ! (33) to ~ (126), letters, digits and punctuation alike, is replaced by the one 47 places further, '
    + 'wrapping around. Spaces, line breaks and non-ASCII characters (é, ñ, emoji) are left untouched. '
    + 'Applying ROT47 twice gives back the original text, so there is no mode.',
  params: z.object({
    text: textParam('Text to transform'),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'Hello, World!' }, result: { output: 'w6==@[ (@C=5P' } },
    { title: 'non-ASCII characters stay', params: { text: 'Ñandú 123' }, result: { output: 'Ñ2?5ú `ab' } },
  ],
  run: ({ text }) => ({ output: rot47(text) }),
  es: {
    summary: 'Aplica la sustitución ROT47 del ASCII imprimible (que es su propia inversa)',
    description: 'Cada uno de los 94 caracteres ASCII imprimibles de ! (33) a ~ (126), sean letras, dígitos o signos, se sustituye por el que está 47 posiciones más adelante, volviendo al principio al llegar al final. Los espacios, los saltos de línea y los caracteres no ASCII (é, ñ, emoji) no se tocan. Aplicar ROT47 dos veces devuelve el texto original, por eso no hay mode.',
    params: {
      text: 'Texto que se transforma',
    },
  },
  de: {
    summary: 'Wendet die ROT47-Ersetzung auf druckbares ASCII an (die ihre eigene Umkehrung ist)',
    description: 'Jedes der 94 druckbaren ASCII-Zeichen von ! (33) bis ~ (126), ob Buchstabe, Ziffer oder Satzzeichen, wird durch das Zeichen ersetzt, das 47 Stellen weiter steht, wobei nach dem Ende wieder von vorn gezählt wird. Leerzeichen, Zeilenumbrüche und Nicht-ASCII-Zeichen (é, ñ, Emoji) bleiben unverändert. Zweimal angewandt, ergibt ROT47 wieder den ursprünglichen Text, daher gibt es kein mode.',
    params: {
      text: 'Zu transformierender Text',
    },
  },
  fr: {
    summary: 'Applique la substitution ROT47 à l\'ASCII imprimable (qui est sa propre inverse)',
    description: 'Chacun des 94 caractères ASCII imprimables de\u00a0! (33) à ~ (126), qu\'il s\'agisse de lettres, de chiffres ou de ponctuation, est remplacé par celui situé 47 positions plus loin, en reprenant au début une fois la fin atteinte. Les espaces, les sauts de ligne et les caractères non ASCII (é, ñ, emoji) ne sont pas modifiés. Appliquer ROT47 deux fois redonne le texte d\'origine\u00a0: il n\'y a donc pas de mode.',
    params: {
      text: 'Texte à transformer',
    },
  },
  'pt-br': {
    summary: 'Aplica a substituição ROT47 do ASCII imprimível (que é sua própria inversa)',
    description: 'Cada um dos 94 caracteres ASCII imprimíveis de ! (33) a ~ (126), sejam letras, dígitos ou pontuação, é substituído pelo que está 47 posições adiante, voltando ao início ao chegar ao fim. Espaços, quebras de linha e caracteres não ASCII (é, ñ, emoji) não são alterados. Aplicar ROT47 duas vezes devolve o texto original, por isso não há mode.',
    params: {
      text: 'Texto a transformar',
    },
  },
  'zh-cn': {
    summary: '对可打印 ASCII 应用 ROT47 替换（其逆运算就是其本身）',
    description: '从 !（33）到 ~（126）的 94 个可打印 ASCII 字符（无论是字母、数字还是标点）都替换为其后第 47 位的字符，超出末尾则从头循环。空格、换行符和非 ASCII 字符（é、ñ、表情符号）保持不变。对文本应用两次 ROT47 即可还原原文，因此没有 mode 参数。',
    params: {
      text: '要转换的文本',
    },
  },
})
