import { execFile } from 'node:child_process'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import roman from '../src/operations/number/roman.ts'
import slugify from '../src/operations/text/slugify.ts'
import { failing } from './failing-operation.ts'
import { envelope, makeApp } from './helpers.ts'

const run = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The answer's X-Request-Id, which must be there; an error envelope must name the same id. */
function idOf(res: LightMyRequestResponse): string {
  const id = res.headers['x-request-id']
  expect(id, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeTypeOf('string')
  if (String(res.headers['content-type']).startsWith('application/json')) {
    const body = res.json() as { ok?: boolean; request_id?: string }
    if (body.ok === false) expect(body.request_id).toBe(id)
  }
  return id as string
}

interface RawAnswer { status: number; head: string; body: string }

/** Sends raw bytes to a listening server and reads one answer. */
function rawRequest(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body })
    }
    const timer = setTimeout(done, 5_000)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1)
      if (end >= 0 && length >= 0 && Buffer.byteLength(text.slice(end + 4)) >= length) done()
    })
    socket.on('close', done)
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)))
    socket.write(request)
  })
}

const headerOf = (head: string, name: string): string | undefined => head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim()

describe('request ids', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0', BODY_LIMIT_BYTES: '1024' }, { operations: [roman, slugify, failing] })
  })
  afterAll(async () => { await app.close() })

  it('repeats a caller\'s id of 1 to 128 visible ASCII characters', async () => {
    for (const given of ['a', 'trace-42/x:y', '!~'.repeat(64), `${'Z'.repeat(127)}~`]) {
      const res = await app.inject({ url: '/api/v1/number/roman?value=abc', headers: { 'x-request-id': given } })
      expect(res.statusCode).toBe(422)
      expect(idOf(res)).toBe(given)
    }
  })

  it('replaces an id that is too long, empty, or has spaces or control characters with a random one', async () => {
    const seen = new Set<string>()
    for (const given of ['x'.repeat(129), '', 'has space', ' lead', 'tab\there', 'a\u007f']) {
      const res = await app.inject({ url: '/api/v1/number/roman?value=abc', headers: { 'x-request-id': given } })
      const id = idOf(res)
      expect(id, JSON.stringify(given)).toMatch(UUID)
      seen.add(id)
    }
    expect(seen.size).toBe(6)
  })

  it('makes a different random id for each request without one', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => app.inject('/api/v1/number/roman?value=7').then(idOf)))
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(20)
  })

  it('is on every kind of answer, and in every error envelope', async () => {
    const answers: Record<string, LightMyRequestResponse> = {
      '200 light GET': await app.inject('/api/v1/number/roman?value=1994'),
      '200 POST': await app.inject({ method: 'POST', url: '/api/v1/text/slugify', payload: { text: 'Hi there' } }),
      '400 invalid JSON': await app.inject({ method: 'POST', url: '/api/v1/text/slugify', headers: { 'content-type': 'application/json' }, payload: '{' }),
      '400 invalid host': await app.inject({ url: '/api/v1/number/roman?value=7', headers: { host: 'bad host"' } }),
      '400 bad URL (framework)': await app.inject('/api/v1/number/%zz'),
      '404': await app.inject('/api/v1/nothing/here'),
      '405': await app.inject({ method: 'POST', url: '/api/v1/number/roman' }),
      '413': await app.inject({ method: 'POST', url: '/api/v1/text/slugify', payload: { text: 'x'.repeat(4096) } }),
      '415': await app.inject({ method: 'POST', url: '/api/v1/text/slugify', headers: { 'content-type': 'application/x-nothing' }, payload: 'x' }),
      '422': await app.inject('/api/v1/number/roman?value=abc'),
      '500': await app.inject('/api/v1/dev/failing?kind=bug'),
      '503': await app.inject('/api/v1/dev/failing?kind=busy'),
      'site page': await app.inject('/en/docs'),
      'site 404 page': await app.inject('/en/nothing-here'),
      'error codes page': await app.inject('/es/docs/errors'),
      'API reference': await app.inject('/docs'),
      'static asset': await app.inject('/favicon.ico'),
      'OpenAPI document': await app.inject('/openapi.json'),
      'health': await app.inject('/healthz'),
      'CORS preflight': await app.inject({ method: 'OPTIONS', url: '/api/v1/text/slugify', headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' } }),
    }
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.statusCode]))
    expect(statuses).toEqual({
      '200 light GET': 200, '200 POST': 200, '400 invalid JSON': 400, '400 invalid host': 400, '400 bad URL (framework)': 400,
      '404': 404, '405': 405, '413': 413, '415': 415, '422': 422, '500': 500, '503': 503,
      'site page': 200, 'site 404 page': 404, 'error codes page': 200, 'API reference': 200, 'static asset': 200,
      'OpenAPI document': 200, 'health': 200, 'CORS preflight': 204,
    })
    for (const [what, res] of Object.entries(answers)) {
      expect(idOf(res), what).toMatch(UUID)
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json')) {
        expect(envelope(res).ok, what).toBe(false)
      }
    }
    // The caller's id comes back on a refusal made before any route, too.
    const framework = await app.inject({ url: '/api/v1/number/%zz', headers: { 'x-request-id': 'bad-url-1' } })
    expect([framework.statusCode, idOf(framework)]).toEqual([400, 'bad-url-1'])
  })

  it('is on a 429, with the caller\'s id', async () => {
    const limited = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1' }, { operations: [roman] })
    try {
      await limited.inject('/api/v1/number/roman?value=7')
      const res = await limited.inject({ url: '/api/v1/number/roman?value=7', headers: { 'x-request-id': 'over-quota' } })
      expect(res.statusCode).toBe(429)
      expect(envelope(res).code).toBe('QUOTA_EXCEEDED')
      expect(idOf(res)).toBe('over-quota')
    } finally {
      await limited.close()
    }
  })

  it('gives a batch\'s calls the batch\'s id, in every slot', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/v1/batch', headers: { 'x-request-id': 'batch-7' },
      payload: { calls: [{ op: 'number/roman', params: { value: 'abc' } }, { op: 'no/such' }, 'not a call', { op: 'number/roman', params: { value: 7 } }] },
    })
    expect(idOf(res)).toBe('batch-7')
    const slots = (res.json() as { result: { status: number; body: { request_id?: string } }[] }).result
    expect(slots.map((slot) => [slot.status, slot.body.request_id])).toEqual([[422, 'batch-7'], [404, 'batch-7'], [422, 'batch-7'], [200, undefined]])
  })

  it('names the request to /mcp in its answer and in the tool errors of its calls', async () => {
    const res = await app.inject({
      method: 'POST', url: '/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-request-id': 'mcp-9' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'run_operation', arguments: { op: 'number/roman', params: { value: 'abc' } } } },
    })
    expect([res.statusCode, idOf(res)]).toEqual([200, 'mcp-9'])
    const { result } = res.json() as { result: { isError?: boolean; _meta?: Record<string, unknown> } }
    expect(result.isError).toBe(true)
    expect(result._meta).toMatchObject({ 'devutils/code': 'INVALID_ROMAN', 'devutils/request_id': 'mcp-9' })
  })

  describe('on a listening server', () => {
    let port: number
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' })
      port = (app.server.address() as AddressInfo).port
    })

    it('answers a body over the limit, refused from its Content-Length, with an id', async () => {
      const res = await rawRequest(port, `POST /api/v1/text/slugify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Request-Id: too-big-1\r\nContent-Length: 100000\r\n\r\n{"text":"`)
      expect(res.status).toBe(413)
      expect(headerOf(res.head, 'x-request-id')).toBe('too-big-1')
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, code: 'BODY_TOO_LARGE', request_id: 'too-big-1' })
    })

    it('replaces an id with characters outside ASCII', async () => {
      const request = Buffer.concat([
        Buffer.from('GET /api/v1/number/roman?value=abc HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: '),
        Buffer.from('café-1', 'utf8'),
        Buffer.from('\r\n\r\n'),
      ])
      const res = await rawRequest(port, request)
      expect(res.status).toBe(422)
      const id = headerOf(res.head, 'x-request-id')
      expect(id).toMatch(UUID)
      expect((JSON.parse(res.body) as { request_id: string }).request_id).toBe(id)
    })

    it('answers a request Node\'s parser refuses with an id in the header and the envelope', async () => {
      const res = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: mine\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
      expect(res.status).toBe(431)
      const id = headerOf(res.head, 'x-request-id')
      // The request was never read, so the caller's id is not known: a fresh one.
      expect(id).toMatch(UUID)
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, code: 'HEADERS_TOO_LARGE', request_id: id })
    })
  })
})

