import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { FastifyInstance } from 'fastify'
import { keysText } from '../../src/web/pages/keys.ts'
import { makeApp } from '../helpers.ts'
import { markupProblems, snippetsOf } from './page-checks.ts'

type Document = ReturnType<typeof parseDocument>

const TITLES = [['en', 'Keys, scopes and your account'], ['es', 'Claves, ámbitos y su cuenta']] as const

/** The account routes the page is about: each must be in the OpenAPI document with its method. */
const ACCOUNT_ROUTES = [
  ['get', '/api/v1/account/keys'],
  ['post', '/api/v1/account/keys'],
  ['delete', '/api/v1/account/keys/{id}'],
  ['get', '/api/v1/account/usage'],
] as const

/** Every code block of the page's main part, as a reader copies it. */
function codeBlocks(document: Document): string[] {
  return DomUtils.findAll((el) => el.name === 'pre', document.children).map((el) => DomUtils.textContent(el))
}

/** The method and path of every curl command in a block (the language prefix taken off). */
function curlRequests(block: string, base: string): { method: string; path: string }[] {
  return block.split(/\n(?!\s)/).filter((command) => command.startsWith('curl ')).map((command) => {
    const url = command.match(new RegExp(`${base.replaceAll('.', '\\.')}(/[^\\s'"?]*)`))
    expect(url, command).not.toBeNull()
    const method = /-X (\w+)/.exec(command)?.[1] ?? (/ -(d|F) /.test(command) ? 'POST' : 'GET')
    return { method: method.toLowerCase(), path: url![1]!.replace(/^\/(en|es)(?=\/api\/)/, '') }
  })
}

/** Whether an OpenAPI path ("/api/v1/account/keys/{id}") names this concrete one. */
const matches = (template: string, path: string): boolean =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path)

/** The text a reader reads, without code (names, codes and commands stay as they are in every language). */
function prose(document: Document): string {
  const main = DomUtils.findOne((el) => el.attribs.id === 'main', document.children)!
  const parts: string[] = []
  const walk = (nodes: typeof main.children) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push((node as unknown as { data: string }).data)
      else if (node.type === 'tag' && 'children' in node && node.name !== 'code' && node.name !== 'pre') walk(node.children)
    }
  }
  walk(main.children)
  return parts.join(' ')
}

