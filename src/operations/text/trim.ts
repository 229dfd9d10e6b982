import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'trim',
  input: 'json',
  summary: 'Trim the leading and trailing white space of every line',
  description: 'Removes white space at the start and end of each line, as String.prototype.trim does: spaces, tabs, no-break spaces, other Unicode spaces and the byte order mark. '
    + 'Space inside a line is left alone, and blank lines become empty lines (remove them with text/remove-empty). '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput(en.text.TEXT_PARAM) }),
  result: TextLines,
  examples: [
    { params: { text: '  indented\ttext  \n\tsecond  line\t\n' }, result: { output: 'indented\ttext\nsecond  line\n', lines: 2 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.trim', params),
  es: {
    summary: 'Recorta los espacios en blanco al principio y al final de cada línea',
    description: `Elimina los espacios en blanco al principio y al final de cada línea, como hace String.prototype.trim: espacios, tabuladores, espacios de no separación, otros espacios Unicode y la marca de orden de bytes. Los espacios dentro de una línea no se tocan, y las líneas en blanco pasan a ser líneas vacías (elimínelas con text/remove-empty). El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
})
