/**
 * Loopback fixtures of the web tests (SECURITY.md S1-S16): a "public" site on 127.0.0.2:P (the app is
 * built with ALLOW_ADDRESSES=127.0.0.2/32), a canary on 127.0.0.1:P (the same port) that counts hits
 * and must never be reached, and a tiny DNS server on 127.0.0.1 answering a test zone.
 */
import dgram from 'node:dgram'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import packet from 'dns-packet'

export interface Fixtures {
  port: number
  dnsPort: number
  canaryHits: () => number
  oembedRequests: string[]
  close(): Promise<void>
}

const PAGE = `<!doctype html>
<html lang="en-GB"><head>
<meta charset="utf-8">
<title>
  Fixture   page
</title>
<meta name="description" content="A page for tests">
<meta name="robots" content="index, follow">
<meta name="viewport" content="width=device-width">
<link rel="canonical" href="/page">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="stylesheet" href="/a.css">
<meta property="og:title" content="OG title">
<meta property="og:type" content="article">
<meta property="og:image" content="/img/one.png">
<meta property="og:image" content="https://cdn.example/two.png">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="img/tw.png">
<script src="/app.js"></script>
</head><body><svg><title>not the title</title></svg>
<img src="/img/one.png"><img src="/img/one.png"><img src="x.png"><iframe src="/frame"></iframe>
</body></html>`

const WORDPRESS = `<!doctype html><html><head><title>Blog</title>
<meta name="generator" content="WordPress 6.4.2">
<link rel="https://api.w.org/" href="/wp-json/">
<link rel="stylesheet" href="/wp-content/themes/x/style.css?ver=6.4.2">
<script src="/wp-includes/js/jquery/jquery.min.js"></script>
</head><body>hi</body></html>`

/** About 200 KB of gzip that inflates to 200 MiB, made by streaming one zero buffer. */
async function makeBomb(): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 })
  const chunks: Buffer[] = []
  gzip.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise((resolve) => gzip.on('end', resolve))
  const zeros = Buffer.alloc(1024 * 1024)
  for (let i = 0; i < 200; i++) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve))
  }
  gzip.end()
  await done
  return Buffer.concat(chunks)
}

const listen = (server: http.Server | dgram.Socket, host: string, port = 0) =>
  new Promise<number>((resolve, reject) => {
    if (server instanceof dgram.Socket) {
      server.once('error', reject)
      server.bind(port, host, () => resolve(server.address().port))
    } else {
      server.once('error', reject)
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
    }
  })

