import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-minify',
  input: 'json',
  summary: 'Remove all insignificant whitespace from JSON, validating it on the way',
  description: 'Removes the whitespace between tokens and nothing else: strings, numbers and key order stay exactly as written '
    + '(escapes are kept, 1.50 stays 1.50, integers beyond 2^53 keep every digit, duplicate keys are kept). '
    + 'Invalid JSON is refused with 422 and a message giving the line and column of the first problem (use json-validate to get them as fields). '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels is refused with 422 TOO_DEEP.`,
  params: z.object({
    json: textParam('The JSON text to minify, at most 1,000,000 characters'),
  }),
  result: TextOutput,
  examples: [
    { params: { json: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "tags": [ "math", "poetry" ]\n}' }, result: { output: '{"name":"Ada Lovelace","born":1815,"tags":["math","poetry"]}' } },
  ],
  run: async ({ json }, ctx) => ({ output: await runDataTask(ctx.compute, 'data.jsonMinify', json, json.length) }),
  es: {
    summary: 'Elimina todos los espacios en blanco innecesarios de un JSON, validándolo de paso',
    description: `Elimina los espacios en blanco entre tokens y nada más: las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros mayores que 2^53 conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema (use json-validate para obtenerlas como campos). Un anidamiento de más de ${MAX_JSON_DEPTH} niveles se rechaza con 422 TOO_DEEP.`,
    params: {
      json: 'El texto JSON que se minimiza, como máximo 1 000 000 de caracteres',
    },
  },
})
