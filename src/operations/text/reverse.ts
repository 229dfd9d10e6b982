import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { REVERSE_UNITS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'reverse',
  input: 'json',
  summary: 'Reverse a text by characters, by words or by lines',
  description: 'characters reverses the whole text by user-perceived characters (Unicode extended grapheme clusters): an emoji ZWJ sequence such as 👨‍👩‍👧, a flag, or a letter with its combining accents stays whole and in order. '
    + 'words reverses the order of the words within each line, a word being what lies between runs of white space (punctuation stays attached); the spacing stays where it was, and lines keep their order. '
    + 'lines reverses the order of the lines (a final line break stays at the end). '
    + `${en.text.BREAKS_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    by: z.enum(REVERSE_UNITS).default('characters').describe(`What to reverse: ${REVERSE_UNITS.join(', ')}; default characters`),
  }),
  result: z.object({
    by: z.enum(REVERSE_UNITS).apply(described, {
      en: 'What was reversed: characters, words or lines',
      es: 'Lo que se invirtió: characters, words o lines',
      de: 'Was umgekehrt wurde: characters, words oder lines',
      fr: 'Ce qui a été inversé\u00a0: characters, words ou lines',
      'pt-br': 'O que foi invertido: characters, words ou lines',
      'zh-cn': '反转的单位：characters、words 或 lines',
    }),
    output: z.string().apply(described, {
      en: 'The reversed text; line breaks are written as \\n',
      es: 'El texto invertido; los saltos de línea se escriben como \\n',
      de: 'Der umgekehrte Text; Zeilenumbrüche werden als \\n geschrieben',
      fr: 'Le texte inversé\u00a0; les sauts de ligne sont écrits \\n',
      'pt-br': 'O texto invertido; as quebras de linha são escritas como \\n',
      'zh-cn': '反转后的文本；换行符写作 \\n',
    }),
  }),
  examples: [
    { title: 'characters: an emoji with a skin tone and an n with a combining tilde stay whole', params: { text: 'an\u0303b 👍🏽!' }, result: { by: 'characters', output: '!👍🏽 bn\u0303a' } },
    { title: 'words within each line', params: { text: 'one two three\nfour five', by: 'words' }, result: { by: 'words', output: 'three two one\nfive four' } },
    { title: 'lines', params: { text: 'first\nsecond\nthird\n', by: 'lines' }, result: { by: 'lines', output: 'third\nsecond\nfirst\n' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.reverse', params),
  es: {
    summary: 'Invierte un texto por caracteres, por palabras o por líneas',
    description: `characters invierte todo el texto por caracteres percibidos por el usuario (clústeres de grafemas extendidos de Unicode): una secuencia de emoji con ZWJ como 👨‍👩‍👧, una bandera o una letra con sus acentos combinantes se mantienen enteras y en orden. words invierte el orden de las palabras dentro de cada línea, siendo una palabra lo que hay entre tramos de espacios en blanco (la puntuación queda unida); los espacios quedan donde estaban y las líneas mantienen su orden. lines invierte el orden de las líneas (un salto de línea final se queda al final). ${es.text.BREAKS_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      by: `Qué se invierte: ${REVERSE_UNITS.join(', ')}; por defecto characters`,
    },
  },
  de: {
    summary: 'Kehrt einen Text zeichen-, wort- oder zeilenweise um',
    description: `characters kehrt den gesamten Text nach vom Benutzer wahrgenommenen Zeichen (erweiterten Unicode-Graphemclustern) um: Eine Emoji-ZWJ-Sequenz wie 👨‍👩‍👧, eine Flagge oder ein Buchstabe mit seinen kombinierenden Akzenten bleibt vollständig und in ihrer Reihenfolge erhalten. words kehrt die Reihenfolge der Wörter innerhalb jeder Zeile um, wobei ein Wort alles zwischen Folgen von Leerraum ist (Satzzeichen bleiben am Wort); die Abstände bleiben, wo sie waren, und die Zeilen behalten ihre Reihenfolge. lines kehrt die Reihenfolge der Zeilen um (ein abschließender Zeilenumbruch bleibt am Ende). ${de.text.BREAKS_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      by: `Was umgekehrt wird: ${REVERSE_UNITS.join(', ')}; Standard characters`,
    },
  },
  fr: {
    summary: 'Inverse un texte par caractères, par mots ou par lignes',
    description: `characters inverse tout le texte par caractères perçus par l'utilisateur (clusters de graphèmes étendus Unicode)\u00a0: une séquence d'emoji ZWJ comme 👨‍👩‍👧, un drapeau ou une lettre avec ses accents combinants reste entier et dans l'ordre. words inverse l'ordre des mots dans chaque ligne, un mot étant ce qui se trouve entre des suites d'espaces blancs (la ponctuation reste attachée)\u00a0; l'espacement reste à sa place et les lignes gardent leur ordre. lines inverse l'ordre des lignes (un saut de ligne final reste à la fin). ${fr.text.BREAKS_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      by: `Ce qui est inversé\u00a0: ${REVERSE_UNITS.join(', ')}\u00a0; characters par défaut`,
    },
  },
  'pt-br': {
    summary: 'Inverte um texto por caracteres, por palavras ou por linhas',
    description: `characters inverte o texto inteiro por caracteres percebidos pelo usuário (clusters de grafemas estendidos do Unicode): uma sequência de emoji com ZWJ como 👨‍👩‍👧, uma bandeira ou uma letra com seus acentos combinantes permanece inteira e na ordem. words inverte a ordem das palavras dentro de cada linha, sendo uma palavra o que fica entre sequências de espaços em branco (a pontuação continua junto); o espaçamento fica onde estava e as linhas mantêm sua ordem. lines inverte a ordem das linhas (uma quebra de linha final continua no final). ${ptBr.text.BREAKS_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      by: `O que inverter: ${REVERSE_UNITS.join(', ')}; padrão characters`,
    },
  },
  'zh-cn': {
    summary: '按字符、单词或行反转文本',
    description: `characters 按用户感知字符（Unicode 扩展字形簇）反转整个文本：👨‍👩‍👧 这样的表情符号 ZWJ 序列、旗帜或带组合重音符号的字母保持完整，内部顺序不变。words 反转每一行内单词的顺序，单词指连续空白之间的内容（标点随单词一起移动）；空白保留在原来的位置，各行顺序不变。lines 反转各行的顺序（末尾的换行符仍留在末尾）。${zhCn.text.BREAKS_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      by: `反转的单位：${REVERSE_UNITS.join(', ')}；默认为 characters`,
    },
  },
})
