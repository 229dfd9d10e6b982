import { describe, expect, it } from 'vitest'
import {
  DETERMINISTIC_LIMIT, convertBase, digitsToBigInt, factorial, fibonacci, gcdLcm, isPrime, isqrt, jacobi,
  millerRabin, modPow, nextPrime, normalizeInteger, parseRadix, strongLucas,
} from '../../src/lib/numbers/bigint.ts'
import { failure } from '../helpers.ts'


const M = (p: number) => 2n ** BigInt(p) - 1n

describe('normalizeInteger', () => {
  const opts = { param: 'n', maxDigits: 20 }
  it.each([
    ['0', '0'], ['007', '7'], ['-0', '0'], ['+0', '0'], ['+5', '5'], ['-000123', '-123'], [' 42\t\n', '42'],
    ['1_000_000', '1000000'], ['18446744073709551615', '18446744073709551615'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeInteger(text, opts)).toBe(expected)
  })

  it.each([
    ['', 'PARAM_REQUIRED', { param: 'n' }],
    ['   ', 'PARAM_REQUIRED', { param: 'n' }],
    ['1e5', 'NUMBER_EXPONENT', { param: 'n', value: '1e5' }],
    ['1E400', 'NUMBER_EXPONENT', { param: 'n', value: '1E400' }],
    ['-2.5e3', 'NUMBER_EXPONENT', { param: 'n', value: '-2.5e3' }],
    ['1.5', 'NUMBER_FRACTION', { param: 'n', value: '1.5' }],
    ['1.', 'NUMBER_FRACTION', { param: 'n', value: '1.' }],
    ['.5', 'NUMBER_FRACTION', { param: 'n', value: '.5' }],
    ['0x10', 'NUMBER_INVALID', { param: 'n', value: '0x10' }],
    ['١٢', 'NUMBER_INVALID', { param: 'n', value: '١٢' }], // Arabic-Indic digits
    ['１２', 'NUMBER_INVALID', { param: 'n', value: '１２' }], // full-width digits
    ['1,000', 'NUMBER_INVALID', { param: 'n', value: '1,000' }],
    ['1 000', 'NUMBER_INVALID', { param: 'n', value: '1 000' }],
    ['--1', 'NUMBER_INVALID', { param: 'n', value: '--1' }],
    ['-', 'NUMBER_INVALID', { param: 'n', value: '-' }],
    ['abc', 'NUMBER_INVALID', { param: 'n', value: 'abc' }],
    ['Infinity', 'NUMBER_INVALID', { param: 'n', value: 'Infinity' }],
    ['_1', 'NUMBER_UNDERSCORE', { param: 'n', position: 1 }],
    ['1_', 'NUMBER_UNDERSCORE', { param: 'n', position: 2 }],
    ['1__0', 'NUMBER_UNDERSCORE', { param: 'n', position: 2 }],
    ['  -_1', 'NUMBER_UNDERSCORE', { param: 'n', position: 4 }],
    ['1'.repeat(21), 'NUMBER_TOO_LONG', { param: 'n', max: 20, digits: 21 }],
  ])('%j is refused with %s', (text, code, vars) => {
    expect(failure(() => normalizeInteger(text, opts))).toEqual({ code, vars })
  })

  it('counts digits without leading zeros and separators', () => {
    expect(normalizeInteger(`000${'9'.repeat(20)}`, opts)).toBe('9'.repeat(20))
  })

  it('quotes at most 40 characters of a long bad value', () => {
    const { vars } = failure(() => normalizeInteger(`x${'1'.repeat(100)}`, opts))
    expect(vars.value).toBe(`x${'1'.repeat(39)}…`)
  })

  it('refuses negatives when asked to', () => {
    expect(failure(() => normalizeInteger('-1', { ...opts, allowNegative: false }))).toEqual({ code: 'PARAM_MIN', vars: { param: 'n', min: 0 } })
    expect(normalizeInteger('-0', { ...opts, allowNegative: false })).toBe('0')
  })
})

