import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { FilteredLines } from '../kits/text-results.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'dedupe',
  input: 'json',
  summary: 'Remove duplicate lines, keeping the first of each',
  description: 'Each line is kept the first time it appears and dropped when it appears again; the kept lines stay in their order. '
    + 'Lines compare exactly (spaces count), or ignoring case with case_insensitive, keeping the first spelling. '
    + `${en.text.CASE_FOLDING_NOTE} Empty lines are lines too: only the first is kept. `
    + `The result gives the number of lines kept and removed. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    case_insensitive: flagParam(en.text.flag('Treat lines that differ only in case as duplicates')),
  }),
  result: FilteredLines,
  examples: [
    { params: { text: 'apple\nbanana\napple\ncherry\nbanana' }, result: { output: 'apple\nbanana\ncherry', lines: 3, removed: 2 } },
    { title: 'ignoring case', params: { text: 'Apple\napple\nAPPLE\npear', case_insensitive: true }, result: { output: 'Apple\npear', lines: 2, removed: 2 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.dedupe', params),
  es: {
    summary: 'Elimina las líneas duplicadas, conservando la primera de cada una',
    description: `Cada línea se conserva la primera vez que aparece y se descarta cuando vuelve a aparecer; las líneas conservadas mantienen su orden. Las líneas se comparan de forma exacta (los espacios cuentan), o sin distinguir mayúsculas con case_insensitive, conservando la primera grafía. ${es.text.CASE_FOLDING_NOTE} Las líneas vacías también son líneas: solo se conserva la primera. El resultado indica el número de líneas conservadas y eliminadas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      case_insensitive: es.text.flag('Trata como duplicadas las líneas que solo difieren en mayúsculas y minúsculas'),
    },
  },
})
