import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_TOML_DEPTH } from '../../lib/formats/toml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-to-toml',
  input: 'json',
  summary: 'Convert a JSON object into a TOML document',
  description: 'The object\'s keys become the document\'s keys: strings, numbers, booleans and arrays of them are written as key = value, nested objects as [tables] (or inline { } inside arrays), and arrays of objects as [[arrays of tables]]. '
    + 'Keys are quoted where TOML needs it; whole numbers are written as integers and others as floats; strings stay strings (a date in a string is not turned into a TOML date). '
    + 'The JSON must be an object (422 otherwise), and TOML has no null: a null anywhere is refused with its path. Invalid JSON is refused with 422 and the line and column of the first problem. '
    + `Limits: ${MAX_TOML_DEPTH} levels of nesting (422) and ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE, estimated before the text is built, table headers included).`,
  params: z.object({
    json: textParam('The JSON object, at most 1,000,000 characters'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { json: '{"title":"devutils","port":8080,"ratio":0.5,"tags":["api","tools"],"owner":{"name":"Ada"},"servers":[{"ip":"10.0.0.1"},{"ip":"10.0.0.2"}]}' },
      result: { output: 'title = "devutils"\nport = 8080\nratio = 0.5\ntags = [ "api", "tools" ]\n\n[owner]\nname = "Ada"\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n' },
    },
  ],
  run: async ({ json }, ctx) => ({ output: await runFormatTask(ctx.compute, 'formats.jsonToToml', json, json.length) }),
  es: {
    summary: 'Convierte un objeto JSON en un documento TOML',
    description: `Las claves del objeto pasan a ser las claves del documento: las cadenas, los números, los booleanos y los arrays de ellos se escriben como clave = valor, los objetos anidados como [tablas] (o { } en línea dentro de arrays), y los arrays de objetos como [[arrays de tablas]]. Las claves se entrecomillan donde TOML lo exige; los números enteros se escriben como enteros y los demás como decimales; las cadenas siguen siendo cadenas (una fecha dentro de una cadena no se convierte en fecha TOML). El JSON debe ser un objeto (422 en caso contrario), y TOML no tiene null: un null en cualquier lugar se rechaza con su ruta. Un JSON no válido se rechaza con 422 y la línea y la columna del primer problema. Límites: ${MAX_TOML_DEPTH} niveles de anidamiento (422) y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, estimado antes de construir el texto, con las cabeceras de tabla incluidas).`,
    params: {
      json: 'El objeto JSON, como máximo 1 000 000 de caracteres',
    },
  },
})