describe('parseRadix and convertBase', () => {
  it('reads digits case-insensitively, with sign, separators and a matching prefix', () => {
    expect(parseRadix('ff', 16)).toEqual({ negative: false, digits: 'FF' })
    expect(parseRadix(' -0xFf ', 16)).toEqual({ negative: true, digits: 'FF' })
    expect(parseRadix('0b1010_1010', 2)).toEqual({ negative: false, digits: '10101010' })
    expect(parseRadix('0o777', 8)).toEqual({ negative: false, digits: '777' })
    expect(parseRadix('+000z', 36)).toEqual({ negative: false, digits: 'Z' })
    expect(parseRadix('-0', 10)).toEqual({ negative: false, digits: '0' })
    expect(parseRadix('0000', 3)).toEqual({ negative: false, digits: '0' })
  })

  it('takes 0b in base 16 as the digits 0 and B, not as a prefix', () => {
    expect(convertBase({ value: '0b1', from: 16, to: 10 }).decimal).toBe('177')
  })

  it.each([
    ['2', 2, { digit: '2', position: 1, base: 2, digits: '0-1' }],
    ['10102', 2, { digit: '2', position: 5, base: 2, digits: '0-1' }],
    ['  12a', 10, { digit: 'a', position: 5, base: 10, digits: '0-9' }],
    ['1e5', 10, { digit: 'e', position: 2, base: 10, digits: '0-9' }],
    ['0x10', 10, { digit: 'x', position: 2, base: 10, digits: '0-9' }],
    ['0x10', 8, { digit: 'x', position: 2, base: 8, digits: '0-7' }],
    ['FG', 16, { digit: 'G', position: 2, base: 16, digits: '0-9, A-F' }],
    ['A', 10, { digit: 'A', position: 1, base: 10, digits: '0-9' }],
    ['B', 11, { digit: 'B', position: 1, base: 11, digits: '0-9, A' }],
    ['1 0', 10, { digit: ' ', position: 2, base: 10, digits: '0-9' }],
    ['١٢', 10, { digit: '١', position: 1, base: 10, digits: '0-9' }],
    ['😀1', 36, { digit: '😀', position: 1, base: 36, digits: '0-9, A-Z' }],
    ['1😀2', 36, { digit: '😀', position: 2, base: 36, digits: '0-9, A-Z' }],
    ['\u212A', 36, { digit: '\u212A', position: 1, base: 36, digits: '0-9, A-Z' }], // Kelvin sign, lower-cases to k
  ])('%j in base %i: bad digit', (value, base, vars) => {
    expect(failure(() => parseRadix(value, base))).toEqual({ code: 'BASE_INVALID_DIGIT', vars: { param: 'value', ...vars } })
  })

  it.each([
    ['', 'PARAM_REQUIRED', { param: 'value' }],
    [' \t', 'PARAM_REQUIRED', { param: 'value' }],
    ['-', 'BASE_NO_DIGITS', { param: 'value', base: 16, digits: '0-9, A-F' }],
    ['0x', 'BASE_NO_DIGITS', { param: 'value', base: 16, digits: '0-9, A-F' }],
    ['1.8', 'NUMBER_FRACTION', { param: 'value', value: '1.8' }],
    ['_1', 'NUMBER_UNDERSCORE', { param: 'value', position: 1 }],
    ['1__1', 'NUMBER_UNDERSCORE', { param: 'value', position: 2 }],
    ['F_', 'NUMBER_UNDERSCORE', { param: 'value', position: 2 }],
  ])('%j in base 16: %s', (value, code, vars) => {
    expect(failure(() => parseRadix(value, 16))).toEqual({ code, vars })
  })

  it('refuses bases outside 2-36', () => {
    expect(failure(() => convertBase({ value: '1', from: 37, to: 10 }))).toEqual({ code: 'PARAM_BETWEEN', vars: { param: 'from', min: 2, max: 36 } })
    expect(failure(() => convertBase({ value: '1', from: 10, to: 1 }))).toEqual({ code: 'PARAM_BETWEEN', vars: { param: 'to', min: 2, max: 36 } })
  })

  it('converts known values', () => {
    expect(convertBase({ value: '255', from: 10, to: 16 })).toEqual({ value: '255', result: 'FF', decimal: '255' })
    expect(convertBase({ value: 'ZZ', from: 36, to: 10 })).toEqual({ value: 'ZZ', result: '1295', decimal: '1295' })
    expect(convertBase({ value: '-ff', from: 16, to: 2 })).toEqual({ value: '-FF', result: '-11111111', decimal: '-255' })
    expect(convertBase({ value: '0', from: 2, to: 36 })).toEqual({ value: '0', result: '0', decimal: '0' })
    // 2^64 - 1 and 2^63 - 1, as Java's Long.toUnsignedString(-1, 36) and Long.toString(Long.MAX_VALUE, 36) print them
    expect(convertBase({ value: '18446744073709551615', from: 10, to: 36 }).result).toBe('3W5E11264SGSF')
    expect(convertBase({ value: '9223372036854775807', from: 10, to: 36 }).result).toBe('1Y2P0IJ32E8E7')
    expect(convertBase({ value: 'FFFFFFFFFFFFFFFF', from: 16, to: 10 }).result).toBe('18446744073709551615')
    expect(convertBase({ value: '1' + '0'.repeat(64), from: 2, to: 10 }).result).toBe('18446744073709551616')
    expect(convertBase({ value: 'mcmxciv', from: 36, to: 36 }).result).toBe('MCMXCIV')
  })

  it('agrees with BigInt printing in every base, for short and long values', () => {
    let x = 0x9e3779b97f4a7c15n
    const samples = [0n, 1n, 35n, 36n, 2n ** 53n, 2n ** 53n + 1n, M(127), 10n ** 300n - 1n]
    for (let i = 0; i < 20; i++) {
      x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 400n
      samples.push(x ** BigInt(1 + (i % 4)))
    }
    for (const n of samples) {
      for (let base = 2; base <= 36; base++) {
        const digits = n.toString(base).toUpperCase()
        expect(digitsToBigInt(digits, base)).toBe(n)
        expect(convertBase({ value: digits, from: base, to: 10 }).result).toBe(n.toString())
        expect(convertBase({ value: n.toString(), from: 10, to: base }).result).toBe(digits)
      }
    }
  })

  it('converts 10,000 base-36 digits exactly', () => {
    const value = 'Z'.repeat(10_000) // 36^10000 - 1
    const { result } = convertBase({ value, from: 36, to: 6 }) // 36 = 6^2, so 20,000 digits 5
    expect(result).toBe('5'.repeat(20_000))
  })
})

