import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ConfigError, loadConfig } from '../../src/config.ts'
import { call, categoryClient, client, envelope, makeApp } from '../helpers.ts'
import { startFixtures, webOverrides, type Fixtures } from './web-fixtures.ts'

let f: Fixtures
let app: FastifyInstance
const web = categoryClient(() => app, 'web')
const api = client(() => app, 'web', 'GET')
const site = (path: string) => `http://127.0.0.2:${f.port}${path}`

beforeAll(async () => {
  f = await startFixtures()
  app = await makeApp(webOverrides(f))
})
afterAll(async () => {
  await app.close()
  await f.close()
})

describe('web/http-status', () => {
  it('follows the redirect chain and reports every hop', async () => {
    const r = await web.ok('http-status', { url: site('/r1') })
    expect(r).toMatchObject({ url: site('/page'), status: 200, ok: true, redirects: 2 })
    const chain = r.chain as { url: string; status: number; location: string | null; time_ms: number }[]
    expect(chain.map((h) => [h.url, h.status, h.location])).toEqual([
      [site('/r1'), 301, '/r2'],
      [site('/r2'), 302, site('/page')],
      [site('/page'), 200, null],
    ])
    expect(typeof r.total_ms).toBe('number')
  })
  it('reports a 404 as the final status', async () => {
    expect(await web.ok('http-status', { url: site('/missing') })).toMatchObject({ status: 404, ok: false, redirects: 0 })
  })
  it('resolves host names through the configured DNS server', async () => {
    expect(await web.ok('http-status', { url: `http://site.test:${f.port}/page` })).toMatchObject({ status: 200 })
  })
  it('refuses a name that does not resolve', async () => {
    await api.refused('http-status', { params: { url: `http://nowhere.test:${f.port}/` } }, 422, 'HOST_NOT_FOUND')
  })
  it('refuses a port that is not allowed', async () => {
    await api.refused('http-status', { params: { url: 'http://127.0.0.2:8081/' } }, 422, 'INVALID_URL')
  })
  it('stops a redirect loop', async () => {
    await api.refused('http-status', { params: { url: site('/loop') } }, 422, 'TOO_MANY_REDIRECTS')
  })
})

describe('web/http-headers', () => {
  it('returns the final headers and the chain', async () => {
    const r = await web.ok('http-headers', { url: site('/r2') })
    expect(r).toMatchObject({ url: site('/page'), status: 200 })
    expect((r.headers as Record<string, string>)['x-fixture']).toBe('yes')
    expect((r.headers as Record<string, string>)['content-type']).toBe('text/html; charset=utf-8')
    expect((r.chain as unknown[]).length).toBe(2)
  })
})

describe('web/meta-tags', () => {
  it('reads title, description, canonical, robots, icons, lang and every meta tag', async () => {
    const r = await web.ok('meta-tags', { url: site('/page') })
    expect(r).toMatchObject({
      title: 'Fixture page',
      description: 'A page for tests',
      canonical: site('/page'),
      robots: 'index, follow',
      lang: 'en-GB',
      charset: 'utf-8',
      viewport: 'width=device-width',
      icons: [{ rel: 'icon', href: site('/favicon.ico'), sizes: '32x32' }],
    })
    expect(r.meta).toContainEqual({ key: 'og:title', content: 'OG title' })
    expect(r.meta).toContainEqual({ key: 'twitter:card', content: 'summary_large_image' })
  })
  it('decodes a gzip page', async () => {
    expect(await web.ok('meta-tags', { url: site('/gz') })).toMatchObject({ title: 'Fixture page' })
  })
  it('refuses a page that is not HTML', async () => {
    expect((await web.refused('meta-tags', { url: site('/plain') })).code).toBe('NOT_HTML')
  })
  it('refuses a URL it cannot fetch', async () => {
    expect((await web.refused('meta-tags', { url: 'ftp://example.com/' })).code).toBe('INVALID_URL')
  })
})

describe('web/open-graph', () => {
  it('returns og and twitter tags with absolute image URLs', async () => {
    const r = await web.ok('open-graph', { url: site('/page') })
    expect(r).toMatchObject({
      og: { title: 'OG title', type: 'article', image: [site('/img/one.png'), 'https://cdn.example/two.png'] },
      twitter: { card: 'summary_large_image', image: site('/img/tw.png') },
      images: [site('/img/one.png'), 'https://cdn.example/two.png', site('/img/tw.png')],
    })
  })
})

