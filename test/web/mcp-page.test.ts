import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { FastifyInstance } from 'fastify'
import { makeApp } from '../helpers.ts'
import { markupProblems, snippetsOf } from './page-checks.ts'


const TOOLS = ['find_operations', 'describe_operation', 'run_operation', 'run_pipeline', 'upload_file']

describe('MCP documentation page', () => {
  let app: FastifyInstance
  let published: FastifyInstance
  const get = (server: FastifyInstance, url: string, host = 'tools.example.com') =>
    server.inject({ method: 'GET', url, headers: { host } })

  beforeAll(async () => {
    app = await makeApp()
    published = await makeApp({ PUBLIC_URL: 'https://devutils.example.org/' })
  })
  afterAll(async () => {
    await app?.close()
    await published?.close()
  })

  it('renders in English and Spanish, well-formed, in the current section of the header', async () => {
    for (const [lang, title] of [['en', 'MCP: devutils in AI assistants'], ['es', 'MCP: devutils en asistentes de IA']] as const) {
      const res = await get(app, `/${lang}/docs/mcp`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['content-language']).toBe(lang)
      expect(res.body).toContain(`<html lang="${lang}">`)
      expect(res.body).toContain(`<h1>${title}</h1>`)
      expect(res.body).toContain(`<a href="/${lang}/docs/mcp" aria-current="page">MCP</a>`)
      expect(markupProblems(res.body)).toEqual([])
    }
  })

  it('fills every snippet with the address the page was requested at', async () => {
    const page = (await get(app, '/en/docs/mcp')).body
    const snippets = snippetsOf(page)
    expect(Object.keys(snippets)).toEqual(['claude-code', 'claude-desktop', 'cursor', 'vscode'])
    expect(snippets['claude-code']).toBe('claude mcp add --transport http devutils http://tools.example.com/mcp --header "X-API-Key: du_your_key"')
    expect(JSON.parse(snippets['claude-desktop']!)).toEqual({
      mcpServers: { devutils: { command: 'npx', args: ['-y', 'devutils', 'mcp', '--url', 'http://tools.example.com', '--key', 'du_your_key'] } },
    })
    expect(JSON.parse(snippets.cursor!)).toEqual({ mcpServers: { devutils: { url: 'http://tools.example.com/mcp', headers: { 'X-API-Key': 'du_your_key' } } } })
    expect(JSON.parse(snippets.vscode!)).toEqual({ servers: { devutils: { type: 'http', url: 'http://tools.example.com/mcp', headers: { 'X-API-Key': 'du_your_key' } } } })
    // Every snippet is a code block, which the page script gives a Copy button.
    const blocks = DomUtils.findAll((el) => el.name === 'pre' && el.attribs.class === 'code', parseDocument(page).children).map((el) => DomUtils.textContent(el))
    expect(blocks).toHaveLength(6)
    expect(blocks).toContain('http://tools.example.com/mcp')
    expect(blocks).toContain("curl -F 'files[]=@photo.png' -H 'X-API-Key: du_your_key' http://tools.example.com/api/v1/files")

    const other = snippetsOf((await get(app, '/es/docs/mcp', 'localhost:9000')).body)
    expect(other.cursor).toContain('"url": "http://localhost:9000/mcp"')
  })

  it('names PUBLIC_URL when it is set, whatever the request says', async () => {
    const page = (await get(published, '/es/docs/mcp')).body
    expect(page).not.toContain('tools.example.com')
    const snippets = snippetsOf(page)
    expect(snippets['claude-code']).toContain(' https://devutils.example.org/mcp ')
    expect(snippets['claude-desktop']).toContain('"https://devutils.example.org"')
    expect(snippets.vscode).toContain('"url": "https://devutils.example.org/mcp"')
  })

  it('shows no Host that is not an address: the service refuses it before the page', async () => {
    const res = await get(app, '/en/docs/mcp', 'evil.example"><script>')
    expect(res.statusCode).toBe(400)
    expect(res.body).not.toContain('<script>')
    // A name the service's links accept (underscores included) is shown as it is.
    expect(snippetsOf((await get(app, '/en/docs/mcp', 'svc_name:8787')).body).cursor).toContain('"url": "http://svc_name:8787/mcp"')
  })

  it('lists the five tools with their arguments', async () => {
    for (const lang of ['en', 'es']) {
      const document = parseDocument((await get(app, `/${lang}/docs/mcp`)).body)
      const rows = DomUtils.findAll((el) => el.name === 'tr' && el.attribs.id?.startsWith('tool-') === true, document.children)
      expect(rows.map((row) => DomUtils.textContent(DomUtils.findOne((el) => el.name === 'th', row.children)!))).toEqual(TOOLS)
      expect(DomUtils.textContent(rows[3]!)).toContain('input, steps, return, file_ids')
    }
  })

  it('is linked from the documentation index in both languages', async () => {
    expect((await get(app, '/en/docs')).body).toContain('<a href="/en/docs/mcp">MCP: devutils in AI assistants</a>')
    expect((await get(app, '/es/docs')).body).toContain('<a href="/es/docs/mcp">MCP: devutils en asistentes de IA</a>')
  })

  it('answers 304 to a client that has this address\'s version', async () => {
    const first = await get(app, '/en/docs/mcp')
    const again = await app.inject({ method: 'GET', url: '/en/docs/mcp', headers: { host: 'tools.example.com', 'if-none-match': first.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    const elsewhere = await app.inject({ method: 'GET', url: '/en/docs/mcp', headers: { host: 'other.example.com', 'if-none-match': first.headers.etag as string } })
    expect(elsewhere.statusCode).toBe(200)
  })
})