describe('gcdLcm', () => {
  it.each([
    ['12', '18', '6', '36'], ['18', '12', '6', '36'], ['-4', '6', '2', '12'], ['-4', '-6', '2', '12'],
    ['0', '0', '0', '0'], ['0', '5', '5', '0'], ['-7', '0', '7', '0'], ['1', '1', '1', '1'],
    ['17', '19', '1', '323'], ['1071', '462', '21', '23562'],
  ])('gcd(%s, %s) = %s, lcm = %s', (a, b, gcd, lcm) => {
    expect(gcdLcm({ a, b })).toEqual({ gcd, lcm })
  })

  it('is exact for large numbers: gcd(F(300), F(200)) = F(gcd(300, 200)) = F(100)', () => {
    const f = fibonacci(301)
    expect(gcdLcm({ a: f[300]!.toString(), b: f[200]!.toString() }).gcd).toBe('354224848179261915075')
    expect(gcdLcm({ a: (2n ** 3000n).toString(), b: (3n * 2n ** 1000n).toString() })).toEqual({
      gcd: (2n ** 1000n).toString(), lcm: (3n * 2n ** 3000n).toString(),
    })
  })

  it('caps both numbers at 1,000 digits', () => {
    expect(gcdLcm({ a: '9'.repeat(1000), b: '3' }).gcd).toBe('3')
    expect(failure(() => gcdLcm({ a: '1', b: '9'.repeat(1001) }))).toEqual({ code: 'NUMBER_TOO_LONG', vars: { param: 'b', max: 1000, digits: 1001 } })
  })
})

describe('factorial', () => {
  it.each([[0, '1'], [1, '1'], [2, '2'], [5, '120'], [10, '3628800'], [20, '2432902008176640000'], [25, '15511210043330985984000000']])('%i! = %s', (n, expected) => {
    expect(factorial(n).toString()).toBe(expected)
  })

  it('100! and 170!', () => {
    expect(factorial(100).toString()).toBe('93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000')
    const f170 = factorial(170).toString()
    expect(f170).toHaveLength(307)
    expect(f170.startsWith('7257415615307998967')).toBe(true)
    expect(Number(f170)).toBe(7.257415615307999e306)
    expect(Number(factorial(171))).toBe(Infinity)
  })
})

