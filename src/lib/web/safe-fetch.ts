/**
 * The one outbound HTTP client of the web operations, safe against SSRF (SECURITY.md S1-S16):
 *
 * - http and https only, on FETCH_ALLOWED_PORTS (80 and 443 by default);
 * - every IP-literal host and every address a name resolves to (A and AAAA, through our own
 *   resolver) must be unicast-public (ipaddr.js range() === 'unicast', and not IPv4-compatible
 *   IPv6 ::/96, which ipaddr.js calls unicast), unless listed in ALLOW_ADDRESSES or
 *   ALLOW_PRIVATE_NETWORK is on (IPv4-compatible addresses are refused even then).
 *   localhost names are refused without asking any resolver (answered as loopback when allowed). The check happens in the socket's `lookup`,
 *   which hands the socket only the addresses it checked, so the connection is pinned to them
 *   (no DNS rebinding); literals, for which lookup is never called, are checked before connecting;
 * - redirects of a GET are followed by hand, every hop checked again, at most FETCH_MAX_REDIRECTS;
 *   a POST's redirect is its answer, never followed, so its body goes only where it was checked;
 * - one time budget (FETCH_TIMEOUT_MS) covers every hop: DNS, connect, headers and body;
 * - response headers are capped at 16 KiB, the body at FETCH_MAX_BYTES counted after decompression;
 * - at most FETCH_CONCURRENCY fetches are in flight (FETCH_PER_CALLER per caller: src/http/operations.ts).
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import ipaddr from 'ipaddr.js'
import type { Config } from '../../config.ts'
import { ApiError, busy, OperationError } from '../../core/errors.ts'
import type { FetchOptions, FetchResult, Hop, WebClient } from '../../core/web.ts'
import { DnsClient, isLocalhostName, normalizeDomain } from './dns.ts'

export const MAX_HEADER_BYTES = 16 * 1024
const REDIRECTS = new Set([301, 302, 303, 307, 308])





type Addr = ipaddr.IPv4 | ipaddr.IPv6

/** In ::/96 (the first 96 bits zero) and neither :: nor ::1. */
function isIpv4Compatible(addr: ipaddr.IPv6): boolean {
  const { parts } = addr
  return parts.slice(0, 6).every((p) => p === 0) && !(parts[6] === 0 && parts[7]! <= 1)
}

/** The fetcher, and the check of a URL it would accept, made before anything is sent to it. */
export interface SafeWebClient extends WebClient {
  /**
   * Whether `url` could be fetched now: scheme, port and every address its host resolves to, by
   * the rules of `fetch`; throws the refusal fetch would answer (INVALID_URL, ADDRESS_NOT_ALLOWED,
   * HOST_NOT_FOUND, DNS_TIMEOUT, DNS_FAILED).
   */
  check(url: string): Promise<URL>
}

