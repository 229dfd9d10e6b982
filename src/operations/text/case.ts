import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { CASE_MODES } from '../../lib/text/case.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'case',
  input: 'json',
  summary: 'Convert text to upper, lower, title or sentence case, or to camelCase, PascalCase, snake_case or kebab-case',
  description: 'upper and lower use Unicode case mappings without a locale, so ß becomes SS, dotless ı becomes I and İ becomes i followed by U+0307 (Turkish rules are not applied). '
    + 'title capitalises the first letter of every word (letters and digits, with apostrophes inside: don\'t, O\'Neill) and lower-cases the rest, short words included; spacing and punctuation stay as they are. '
    + 'sentence lower-cases everything, then capitalises the first letter of the text, of every sentence (after . ! ? or … and white space) and after a blank line; names and acronyms need fixing by hand. '
    + 'camel, pascal, snake and kebab work line by line: each line is split into words at spaces, hyphens, underscores, any other punctuation and camelCase boundaries (fooBar, XMLHttp, utf8Encode), '
    + 'an apostrophe inside a word is dropped, and the words are joined as fooBar, FooBar, foo_bar or foo-bar. '
    + `${en.text.BREAKS_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    mode: z.enum(CASE_MODES).default('upper').describe(`Target case: ${CASE_MODES.join(', ')}; default upper`),
  }),
  result: z.object({
    mode: z.enum(CASE_MODES).apply(described, { en: 'The case the text was converted to', es: 'La forma a la que se convirtió el texto' }),
    output: z.string().apply(described, { en: 'The converted text; line breaks are written as \\n', es: 'El texto convertido; los saltos de línea se escriben como \\n' }),
  }),
  examples: [
    { title: 'title case', params: { text: 'the lord of the rings: don\'t panic', mode: 'title' }, result: { mode: 'title', output: 'The Lord Of The Rings: Don\'t Panic' } },
    { title: 'sentence case', params: { text: 'HELLO WORLD. how ARE you? fine', mode: 'sentence' }, result: { mode: 'sentence', output: 'Hello world. How are you? Fine' } },
    { title: 'identifiers, one per line', params: { text: 'XMLHttpRequest\nuser_id\nfirst-name', mode: 'snake' }, result: { mode: 'snake', output: 'xml_http_request\nuser_id\nfirst_name' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.case', params),
  es: {
    summary: 'Convierte un texto a mayúsculas, minúsculas, tipo título o tipo oración, o a camelCase, PascalCase, snake_case o kebab-case',
    description: `upper y lower usan las correspondencias de mayúsculas y minúsculas de Unicode sin configuración regional, así que ß pasa a ser SS, la ı sin punto pasa a ser I e İ pasa a ser i seguida de U+0307 (no se aplican las reglas del turco). title pone en mayúscula la primera letra de cada palabra (letras y dígitos, con apóstrofos en su interior: don't, O'Neill) y el resto en minúsculas, incluidas las palabras cortas; los espacios y la puntuación quedan como estaban. sentence pone todo en minúsculas y luego en mayúscula la primera letra del texto, la de cada oración (tras . ! ? o … y un espacio en blanco) y la que sigue a una línea en blanco; los nombres propios y las siglas hay que corregirlos a mano. camel, pascal, snake y kebab trabajan línea a línea: cada línea se divide en palabras por los espacios, guiones, guiones bajos, cualquier otra puntuación y los límites de camelCase (fooBar, XMLHttp, utf8Encode), se elimina el apóstrofo dentro de una palabra y las palabras se unen como fooBar, FooBar, foo_bar o foo-bar. ${es.text.BREAKS_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      mode: `Forma de destino: ${CASE_MODES.join(', ')}; por defecto upper`,
    },
  },
})
