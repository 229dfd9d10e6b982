import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { checkDiffSize, DIFF_BUDGET_MS, DIFF_MAX_BYTES, DIFF_MAX_CONTEXT, DIFF_MAX_EDITS, DIFF_UNITS, textDiff } from '../../lib/text/diff.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

/** Texts up to this many UTF-16 units together are compared without the worker pool. */
const INLINE_CHARS = 64

const CHANGE_TYPES = ['added', 'removed', 'equal'] as const

export default defineOperation({
  category: 'text',
  name: 'diff',
  input: 'json',
  summary: 'Compare two texts by lines, words or characters, with a unified diff',
  description: 'Finds the shortest set of insertions and deletions that turns a into b (Myers\' algorithm, from the jsdiff library) and lists the text in order as runs of equal, removed and added pieces, ready to show as a diff. '
    + 'by picks what is compared: lines (default; each with its line break, so a missing final line break counts as a change), words (a word of letters, digits and underscores, a run of whitespace, or one punctuation mark or symbol; added and removed count words and punctuation marks, not whitespace), '
    + 'or chars (user-perceived characters: an emoji or a letter with its accents is one). '
    + 'For lines, unified is the unified diff as GNU diff -u writes it (headers --- a and +++ b, hunks with context unchanged lines around each change, "\\ No newline at end of file" where a last line has no line break); it is empty when the texts are equal. '
    + `a and b may have at most ${en.text.figure(DIFF_MAX_BYTES)} bytes (UTF-8) each (413 DIFF_INPUT_TOO_LARGE). `
    + `Texts that differ by more than ${en.text.figure(DIFF_MAX_EDITS)} insertions and deletions, or take longer than ${en.text.figure(DIFF_BUDGET_MS)} ms to compare, are refused with 422 DIFF_TOO_COMPLEX: compare smaller pieces, or by lines.`,
  params: z.object({
    a: z.string().describe('The original text'),
    b: z.string().describe('The changed text'),
    by: z.enum(DIFF_UNITS).default('lines').describe('What is compared: lines (default), words or chars (user-perceived characters)'),
    context: z.number().int().min(0).max(DIFF_MAX_CONTEXT).default(3).describe(`Unchanged lines shown around each change in the unified diff, 0 to ${DIFF_MAX_CONTEXT}; default 3`),
  }),
  result: z.object({
    equal: z.boolean().apply(described, { en: 'Whether the texts are the same', es: 'Si los textos son iguales' }),
    added: z.number().int().min(0).apply(described, { en: 'Lines, words (and punctuation marks) or characters added in b', es: 'Líneas, palabras (y signos de puntuación) o caracteres añadidos en b' }),
    removed: z.number().int().min(0).apply(described, { en: 'Lines, words (and punctuation marks) or characters of a removed', es: 'Líneas, palabras (y signos de puntuación) o caracteres de a eliminados' }),
    changes: z.array(z.object({
      type: z.enum(CHANGE_TYPES).apply(described, { en: 'equal (in both), removed (only in a) or added (only in b)', es: 'equal (en los dos), removed (solo en a) o added (solo en b)' }),
      value: z.string().apply(described, { en: 'The text of this run', es: 'El texto de este tramo' }),
    })).apply(described, { en: 'The texts as consecutive runs, in order: joining the equal and removed values gives a, the equal and added ones b', es: 'Los textos como tramos consecutivos, en orden: al unir los valores equal y removed se obtiene a, y los equal y added, b' }),
    unified: z.string().optional().apply(described, { en: 'With by=lines: the unified diff (GNU diff -u format), empty when the texts are equal', es: 'Con by=lines: el diff unificado (formato de GNU diff -u), vacío si los textos son iguales' }),
  }),
  examples: [
    {
      params: { a: 'apples\nbananas\ncherries\n', b: 'apples\nblueberries\ncherries\ndates\n' },
      result: {
        equal: false, added: 2, removed: 1,
        changes: [
          { type: 'equal', value: 'apples\n' }, { type: 'removed', value: 'bananas\n' }, { type: 'added', value: 'blueberries\n' },
          { type: 'equal', value: 'cherries\n' }, { type: 'added', value: 'dates\n' },
        ],
        unified: '--- a\n+++ b\n@@ -1,3 +1,4 @@\n apples\n-bananas\n+blueberries\n cherries\n+dates\n',
      },
    },
    {
      title: 'by words',
      params: { a: 'The quick brown fox.', b: 'The slow brown fox!', by: 'words' },
      result: {
        equal: false, added: 2, removed: 2,
        changes: [
          { type: 'equal', value: 'The ' }, { type: 'removed', value: 'quick' }, { type: 'added', value: 'slow' },
          { type: 'equal', value: ' brown fox' }, { type: 'removed', value: '.' }, { type: 'added', value: '!' },
        ],
      },
    },
  ],
  run: (params, ctx) => {
    checkDiffSize(params.a, params.b, ctx.limits.textBytes)
    // Short texts are compared on this thread (a few dozen edits at most: well under a millisecond).
    if (params.a.length + params.b.length <= INLINE_CHARS) return textDiff(params)
    return ctx.compute.run('text.diff', params)
  },
  es: {
    summary: 'Compara dos textos por líneas, palabras o caracteres, con un diff unificado',
    description: `Busca el conjunto más corto de inserciones y eliminaciones que convierte a en b (algoritmo de Myers, de la biblioteca jsdiff) y enumera el texto en orden como tramos iguales, eliminados y añadidos, listos para mostrarse como un diff. by elige qué se compara: lines (por defecto; cada línea con su salto de línea, de modo que la falta de un salto de línea final cuenta como un cambio), words (una palabra de letras, dígitos y guiones bajos, un tramo de espacios en blanco, o un signo de puntuación o símbolo; added y removed cuentan palabras y signos de puntuación, no espacios) o chars (caracteres percibidos por el usuario: un emoji o una letra con sus tildes es uno). Con lines, unified es el diff unificado tal como lo escribe GNU diff -u (cabeceras --- a y +++ b, bloques con context líneas sin cambios alrededor de cada cambio y "\\ No newline at end of file" donde una última línea no tiene salto de línea); está vacío si los textos son iguales. a y b pueden tener como máximo ${es.text.figure(DIFF_MAX_BYTES)} bytes (UTF-8) cada uno (413 DIFF_INPUT_TOO_LARGE). Los textos que difieren en más de ${es.text.figure(DIFF_MAX_EDITS)} inserciones y eliminaciones, o que tardan más de ${es.text.figure(DIFF_BUDGET_MS)} ms en compararse, se rechazan con 422 DIFF_TOO_COMPLEX: compare fragmentos más pequeños, o por líneas.`,
    params: {
      a: 'El texto original',
      b: 'El texto modificado',
      by: 'Qué se compara: lines (por defecto, líneas), words (palabras) o chars (caracteres percibidos por el usuario)',
      context: `Líneas sin cambios que se muestran alrededor de cada cambio en el diff unificado, de 0 a ${DIFF_MAX_CONTEXT}; por defecto 3`,
    },
  },
})
