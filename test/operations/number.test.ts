import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { WORD_LANGUAGES } from '../../src/operations/number/to-words.ts'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'number')

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - start }
}

const M = (p: number) => (2n ** BigInt(p) - 1n).toString()

describe('required parameters', () => {
  it.each([
    ['base-convert', { from: 10, to: 2 }, 'value'],
    ['base-convert', { value: '1', to: 2 }, 'from'],
    ['base-convert', { value: '1', from: 10 }, 'to'],
    ['roman', {}, 'value'],
    ['to-words', {}, 'value'],
    ['factorial', {}, 'value'],
    ['fibonacci', {}, 'value'],
    ['is-prime', {}, 'value'],
    ['gcd-lcm', { b: '1' }, 'a'],
    ['gcd-lcm', { a: '1' }, 'b'],
  ])('%s without %j: %s is required', async (name, params, param) => {
    expect(await refused(name, params)).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it.each([
    ['roman', { value: ' ' }], ['to-words', { value: '' }], ['is-prime', { value: '  ' }], ['gcd-lcm', { a: '', b: '1' }],
    ['base-convert', { value: '', from: 10, to: 2 }], ['factorial', { value: '' }], ['fibonacci', { value: ' ' }],
  ])('%s with a blank value %j: PARAM_REQUIRED', async (name, params) => {
    expect((await refused(name, params)).code).toBe('PARAM_REQUIRED')
  })

  it('says so in Spanish under /es', async () => {
    expect(await refused('factorial', {}, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'value es obligatorio' })
  })
})

describe('factorial', () => {
  it.each([
    [0, '1', 1, 1], [1, '1', 1, 1], [5, '120', 120, 3], [10, '3628800', 3628800, 7],
    [20, '2432902008176640000', 2432902008176640000, 19], [25, '15511210043330985984000000', 1.5511210043330986e25, 26],
  ])('%i! = %s', async (value, result, number, digits) => {
    expect(await ok('factorial', { value })).toEqual({ value, result, number, digits })
  })

  it('170! is the cap: exact, 307 digits, nearest double 7.257415615307999e306, in well under a second', async () => {
    const { value: r, ms } = await timed(() => ok('factorial', { value: 170 }))
    expect(r.digits).toBe(307)
    expect((r.result as string).startsWith('7257415615307998967')).toBe(true)
    expect((r.result as string).endsWith('0'.repeat(41))).toBe(true) // 170! has 41 trailing zeros
    expect(r.number).toBe(7.257415615307999e306)
    expect(ms).toBeLessThan(1000)
  })

  it('100!', async () => {
    expect((await ok('factorial', { value: 100 })).result).toBe('93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000')
  })

  it.each([['171'], ['-1'], ['1e9'], ['1000000000']])('value=%s: 422 between 0 and 170', async (value) => {
    expect(await refused('factorial', { value })).toEqual({ code: 'PARAM_BETWEEN', error: 'value must be between 0 and 170' })
  })

  it('Spanish message for the bound', async () => {
    expect((await refused('factorial', { value: 171 }, 'es')).error).toBe('value debe estar entre 0 y 170')
  })

  it.each([
    ['1.5', 'PARAM_NOT_INTEGER'], ['1e400', 'PARAM_BETWEEN'], ['abc', 'PARAM_NOT_NUMBER'], ['0x10', 'PARAM_NOT_NUMBER'],
    ['١٢', 'PARAM_NOT_NUMBER'], ['Infinity', 'PARAM_NOT_NUMBER'], ['NaN', 'PARAM_NOT_NUMBER'],
  ])('value=%s: 422 %s', async (value, code) => {
    expect((await refused('factorial', { value })).code).toBe(code)
  })
})

describe('fibonacci', () => {
  it('the first 20 terms (OEIS A000045), starting F(0) = 0', async () => {
    expect(await ok('fibonacci', { value: 20 })).toEqual({
      count: 20,
      sequence: ['0', '1', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '144', '233', '377', '610', '987', '1597', '2584', '4181'],
      last: '4181',
    })
  })

  it('one term is F(0) = 0', async () => {
    expect(await ok('fibonacci', { value: 1 })).toEqual({ count: 1, sequence: ['0'], last: '0' })
  })

  it('exact beyond 2^53 and 2^64', async () => {
    const r = await ok('fibonacci', { value: 101 })
    const seq = r.sequence as string[]
    expect(seq[50]).toBe('12586269025')
    expect(seq[79]).toBe('14472334024676221') // first term above 2^53
    expect(seq[93]).toBe('12200160415121876738')
    expect(r.last).toBe('354224848179261915075') // F(100)
  })

  it('1000 terms is the cap and answers in well under a second', async () => {
    const { value: r, ms } = await timed(() => ok('fibonacci', { value: 1000 }))
    const seq = (r.sequence as string[]).map(BigInt)
    expect(seq).toHaveLength(1000)
    expect(r.last).toBe(String(seq[999]))
    expect((r.last as string).length).toBe(209)
    for (let i = 2; i < seq.length; i++) expect(seq[i]).toBe(seq[i - 1]! + seq[i - 2]!)
    expect(ms).toBeLessThan(1000)
  })

  it.each([['1001'], ['0'], ['-1'], ['1e9']])('value=%s: 422 between 1 and 1000', async (value) => {
    expect(await refused('fibonacci', { value })).toEqual({ code: 'PARAM_BETWEEN', error: 'value must be between 1 and 1000' })
  })

  it.each([['1.5', 'PARAM_NOT_INTEGER'], ['1e400', 'PARAM_BETWEEN'], ['ten', 'PARAM_NOT_NUMBER']])('value=%s: 422 %s', async (value, code) => {
    expect((await refused('fibonacci', { value })).code).toBe(code)
  })
})

describe('big-number attack inputs are refused at once (security a-2 R6)', () => {
  const cases: [string, string, Record<string, unknown>][] = []
  for (const n of ['1e9', '-1', '1.5', '1e400']) {
    cases.push([`factorial n=${n}`, 'factorial', { value: n }], [`fibonacci n=${n}`, 'fibonacci', { value: n }])
  }
  for (const n of ['-1', '1.5', '1e400', '1e9']) cases.push([`is-prime n=${n}`, 'is-prime', { value: n }])
  for (const n of ['1.5', '1e400', '1e9']) cases.push([`gcd-lcm a=${n}`, 'gcd-lcm', { a: n, b: '12' }])
  cases.push(
    ['is-prime with 1,001 digits', 'is-prime', { value: '9'.repeat(1001) }],
    ['gcd-lcm with 1,001 digits', 'gcd-lcm', { a: '1', b: '9'.repeat(1001) }],
    ['base-convert with 10,001 characters', 'base-convert', { value: '1'.repeat(10_001), from: 2, to: 10 }],
    ['to-words 1e400', 'to-words', { value: '1e400' }],
    ['to-words with 67 digits', 'to-words', { value: '9'.repeat(67) }],
    ['roman 1e400', 'roman', { value: '1e400' }],
  )

  it.each(cases)('%s', async (_title, name, params) => {
    const { ms } = await timed(() => refused(name, params))
    expect(ms).toBeLessThan(200)
  })
})

describe('base-convert', () => {
  it.each([
    [{ value: '255', from: 10, to: 16 }, { value: '255', from: 10, to: 16, result: 'FF', decimal: '255' }],
    [{ value: 'ff', from: 16, to: 2 }, { value: 'FF', from: 16, to: 2, result: '11111111', decimal: '255' }],
    [{ value: '0xFF', from: 16, to: 8 }, { value: 'FF', from: 16, to: 8, result: '377', decimal: '255' }],
    [{ value: ' -0b1010_1010 ', from: 2, to: 10 }, { value: '-10101010', from: 2, to: 10, result: '-170', decimal: '-170' }],
    [{ value: 'zz', from: 36, to: 10 }, { value: 'ZZ', from: 36, to: 10, result: '1295', decimal: '1295' }],
    [{ value: '0000', from: 7, to: 3 }, { value: '0', from: 7, to: 3, result: '0', decimal: '0' }],
    [{ value: '18446744073709551615', from: 10, to: 36 }, { value: '18446744073709551615', from: 10, to: 36, result: '3W5E11264SGSF', decimal: '18446744073709551615' }],
    [{ value: '9007199254740993', from: 10, to: 2 }, { value: '9007199254740993', from: 10, to: 2, result: `1${'0'.repeat(52)}1`, decimal: '9007199254740993' }],
  ])('%j', async (params, expected) => {
    expect(await ok('base-convert', params)).toEqual(expected)
  })

  it('10,000 characters is the cap: exact, in well under a second', async () => {
    const { value: r, ms } = await timed(() => ok('base-convert', { value: 'Z'.repeat(10_000), from: 36, to: 6 }))
    expect(r.result).toBe('5'.repeat(20_000)) // 36^10000 - 1 = 6^20000 - 1
    expect((r.decimal as string).length).toBe(15_564) // floor(10000 × log10(36)) + 1
    expect(ms).toBeLessThan(1000)
  })

  it('refuses 10,001 characters', async () => {
    expect(await refused('base-convert', { value: '1'.repeat(10_001), from: 2, to: 10 })).toEqual({
      code: 'PARAM_MAX_LENGTH', error: 'value must be at most 10000 characters long',
    })
  })

  it.each([
    [{ value: '1', from: 37, to: 10 }, 'from must be between 2 and 36'],
    [{ value: '1', from: 1, to: 10 }, 'from must be between 2 and 36'],
    [{ value: '1', from: 0, to: 10 }, 'from must be between 2 and 36'],
    [{ value: '1', from: 10, to: 37 }, 'to must be between 2 and 36'],
    [{ value: '1', from: 10, to: 1 }, 'to must be between 2 and 36'],
  ])('%j: %s', async (params, error) => {
    expect(await refused('base-convert', params)).toEqual({ code: 'PARAM_BETWEEN', error })
  })

  it.each([['16.5', 'PARAM_NOT_INTEGER'], ['hex', 'PARAM_NOT_NUMBER']])('from=%s: %s', async (from, code) => {
    expect((await refused('base-convert', { value: '1', from, to: 10 })).code).toBe(code)
  })

  it.each([
    [{ value: '102', from: 2, to: 10 }, '"2" at position 3 of value is not a digit in base 2; base 2 uses the digits 0-1'],
    [{ value: 'FG', from: 16, to: 10 }, '"G" at position 2 of value is not a digit in base 16; base 16 uses the digits 0-9, A-F'],
    [{ value: '0x10', from: 10, to: 2 }, '"x" at position 2 of value is not a digit in base 10; base 10 uses the digits 0-9'],
    [{ value: '1e5', from: 10, to: 2 }, '"e" at position 2 of value is not a digit in base 10; base 10 uses the digits 0-9'],
    [{ value: '١٢', from: 10, to: 2 }, '"١" at position 1 of value is not a digit in base 10; base 10 uses the digits 0-9'],
    [{ value: '12 34', from: 10, to: 2 }, '" " at position 3 of value is not a digit in base 10; base 10 uses the digits 0-9'],
  ])('%j: bad digit named', async (params, error) => {
    expect(await refused('base-convert', params)).toEqual({ code: 'BASE_INVALID_DIGIT', error })
  })

  it.each([
    [{ value: '1.5', from: 10, to: 2 }, 'NUMBER_FRACTION'],
    [{ value: '-', from: 10, to: 2 }, 'BASE_NO_DIGITS'],
    [{ value: '1__0', from: 10, to: 2 }, 'NUMBER_UNDERSCORE'],
  ])('%j: %s', async (params, code) => {
    expect((await refused('base-convert', params)).code).toBe(code)
  })

  it('explains a bad digit in Spanish', async () => {
    expect((await refused('base-convert', { value: '19', from: 8, to: 10 }, 'es')).error)
      .toBe('"9" en la posición 2 de value no es un dígito en base 8; la base 8 usa los dígitos 0-7')
  })
})

describe('roman', () => {
  it.each([
    [{ value: '1994' }, { roman: 'MCMXCIV', number: 1994 }],
    [{ value: '1' }, { roman: 'I', number: 1 }],
    [{ value: '3999' }, { roman: 'MMMCMXCIX', number: 3999 }],
    [{ value: 'MMMCMXCIX' }, { roman: 'MMMCMXCIX', number: 3999 }],
    [{ value: 'mcmxciv' }, { roman: 'MCMXCIV', number: 1994 }],
    [{ value: ' xiv ' }, { roman: 'XIV', number: 14 }],
    [{ value: '0042' }, { roman: 'XLII', number: 42 }],
    [{ value: 'XLII', mode: 'from-roman' }, { roman: 'XLII', number: 42 }],
    [{ value: '42', mode: 'to-roman' }, { roman: 'XLII', number: 42 }],
  ])('%j', async (params, expected) => {
    expect(await ok('roman', params)).toEqual(expected)
  })

  it.each([['4000'], ['0'], ['-1'], ['1.5'], ['1e3'], ['99999999999999999999']])('value=%s: out of range', async (value) => {
    expect(await refused('roman', { value })).toEqual({
      code: 'ROMAN_RANGE', error: 'value must be a whole number between 1 and 3999 to write it in Roman numerals',
    })
  })

  it.each([['IIII'], ['VX'], ['IC'], ['MMMM'], ['XM'], ['ABC'], ['Ⅻ'], ['١٢']])('value=%s: not a standard numeral', async (value) => {
    expect(await refused('roman', { value })).toEqual({
      code: 'INVALID_ROMAN', error: `"${value}" is not a valid Roman numeral; use standard form such as MCMXCIV (I, V, X, L, C, D, M)`,
    })
  })

  it('mode overrides the guess', async () => {
    expect((await refused('roman', { value: '1994', mode: 'from-roman' })).code).toBe('INVALID_ROMAN')
    expect((await refused('roman', { value: 'XIV', mode: 'to-roman' })).code).toBe('ROMAN_RANGE')
    expect((await refused('roman', { value: 'XIV', mode: 'sideways' })).code).toBe('PARAM_ENUM')
  })

  it('speaks Spanish under /es', async () => {
    expect((await refused('roman', { value: '4000' }, 'es')).error).toBe('value debe ser un número entero entre 1 y 3999 para escribirlo en números romanos')
  })
})

describe('to-words', () => {
  it.each([
    [{ value: '1234' }, { value: '1234', lang: 'en-US', words: 'one thousand two hundred thirty-four' }],
    [{ value: '42' }, { value: '42', lang: 'en-US', words: 'forty-two' }],
    [{ value: '0' }, { value: '0', lang: 'en-US', words: 'zero' }],
    [{ value: '-0' }, { value: '0', lang: 'en-US', words: 'zero' }],
    [{ value: '101' }, { value: '101', lang: 'en-US', words: 'one hundred one' }],
    [{ value: '101', lang: 'en-GB' }, { value: '101', lang: 'en-GB', words: 'one hundred and one' }],
    [{ value: '1000000' }, { value: '1000000', lang: 'en-US', words: 'one million' }],
    [{ value: '-12.05' }, { value: '-12.05', lang: 'en-US', words: 'minus twelve point zero five' }],
    [{ value: '.5' }, { value: '0.5', lang: 'en-US', words: 'zero point five' }],
    [{ value: ' +007 ' }, { value: '7', lang: 'en-US', words: 'seven' }],
    [{ value: '1_000' }, { value: '1000', lang: 'en-US', words: 'one thousand' }],
    [{ value: '21', lang: 'es' }, { value: '21', lang: 'es-ES', words: 'veintiuno' }],
    [{ value: '1000000', lang: 'es' }, { value: '1000000', lang: 'es-ES', words: 'un millón' }],
    [{ value: '42', lang: 'fr' }, { value: '42', lang: 'fr-FR', words: 'quarante-deux' }],
    [{ value: '42', lang: 'EN_gb' }, { value: '42', lang: 'en-GB', words: 'forty-two' }],
  ])('%j', async (params, expected) => {
    expect(await ok('to-words', params)).toEqual(expected)
  })

  // Known answers from the RAE's rules, not from n2words: Ortografía de la lengua española (2010),
  // VIII 3.1 (dieciséis, veintiuno, veintidós, doscientos, seiscientos dieciséis; cien for exactly
  // 100, ciento before more; quinientos, setecientos, novecientos), and the DPD entries "uno" and
  // "veintiuno": uno shortens to un, veintiuno to veintiún, before mil and before millón/millones
  // (veintiún mil, treinta y un mil, un millón, ciento un millones; never *veintiuno mil).
  const RAE: readonly [string, string][] = [
    ['16', 'dieciséis'], ['21', 'veintiuno'], ['22', 'veintidós'], ['23', 'veintitrés'], ['26', 'veintiséis'],
    ['100', 'cien'], ['101', 'ciento uno'], ['116', 'ciento dieciséis'], ['200', 'doscientos'], ['500', 'quinientos'],
    ['616', 'seiscientos dieciséis'], ['700', 'setecientos'], ['900', 'novecientos'], ['1000', 'mil'], ['1001', 'mil uno'],
    ['16000', 'dieciséis mil'], ['21000', 'veintiún mil'], ['31000', 'treinta y un mil'], ['101000', 'ciento un mil'],
    ['51021', 'cincuenta y un mil veintiuno'], ['1000000', 'un millón'], ['2000000', 'dos millones'],
    ['21000000', 'veintiún millones'], ['101000000', 'ciento un millones'],
    ['16016016', 'dieciséis millones dieciséis mil dieciséis'], ['-16', 'menos dieciséis'], ['3.16', 'tres punto dieciséis'],
  ]
  it.each(['es-ES', 'es-MX', 'es-US'].flatMap((lang) => RAE.map(([value, words]) => [lang, value, words] as const)))(
    'writes Spanish as the RAE does: %s %s = %s', async (lang, value, words) => {
      expect((await ok('to-words', { value, lang })).words).toBe(words)
    })

  it('a thousand millions is mil millones in Spain and Mexico (the RAE\'s long scale)', async () => {
    expect((await ok('to-words', { value: '21000000000', lang: 'es-ES' })).words).toBe('veintiún mil millones')
    expect((await ok('to-words', { value: '21000000000', lang: 'es-MX' })).words).toBe('veintiún mil millones')
  })

  it('defaults to the language of the call', async () => {
    expect(await ok('to-words', { value: '21' }, 'es')).toEqual({ value: '21', lang: 'es-ES', words: 'veintiuno' })
    expect(await ok('to-words', { value: '21', lang: 'en' }, 'es')).toEqual({ value: '21', lang: 'en-US', words: 'twenty-one' })
  })

  it('the largest English number: 66 nines', async () => {
    const r = await ok('to-words', { value: '9'.repeat(66) })
    expect(r.words).toMatch(/^nine hundred ninety-nine vigintillion .* nine hundred ninety-nine$/)
  })

  it('refuses more digits than the language writes', async () => {
    expect(await refused('to-words', { value: '1'.repeat(67) })).toEqual({
      code: 'WORDS_TOO_LONG',
      error: 'words in en-US are available for at most 66 digits before and 66 after the decimal point, but value has 67 and 0; send a smaller number or fewer decimals',
    })
    expect((await refused('to-words', { value: '1234567890', lang: 'da' })).code).toBe('WORDS_TOO_LONG')
    expect((await refused('to-words', { value: `0.${'1'.repeat(31)}`, lang: 'es' })).code).toBe('WORDS_TOO_LONG')
    expect((await refused('to-words', { value: '1'.repeat(31) }, 'es')).error)
      .toBe('las palabras en es-ES están disponibles para como máximo 30 dígitos antes y 30 después del punto decimal, pero value tiene 31 y 0; envíe un número más pequeño o con menos decimales')
  })

  it('refuses an unknown language, listing the known ones', async () => {
    const { code, error } = await refused('to-words', { value: '1', lang: 'xx' })
    expect(code).toBe('WORDS_LANGUAGE')
    expect(error).toMatch(/^"xx" is not a language available for number words; use one of: am-ET, am-Latn-ET, .*en-GB, .*es-ES, .*zh-Hant-TW$/)
  })

  it.each([
    ['1e5', 'NUMBER_EXPONENT'], ['1e400', 'NUMBER_EXPONENT'], ['abc', 'WORDS_INVALID'], ['1.2.3', 'WORDS_INVALID'],
    ['1,5', 'WORDS_INVALID'], ['5.', 'WORDS_INVALID'], ['-', 'WORDS_INVALID'], ['١٢', 'WORDS_INVALID'], ['0x10', 'WORDS_INVALID'],
    ['Infinity', 'WORDS_INVALID'], ['NaN', 'WORDS_INVALID'],
  ])('value=%s: %s', async (value, code) => {
    expect((await refused('to-words', { value })).code).toBe(code)
  })

  it('writes every language up to its digit limit without gaps', async () => {
    for (const [lang, max] of Object.entries(WORD_LANGUAGES)) {
      for (const value of ['9'.repeat(max), `1${'0'.repeat(max - 1)}`, `-${'7'.repeat(max)}.${'0'.repeat(max - 1)}1`]) {
        const words = (await ok('to-words', { value, lang })).words as string
        expect(words, `${lang} ${value}`).not.toMatch(/undefined|NaN|\s\s|^\s|\s$/)
      }
    }
  })
})

describe('is-prime', () => {
  it.each([
    ['2', true, null, '3'], ['97', true, null, '101'], ['7919', true, null, '7927'],
    ['0', false, null, '2'], ['1', false, null, '2'], ['4', false, '2', '5'],
    ['561', false, '3', '563'], ['3215031751', false, '151', '3215031767'],
    ['18446744073709551615', false, '3', '18446744073709551629'],
    ['18446744073709551557', true, null, '18446744073709551629'],
  ])('%s: prime %s, smallest factor %s, next prime %s', async (value, isPrime, smallestFactor, nextPrime) => {
    expect(await ok('is-prime', { value })).toEqual({ value, is_prime: isPrime, certainty: 'deterministic', smallest_factor: smallestFactor, next_prime: nextPrime })
  })

  it('2^61 - 1 is prime, proven', async () => {
    expect(await ok('is-prime', { value: M(61) })).toMatchObject({ value: '2305843009213693951', is_prime: true, certainty: 'deterministic' })
  })

  it('a strong pseudoprime to bases 2-41 is found composite', async () => {
    expect(await ok('is-prime', { value: '3317044064679887385961981' })).toEqual({
      value: '3317044064679887385961981', is_prime: false, certainty: 'deterministic', smallest_factor: null, next_prime: null,
    })
  })

  it('2^127 - 1 is a probable prime', async () => {
    expect(await ok('is-prime', { value: M(127) })).toEqual({
      value: '170141183460469231731687303715884105727', is_prime: true, certainty: 'probable', smallest_factor: null, next_prime: null,
    })
  })

  it('the cap, 1,000 digits, answers in well under a second: 2^3217 - 1 is prime', async () => {
    const { value: r, ms } = await timed(() => ok('is-prime', { value: M(3217) }))
    expect(r).toMatchObject({ is_prime: true, certainty: 'probable' })
    expect(ms).toBeLessThan(1000)
    const even = await ok('is-prime', { value: `1${'0'.repeat(999)}` })
    expect(even).toMatchObject({ is_prime: false, certainty: 'deterministic', smallest_factor: '2', next_prime: null })
  })

  it('normalises the value', async () => {
    expect((await ok('is-prime', { value: ' +0_097 ' })).value).toBe('97')
  })

  it.each([
    ['-7', 'PARAM_MIN', 'value must be at least 0'],
    ['1.5', 'NUMBER_FRACTION', 'value must be a whole number; remove the decimal point and the fractional part from "1.5"'],
    ['1e400', 'NUMBER_EXPONENT', 'value must be written out in plain digits; scientific notation such as "1e400" is not accepted'],
    ['0x10', 'NUMBER_INVALID', 'value must be a whole number written with the digits 0-9, such as 42 or -7; "0x10" is not one'],
    ['١٢', 'NUMBER_INVALID', 'value must be a whole number written with the digits 0-9, such as 42 or -7; "١٢" is not one'],
  ])('value=%s: %s', async (value, code, error) => {
    expect(await refused('is-prime', { value })).toEqual({ code, error })
  })

  it('refuses 1,001 digits', async () => {
    expect(await refused('is-prime', { value: '9'.repeat(1001) })).toEqual({
      code: 'NUMBER_TOO_LONG', error: 'value may have at most 1000 digits, but it has 1001; send a smaller number',
    })
  })

  it('refuses more than 2,000 characters before reading them', async () => {
    expect((await refused('is-prime', { value: '0'.repeat(2001) })).code).toBe('PARAM_MAX_LENGTH')
  })

  it('speaks Spanish under /es', async () => {
    expect((await refused('is-prime', { value: '1e5' }, 'es')).error)
      .toBe('value debe escribirse con todos sus dígitos; no se acepta la notación científica como "1e5"')
  })
})

describe('gcd-lcm', () => {
  it.each([
    ['12', '18', '6', '36'], ['-4', '6', '2', '12'], ['0', '0', '0', '0'], ['0', '9', '9', '0'], ['1071', '462', '21', '23562'],
    ['18446744073709551616', '18446744073709551615', '1', '340282366920938463444927863358058659840'],
  ])('gcd(%s, %s) = %s, lcm = %s', async (a, b, gcd, lcm) => {
    expect(await ok('gcd-lcm', { a, b })).toEqual({ a, b, gcd, lcm })
  })

  it('normalises both numbers', async () => {
    expect(await ok('gcd-lcm', { a: ' +0012 ', b: '-0' })).toEqual({ a: '12', b: '0', gcd: '12', lcm: '0' })
  })

  it('1,000 digits each is the cap and answers in well under a second', async () => {
    const { value: r, ms } = await timed(() => ok('gcd-lcm', { a: '9'.repeat(1000), b: '3'.repeat(1000) }))
    expect(r.gcd).toBe('3'.repeat(1000))
    expect(r.lcm).toBe('9'.repeat(1000))
    expect(ms).toBeLessThan(1000)
  })

  it.each([
    [{ a: '1.5', b: '2' }, 'NUMBER_FRACTION', 'a must be a whole number; remove the decimal point and the fractional part from "1.5"'],
    [{ a: '2', b: 'x' }, 'NUMBER_INVALID', 'b must be a whole number written with the digits 0-9, such as 42 or -7; "x" is not one'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('gcd-lcm', params)).toEqual({ code, error })
  })

  it('refuses 1,001 digits', async () => {
    expect(await refused('gcd-lcm', { a: '1', b: '9'.repeat(1001) })).toEqual({
      code: 'NUMBER_TOO_LONG', error: 'b may have at most 1000 digits, but it has 1001; send a smaller number',
    })
  })
})
