import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineOperation } from '../src/core/operation.ts'
import { OperationError } from '../src/core/errors.ts'
import { Readable } from 'node:stream'
import roman from '../src/operations/number/roman.ts'
import qr from '../src/operations/generate/qr.ts'
import imageInfo from '../src/operations/file/image-info.ts'
import { envelope, makeApp, upload } from './helpers.ts'
import { inEveryLanguage } from './translations.ts'

// A small operation set exercising every input path of the generic adapter.
const echo = defineOperation({
  category: 'dev', name: 'echo', input: 'json',
  summary: 'Echoes its parameters after validation',
  params: z.object({
    text: z.string().max(10).describe('Some text'),
    count: z.number().int().min(1).max(5).default(1).describe('A bounded count'),
    ratio: z.number().positive().optional().describe('A positive number'),
    flag: z.boolean().default(false).describe('A flag'),
    mode: z.enum(['a', 'b']).default('a').describe('A choice'),
  }),
  examples: [{ params: { text: 'x' } }],
  run: (params) => params,
  ...inEveryLanguage({
    summary: 'Devuelve sus parámetros tras validarlos',
    params: { text: 'Un texto', count: 'Un recuento acotado', ratio: 'Un número positivo', flag: 'Un indicador', mode: 'Una opción' },
  }),
})
const boom = defineOperation({
  category: 'dev', name: 'boom', input: 'query',
  summary: 'Fails the way a bug would',
  params: z.object({ kind: z.enum(['bug', 'input']).describe('bug throws an Error, input an OperationError') }),
  examples: [{ params: { kind: 'input' } }],
  run: ({ kind }) => {
    if (kind === 'input') throw new OperationError('PARAM_INVALID', { param: 'kind' })
    throw new Error('secret internal detail at /srv/app/x.ts:12')
  },
  ...inEveryLanguage({ summary: 'Falla como lo haría un error', params: { kind: 'bug lanza un Error, input un OperationError' } }),
})

let app: FastifyInstance
beforeAll(async () => { app = await makeApp({ BODY_LIMIT_BYTES: '2048' }, { operations: [echo, boom, roman, qr, imageInfo] }) })
afterAll(async () => { await app.close() })

const post = (payload: unknown, headers: Record<string, string> = {}, url = '/api/v1/dev/echo') =>
  app.inject({ method: 'POST', url, payload: payload as string, headers })

describe('input reading', () => {
  it('reads a JSON body and coerces string numbers and flags', async () => {
    const res = await post({ text: 'hi', count: '3', flag: 'yes', ratio: '0.5' })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toEqual({ ok: true, result: { text: 'hi', count: 3, flag: true, ratio: 0.5, mode: 'a' } })
  })

  it('accepts JSON numbers and booleans as they are', async () => {
    const res = await post({ text: 'hi', count: 2, flag: true })
    expect(envelope(res).result).toMatchObject({ count: 2, flag: true })
  })

  it.each([['1', true], ['0', false], ['true', true], ['FALSE', false], ['on', true], ['off', false], ['no', false]])(
    'reads flag %s as %s', async (word, value) => {
      expect(envelope(await post({ text: 'x', flag: word })).result).toMatchObject({ flag: value })
    })

  it('reads form-encoded bodies', async () => {
    const res = await post('text=caf%C3%A9&count=4', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(envelope(res)).toMatchObject({ ok: true, result: { text: 'café', count: 4 } })
  })

  it('reads multipart fields', async () => {
    const boundary = 'XyZ'
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="text"', '', 'multi', `--${boundary}`,
      'Content-Disposition: form-data; name="count"', '', '5', `--${boundary}--`, ''].join('\r\n')
    const res = await post(payload, { 'content-type': `multipart/form-data; boundary=${boundary}` })
    expect(envelope(res)).toMatchObject({ ok: true, result: { text: 'multi', count: 5 } })
  })

  it('refuses files on an operation that takes none', async () => {
    const boundary = 'XyZ'
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="files[]"; filename="a.txt"', 'Content-Type: text/plain', '', 'abc', `--${boundary}--`, ''].join('\r\n')
    const res = await post(payload, { 'content-type': `multipart/form-data; boundary=${boundary}` })
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('FILES_NOT_ACCEPTED')
  })

  it('takes POST parameters from the query string, the body winning', async () => {
    const res = await post({ text: 'body' }, {}, '/api/v1/dev/echo?text=query&count=2')
    expect(envelope(res).result).toMatchObject({ text: 'body', count: 2 })
  })

  it('treats an empty optional numeric field as absent', async () => {
    expect(envelope(await post({ text: 'x', count: '' })).result).toMatchObject({ count: 1 })
  })

  it('ignores unknown parameters', async () => {
    expect(envelope(await post({ text: 'x', other: 1 })).result).toEqual({ text: 'x', count: 1, flag: false, mode: 'a' })
  })
})

