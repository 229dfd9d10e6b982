/**
 * Exact integer arithmetic on numbers of any size, with strict parsing of the text callers send.
 *
 * Values cross the worker-thread boundary and go into JSON results, so every public function
 * takes and returns decimal (or base-N) strings, never BigInt.
 *
 * Input conventions shared by every number operation:
 * - surrounding whitespace is ignored; an optional leading + or - sign is accepted;
 * - digits are ASCII only (0-9, then A-Z or a-z for bases above 10); other scripts' digits are refused;
 * - an underscore may separate two digits (1_000_000), as in JavaScript and Python literals;
 * - scientific notation (1e5), fractions (1.5) and thousands separators (1,000) are refused.
 */
import { OperationError } from '../../core/errors.ts'

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

export interface IntegerOptions {
  /** Parameter name, for error messages. */
  param: string
  /** Most significant digits accepted (leading zeros and separators do not count). */
  maxDigits: number
  /** Whether a negative value is acceptable (otherwise 422 "must be at least 0"). */
  allowNegative?: boolean
}

const INTEGER = /^([+-]?)(\d+(?:_\d+)*)$/
const SCIENTIFIC = /^[+-]?(?:\d[\d_]*)?(?:\.[\d_]*)?e[+-]?\d+$/i
const FRACTION = /^[+-]?[\d_]*\.[\d_]*$/
const DIGITS_AND_UNDERSCORES = /^[+-]?[\d_]+$/

