import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signs URL queries with a server secret and an expiry, so a link the service hands out (a
 * generated image) works until it expires and cannot be altered or minted by anyone else.
 */
export interface UrlSigner {
  /** The query with `exp` (Unix seconds) and `sig` added. */
  sign(path: string, query: Readonly<Record<string, string>>, ttlSeconds: number): Record<string, string>
  /** The query without exp and sig when the signature is right and not expired; otherwise undefined. */
  verify(path: string, query: Readonly<Record<string, unknown>>): Record<string, string> | undefined
}

export function createUrlSigner(secret: string, now: () => number = Date.now): UrlSigner {
  // Path and sorted fields, each length-prefixed, so no two different queries sign alike.
  const mac = (path: string, fields: Record<string, string>) => {
    const h = createHmac('sha256', `url-signing:${secret}`)
    for (const part of [path, ...Object.keys(fields).sort().flatMap((k) => [k, fields[k]!])]) h.update(`${part.length}:${part};`)
    return h.digest('base64url')
  }
  return {
    sign(path, query, ttlSeconds) {
      const fields = { ...query, exp: String(Math.floor(now() / 1000) + ttlSeconds) }
      return { ...fields, sig: mac(path, fields) }
    },
    verify(path, query) {
      const fields: Record<string, string> = {}
      for (const [k, v] of Object.entries(query)) {
        if (typeof v !== 'string') return undefined
        if (k !== 'sig') fields[k] = v
      }
      const sig = query.sig
      if (typeof sig !== 'string' || !/^\d+$/.test(fields.exp ?? '')) return undefined
      const expected = Buffer.from(mac(path, fields))
      const given = Buffer.from(sig)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      if (Number(fields.exp) * 1000 < now()) return undefined
      const { exp: _exp, ...rest } = fields
      return rest
    },
  }
}
