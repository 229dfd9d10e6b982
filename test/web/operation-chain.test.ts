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

  it('names the parameter it takes and the result field it gives, with its type', async () => {
    const en = await pipelineSection(app, 'en', 'dev/hash')
    expect(en).toContain('The value of the step before goes into <code>text</code>.')
    expect(en).toContain('It hands <code>result.hash</code> (<code>string</code>) on to the next step.')
    const es = await pipelineSection(app, 'es', 'dev/hash')
    expect(es).toContain('El valor del paso anterior entra en <code>text</code>.')
    expect(es).toContain('Pasa <code>result.hash</code> (<code>string</code>) al paso siguiente.')
  })

  it('says a file operation takes the uploaded files in the formats it reads and gives files', async () => {
    const en = await pipelineSection(app, 'en', 'file/image-resize')
    expect(en).toMatch(/go into <code>files\[\]<\/code>: JPEG, PNG, [^.]*HEIC\./)
    expect(en).toMatch(/It hands its files \(image\/jpeg, image\/png[^)]*\) on to the next step\./)
    const es = await pipelineSection(app, 'es', 'file/image-resize')
    expect(es).toMatch(/entran en <code>files\[\]<\/code>: JPEG, PNG, [^.]*HEIC\./)
    expect(es).toMatch(/Pasa sus archivos \(image\/jpeg, image\/png[^)]*\) al paso siguiente\./)
  })

  it('says an operation with no main input takes nothing and gives its whole result', async () => {
    const en = await pipelineSection(app, 'en', 'calc/bmi')
    expect(en).toContain('It takes nothing: it can only start a pipeline that has no input.')
    expect(en).toContain('It hands its whole JSON result on to the next step.')
    const es = await pipelineSection(app, 'es', 'calc/bmi')
    expect(es).toContain('No recibe nada: solo puede iniciar una cadena que no tiene entrada.')
    expect(es).toContain('Pasa su resultado JSON completo al paso siguiente.')
  })
})
