import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { findParam, flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'count-occurrences',
  input: 'json',
  summary: 'Count how many times a piece of text occurs',
  description: 'find is plain text (not a pattern), matched anywhere, inside words too. '
    + 'Occurrences do not overlap by default, as a find-and-replace would count them: "aa" occurs twice in "aaaa"; with overlapping every starting position counts, so three times. '
    + `case_insensitive ignores case. ${en.text.CASE_FOLDING_NOTE} A \\r\\n in the text or in find counts as \\n. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    find: findParam('The text to count, at least one character'),
    case_insensitive: flagParam(en.text.flag('Count regardless of case')),
    overlapping: flagParam(en.text.flag('Count occurrences that overlap (aa in aaaa: 3 rather than 2)')),
  }),
  result: z.object({
    count: z.number().int().min(0).apply(described, { en: 'Number of times find occurs in the text', es: 'Número de veces que find aparece en el texto' }),
  }),
  chain: { gives: 'result.count' },
  examples: [
    { title: 'ignoring case, inside words too (other)', params: { text: 'The cat sat on the mat with the other cat.', find: 'the', case_insensitive: true }, result: { count: 4 } },
    { title: 'overlapping', params: { text: 'aaaa', find: 'aa', overlapping: true }, result: { count: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.countOccurrences', params),
  es: {
    summary: 'Cuenta cuántas veces aparece un fragmento de texto',
    description: `find es texto simple (no un patrón) y coincide en cualquier sitio, también dentro de las palabras. Por defecto las apariciones no se solapan, igual que las contaría un buscar y reemplazar: "aa" aparece dos veces en "aaaa"; con overlapping cuenta cada posición de inicio, así que tres veces. case_insensitive no distingue mayúsculas de minúsculas. ${es.text.CASE_FOLDING_NOTE} Un \\r\\n en el texto o en find cuenta como \\n. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      find: 'El texto que se cuenta, de al menos un carácter',
      case_insensitive: es.text.flag('Cuenta sin distinguir mayúsculas de minúsculas'),
      overlapping: es.text.flag('Cuenta las apariciones que se solapan (aa en aaaa: 3 en lugar de 2)'),
    },
  },
})
