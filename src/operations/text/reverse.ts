import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { REVERSE_UNITS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

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
    by: z.enum(REVERSE_UNITS).apply(described, { en: 'What was reversed: characters, words or lines', es: 'Lo que se invirtió: characters, words o lines' }),
    output: z.string().apply(described, { en: 'The reversed text; line breaks are written as \\n', es: 'El texto invertido; los saltos de línea se escriben como \\n' }),
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
})
