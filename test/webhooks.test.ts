import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook, WebhookVerificationError } from '../sdk/src/index.ts'
import { testConfig } from '../src/config.ts'
import { ApiError } from '../src/core/errors.ts'
import { translate } from '../src/i18n/index.ts'
import { SESSION_COOKIE } from '../src/http/account.ts'
import { createWebClient } from '../src/lib/web/safe-fetch.ts'
import {
  checkWebhookUrl, deliver, generateWebhookSecret, retryDelayMs, retrySchedule, sign,
  WEBHOOK_SECRET_SHAPE, webhookHeaders, webhookId, worthRetrying,
} from '../src/platform/webhooks.ts'
import { envelope, expectRefusal, makeApp } from './helpers.ts'

const now = () => Math.floor(Date.now() / 1000)

interface Received {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** A receiver on 127.0.0.1 that records every request and answers with the next status in `answers` (200 once they run out). */
async function receiver(answers: number[] = []) {
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      const status = answers.shift() ?? 200
      res.writeHead(status, status === 307 ? { location: '/elsewhere' } : {}).end('ignored')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, port, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('signing', () => {
  const secret = generateWebhookSecret()
  const body = JSON.stringify({ type: 'job.succeeded', timestamp: new Date().toISOString(), data: { id: 'j_1', status: 'succeeded' } })

  it('makes whsec_ secrets of 32 random bytes', () => {
    expect(secret).toMatch(WEBHOOK_SECRET_SHAPE)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    expect(generateWebhookSecret()).not.toBe(secret)
  })

  it('signs so the standardwebhooks package verifies it', () => {
    const id = webhookId()
    const headers = webhookHeaders(secret, id, now(), body)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(headers['webhook-signature']).toBe(sign(secret, id, now(), body))
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body))
  })

  it('fails verification with a tampered body, timestamp or id, or another secret', () => {
    const id = webhookId()
    const ts = now()
    const headers = { ...webhookHeaders(secret, id, ts, body) }
    const wh = new Webhook(secret)
    expect(() => wh.verify(body.replace('succeeded', 'failed'), headers)).toThrow()
    expect(() => wh.verify(body, { ...headers, 'webhook-timestamp': String(ts - 1) })).toThrow()
    expect(() => wh.verify(body, { ...headers, 'webhook-id': webhookId() })).toThrow()
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow()
  })
})

