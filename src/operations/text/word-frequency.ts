import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

const MAX_LIMIT = 10_000

export default defineOperation({
  category: 'text',
  name: 'word-frequency',
  input: 'json',
  summary: 'List the most frequent words of a text with their counts',
  description: 'Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens). '
    + `Counting ignores case, so The and the are one word, shown in lower case as first written. ${en.text.CASE_FOLDING_NOTE} `
    + 'The list holds the limit most frequent words, most frequent first; words with the same count are in order of first appearance. '
    + 'total_words counts every word and distinct_words the different ones. No stop words are left out.'
    + ` ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    limit: z.number().int().min(1).max(MAX_LIMIT).default(50).describe(`How many words to list (top N), 1-${MAX_LIMIT.toLocaleString('en')}; default 50`),
  }),
  result: z.object({
    words: z.array(z.object({
      word: z.string().apply(described, { en: 'The word in lower case, as first written', es: 'La palabra en minúsculas, tal como se escribió por primera vez' }),
      count: z.number().int().min(1).apply(described, { en: 'How many times it occurs, ignoring case', es: 'Cuántas veces aparece, sin distinguir mayúsculas' }),
    })).apply(described, { en: 'The most frequent words, at most limit, most frequent first; ties in order of first appearance', es: 'Las palabras más frecuentes, como máximo limit, de la más a la menos frecuente; los empates en orden de primera aparición' }),
    total_words: z.number().int().min(0).apply(described, { en: 'Number of words in the text', es: 'Número de palabras del texto' }),
    distinct_words: z.number().int().min(0).apply(described, { en: 'Number of different words, ignoring case', es: 'Número de palabras diferentes, sin distinguir mayúsculas' }),
  }),
  chain: { gives: 'result.words' },
  examples: [
    {
      params: { text: 'The cat and the hat. THE END, and the cat!', limit: 3 },
      result: { words: [{ word: 'the', count: 4 }, { word: 'cat', count: 2 }, { word: 'and', count: 2 }], total_words: 10, distinct_words: 5 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.wordFrequency', params),
  es: {
    summary: 'Lista las palabras más frecuentes de un texto con sus recuentos',
    description: `Las palabras se encuentran como en text/word-count (letras, marcas y dígitos de cualquier escritura, unidos por apóstrofos y guiones interiores). El recuento no distingue mayúsculas, así que The y the son una misma palabra, que se muestra en minúsculas tal como se escribió por primera vez. ${es.text.CASE_FOLDING_NOTE} La lista contiene las limit palabras más frecuentes, de más a menos frecuente; las palabras con el mismo recuento van en orden de primera aparición. total_words cuenta todas las palabras y distinct_words las distintas. No se excluye ninguna palabra vacía. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      limit: `Cuántas palabras se listan (las N primeras), 1-${es.text.figure(MAX_LIMIT)}; por defecto 50`,
    },
  },
})
