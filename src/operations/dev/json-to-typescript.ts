import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-to-typescript',
  input: 'json',
  summary: 'Generate TypeScript interfaces from a JSON sample',
  description: 'An object becomes an exported interface; each nested object gets its own, named in PascalCase after its key (first-name gives FirstName, a key starting with a digit gets a leading _), '
    + 'objects in an array after the key in the singular (users gives User), and names TypeScript already uses get a Type suffix (date gives DateType). '
    + 'Objects with the same name and the same fields share one interface; different ones are numbered (Address, Address2). '
    + 'All objects in one array merge into one interface: a key missing from some of them is optional (?), and a key whose values differ gets a union. '
    + 'Arrays are T[] or (A | B)[] when mixed, [] is unknown[], {} is Record<string, unknown>, null adds | null. Keys that are not identifiers are quoted. '
    + 'A root that is not an object becomes a type alias (an array of objects: type Root = RootItem[]). '
    + `Invalid JSON is refused with 422 (line and column given); so is nesting deeper than ${MAX_JSON_DEPTH} levels (TOO_DEEP).`,
  params: z.object({
    json: textParam('A JSON sample of the data to describe, at most 1,000,000 characters'),
    root: z.string().max(64).regex(/^[A-Z_$][A-Za-z0-9_$]*$/, 'TS_ROOT_NAME').default('Root')
      .describe('Name of the top-level type, a TypeScript identifier starting with a capital letter; default Root'),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The TypeScript declarations, root type first, separated by blank lines', es: 'Las declaraciones de TypeScript, primero el tipo raíz, separadas por líneas en blanco' }),
    types: z.array(z.string()).min(1).apply(described, { en: 'The names declared, in output order, the root type first', es: 'Los nombres declarados, en el orden de output, primero el tipo raíz' }),
  }),
  examples: [
    {
      params: { json: '{"id": 1, "first-name": "Ada", "address": {"city": "London", "zip": null}, "tags": ["math"]}' },
      result: {
        output: 'export interface Root {\n  id: number;\n  "first-name": string;\n  address: Address;\n  tags: string[];\n}\n\n'
          + 'export interface Address {\n  city: string;\n  zip: null;\n}\n',
        types: ['Root', 'Address'],
      },
    },
    {
      title: 'array of objects, a key missing from one',
      params: { json: '[{"id": 1, "email": "a@example.com"}, {"id": 2}]', root: 'Users' },
      result: {
        output: 'export type Users = User[];\n\nexport interface User {\n  id: number;\n  email?: string;\n}\n',
        types: ['Users', 'User'],
      },
    },
  ],
  run: async ({ json, root }, ctx) => {
    const { output, names } = await runDataTask(ctx.compute, 'data.jsonToTypeScript', { text: json, root }, json.length)
    return { output, types: names }
  },
  es: {
    summary: 'Genera interfaces de TypeScript a partir de una muestra JSON',
    description: `Un objeto pasa a ser una interfaz exportada; cada objeto anidado recibe la suya, nombrada en PascalCase según su clave (first-name da FirstName, y una clave que empieza por un dígito recibe un _ inicial), los objetos de un array según la clave en singular (users da User), y los nombres que TypeScript ya usa reciben el sufijo Type (date da DateType). Los objetos con el mismo nombre y los mismos campos comparten una interfaz; los distintos se numeran (Address, Address2). Todos los objetos de un mismo array se fusionan en una interfaz: una clave que falta en alguno de ellos es opcional (?), y una clave cuyos valores difieren recibe una unión. Los arrays son T[], o (A | B)[] cuando son mixtos; [] es unknown[], {} es Record<string, unknown> y null añade | null. Las claves que no son identificadores van entre comillas. Una raíz que no es un objeto pasa a ser un alias de tipo (un array de objetos: type Root = RootItem[]). Un JSON no válido se rechaza con 422 (indicando línea y columna); también un anidamiento de más de ${MAX_JSON_DEPTH} niveles (TOO_DEEP).`,
    params: {
      json: 'Una muestra JSON de los datos que se describen, como máximo 1 000 000 de caracteres',
      root: 'Nombre del tipo de nivel superior, un identificador de TypeScript que empiece por mayúscula; por defecto Root',
    },
  },
})