// The app's logger writes to the process's stdout, so a child process makes the requests and
// this test reads what it logged.
describe('request ids in the logs', () => {
  const script = (logRequests: boolean) => `
    import { makeApp } from './test/helpers.ts'
    import { failing } from './test/failing-operation.ts'
    import roman from './src/operations/number/roman.ts'
    const app = await makeApp({ LOG_LEVEL: 'info', LOG_REQUESTS: '${String(logRequests)}' }, { operations: [roman, failing] })
    const answers = []
    for (const [url, id] of [['/api/v1/number/roman?value=7', 'logged-1'], ['/api/v1/number/roman?value=abc', undefined], ['/api/v1/nothing', 'logged-3'], ['/api/v1/dev/failing?kind=bug', 'logged-4']]) {
      const res = await app.inject({ url, headers: id ? { 'x-request-id': id } : {} })
      answers.push({ url, status: res.statusCode, id: res.headers['x-request-id'] })
    }
    await app.close()
    process.stderr.write('ANSWERS ' + JSON.stringify(answers) + '\\n')
  `
  const runScript = async (logRequests: boolean) => {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(logRequests)], { cwd: ROOT, timeout: 60_000 })
    const marker = stderr.split('\n').find((line) => line.startsWith('ANSWERS '))
    if (!marker) throw new Error(`the script printed no answers; stderr: ${stderr}`)
    return {
      lines: stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
      answers: JSON.parse(marker.slice('ANSWERS '.length)) as { url: string; status: number; id: string }[],
    }
  }

  it('names each request\'s id in its log line, as its answer does', async () => {
    const { lines, answers } = await runScript(true)
    const requests = lines.filter((line) => line.msg === 'request' && String(line.path).startsWith('/api/'))
    expect(requests.map((line) => [line.status, line.request_id])).toEqual(answers.map((answer) => [answer.status, answer.id]))
    expect(answers.map((answer) => answer.id)).toEqual(['logged-1', expect.stringMatching(UUID), 'logged-3', 'logged-4'])
    // The bug's own line names it too.
    expect(lines.find((line) => line.msg === 'unhandled error')?.request_id).toBe('logged-4')
  }, 90_000)

  it('names the id in the line of a bug without access logs', async () => {
    const { lines } = await runScript(false)
    expect(lines.filter((line) => line.msg === 'request')).toEqual([])
    const bug = lines.filter((line) => line.msg === 'unhandled error')
    expect(bug.map((line) => line.request_id)).toEqual(['logged-4'])
  }, 90_000)
})
