import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto'

export const KEY_PREFIX = 'du_'
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
// 32 random bytes are 256 bits; 43 base62 digits hold 256.03 bits, so every key has 43.
const KEY_DIGITS = 43
const KEY_SHAPE = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${KEY_DIGITS}}$`)

export interface NewKey {
  /** The full key: shown to its owner once, never stored. */
  key: string
  /** How the API names the key: random, so it tells nothing of the key. */
  id: string
  digest: string
  prefix: string
  last4: string
}

function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out
    n /= 62n
  }
  return out.padStart(KEY_DIGITS, '0')
}

export function digestOf(secret: string): string {
  // The one-shot form: a quarter of createHash's cost, and this runs on every keyed call.
  return hash('sha256', secret, 'hex')
}

export function generateKey(): NewKey {
  const key = KEY_PREFIX + base62(randomBytes(32))
  return { key, id: randomBytes(8).toString('hex'), digest: digestOf(key), prefix: key.slice(0, KEY_PREFIX.length + 4), last4: key.slice(-4) }
}

export function isWellFormedKey(key: string): boolean {
  return KEY_SHAPE.test(key)
}

/** How a key is shown after creation: recognisable, never usable. */
export function maskedKey(prefix: string, last4: string): string {
  return `${prefix}…${last4}`
}

export function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest()
  const y = createHash('sha256').update(b).digest()
  return timingSafeEqual(x, y)
}
