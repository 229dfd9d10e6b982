import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_PATTERN_LENGTH, REGEX_BUDGET_MS } from '../../lib/text/regex.ts'
import { findParam, flagParam, MAX_TEXT_OUTPUT, textInput } from '../../lib/text/text.ts'
import { findAndReplace } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'find-replace',
  input: 'json',
  summary: 'Find and replace text, literally or with a regular expression, and count the replacements',
  description: 'By default find is plain text: every occurrence is replaced, left to right, without overlaps, and replace is inserted as written ($ has no special meaning). '
    + `case_insensitive ignores case. ${en.text.CASE_FOLDING_NOTE} `
    + `With regex, find is a JavaScript regular expression written without delimiters or flags (\\d+ rather than /\\d+/), at most ${MAX_PATTERN_LENGTH.toLocaleString('en')} characters, run with the u (Unicode) and m flags: `
    + '^ and $ match at the start and end of every line, and \\A and \\z at the start and end of the whole text; the PCRE spellings (?P<name>…) and (?P=name) work as in dev/regex-test. '
    + 'replace then uses JavaScript\'s replacement syntax: $1 to $99 for numbered groups, $<name> for named ones, $& for the whole match, $` and $\' for the text before and after it, $$ for a dollar sign. '
    + 'An empty match (of ^ or x*) replaces at that position and the search moves on by one character. '
    + `A regular expression that runs longer than ${REGEX_BUDGET_MS.toLocaleString('en')} ms on the text (catastrophic backtracking, as with (a+)+$) is stopped and refused with 422 REGEX_TIMEOUT. `
    + `count is the number of replacements made. ${en.text.BREAKS_NOTE} ${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    find: findParam('What to look for: plain text, or a regular expression when regex is on'),
    replace: z.string().default('').describe('What to put in its place; default empty (the matches are deleted). With regex, $1, $<name> and $& insert captured text'),
    regex: flagParam(en.text.flag('Read find as a JavaScript regular expression (flags u and m) and replace with $ references')),
    case_insensitive: flagParam(en.text.flag('Match regardless of case')),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The text with every match replaced; line breaks are written as \\n', es: 'El texto con cada coincidencia reemplazada; los saltos de línea se escriben como \\n' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of replacements made', es: 'Número de reemplazos hechos' }),
  }),
  examples: [
    { params: { text: 'I like cats. Cats like me.', find: 'cats', replace: 'dogs', case_insensitive: true }, result: { output: 'I like dogs. dogs like me.', count: 2 } },
    { title: 'regular expression with groups', params: { text: 'Date: 2024-05-31', find: '(\\d{4})-(\\d{2})-(\\d{2})', replace: '$3/$2/$1', regex: true }, result: { output: 'Date: 31/05/2024', count: 1 } },
    { title: 'prefix every line', params: { text: 'one\ntwo', find: '^', replace: '> ', regex: true }, result: { output: '> one\n> two', count: 2 } },
  ],
  run: (params, ctx) => findAndReplace(ctx, params),
  es: {
    summary: 'Busca y reemplaza texto, de forma literal o con una expresión regular, y cuenta los reemplazos',
    description: `Por defecto find es texto simple: se reemplaza cada aparición, de izquierda a derecha y sin solapamientos, y replace se inserta tal como se escribe ($ no tiene ningún significado especial). case_insensitive no distingue mayúsculas de minúsculas. ${es.text.CASE_FOLDING_NOTE} Con regex, find es una expresión regular de JavaScript escrita sin delimitadores ni modificadores (\\d+ en lugar de /\\d+/), de como máximo ${es.text.figure(MAX_PATTERN_LENGTH)} caracteres, que se ejecuta con los modificadores u (Unicode) y m: ^ y $ coinciden al principio y al final de cada línea, y \\A y \\z al principio y al final de todo el texto; las grafías de PCRE (?P<name>…) y (?P=name) funcionan como en dev/regex-test. replace usa entonces la sintaxis de reemplazo de JavaScript: $1 a $99 para los grupos numerados, $<name> para los que tienen nombre, $& para toda la coincidencia, $\` y $' para el texto anterior y posterior a ella, y $$ para un signo de dólar. Una coincidencia vacía (de ^ o de x*) reemplaza en esa posición y la búsqueda avanza un carácter. Una expresión regular que tarda más de ${es.text.figure(REGEX_BUDGET_MS)} ms sobre el texto (backtracking catastrófico, como con (a+)+$) se detiene y se rechaza con 422 REGEX_TIMEOUT. count es el número de reemplazos hechos. ${es.text.BREAKS_NOTE} ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      find: 'Lo que se busca: texto simple, o una expresión regular cuando regex está activado',
      replace: 'Lo que se pone en su lugar; por defecto vacío (las coincidencias se eliminan). Con regex, $1, $<name> y $& insertan el texto capturado',
      regex: es.text.flag('Lee find como una expresión regular de JavaScript (modificadores u y m) y replace con referencias $'),
      case_insensitive: es.text.flag('Busca sin distinguir mayúsculas de minúsculas'),
    },
  },
})