describe('validation errors', () => {
  it.each([
    [{}, 'PARAM_REQUIRED', 'text is required'],
    [{ text: 'x', count: 'many' }, 'PARAM_NOT_NUMBER', 'count must be a number'],
    [{ text: 'x', count: '1.5' }, 'PARAM_NOT_INTEGER', 'count must be a whole number'],
    [{ text: 'x', count: 9 }, 'PARAM_BETWEEN', 'count must be between 1 and 5'],
    [{ text: 'x', count: 0 }, 'PARAM_BETWEEN', 'count must be between 1 and 5'],
    [{ text: 'x', count: '1e400' }, 'PARAM_BETWEEN', 'count must be between 1 and 5'],
    [{ text: 'x', ratio: '1e400' }, 'PARAM_NOT_NUMBER', 'ratio must be a number'],
    [{ text: 'x', ratio: 0 }, 'PARAM_MIN_EXCLUSIVE', 'ratio must be greater than 0'],
    [{ text: 'x', flag: 'maybe' }, 'PARAM_NOT_BOOLEAN', 'flag must be one of 1, 0, true, false, yes, no, on, off'],
    [{ text: 'x', mode: 'c' }, 'PARAM_ENUM', 'mode must be one of: a, b'],
    [{ text: 'x'.repeat(11) }, 'PARAM_MAX_LENGTH', 'text must be at most 10 characters long'],
    [{ text: ['a', 'b'] }, 'PARAM_NOT_STRING', 'text must be a single text value'],
    [{ text: { nested: 1 } }, 'PARAM_NOT_STRING', 'text must be a single text value'],
  ])('%j → 422 %s', async (params, code, message) => {
    const res = await post(params)
    expect(res.statusCode).toBe(422)
    expect(envelope(res)).toEqual({ ok: false, code, error: message })
  })

  it('answers in the language of the path prefix', async () => {
    const res = await post({ text: 'x', count: 9 }, {}, '/es/api/v1/dev/echo')
    expect(res.statusCode).toBe(422)
    expect(envelope(res).error).toBe('count debe estar entre 1 y 5')
  })

  it('reads repeated query parameters as invalid rather than guessing', async () => {
    const res = await app.inject('/api/v1/number/roman?value=1&value=2')
    expect(res.statusCode).toBe(422)
  })
})

