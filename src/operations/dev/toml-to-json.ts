import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_TOML_DEPTH } from '../../lib/formats/toml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import { recordOf } from '../kits/dev-results.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'dev',
  name: 'toml-to-json',
  input: 'json',
  summary: 'Convert a TOML document into JSON',
  description: 'Reads TOML 1.0: tables become objects, arrays of tables arrays of objects, and values keep their types. '
    + 'Dates and times, which JSON lacks, become RFC 3339 strings with milliseconds: an offset date-time as 1979-05-27T07:32:00.000-08:00 (or …Z), a local date-time without offset, a local date as 1979-05-27 and a local time as 07:32:00.000. '
    + 'inf and nan, which JSON cannot hold, are refused with their path, and so are integers beyond ±2^53, which JSON numbers would silently round. '
    + 'The answer is json, the value, and output, that value as JSON text with the chosen indent (0: on one line). '
    + 'Invalid TOML (including a key defined twice) is refused with 422 and the line and column of the problem. '
    + `Limits: ${MAX_TOML_DEPTH} levels of nesting and ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE).`,
  params: z.object({
    toml: textParam('The TOML document, at most 1,000,000 characters'),
    indent: z.number().int().min(0).max(8).default(2).describe('Spaces per nesting level of output, 0-8 (0 writes it on one line); default 2'),
  }),
  result: z.object({
    json: recordOf(z.unknown()).apply(described, { en: 'The document as a JSON object', es: 'El documento como objeto JSON' }),
    output: z.string().apply(described, { en: 'The same object as JSON text', es: 'El mismo objeto como texto JSON' }),
  }),
  examples: [
    {
      params: { toml: 'title = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nports = [ 8000, 8001 ]\ntemp_targets = { cpu = 79.5, case = 72.0 }\n', indent: 0 },
      result: {
        json: { title: 'TOML Example', owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00.000-08:00' }, database: { ports: [8000, 8001], temp_targets: { cpu: 79.5, case: 72 } } },
        output: '{"title":"TOML Example","owner":{"name":"Tom Preston-Werner","dob":"1979-05-27T07:32:00.000-08:00"},"database":{"ports":[8000,8001],"temp_targets":{"cpu":79.5,"case":72}}}',
      },
    },
  ],
  run: ({ toml, indent }, ctx) => runFormatTask(ctx.compute, 'formats.tomlToJson', { text: toml, indent }, toml.length),
  es: {
    summary: 'Convierte un documento TOML en JSON',
    description: `Lee TOML 1.0: las tablas pasan a ser objetos, los arrays de tablas arrays de objetos, y los valores conservan su tipo. Las fechas y horas, que JSON no tiene, pasan a ser cadenas RFC 3339 con milisegundos: una fecha y hora con desfase como 1979-05-27T07:32:00.000-08:00 (o …Z), una fecha y hora local sin desfase, una fecha local como 1979-05-27 y una hora local como 07:32:00.000. inf y nan, que JSON no puede representar, se rechazan con su ruta, igual que los enteros más allá de ±2^53, que los números JSON redondearían sin avisar. La respuesta es json, el valor, y output, ese valor como texto JSON con la sangría elegida (0: en una línea). Un TOML no válido (incluida una clave definida dos veces) se rechaza con 422 y la línea y la columna del problema. Límites: ${MAX_TOML_DEPTH} niveles de anidamiento y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE).`,
    params: {
      toml: 'El documento TOML, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento de output, 0-8 (0 lo escribe en una línea); por defecto 2',
    },
  },
})