export function createWebClient(config: Config, dns = new DnsClient(config.DNS_SERVERS, { loopback: config.ALLOW_PRIVATE_NETWORK })): SafeWebClient {
  const allowList = config.ALLOW_ADDRESSES.map((c) => ipaddr.parseCIDR(c))
  const ports = new Set(config.FETCH_ALLOWED_PORTS)
  const userAgent = `devutils/1.0 (+${config.PUBLIC_URL ?? 'devutils, a self-hosted developer utilities API'})`
  let inFlight = 0

  function allowed(addr: Addr): boolean {
    if (allowList.some(([net, bits]) => addr.kind() === net.kind() && addr.match([net, bits] as never))) return true
    // IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291) reads as 'unicast' to ipaddr.js once
    // written in hex (::7f00:1, as URLs serialise it), yet names an IPv4 address, loopback included.
    // Nothing legitimate uses it: it is refused, like :: itself; ::1 is left to the rules below.
    if (addr.kind() === 'ipv6' && isIpv4Compatible(addr as ipaddr.IPv6)) return false
    const range = addr.range()
    if (config.ALLOW_PRIVATE_NETWORK) return !['unspecified', 'multicast', 'broadcast'].includes(range)
    return range === 'unicast'
  }

  function checkAddress(host: string, address: string): void {
    if (!allowed(ipaddr.parse(address))) throw new OperationError('ADDRESS_NOT_ALLOWED', { host, address })
  }

  /** Parses and checks one hop's URL (scheme, port, literal addresses). */
  function target(raw: string, hop: number): URL {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new OperationError(hop === 0 ? 'INVALID_URL' : 'REDIRECT_REFUSED', { url: raw.slice(0, 200), reason: 'it is not a valid absolute URL' })
    }
    const code = hop === 0 ? 'INVALID_URL' : 'REDIRECT_REFUSED'
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OperationError(code, { url: raw.slice(0, 200), reason: `only http and https URLs can be fetched, not ${url.protocol.replace(/:$/, '')}` })
    }
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
    if (!ports.has(port)) {
      throw new OperationError(code, { url: raw.slice(0, 200), reason: `port ${port} is not allowed; allowed ports: ${[...ports].join(', ')}` })
    }
    if (url.username || url.password) throw new OperationError(code, { url: raw.slice(0, 200), reason: 'URLs with a user name or password are not fetched' })
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const name = host.replace(/\.$/, '')
    if (isIP(host) !== 0) {
      checkAddress(host, host)
    } else if (!config.ALLOW_PRIVATE_NETWORK && isLocalhostName(name)) {
      throw new OperationError('ADDRESS_NOT_ALLOWED', { host, address: '127.0.0.1' })
    } else {
      normalizeDomain(host, 'url')
    }
    return url
  }

  /** A name's addresses (of `family`, 0 for both), through our resolver, every one checked. */
  async function checkedAddresses(hostname: string, family: number | string | undefined): Promise<{ address: string; family: number }[]> {
    const host = hostname.replace(/\.$/, '')
    try {
      const { A, AAAA } = config.ALLOW_PRIVATE_NETWORK && isLocalhostName(host)
        ? { A: [{ address: '127.0.0.1', ttl: 0 }], AAAA: [] }
        : await dns.addresses(host)
      const list = [...A.map((a) => ({ address: a.address, family: 4 })), ...AAAA.map((a) => ({ address: a.address, family: 6 }))]
        .filter((a) => family === undefined || family === 0 || a.family === family)
      if (list.length === 0) throw new ApiError('HOST_NOT_FOUND', { host })
      for (const a of list) checkAddress(host, a.address)
      return list
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DOMAIN_NOT_FOUND') throw new ApiError('HOST_NOT_FOUND', { host })
      throw error
    }
  }

  /** The socket's lookup: only checked addresses returned. */
  const lookup: LookupFunction = (hostname, options, callback) => {
    checkedAddresses(hostname, options.family).then((list) => {
      if (options.all) callback(null, list)
      else callback(null, list[0]!.address, list[0]!.family)
    }, (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0))
  }

  async function check(raw: string): Promise<URL> {
    const url = target(raw, 0)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host) === 0) await checkedAddresses(host, 0)
    return url
  }

  interface Response { status: number; headers: http.IncomingHttpHeaders; stream: http.IncomingMessage }

  function request(url: URL, signal: AbortSignal, extra: Readonly<Record<string, string>>, payload: Buffer | undefined): Promise<Response> {
    return new Promise((resolve, reject) => {
      const mod = url.protocol === 'https:' ? https : http
      const req = mod.request(url, {
        method: payload === undefined ? 'GET' : 'POST',
        agent: false,
        lookup,
        signal,
        maxHeaderSize: MAX_HEADER_BYTES,
        headers: {
          'user-agent': userAgent, 'accept-encoding': 'gzip, deflate, br', accept: '*/*',
          ...(payload !== undefined && { 'content-length': String(payload.length) }),
          ...extra,
        },
      }, (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, stream: res }))
      req.on('error', reject)
      req.end(payload)
    })
  }

  function upstreamError(error: unknown, url: string, signal: AbortSignal, timeoutMs: number): unknown {
    if (error instanceof ApiError) return error
    if (signal.aborted) return new ApiError('UPSTREAM_TIMEOUT', { url, ms: timeoutMs })
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (code === 'HPE_HEADER_OVERFLOW') return new ApiError('UPSTREAM_HEADERS_TOO_LARGE', { url, limit: MAX_HEADER_BYTES })
    return new ApiError('UPSTREAM_FAILED', { url, reason: code || (error as Error).message || 'unknown error' })
  }

  async function readBody(res: Response, url: string, maxBytes: number, truncate: boolean, signal: AbortSignal) {
    const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase()
    const decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null =
      encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip()
        : encoding === 'deflate' ? zlib.createInflate()
          : encoding === 'br' ? zlib.createBrotliDecompress()
            : null
    let transferred = 0
    let decoded = 0
    let truncated = false
    const chunks: Buffer[] = []
    const source: Readable = decoder ?? res.stream
    await new Promise<void>((resolve, reject) => {
      const stop = () => {
        res.stream.destroy()
        decoder?.destroy()
        resolve()
      }
      const onAbort = () => {
        res.stream.destroy()
        decoder?.destroy()
        reject(new ApiError('UPSTREAM_TIMEOUT', { url, ms: config.FETCH_TIMEOUT_MS }))
      }
      signal.addEventListener('abort', onAbort, { once: true })
      res.stream.on('data', (chunk: Buffer) => { transferred += chunk.length })
      res.stream.on('error', (e) => { signal.removeEventListener('abort', onAbort); reject(upstreamError(e, url, signal, config.FETCH_TIMEOUT_MS)) })
      if (decoder) {
        res.stream.pipe(decoder)
        decoder.on('error', (e) => {
          signal.removeEventListener('abort', onAbort)
          reject(new ApiError('UPSTREAM_FAILED', { url, reason: `the ${encoding} body could not be decoded (${e.message})` }))
        })
      }
      source.on('data', (chunk: Buffer) => {
        if (truncated) return
        const room = maxBytes - decoded
        if (chunk.length > room) {
          if (room > 0) chunks.push(chunk.subarray(0, room))
          decoded = maxBytes
          truncated = true
          signal.removeEventListener('abort', onAbort)
          if (!truncate) {
            res.stream.destroy()
            decoder?.destroy()
            reject(new ApiError('RESPONSE_TOO_LARGE', { url, limit: maxBytes }))
          } else {
            stop()
          }
          return
        }
        decoded += chunk.length
        chunks.push(chunk)
      })
      source.on('end', () => { signal.removeEventListener('abort', onAbort); resolve() })
    })
    return { body: Buffer.concat(chunks), transferred, decoded, truncated }
  }

  async function fetch(input: string, options: FetchOptions = {}): Promise<FetchResult> {
    const first = target(input, 0)
    if (inFlight >= config.FETCH_CONCURRENCY) throw busy(1)
    inFlight++
    const started = performance.now()
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), config.FETCH_TIMEOUT_MS)
    const signal = controller.signal
    const chain: Hop[] = []
    let url = first
    try {
      for (let hop = 0; ; hop++) {
        const hopStart = performance.now()
        let res: Response
        try {
          res = await request(url, signal, options.headers ?? {}, options.post)
        } catch (error) {
          throw upstreamError(error, url.href, signal, config.FETCH_TIMEOUT_MS)
        }
        const location = typeof res.headers.location === 'string' ? res.headers.location : null
        chain.push({ url: url.href, status: res.status, location, time_ms: Math.round(performance.now() - hopStart) })
        if (REDIRECTS.has(res.status) && location !== null && options.post === undefined) {
          res.stream.destroy()
          if (hop >= config.FETCH_MAX_REDIRECTS) throw new OperationError('TOO_MANY_REDIRECTS', { url: input.slice(0, 200), max: config.FETCH_MAX_REDIRECTS })
          let next: URL
          try {
            next = new URL(location, url)
          } catch {
            throw new OperationError('REDIRECT_REFUSED', { url: location.slice(0, 200), reason: 'it is not a valid URL' })
          }
          url = target(next.href, hop + 1)
          continue
        }
        if (options.body === false) res.stream.destroy()
        const read = options.body === false
          ? { body: Buffer.alloc(0), transferred: 0, decoded: 0, truncated: false }
          : await readBody(res, url.href, config.FETCH_MAX_BYTES, options.truncate ?? false, signal)
        const contentType = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null
        return {
          url: url.href,
          status: res.status,
          headers: Object.fromEntries(Object.entries(res.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined)),
          chain,
          body: read.body,
          transferredBytes: read.transferred,
          decodedBytes: read.decoded,
          truncated: read.truncated,
          contentType,
          totalMs: Math.round(performance.now() - started),
        }
      }
    } finally {
      clearTimeout(timer)
      inFlight--
    }
  }

  return { fetch, check, dns, youtubeOembedUrl: config.YOUTUBE_OEMBED_URL, maxBytes: config.FETCH_MAX_BYTES }
}
