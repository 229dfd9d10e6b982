import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { DomUtils, Parser, parseDocument } from 'htmlparser2'
import { execFileSync } from 'node:child_process'
import { z } from 'zod'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { makeApp, type Overrides } from '../helpers.ts'
import { testConfig } from '../../src/config.ts'
import { buildApp, type AppDependencies } from '../../src/http/app.ts'
import { CONTENT_SECURITY_POLICY, installSite, type SearchEntry } from '../../src/http/site.ts'
import { preferredLanguage } from '../../src/i18n/languages.ts'
import { CATEGORIES, defineOperation, type Operation } from '../../src/core/operation.ts'
import { paramsJsonSchema } from '../../src/core/validate.ts'
import { languageTag, LANGUAGES, translate } from '../../src/i18n/index.ts'
import { operations } from '../../src/operations/index.ts'
import { html } from '../../src/web/html.ts'
import { operationText } from '../../src/web/operation-text.ts'
import { siteText } from '../../src/web/site-text.ts'
import { inEveryLanguage } from '../translations.ts'

/** Whether buildApp serves the site by itself; until it does, the test adds it the same way. */
let servedByApp = true

async function siteApp(overrides: Overrides = {}, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = await makeApp(overrides, deps)
  if (app.hasRoute({ method: 'GET', url: '/en/docs' })) return app
  await app.close()
  servedByApp = false
  const config = testConfig(overrides)
  const fallback = await buildApp(config, deps)
  installSite(fallback, { operations: deps.operations ?? operations, config })
  await fallback.ready()
  return fallback
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

interface Inspection {
  problems: string[]
  scripts: Record<string, string>[]
  links: Record<string, string>[]
  hrefs: string[]
  text: string
}

/**
 * Parses a page and lists what a browser would have to repair (tags closed implicitly or out
 * of order, duplicate ids) and anything that could run: inline scripts, event-handler or style
 * attributes, javascript: URLs.
 */
function inspect(markup: string): Inspection {
  const result: Inspection = { problems: [], scripts: [], links: [], hrefs: [], text: '' }
  const stack: string[] = []
  const ids = new Set<string>()
  let scriptText = ''
  const parser = new Parser({
    onopentag(name, attrs) {
      if (!VOID.has(name)) stack.push(name)
      if (attrs.id !== undefined) {
        if (ids.has(attrs.id)) result.problems.push(`duplicate id ${attrs.id}`)
        ids.add(attrs.id)
      }
      for (const attr of Object.keys(attrs)) {
        if (/^on/i.test(attr)) result.problems.push(`event handler attribute ${attr} on <${name}>`)
        if (attr === 'style') result.problems.push(`style attribute on <${name}>`)
      }
      for (const attr of ['href', 'src', 'action']) {
        if (/^\s*javascript:/i.test(attrs[attr] ?? '')) result.problems.push(`javascript: URL on <${name}>`)
      }
      if (name === 'script') result.scripts.push(attrs)
      if (name === 'link') result.links.push(attrs)
      if (name === 'a' && attrs.href !== undefined) result.hrefs.push(attrs.href)
      scriptText = ''
    },
    ontext(text) {
      if (stack.at(-1) === 'script') scriptText += text
      else result.text += text
    },
    onclosetag(name, implied) {
      if (VOID.has(name)) return
      if (implied) result.problems.push(`<${name}> closed implicitly`)
      const open = stack.pop()
      if (open !== name) result.problems.push(`</${name}> closes <${open}>`)
      if (name === 'script' && scriptText.trim() !== '' && result.scripts.at(-1)?.type !== 'application/json') {
        result.problems.push('inline script')
      }
    },
  }, { decodeEntities: true })
  parser.end(markup)
  if (!markup.startsWith('<!doctype html>')) result.problems.push('no doctype')
  return result
}

/** The example requests of an operation page, as a reader copies them. */
function snippetsOf(page: string): Record<string, string> {
  const document = parseDocument(page)
  const blocks = DomUtils.findAll((el) => el.name === 'div' && el.attribs['data-snippet'] !== undefined, document.children)
  return Object.fromEntries(blocks.map((block) => [block.attribs['data-snippet'], DomUtils.textContent(DomUtils.findOne((el) => el.name === 'code', block.children)!)]))
}

interface SentRequest {
  method: string
  url: string
  /** Query or body fields, as text. */
  fields: Record<string, string>
  files: string[]
}

/** What the example parameters look like on the wire: every value as text. */
function wireFields(op: Operation): Record<string, string> {
  return Object.fromEntries(Object.entries(op.examples[0]!.params).map(([k, v]) => [k, String(v)]))
}

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Runs every curl example in one shell, with curl replaced by a function that prints its arguments. */
function runCurl(examples: readonly string[]): string[][] {
  const script = ['curl() { printf \'%s\\0\' "$@"; printf \'\\n\\0\'; }', ...examples].join('\n')
  const output = execFileSync('bash', ['-c', script], { encoding: 'utf8' })
  return output.split('\n\0').slice(0, -1).map((call) => call.split('\0').slice(0, -1))
}

function curlRequest(args: string[]): SentRequest {
  const request: SentRequest = { method: 'GET', url: '', fields: {}, files: [] }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const next = () => args[++i]!
    if (arg === '-X') request.method = next()
    else if (arg === '-H') expect(next()).toMatch(/^(Content-Type: application\/json|X-API-Key: YOUR_API_KEY)$/)
    else if (arg === '-d') Object.assign(request.fields, Object.fromEntries(Object.entries(JSON.parse(next()) as object).map(([k, v]) => [k, String(v)])))
    else if (arg === '-F' || arg === '--form-string') {
      const field = next()
      const at = field.indexOf('=')
      const [name, value] = [field.slice(0, at), field.slice(at + 1)]
      if (name === 'files[]' && arg === '-F') request.files.push(value.replace(/^@/, ''))
      else request.fields[name] = value
      request.method = 'POST'
    } else if (arg === '--fail-with-body') continue
    else if (arg === '-o') next()
    else {
      const url = new URL(arg)
      request.url = url.origin + url.pathname
      for (const [k, v] of url.searchParams) request.fields[k] = v
    }
  }
  return request
}

