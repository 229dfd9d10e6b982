import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_MATCHES, MAX_OUTPUT_CHARS, MAX_PATTERN_LENGTH, MAX_SUBJECT_LENGTH, REGEX_BUDGET_MS, testRegex } from '../../lib/text/regex.ts'
import es from '../../i18n/es/phrases/index.ts'
import { recordOf } from '../kits/dev-results.ts'

const offset = z.number().int().min(0)

export default defineOperation({
  category: 'dev',
  name: 'regex-test',
  input: 'json',
  summary: 'Test a PHP-style delimited regular expression against a text and list every match',
  description: 'pattern is written the PHP way: a delimiter, the pattern, the same delimiter, then flags, as in /\\d+/i or #a.b#s. '
    + 'The delimiter is any ASCII punctuation character except the backslash; ( [ { < close with ) ] } > and may nest inside the pattern; '
    + 'a delimiter that belongs to the pattern is escaped with a backslash. '
    + 'The pattern runs on the JavaScript RegExp engine with JavaScript syntax (lookbehind and named groups (?<name>…) work; '
    + 'possessive quantifiers, atomic groups and recursion do not). PCRE spellings (?P<name>…), (?P=name), (?#comment), \\A, \\z and \\Z are rewritten. '
    + 'Flags: i, m, s, u as in PHP; x removes whitespace and # comments outside character classes; A (anchored) becomes JavaScript\'s y (sticky); '
    + 'D and S change nothing ($ without m already matches only at the very end); g is implied, every match is listed; '
    + 'JavaScript\'s y, d (adds indices: [start, end] of the match and of each group) and v are accepted; U and unknown flags are refused. '
    + `Each match gives the matched text, its index (UTF-16 code units from 0, as JavaScript counts), the numbered groups and the named groups; a group that did not take part is null. `
    + `After an empty match the search moves on by one character. At most ${MAX_MATCHES.toLocaleString('en')} matches (or ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters of matched text) are listed; truncated says more exist. `
    + `flags_used and js_pattern show the JavaScript flags and the regular expression literal that ran. `
    + `A pattern that runs longer than ${REGEX_BUDGET_MS.toLocaleString('en')} ms on the text (catastrophic backtracking) is stopped and refused with REGEX_TIMEOUT; an invalid one with INVALID_REGEX.`,
  params: z.object({
    pattern: z.string().max(MAX_PATTERN_LENGTH)
      .describe(`Delimited pattern with optional flags after the closing delimiter, such as /(\\d+)-(\\d+)/ or #^a.c$#im; up to ${MAX_PATTERN_LENGTH.toLocaleString('en')} characters`),
    text: z.string().max(MAX_SUBJECT_LENGTH).describe(`The text to search, up to ${MAX_SUBJECT_LENGTH.toLocaleString('en')} characters`),
  }),
  result: z.object({
    matched: z.boolean().apply(described, { en: 'True when the pattern matches at least once', es: 'true cuando el patrón coincide al menos una vez' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of matches listed', es: 'Número de coincidencias listadas' }),
    matches: z.array(z.object({
      match: z.string().apply(described, { en: 'The matched text', es: 'El texto coincidente' }),
      index: z.number().int().min(0).apply(described, { en: 'Where the match starts, in UTF-16 code units from 0', es: 'Dónde empieza la coincidencia, en unidades de código UTF-16 desde 0' }),
      groups: z.array(z.string().nullable()).apply(described, { en: 'The numbered groups 1, 2, …; null for a group that did not take part', es: 'Los grupos numerados 1, 2, …; null para un grupo que no participó' }),
      named: recordOf(z.string().nullable()).apply(described, { en: 'The named groups by name; null for a group that did not take part', es: 'Los grupos con nombre, por su nombre; null para un grupo que no participó' }),
      indices: z.array(z.tuple([offset, offset]).nullable()).optional()
        .apply(described, { en: 'Only with the d flag: [start, end) of the match, then of each numbered group, in UTF-16 code units; null for a group that did not take part', es: 'Solo con el modificador d: [inicio, fin) de la coincidencia y luego de cada grupo numerado, en unidades de código UTF-16; null para un grupo que no participó' }),
    })).apply(described, { en: 'The matches, in order', es: 'Las coincidencias, en orden' }),
    truncated: z.boolean().apply(described, {
      en: `True when more matches exist than are listed (at most ${MAX_MATCHES.toLocaleString('en')}, or ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters of matched text)`,
      es: `true cuando hay más coincidencias de las listadas (como máximo ${es.text.figure(MAX_MATCHES)}, o ${es.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto coincidente)`,
    }),
    flags_used: z.string().apply(described, { en: 'The JavaScript flags that ran, g always among them', es: 'Los modificadores de JavaScript que se ejecutaron, siempre con g entre ellos' }),
    js_pattern: z.string().apply(described, { en: 'The JavaScript regular expression literal that ran, /source/flags', es: 'El literal de expresión regular de JavaScript que se ejecutó, /source/flags' }),
  }),
  chain: { takes: 'text' },
  examples: [
    {
      title: 'numbered and named groups',
      params: { pattern: '/(?<year>\\d{4})-(\\d{2})/', text: 'from 2024-05 to 2025-11' },
      result: {
        matched: true,
        count: 2,
        matches: [
          { match: '2024-05', index: 5, groups: ['2024', '05'], named: { year: '2024' } },
          { match: '2025-11', index: 16, groups: ['2025', '11'], named: { year: '2025' } },
        ],
        truncated: false,
        flags_used: 'g',
        js_pattern: '/(?<year>\\d{4})-(\\d{2})/g',
      },
    },
    {
      title: 'another delimiter, flags and an optional group',
      params: { pattern: '#^(\\w+)(:)?#im', text: 'Key: value\nnext' },
      result: {
        matched: true,
        count: 2,
        matches: [
          { match: 'Key:', index: 0, groups: ['Key', ':'], named: {} },
          { match: 'next', index: 11, groups: ['next', null], named: {} },
        ],
        truncated: false,
        flags_used: 'gim',
        js_pattern: '/^(\\w+)(:)?/gim',
      },
    },
    {
      title: 'extended mode: whitespace and comments are ignored',
      params: { pattern: '{ \\d+ \\s* (?: kg | g )  # a weight\n}x', text: 'add 250 g of flour' },
      result: {
        matched: true,
        count: 1,
        matches: [{ match: '250 g', index: 4, groups: [], named: {} }],
        truncated: false,
        flags_used: 'g',
        js_pattern: '/\\d+\\s*(?:kg|g)/g',
      },
    },
  ],
  run: ({ pattern, text }, ctx) => testRegex(ctx.compute, pattern, text),
  es: {
    summary: 'Prueba una expresión regular delimitada al estilo de PHP contra un texto y lista todas las coincidencias',
    description: `pattern se escribe al modo de PHP: un delimitador, el patrón, el mismo delimitador y luego los modificadores, como en /\\d+/i o #a.b#s. El delimitador es cualquier signo de puntuación ASCII salvo la barra invertida; ( [ { < se cierran con ) ] } > y pueden anidarse dentro del patrón; un delimitador que forma parte del patrón se escapa con una barra invertida. El patrón se ejecuta en el motor RegExp de JavaScript con la sintaxis de JavaScript (funcionan el lookbehind y los grupos con nombre (?<name>…); no funcionan los cuantificadores posesivos, los grupos atómicos ni la recursión). Se reescriben las grafías de PCRE (?P<name>…), (?P=name), (?#comentario), \\A, \\z y \\Z. Modificadores: i, m, s, u como en PHP; x elimina los espacios en blanco y los comentarios # fuera de las clases de caracteres; A (anclado) pasa a ser la y (sticky) de JavaScript; D y S no cambian nada ($ sin m ya coincide solo al final del todo); g va implícito, se listan todas las coincidencias; se aceptan y, d (añade indices: [inicio, fin] de la coincidencia y de cada grupo) y v de JavaScript; U y los modificadores desconocidos se rechazan. Cada coincidencia da el texto coincidente, su index (unidades de código UTF-16 desde 0, como cuenta JavaScript), los grupos numerados y los grupos con nombre; un grupo que no participó es null. Tras una coincidencia vacía la búsqueda avanza un carácter. Se listan como máximo ${es.text.figure(MAX_MATCHES)} coincidencias (o ${es.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto coincidente); truncated indica que hay más. flags_used y js_pattern muestran los modificadores de JavaScript y el literal de expresión regular que se ejecutó. Un patrón que tarda más de ${es.text.figure(REGEX_BUDGET_MS)} ms sobre el texto (backtracking catastrófico) se detiene y se rechaza con REGEX_TIMEOUT; uno no válido, con INVALID_REGEX.`,
    params: {
      pattern: `Patrón delimitado con modificadores opcionales tras el delimitador de cierre, como /(\\d+)-(\\d+)/ o #^a.c$#im; hasta ${es.text.figure(MAX_PATTERN_LENGTH)} caracteres`,
      text: `El texto en el que se busca, hasta ${es.text.figure(MAX_SUBJECT_LENGTH)} caracteres`,
    },
  },
})