describe('request errors', () => {
  it('answers 404 with an envelope for an unknown path', async () => {
    const res = await app.inject('/api/v1/number/nothing')
    expect(res.statusCode).toBe(404)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'NOT_FOUND' })
  })

  it('answers 405 with Allow for a known path and the wrong method', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/number/roman', payload: {} })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, OPTIONS')
    expect(envelope(res)).toMatchObject({ ok: false, code: 'METHOD_NOT_ALLOWED' })
    const es = await app.inject({ method: 'DELETE', url: '/es/api/v1/number/roman' })
    expect(es.statusCode).toBe(405)
    expect(envelope(es).error).toBe('/api/v1/number/roman solo acepta GET')
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"text": "x",', { 'content-type': 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'INVALID_JSON' })
  })

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await post('[1,2]', { 'content-type': 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res).code).toBe('INVALID_BODY')
  })

  it('refuses __proto__ and constructor.prototype poisoning', async () => {
    for (const payload of ['{"text":"x","__proto__":{"polluted":true}}', '{"text":"x","constructor":{"prototype":{"polluted":true}}}']) {
      const res = await post(payload, { 'content-type': 'application/json' })
      expect(res.statusCode).toBe(400)
      expect(envelope(res).code).toBe('FORBIDDEN_PROPERTY')
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('does not let a __proto__ query or form key reach the operation', async () => {
    const res = await post('text=x&__proto__=y', { 'content-type': 'application/x-www-form-urlencoded' }, '/api/v1/dev/echo?__proto__[a]=1')
    expect(res.statusCode).toBe(200)
    expect(({} as Record<string, unknown>).a).toBeUndefined()
  })

  it('answers 413 for a body over the limit', async () => {
    const res = await post({ text: 'x'.repeat(4096) })
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'BODY_TOO_LARGE' })
  })

  // Multipart bodies are read by the multipart parser, not Fastify's bodyLimit: their fields
  // together must count toward BODY_LIMIT_BYTES (2048 here) all the same.
  const fieldsBody = (boundary: string, count: number, size: number) => [
    ...Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(size)}\r\n`),
    `--${boundary}--\r\n`,
  ].join('')

  it('answers 413 for multipart fields that together pass the body limit', async () => {
    const res = await post(fieldsBody('XyZ', 3, 1000), { 'content-type': 'multipart/form-data; boundary=XyZ' })
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'BODY_TOO_LARGE' })
  })

  it('answers 413 for a streamed multipart body (no Content-Length) as soon as it passes the limit', async () => {
    let sent = 0
    // 200 fields of 1000 bytes: far more than the limit, counted as it arrives.
    const body = Readable.from((function* () {
      for (let i = 0; i < 200; i++) {
        sent++
        yield Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(1000)}\r\n`)
      }
      yield Buffer.from('--XyZ--\r\n')
    })())
    const res = await app.inject({ method: 'POST', url: '/api/v1/dev/echo', payload: body, headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } })
    expect(res.statusCode).toBe(413)
    expect(envelope(res).code).toBe('BODY_TOO_LARGE')
    expect(sent).toBeLessThan(50)
  })

  it('still reads multipart fields within the limit', async () => {
    const boundary = 'XyZ'
    const res = await post(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${'x'.repeat(10)}\r\n${fieldsBody(boundary, 1, 1500)}`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` })
    expect(res.statusCode).toBe(200)
  })

  it('answers 413 when the fields of a file upload pass the body limit', async () => {
    const fields = { a: 'x'.repeat(1000), b: 'y'.repeat(1000), c: 'z'.repeat(1000) }
    const res = await upload(app, 'file/image-info', ['photo.png'], fields)
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'BODY_TOO_LARGE' })
    // A single field longer than the limit is cut short by the parser: refused the same way.
    expect(envelope(await upload(app, 'file/image-info', ['photo.png'], { a: 'x'.repeat(3000) })).code).toBe('BODY_TOO_LARGE')
    // The files themselves keep their own, larger limits.
    expect((await upload(app, 'file/image-info', ['photo.png'], { a: 'x' })).statusCode).toBe(200)
  })

  it('answers 422 UNSUPPORTED_FILE_FORMAT for an uploaded file the operation does not read (a parameter, not the body type)', async () => {
    const res = await upload(app, 'file/image-info', [{ name: 'notes.png', bytes: Buffer.from('plain text, not an image') }])
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('UNSUPPORTED_FILE_FORMAT')
  })

  it('answers 415 for a content type it does not read', async () => {
    const res = await post('text=x', { 'content-type': 'text/plain' })
    expect(res.statusCode).toBe(415)
    expect(envelope(res).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 422 for an OperationError from the operation', async () => {
    const res = await app.inject('/api/v1/dev/boom?kind=input')
    expect(res.statusCode).toBe(422)
  })

  it('answers a generic 500 with no internals when an operation has a bug', async () => {
    const res = await app.inject('/api/v1/dev/boom?kind=bug')
    expect(res.statusCode).toBe(500)
    expect(envelope(res)).toEqual({ ok: false, code: 'INTERNAL', error: 'Something went wrong on our side; the error has been logged' })
    expect(res.body).not.toMatch(/secret|\/srv|stack/)
  })
})

