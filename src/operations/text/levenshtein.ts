import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DISTANCE_MAX_CELLS, DISTANCE_MAX_CHARS, DISTANCE_MAX_UNITS, editDistance } from '../../lib/text/distance.ts'
import { flagParam } from '../../lib/text/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

/** Pairs of texts up to this many UTF-16 units together are compared on the calling thread. */
const INLINE_UNITS = 512

export default defineOperation({
  category: 'text',
  name: 'levenshtein',
  input: 'json',
  summary: 'Edit distance and similarity of two texts (Levenshtein, or Damerau with transpositions)',
  description: 'The Levenshtein distance is the smallest number of single-character insertions, deletions and substitutions that turn a into b (kitten → sitting: 3). '
    + 'With damerau, swapping two neighbouring characters also counts as one edit (the optimal string alignment distance: ab → ba is 1; no substring is edited twice, so CA → ABC is 3). '
    + 'Characters are user-perceived characters (grapheme clusters): an emoji, a flag or a letter with its accents is one. Texts are compared as written: upper and lower case differ, '
    + 'and so do é and e followed by a combining accent (normalise both with text/normalize first to make them alike). '
    + 'similarity is 1 − distance ÷ the length of the longer text, rounded to 4 decimals (1 for two empty texts). '
    + `a and b may have at most ${en.text.figure(DISTANCE_MAX_CHARS)} characters each, and their lengths multiplied at most ${en.text.figure(DISTANCE_MAX_CELLS)} (2,000 × 2,000, say): the work grows with that product (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
  params: z.object({
    a: z.string().max(DISTANCE_MAX_UNITS).describe('The first text'),
    b: z.string().max(DISTANCE_MAX_UNITS).describe('The second text'),
    damerau: flagParam(en.text.flag('Count swapping two neighbouring characters as one edit (optimal string alignment)')),
  }),
  result: z.object({
    distance: z.number().int().min(0).apply(described, { en: 'The number of edits', es: 'El número de ediciones' }),
    similarity: z.number().min(0).max(1).apply(described, { en: '1 − distance ÷ the longer length, 4 decimals', es: '1 − distancia ÷ la longitud mayor, con 4 decimales' }),
    length_a: z.number().int().min(0).apply(described, { en: 'Characters (user-perceived) in a', es: 'Caracteres (percibidos por el usuario) de a' }),
    length_b: z.number().int().min(0).apply(described, { en: 'Characters (user-perceived) in b', es: 'Caracteres (percibidos por el usuario) de b' }),
  }),
  examples: [
    { params: { a: 'kitten', b: 'sitting' }, result: { distance: 3, similarity: 0.5714, length_a: 6, length_b: 7 } },
    { title: 'a transposition', params: { a: 'recieve', b: 'receive', damerau: true }, result: { distance: 1, similarity: 0.8571 } },
  ],
  run: (params, ctx) => params.a.length + params.b.length <= INLINE_UNITS ? editDistance(params) : ctx.compute.run('text.editDistance', params),
  es: {
    summary: 'Distancia de edición y similitud de dos textos (Levenshtein, o Damerau con transposiciones)',
    description: `La distancia de Levenshtein es el menor número de inserciones, eliminaciones y sustituciones de un carácter que convierten a en b (kitten → sitting: 3). Con damerau, intercambiar dos caracteres vecinos también cuenta como una edición (la distancia de alineamiento óptimo de cadenas: ab → ba es 1; ninguna subcadena se edita dos veces, así que CA → ABC es 3). Los caracteres son caracteres percibidos por el usuario (grupos de grafemas): un emoji, una bandera o una letra con sus tildes es uno. Los textos se comparan tal como están escritos: mayúsculas y minúsculas son distintas, y también é y una e seguida de un acento combinable (normalice los dos antes con text/normalize para igualarlos). similarity es 1 − distancia ÷ la longitud del texto más largo, redondeada a 4 decimales (1 para dos textos vacíos). a y b pueden tener como máximo ${es.text.figure(DISTANCE_MAX_CHARS)} caracteres cada uno, y el producto de sus longitudes como máximo ${es.text.figure(DISTANCE_MAX_CELLS)} (2000 × 2000, por ejemplo): el trabajo crece con ese producto (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
    params: {
      a: 'El primer texto',
      b: 'El segundo texto',
      damerau: es.text.flag('Cuenta como una edición el intercambio de dos caracteres vecinos (alineamiento óptimo de cadenas)'),
    },
  },
})
