// SSRF and upstream-fault tests of the web category (SECURITY.md S1-S16). The app treats only
// 127.0.0.2 as "public" (ALLOW_ADDRESSES); the canary on 127.0.0.1:P must never be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { call, client, envelope, makeApp, opAt } from '../helpers.ts'
import { startFixtures, webOverrides, type Fixtures } from './web-fixtures.ts'

let f: Fixtures
let app: FastifyInstance
const web = client(() => app, 'web', 'GET')
const FETCHING = ['http-status', 'http-headers', 'meta-tags', 'open-graph', 'page-size', 'wordpress']

beforeAll(async () => {
  f = await startFixtures()
  app = await makeApp(webOverrides(f))
})
afterAll(async () => {
  await app.close()
  await f.close()
})

describe('S1/S2/S4: literal non-public addresses, every encoding, every fetching operation', () => {
  const forms = (p: number) => [
    `http://127.0.0.1:${p}/`, `http://[::1]:${p}/`, `http://0.0.0.0:${p}/`, `http://[::]:${p}/`,
    'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'http://100.64.0.1/', 'http://192.168.0.1/',
    'http://10.0.0.1/', 'http://198.18.0.1/',
    `http://127.1:${p}/`, `http://0x7f000001:${p}/`, `http://0x7f.1:${p}/`, `http://017700000001:${p}/`, `http://2130706433:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`, `http://[::ffff:7f00:1]:${p}/`, `http://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
    `http://[::127.0.0.1]:${p}/`, `http://[::7f00:1]:${p}/`, `http://[0:0:0:0:0:0:7f00:1]:${p}/`, 'http://[::10.0.0.1]/', 'http://[::169.254.169.254]/',
    'http://[64:ff9b::7f00:1]/', 'http://[2002:7f00:1::1]/', `https://127.0.0.1:${p}/`, `http://127.0.0.2.:${p}/`.replace('127.0.0.2.', '127.000.000.001'),
  ]
  it('refuses each form with 422 ADDRESS_NOT_ALLOWED within 1 s, through every fetching operation', async () => {
    for (const url of forms(f.port)) {
      for (const name of FETCHING) {
        await web.refused(name, { params: { url } }, 422, 'ADDRESS_NOT_ALLOWED', { withinMs: 1000 })
      }
    }
    expect(f.canaryHits()).toBe(0)
  })
})

describe('S3: names of non-public addresses', () => {
  it('refuses localhost and names resolving to loopback (any address of several)', async () => {
    for (const url of [`http://localhost:${f.port}/`, `http://LOCALHOST.:${f.port}/`, `http://a.localhost:${f.port}/`, `http://internal.test:${f.port}/`, `http://mixed.test:${f.port}/`,
      `http://compat.test:${f.port}/`]) {
      for (const name of FETCHING) await web.refused(name, { params: { url } }, 422, 'ADDRESS_NOT_ALLOWED')
    }
    expect(f.canaryHits()).toBe(0)
  })
})

describe('S5/S8: redirects to internal targets', () => {
  it.each([
    ['/to-canary', 'ADDRESS_NOT_ALLOWED'],
    ['/to-mapped', 'ADDRESS_NOT_ALLOWED'],
    ['/to-relative-canary', 'ADDRESS_NOT_ALLOWED'],
    ['/to-https-canary', 'ADDRESS_NOT_ALLOWED'],
    ['/to-localhost', 'ADDRESS_NOT_ALLOWED'],
    ['/to-internal-name', 'ADDRESS_NOT_ALLOWED'],
    ['/to-file', 'REDIRECT_REFUSED'],
    ['/to-gopher', 'REDIRECT_REFUSED'],
  ])('%s → 422 %s', async (path, code) => {
    for (const name of FETCHING) await web.refused(name, { params: { url: `http://127.0.0.2:${f.port}${path}` } }, 422, code)
    expect(f.canaryHits()).toBe(0)
  })
})

