/**
 * Random choices for generated secrets and values: every one comes from the operating system's
 * cryptographically secure source (node:crypto), and every choice among n possibilities is
 * uniform, without the modulo bias of `byte % n` or the rounding of `Math.random() * n`.
 *
 * - crypto.randomInt draws uniformly below a bound by rejection sampling, for spans below 2^48;
 * - larger spans (up to the 2^54 between two safe integers) are drawn here with BigInt by the
 *   same method: take just enough random bits, retry when the value falls outside the span
 *   (fewer than 2 draws on average).
 */
import { randomBytes, randomInt } from 'node:crypto'

export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz'
export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const DIGITS = '0123456789'
export const HEX_DIGITS = '0123456789abcdef'
/**
 * Punctuation for passwords: printable ASCII without the characters that commonly need escaping
 * or get mangled when a password is pasted into a shell, JSON, SQL, a URL or a config file:
 * space, the quotes " ' `, and the backslash.
 */
export const SYMBOLS = '!#$%&()*+,-./:;<=>?@[]^_{|}~'

/** crypto.randomInt accepts spans up to (not including) 2^48. */
const RANDOM_INT_SPAN = 2 ** 48

/** A uniform index 0 <= i < n, for n up to 2^48. */
export function randomIndex(n: number): number {
  return randomInt(n)
}

/** A uniform BigInt 0 <= v < n (n >= 1), by rejection sampling on just enough random bits. */
export function randomBigIntBelow(n: bigint): bigint {
  if (n <= 1n) return 0n
  const bits = (n - 1n).toString(2).length
  const mask = (1n << BigInt(bits)) - 1n
  const bytes = Math.ceil(bits / 8)
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask
    if (value < n) return value
  }
}

/** A uniform whole number min <= v <= max; both must be safe integers with min <= max. */
export function randomIntegerBetween(min: number, max: number): number {
  const span = max - min + 1
  // Below 2^48 the span is exact as a double; min + r stays a safe integer because r <= max - min.
  if (span <= RANDOM_INT_SPAN) return min + randomInt(0, span)
  return Number(BigInt(min) + randomBigIntBelow(BigInt(max) - BigInt(min) + 1n))
}

/** `length` characters, each drawn uniformly and independently from `alphabet` (ASCII). */
export function randomChars(alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)]
  return out
}

/** Random bytes from the secure source. */
export function secureBytes(count: number): Buffer {
  return randomBytes(count)
}

/** Entropy of `length` independent uniform choices among `choices`, in bits, to two decimals. */
export function entropyBits(length: number, choices: number): number {
  return Math.round(length * Math.log2(choices) * 100) / 100
}
