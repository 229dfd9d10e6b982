/**
 * DNS for the web operations and the safe fetcher: a node:dns Resolver pointed at the configured
 * servers (DNS_SERVERS), never the host's resolver, so neither its search domains nor its internal
 * zones are ever consulted. Each query has a hard 3 s budget.
 */
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import { domainToASCII } from 'node:url'
import { ApiError, OperationError } from '../../core/errors.ts'
import type { DnsAnswer, DnsLookup, RecordType } from '../../core/web.ts'

/** Hard budget of one query, retries included. */
export const DNS_TIMEOUT_MS = 3_000


const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/

/**
 * A domain name as the caller sent it → its ASCII (punycode) form, lower case, without a trailing
 * dot; 422 INVALID_DOMAIN when it cannot be a DNS name.
 */
export function normalizeDomain(input: string, param = 'domain'): string {
  const value = input.trim()
  if (value === '') throw new OperationError('PARAM_REQUIRED', { param })
  if (isIP(value) !== 0 || isIP(value.replace(/^\[|\]$/g, '')) !== 0) throw new OperationError('DOMAIN_IS_IP', { param, value })
  if (value.length > 253 + 1) throw new OperationError('INVALID_DOMAIN', { param, value: value.slice(0, 60) + '…', reason: 'it is longer than 253 characters' })
  const ascii = domainToASCII(value.replace(/\.$/, '')).toLowerCase()
  if (ascii === '') throw new OperationError('INVALID_DOMAIN', { param, value, reason: 'it contains characters a domain name cannot have' })
  if (ascii.length > 253) throw new OperationError('INVALID_DOMAIN', { param, value: value.slice(0, 60) + '…', reason: 'it is longer than 253 characters' })
  const labels = ascii.split('.')
  for (const label of labels) {
    if (label.length > 63) throw new OperationError('INVALID_DOMAIN', { param, value, reason: `the label "${label.slice(0, 20)}…" is longer than 63 characters` })
    if (!LABEL.test(label)) throw new OperationError('INVALID_DOMAIN', { param, value, reason: 'each dot-separated label must be letters, digits and hyphens, not starting or ending with a hyphen' })
  }
  return ascii
}


type Outcome<T> = { ok: true; value: T } | { ok: false; code: string }

const EMPTY_CODES = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NOTFOUND', 'NODATA'])

/** localhost and every name under it (RFC 6761 §6.3), in normalised form. */
export function isLocalhostName(name: string): boolean {
  const host = name.replace(/\.$/, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost')
}

const LOOPBACK = { A: [{ address: '127.0.0.1', ttl: 0 }], AAAA: [{ address: '::1', ttl: 0 }] }

export interface DnsOptions {
  /**
   * localhost names are answered with the loopback addresses (ALLOW_PRIVATE_NETWORK); otherwise
   * they are refused as the private addresses they are. They are never sent to the resolvers: a
   * public resolver says NXDOMAIN, which is not true of the machine answering.
   */
  loopback?: boolean
}

export class DnsClient implements DnsLookup {
  private readonly resolver: Resolver
  private readonly loopback: boolean

  constructor(servers: readonly string[], options: DnsOptions = {}) {
    this.resolver = new Resolver({ timeout: 1_000, tries: 2 })
    this.resolver.setServers([...servers])
    this.loopback = options.loopback ?? false
  }

  /** The loopback answer for a localhost name, a refusal, or undefined for any other name. */
  private local(domain: string): typeof LOOPBACK | undefined {
    if (!isLocalhostName(domain)) return undefined
    if (!this.loopback) throw new OperationError('ADDRESS_NOT_ALLOWED', { host: domain, address: '127.0.0.1' })
    return LOOPBACK
  }

  private async query<T>(run: (r: Resolver) => Promise<T>): Promise<Outcome<T>> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<Outcome<T>>((resolve) => { timer = setTimeout(() => resolve({ ok: false, code: 'ETIMEOUT' }), DNS_TIMEOUT_MS) })
    try {
      return await Promise.race([
        run(this.resolver).then((value) => ({ ok: true as const, value }), (error: NodeJS.ErrnoException) => ({ ok: false as const, code: error.code ?? 'EUNKNOWN' })),
        deadline,
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Throws the error an operation should answer when no query succeeded. */
  private static fail(domain: string, outcomes: readonly Outcome<unknown>[]): void {
    if (outcomes.some((o) => o.ok)) return
    const codes = outcomes.map((o) => (o.ok ? '' : o.code))
    if (codes.some((c) => c === 'ENOTFOUND')) throw new ApiError('DOMAIN_NOT_FOUND', { domain })
    if (codes.every((c) => EMPTY_CODES.has(c))) return
    if (codes.some((c) => c === 'ETIMEOUT')) throw new ApiError('DNS_TIMEOUT', { domain, ms: DNS_TIMEOUT_MS })
    throw new ApiError('DNS_FAILED', { domain, reason: codes.find((c) => !EMPTY_CODES.has(c)) ?? codes[0] ?? 'unknown' })
  }

  /** A and AAAA of an already normalised name; 404 DOMAIN_NOT_FOUND, 504 DNS_TIMEOUT, 502 DNS_FAILED. */
  async addresses(domain: string): Promise<{ A: DnsAnswer['A']; AAAA: DnsAnswer['AAAA'] }> {
    const local = this.local(domain)
    if (local) return { A: [...local.A], AAAA: [...local.AAAA] }
    const [a, aaaa] = await Promise.all([
      this.query((r) => r.resolve4(domain, { ttl: true })),
      this.query((r) => r.resolve6(domain, { ttl: true })),
    ])
    DnsClient.fail(domain, [a, aaaa])
    return { A: a.ok ? a.value : [], AAAA: aaaa.ok ? aaaa.value : [] }
  }

  /** The records of the given types (each queried on its own: ANY is obsolete, RFC 8482). */
  async records(domain: string, types: readonly RecordType[]): Promise<Partial<DnsAnswer>> {
    const local = this.local(domain)
    if (local) {
      // Only addresses: localhost has no mail servers, name servers or other records of its own.
      return Object.fromEntries(types.map((t) => [t, t === 'A' ? [...local.A] : t === 'AAAA' ? [...local.AAAA] : t === 'SOA' ? null : []]))
    }
    const run: Record<RecordType, () => Promise<Outcome<unknown>>> = {
      A: () => this.query((r) => r.resolve4(domain, { ttl: true })),
      AAAA: () => this.query((r) => r.resolve6(domain, { ttl: true })),
      MX: () => this.query((r) => r.resolveMx(domain)),
      TXT: () => this.query(async (r) => (await r.resolveTxt(domain)).map((parts) => parts.join(''))),
      NS: () => this.query((r) => r.resolveNs(domain)),
      CNAME: () => this.query((r) => r.resolveCname(domain)),
      SOA: () => this.query((r) => r.resolveSoa(domain)),
      CAA: () => this.query(async (r) => (await r.resolveCaa(domain)).map((c) => {
        const [tag, value] = Object.entries(c).find(([k]) => k !== 'critical') ?? ['', '']
        return { critical: c.critical, tag, value: String(value) }
      })),
    }
    const outcomes = await Promise.all(types.map((t) => run[t]()))
    DnsClient.fail(domain, outcomes)
    const answer: Partial<Record<RecordType, unknown>> = {}
    types.forEach((t, i) => {
      const o = outcomes[i]!
      answer[t] = o.ok ? o.value : (t === 'SOA' ? null : [])
    })
    if (answer.MX) (answer.MX as DnsAnswer['MX']).sort((x, y) => x.priority - y.priority)
    return answer as Partial<DnsAnswer>
  }
}