describe('fibonacci', () => {
  it('starts 0, 1 (OEIS A000045)', () => {
    expect(fibonacci(20).map(String)).toEqual(['0', '1', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '144', '233', '377', '610', '987', '1597', '2584', '4181'])
    expect(fibonacci(1)).toEqual([0n])
    expect(fibonacci(0)).toEqual([])
  })

  it('known large terms', () => {
    const f = fibonacci(1000)
    expect(f).toHaveLength(1000)
    expect(f[50]).toBe(12586269025n)
    expect(f[93]).toBe(12200160415121876738n) // the largest that fits 64 bits unsigned
    expect(f[100]).toBe(354224848179261915075n)
    expect(f[999]!.toString()).toHaveLength(209)
    // Cassini: F(n-1) F(n+1) - F(n)^2 = (-1)^n
    expect(f[997]! * f[999]! - f[998]! ** 2n).toBe(1n)
  })
})

describe('number theory helpers', () => {
  it('modPow', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n)
    expect(modPow(2n, 0n, 7n)).toBe(1n)
    expect(modPow(5n, 3n, 1n)).toBe(0n)
    expect(modPow(-2n, 3n, 7n)).toBe(6n)
    for (let b = 0n; b < 12n; b++) {
      for (let e = 0n; e < 40n; e++) expect(modPow(b, e, 1009n)).toBe(b ** e % 1009n)
    }
    expect(modPow(3n, M(127) - 1n, M(127))).toBe(1n) // Fermat
    expect(modPow(3n, M(2203) - 1n, M(2203))).toBe(1n)
  })

  it('jacobi', () => {
    expect(jacobi(1001n, 9907n)).toBe(-1)
    expect(jacobi(19n, 45n)).toBe(1)
    expect(jacobi(8n, 21n)).toBe(-1)
    expect(jacobi(5n, 21n)).toBe(1)
    expect(jacobi(3n, 9n)).toBe(0)
    expect(jacobi(-1n, 7n)).toBe(-1)
    // Euler's criterion for a prime modulus
    const p = 1009n
    for (let a = 1n; a < 200n; a++) {
      const euler = modPow(a, (p - 1n) / 2n, p)
      expect(jacobi(a, p)).toBe(euler === 1n ? 1 : -1)
    }
  })

  it('isqrt', () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 40n, 10n ** 40n - 1n, M(521) ** 2n, M(521) ** 2n - 1n]) {
      const r = isqrt(n)
      expect(r * r <= n && (r + 1n) ** 2n > n, String(n)).toBe(true)
    }
  })

  it('millerRabin and strongLucas know their pseudoprimes', () => {
    // strong pseudoprimes to base 2 (OEIS A001262): pass Miller-Rabin base 2, fail the strong Lucas test
    for (const n of [2047n, 3277n, 4033n, 4681n, 8321n]) {
      expect(millerRabin(n, 2n)).toBe(true)
      expect(strongLucas(n)).toBe(false)
    }
    // strong Lucas pseudoprimes (OEIS A217255): pass the strong Lucas test, fail Miller-Rabin base 2
    for (const n of [5459n, 5777n, 10877n, 16109n, 18971n, 22499n, 24569n, 25199n, 40309n, 58519n]) {
      expect(strongLucas(n)).toBe(true)
      expect(millerRabin(n, 2n)).toBe(false)
    }
    for (const p of [101n, 7919n, M(61), M(127)]) expect(strongLucas(p)).toBe(true)
  })
})

