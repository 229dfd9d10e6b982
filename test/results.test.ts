import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineOperation, type Operation } from '../src/core/operation.ts'
import { resultSchemaName } from '../src/core/openapi.ts'
import { operations } from '../src/operations/index.ts'
import { makeApp } from './helpers.ts'
import { resultFields } from '../src/web/result-fields.ts'
import { DEFAULT_LANGUAGE, TRANSLATIONS } from '../src/i18n/index.ts'
import { inEveryLanguage } from './translations.ts'

const declared = operations.filter((op) => op.result !== undefined)

/** An operation whose answer drifts from its declared result, as a bug would make it. */
const drifting = defineOperation({
  category: 'number', name: 'drift', input: 'query', summary: 'Answers a result its schema does not allow',
  params: z.object({ wrong: z.enum(['no', 'type', 'field']).default('no').describe('type: a field of the wrong type; field: a field the schema does not declare') }),
  result: z.object({ value: z.number().describe('A number') }),
  examples: [{ params: {}, result: { value: 1 } }],
  run: ({ wrong }) => (wrong === 'type' ? { value: 'one' } as unknown as { value: number } : wrong === 'field' ? { value: 1, extra: true } : { value: 1 }),
  ...inEveryLanguage({ summary: 'Responde un resultado que su esquema no admite', params: { wrong: 'type: un campo de tipo equivocado; field: un campo que el esquema no declara' } }),
})

let app: FastifyInstance
beforeAll(async () => { app = await makeApp({}, { operations: [drifting as unknown as Operation, ...operations] }) })
afterAll(async () => { await app.close() })

describe('declared results', () => {
  it('types run against the result schema', () => {
    const spec = {
      category: 'number', name: 'typed-result', input: 'query', summary: 'Checks how results are typed',
      params: z.object({}), result: z.object({ value: z.number().describe('A number') }),
      examples: [{ params: {} }], ...inEveryLanguage({ summary: 'Comprueba cómo se tipan los resultados' }),
    } as const
    expect(defineOperation({ ...spec, run: () => ({ value: 1 }) }).result).toBe(spec.result)
    // @ts-expect-error -- `npm run lint` fails if a result of the wrong type compiles
    defineOperation({ ...spec, run: () => ({ value: 'one' }) })
    // @ts-expect-error -- nor one that lacks a field
    defineOperation({ ...spec, run: () => ({}) })
  })

  it('every answer of the test suite is checked against its operation\'s result schema', async () => {
    expect((await app.inject('/api/v1/number/drift')).statusCode).toBe(200)
    for (const wrong of ['type', 'field']) {
      const drifted = await app.inject(`/api/v1/number/drift?wrong=${wrong}`)
      expect(drifted.statusCode, wrong).toBe(500)
      expect(drifted.json()).toMatchObject({ ok: false, code: 'INTERNAL' })
    }
  })

  it('every operation declares what it answers: a result schema, or the media types of its file', () => {
    const undeclared = operations.filter((op) => op.result === undefined && op.files?.answers === undefined)
    expect(undeclared.map((op) => op.path)).toEqual([])
  })

  it('says what every result field means, in every language', () => {
    const unsaid = operations.flatMap((op) => ([DEFAULT_LANGUAGE, ...TRANSLATIONS] as const).flatMap((lang) =>
      resultFields(op, lang).filter((field) => field.meaning === undefined).map((field) => `${lang} ${op.path} ${field.name}`)))
    expect(unsaid).toEqual([])
  })

  it('publishes each declared result as a named schema that the operation\'s 200 answer refers to', async () => {
    const document = (await app.inject('/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: { '200': { content: Record<string, { schema: { properties?: { result?: { $ref?: string; oneOf?: [{ $ref: string }, { type: string; items: { $ref: string } }] } } } }> } } }>>
      components: { schemas: Record<string, Record<string, unknown>> }
    }
    expect(declared.length).toBeGreaterThan(0)
    for (const op of declared) {
      const name = resultSchemaName(op)
      expect(document.components.schemas[name], name).toMatchObject({ type: expect.stringMatching(/^(object|array)$/) })
      const answer = document.paths[op.path]![op.method.toLowerCase()]!.responses['200'].content['application/json']!
      const result = answer.schema.properties?.result
      if (op.files?.mode === 'each') {
        // One upload answers its result; several, a list of them.
        expect(result?.oneOf, op.path).toEqual([{ $ref: `#/components/schemas/${name}` }, expect.objectContaining({ type: 'array', items: { $ref: `#/components/schemas/${name}` } })])
      } else {
        expect(result?.$ref, op.path).toBe(`#/components/schemas/${name}`)
      }
    }
  })
})
