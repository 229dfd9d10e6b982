import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { availableConverters } from '../src/lib/office/converters.ts'
import { operations } from '../src/operations/index.ts'
import { resultDrift } from '../src/core/result-check.ts'
import answers from '../src/operations/example-answers.json' with { type: 'json' }
import { canRun, envelope, makeApp, send } from './helpers.ts'

// Every documented example is also a test, run through the real HTTP app.
let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

// Operations that start LibreOffice or Chromium answer 503 CONVERTER_MISSING where the program is
// not installed, by design: their examples are skipped there with the reason printed, and under
// CI=true (where .ci/run installs both) a missing program fails the run instead.
const LABELS = { libreoffice: 'LibreOffice', chromium: 'Chromium' } as const
const converters = availableConverters()
const withoutProgram = operations.filter((op) => op.requires !== undefined && !converters[op.requires])
const absent = [...new Set(withoutProgram.map((op) => LABELS[op.requires!]))]
const convertersRun = canRun(
  `the examples of ${withoutProgram.map((op) => `${op.category}/${op.name}`).join(', ')}`,
  absent.length > 0 ? `${absent.join(' and ')} ${absent.length > 1 ? 'are' : 'is'} not installed` : undefined,
)

// Examples marked network look up public sites, which no test run may count on reaching (CI
// included): they are skipped, with the reason printed; each web operation has loopback tests instead.
const networked = operations.flatMap((op) => op.examples.filter((ex) => ex.network).map(() => `${op.category}/${op.name}`))
if (networked.length > 0) {
  console.warn(`skipping ${networked.length} network examples (${[...new Set(networked)].join(', ')}): they reach public sites; `
    + 'test/operations/web.test.ts covers each web operation on loopback instead')
}

describe.each(operations.map((op) => [op.operationId, op] as const))('%s examples', (_id, op) => {
  const runnable = op.examples.filter((ex) => !ex.network)
  if (runnable.length === 0) {
    it.skip('every example needs the network', () => {})
    return
  }
  const skip = !convertersRun && withoutProgram.includes(op)
  it.skipIf(skip).each(runnable.map((ex, i) => [ex.title ?? `example ${i + 1}`, ex] as const))('%s', async (_title, ex) => {
    const res = await send(app, op, { params: ex.params, ...(ex.files && { files: ex.files }) })
    if (ex.files) {
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200)
      if (ex.output !== undefined) {
        expect(res.headers['content-type']).toBe(ex.output)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(res.rawPayload.length).toBeGreaterThan(0)
        return
      }
    }
    const body = envelope(res)
    expect(body, JSON.stringify(body)).toMatchObject({ ok: true })
    expect(res.statusCode).toBe(200)
    if (ex.result !== undefined) expect(body.result).toMatchObject(ex.result as object)
  })
})

// The docs and the OpenAPI document show each example's whole answer, recorded by `npm run examples`.
describe('recorded example answers', () => {
  const RECORD = 'run `npm run examples` to record them again'

  it('hold the whole answer of every example that has a result, and nothing else', () => {
    const missing = operations.flatMap((op) => op.examples
      .filter((ex) => ex.result !== undefined && !ex.network && ex.answer === undefined).map(() => op.path))
    expect(missing, RECORD).toEqual([])
    const names = new Set(operations.map((op) => `${op.category}/${op.name}`))
    for (const [name, recorded] of Object.entries(answers as Record<string, unknown[]>)) {
      expect(names.has(name), `${name} is no operation: ${RECORD}`).toBe(true)
      const op = operations.find((o) => `${o.category}/${o.name}` === name)!
      expect(recorded.length, `${name}: ${RECORD}`).toBe(op.examples.length)
      recorded.forEach((answer, i) => expect(answer === null, `${name} example ${i + 1}: ${RECORD}`).toBe(op.examples[i]!.result === undefined || op.examples[i]!.network === true))
    }
  })

  it.each(operations.filter((op) => op.examples.some((ex) => ex.answer !== undefined)).map((op) => [op.path, op] as const))(
    '%s: each answer is exactly what its result schema declares and holds what its example expects', (_path, op) => {
      for (const example of op.examples.filter((ex) => ex.answer !== undefined)) {
        expect(resultDrift(op, example.answer), RECORD).toBeUndefined()
        expect(example.answer, RECORD).toMatchObject(example.result as object)
      }
    })
})
