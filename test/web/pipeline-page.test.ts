/**
 * The pipeline builder page as the server sends it, in both languages: labels, navigation, the
 * script's configuration, and the step descriptions the script fetches (form and chain contract).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import Fastify, { type FastifyInstance } from 'fastify'
import { chainText } from '../../src/core/chain.ts'
import { paramsJsonSchema } from '../../src/core/validate.ts'
import { operations } from '../../src/operations/index.ts'
import { siteText } from '../../src/web/site-text.ts'
import type { PipelineStep } from '../../src/web/pages/pipeline.ts'
import { renderParamFields, renderPlayground } from '../../src/web/playground.ts'
import { testConfig } from '../../src/config.ts'
import { installSite } from '../../src/http/site.ts'

type Document = ReturnType<typeof parseDocument>
type Element = ReturnType<typeof DomUtils.findAll>[number]

const find = (document: Document, test: (el: Element) => boolean): Element[] => DomUtils.findAll(test, document.children)
const byId = (document: Document, id: string): Element | undefined => find(document, (el) => el.attribs.id === id)[0]
const text = (el: Element | undefined): string => (el ? DomUtils.textContent(el).trim() : '')

describe('the pipeline builder page', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    // The site alone: the page and its step descriptions need nothing of the API.
    app = Fastify()
    installSite(app, { operations, config: testConfig() })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
  })

  for (const lang of ['en', 'es'] as const) {
    it(`renders in ${lang} with its labels, its navigation and the script's configuration`, async () => {
      const t = siteText(lang)
      const res = await app.inject({ url: `/${lang}/pipeline` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['content-language']).toBe(lang)
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      const document = parseDocument(res.body)
      expect(find(document, (el) => el.name === 'html')[0]!.attribs.lang).toBe(lang)
      expect(text(find(document, (el) => el.name === 'h1')[0])).toBe(t.plTitle)
      expect(text(find(document, (el) => el.name === 'title')[0])).toBe(`${t.plTitle} · ${t.siteName}`)

      // Well-formed for the script: unique ids, nothing that runs inline.
      const ids = find(document, (el) => el.attribs.id !== undefined).map((el) => el.attribs.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(find(document, (el) => Object.keys(el.attribs).some((name) => /^on/i.test(name) || name === 'style'))).toEqual([])

      // Every control the visitor fills has a label.
      const label = (id: string) => text(find(document, (el) => el.name === 'label' && el.attribs.for === id)[0])
      expect(label('pl-search')).toBe(t.plSearchLabel)
      expect(label('pl-input')).toBe(t.plInputText)
      expect(label('pl-json')).toBe(t.plInputJson)
      expect(label('pl-files')).not.toBe('')
      for (const id of ['pl-search', 'pl-input', 'pl-json', 'pl-files']) expect(byId(document, id), id).toBeDefined()
      expect(text(find(document, (el) => el.attribs['data-pl-run'] !== undefined)[0])).toBe(t.plRun)
      expect(text(find(document, (el) => el.attribs['data-pl-share'] !== undefined)[0])).toBe(t.plShare)
      expect(res.body).toContain(t.plCurl)
      expect(res.body).toContain(t.plSdk)

      // The header leads here, marked as the current page; the scripts are files, never inline.
      const nav = find(document, (el) => el.name === 'nav' && el.attribs.class === 'site-nav')[0]!
      const link = DomUtils.findAll((el) => el.name === 'a' && el.attribs.href === `/${lang}/pipeline`, nav.children)[0]
      expect(text(link)).toBe(t.navPipeline)
      expect(link!.attribs['aria-current']).toBe('page')
      const scripts = find(document, (el) => el.name === 'script')
      // theme.js runs at once, before the first paint; then the site's shared helpers (common.js)
      // run first of the deferred scripts, in this order.
      const sources = (s: (typeof scripts)[number]) => s.attribs.src?.split('?')[0]
      expect(scripts.flatMap((s) => (s.attribs.src ? [sources(s)] : []))).toEqual(['/assets/theme.js', '/assets/common.js', '/assets/search.js', '/assets/pipeline.js'])
      expect(scripts.every((s) => !s.attribs.src || sources(s) === '/assets/theme.js' || s.attribs.defer !== undefined)).toBe(true)
      for (const script of scripts.filter((s) => !s.attribs.src)) expect(script.attribs.type).toBe('application/json')
      expect(find(document, (el) => el.name === 'link' && el.attribs.rel === 'stylesheet').map((l) => l.attribs.href!.split('?')[0])).toEqual(['/assets/site.css', '/assets/app.css'])

      // The configuration: the API in the page's language, where steps are described, and the
      // chain contract of every operation for the search results.
      const config = JSON.parse(text(byId(document, 'pl-config'))) as { api: string; steps: string; index: string; chains: Record<string, [string | null, string]>; text: Record<string, string> }
      expect(config.api).toBe(`/${lang}/api/v1/pipeline`)
      expect(config.steps).toBe(`/${lang}/pipeline/steps/`)
      expect(config.index).toBe(`/${lang}/search-index.json`)
      expect(Object.keys(config.chains)).toHaveLength(operations.length)
      for (const op of operations) {
        const { takes, gives } = chainText(op.pipeline)
        expect(config.chains[`${op.category}/${op.name}`]).toEqual([takes, gives])
      }
      expect(config.text.plAdded).toBe(t.plAdded)
      expect(Object.keys(config.text).every((key) => /^pl[A-Z]/.test(key))).toBe(true)
    })

    it(`is linked from the ${lang} docs index`, async () => {
      const res = await app.inject({ url: `/${lang}/docs` })
      const document = parseDocument(res.body)
      const main = byId(document, 'main')!
      const links = DomUtils.findAll((el) => el.name === 'a' && el.attribs.href === `/${lang}/pipeline`, main.children)
      expect(links.map(text)).toEqual([siteText(lang).plTitle])
    })
  }

  it('says the same things in Spanish, not in English', () => {
    const en = siteText('en')
    const es = siteText('es')
    const keys = Object.keys(en).filter((key) => /^pl[A-Z]/.test(key) && !['plCurl', 'plSearchPlaceholder'].includes(key)) as (keyof typeof en)[]
    expect(keys.length).toBeGreaterThan(40)
    for (const key of keys) expect(es[key], key).not.toBe(en[key])
  })

  it('describes a step: the form of its parameters and its part in a chain', async () => {
    const op = operations.find((o) => o.category === 'text' && o.name === 'case')!
    const res = await app.inject({ url: '/es/pipeline/steps/text/case' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const step = res.json() as PipelineStep
    expect(step).toMatchObject({ op: 'text/case', operationId: 'textCase', takes: 'text', gives: 'result.output', accepts: null, docs: '/es/docs/text/case', idPrefix: 'pg-textCase-' })
    expect(step.defaults).toEqual({ mode: 'upper' })
    // The operation page's own generated fields, in Spanish, one per parameter.
    const form = parseDocument(step.form)
    const controls = find(form, (el) => ['input', 'select', 'textarea'].includes(el.name) && el.attribs.name !== undefined)
    expect(controls.map((c) => c.attribs.name)).toEqual(Object.keys(paramsJsonSchema(op.params).properties))
    for (const control of controls) {
      expect(control.attribs.id!.startsWith(step.idPrefix)).toBe(true)
      expect(find(form, (el) => el.name === 'label' && el.attribs.for === control.attribs.id)).toHaveLength(1)
    }
    expect(text(find(form, (el) => el.name === 'legend')[0])).toBe('Parámetros')
    expect(step.form).toBe(renderParamFields(op, 'es').value)
    expect(renderPlayground(op, 'es').value).toContain(step.form)

    const file = (await app.inject({ url: '/en/pipeline/steps/file/image-resize' })).json() as PipelineStep
    expect(file).toMatchObject({ takes: 'files[]', gives: 'files' })
    expect(file.accepts).toContain('image/heic')
    expect(file.form).toContain('name="width"')

    const unknown = await app.inject({ url: '/en/pipeline/steps/text/no-such-thing' })
    expect(unknown.statusCode).toBe(404)
  })
})
