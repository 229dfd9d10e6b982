/**
 * One-time codes: HOTP (RFC 4226) and TOTP (RFC 6238), the Base32 secrets authenticator apps
 * use, and their otpauth:// provisioning URI.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { OperationError } from '../../core/errors.ts'
import { locate } from '../data/codec.ts'

export const OTP_ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number]

/** Longest secret accepted, in characters as sent (a 640-byte key; apps use 10 to 64 bytes). */
export const MAX_SECRET_LENGTH = 1024

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const VALUE = new Map([...ALPHABET].flatMap((c, i) => [[c, i], [c.toLowerCase(), i]] as const))

/**
 * The key bytes of a Base32 secret (RFC 4648 section 6), read as authenticator apps read it: any
 * case, spaces, hyphens and = padding anywhere ignored, leftover bits of the last character dropped.
 */
export function secretBytes(secret: string): Buffer {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (let i = 0; i < secret.length; i++) {
    const c = secret[i]!
    if (c === ' ' || c === '-' || c === '=' || c === '\t' || c === '\n' || c === '\r') continue
    const value = VALUE.get(c)
    if (value === undefined) throw new OperationError('TOTP_SECRET_CHAR', locate(secret, i))
    buffer = ((buffer << 5) | value) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  if (bytes.length === 0) throw new OperationError('TOTP_SECRET_EMPTY')
  return Buffer.from(bytes)
}

/** The secret written the way apps expect it in a URI: upper case, no spaces or padding. */
export function canonicalSecret(secret: string): string {
  return secret.replace(/[\s=-]/g, '').toUpperCase()
}

/** HOTP (RFC 4226 section 5.3): dynamic truncation of HMAC(key, counter), digits long, leading zeros kept. */
export function hotp(key: Uint8Array, counter: number, digits: number, algorithm: OtpAlgorithm): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const value = mac.readUInt32BE(offset) & 0x7fffffff
  return String(value % 10 ** digits).padStart(digits, '0')
}

/** Compares two codes of the same length without leaking where they differ. */
export function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

export interface TotpUri {
  secret: string
  digits: number
  period: number
  algorithm: OtpAlgorithm
  issuer?: string | undefined
  account?: string | undefined
}

/**
 * otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30, the Key
 * Uri Format of Google Authenticator, which other apps read too; label parts percent-encoded.
 */
export function totpUri({ secret, digits, period, algorithm, issuer, account }: TotpUri): string {
  const label = [issuer, account].filter((part): part is string => part !== undefined && part !== '').map(encodeURIComponent).join(':')
  const query = new URLSearchParams({ secret })
  if (issuer) query.set('issuer', issuer)
  query.set('algorithm', algorithm.toUpperCase())
  query.set('digits', String(digits))
  query.set('period', String(period))
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`
}