describe('S6: redirect loop', () => {
  it('stops after the redirect limit', async () => {
    await web.refused('http-status', { params: { url: `http://127.0.0.2:${f.port}/loop` } }, 422, 'TOO_MANY_REDIRECTS', { withinMs: 3000 })
  })
})

describe('S7: DNS rebinding', () => {
  it('never connects to the address of a later answer', async () => {
    const outcomes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await call(app, web.op('http-status'), { url: `http://rebind.test:${f.port}/page` })
      outcomes.push(res.statusCode)
      if (res.statusCode !== 200) expect(envelope(res).code).toBe('ADDRESS_NOT_ALLOWED')
    }
    expect(outcomes).toContain(200)
    expect(outcomes).toContain(422)
    expect(f.canaryHits()).toBe(0)
  })
})

describe('S9: decompression bomb', () => {
  it('page-size stops at the cap and says truncated, in under 2 s', async () => {
    const started = performance.now()
    const r = await web.ok('page-size', { params: { url: `http://127.0.0.2:${f.port}/bomb` } })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(r).toMatchObject({ truncated: true, decoded_bytes: 5 * 1024 * 1024, limit_bytes: 5 * 1024 * 1024 })
    expect(r.transferred_bytes as number).toBeLessThan(300 * 1024)
  })
  it.each(['meta-tags', 'open-graph', 'wordpress'])('%s answers 502 RESPONSE_TOO_LARGE in under 2 s', async (name) => {
    await web.refused(name, { params: { url: `http://127.0.0.2:${f.port}/bomb` } }, 502, 'RESPONSE_TOO_LARGE', { withinMs: 2000 })
  })
  it('http-headers does not read the body at all', async () => {
    const started = performance.now()
    expect(await web.ok('http-headers', { params: { url: `http://127.0.0.2:${f.port}/bomb` } })).toMatchObject({ status: 200 })
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('S10: slow upstream', () => {
  it('answers 504 within the budget while light calls stay fast', async () => {
    const started = performance.now()
    const slow = call(app, web.op('page-size'), { url: `http://127.0.0.2:${f.port}/slow` })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const lightStart = performance.now()
    const light = await call(app, opAt('number/roman'), { value: 9 })
    expect(light.statusCode).toBe(200)
    expect(performance.now() - lightStart).toBeLessThan(1000)
    const res = await slow
    const elapsed = performance.now() - started
    expect(res.statusCode).toBe(504)
    expect(envelope(res).code).toBe('UPSTREAM_TIMEOUT')
    expect(elapsed).toBeGreaterThan(2900)
    expect(elapsed).toBeLessThan(4500)
  })
})

describe('S11: huge response headers', () => {
  it.each(['http-headers', 'http-status', 'meta-tags'])('%s answers 502 UPSTREAM_HEADERS_TOO_LARGE', async (name) => {
    await web.refused(name, { params: { url: `http://127.0.0.2:${f.port}/big-header` } }, 502, 'UPSTREAM_HEADERS_TOO_LARGE')
  })
})

describe('S12: other schemes and ports', () => {
  it.each([
    'file:///etc/passwd', `ftp://127.0.0.1:${0}/`, 'gopher://127.0.0.1:70/_x', 'data:text/plain,hi', 'javascript:alert(1)',
    'http://127.0.0.2:0/', 'http://127.0.0.2:99999/', 'http://127.0.0.2:8080/', 'http://user:pw@127.0.0.2/', 'http://',
  ])('%s → 422 INVALID_URL', async (url) => {
    for (const name of FETCHING) await web.refused(name, { params: { url } }, 422, 'INVALID_URL')
    expect(f.canaryHits()).toBe(0)
  })
})

describe('S13: DNS names that only internal resolvers know', () => {
  it('answers NXDOMAIN for internal names, 422 for oversize names', async () => {
    for (const domain of ['metadata.google.internal', 'db.internal']) await web.refused('dns', { params: { domain } }, 404, 'DOMAIN_NOT_FOUND')
    await web.refused('dns', { params: { domain: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.e` } }, 422, 'INVALID_DOMAIN')
  })
})

describe('S14: youtube is not a proxy', () => {
  it.each([
    '../../..', `http://127.0.0.1:${0}/`, 'https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%2F..', 'dQw4w9WgXcQ/../x', 'https://www.youtube.com/@channel', '',
  ])('%s → 422', async (url) => {
    const before = f.oembedRequests.length
    const res = await call(app, web.op('youtube'), { url: url.replace(':0/', `:${f.port}/`) })
    expect(res.statusCode, res.body).toBe(422)
    expect(['INVALID_VIDEO', 'PARAM_REQUIRED']).toContain(envelope(res).code)
    expect(f.oembedRequests.length).toBe(before)
    expect(f.canaryHits()).toBe(0)
  })
  it('sends oEmbed only a watch URL built from the validated ID', async () => {
    await web.ok('youtube', { params: { url: 'https://youtu.be/dQw4w9WgXcQ?next=http://127.0.0.1/' } })
    const last = new URL(f.oembedRequests.at(-1)!, 'http://x')
    expect(last.searchParams.get('url')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  })
})

describe('S15: outbound concurrency', () => {
  it('answers 503 BUSY beyond the cap and keeps serving light calls', async () => {
    const busyApp = await makeApp({ ...webOverrides(f), FETCH_CONCURRENCY: '3', FETCH_TIMEOUT_MS: '1500' })
    try {
      const calls = Array.from({ length: 8 }, () => call(busyApp, web.op('page-size'), { url: `http://127.0.0.2:${f.port}/slow` }))
      await new Promise((resolve) => setTimeout(resolve, 200))
      const lightStart = performance.now()
      expect((await call(busyApp, opAt('number/roman'), { value: 9 })).statusCode).toBe(200)
      expect(performance.now() - lightStart).toBeLessThan(1000)
      const results = await Promise.all(calls)
      const codes = results.map((r) => `${r.statusCode} ${envelope(r).code}`).sort()
      expect(codes.filter((c) => c === '503 BUSY')).toHaveLength(5)
      expect(codes.filter((c) => c === '504 UPSTREAM_TIMEOUT')).toHaveLength(3)
      expect(results.find((r) => r.statusCode === 503)!.headers['retry-after']).toBe('1')
    } finally {
      await busyApp.close()
    }
  })
})

describe('S16: outbound fetches per caller', () => {
  it('caps one caller\'s lookups in flight with 429 TOO_MANY_FETCHES while another caller is served', async () => {
    const capped = await makeApp({ ...webOverrides(f), FETCH_CONCURRENCY: '3', FETCH_PER_CALLER: '2', FETCH_TIMEOUT_MS: '2000' })
    try {
      const lookup = (address: string, path: string, lang = '') => capped.inject({
        url: `${lang}/api/v1/web/page-size?url=${encodeURIComponent(`http://127.0.0.2:${f.port}${path}`)}`, remoteAddress: address,
      })
      const stalled = Array.from({ length: 4 }, () => lookup('198.51.100.1', '/slow'))
      await new Promise((resolve) => setTimeout(resolve, 300))
      const other = await lookup('198.51.100.2', '/page')
      expect(other.statusCode, other.body).toBe(200)
      const spanish = await lookup('198.51.100.1', '/page', '/es')
      expect(spanish.statusCode).toBe(429)
      expect(envelope(spanish).error).toContain('consultas web')
      const results = await Promise.all(stalled)
      const codes = results.map((r) => `${r.statusCode} ${envelope(r).code}`).sort()
      expect(codes).toEqual(['429 TOO_MANY_FETCHES', '429 TOO_MANY_FETCHES', '504 UPSTREAM_TIMEOUT', '504 UPSTREAM_TIMEOUT'])
      const refused = results.find((r) => r.statusCode === 429)!
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(envelope(refused).error).toContain('2 web lookups')
      // Once they are over, the caller is served again.
      expect((await lookup('198.51.100.1', '/page')).statusCode).toBe(200)
    } finally {
      await capped.close()
    }
  })
})