describe('web/page-size', () => {
  it('measures transferred and decoded bytes and counts linked resources', async () => {
    const r = await web.ok('page-size', { url: site('/gz') })
    expect(r).toMatchObject({ status: 200, content_encoding: 'gzip', truncated: false })
    expect(r.decoded_bytes as number).toBeGreaterThan(r.transferred_bytes as number)
    expect(r.resources).toEqual({ total: 6, scripts: 1, stylesheets: 1, images: 2, frames: 1, media: 0, other: 1 })
  })
  it('gives null resources for a non-HTML body', async () => {
    expect(await web.ok('page-size', { url: site('/plain') })).toMatchObject({ decoded_bytes: 9, transferred_bytes: 9, resources: null })
  })
})

describe('web/wordpress', () => {
  it('detects WordPress with evidence and version', async () => {
    const r = await web.ok('wordpress', { url: site('/wp') })
    expect(r).toMatchObject({ detected: true, version: '6.4.2' })
    expect((r.evidence as { kind: string }[]).map((e) => e.kind).sort()).toEqual(['generator', 'rest-api-link', 'wp-content', 'wp-includes'])
  })
  it('says no for another site', async () => {
    expect(await web.ok('wordpress', { url: site('/page') })).toMatchObject({ detected: false, version: null, evidence: [] })
  })
})

describe('web/dns', () => {
  it('returns every record type by default', async () => {
    const r = await web.ok('dns', { domain: 'Site.Test.' })
    expect(r).toMatchObject({ domain: 'site.test', type: 'ANY' })
    expect(r.records).toMatchObject({
      A: [{ address: '127.0.0.2', ttl: 60 }],
      AAAA: [],
      MX: [{ exchange: 'mx1.site.test', priority: 10 }, { exchange: 'mx2.site.test', priority: 20 }],
      TXT: ['v=spf1 -all'],
      NS: ['ns1.site.test'],
      CNAME: [],
      SOA: { nsname: 'ns1.site.test', hostmaster: 'admin.site.test', serial: 2026112101 },
      CAA: [{ critical: 0, tag: 'issue', value: 'letsencrypt.org' }],
    })
  })
  it('returns one type when asked', async () => {
    const r = await web.ok('dns', { domain: 'site.test', type: 'MX' })
    expect(Object.keys(r.records as object)).toEqual(['MX'])
  })
  it('answers 404 for a domain that does not exist', async () => {
    await api.refused('dns', { params: { domain: 'metadata.google.internal' } }, 404, 'DOMAIN_NOT_FOUND')
  })
  it('refuses malformed names', async () => {
    expect((await web.refused('dns', { domain: `${'a'.repeat(64)}.test` })).code).toBe('INVALID_DOMAIN')
    expect((await web.refused('dns', { domain: `${'a.'.repeat(127)}ab` })).code).toBe('INVALID_DOMAIN')
    expect((await web.refused('dns', { domain: 'http://example.com/' })).code).toBe('INVALID_DOMAIN')
    expect((await web.refused('dns', { domain: '127.0.0.1' })).code).toBe('DOMAIN_IS_IP')
  })
  it('refuses an unknown type', async () => {
    const refused = await web.refused('dns', { domain: 'site.test', type: 'PTR' })
    expect(refused.error).toContain('type')
  })
})

describe('web/ip', () => {
  it('resolves A and AAAA', async () => {
    expect(await web.ok('ip', { domain: 'site.test' })).toMatchObject({ domain: 'site.test', ipv4: ['127.0.0.2'], ipv6: [] })
    expect(await web.ok('ip', { domain: 'v6.test' })).toMatchObject({ ipv4: [], ipv6: ['2001:db8::1'], addresses: [{ address: '2001:db8::1', family: 6, ttl: 60 }] })
  })
  it('answers 404 for an unknown name', async () => {
    await api.refused('ip', { params: { domain: 'nowhere.test' } }, 404, 'DOMAIN_NOT_FOUND')
  })
})

describe('web/youtube', () => {
  const expected = { id: 'dQw4w9WgXcQ', title: 'Never Gonna', channel: 'Rick', channel_url: 'https://www.youtube.com/@Rick', watch_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }
  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('reads %s', async (url) => {
    const r = await web.ok('youtube', { url })
    expect(r).toMatchObject(expected)
    expect((r.thumbnails as Record<string, string>).high).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')
  })
  it('answers 404 VIDEO_NOT_FOUND for an unknown video', async () => {
    await api.refused('youtube', { params: { url: 'AAAAAAAAAAA' } }, 404, 'VIDEO_NOT_FOUND')
  })
})

