import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
import { MAX_SEPARATOR_LENGTH, MAX_TEXT_OUTPUT, separatorParam, textInput } from '../../lib/text/text.ts'
import { LINE_NUMBER_PADDINGS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'add-line-numbers',
  input: 'json',
  summary: 'Number every line of a text',
  description: 'Every line gets its number, counting up from start, then the separator, then the line; blank lines are numbered too. '
    + 'padding aligns the numbers to the width of the largest one: space right-aligns them ( 9, 10), zero fills with zeros (09, 10); none (the default) leaves them as they are. '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    start: z.number().int().min(0).max(1_000_000_000).default(1).describe('Number of the first line, 0-1,000,000,000; default 1'),
    padding: z.enum(LINE_NUMBER_PADDINGS).default('none').describe(`Align the numbers: ${LINE_NUMBER_PADDINGS.join(', ')}; default none`),
    separator: separatorParam('. ', en.text.separator('Put between the number and the line; default ". " (a full stop and a space)', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextLines,
  examples: [
    { params: { text: 'alpha\nbeta\n\ngamma' }, result: { output: '1. alpha\n2. beta\n3. \n4. gamma', lines: 4 } },
    { title: 'from 9, zero-padded, with a tab', params: { text: 'x\ny\nz\n', start: 9, padding: 'zero', separator: '\t' }, result: { output: '09\tx\n10\ty\n11\tz\n', lines: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.addLineNumbers', params),
  es: {
    summary: 'Numera cada línea de un texto',
    description: `Cada línea recibe su número, contando desde start, luego el separador y luego la línea; las líneas en blanco también se numeran. padding alinea los números al ancho del mayor: space los alinea a la derecha ( 9, 10) y zero rellena con ceros (09, 10); none (por defecto) los deja tal cual. El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      start: 'Número de la primera línea, 0-1 000 000 000; por defecto 1',
      padding: `Alineación de los números: ${LINE_NUMBER_PADDINGS.join(', ')}; por defecto none`,
      separator: es.text.separator('Lo que se pone entre el número y la línea; por defecto ". " (un punto y un espacio)', MAX_SEPARATOR_LENGTH),
    },
  },
})
