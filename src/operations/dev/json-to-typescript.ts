import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../../lib/data/tasks.ts'
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
})