describe('ALLOW_PRIVATE_NETWORK', () => {
  it('lets an intranet deployment reach private addresses, but not the unspecified address', async () => {
    const { ALLOW_ADDRESSES: _unused, ...rest } = webOverrides(f)
    const intranet = await makeApp({ ...rest, ALLOW_PRIVATE_NETWORK: 'true' })
    try {
      const before = f.canaryHits()
      const res = await call(intranet, web.op('http-status'), { url: `http://127.0.0.1:${f.port}/` })
      expect(res.statusCode, res.body).toBe(200)
      expect(f.canaryHits()).toBe(before + 1)
      for (const url of [`http://0.0.0.0:${f.port}/`, `http://[::127.0.0.1]:${f.port}/`]) {
        const refused = await call(intranet, web.op('http-status'), { url })
        expect(refused.statusCode).toBe(422)
        expect(envelope(refused).code).toBe('ADDRESS_NOT_ALLOWED')
      }
      expect(f.canaryHits()).toBe(before + 1)
    } finally {
      await intranet.close()
    }
  })
})

describe('localhost names (RFC 6761 §6.3)', () => {
  const names = ['localhost', 'LocalHost.', 'app.localhost']
  it('are refused as the loopback address they name, like any private address', async () => {
    const privateAddress = await api.refused('http-status', { params: { url: 'http://10.0.0.1/' } }, 422, 'ADDRESS_NOT_ALLOWED')
    for (const domain of names) {
      for (const [name, params] of [['ip', { domain }], ['dns', { domain }], ['dns', { domain, type: 'MX' }]] as const) {
        const body = await api.refused(name, { params: params }, 422, 'ADDRESS_NOT_ALLOWED')
        expect(body.error).toContain('127.0.0.1')
        expect(body.error).not.toContain('NXDOMAIN')
        expect(body.error!.replace(/^\S+/, '').replace('127.0.0.1', '10.0.0.1')).toBe(privateAddress.error!.replace(/^\S+/, ''))
      }
    }
  })
  it('answer the loopback addresses when the private network is allowed', async () => {
    const { ALLOW_ADDRESSES: _unused, ...rest } = webOverrides(f)
    const intranet = await makeApp({ ...rest, ALLOW_PRIVATE_NETWORK: 'true' })
    try {
      for (const domain of names) {
        const ip = await call(intranet, web.op('ip'), { domain })
        expect(ip.statusCode, ip.body).toBe(200)
        expect(envelope(ip).result).toMatchObject({ ipv4: ['127.0.0.1'], ipv6: ['::1'] })
        const dns = await call(intranet, web.op('dns'), { domain })
        expect(dns.statusCode, dns.body).toBe(200)
        expect(envelope(dns).result).toMatchObject({ records: { A: [{ address: '127.0.0.1' }], AAAA: [{ address: '::1' }], MX: [], SOA: null } })
      }
    } finally {
      await intranet.close()
    }
  })
})

describe('web messages', () => {
  it('are translated', async () => {
    const refused = await web.refused('http-status', { url: 'http://10.0.0.1/' }, 'es')
    expect(refused.code).toBe('ADDRESS_NOT_ALLOWED')
    expect(refused.error).toContain('no pública')
  })
})

describe('web settings', () => {
  it('have safe defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      ALLOW_PRIVATE_NETWORK: false, ALLOW_ADDRESSES: [], FETCH_ALLOWED_PORTS: [80, 443], FETCH_MAX_REDIRECTS: 10, FETCH_TIMEOUT_MS: 10_000,
      FETCH_MAX_BYTES: 5 * 1024 * 1024, FETCH_CONCURRENCY: 32, DNS_SERVERS: ['1.1.1.1', '8.8.8.8', '9.9.9.9'], YOUTUBE_OEMBED_URL: 'https://www.youtube.com/oembed',
    })
  })
  it.each([
    ['ALLOW_ADDRESSES', '127.0.0.2/33'],
    ['ALLOW_ADDRESSES', 'localhost'],
    ['FETCH_ALLOWED_PORTS', '80,70000'],
    ['FETCH_ALLOWED_PORTS', 'http'],
    ['DNS_SERVERS', 'dns.google'],
    ['YOUTUBE_OEMBED_URL', 'file:///etc/passwd'],
  ])('refuse %s=%s', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError)
  })
  it('accept a DNS server with a port', () => {
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53' }).DNS_SERVERS).toEqual(['127.0.0.1:5353', '[::1]:53'])
  })
})
