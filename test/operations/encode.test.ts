import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { call, categoryClient, envelope, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { op, ok, refused } = categoryClient(() => app, 'encode', 'POST')

async function output(name: string, params: Record<string, unknown>): Promise<unknown> {
  return (await ok(name, params)).output
}

const SAMPLES = ['', 'Hello, World!', 'café crème brûlée', 'Ñandú', '日本語のテキスト', '😀👍🏽 family: 👨‍👩‍👧', 'mixed: a\\b "q" <t> & \'s\' é 中 🚀\n\ttab']
const TWO_WAY = ['hex', 'binary', 'html-entities', 'unicode-escape', 'base32']

describe('round trips', () => {
  it.each(TWO_WAY.flatMap((name) => SAMPLES.map((text) => [name, text] as const)))('%s: %j', async (name, text) => {
    const encoded = await output(name, { text })
    expect(typeof encoded).toBe('string')
    expect(await output(name, { text: encoded, mode: 'decode' })).toBe(text)
  })

  it.each(SAMPLES)('html-entities with all=true and unicode-escape with all=true: %j', async (text) => {
    for (const name of ['html-entities', 'unicode-escape']) {
      const encoded = await output(name, { text, all: true }) as string
      expect(encoded).toMatch(/^[\t\n\x20-\x7e]*$/) // nothing but ASCII left
      expect(await output(name, { text: encoded, mode: 'decode' })).toBe(text)
    }
  })

  it('rot13 twice gives the text back', async () => {
    for (const text of SAMPLES) expect(await output('rot13', { text: await output('rot13', { text }) })).toBe(text)
  })

  it('morse round trip of the whole ITU table (upper case)', async () => {
    const text = 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 0123456789 . , : ? \' - / ( ) " = + @ É'
    expect(await output('morse', { text: await output('morse', { text }), mode: 'decode' })).toBe(text)
  })
})

describe('encode/hex', () => {
  it('encodes UTF-8 bytes as lowercase hex', async () => {
    expect(await ok('hex', { text: 'Hi é😀' })).toEqual({ mode: 'encode', output: '486920c3a9f09f9880', bytes: 9 })
    expect(await ok('hex', { text: '' })).toEqual({ mode: 'encode', output: '', bytes: 0 })
  })

  it('decodes any case, with whitespace, colons or 0x prefixes between bytes', async () => {
    for (const text of ['E697A5E69CAC', 'e6 97 a5 e6 9c ac', 'e6:97:a5:E6:9C:AC', '  e697a5\n e69cac ', '0xe697a5 0XE69CAC']) {
      expect(await output('hex', { text, mode: 'decode' })).toBe('日本')
    }
  })

  it('refuses non-hex characters, naming character and position', async () => {
    const { code, error } = await refused('hex', { text: '48 6g', mode: 'decode' })
    expect(code).toBe('HEX_INVALID_CHAR')
    expect(error).toBe('"g" at position 5 is not a hexadecimal digit; use 0-9 and a-f (any case), optionally with spaces or colons between bytes')
    expect((await refused('hex', { text: 'é😀 zz', mode: 'decode' })).error).toMatch(/^"é" at position 1 /)
    expect((await refused('hex', { text: '😀 zz', mode: 'decode' })).error).toMatch(/^"😀" at position 1 /)
    expect((await refused('hex', { text: '48-69', mode: 'decode' })).error).toMatch(/^"-" at position 3 /)
  })

  it('refuses an odd number of digits, even when the total is even', async () => {
    expect(await refused('hex', { text: '486', mode: 'decode' })).toMatchObject({ code: 'HEX_ODD_LENGTH' })
    const { code, error } = await refused('hex', { text: '48 6 9', mode: 'decode' })
    expect(code).toBe('HEX_ODD_LENGTH')
    expect(error).toBe('the hex digits at position 4 are an odd number (1); every byte needs exactly two digits, such as 0a rather than a')
  })

  it('refuses bytes that are not UTF-8', async () => {
    const { code, error } = await refused('hex', { text: '41ff42', mode: 'decode' })
    expect(code).toBe('INVALID_UTF8')
    expect(error).toContain('byte 2 (0xff)')
    // truncated sequence, overlong form, encoded surrogate
    for (const text of ['e697', 'c0af', 'eda080']) {
      expect(await refused('hex', { text, mode: 'decode' })).toMatchObject({ code: 'INVALID_UTF8' })
    }
    expect((await refused('hex', { text: '4142e697', mode: 'decode' })).error).toContain('byte 3 (0xe6)')
  })

  it('keeps a byte order mark rather than dropping it', async () => {
    expect(await output('hex', { text: 'efbbbf41', mode: 'decode' })).toBe('\ufeffA')
  })
})

describe('encode/binary', () => {
  it('encodes bytes as space-separated 8-bit groups', async () => {
    expect(await ok('binary', { text: 'Hi' })).toEqual({ mode: 'encode', output: '01001000 01101001', bytes: 2 })
    expect(await output('binary', { text: 'é' })).toBe('11000011 10101001')
    expect(await output('binary', { text: '' })).toBe('')
  })

  it('decodes groups with any whitespace or a continuous string', async () => {
    expect(await output('binary', { text: '01001000\n01101001', mode: 'decode' })).toBe('Hi')
    expect(await output('binary', { text: ' 01001000 \t 01101001 ', mode: 'decode' })).toBe('Hi')
    expect(await output('binary', { text: '1100001110101001', mode: 'decode' })).toBe('é')
    expect(await output('binary', { text: '   ', mode: 'decode' })).toBe('')
  })

  it('refuses other characters', async () => {
    const { code, error } = await refused('binary', { text: '01001000 0110102', mode: 'decode' })
    expect(code).toBe('BINARY_INVALID_CHAR')
    expect(error).toMatch(/^"2" at position 16 is not a binary digit/)
  })

  it('refuses separated groups that are not 8 bits', async () => {
    const { code, error } = await refused('binary', { text: '01001000 0110100 1', mode: 'decode' })
    expect(code).toBe('BINARY_GROUP_LENGTH')
    expect(error).toBe('the group at position 10 has 7 bits; when bytes are separated by whitespace, every group needs exactly 8 bits')
  })

  it('refuses a continuous string that is not whole bytes', async () => {
    const { code, error } = await refused('binary', { text: '010010000', mode: 'decode' })
    expect(code).toBe('BINARY_LENGTH')
    expect(error).toBe('text has 9 bits, which is not a multiple of 8; send whole bytes of 8 bits each')
  })

  it('refuses bytes that are not UTF-8', async () => {
    expect(await refused('binary', { text: '11111111', mode: 'decode' })).toMatchObject({ code: 'INVALID_UTF8' })
  })
})

describe('encode/rot13', () => {
  it('rotates ASCII letters only', async () => {
    expect(await ok('rot13', { text: 'Why did the chicken cross the road? 42 ñ é 😀' }))
      .toEqual({ output: 'Jul qvq gur puvpxra pebff gur ebnq? 42 ñ é 😀' })
    expect(await output('rot13', { text: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ' }))
      .toBe('nopqrstuvwxyzabcdefghijklmNOPQRSTUVWXYZABCDEFGHIJKLM')
    expect(await output('rot13', { text: '' })).toBe('')
  })
})

describe('encode/morse', () => {
  it('encodes with the ITU table, letters separated by spaces and words by " / "', async () => {
    expect(await ok('morse', { text: 'sos' })).toEqual({ mode: 'encode', output: '... --- ...' })
    expect(await output('morse', { text: '  Hi   there\nyou ' })).toBe('.... .. / - .... . .-. . / -.-- --- ..-')
    expect(await output('morse', { text: 'é@1.' })).toBe('..-.. .--.-. .---- .-.-.-')
    expect(await output('morse', { text: '2×3=6' })).toBe('..--- -..- ...-- -...- -....')
    expect(await output('morse', { text: '' })).toBe('')
  })

  it('follows the ITU-R M.1677-1 table exactly', async () => {
    const table: Record<string, string> = {
      A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', F: '..-.', G: '--.', H: '....', I: '..', J: '.---',
      K: '-.-', L: '.-..', M: '--', N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-',
      U: '..-', V: '...-', W: '.--', X: '-..-', Y: '-.--', Z: '--..', É: '..-..',
      1: '.----', 2: '..---', 3: '...--', 4: '....-', 5: '.....', 6: '-....', 7: '--...', 8: '---..', 9: '----.', 0: '-----',
      '.': '.-.-.-', ',': '--..--', ':': '---...', '?': '..--..', "'": '.----.', '-': '-....-', '/': '-..-.',
      '(': '-.--.', ')': '-.--.-', '"': '.-..-.', '=': '-...-', '+': '.-.-.', '@': '.--.-.',
    }
    const chars = Object.keys(table)
    expect(await output('morse', { text: chars.join('') })).toBe(chars.map((c) => table[c]).join(' '))
    expect(await output('morse', { text: Object.values(table).join(' '), mode: 'decode' })).toBe(chars.join(''))
  })

  it('refuses characters without a Morse code, naming the first', async () => {
    const { code, error } = await refused('morse', { text: 'Hi! ¿Qué?' })
    expect(code).toBe('MORSE_UNSUPPORTED_CHAR')
    expect(error).toMatch(/^"!" at position 3 has no International Morse code/)
    expect((await refused('morse', { text: '😀😀 ñ' })).error).toMatch(/^"😀" at position 1 /)
    expect((await refused('morse', { text: 'ok 😀 ñ' })).error).toMatch(/^"😀" at position 4 /)
  })

  it('decodes with "/", line breaks or 3+ spaces between words', async () => {
    expect(await output('morse', { text: '.... .. / - .... . .-. .', mode: 'decode' })).toBe('HI THERE')
    expect(await output('morse', { text: '.... ..   - .... . .-. .', mode: 'decode' })).toBe('HI THERE')
    expect(await output('morse', { text: '.... ..\n- .... . .-. .', mode: 'decode' })).toBe('HI THERE')
    expect(await output('morse', { text: '....  ..//- ....', mode: 'decode' })).toBe('HI TH')
    expect(await output('morse', { text: '··· −−− ···', mode: 'decode' })).toBe('SOS')
    expect(await output('morse', { text: ' ', mode: 'decode' })).toBe('')
  })

  it('refuses characters that are not dots, dashes or separators', async () => {
    const { code, error } = await refused('morse', { text: '... ---x ...', mode: 'decode' })
    expect(code).toBe('MORSE_INVALID_CHAR')
    expect(error).toMatch(/^"x" at position 8 is not part of Morse code/)
  })

  it('refuses unknown sequences', async () => {
    const { code, error } = await refused('morse', { text: '... ........ ...', mode: 'decode' })
    expect(code).toBe('MORSE_UNKNOWN_CODE')
    expect(error).toMatch(/^"\.\.\.\.\.\.\.\." at position 5 is not the Morse code/)
  })
})

describe('encode/html-entities', () => {
  it('escapes the five HTML special characters', async () => {
    expect(await ok('html-entities', { text: `<p class="a">Tom & Jerry's café</p>` }))
      .toEqual({ mode: 'encode', output: '&lt;p class=&quot;a&quot;&gt;Tom &amp; Jerry&#39;s café&lt;/p&gt;' })
  })

  it('with all, writes non-ASCII characters as decimal references, one per code point', async () => {
    expect(await output('html-entities', { text: 'é中😀<', all: 'true' })).toBe('&#233;&#20013;&#128512;&lt;')
    expect(await output('html-entities', { text: 'é', all: false })).toBe('é')
  })

  it('decodes named, decimal and hex references the HTML5 way', async () => {
    const cases: [string, string][] = [
      ['&lt;&gt;&amp;&quot;&apos;&nbsp;', '<>&"\'\u00a0'],
      ['&NotNestedGreaterGreater; &fjlig; &Afr;', '\u2aa2\u0338 fj 𝔄'],
      ['&#233;&#xe9;&#XE9;&#x1F600;', 'ééé😀'],
      ['&copy 2024 &amp', '© 2024 &'], // legacy names work without a semicolon
      ['&unknown; &#; &#x; & ;', '&unknown; &#; &#x; & ;'], // left as-is
      ['&#xD800;|&#x110000;|&#0;|&#99999999999;', '\ufffd|\ufffd|\ufffd|\ufffd'],
      ['&#128;', '€'], // windows-1252 remapping from the HTML5 table
    ]
    for (const [text, expected] of cases) expect(await output('html-entities', { text, mode: 'decode' }), text).toBe(expected)
  })
})

describe('encode/unicode-escape', () => {
  it('escapes non-ASCII code units, astral characters as surrogate pairs, and backslashes', async () => {
    expect(await ok('unicode-escape', { text: 'Ñ 中 😀 \\n' }))
      .toEqual({ mode: 'encode', output: '\\u00d1 \\u4e2d \\ud83d\\ude00 \\\\n' })
    expect(await output('unicode-escape', { text: 'a\\é', all: true })).toBe('\\u0061\\u005c\\u00e9')
  })

  it('decodes both escape forms, any case, and \\\\', async () => {
    expect(await output('unicode-escape', { text: '\\u00E9\\u{1f600}\\u{41}\\uD83D\\uDE80', mode: 'decode' })).toBe('é😀A🚀')
    expect(await output('unicode-escape', { text: '\\u{D83D}\\u{DE00}', mode: 'decode' })).toBe('😀')
    expect(await output('unicode-escape', { text: 'C:\\temp \\n \\\\u0041', mode: 'decode' })).toBe('C:\\temp \\n \\u0041')
    expect(await output('unicode-escape', { text: 'trailing \\', mode: 'decode' })).toBe('trailing \\')
  })

  it('refuses malformed escapes, naming them and their position', async () => {
    const { code, error } = await refused('unicode-escape', { text: 'ab\\u12 cd', mode: 'decode' })
    expect(code).toBe('UNICODE_ESCAPE_MALFORMED')
    expect(error).toMatch(/^"\\u12" at position 3 is not a valid escape/)
    expect((await refused('unicode-escape', { text: '😀\\uZZZZ', mode: 'decode' })).error).toMatch(/^"\\uZZZZ" at position 2 /)
    for (const text of ['\\u', '\\u{}', '\\u{12', '\\u{1F60G}', '\\u{0000000000000041}']) {
      expect(await refused('unicode-escape', { text, mode: 'decode' }), text).toMatchObject({ code: 'UNICODE_ESCAPE_MALFORMED' })
    }
  })

  it('refuses code points beyond U+10FFFF', async () => {
    const { code, error } = await refused('unicode-escape', { text: 'x\\u{110000}', mode: 'decode' })
    expect(code).toBe('UNICODE_ESCAPE_RANGE')
    expect(error).toBe('"\\u{110000}" at position 2 is beyond U+10FFFF, the largest Unicode code point')
  })

  it('refuses lone surrogates', async () => {
    for (const [text, position] of [['a\\ud83d', 2], ['\\ude00b', 1], ['ab\\ud83d\\u0041', 3], ['\\ud83d\\ud83d\\ude00', 1]] as const) {
      const { code, error } = await refused('unicode-escape', { text, mode: 'decode' })
      expect(code, text).toBe('UNICODE_LONE_SURROGATE')
      expect(error).toContain(`at position ${position} is half of a surrogate pair`)
    }
  })
})

describe('encode/base32', () => {
  // RFC 4648 section 10 test vectors.
  const VECTORS: [string, string][] = [
    ['', ''], ['f', 'MY======'], ['fo', 'MZXQ===='], ['foo', 'MZXW6==='],
    ['foob', 'MZXW6YQ='], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI======'],
  ]

  it.each(VECTORS)('RFC 4648 vector %j encodes to %j and back', async (text, encoded) => {
    expect(await ok('base32', { text })).toEqual({ mode: 'encode', output: encoded, bytes: text.length })
    expect(await output('base32', { text: encoded, mode: 'decode' })).toBe(text)
    expect(await output('base32', { text: encoded.toLowerCase().replace(/=/g, ''), mode: 'decode' })).toBe(text)
  })

  it('ignores whitespace when decoding', async () => {
    expect(await output('base32', { text: ' MZXW 6YTB\nOI== ====\n', mode: 'decode' })).toBe('foobar')
  })

  it('encodes UTF-8', async () => {
    expect(await output('base32', { text: 'é' })).toBe('YOUQ====')
  })

  it('refuses characters outside the alphabet', async () => {
    const { code, error } = await refused('base32', { text: 'MZXW1YTB', mode: 'decode' })
    expect(code).toBe('BASE32_INVALID_CHAR')
    expect(error).toMatch(/^"1" at position 5 is not in the Base32 alphabet/)
    expect((await refused('base32', { text: 'MZXW6YT8', mode: 'decode' })).code).toBe('BASE32_INVALID_CHAR')
  })

  it('refuses impossible lengths', async () => {
    for (const text of ['M', 'MZX', 'MZXW6Y', 'MZXW6YTBO']) {
      expect(await refused('base32', { text, mode: 'decode' }), text).toMatchObject({ code: 'BASE32_LENGTH' })
    }
    expect((await refused('base32', { text: 'MZX===', mode: 'decode' })).error).toMatch(/^3 Base32 characters/)
  })

  it('refuses wrong or misplaced padding', async () => {
    for (const text of ['MY=', 'MY=======', '========', 'MZXW6YTB========']) {
      expect(await refused('base32', { text, mode: 'decode' }), text).toMatchObject({ code: 'BASE32_PADDING' })
    }
    const { code, error } = await refused('base32', { text: 'MY======MY======', mode: 'decode' })
    expect(code).toBe('BASE32_MISPLACED_PADDING')
    expect(error).toBe('the character at position 9 comes after = padding; padding may only appear at the end')
  })

  it('refuses bytes that are not UTF-8', async () => {
    // "JBSWY3DPEHPK3PXP" is a typical TOTP secret: binary, not text.
    expect(await refused('base32', { text: 'JBSWY3DPEHPK3PXP', mode: 'decode' })).toMatchObject({ code: 'INVALID_UTF8' })
  })
})

describe('encode/url-parse', () => {
  it('splits a URL into its parts', async () => {
    expect(await ok('url-parse', { text: 'HTTPS://u%40ser:p%3Ass@www.Example.COM:443/a/./b/../c%2Fd?x=1&y=a+b&x=2&x=3&z=%E2%82%AC&empty=#frag#ment' })).toEqual({
      href: 'https://u%40ser:p%3Ass@www.example.com/a/c%2Fd?x=1&y=a+b&x=2&x=3&z=%E2%82%AC&empty=#frag#ment',
      scheme: 'https',
      username: 'u%40ser',
      password: 'p%3Ass',
      host: 'www.example.com',
      hostname: 'www.example.com',
      host_unicode: 'www.example.com',
      hostname_unicode: 'www.example.com',
      port: null,
      default_port: 443,
      effective_port: 443,
      path: '/a/c%2Fd',
      query: { x: ['1', '2', '3'], y: 'a b', z: '€', empty: '' },
      query_string: 'x=1&y=a+b&x=2&x=3&z=%E2%82%AC&empty=',
      fragment: 'frag#ment',
      origin: 'https://www.example.com',
    })
  })

  it('gives punycode and Unicode forms of an international domain name', async () => {
    expect(await ok('url-parse', { text: 'https://Bücher.example:8080/' })).toMatchObject({
      host: 'xn--bcher-kva.example:8080',
      hostname: 'xn--bcher-kva.example',
      host_unicode: 'bücher.example:8080',
      hostname_unicode: 'bücher.example',
      port: 8080,
      effective_port: 8080,
      origin: 'https://xn--bcher-kva.example:8080',
    })
  })

  it('handles IPv6 hosts, non-special schemes and a __proto__ key', async () => {
    expect(await ok('url-parse', { text: 'http://[::1]:3000/?__proto__=x&constructor=y' })).toMatchObject({
      host: '[::1]:3000', hostname: '[::1]', hostname_unicode: '[::1]', port: 3000,
      query: { ['__proto__']: 'x', constructor: 'y' },
    })
    const res = await call(app, op('url-parse'), { text: 'http://h/?__proto__=x' })
    expect(res.body).toContain('"query":{"__proto__":"x"}')
    expect(await ok('url-parse', { text: 'mailto:someone@example.com?subject=Hi%20there' })).toMatchObject({
      scheme: 'mailto', host: '', path: 'someone@example.com', port: null, default_port: null,
      effective_port: null, query: { subject: 'Hi there' }, origin: null,
    })
  })

  it('refuses a relative or malformed URL', async () => {
    for (const text of ['/just/a/path', 'example.com', 'http://exa mple.com/', 'https://[::1/', 'http://a:99999/', '']) {
      const { code, error } = await refused('url-parse', { text })
      expect(code, text).toBe('URL_INVALID')
      expect(error).toBe(`"${text}" is not a valid absolute URL; include the scheme and the host, as in https://example.com/path`)
    }
  })
})

describe('parameters and transport', () => {
  it('requires text', async () => {
    for (const name of ['hex', 'binary', 'rot13', 'morse', 'html-entities', 'unicode-escape', 'base32', 'url-parse']) {
      const { code, error } = await refused(name, {})
      expect(code, name).toBe('PARAM_REQUIRED')
      expect(error).toBe('text is required')
    }
    expect(await refused('base32', { mode: 'decode' })).toMatchObject({ code: 'PARAM_REQUIRED' })
    expect(await refused('hex', { text: null, mode: 'decode' })).toMatchObject({ code: 'PARAM_REQUIRED' })
  })

  it('refuses an unknown mode and a text over the length cap', async () => {
    expect(await refused('hex', { text: 'a', mode: 'sideways' })).toMatchObject({ code: 'PARAM_ENUM', error: 'mode must be one of: encode, decode' })
    expect(await refused('rot13', { text: 'a'.repeat(1_000_001) })).toMatchObject({ code: 'PARAM_MAX_LENGTH' })
  })

  it('handles a large input within the cap', async () => {
    const text = 'ab'.repeat(500_000)
    const result = await ok('hex', { text })
    expect(result.bytes).toBe(1_000_000)
    expect((result.output as string).length).toBe(2_000_000)
  })

  it('answers in Spanish under /es', async () => {
    const { code, error } = await refused('hex', { text: '48 6g', mode: 'decode' }, 'es')
    expect(code).toBe('HEX_INVALID_CHAR')
    expect(error).toBe('"g" en la posición 5 no es un dígito hexadecimal; use 0-9 y a-f (mayúsculas o minúsculas), con espacios o dos puntos opcionales entre bytes')
    expect((await refused('base32', { text: 'M', mode: 'decode' }, 'es')).error)
      .toMatch(/^1 caracteres Base32 \(sin contar el relleno\) es una longitud/)
  })

  it('accepts a form-encoded body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/encode/hex',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ text: 'c3 a9 e2 82 ac', mode: 'decode' }).toString(),
    })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toMatchObject({ ok: true, result: { mode: 'decode', output: 'é€', bytes: 5 } })

    const flag = await app.inject({
      method: 'POST',
      url: '/api/v1/encode/html-entities',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=%C3%A9%26&all=1',
    })
    expect(envelope(flag)).toMatchObject({ ok: true, result: { output: '&#233;&amp;' } })
  })

  it('is POST only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/encode/rot13?text=abc' })
    expect(res.statusCode).toBe(405)
  })
})
