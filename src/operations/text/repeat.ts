import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextOutput } from '../kits/text-results.ts'
import { MAX_SEPARATOR_LENGTH, MAX_TEXT_OUTPUT, separatorParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

const MAX_TIMES = 10_000

export default defineOperation({
  category: 'text',
  name: 'repeat',
  input: 'json',
  summary: 'Repeat a text a number of times, with a separator between the copies',
  description: `The text is written times times (1-${MAX_TIMES.toLocaleString('en')}) with the separator between copies, none after the last. `
    + `The size of the result (times × text length + (times - 1) × separator length) is worked out first, and a result over ${MAX_TEXT_OUTPUT.toLocaleString('en')} characters is refused with 413 OUTPUT_TOO_LARGE without building anything. `
    + `${en.text.BREAKS_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput('The text to repeat'),
    times: z.number().int().min(1).max(MAX_TIMES).default(2).describe(`How many copies, 1-${MAX_TIMES.toLocaleString('en')}; default 2`),
    separator: separatorParam('\n', en.text.separator('Put between copies; default a line break (\\n)', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'hello' }, result: { output: 'hello\nhello' } },
    { title: 'three times with a separator', params: { text: 'ab', times: 3, separator: ', ' }, result: { output: 'ab, ab, ab' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.repeat', params),
  es: {
    summary: 'Repite un texto varias veces, con un separador entre las copias',
    description: `El texto se escribe times veces (1-${es.text.figure(MAX_TIMES)}) con el separador entre las copias, y ninguno tras la última. Primero se calcula el tamaño del resultado (times × longitud del texto + (times - 1) × longitud del separador), y un resultado de más de ${es.text.figure(MAX_TEXT_OUTPUT)} de caracteres se rechaza con 413 OUTPUT_TOO_LARGE sin construir nada. ${es.text.BREAKS_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El texto que se repite',
      times: `Cuántas copias, 1-${es.text.figure(MAX_TIMES)}; por defecto 2`,
      separator: es.text.separator('Lo que se pone entre las copias; por defecto un salto de línea (\\n)', MAX_SEPARATOR_LENGTH),
    },
  },
})