/** Runs a fetch example with fetch and the file input replaced by recorders. */
async function fetchRequest(code: string): Promise<SentRequest> {
  let sent: SentRequest | undefined
  const fakeFetch = async (url: string, init: { method?: string; body?: unknown } = {}) => {
    const parsed = new URL(url)
    const request: SentRequest = { method: init.method ?? 'GET', url: parsed.origin + parsed.pathname, fields: Object.fromEntries(parsed.searchParams), files: [] }
    if (typeof init.body === 'string') request.fields = Object.fromEntries(Object.entries(JSON.parse(init.body) as object).map(([k, v]) => [k, String(v)]))
    if (init.body instanceof FormData) {
      for (const [name, value] of init.body) {
        if (typeof value === 'string') request.fields[name] = value
        else request.files.push(value.name)
      }
    }
    sent = request
    return { ok: true, json: async () => ({ result: null }), blob: async () => new Blob([]) }
  }
  const names = [...code.matchAll(/fileInput\.files\[\d+\]\) \/\/ (.+)/g)].map((m) => m[1]!)
  const fileInput = { files: names.map((name) => new File(['x'], name)) }
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction('fetch', 'fileInput', 'console', code)(fakeFetch, fileInput, { log: () => {} })
  return sent!
}

const PYTHON_HARNESS = `
import json, sys, types
requests = types.ModuleType("requests")
class Response:
    content = b""
    def json(self): return {"result": None}
    def raise_for_status(self): pass
def text(value):
    return ("true" if value else "false") if isinstance(value, bool) else str(value)
def record(method):
    def send(url, headers=None, params=None, json=None, data=None, files=None):
        assert headers == {"X-API-Key": "YOUR_API_KEY"}
        fields = {k: text(v) for k, v in (params or json or data or {}).items()}
        sent.append({"method": method, "url": url, "fields": fields, "files": [f[1].name for f in files or []], "json": json})
        return Response()
    return send
requests.get, requests.post = record("GET"), record("POST")
sys.modules["requests"] = requests
class FakeFile:
    def __init__(self, name, mode): self.name = name
    def __enter__(self): return self
    def __exit__(self, *args): return False
    def write(self, data): pass
sent = []
for code in json.load(sys.stdin):
    exec(code, {"open": FakeFile, "print": lambda *args: None})
print(json.dumps(sent))
`