describe('CORS', () => {
  it('answers a preflight allowing X-API-Key and Content-Type', async () => {
    const res = await app.inject({
      method: 'OPTIONS', url: '/api/v1/dev/echo',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-api-key')
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type')
  })

  it('opens every response, errors included, and exposes the quota headers', async () => {
    for (const url of ['/api/v1/number/roman?value=1', '/api/v1/number/roman', '/nowhere']) {
      const res = await app.inject({ url, headers: { origin: 'https://example.org' } })
      expect(res.headers['access-control-allow-origin']).toBe('*')
      expect(String(res.headers['access-control-expose-headers'])).toContain('X-RateLimit-Remaining')
    }
  })
})

describe('service endpoints', () => {
  it('serves /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    expect((await app.inject('/readyz')).statusCode).toBe(200)
  })

  it('serves Prometheus metrics by operation and status', async () => {
    await app.inject('/api/v1/number/roman?value=12')
    const res = await app.inject('/metrics')
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/devutils_request_duration_seconds_count\{operation="numberRoman",status="200"\} [1-9]/)
    expect(res.body).toMatch(/devutils_request_duration_seconds_bucket\{le="0.005",operation="numberRoman",status="200"\}/)
  })

  it('writes each latency series as a Prometheus histogram: cumulative buckets up to +Inf = count, and the sum', async () => {
    const before = await app.inject('/metrics')
    const countOf = (body: string, status: number) =>
      Number(new RegExp(`devutils_request_duration_seconds_count\\{operation="numberRoman",status="${status}"\\} (\\d+)`).exec(body)?.[1] ?? 0)
    for (const value of ['7', '8', 'abc']) await app.inject(`/api/v1/number/roman?value=${value}`)
    const body = (await app.inject('/metrics')).body
    expect(body).toContain('# TYPE devutils_request_duration_seconds histogram')
    expect(countOf(body, 200) - countOf(before.body, 200)).toBe(2)
    expect(countOf(body, 422) - countOf(before.body, 422)).toBe(1)
    for (const status of [200, 422]) {
      const labels = `operation="numberRoman",status="${status}"`
      const buckets = [...body.matchAll(new RegExp(`_bucket\\{le="([^"]+)",${labels}\\} (\\d+)`, 'g'))].map((m) => [m[1]!, Number(m[2])] as const)
      expect(buckets.map(([le]) => le).slice(-2)).toEqual(['30', '+Inf'])
      buckets.forEach(([, n], i) => expect(n).toBeGreaterThanOrEqual(i > 0 ? buckets[i - 1]![1] : 0))
      expect(buckets.at(-1)![1]).toBe(countOf(body, status))
      expect(Number(new RegExp(`_sum\\{${labels}\\} ([0-9.e-]+)`).exec(body)?.[1])).toBeGreaterThan(0)
    }
  })

  it('serves the API reference UI with local assets only', async () => {
    const page = await app.inject('/docs')
    expect(page.statusCode).toBe(200)
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(2)
    for (const asset of assets) {
      expect(asset.startsWith('/')).toBe(true)
      const res = await app.inject(asset)
      expect(res.statusCode, asset).toBe(200)
    }
    expect((await app.inject('/docs/assets/nothing.js')).statusCode).toBe(404)
  })
})

