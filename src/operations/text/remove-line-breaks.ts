import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextOutput } from '../kits/text-results.ts'
import { MAX_SEPARATOR_LENGTH, MAX_TEXT_OUTPUT, separatorParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'remove-line-breaks',
  input: 'json',
  summary: 'Join the lines of a text into one line',
  description: 'Every line break (\\n or \\r\\n) is replaced by the separator, a space by default; a line break at the very end of the text is dropped rather than replaced. '
    + 'The lines are joined as they are: spaces at their ends are kept, and a blank line gives two separators in a row (remove blank lines first with text/remove-empty, or trim lines with text/trim). '
    + `${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    separator: separatorParam(' ', en.text.separator('Put where each line break was; default a space', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'This text was\nwrapped at a\nnarrow width.\n' }, result: { output: 'This text was wrapped at a narrow width.' } },
    { title: 'a list joined with commas', params: { text: 'red\r\ngreen\r\nblue', separator: ', ' }, result: { output: 'red, green, blue' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.removeLineBreaks', params),
  es: {
    summary: 'Une las líneas de un texto en una sola línea',
    description: `Cada salto de línea (\\n o \\r\\n) se reemplaza por el separador, un espacio por defecto; un salto de línea al final del texto se descarta en lugar de reemplazarse. Las líneas se unen tal como están: se conservan los espacios de sus extremos, y una línea en blanco da dos separadores seguidos (elimine antes las líneas en blanco con text/remove-empty, o recorte las líneas con text/trim). ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      separator: es.text.separator('Lo que se pone donde estaba cada salto de línea; por defecto un espacio', MAX_SEPARATOR_LENGTH),
    },
  },
})