/** Runs every Python example in one interpreter, with requests and open replaced by recorders. */
function runPython(examples: readonly string[]): (SentRequest & { json: unknown })[] {
  return JSON.parse(execFileSync('python3', ['-c', PYTHON_HARNESS], { input: JSON.stringify(examples), encoding: 'utf8' })) as (SentRequest & { json: unknown })[]
}

function pageOf(lang: string, op: Pick<Operation, 'category' | 'name'>): string {
  return `/${lang}/docs/${op.category}/${op.name}`
}

describe('documentation site', () => {
  let app: FastifyInstance
  const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    app = await siteApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is served by the application itself', () => {
    expect(servedByApp, 'buildApp should call installSite(app, { operations, config })').toBe(true)
  })

  it('sends / to the home page in the preferred language', async () => {
    const plain = await get('/')
    expect(plain.statusCode).toBe(302)
    expect(plain.headers.location).toBe('/en/')
    const spanish = await get('/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })
    expect(spanish.headers.location).toBe('/es/')
    expect((await get('/', { 'accept-language': 'de' })).headers.location).toBe('/de/')
    expect((await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).headers.location).toBe('/zh-cn/')
    expect(preferredLanguage('fr-FR, en;q=0.5, es;q=0.7')).toBe('fr')
    expect(preferredLanguage('ja, it;q=0.8, es;q=0.7')).toBe('es')
    expect(preferredLanguage('es;q=0, de')).toBe('de')
    expect(preferredLanguage('pt-PT')).toBe('pt-br')
    expect(preferredLanguage('zh-Hant-TW')).toBe('zh-cn')
    expect(preferredLanguage('ja, *;q=0.1')).toBe('en')
  })

  it('renders every operation page in every language, complete and well-formed', async () => {
    for (const lang of LANGUAGES) {
      for (const op of operations) {
        const url = pageOf(lang, op)
        const res = await get(url)
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        const page = res.body
        const { problems, text, links } = inspect(page)
        expect(problems, url).toEqual([])
        expect(page).toContain(`<html lang="${languageTag(lang)}">`)
        expect(text).toContain(`/${lang}${op.path}`)
        expect(text).toContain(`${op.category}/${op.name}`)
        expect(text, `${url} summary`).toContain(operationText(op, lang).summary.replaceAll('`', ''))
        for (const name of Object.keys(paramsJsonSchema(op.params).properties)) {
          expect(page, `${url} lists ${name}`).toContain(`<code>${name}</code>`)
        }
        const alternates = links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href])
        expect(alternates).toEqual([...LANGUAGES.map((l) => [languageTag(l), pageOf(l, op)]), ['x-default', pageOf('en', op)]])
        // The site's own words are in the page's language.
        expect(page).toContain(`<h2 id="parameters">${siteText(lang).opParameters}</h2>`)
        if (lang !== 'en') expect(page).not.toMatch(/>(Parameters|Example request|Errors|Try it)</)
      }
    }
  })

  it('shows the example request with the example values and the example answer', async () => {
    const roman = (await get('/es/docs/number/roman', { host: 'localhost:8787' })).body
    expect(roman).toContain('curl -H &#39;X-API-Key: YOUR_API_KEY&#39; &#39;http://localhost:8787/es/api/v1/number/roman?value=1994&#39;')
    expect(roman).toContain('requests.get(')
    expect(roman).toContain('new URLSearchParams(')
    expect(roman).toContain('&quot;roman&quot;: &quot;MCMXCIV&quot;')

    const slugify = (await get('/en/docs/text/slugify')).body
    expect(slugify).toContain('-H &#39;Content-Type: application/json&#39;')
    expect(slugify).toContain('json={')

    const resize = (await get('/en/docs/file/image-resize')).body
    expect(resize).toContain('-F &#39;files[]=@photo.jpg&#39;')
    expect(resize).toContain('Content-Type: image/jpeg')
    expect(resize).toContain('<code>files[]</code>')
  })

  it.skipIf(!hasCommand('bash') || !hasCommand('python3'))('shows example requests that send the example, in curl, fetch and Python', async () => {
    // The examples call the address the page was requested at.
    const pages = await Promise.all(operations.map(async (op) => snippetsOf((await get(pageOf('es', op), { host: 'localhost:8787' })).body)))
    const curl = runCurl(pages.map((p) => p.curl!))
    const python = runPython(pages.map((p) => p.python!))
    expect(curl).toHaveLength(operations.length)
    expect(python).toHaveLength(operations.length)
    for (const [i, op] of operations.entries()) {
      const expected: SentRequest = {
        method: op.method,
        url: `http://localhost:8787/es${op.path}`,
        fields: wireFields(op),
        files: [...(op.examples[0]!.files ?? (op.files ? ['input'] : []))],
      }
      expect(curlRequest(curl[i]!), `curl ${op.operationId}`).toEqual(expected)
      expect(await fetchRequest(pages[i]!.fetch!), `fetch ${op.operationId}`).toEqual(expected)
      const { json, ...sent } = python[i]!
      expect(sent, `python ${op.operationId}`).toEqual(expected)
      // JSON bodies keep their types: numbers stay numbers, flags stay booleans.
      if (op.input === 'json') expect(json, `python ${op.operationId}`).toEqual(op.examples[0]!.params)
    }
  })

  it('quotes in its 422 example the message the API itself answers', async () => {
    for (const lang of LANGUAGES) {
      const api = await app.inject({ method: 'GET', url: `/${lang}/api/v1/number/roman` })
      const { error } = api.json() as { error: string }
      expect(error).toBe(translate(lang, 'PARAM_REQUIRED', { param: 'value' }))
      expect(inspect((await get(`/${lang}/docs/number/roman`)).body).text).toContain(error)
    }
  })

  it('lists every operation of a category on its page', async () => {
    for (const lang of LANGUAGES) {
      for (const category of CATEGORIES) {
        const ops = operations.filter((op) => op.category === category)
        const res = await get(`/${lang}/docs/${category}`)
        expect(res.statusCode).toBe(200)
        const { problems, hrefs } = inspect(res.body)
        expect(problems).toEqual([])
        for (const op of ops) expect(hrefs, `${category} lists ${op.name}`).toContain(pageOf(lang, op))
        const listed = hrefs.filter((href) => href.startsWith(`/${lang}/docs/${category}/`))
        expect(listed).toHaveLength(ops.length)
      }
    }
  })

  it('lists every operation on the documentation index, which the search falls back to', async () => {
    const res = await get('/en/docs?q=pdf')
    const { problems, hrefs } = inspect(res.body)
    expect(problems).toEqual([])
    for (const op of operations) expect(hrefs).toContain(pageOf('en', op))
  })

  it('serves a search index with every operation, in each language', async () => {
    for (const lang of LANGUAGES) {
      const res = await get(`/${lang}/search-index.json`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const index = res.json() as SearchEntry[]
      expect(index.map((e) => e.operationId).sort()).toEqual(operations.map((op) => op.operationId).sort())
      for (const entry of index) {
        const op = operations.find((o) => o.operationId === entry.operationId)!
        expect(entry).toMatchObject({ path: op.path, category: op.category, name: op.name, url: pageOf(lang, op) })
        expect(entry.summary).toBe(operationText(op, lang).summary)
      }
    }
  })

  it('answers an unknown page with a 404 page in the language of the address', async () => {
    for (const [url, lang, title] of [
      ['/es/docs/number/no-such-thing', 'es', 'Página no encontrada'],
      ['/en/docs/no-such-category', 'en', 'Page not found'],
      ['/en/docs/no-such-category/roman', 'en', 'Page not found'],
      ['/es/nothing/here', 'es', 'Página no encontrada'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain(`<html lang="${languageTag(lang)}">`)
      expect(res.body).toContain(title)
      expect(inspect(res.body).problems).toEqual([])
    }
    // API addresses keep their JSON answers.
    const api = await get('/es/api/v1/number/no-such-thing')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ ok: false, code: 'NOT_FOUND' })
    const wrongMethod = await get('/en/api/v1/text/slugify')
    expect(wrongMethod.statusCode).toBe(405)
  })

  it('renders the home page from the registry and the configured limits', async () => {
    const custom = await siteApp({ ANON_DAILY_LIMIT: '7', FREE_MONTHLY_LIMIT: '321', STARTER_MONTHLY_LIMIT: '4567', BUSINESS_MONTHLY_LIMIT: '89012' })
    try {
      const en = inspect((await custom.inject('/en/')).body)
      expect(en.problems).toEqual([])
      for (const figure of ['7 per day', '321 per month', '4,567 per month', '89,012 per month']) expect(en.text).toContain(figure)
      for (const category of CATEGORIES) {
        const count = operations.filter((op) => op.category === category).length
        expect(en.hrefs).toContain(`/en/docs/${category}`)
        expect(en.text).toContain(`${count} operations`)
      }
      expect(en.text).toContain(`${operations.length} utilities`)
      expect(en.hrefs).toEqual(expect.arrayContaining(['/docs', '/openapi.json', '/en/docs', '/en/account']))
      expect(en.text).toContain('"limit": 7')
      const es = inspect((await custom.inject('/es/')).body)
      expect(es.text).toContain('7 al día')
      expect(es.text).toContain('89.012 al mes')
    } finally {
      await custom.close()
    }
  })

  it('links every page to pages that exist', async () => {
    const pages = ['/en/', '/es/', '/en/docs', '/es/docs', '/en/account', ...CATEGORIES.map((c) => `/es/docs/${c}`), '/en/docs/file/image-resize']
    const targets = new Set<string>()
    for (const url of pages) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      const { hrefs, links, scripts } = inspect(res.body)
      for (const href of [...hrefs, ...links.map((l) => l.href!), ...scripts.flatMap((s) => (s.src ? [s.src] : []))]) {
        if (href.startsWith('/')) targets.add(href.split('#')[0]!)
      }
    }
    for (const target of targets) {
      const res = await get(target)
      expect(res.statusCode, target).toBe(200)
    }
    expect(targets.size).toBeGreaterThan(200)
  })

  it('links the same page in the other language and marks the current section', async () => {
    const page = (await get('/es/docs/text/slugify')).body
    expect(page).toContain('<a href="/en/docs/text/slugify" hreflang="en" lang="en">English</a>')
    expect(page).toContain('<a href="/es/docs" aria-current="page">Documentación</a>')
    expect(page).toContain('<a class="skip-link" href="#main">')
  })

  it('sends the security headers with every page', async () => {
    for (const url of ['/en/', '/es/docs', '/en/docs/number', '/en/docs/number/roman', '/en/account', '/en/docs/x/y']) {
      const res = await get(url)
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('same-origin')
    }
    expect(CONTENT_SECURITY_POLICY).toBe("default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
  })

  it('escapes whatever the registry says, so content can never become markup', async () => {
    const attack = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>\'`'
    expect(html`<p>${attack}</p>`.value).toBe('<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;`</p>')
    const hostile = defineOperation({
      category: 'text',
      name: 'hostile',
      input: 'json',
      summary: `Summary ${attack}`,
      description: `Description \`${attack}\` ${attack}`,
      params: z.object({ text: z.string().max(100).describe(`Text ${attack}`) }),
      examples: [{ title: attack, params: { text: attack }, result: { echo: attack } }],
      run: ({ text }) => ({ echo: text }),
      ...inEveryLanguage({ summary: `Resumen ${attack}`, description: `Descripción ${attack}`, params: { text: `Texto ${attack}` } }),
    })
    const hostileApp = await siteApp({}, { operations: [hostile as unknown as Operation] })
    try {
      for (const url of ['/en/docs/text/hostile', '/en/docs/text', '/en/docs', '/en/']) {
        const res = await hostileApp.inject(url)
        expect(res.statusCode, url).toBe(200)
        const { problems, scripts, text } = inspect(res.body)
        expect(problems, url).toEqual([])
        for (const script of scripts) expect(script.src ?? script.type, url).toMatch(/^\/assets\/|^application\/json$/)
        expect(res.body).not.toContain('<script>alert')
        expect(res.body).not.toContain('<img src=x')
        if (url.endsWith('hostile')) expect(text).toContain(attack)
      }
      const index = await hostileApp.inject('/en/search-index.json')
      expect((index.json() as SearchEntry[])[0]!.summary).toBe(`Summary ${attack}`)
    } finally {
      await hostileApp.close()
    }
  })

  it('serves assets with a content ETag, revalidation and long caching of versioned URLs', async () => {
    for (const name of ['site.css', 'search.js', 'logo.svg']) {
      const res = await get(`/assets/${name}`)
      expect(res.statusCode, name).toBe(200)
      const etag = res.headers.etag as string
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cache-control']).toBe('public, max-age=300')
      const again = await get(`/assets/${name}`, { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      const versioned = await get(`/assets/${name}?v=${etag.slice(1, -1)}`)
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    expect((await get('/assets/site.css')).headers['content-type']).toBe('text/css; charset=utf-8')
    expect((await get('/assets/search.js')).headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect((await get('/favicon.ico')).headers['content-type']).toBe('image/svg+xml')
    expect((await get('/assets/nothing.js')).statusCode).toBe(404)
    expect((await get('/assets/..%2Fhtml.ts')).statusCode).toBe(404)
  })

  it('answers pages with an ETag, 304 when unchanged, and gzip when asked', async () => {
    const first = await get('/en/docs/number/roman')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect(first.headers['cache-control']).toBe('no-cache')
    expect((await get('/en/docs/number/roman', { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get('/es/docs/number/roman', { 'if-none-match': etag })).statusCode).toBe(200)
    const zipped = await get('/en/docs/number/roman', { 'accept-encoding': 'br, gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body)
    expect((await get('/en/docs/number/roman', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined()
  })

  it('keeps pages small: home and the largest operation page with their styles and scripts', async ({ annotate }) => {
    const transfer = async (url: string) => {
      const page = await get(url)
      const { links, scripts } = inspect(page.body)
      const assets = [...links.filter((l) => l.rel === 'stylesheet').map((l) => l.href!), ...scripts.map((s) => s.src!).filter(Boolean)]
      let plain = page.rawPayload.length
      let gzipped = (await get(url, { 'accept-encoding': 'gzip' })).rawPayload.length
      for (const asset of assets) {
        plain += (await get(asset)).rawPayload.length
        gzipped += (await get(asset, { 'accept-encoding': 'gzip' })).rawPayload.length
      }
      return { html: page.rawPayload.length, plain, gzipped }
    }
    const home = await transfer('/en/')
    // The operation page with the most to say (longest descriptions, most parameters).
    let largest = ''
    let largestSize = 0
    for (const lang of LANGUAGES) {
      for (const op of operations) {
        const size = (await get(pageOf(lang, op))).rawPayload.length
        if (size > largestSize) [largest, largestSize] = [pageOf(lang, op), size]
      }
    }
    const operation = await transfer(largest)
    await annotate(`home: HTML ${home.html} B; with CSS and JS ${home.plain} B (${home.gzipped} B gzipped)`)
    await annotate(`largest operation page ${largest}: HTML ${operation.html} B; with CSS and JS ${operation.plain} B (${operation.gzipped} B gzipped)`)
    // What a first visit downloads, compressed as the server sends it.
    expect(home.gzipped).toBeLessThan(20_000)
    expect(operation.gzipped).toBeLessThan(60_000)
  })
})