describe('isPrime', () => {
  const check = (value: bigint | string) => isPrime({ value: String(value) })

  it('agrees with a sieve below 20,000', () => {
    const limit = 20_000
    const composite = new Uint8Array(limit)
    composite[0] = composite[1] = 1
    for (let i = 2; i * i < limit; i++) if (!composite[i]) for (let j = i * i; j < limit; j += i) composite[j] = 1
    for (let n = 0; n < limit; n++) expect(check(BigInt(n)).is_prime, String(n)).toBe(!composite[n])
  })

  it('agrees with trial division just above 10^10 (the Miller-Rabin range)', () => {
    const slow = (n: number) => {
      if (n % 2 === 0) return false
      for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false
      return true
    }
    for (let n = 1e10 + 1; n < 1e10 + 600; n += 2) expect(check(BigInt(n)).is_prime, String(n)).toBe(slow(n))
  })

  it.each([
    ['2^31 - 1', M(31)], ['2^61 - 1', M(61)], ['2^64 - 59, the largest 64-bit prime', 18446744073709551557n],
    ['2^64 + 13, the smallest prime above 2^64', 18446744073709551629n],
  ])('%s is prime, proven', (_name, n) => {
    expect(check(n)).toMatchObject({ is_prime: true, certainty: 'deterministic', smallest_factor: null })
  })

  it.each([['2^89 - 1', M(89)], ['2^127 - 1', M(127)], ['2^521 - 1', M(521)], ['2^607 - 1', M(607)], ['2^3217 - 1 (969 digits)', M(3217)]])(
    'Mersenne prime %s is a probable prime', (_name, n) => {
      expect(check(n)).toEqual({ is_prime: true, certainty: 'probable', smallest_factor: null, next_prime: null })
    },
  )

  it.each([
    ['0', null], ['1', null], ['4', '2'], ['561', '3'], ['1105', '5'], ['1729', '7'], ['2047', '23'],
    ['3215031751', '151'], // Carmichael number, strong pseudoprime to bases 2, 3, 5 and 7
    ['18446744073709551615', '3'], // 2^64 - 1
    ['3825123056546413051', null], // strong pseudoprime to every prime base up to 23 (OEIS A014233)
    ['318665857834031151167461', null], // ... up to 37
    ['3317044064679887385961981', null], // ... up to 41: the bound of the deterministic range
    ['147573952589676412927', null], // 2^67 - 1 = 193707721 × 761838257287 (Cole, 1903)
    [(M(101)).toString(), null], // 2^101 - 1 = 7432339208719 × 341117531003194129
    [(2n ** 128n + 1n).toString(), null], // Fermat number F7
    [(M(607) * M(2203)).toString(), null], // 846 digits, no small factor
    [(M(521) ** 2n).toString(), null], // a square above the deterministic range
  ])('%s is composite (smallest factor %s)', (value, factor) => {
    expect(check(value)).toMatchObject({ is_prime: false, certainty: 'deterministic', smallest_factor: factor })
  })

  it('the proven range ends at 3317044064679887385961981, the smallest strong pseudoprime to bases 2-41', () => {
    expect(DETERMINISTIC_LIMIT).toBe(3317044064679887385961981n)
  })

  it('nextPrime below 10^24', () => {
    expect(nextPrime(0n)).toBe(2n)
    expect(nextPrime(1n)).toBe(2n)
    expect(nextPrime(2n)).toBe(3n)
    expect(nextPrime(3n)).toBe(5n)
    expect(nextPrime(13n)).toBe(17n)
    expect(nextPrime(7918n)).toBe(7919n)
    expect(nextPrime(7919n)).toBe(7927n)
    expect(check(18446744073709551557n).next_prime).toBe('18446744073709551629')
    expect(check(2n ** 64n).next_prime).toBe('18446744073709551629')
    expect(check(10n ** 24n - 1n).next_prime).not.toBeNull()
    expect(check(10n ** 24n).next_prime).toBeNull()
  })

  it('refuses negatives, fractions and more than 1,000 digits', () => {
    expect(failure(() => check('-7'))).toEqual({ code: 'PARAM_MIN', vars: { param: 'value', min: 0 } })
    expect(failure(() => check('7.0'))).toEqual({ code: 'NUMBER_FRACTION', vars: { param: 'value', value: '7.0' } })
    expect(failure(() => check('1'.repeat(1001)))).toEqual({ code: 'NUMBER_TOO_LONG', vars: { param: 'value', max: 1000, digits: 1001 } })
  })

  it('answers for 1,000 digits well within a second', () => {
    const start = performance.now()
    check(10n ** 999n + 7n)
    check(M(3217))
    expect(performance.now() - start).toBeLessThan(1500)
  })
})
