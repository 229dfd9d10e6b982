import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { FastifyInstance } from 'fastify'
import { formatDuration, RECEIVER_CODE, retrySchedule } from '../../src/web/pages/jobs.ts'
import { makeApp } from '../helpers.ts'
import { markupProblems, snippetsOf } from './page-checks.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

/** Every section heading is reachable: each section is named by a heading inside it. */
function unlabelledSections(page: string): string[] {
  const document = parseDocument(page)
  return DomUtils.findAll((el) => el.name === 'section', document.children)
    .filter((section) => {
      const label = section.attribs['aria-labelledby']
      return label === undefined || DomUtils.findOne((el) => el.attribs.id === label, section.children) === null
    })
    .map((section) => section.attribs['aria-labelledby'] ?? '(none)')
}

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const address = server.address()
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
  })
})

describe('jobs documentation page', () => {
  let app: FastifyInstance
  let published: FastifyInstance
  const get = (server: FastifyInstance, url: string, host = 'tools.example.com') =>
    server.inject({ method: 'GET', url, headers: { host } })

  beforeAll(async () => {
    app = await makeApp()
    published = await makeApp({ PUBLIC_URL: 'https://devutils.example.org/', WEBHOOK_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: '90000', ASYNC_UPLOAD_LIMIT_BYTES: String(512 * 1024 * 1024) })
  })
  afterAll(async () => {
    await app?.close()
    await published?.close()
  })

  it('renders in English and Spanish, well-formed, among the docs', async () => {
    for (const [lang, title] of [['en', 'Jobs: long work in the background'], ['es', 'Trabajos: tareas largas en segundo plano']] as const) {
      const res = await get(app, `/${lang}/docs/jobs`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['content-language']).toBe(lang)
      expect(res.body).toContain(`<html lang="${lang}">`)
      expect(res.body).toContain(`<h1>${title}</h1>`)
      expect(res.body).toContain(`<a href="/${lang}/docs" aria-current="page">`)
      expect(markupProblems(res.body)).toEqual([])
      expect(unlabelledSections(res.body)).toEqual([])
      // Table headers name their scope, so a screen reader reads each cell with its row and column.
      const headers = DomUtils.findAll((el) => el.name === 'th', parseDocument(res.body).children)
      expect(headers.length).toBeGreaterThan(0)
      for (const th of headers) expect(['col', 'row']).toContain(th.attribs.scope)
    }
  })

  it('fills every example with the address the page was requested at', async () => {
    const snippets = snippetsOf((await get(app, '/en/docs/jobs')).body)
    expect(snippets.create).toBe(`curl -s -H "X-API-Key: $KEY" -F 'files[]=@scan.pdf' 'http://tools.example.com/api/v1/file/compress-pdf?async=1'`)
    expect(snippets.prefer).toBe(`curl -s -H "X-API-Key: $KEY" -H 'Prefer: respond-async' -F 'files[]=@scan.pdf' http://tools.example.com/api/v1/file/compress-pdf`)
    expect(snippets.output).toBe('curl --fail-with-body -H "X-API-Key: $KEY" http://tools.example.com/api/v1/jobs/$JOB/output -o scan-small.pdf')
    expect(snippets.cancel).toContain('-X DELETE')
    expect(snippets.list).toContain("'http://tools.example.com/api/v1/jobs?status=succeeded&limit=10'")
    expect(snippets.webhook).toContain('-F webhook_url=https://example.com/hooks/devutils')
    expect(snippets.rotate).toContain('-X POST -H "X-API-Key: $KEY" http://tools.example.com/api/v1/account/webhook-secret/rotate')
    expect(snippets.receiver).toBe(RECEIVER_CODE)
    expect(snippets['sdk-verify']).toContain("import { verifyWebhook, WebhookVerificationError } from '@devutils/sdk'")
    expect(snippets['sdk-job']).toContain("createClient({ baseUrl: 'http://tools.example.com', apiKey: process.env.DEVUTILS_API_KEY })")

    const other = snippetsOf((await get(app, '/es/docs/jobs', 'localhost:9000')).body)
    expect(other.poll).toBe('curl -s -H "X-API-Key: $KEY" http://localhost:9000/api/v1/jobs/$JOB')
  })

  it('names PUBLIC_URL when it is set, and this service\'s limits and retry schedule', async () => {
    const page = (await get(published, '/en/docs/jobs')).body
    expect(page).not.toContain('tools.example.com')
    expect(snippetsOf(page).create).toContain("'https://devutils.example.org/api/v1/file/compress-pdf?async=1'")
    expect(page).toContain('3 attempts in all, waiting 90 s, 3 min between them')
    const row = DomUtils.findOne((el) => el.attribs.id === 'limit-ASYNC_UPLOAD_LIMIT_BYTES', parseDocument(page).children)!
    expect(DomUtils.textContent(row)).toContain('512 MiB')

    const defaults = (await get(app, '/es/docs/jobs')).body
    expect(defaults).toContain('6 intentos en total, esperando 30 s, 1 min, 2 min, 4 min, 8 min entre ellos')
    const document = parseDocument(defaults)
    const value = (id: string) => DomUtils.textContent(DomUtils.findOne((el) => el.attribs.id === id, document.children)!.children[1]!)
    expect(value('limit-ASYNC_UPLOAD_LIMIT_BYTES')).toBe('200 MiB')
    expect(value('limit-ASYNC_UPLOAD_TOTAL_BYTES')).toBe('1 GiB')
    expect(value('limit-ASYNC_TIMEOUT_MS')).toBe('10 min')
    expect(value('limit-JOB_OUTPUT_TTL_S')).toBe('24 h')
    expect(value('limit-JOBS_PER_KEY')).toBe('10')
  })

  it('writes durations in the largest whole unit and the schedule as the retries wait', () => {
    expect(formatDuration('en', 600_000)).toBe('10 min')
    expect(formatDuration('en', 1500)).toBe('1,500 ms')
    expect(retrySchedule('en', { WEBHOOK_ATTEMPTS: 1, WEBHOOK_RETRY_BASE_MS: 30_000 })).toEqual([])
    expect(retrySchedule('en', { WEBHOOK_ATTEMPTS: 4, WEBHOOK_RETRY_BASE_MS: 0 })).toEqual(['0 ms', '0 ms', '0 ms'])
  })

  it('is linked from the documentation index and the home page in both languages', async () => {
    expect((await get(app, '/en/docs')).body).toContain('<a href="/en/docs/jobs">Jobs: long work in the background</a>')
    expect((await get(app, '/es/docs')).body).toContain('<a href="/es/docs/jobs">Trabajos: tareas largas en segundo plano</a>')
    expect((await get(app, '/en/')).body).toContain('<a href="/en/docs/jobs">Jobs: long work in the background</a>')
    expect((await get(app, '/es/')).body).toContain('<a href="/es/docs/jobs">')
  })

  it('answers 304 to a client that has this address\'s version', async () => {
    const first = await get(app, '/en/docs/jobs')
    const again = await app.inject({ method: 'GET', url: '/en/docs/jobs', headers: { host: 'tools.example.com', 'if-none-match': first.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    const elsewhere = await app.inject({ method: 'GET', url: '/en/docs/jobs', headers: { host: 'other.example.com', 'if-none-match': first.headers.etag as string } })
    expect(elsewhere.statusCode).toBe(200)
  })
})

describe('the webhook receiver of the page and the README', () => {
  let dir: string
  let receiver: ChildProcess | undefined
  let output = ''
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'receiver-'))
    // The reader's project: the program and the standardwebhooks package beside it.
    await symlink(new URL('../../node_modules', import.meta.url).pathname, join(dir, 'node_modules'))
    await writeFile(join(dir, 'receiver.mjs'), RECEIVER_CODE)
  })
  afterAll(async () => {
    receiver?.kill()
    await rm(dir, { recursive: true, force: true })
  })

  it('is the same program in both', () => {
    expect(readme).toContain(`\`\`\`js\n${RECEIVER_CODE}\`\`\``)
  })

  it('runs as written: accepts a signed delivery once, answers a retry without handling it again, refuses a forged one', async () => {
    const port = await freePort()
    receiver = spawn(process.execPath, ['receiver.mjs'], { cwd: dir, env: { ...process.env, PORT: String(port), DEVUTILS_WEBHOOK_SECRET: secret } })
    receiver.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString() })
    receiver.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString() })

    const body = JSON.stringify({ type: 'job.succeeded', timestamp: new Date().toISOString(), data: { id: 'j_Vx3kQ9mZbT2rL8nW4yHc1A', output: { url: 'https://tools.example.com/out' } } })
    const deliver = async (id: string, key: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', Buffer.from(key.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64')
      for (let tries = 0; ; tries++) {
        try {
          return (await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` } })).status
        } catch (error) {
          if (tries > 100) throw new Error(`the receiver did not start: ${output}`, { cause: error })
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }
    expect(await deliver('msg_1', secret)).toBe(204)
    expect(await deliver('msg_1', secret)).toBe(204)
    expect(await deliver('msg_2', `whsec_${Buffer.alloc(32, 8).toString('base64')}`)).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(output).toBe('j_Vx3kQ9mZbT2rL8nW4yHc1A done: https://tools.example.com/out\n')
  }, 20_000)
})
