import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

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
    words: z.array(z.string()).apply(described, { en: 'Each distinct word once, as first written, in order of first appearance', es: 'Cada palabra distinta una vez, tal como se escribió por primera vez, en orden de primera aparición' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of distinct words', es: 'Número de palabras distintas' }),
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
})
