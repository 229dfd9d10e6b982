import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT } from '../../lib/data/json.ts'
import es from '../../i18n/es/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-format',
  input: 'json',
  summary: 'Pretty-print JSON with 2-space (or chosen) indentation, validating it on the way',
  description: 'Lays the document out as JSON.stringify(value, null, indent) does: one member or item per line, a space after each colon, empty objects and arrays as {} and []. '
    + 'Unlike a parse-and-stringify round trip, strings, numbers and key order stay exactly as written (escapes kept, 1.50 stays 1.50, big integers keep every digit, duplicate keys kept). '
    + 'Invalid JSON is refused with 422 and a message giving the line and column of the first problem. '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels is refused with 422 TOO_DEEP, and a result longer than ${MAX_JSON_OUTPUT.toLocaleString('en')} characters with 413 OUTPUT_TOO_LARGE, both before any output is built.`,
  params: z.object({
    json: textParam('The JSON text to format, at most 1,000,000 characters'),
    indent: z.number().int().min(1).max(8).default(2).describe('Spaces per nesting level, 1-8; default 2'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { json: '{"name":"Ada","tags":["math","poetry"],"links":{}}' },
      result: { output: '{\n  "name": "Ada",\n  "tags": [\n    "math",\n    "poetry"\n  ],\n  "links": {}\n}' },
    },
    { title: '4-space indent', params: { json: '[1,[2.50]]', indent: 4 }, result: { output: '[\n    1,\n    [\n        2.50\n    ]\n]' } },
  ],
  run: async ({ json, indent }, ctx) => ({ output: await runDataTask(ctx.compute, 'data.jsonFormat', { text: json, indent }, json.length) }),
  es: {
    summary: 'Formatea un JSON con sangría de 2 espacios (o la elegida), validándolo de paso',
    description: `Dispone el documento como lo hace JSON.stringify(value, null, indent): un miembro o elemento por línea, un espacio tras cada dos puntos, y los objetos y arrays vacíos como {} y []. A diferencia de analizar y volver a serializar, las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros grandes conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema. Un anidamiento de más de ${MAX_JSON_DEPTH} niveles se rechaza con 422 TOO_DEEP, y un resultado de más de ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres con 413 OUTPUT_TOO_LARGE, ambos antes de construir ninguna salida.`,
    params: {
      json: 'El texto JSON que se formatea, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento, 1-8; por defecto 2',
    },
  },
})