describe('the SDK\'s verifyWebhook', () => {
  const secret = generateWebhookSecret()
  const payload = { type: 'job.failed', timestamp: '2026-01-01T00:00:00.000Z', data: { id: 'j_2' } }
  const body = JSON.stringify(payload)

  const failure = (fn: () => unknown): string => {
    try {
      fn()
    } catch (error) {
      expect(error).toBeInstanceOf(WebhookVerificationError)
      return (error as WebhookVerificationError).reason
    }
    throw new Error('expected a refusal')
  }

  it('accepts what the service signs, from plain headers, node:http headers or Headers, body as text or bytes', () => {
    const headers = webhookHeaders(secret, webhookId(), now(), body)
    expect(verifyWebhook(secret, headers, body)).toEqual(payload)
    expect(verifyWebhook(secret, Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v])), Buffer.from(body))).toEqual(payload)
    expect(verifyWebhook(secret, new Headers({ ...headers }), new TextEncoder().encode(body))).toEqual(payload)
    // Several signatures (one per secret, during a rotation): one matching is enough.
    const both = { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} ${headers['webhook-signature']}` }
    expect(verifyWebhook(secret, both, body)).toEqual(payload)
  })

  it('refuses tampering, another secret, an old or future timestamp and missing headers', () => {
    const ts = now()
    const headers = webhookHeaders(secret, webhookId(), ts, body)
    expect(failure(() => verifyWebhook(secret, headers, body.replace('failed', 'succeeded')))).toBe('BAD_SIGNATURE')
    expect(failure(() => verifyWebhook(generateWebhookSecret(), headers, body))).toBe('BAD_SIGNATURE')
    expect(failure(() => verifyWebhook(secret, { ...headers, 'webhook-timestamp': String(ts + 1) }, body))).toBe('BAD_SIGNATURE')
    const old = webhookHeaders(secret, webhookId(), ts - 301, body)
    expect(failure(() => verifyWebhook(secret, old, body))).toBe('TIMESTAMP_OUT_OF_WINDOW')
    expect(verifyWebhook(secret, old, body, { toleranceSeconds: 600 })).toEqual(payload)
    const future = webhookHeaders(secret, webhookId(), ts + 400, body)
    expect(failure(() => verifyWebhook(secret, future, body))).toBe('TIMESTAMP_OUT_OF_WINDOW')
    expect(failure(() => verifyWebhook(secret, { 'webhook-id': 'x', 'webhook-timestamp': String(ts) }, body))).toBe('MISSING_HEADERS')
    expect(failure(() => verifyWebhook(secret, { ...headers, 'webhook-timestamp': 'soon' }, body))).toBe('BAD_TIMESTAMP')
  })
})

describe('delivery', () => {
  const secret = generateWebhookSecret()
  let hook: Awaited<ReturnType<typeof receiver>>
  beforeAll(async () => { hook = await receiver([500, 500, 307]) })
  afterAll(async () => { await hook.close() })

  it('POSTs the JSON body with the three headers; the same id on every attempt, each verified by standardwebhooks', async () => {
    const web = createWebClient(testConfig({ ALLOW_ADDRESSES: '127.0.0.1/32', FETCH_ALLOWED_PORTS: String(hook.port) }))
    const payload = { type: 'job.succeeded', timestamp: new Date().toISOString(), data: { id: 'j_3', status: 'succeeded' } }
    const id = webhookId()
    const outcomes = []
    for (let attempt = 1; attempt <= 4; attempt++) outcomes.push(await deliver(hook.url, payload, { secret, id, web }))
    // 500, 500, then a redirect, which is the answer and is not followed, then 200.
    expect(outcomes).toEqual([{ ok: false, status: 500 }, { ok: false, status: 500 }, { ok: false, status: 307 }, { ok: true, status: 200 }])
    expect(outcomes.map(worthRetrying)).toEqual([true, true, true, false])
    expect(hook.received.map((r) => `${r.method} ${r.url}`)).toEqual(Array(4).fill('POST /hook'))
    for (const r of hook.received) {
      expect(r.headers['content-type']).toBe('application/json')
      expect(r.headers['webhook-id']).toBe(id)
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - now())).toBeLessThan(5)
      expect(r.headers['webhook-signature']).toMatch(/^v1,/)
      const verified = new Webhook(secret).verify(r.body, {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      })
      expect(verified).toEqual(payload)
    }
  })

  it('refuses a private address unless allowed: at the check (422) and at delivery', async () => {
    const web = createWebClient(testConfig({ FETCH_ALLOWED_PORTS: `80,${hook.port}` }))
    const before = hook.received.length
    for (const url of [hook.url, `http://localhost:${hook.port}/hook`, `http://[::1]:${hook.port}/hook`, 'http://10.0.0.7/hook', 'http://169.254.169.254/latest']) {
      const error = await checkWebhookUrl(web, url).then(() => undefined, (e: unknown) => e)
      expect(error, url).toBeInstanceOf(ApiError)
      expect({ code: (error as ApiError).code, status: (error as ApiError).status }, url).toEqual({ code: 'WEBHOOK_URL_REFUSED', status: 422 })
    }
    const refused = await deliver(hook.url, { type: 'x' }, { secret, id: webhookId(), web })
    expect(refused).toMatchObject({ ok: false, status: null, error: { code: 'ADDRESS_NOT_ALLOWED' } })
    expect(worthRetrying(refused)).toBe(false)
    expect(hook.received.length).toBe(before)

    const allowed = createWebClient(testConfig({ ALLOW_PRIVATE_NETWORK: 'true', FETCH_ALLOWED_PORTS: String(hook.port) }))
    expect((await checkWebhookUrl(allowed, hook.url)).href).toBe(hook.url)
    expect((await checkWebhookUrl(allowed, `http://localhost:${hook.port}/x`)).hostname).toBe('localhost')
  })

  it('refuses other schemes, ports not allowed, credentials in the URL and text that is not a URL (422 WEBHOOK_URL_INVALID)', async () => {
    const web = createWebClient(testConfig({ ALLOW_PRIVATE_NETWORK: 'true' }))
    for (const url of ['ftp://example.com/hook', 'http://127.0.0.1:8080/hook', 'https://user:pw@example.com/hook', 'not a url', 'file:///etc/passwd']) {
      const error = await checkWebhookUrl(web, url).then(() => undefined, (e: unknown) => e)
      expect((error as ApiError).code, url).toBe('WEBHOOK_URL_INVALID')
      expect((error as ApiError).status).toBe(422)
    }
  })

  it('says why and what to change, in English and Spanish', () => {
    const vars = { url: 'http://10.0.0.7/hook', host: '10.0.0.7', address: '10.0.0.7' }
    expect(translate('en', 'WEBHOOK_URL_REFUSED', vars)).toMatch(/10\.0\.0\.7.*public address.*ALLOW_ADDRESSES/)
    expect(translate('es', 'WEBHOOK_URL_REFUSED', vars)).toMatch(/10\.0\.0\.7.*dirección pública.*ALLOW_ADDRESSES/)
    expect(translate('es', 'WEBHOOK_URL_INVALID', { url: 'ftp://x', reason: 'r' })).toMatch(/^No se puede usar la URL de webhook ftp:\/\/x/)
  })
})