/** The first characters of a long input, for messages that quote it. */
export function preview(text: string, max = 40): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`
}

/**
 * Reads a decimal integer and returns it in canonical form: no sign unless negative,
 * no leading zeros, no separators ("-0" is "0"). Throws a 422 OperationError otherwise.
 */
export function normalizeInteger(text: string, { param, maxDigits, allowNegative = true }: IntegerOptions): string {
  const trimmed = text.trim()
  if (trimmed === '') throw new OperationError('PARAM_REQUIRED', { param })
  const match = INTEGER.exec(trimmed)
  if (!match) throw integerFormatError(trimmed, param, text.length - text.trimStart().length)
  const digits = match[2]!.replaceAll('_', '').replace(/^0+(?=\d)/, '')
  if (digits.length > maxDigits) throw new OperationError('NUMBER_TOO_LONG', { param, max: maxDigits, digits: digits.length })
  const negative = match[1] === '-' && digits !== '0'
  if (negative && !allowNegative) throw new OperationError('PARAM_MIN', { param, min: 0 })
  return negative ? `-${digits}` : digits
}

/** Like normalizeInteger, returning the BigInt. */
export function parseInteger(text: string, options: IntegerOptions): bigint {
  return BigInt(normalizeInteger(text, options))
}

function integerFormatError(trimmed: string, param: string, offset: number): OperationError {
  const value = preview(trimmed)
  if (SCIENTIFIC.test(trimmed)) return new OperationError('NUMBER_EXPONENT', { param, value })
  if (FRACTION.test(trimmed) && /\d/.test(trimmed)) return new OperationError('NUMBER_FRACTION', { param, value })
  if (DIGITS_AND_UNDERSCORES.test(trimmed) && /\d/.test(trimmed)) {
    return new OperationError('NUMBER_UNDERSCORE', { param, position: offset + misplacedUnderscore(trimmed) })
  }
  return new OperationError('NUMBER_INVALID', { param, value })
}

/** 1-based position of the first underscore that does not sit between two digits. */
function misplacedUnderscore(text: string): number {
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '_' && !(isDigit(text[i - 1]) && isDigit(text[i + 1]))) return i + 1
  }
  return 1
}

// ---------------------------------------------------------------------------------------------
// Base conversion
// ---------------------------------------------------------------------------------------------

export const MIN_BASE = 2
export const MAX_BASE = 36
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const PREFIXES: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 16: '0x' }
const WHITESPACE = /^\s$/

/** Value of an ASCII digit character (0-9, A-Z, a-z), or -1. */
function digitValue(c: string): number {
  if (c.length !== 1) return -1
  const code = c.charCodeAt(0)
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 65 && code <= 90) return code - 55
  if (code >= 97 && code <= 122) return code - 87
  return -1
}

/** "0-1", "0-9", "0-9, A-F": the digits a base uses, for messages (no words: they are not translated). */
export function digitsOfBase(base: number): string {
  if (base <= 10) return `0-${base - 1}`
  if (base === 11) return '0-9, A'
  return `0-9, A-${ALPHABET[base - 1]!}`
}

function checkBase(base: number, param: string): void {
  if (!Number.isInteger(base) || base < MIN_BASE || base > MAX_BASE) {
    throw new OperationError('PARAM_BETWEEN', { param, min: MIN_BASE, max: MAX_BASE })
  }
}

export interface RadixNumber {
  negative: boolean
  /** Upper-case digits of the base, without sign, prefix, separators or leading zeros. */
  digits: string
}

/**
 * Reads an integer written in `base` (2-36). Digits are case-insensitive; the prefixes 0b, 0o
 * and 0x are accepted when they match the base (2, 8, 16); underscores may separate digits.
 */
export function parseRadix(text: string, base: number, param = 'value'): RadixNumber {
  checkBase(base, 'from')
  // Code points, so that positions in messages count characters as a person sees them.
  const chars = [...text]
  let i = 0
  let end = chars.length
  while (i < end && WHITESPACE.test(chars[i]!)) i++
  while (end > i && WHITESPACE.test(chars[end - 1]!)) end--
  if (i === end) throw new OperationError('PARAM_REQUIRED', { param })
  let negative = false
  if (chars[i] === '+' || chars[i] === '-') {
    negative = chars[i] === '-'
    i++
  }
  const prefix = PREFIXES[base]
  if (prefix !== undefined && end - i >= 2 && `${chars[i]!}${chars[i + 1]!}`.toLowerCase() === prefix) i += 2
  const first = i
  let digits = ''
  for (let k = first; k < end; k++) {
    const c = chars[k]!
    if (c === '_') {
      // Between two characters that are not underscores; those are then checked as digits.
      if (k > first && k + 1 < end && chars[k - 1] !== '_' && chars[k + 1] !== '_') continue
      throw new OperationError('NUMBER_UNDERSCORE', { param, position: k + 1 })
    }
    const value = digitValue(c)
    if (value < 0 || value >= base) {
      if (c === '.') throw new OperationError('NUMBER_FRACTION', { param, value: preview(chars.slice(i, end).join('')) })
      throw new OperationError('BASE_INVALID_DIGIT', { param, digit: c, position: k + 1, base, digits: digitsOfBase(base) })
    }
    digits += ALPHABET[value]!
  }
  if (digits === '') throw new OperationError('BASE_NO_DIGITS', { param, base, digits: digitsOfBase(base) })
  digits = digits.replace(/^0+(?=.)/, '')
  return { negative: negative && digits !== '0', digits }
}

/**
 * BigInt from digits already validated for `base`. Native parsing for bases 2, 8, 10 and 16;
 * other bases take chunks of digits that fit a double exactly (base^k < 2^53).
 */
export function digitsToBigInt(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits)
  if (base === 16) return BigInt(`0x${digits}`)
  if (base === 8) return BigInt(`0o${digits}`)
  if (base === 2) return BigInt(`0b${digits}`)
  const chunk = Math.floor(53 / Math.log2(base))
  const scale = BigInt(base) ** BigInt(chunk)
  const head = digits.length % chunk || chunk
  let result = BigInt(parseInt(digits.slice(0, head), base))
  for (let i = head; i < digits.length; i += chunk) {
    result = result * scale + BigInt(parseInt(digits.slice(i, i + chunk), base))
  }
  return result
}

export interface BaseConversion {
  /** The input in canonical form: sign, upper-case digits, no prefix, separators or leading zeros. */
  value: string
  /** The value written in the target base, upper case. */
  result: string
  /** The value in base 10. */
  decimal: string
}

export function convertBase({ value, from, to }: { value: string; from: number; to: number }): BaseConversion {
  checkBase(from, 'from')
  checkBase(to, 'to')
  const { negative, digits } = parseRadix(value, from)
  const magnitude = digitsToBigInt(digits, from)
  const sign = negative ? '-' : ''
  const decimal = from === 10 ? digits : magnitude.toString(10)
  const result = to === from ? digits : to === 10 ? decimal : magnitude.toString(to).toUpperCase()
  return { value: sign + digits, result: sign + result, decimal: sign + decimal }
}

// ---------------------------------------------------------------------------------------------
// gcd and lcm
// ---------------------------------------------------------------------------------------------

export const GCD_MAX_DIGITS = 1000

export function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a
  b = b < 0n ? -b : b
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

/** gcd and lcm, both non-negative; gcd(0, 0) = 0 and lcm(x, 0) = 0. */
export function gcdLcm({ a, b }: { a: string; b: string }): { gcd: string; lcm: string } {
  const x = parseInteger(a, { param: 'a', maxDigits: GCD_MAX_DIGITS })
  const y = parseInteger(b, { param: 'b', maxDigits: GCD_MAX_DIGITS })
  const g = gcd(x, y)
  const l = g === 0n ? 0n : (x / g) * y
  return { gcd: g.toString(), lcm: (l < 0n ? -l : l).toString() }
}

// ---------------------------------------------------------------------------------------------
// Factorial and Fibonacci
// ---------------------------------------------------------------------------------------------

export function factorial(n: number): bigint {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`factorial of ${n}`)
  let result = 1n
  for (let i = 2; i <= n; i++) result *= BigInt(i)
  return result
}

/** The first `count` Fibonacci numbers, F(0) = 0, F(1) = 1, F(n) = F(n-1) + F(n-2). */
export function fibonacci(count: number): bigint[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`fibonacci count ${count}`)
  const out: bigint[] = []
  let [a, b] = [0n, 1n]
  for (let i = 0; i < count; i++) {
    out.push(a);
    [a, b] = [b, a + b]
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Primality
// ---------------------------------------------------------------------------------------------

export const PRIME_MAX_DIGITS = 1000
/** Below this, Miller-Rabin with the 13 prime bases 2..41 is a proof (Sorenson and Webster, 2015). */
export const DETERMINISTIC_LIMIT = 3_317_044_064_679_887_385_961_981n
/** nextPrime is searched below this bound only (the search is then deterministic and quick). */
export const NEXT_PRIME_LIMIT = 10n ** 24n
/** Trial division bound for the smallest prime factor. */
export const TRIAL_DIVISION_LIMIT = 100_000

const MR_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n]

const SMALL_PRIMES: readonly number[] = (() => {
  const sieve = new Uint8Array(TRIAL_DIVISION_LIMIT + 1)
  const primes: number[] = []
  for (let i = 2; i <= TRIAL_DIVISION_LIMIT; i++) {
    if (sieve[i]) continue
    primes.push(i)
    for (let j = i * i; j <= TRIAL_DIVISION_LIMIT; j += i) sieve[j] = 1
  }
  return primes
})()

/** base^exponent mod modulus, left-to-right with a sliding window of odd powers. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n
  base %= modulus
  if (base < 0n) base += modulus
  const bits = exponent.toString(2)
  const k = bits.length > 256 ? 5 : bits.length > 32 ? 4 : 1
  const square = (base * base) % modulus
  const odd: bigint[] = [base] // base^1, base^3, ..., base^(2^k - 1)
  for (let i = 1; i < 1 << (k - 1); i++) odd.push((odd[i - 1]! * square) % modulus)
  let result = 1n
  let i = 0
  while (i < bits.length) {
    if (bits[i] === '0') {
      result = (result * result) % modulus
      i++
      continue
    }
    let j = Math.min(i + k, bits.length) - 1
    while (bits[j] === '0') j--
    for (let t = i; t <= j; t++) result = (result * result) % modulus
    result = (result * odd[(parseInt(bits.slice(i, j + 1), 2) - 1) >> 1]!) % modulus
    i = j + 1
  }
  return result
}

/** Strong probable-prime test to base a, for odd n > 2 with n - 1 = d * 2^s. */
export function millerRabin(n: bigint, a: bigint): boolean {
  const nMinus1 = n - 1n
  let d = nMinus1
  let s = 0
  while ((d & 1n) === 0n) {
    d >>= 1n
    s++
  }
  let x = modPow(a % n, d, n)
  if (x === 0n || x === 1n || x === nMinus1) return true // x = 0: base is a multiple of n
  for (let r = 1; r < s; r++) {
    x = (x * x) % n
    if (x === nMinus1) return true
    if (x === 1n) return false
  }
  return false
}

/** Jacobi symbol (a/n) for odd n > 0. */
export function jacobi(a: bigint, n: bigint): number {
  a %= n
  if (a < 0n) a += n
  let result = 1
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n
      const r = n % 8n
      if (r === 3n || r === 5n) result = -result
    }
    [a, n] = [n, a]
    if (a % 4n === 3n && n % 4n === 3n) result = -result
    a %= n
  }
  return n === 1n ? result : 0
}

export function isqrt(n: bigint): bigint {
  if (n < 2n) return n
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1)
  for (;;) {
    const y = (x + n / x) >> 1n
    if (y >= x) return x
    x = y
  }
}

/** Strong Lucas probable-prime test with Selfridge's parameters, for odd n > 2 that is not a square. */
export function strongLucas(n: bigint): boolean {
  let D = 5n
  for (;;) {
    const j = jacobi(D, n)
    if (j === -1) break
    if (j === 0 && (D < 0n ? -D : D) !== n) return false
    D = D > 0n ? -(D + 2n) : -(D - 2n)
  }
  const P = 1n
  const Q = (1n - D) / 4n
  const mod = (x: bigint) => {
    const r = x % n
    return r < 0n ? r + n : r
  }
  const half = (x: bigint) => {
    x = mod(x)
    return (x & 1n) === 0n ? x >> 1n : (x + n) >> 1n
  }
  let d = n + 1n
  let s = 0
  while ((d & 1n) === 0n) {
    d >>= 1n
    s++
  }
  // Left-to-right binary ladder over d: U_k, V_k and Q^k for k = 1, then doubling and +1 steps.
  let U = 1n
  let V = P
  let Qk = mod(Q)
  const bits = d.toString(2)
  for (let i = 1; i < bits.length; i++) {
    U = mod(U * V)
    V = mod(V * V - 2n * Qk)
    Qk = mod(Qk * Qk)
    if (bits[i] === '1') {
      const U1 = half(P * U + V)
      V = half(D * U + P * V)
      U = U1
      Qk = mod(Qk * Q)
    }
  }
  if (U === 0n || V === 0n) return true
  for (let r = 1; r < s; r++) {
    V = mod(V * V - 2n * Qk)
    if (V === 0n) return true
    Qk = mod(Qk * Qk)
  }
  return false
}

const SMALL_PRIMES_BIG: readonly bigint[] = SMALL_PRIMES.map(BigInt)

/**
 * Smallest prime factor among the primes up to `limit`, or null when there is none (n itself
 * being such a prime counts as none). Also reports whether the search reached sqrt(n), which
 * makes "no factor" a proof of primality.
 */
function trialDivision(n: bigint, limit: number): { factor: bigint | null; complete: boolean } {
  if (n <= BigInt(Number.MAX_SAFE_INTEGER)) {
    const small = Number(n)
    for (const p of SMALL_PRIMES) {
      if (p > limit) break
      if (p * p > small) return { factor: null, complete: true }
      if (small % p === 0) return { factor: small === p ? null : BigInt(p), complete: true }
    }
    return { factor: null, complete: false }
  }
  for (let i = 0; i < SMALL_PRIMES.length && SMALL_PRIMES[i]! <= limit; i++) {
    const p = SMALL_PRIMES_BIG[i]!
    if (n % p === 0n) return { factor: p, complete: true }
  }
  return { factor: null, complete: false }
}

interface PrimalityVerdict { prime: boolean; proven: boolean; factor: bigint | null }

function primality(n: bigint, trialLimit = TRIAL_DIVISION_LIMIT): PrimalityVerdict {
  if (n < 2n) return { prime: false, proven: true, factor: null }
  const trial = trialDivision(n, trialLimit)
  if (trial.factor !== null) return { prime: false, proven: true, factor: trial.factor }
  if (trial.complete) return { prime: true, proven: true, factor: null }
  if (n < DETERMINISTIC_LIMIT) {
    for (const a of MR_BASES) {
      if (!millerRabin(n, a)) return { prime: false, proven: true, factor: null }
    }
    return { prime: true, proven: true, factor: null }
  }
  // Above the proven range: the Baillie-PSW test, a base-2 Miller-Rabin test plus a strong Lucas
  // test. No composite passing it is known (none below 2^64 exists); the answer is labelled probable.
  if (!millerRabin(n, 2n)) return { prime: false, proven: true, factor: null }
  const root = isqrt(n)
  if (root * root === n) return { prime: false, proven: true, factor: null }
  return strongLucas(n) ? { prime: true, proven: false, factor: null } : { prime: false, proven: true, factor: null }
}

/** How certain a primality verdict is (see PrimeReport.certainty). */
export const PRIME_CERTAINTIES = ['deterministic', 'probable'] as const

export interface PrimeReport {
  is_prime: boolean
  /** deterministic: a proof (any "composite", any "prime" below 3.317e24); probable: passed BPSW. */
  certainty: (typeof PRIME_CERTAINTIES)[number]
  /** Smallest prime factor when value is composite and it is at most 100,000; otherwise null. */
  smallest_factor: string | null
  /** Smallest prime greater than value, for values below 10^24; otherwise null. */
  next_prime: string | null
}

export function isPrime({ value }: { value: string }): PrimeReport {
  const n = parseInteger(value, { param: 'value', maxDigits: PRIME_MAX_DIGITS, allowNegative: false })
  const verdict = primality(n)
  return {
    is_prime: verdict.prime,
    certainty: verdict.proven ? 'deterministic' : 'probable',
    smallest_factor: verdict.factor === null ? null : verdict.factor.toString(),
    next_prime: n < NEXT_PRIME_LIMIT ? nextPrime(n).toString() : null,
  }
}

/** Smallest prime greater than n; deterministic while the answer stays below 3.317e24. */
export function nextPrime(n: bigint): bigint {
  if (n < 2n) return 2n
  let candidate = n + 1n
  if ((candidate & 1n) === 0n) candidate += candidate === 2n ? 0n : 1n
  while (!primality(candidate, 1000).prime) candidate += 2n
  return candidate
}
