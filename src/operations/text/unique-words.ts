import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'unique-words',
  input: 'json',
  summary: 'List the distinct words of a text in order of first appearance',
  description: 'Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens; punctuation is not part of a word). '
    + 'Each word is listed once, as first written, in order of first appearance. By default words that differ in case are different words; '
    + `case_insensitive makes them one. ${en.text.CASE_FOLDING_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    case_insensitive: flagParam(en.text.flag('Treat words that differ only in case as the same word')),
  }),
  result: z.object({
    words: z.array(z.string()).apply(described, {
      en: 'Each distinct word once, as first written, in order of first appearance',
      es: 'Cada palabra distinta una vez, tal como se escribió por primera vez, en orden de primera aparición',
      de: 'Jedes unterschiedliche Wort einmal, so wie es zuerst geschrieben wurde, in der Reihenfolge des ersten Auftretens',
      fr: `Chaque mot distinct une fois, tel qu'il a été écrit la première fois, dans l'ordre de première apparition`,
      'pt-br': 'Cada palavra distinta uma vez, como foi escrita pela primeira vez, em ordem de primeira aparição',
      'zh-cn': '每个不同的单词各一次，保持首次出现时的写法，按首次出现的顺序排列',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of distinct words',
      es: 'Número de palabras distintas',
      de: 'Anzahl der unterschiedlichen Wörter',
      fr: 'Nombre de mots distincts',
      'pt-br': 'Número de palavras distintas',
      'zh-cn': '不同单词的数量',
    }),
  }),
  chain: { gives: 'result.words' },
  examples: [
    { params: { text: 'To be, or not to be: that is the question.' }, result: { words: ['To', 'be', 'or', 'not', 'to', 'that', 'is', 'the', 'question'], count: 9 } },
    { title: 'ignoring case', params: { text: 'To be, or not to be', case_insensitive: true }, result: { words: ['To', 'be', 'or', 'not'], count: 4 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.uniqueWords', params),
  es: {
    summary: 'Lista las palabras distintas de un texto en orden de primera aparición',
    description: `Las palabras se encuentran como en text/word-count (letras, marcas y dígitos de cualquier escritura, unidos por apóstrofos y guiones interiores; la puntuación no forma parte de una palabra). Cada palabra se lista una vez, tal como se escribió por primera vez, en orden de primera aparición. Por defecto las palabras que difieren en mayúsculas son palabras distintas; case_insensitive las trata como una. ${es.text.CASE_FOLDING_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      case_insensitive: es.text.flag('Trata como la misma palabra las que solo difieren en mayúsculas y minúsculas'),
    },
  },
  de: {
    summary: 'Listet die unterschiedlichen Wörter eines Texts in der Reihenfolge ihres ersten Auftretens auf',
    description: `Wörter werden wie bei text/word-count erkannt (Buchstaben, kombinierende Zeichen und Ziffern jeder Schrift, verbunden durch innere Apostrophe und Bindestriche; Satzzeichen gehören nicht zum Wort). Jedes Wort wird einmal aufgeführt, so wie es zuerst geschrieben wurde, in der Reihenfolge seines ersten Auftretens. Standardmäßig sind Wörter, die sich in der Groß-/Kleinschreibung unterscheiden, verschiedene Wörter; mit case_insensitive gelten sie als ein Wort. ${de.text.CASE_FOLDING_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      case_insensitive: de.text.flag('Behandelt Wörter, die sich nur in der Groß-/Kleinschreibung unterscheiden, als dasselbe Wort'),
    },
  },
  fr: {
    summary: `Liste les mots distincts d'un texte dans l'ordre de leur première apparition`,
    description: `Les mots sont repérés comme dans text/word-count (lettres, marques combinantes et chiffres de toute écriture, reliés par des apostrophes et des traits d'union intérieurs\u00a0; la ponctuation ne fait pas partie d'un mot). Chaque mot est listé une fois, tel qu'il a été écrit la première fois, dans l'ordre de première apparition. Par défaut, des mots qui diffèrent par la casse sont des mots différents\u00a0; case_insensitive les regroupe en un seul. ${fr.text.CASE_FOLDING_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      case_insensitive: fr.text.flag('Traite comme un même mot les mots qui ne diffèrent que par la casse'),
    },
  },
  'pt-br': {
    summary: 'Lista as palavras distintas de um texto em ordem de primeira aparição',
    description: `As palavras são encontradas como em text/word-count (letras, marcas combinantes e dígitos de qualquer sistema de escrita, unidos por apóstrofos e hifens internos; a pontuação não faz parte de uma palavra). Cada palavra é listada uma vez, como foi escrita pela primeira vez, em ordem de primeira aparição. Por padrão, palavras que diferem em maiúsculas e minúsculas são palavras diferentes; case_insensitive as trata como uma só. ${ptBr.text.CASE_FOLDING_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      case_insensitive: ptBr.text.flag('Trata como a mesma palavra as que diferem apenas em maiúsculas e minúsculas'),
    },
  },
  'zh-cn': {
    summary: '按首次出现的顺序列出文本中的不同单词',
    description: `单词的识别方式与 text/word-count 相同（任何文字的字母、组合标记和数字，可由词内的撇号和连字符连接；标点不属于单词）。每个单词只列出一次，保持首次出现时的写法，按首次出现的顺序排列。默认情况下，大小写不同的单词视为不同的单词；case_insensitive 会将它们视为同一个单词。${zhCn.text.CASE_FOLDING_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      case_insensitive: zhCn.text.flag('将仅大小写不同的单词视为同一个单词'),
    },
  },
})