describe('keys, scopes and account guide', () => {
  let app: FastifyInstance
  let paths: Record<string, Record<string, unknown>>
  const get = (url: string, host = 'tools.example.com') => app.inject({ method: 'GET', url, headers: { host } })

  beforeAll(async () => {
    app = await makeApp()
    paths = ((await app.inject('/openapi.json')).json() as { paths: typeof paths }).paths
  })
  afterAll(async () => {
    await app?.close()
  })

  it('renders in English and Spanish, well-formed, among the docs', async () => {
    for (const [lang, title] of TITLES) {
      const res = await get(`/${lang}/docs/keys`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['content-language']).toBe(lang)
      expect(res.body).toContain(`<html lang="${lang}">`)
      expect(res.body).toContain(`<h1>${title}</h1>`)
      expect(res.body).toContain(`<title>${title} · devutils</title>`)
      expect(res.body).toContain(`<a href="/${lang}/docs" aria-current="page">`)
      expect(res.body).toContain(`<a href="/${lang}/account">`)
      expect(markupProblems(res.body)).toEqual([])
      const document = parseDocument(res.body)
      for (const section of DomUtils.findAll((el) => el.name === 'section', document.children)) {
        const label = section.attribs['aria-labelledby']!
        expect(DomUtils.findOne((el) => el.attribs.id === label, section.children), label).not.toBeNull()
      }
      for (const th of DomUtils.findAll((el) => el.name === 'th', document.children)) expect(['col', 'row']).toContain(th.attribs.scope)
    }
  })

  it('calls in its examples only routes the OpenAPI document has, the account routes among them', async () => {
    for (const [method, path] of ACCOUNT_ROUTES) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined()
    for (const [lang] of TITLES) {
      const requests = codeBlocks(parseDocument((await get(`/${lang}/docs/keys`)).body)).flatMap((block) => curlRequests(block, 'http://tools.example.com'))
      expect(requests.length).toBeGreaterThanOrEqual(8)
      for (const { method, path } of requests) {
        const template = Object.keys(paths).find((t) => matches(t, path) && paths[t]![method] !== undefined)
        expect(template, `${method.toUpperCase()} ${path}`).toBeDefined()
      }
      const called = new Set(requests.map(({ method, path }) => `${method} ${Object.keys(paths).find((t) => matches(t, path))}`))
      for (const [method, path] of ACCOUNT_ROUTES) expect(called, `${method} ${path}`).toContain(`${method} ${path}`)
    }
  })

  it('fills its examples with the address the page was requested at', async () => {
    const snippets = snippetsOf((await get('/en/docs/keys')).body)
    expect(snippets.list).toBe('curl -s -H "X-API-Key: $KEY" http://tools.example.com/api/v1/account/keys')
    expect(snippets.revoke).toBe('curl -s -X DELETE -H "X-API-Key: $KEY" http://tools.example.com/api/v1/account/keys/$KEY_ID')
    expect(snippets['usage-csv']).toContain("'http://tools.example.com/api/v1/account/usage?group_by=operation,key&format=csv'")
    expect(snippets.retry).toContain("-H 'Idempotency-Key: ")
    expect(snippets.problem).toContain("-H 'Accept: application/problem+json'")
    expect(JSON.parse(/-d '(.+)'$/m.exec(snippets.create!)![1]!)).toEqual({ name: 'ci', scopes: ['dev/hash', 'text', 'pipeline'], monthly_cap: 1000, expires_at: '2027-07-01T00:00:00Z' })
    const other = snippetsOf((await get('/es/docs/keys', 'localhost:9000')).body)
    expect(other.list).toBe('curl -s -H "X-API-Key: $KEY" http://localhost:9000/api/v1/account/keys')
  })

  it('links every error code it names to its anchor on the error page of its language', async () => {
    for (const [lang] of TITLES) {
      const anchors = new Set(DomUtils.findAll((el) => el.attribs.id !== undefined, parseDocument((await get(`/${lang}/docs/errors`)).body).children).map((el) => el.attribs.id!))
      const document = parseDocument((await get(`/${lang}/docs/keys`)).body)
      const links = DomUtils.findAll((el) => el.name === 'a' && el.attribs.href?.startsWith(`/${lang}/docs/errors#`) === true, document.children)
        .map((el) => [el.attribs.href!.split('#')[1]!, DomUtils.textContent(el)] as const)
      const codes = links.map(([code]) => code)
      for (const code of ['KEY_SCOPE', 'KEY_CAP_EXCEEDED', 'KEY_EXPIRED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE', 'MAIL_UNAVAILABLE', 'USAGE_RANGE_INVALID']) {
        expect(codes, code).toContain(code)
      }
      for (const [code, text] of links) {
        expect(anchors.has(code), `${lang} #${code}`).toBe(true)
        expect(text).toBe(code)
      }
      // A code named in the prose is a link, not plain code.
      const unlinked = DomUtils.findAll((el) => el.name === 'code' && /^[A-Z][A-Z0-9_]+$/.test(DomUtils.textContent(el)) && anchors.has(DomUtils.textContent(el)) && (el.parent as { name?: string } | null)?.name !== 'a', document.children)
      expect(unlinked.map((el) => DomUtils.textContent(el))).toEqual([])
    }
  })

  it('says everything in Spanish on the Spanish page', async () => {
    const en = keysText('en')
    const es = keysText('es')
    const keys = Object.keys(en) as (keyof typeof en)[]
    expect(Object.keys(es)).toEqual(keys)
    for (const key of keys) expect(es[key], key).not.toBe(en[key])
    const text = prose(parseDocument((await get('/es/docs/keys')).body))
    expect(text).toContain(es.lead)
    for (const key of keys) {
      // The longest stretch of the English text outside code, as a reader would see it.
      const words = en[key].split('`').filter((_, i) => i % 2 === 0).map((part) => part.trim()).sort((a, b) => b.length - a.length)[0]!
      if (words.length >= 12) expect(text, key).not.toContain(words.slice(0, 40))
    }
    // Words that only an English sentence would have, outside code.
    expect(text).not.toMatch(/\b(the|and|with|your|when|which|every)\b/i)
  })

  it('is linked from the documentation index in both languages', async () => {
    expect((await get('/en/docs')).body).toContain('<a href="/en/docs/keys">Keys, scopes and your account</a>')
    expect((await get('/es/docs')).body).toContain('<a href="/es/docs/keys">Claves, ámbitos y su cuenta</a>')
  })

  it('answers 304 to a client that has this address\'s version', async () => {
    const first = await get('/en/docs/keys')
    const again = await app.inject({ method: 'GET', url: '/en/docs/keys', headers: { host: 'tools.example.com', 'if-none-match': first.headers.etag as string } })
    expect(again.statusCode).toBe(304)
  })
})
