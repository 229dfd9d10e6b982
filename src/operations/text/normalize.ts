import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { NORMAL_FORMS } from '../../lib/text/normalize.ts'
import { flagParam, MAX_TEXT_OUTPUT, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'normalize',
  input: 'json',
  summary: 'Unicode normalisation (NFC, NFD, NFKC, NFKD), optionally without diacritics',
  description: 'Brings the text to a Unicode normalisation form (UAX #15): NFC (default) composes letters and their accents into one character where one exists (e + ◌́ → é), '
    + 'NFD decomposes them, and NFKC and NFKD also replace compatibility characters with their plain equivalents (ﬁ → fi, ① → 1, full-width Ａ → A, ² → 2). '
    + 'Two texts that look the same but compare unequal usually become equal in NFC; NFKC is the usual form for identifiers and search. '
    + 'strip_diacritics removes accents and other nonspacing combining marks after decomposing (Crème brûlée → Creme brulee, Ñandú → Nandu); '
    + 'letters that are not built from a base letter and a mark stay as they are (ø, ł, đ, ß). '
    + `changed says whether the output differs from the text. A result longer than ${en.text.figure(MAX_TEXT_OUTPUT)} characters (UTF-16 code units; compatibility forms can lengthen a text) is refused with 413 OUTPUT_TOO_LARGE. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    form: z.enum(NORMAL_FORMS).default('NFC').describe('Normalisation form: NFC (default), NFD, NFKC or NFKD'),
    strip_diacritics: flagParam(en.text.flag('Remove accents and other combining marks')),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The normalised text', es: 'El texto normalizado' }),
    changed: z.boolean().apply(described, { en: 'Whether the output differs from the text sent', es: 'Si el resultado difiere del texto enviado' }),
  }),
  examples: [
    { params: { text: 'Cafe\u0301 ﬁle ①', form: 'NFKC' }, result: { output: 'Café file 1', changed: true } },
    { title: 'without diacritics', params: { text: 'Crème brûlée à São Paulo', strip_diacritics: true }, result: { output: 'Creme brulee a Sao Paulo', changed: true } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.normalize', params),
  es: {
    summary: 'Normalización Unicode (NFC, NFD, NFKC, NFKD), opcionalmente sin diacríticos',
    description: `Lleva el texto a una forma de normalización Unicode (UAX #15): NFC (por defecto) compone las letras y sus tildes en un solo carácter cuando existe (e + ◌́ → é), NFD las descompone, y NFKC y NFKD además sustituyen los caracteres de compatibilidad por sus equivalentes simples (ﬁ → fi, ① → 1, Ａ de ancho completo → A, ² → 2). Dos textos que se ven iguales pero no son iguales al compararlos suelen igualarse en NFC; NFKC es la forma habitual para identificadores y búsquedas. strip_diacritics elimina las tildes y otras marcas combinables sin espacio tras descomponer (Crème brûlée → Creme brulee, Ñandú → Nandu); las letras que no se forman con una letra base y una marca se quedan como están (ø, ł, đ, ß). changed indica si el resultado difiere del texto. Un resultado de más de ${es.text.figure(MAX_TEXT_OUTPUT)} de caracteres (unidades de código UTF-16; las formas de compatibilidad pueden alargar un texto) se rechaza con 413 OUTPUT_TOO_LARGE. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      form: 'Forma de normalización: NFC (por defecto), NFD, NFKC o NFKD',
      strip_diacritics: es.text.flag('Elimina las tildes y otras marcas combinables'),
    },
  },
})