describe('Host header', () => {
  const qrUrl = '/api/v1/generate/qr?text=x'

  it('answers 400 INVALID_HOST in the envelope for a Host that is not a host, instead of failing', async () => {
    for (const host of ['evil.example"><script>', 'a b', 'x/y', 'a@b', '[zz::1']) {
      const res = await app.inject({ url: qrUrl, headers: { host } })
      expect(res.statusCode, host).toBe(400)
      expect(envelope(res)).toEqual({ ok: false, code: 'INVALID_HOST', error: expect.stringContaining('Host') })
    }
    const es = await app.inject({ url: `/es${qrUrl}`, headers: { host: 'a<b' } })
    expect(envelope(es).error).toMatch(/^La cabecera Host/)
  })

  it('serves a valid Host, and builds the link from it when PUBLIC_URL is unset', async () => {
    for (const host of ['api.example.com', 'localhost:8787', '127.0.0.1:8787', '[::1]:8787', 'svc_name']) {
      const res = await app.inject({ url: qrUrl, headers: { host } })
      expect(res.statusCode, host).toBe(200)
      expect((envelope(res).result as { url: string }).url.startsWith(`http://${host}/images/qr.png?`), host).toBe(true)
    }
  })

  it('uses PUBLIC_URL for links whatever the Host says', async () => {
    const pinned = await makeApp({ PUBLIC_URL: 'https://tools.example.org' }, { operations: [qr] })
    try {
      const res = await pinned.inject({ url: qrUrl, headers: { host: 'evil.example' } })
      expect(res.statusCode).toBe(200)
      expect((envelope(res).result as { url: string }).url).toMatch(/^https:\/\/tools\.example\.org\/images\/qr\.png\?/)
    } finally {
      await pinned.close()
    }
  })
})

describe('/metrics access', () => {
  const TOKEN = 'a-metrics-token-of-24-chars-or-more'
  let guarded: FastifyInstance
  beforeAll(async () => { guarded = await makeApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '10.0.0.1' }, { operations: [roman] }) })
  afterAll(async () => { await guarded.close() })
  const metrics = (target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    target.inject({ url: '/metrics', remoteAddress, headers })

  it('serves callers on the same machine', async () => {
    expect((await metrics(guarded, '127.0.0.1')).statusCode).toBe(200)
    expect((await metrics(guarded, '::1')).statusCode).toBe(200)
  })

  it('refuses a remote caller without the token, saying how to get access', async () => {
    const res = await metrics(guarded, '203.0.113.9')
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'METRICS_TOKEN_REQUIRED' })
    expect(envelope(res).error).toContain('METRICS_TOKEN')
    expect(res.body).not.toContain('devutils_request_duration_seconds')
  })

  it('refuses a wrong token and accepts the right one', async () => {
    const wrong = await metrics(guarded, '203.0.113.9', { authorization: `Bearer ${TOKEN}x` })
    expect(wrong.statusCode).toBe(403)
    expect(envelope(wrong).code).toBe('METRICS_TOKEN_WRONG')
    expect((await metrics(guarded, '203.0.113.9', { authorization: 'Bearer short' })).statusCode).toBe(403)
    const right = await metrics(guarded, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('devutils_request_duration_seconds')
  })

  it('takes a client behind a trusted proxy for the remote caller it is', async () => {
    expect((await metrics(guarded, '10.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401)
    expect((await metrics(guarded, '10.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200)
  })

  it('without METRICS_TOKEN, refuses every remote caller', async () => {
    const res = await metrics(app, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })
    expect(res.statusCode).toBe(403)
    expect(envelope(res).code).toBe('METRICS_LOCAL_ONLY')
  })
})

describe('API reference security headers', () => {
  it('sends a policy with no inline scripts and no framing, and nosniff, on /docs and its assets', async () => {
    const page = await app.inject('/docs')
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    for (const res of [page, ...await Promise.all(assets.map((asset) => app.inject(asset)))]) {
      const policy = String(res.headers['content-security-policy'])
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toMatch(/(?:^|; )script-src 'self'(?:;|$)/)
      expect(policy).toMatch(/(?:^|; )default-src 'self'(?:;|$)/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    // Every script and style of the page is a file the policy allows.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(page.body).not.toMatch(/<style|\son\w+=/)
  })
})
