import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { csvDelimiter, DELIMITER_NAMES } from '../../lib/data/csv.ts'
import { MAX_CSV_COLUMNS, MAX_CSV_OUTPUT } from '../../lib/formats/csv-write.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'

const n = (value: number) => value.toLocaleString('en')

export default defineOperation({
  category: 'dev',
  name: 'json-to-csv',
  input: 'json',
  summary: 'Convert a JSON array of objects into CSV',
  description: 'Each object becomes one record. The header is the union of the objects\' keys, in the order they are first seen; an object without a column gets an empty field there. '
    + 'Nested objects are flattened with dotted names ({"a":{"b":1}} gives the column a.b; an empty object is written as {}), arrays are written as their JSON text, true and false as such, numbers as JSON writes them, and null as an empty field. '
    + 'Output follows RFC 4180: every record ends with CRLF, and a field holding the delimiter, a double quote or a line break is put in double quotes with each quote doubled. An empty array gives an empty text. '
    + 'Anything but an array of objects is refused (422, naming the first item that is not an object); invalid JSON is refused with the line and column of the first problem. '
    + `Limits: ${n(MAX_CSV_COLUMNS)} columns (422) and ${n(MAX_CSV_OUTPUT)} characters of output (413 OUTPUT_TOO_LARGE, checked before each row is built).`,
  params: z.object({
    json: textParam('The JSON array of objects, at most 1,000,000 characters'),
    delimiter: z.string().max(16).default(',')
      .describe(`The field separator: one character (not " or a line break), or one of the names ${Object.keys(DELIMITER_NAMES).join(', ')}; default comma`),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The CSV text: the header, then one record per object, each ending with CRLF', es: 'El texto CSV: el encabezado y luego un registro por objeto, cada uno terminado en CRLF' }),
    rows: z.number().int().min(0).apply(described, { en: 'Number of data records (the header not counted)', es: 'Número de registros de datos (sin contar el encabezado)' }),
    columns: z.number().int().min(0).apply(described, { en: 'Number of columns', es: 'Número de columnas' }),
  }),
  examples: [
    {
      params: { json: '[{"name":"Ada","address":{"city":"London"},"langs":["en","fr"],"admin":true},{"name":"Alan \\"AT\\"","note":"a, b","admin":null}]' },
      result: { output: 'name,address.city,langs,admin,note\r\nAda,London,"[""en"",""fr""]",true,\r\n"Alan ""AT""",,,,"a, b"\r\n', rows: 2, columns: 5 },
    },
    {
      title: 'semicolons',
      params: { json: '[{"id":1,"price":2.5},{"id":2,"price":3}]', delimiter: 'semicolon' },
      result: { output: 'id;price\r\n1;2.5\r\n2;3\r\n', rows: 2, columns: 2 },
    },
  ],
  run: ({ json, delimiter }, ctx) => runFormatTask(ctx.compute, 'formats.jsonToCsv', { text: json, delimiter: csvDelimiter(delimiter) }, json.length),
  es: {
    summary: 'Convierte un array JSON de objetos en CSV',
    description: `Cada objeto pasa a ser un registro. El encabezado es la unión de las claves de los objetos, en el orden en que aparecen por primera vez; un objeto sin una columna deja un campo vacío en ella. Los objetos anidados se aplanan con nombres con punto ({"a":{"b":1}} da la columna a.b; un objeto vacío se escribe como {}), los arrays se escriben como su texto JSON, true y false tal cual, los números como los escribe JSON, y null como un campo vacío. La salida sigue el RFC 4180: cada registro termina en CRLF, y un campo que contiene el delimitador, comillas dobles o un salto de línea va entre comillas dobles con cada comilla duplicada. Un array vacío da un texto vacío. Todo lo que no sea un array de objetos se rechaza (422, indicando el primer elemento que no es un objeto); un JSON no válido se rechaza con la línea y la columna del primer problema. Límites: ${es.text.figure(MAX_CSV_COLUMNS)} columnas (422) y ${es.text.figure(MAX_CSV_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, comprobado antes de construir cada fila).`,
    params: {
      json: 'El array JSON de objetos, como máximo 1 000 000 de caracteres',
      delimiter: `El separador de campos: un carácter (ni " ni un salto de línea), o uno de los nombres ${Object.keys(DELIMITER_NAMES).join(', ')}; por defecto comma`,
    },
  },
})
