/**
 * What an operation may ask of the outbound web: the SSRF-safe fetcher and the DNS resolver
 * (src/lib/web/ implements both; the operation context carries them).
 */

export const RECORD_TYPES = ['A', 'AAAA', 'MX', 'TXT', 'NS', 'CNAME', 'SOA', 'CAA'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

export interface DnsAnswer {
  A: { address: string; ttl: number }[]
  AAAA: { address: string; ttl: number }[]
  MX: { exchange: string; priority: number }[]
  TXT: string[]
  NS: string[]
  CNAME: string[]
  SOA: { nsname: string; hostmaster: string; serial: number; refresh: number; retry: number; expire: number; minttl: number } | null
  CAA: { critical: number; tag: string; value: string }[]
}

/** The DNS lookups the web operations make. */
export interface DnsLookup {
  addresses(domain: string): Promise<{ A: DnsAnswer['A']; AAAA: DnsAnswer['AAAA'] }>
  records(domain: string, types: readonly RecordType[]): Promise<Partial<DnsAnswer>>
}

export interface Hop {
  url: string
  status: number
  location: string | null
  time_ms: number
}

export interface FetchOptions {
  /** Read the body (default true); false stops after the headers of the final response. */
  body?: boolean
  /** On a body over the cap: stop and mark truncated (true) or answer 502 RESPONSE_TOO_LARGE (false, default). */
  truncate?: boolean
  /** Extra request headers (Accept and the like). */
  headers?: Readonly<Record<string, string>>
  /**
   * Sends this body in a POST instead of a GET (name its Content-Type in `headers`). A redirect
   * is then the final answer, not followed: the body must reach only the address that was checked.
   */
  post?: Buffer
}

export interface FetchResult {
  /** The final URL, after redirects. */
  url: string
  status: number
  headers: Record<string, string | string[]>
  /** Every response, the final one included, in order. */
  chain: Hop[]
  body: Buffer
  /** Bytes received on the wire for the final body (compressed, as sent). */
  transferredBytes: number
  /** Bytes of the body after decompression (up to the cap when truncated). */
  decodedBytes: number
  truncated: boolean
  contentType: string | null
  totalMs: number
}

export interface WebClient {
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>
  readonly dns: DnsLookup
  /** oEmbed endpoint of the youtube operation. */
  readonly youtubeOembedUrl: string
  /** Largest decompressed body read. */
  readonly maxBytes: number
}