describe('retry schedule', () => {
  it('doubles from WEBHOOK_RETRY_BASE_MS, WEBHOOK_ATTEMPTS attempts in all (defaults 30 s and 6)', () => {
    const config = testConfig()
    expect([config.WEBHOOK_ATTEMPTS, config.WEBHOOK_RETRY_BASE_MS]).toEqual([6, 30_000])
    expect(retrySchedule(config)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(config, 1)).toBe(30_000)
    expect(retryDelayMs(config, 5)).toBe(480_000)
    expect(retryDelayMs(config, 6)).toBeUndefined()
    expect(retryDelayMs(config, 0)).toBeUndefined()
    const custom = testConfig({ WEBHOOK_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: '100' })
    expect(retrySchedule(custom)).toEqual([100, 200])
    expect(retrySchedule(testConfig({ WEBHOOK_ATTEMPTS: '1' }))).toEqual([])
  })
})

describe('the account\'s webhook secret', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp({ SIGNUP_PER_ADDRESS_PER_HOUR: '0' }) })
  afterAll(async () => { await app.close() })

  const sessionOf = (res: LightMyRequestResponse): string => {
    const header = res.headers['set-cookie']
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
    const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!
    return line.split(';', 1)[0]!
  }
  const newAccount = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email, password: 'correct horse battery' } })
    expect(res.statusCode).toBe(201)
    return { key: (envelope(res).result as { key: string }).key, cookie: sessionOf(res) }
  }
  const secretOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200)
    const result = envelope(res).result as { secret: string; created_at: string }
    expect(result.secret).toMatch(WEBHOOK_SECRET_SHAPE)
    return result.secret
  }
  const get = (headers: Record<string, string>, prefix = '') => app.inject({ method: 'GET', url: `${prefix}/api/v1/account/webhook-secret`, headers })
  const rotate = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v1/account/webhook-secret/rotate', headers })

  it('is made on first use and read alike with the key or the session', async () => {
    const { key, cookie } = await newAccount('hooks@example.com')
    const first = secretOf(await get({ 'x-api-key': key }))
    expect(secretOf(await get({ cookie }))).toBe(first)
    expect(secretOf(await get({ 'x-api-key': key }, '/es'))).toBe(first)
  })

  it('changes on rotation, with the key or the session, and the new one is what GET answers', async () => {
    const { key, cookie } = await newAccount('rotate-hooks@example.com')
    const first = secretOf(await get({ cookie }))
    const second = secretOf(await rotate({ 'x-api-key': key }))
    expect(second).not.toBe(first)
    expect(secretOf(await get({ 'x-api-key': key }))).toBe(second)
    const third = secretOf(await rotate({ cookie }))
    expect(third).not.toBe(second)
    expect(secretOf(await get({ cookie }))).toBe(third)
  })

  it('is each account\'s own', async () => {
    const a = await newAccount('owner-a@example.com')
    const b = await newAccount('owner-b@example.com')
    const secretA = secretOf(await get({ 'x-api-key': a.key }))
    const secretB = secretOf(await get({ 'x-api-key': b.key }))
    expect(secretB).not.toBe(secretA)
    expect(secretOf(await get({ cookie: b.cookie }))).toBe(secretB)
    // Rotating one leaves the other as it was.
    await rotate({ 'x-api-key': b.key })
    expect(secretOf(await get({ 'x-api-key': a.key }))).toBe(secretA)
  })

  it('answers 401 without credentials, with a bad key or a bad session, and refuses cross-site rotation', async () => {
    expectRefusal(await get({}), 401, 'ACCOUNT_REQUIRED')
    expectRefusal(await rotate({}), 401, 'ACCOUNT_REQUIRED')
    const es = expectRefusal(await get({}, '/es'), 401, 'ACCOUNT_REQUIRED')
    expect(es.error).toMatch(/X-API-Key/)
    expectRefusal(await get({ 'x-api-key': 'du_' + 'x'.repeat(43) }), 401, 'INVALID_API_KEY')
    expectRefusal(await get({ cookie: `${SESSION_COOKIE}=forged` }), 401, 'ACCOUNT_REQUIRED')
    const { cookie } = await newAccount('cross@example.com')
    expectRefusal(await rotate({ cookie, origin: 'https://evil.example' }), 403, 'CROSS_SITE_REQUEST')
  })
})
