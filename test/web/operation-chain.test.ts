import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { makeApp } from '../helpers.ts'

/** The "In a pipeline" section of an operation's docs page, as served. */
async function pipelineSection(app: FastifyInstance, lang: string, op: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/${lang}/docs/${op}` })
  expect(res.statusCode, op).toBe(200)
  const section = /<h3 id="pipeline">[\s\S]*?<\/p>/.exec(res.body)?.[0]
  expect(section, `${lang}/docs/${op} has its pipeline section`).toBeDefined()
  return section!
}

describe('an operation page says what the operation takes and gives in a pipeline', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const HEADINGS = { en: 'In a pipeline', es: 'En una cadena' } as const

  it('in each language, with a link to the pipeline page', async () => {
    for (const [lang, heading] of Object.entries(HEADINGS)) {
      const section = await pipelineSection(app, lang, 'dev/hash')
      expect(section).toContain(`<h3 id="pipeline">${heading}</h3>`)
      expect(section).toContain(`<a href="/${lang}/pipeline">`)
    }
  })

  // What each language's section says: a text it contains, or a pattern it matches.
  it.each([
    {
      does: 'names the parameter it takes and the result field it gives, with its type',
      op: 'dev/hash',
      en: ['The value of the step before goes into <code>text</code>.', 'It hands <code>result.hash</code> (<code>string</code>) on to the next step.'],
      es: ['El valor del paso anterior entra en <code>text</code>.', 'Pasa <code>result.hash</code> (<code>string</code>) al paso siguiente.'],
    },
    {
      does: 'says a file operation takes the uploaded files in the formats it reads and gives files',
      op: 'file/image-resize',
      en: [/go into <code>files\[\]<\/code>: JPEG, PNG, [^.]*HEIC\./, /It hands its files \(image\/jpeg, image\/png[^)]*\) on to the next step\./],
      es: [/entran en <code>files\[\]<\/code>: JPEG, PNG, [^.]*HEIC\./, /Pasa sus archivos \(image\/jpeg, image\/png[^)]*\) al paso siguiente\./],
    },
    {
      does: 'says an operation with no main input takes nothing and gives its whole result',
      op: 'calc/bmi',
      en: ['It takes nothing: it can only start a pipeline that has no input.', 'It hands its whole JSON result on to the next step.'],
      es: ['No recibe nada: solo puede iniciar una cadena que no tiene entrada.', 'Pasa su resultado JSON completo al paso siguiente.'],
    },
  ])('$does', async ({ op, en, es }) => {
    for (const [lang, expected] of Object.entries({ en, es })) {
      const section = await pipelineSection(app, lang, op)
      for (const text of expected) expect(section).toMatch(text)
    }
  })
})
