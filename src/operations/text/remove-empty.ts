import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { FilteredLines } from '../kits/text-results.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'remove-empty',
  input: 'json',
  summary: 'Remove blank lines, including lines of only spaces or tabs',
  description: 'A line is blank when it is empty or holds only white space (spaces, tabs, no-break spaces and other Unicode spaces); other lines are kept unchanged and in order. '
    + `The result gives the number of lines kept and removed. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput(en.text.TEXT_PARAM) }),
  result: FilteredLines,
  examples: [
    { params: { text: 'first\n\n   \nsecond\n\t\nthird\n' }, result: { output: 'first\nsecond\nthird\n', lines: 3, removed: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.removeEmpty', params),
  es: {
    summary: 'Elimina las líneas en blanco, incluidas las que solo tienen espacios o tabuladores',
    description: `Una línea está en blanco cuando está vacía o solo contiene espacios en blanco (espacios, tabuladores, espacios de no separación y otros espacios Unicode); las demás líneas se conservan sin cambios y en orden. El resultado indica el número de líneas conservadas y eliminadas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
})