export async function startFixtures(): Promise<Fixtures> {
  const bomb = await makeBomb()
  let hits = 0
  const oembedRequests: string[] = []
  const canary = http.createServer((_req, res) => { hits++; res.end('INTERNAL SECRET') })
  const timers = new Set<NodeJS.Timeout>()
  let port = 0
  const site = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const redirect = (status: number, location: string) => { res.writeHead(status, { location }); res.end() }
    switch (url.pathname) {
      case '/page': res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-fixture': 'yes' }); res.end(PAGE); return
      case '/plain': res.writeHead(200, { 'content-type': 'text/plain' }); res.end('just text'); return
      case '/gz': res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); res.end(zlib.gzipSync(PAGE)); return
      case '/wp': res.writeHead(200, { 'content-type': 'text/html' }); res.end(WORDPRESS); return
      case '/r1': return redirect(301, '/r2')
      case '/r2': return redirect(302, `http://127.0.0.2:${port}/page`)
      case '/loop': return redirect(302, '/loop')
      case '/to-canary': return redirect(302, `http://127.0.0.1:${port}/`)
      case '/to-mapped': return redirect(302, `http://[::ffff:127.0.0.1]:${port}/`)
      case '/to-relative-canary': return redirect(302, `//127.0.0.1:${port}/`)
      case '/to-https-canary': return redirect(302, `https://127.0.0.1:${port}/`)
      case '/to-localhost': return redirect(302, `http://localhost:${port}/`)
      case '/to-internal-name': return redirect(302, `http://internal.test:${port}/`)
      case '/to-file': return redirect(302, 'file:///etc/passwd')
      case '/to-gopher': return redirect(302, `gopher://127.0.0.1:${port}/_x`)
      case '/bomb': res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); res.end(bomb); return
      case '/big-header': res.writeHead(200, { 'set-cookie': `a=${'x'.repeat(100 * 1024)}` }); res.end('ok'); return
      case '/slow': {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.write('<')
        const timer = setInterval(() => res.write('a'), 1000)
        timers.add(timer)
        res.on('close', () => { clearInterval(timer); timers.delete(timer) })
        return
      }
      case '/oembed': {
        oembedRequests.push(req.url ?? '')
        const video = url.searchParams.get('url') ?? ''
        if (video === 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' && url.searchParams.get('format') === 'json') {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ title: 'Never Gonna', author_name: 'Rick', author_url: 'https://www.youtube.com/@Rick', thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', thumbnail_width: 480, thumbnail_height: 360 }))
        } else {
          res.writeHead(404); res.end('Not Found')
        }
        return
      }
      default: res.writeHead(404, { 'content-type': 'text/plain' }); res.end('no')
    }
  })
  port = await listen(site, '127.0.0.2')
  await listen(canary, '127.0.0.1', port)

  // The test zone. rebind.test answers 127.0.0.2 then 127.0.0.1, alternately, with TTL 0.
  let rebindCount = 0
  const dns = dgram.createSocket('udp4')
  const zone = (name: string, type: string): packet.Answer[] | null => {
    const a = (data: string, ttl = 60): packet.Answer => ({ type: 'A', name, ttl, data })
    switch (name) {
      case 'site.test':
        if (type === 'A') return [a('127.0.0.2')]
        if (type === 'MX') return [{ type: 'MX', name, ttl: 60, data: { preference: 20, exchange: 'mx2.site.test' } }, { type: 'MX', name, ttl: 60, data: { preference: 10, exchange: 'mx1.site.test' } }]
        if (type === 'TXT') return [{ type: 'TXT', name, ttl: 60, data: ['v=spf1 ', '-all'] }]
        if (type === 'NS') return [{ type: 'NS', name, ttl: 60, data: 'ns1.site.test' }]
        if (type === 'SOA') return [{ type: 'SOA', name, ttl: 60, data: { mname: 'ns1.site.test', rname: 'admin.site.test', serial: 2026112101, refresh: 3600, retry: 600, expire: 86400, minimum: 60 } }]
        if (type === 'CAA') return [{ type: 'CAA', name, ttl: 60, data: { flags: 0, tag: 'issue', value: 'letsencrypt.org' } }]
        return []
      case 'compat.test': return type === 'AAAA' ? [{ type: 'AAAA', name, ttl: 60, data: '::7f00:1' }] : []
      case 'v6.test': return type === 'AAAA' ? [{ type: 'AAAA', name, ttl: 60, data: '2001:db8::1' }] : []
      case 'www.site.test': return type === 'CNAME' || type === 'A' ? [{ type: 'CNAME', name, ttl: 60, data: 'site.test' }, ...(type === 'A' ? [{ type: 'A' as const, name: 'site.test', ttl: 60, data: '127.0.0.2' }] : [])] : []
      case 'internal.test': return type === 'A' ? [a('127.0.0.1')] : []
      case 'mixed.test': return type === 'A' ? [a('127.0.0.2'), a('127.0.0.1')] : []
      case 'rebind.test': return type === 'A' ? [a(rebindCount++ % 2 === 0 ? '127.0.0.2' : '127.0.0.1', 0)] : []
      default: return null
    }
  }
  dns.on('message', (msg, rinfo) => {
    const query = packet.decode(msg)
    const question = query.questions?.[0]
    if (!question) return
    const answers = zone(question.name.toLowerCase(), question.type)
    const reply = packet.encode({
      type: 'response',
      id: query.id,
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | packet.AUTHORITATIVE_ANSWER | (answers === null ? 3 : 0),
      questions: query.questions,
      answers: answers ?? [],
    })
    dns.send(reply, rinfo.port, rinfo.address)
  })
  const dnsPort = await listen(dns, '127.0.0.1')

  return {
    port,
    dnsPort,
    canaryHits: () => hits,
    oembedRequests,
    async close() {
      for (const t of timers) clearInterval(t)
      site.closeAllConnections()
      canary.closeAllConnections()
      await Promise.all([
        new Promise((resolve) => site.close(resolve)),
        new Promise((resolve) => canary.close(resolve)),
        new Promise<void>((resolve) => dns.close(() => resolve())),
      ])
    },
  }
}

export function webOverrides(f: Fixtures) {
  return {
    ALLOW_ADDRESSES: '127.0.0.2/32',
    DNS_SERVERS: `127.0.0.1:${f.dnsPort}`,
    FETCH_ALLOWED_PORTS: `80,443,${f.port}`,
    FETCH_TIMEOUT_MS: '3000',
    YOUTUBE_OEMBED_URL: `http://127.0.0.2:${f.port}/oembed`,
  }
}
