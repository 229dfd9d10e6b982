import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ApiError, OperationError } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'

/** Time budget of one comparison, in milliseconds. */
const DIFF_BUDGET_MS = 5_000

const operation = z.object({
  op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']).apply(described, { en: 'What the operation does: add, remove or replace (the only ones produced here), or move, copy, test', es: 'Lo que hace la operación: add, remove o replace (las únicas que se producen aquí), o move, copy, test' }),
  path: z.string().apply(described, { en: 'Where, as a JSON Pointer (RFC 6901): "" is the whole document, /a/0 item 0 of key a; ~ and / in keys are written ~0 and ~1', es: 'Dónde, como JSON Pointer (RFC 6901): "" es el documento entero, /a/0 el elemento 0 de la clave a; ~ y / en las claves se escriben ~0 y ~1' }),
  value: z.unknown().optional().apply(described, { en: 'The value added or put in place (add and replace)', es: 'El valor añadido o puesto en su lugar (add y replace)' }),
  from: z.string().optional().apply(described, { en: 'Where the value comes from (move and copy)', es: 'De dónde viene el valor (move y copy)' }),
})

export default defineOperation({
  category: 'dev',
  name: 'json-diff',
  input: 'json',
  summary: 'Compare two JSON documents and get the JSON Patch (RFC 6902) that turns the first into the second',
  description: 'Both texts are read as JSON and compared as values: object key order and number spelling (1.0 and 1) do not matter. '
    + 'patch lists the operations that turn a into b, applied in order: objects are compared key by key (a key only in a is removed, one only in b added, one in both compared inside); '
    + 'arrays keep their common leading and trailing items, compare the items in between pairwise, and remove or add what is left over, so inserting, deleting or changing one run of items gives the fewest operations. A value whose type changes is replaced whole. '
    + 'equal is true when the documents are the same value (patch is then empty), and changes counts the operations. '
    + 'Invalid JSON is refused with 422 JSON_DIFF_INVALID, naming a or b and giving the line and column of the first problem. '
    + `Limits: ${MAX_JSON_DEPTH} levels of nesting (422), ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of patch paths (413 OUTPUT_TOO_LARGE, counted before they are built), and ${DIFF_BUDGET_MS.toLocaleString('en')} ms of work (JSON_DIFF_TIMEOUT).`,
  params: z.object({
    a: textParam('The first JSON document (the one the patch applies to), at most 1,000,000 characters'),
    b: textParam('The second JSON document (what the patch produces), at most 1,000,000 characters'),
  }),
  result: z.object({
    equal: z.boolean().apply(described, { en: 'True when a and b are the same JSON value', es: 'True cuando a y b son el mismo valor JSON' }),
    patch: z.array(operation).apply(described, { en: 'The JSON Patch (RFC 6902) turning a into b: operations applied in order', es: 'El JSON Patch (RFC 6902) que convierte a en b: operaciones aplicadas en orden' }),
    changes: z.number().int().min(0).apply(described, { en: 'Number of operations in patch', es: 'Número de operaciones de patch' }),
  }),
  examples: [
    {
      params: { a: '{"name":"devutils","version":1,"tags":["api","tools"],"owner":{"name":"Ada"}}', b: '{"name":"devutils","version":2,"tags":["api","json","tools"],"license":"MIT","owner":{}}' },
      result: {
        equal: false,
        patch: [
          { op: 'add', path: '/license', value: 'MIT' },
          { op: 'replace', path: '/version', value: 2 },
          { op: 'add', path: '/tags/1', value: 'json' },
          { op: 'remove', path: '/owner/name' },
        ],
        changes: 4,
      },
    },
    { title: 'the same value', params: { a: '{"a": [1, 2.0], "b": null}', b: '{"b":null,"a":[1,2]}' }, result: { equal: true, patch: [], changes: 0 } },
  ],
  run: async ({ a, b }, ctx) => {
    try {
      return await runFormatTask(ctx.compute, 'formats.jsonDiff', { a, b }, a.length + b.length, { timeoutMs: DIFF_BUDGET_MS, timeoutCode: 'JSON_DIFF_TIMEOUT' })
    } catch (error) {
      // The JSON reader's message, in the caller's language, with the parameter it is about.
      const param = error instanceof ApiError ? error.vars.param : undefined
      if (error instanceof ApiError && typeof param === 'string') throw new OperationError('JSON_DIFF_INVALID', { param, detail: translate(ctx.lang, error.code, error.vars) })
      throw error
    }
  },
  es: {
    summary: 'Compara dos documentos JSON y obtiene el JSON Patch (RFC 6902) que convierte el primero en el segundo',
    description: `Ambos textos se leen como JSON y se comparan como valores: el orden de las claves de los objetos y la forma de escribir los números (1.0 y 1) no importan. patch enumera las operaciones que convierten a en b, aplicadas en orden: los objetos se comparan clave a clave (una clave que solo está en a se elimina, una que solo está en b se añade, y una que está en ambos se compara por dentro); los arrays conservan sus elementos comunes iniciales y finales, comparan por parejas los elementos intermedios y eliminan o añaden lo que sobra, así que insertar, eliminar o cambiar un tramo de elementos da el menor número de operaciones. Un valor que cambia de tipo se reemplaza entero. equal es true cuando los documentos son el mismo valor (patch queda entonces vacío), y changes cuenta las operaciones. Un JSON no válido se rechaza con 422 JSON_DIFF_INVALID, indicando a o b y la línea y la columna del primer problema. Límites: ${MAX_JSON_DEPTH} niveles de anidamiento (422), ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de rutas del patch (413 OUTPUT_TOO_LARGE, contados antes de construirlas) y ${es.text.figure(DIFF_BUDGET_MS)} ms de trabajo (JSON_DIFF_TIMEOUT).`,
    params: {
      a: 'El primer documento JSON (al que se aplica el patch), como máximo 1 000 000 de caracteres',
      b: 'El segundo documento JSON (el que produce el patch), como máximo 1 000 000 de caracteres',
    },
  },
})
