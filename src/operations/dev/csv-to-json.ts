import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { csvDelimiter, DELIMITER_NAMES, MAX_CSV_COLUMNS, MAX_CSV_OUTPUT, MAX_CSV_ROWS } from '../../lib/data/csv.ts'
import { runDataTask } from '../kits/data.ts'
import { recordOf } from '../kits/dev-results.ts'
import es from '../../i18n/es/phrases/index.ts'

const n = (value: number) => value.toLocaleString('en')

export default defineOperation({
  category: 'dev',
  name: 'csv-to-json',
  input: 'json',
  summary: 'Convert CSV with a header row into an array of JSON objects',
  description: 'The first record is the header; every later record becomes an object keyed by the header names, in column order. '
    + 'Quoting follows RFC 4180: a field that starts with a double quote may contain delimiters and line breaks, and "" inside it is one quote; a quote inside an unquoted field is kept as text. '
    + 'Records may end with LF, CRLF or CR, mixed freely; blank lines and a leading byte order mark are ignored. '
    + 'Values stay strings exactly as written: nothing is trimmed and nothing is turned into a number. '
    + 'An empty header name becomes column_<n> (n counts from 1) and a repeated one gets _2, _3… appended. '
    + 'A row with fewer fields than the header gets null for the missing ones; a row with more is refused (422, with its line), as is an unclosed quote (with the line and column where it opens). '
    + `Limits: ${n(MAX_CSV_ROWS)} data rows and ${n(MAX_CSV_COLUMNS)} columns (422), and ${n(MAX_CSV_OUTPUT)} characters of JSON output (413 OUTPUT_TOO_LARGE, checked before each row is built).`,
  params: z.object({
    csv: textParam('The CSV text, header first, at most 1,000,000 characters'),
    delimiter: z.string().max(16).default(',')
      .describe(`The field separator: one character (not " or a line break), or one of the names ${Object.keys(DELIMITER_NAMES).join(', ')}; default comma`),
  }),
  result: z.array(recordOf(z.string().nullable()).apply(described, { en: 'One data row, keyed by the header names in column order: each value the field as written, or null where the row is shorter than the header', es: 'Una fila de datos, con los nombres del encabezado como claves en el orden de las columnas: cada valor es el campo tal como se escribió, o null donde la fila es más corta que el encabezado' }))
    .apply(described, { en: 'The data rows, in order', es: 'Las filas de datos, en orden' }),
  examples: [
    {
      params: { csv: 'name,city,note\nAda,London,"math, poetry"\nAlan,"Wilmslow",\n' },
      result: [
        { name: 'Ada', city: 'London', note: 'math, poetry' },
        { name: 'Alan', city: 'Wilmslow', note: '' },
      ],
    },
    {
      title: 'semicolons, a quoted quote, a short row',
      params: { csv: 'id;quote\r\n1;"She said ""hi"""\r\n2', delimiter: 'semicolon' },
      result: [{ id: '1', quote: 'She said "hi"' }, { id: '2', quote: null }],
    },
  ],
  run: ({ csv, delimiter }, ctx) => runDataTask(ctx.compute, 'data.csvToJson', { text: csv, delimiter: csvDelimiter(delimiter) }, csv.length),
  es: {
    summary: 'Convierte un CSV con fila de encabezado en un array de objetos JSON',
    description: `El primer registro es el encabezado; cada registro posterior pasa a ser un objeto con los nombres del encabezado como claves, en el orden de las columnas. Las comillas siguen el RFC 4180: un campo que empieza por comillas dobles puede contener delimitadores y saltos de línea, y "" dentro de él es una comilla; una comilla dentro de un campo sin comillas se conserva como texto. Los registros pueden terminar en LF, CRLF o CR, mezclados libremente; se ignoran las líneas en blanco y una marca de orden de bytes inicial. Los valores quedan como cadenas tal como se escribieron: no se recorta nada ni nada se convierte en número. Un nombre de encabezado vacío pasa a ser column_<n> (n cuenta desde 1) y a uno repetido se le añade _2, _3… Una fila con menos campos que el encabezado recibe null en los que faltan; una con más se rechaza (422, con su línea), igual que unas comillas sin cerrar (con la línea y la columna donde se abren). Límites: ${es.text.figure(MAX_CSV_ROWS)} filas de datos y ${es.text.figure(MAX_CSV_COLUMNS)} columnas (422), y ${es.text.figure(MAX_CSV_OUTPUT)} de caracteres de salida JSON (413 OUTPUT_TOO_LARGE, comprobado antes de construir cada fila).`,
    params: {
      csv: 'El texto CSV, con el encabezado primero, como máximo 1 000 000 de caracteres',
      delimiter: `El separador de campos: un carácter (ni " ni un salto de línea), o uno de los nombres ${Object.keys(DELIMITER_NAMES).join(', ')}; por defecto comma`,
    },
  },
})
