import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-validate',
  input: 'json',
  summary: 'Tell whether a text is valid JSON, and where it goes wrong when it is not',
  description: 'Checks the text against RFC 8259, strictly: no comments, trailing commas, single quotes, unquoted names, NaN or leading byte order mark. '
    + 'Valid JSON gives valid: true and the type of the top-level value (object, array, string, number, boolean or null). '
    + 'Invalid JSON is still a 200, since telling is the purpose: valid: false, a message saying what to change, its stable code, and the line and column of the first problem '
    + '(both from 1; lines end at LF, CRLF or CR; columns count characters). '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels of arrays and objects is refused with 422 TOO_DEEP.`,
  params: z.object({
    json: textParam('The JSON text to check, at most 1,000,000 characters'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'True when the text is valid JSON', es: 'true cuando el texto es JSON válido' }),
    type: z.enum(['object', 'array', 'string', 'number', 'boolean', 'null']).optional().apply(described, { en: 'Only when valid: the type of the top-level value', es: 'Solo cuando es válido: el tipo del valor de nivel superior' }),
    error: z.string().optional().apply(described, { en: 'Only when not valid: what is wrong and what to change, in the language of the call', es: 'Solo cuando no es válido: qué falla y qué cambiar, en el idioma de la llamada' }),
    code: z.string().optional().apply(described, { en: 'Only when not valid: the stable code of the problem, such as JSON_EXPECTED_KEY', es: 'Solo cuando no es válido: el código estable del problema, como JSON_EXPECTED_KEY' }),
    line: z.number().int().min(1).optional().apply(described, { en: 'Only when not valid: the line of the first problem, from 1', es: 'Solo cuando no es válido: la línea del primer problema, desde 1' }),
    column: z.number().int().min(1).optional().apply(described, { en: 'Only when not valid: the column of the first problem, from 1, in characters', es: 'Solo cuando no es válido: la columna del primer problema, desde 1, en caracteres' }),
  }),
  examples: [
    { title: 'valid', params: { json: '{"name": "Ada", "tags": ["math"]}' }, result: { valid: true, type: 'object' } },
    {
      title: 'trailing comma',
      params: { json: '{\n  "a": 1,\n}' },
      result: {
        valid: false,
        error: 'a property name was expected at line 3, column 1 but "}" was found; write names in double quotes, and do not put a comma before }',
        code: 'JSON_EXPECTED_KEY',
        line: 3,
        column: 1,
      },
    },
  ],
  run: async ({ json }, ctx) => {
    const scan = await runDataTask(ctx.compute, 'data.jsonScan', json, json.length)
    if (scan.ok) return { valid: true, type: scan.layout.type }
    const { code, vars } = scan.problem
    if (code === 'TOO_DEEP') throw new OperationError(code, vars)
    return { valid: false, error: translate(ctx.lang, code, vars), code, line: vars.line, column: vars.column }
  },
  es: {
    summary: 'Indica si un texto es JSON válido y, si no lo es, dónde falla',
    description: `Comprueba el texto contra el RFC 8259, de forma estricta: sin comentarios, comas finales, comillas simples, nombres sin comillas, NaN ni marca de orden de bytes inicial. Un JSON válido da valid: true y el tipo del valor de nivel superior (object, array, string, number, boolean o null). Un JSON no válido sigue siendo un 200, ya que indicarlo es el propósito: valid: false, un mensaje que dice qué cambiar, su código estable y la línea y la columna del primer problema (ambas desde 1; las líneas terminan en LF, CRLF o CR; las columnas cuentan caracteres). Un anidamiento de más de ${MAX_JSON_DEPTH} niveles de arrays y objetos se rechaza con 422 TOO_DEEP.`,
    params: {
      json: 'El texto JSON que se comprueba, como máximo 1 000 000 de caracteres',
    },
  },
})
