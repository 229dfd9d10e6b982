import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { SLUG_SEPARATORS } from '../../lib/text/case.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'slugify',
  input: 'json',
  summary: 'Turn a title into a URL slug such as creme-brulee',
  description: 'Latin letters lose their accents (é → e, ñ → n) after Unicode NFKD decomposition, which also turns compatibility characters into plain ones (ﬁ → fi, ² → 2); '
    + 'letters that do not decompose are spelled out: ß → ss, æ → ae, ø → o, ł → l, đ and ð → d, þ → th, œ → oe, ħ → h, ı → i. '
    + 'Everything is lower-cased, an apostrophe inside a word disappears (don\'t → dont), and every run of other characters (spaces, punctuation, symbols, emoji) becomes one separator, with none at either end. '
    + 'Letters and digits of other scripts are kept as they are (Привет мир → привет-мир), since a URL path may hold them percent-encoded. '
    + `The separator is one of ${SLUG_SEPARATORS.join(' ')}, the characters a URL needs no escaping for. An input with no letters or digits gives an empty slug. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput('The title or phrase to turn into a slug'),
    separator: z.enum(SLUG_SEPARATORS).default('-').describe(`Put between words: ${SLUG_SEPARATORS.join(' ')}; default -`),
  }),
  result: z.object({
    slug: z.string().apply(described, { en: 'The slug: lower-case letters and digits, words joined by the separator; empty when the text has none', es: 'El slug: letras minúsculas y dígitos, con las palabras unidas por el separador; vacío cuando el texto no tiene letras ni dígitos' }),
  }),
  chain: { gives: 'result.slug' },
  examples: [
    { params: { text: 'Crème Brûlée!' }, result: { slug: 'creme-brulee' } },
    { title: 'special letters and another separator', params: { text: 'Straße & Smørrebrød: Don\'t miss it', separator: '_' }, result: { slug: 'strasse_smorrebrod_dont_miss_it' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.slugify', params),
  es: {
    summary: 'Convierte un título en un slug de URL como creme-brulee',
    description: `Las letras latinas pierden sus acentos (é → e, ñ → n) tras la descomposición Unicode NFKD, que también convierte los caracteres de compatibilidad en caracteres simples (ﬁ → fi, ² → 2); las letras que no se descomponen se transcriben: ß → ss, æ → ae, ø → o, ł → l, đ y ð → d, þ → th, œ → oe, ħ → h, ı → i. Todo pasa a minúsculas, un apóstrofo dentro de una palabra desaparece (don't → dont) y cada tramo de otros caracteres (espacios, puntuación, símbolos, emoji) se convierte en un separador, sin ninguno en los extremos. Las letras y dígitos de otras escrituras se conservan tal cual (Привет мир → привет-мир), ya que una ruta de URL puede contenerlos codificados con porcentajes. El separador es uno de - _ . ~, los caracteres que una URL no necesita escapar. Una entrada sin letras ni dígitos da un slug vacío. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El título o la frase que se convierte en slug',
      separator: `Lo que se pone entre palabras: ${SLUG_SEPARATORS.join(' ')}; por defecto -`,
    },
  },
})
