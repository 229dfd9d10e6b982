import { gzipSync, brotliCompressSync, deflateRawSync, deflateSync, constants } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, failure, makeApp } from '../helpers.ts'
import { base58Decode, base58Encode } from '../../src/lib/encoding/base58.ts'
import { base85Decode, base85Encode } from '../../src/lib/encoding/base85.ts'
import { base45Decode, base45Encode } from '../../src/lib/encoding/base45.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'encode')
const ok = (name: string, params: Record<string, unknown>) => api.ok(name, { params })
const output = async (name: string, params: Record<string, unknown>) => (await ok(name, params)).output
const refused = (name: string, params: Record<string, unknown>, code: string | RegExp, status = 422, message?: string | RegExp) =>
  api.refused(name, { params }, status, code, { withinMs: 2000, ...(message !== undefined && { message }) })
const hex = (text: string) => Buffer.from(text, 'hex')
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

const SAMPLES = ['', 'a', 'Hello, World!', 'café crème brûlée', 'Ñandú', '日本語のテキスト', '😀👍🏽 family: 👨‍👩‍👧', 'mixed: a\\b "q" <t> & \'s\' é 中 🚀\n\ttab', '\u0000\u0000lead']

describe('round trips', () => {
  const twoWay: [string, Record<string, unknown>][] = [
    ['base58', {}], ['base85', {}], ['base85', { variant: 'rfc1924' }], ['base45', {}],
    ['quoted-printable', { line_break: 'lf' }], ['compress', {}], ['compress', { format: 'deflate' }],
    ['compress', { format: 'zlib', level: 9 }], ['compress', { format: 'brotli' }], ['compress', { format: 'gzip', level: 0 }],
  ]
  it.each(twoWay.flatMap(([name, extra]) => SAMPLES.map((text) => [name, extra, text] as const)))('%s %j: %j', async (name, extra, text) => {
    const encoded = await output(name, { text, ...extra })
    expect(typeof encoded).toBe('string')
    expect(await output(name, { text: encoded, mode: 'decode', ...extra })).toBe(text)
  })

  it('rot47 twice gives the text back', async () => {
    for (const text of SAMPLES) expect(await output('rot47', { text: await output('rot47', { text }) })).toBe(text)
  })

  it('nato: the spelling reads back as the text in upper case', async () => {
    const text = 'The quick brown fox, 1234567890!\nJumps over: the lazy dog'
    expect(await output('nato', { text: await output('nato', { text }), mode: 'decode' })).toBe(text.toUpperCase())
  })
})

describe('encode/base58', () => {
  // Bitcoin Core, src/test/data/base58_encode_decode.json
  const BITCOIN: [string, string][] = [
    ['', ''], ['61', '2g'], ['626262', 'a3gV'], ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'], ['bf4f89001e670274dd', '3SEo3LWLoPntC'], ['572e4794', '3EFU7m'],
    ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'], ['10c8511e', 'Rt5zm'], ['00000000000000000000', '1111111111'],
    ['000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'],
  ]
  it.each(BITCOIN)('Bitcoin vector %s <-> %s', (bytes, text) => {
    expect(base58Encode(hex(bytes))).toBe(text)
    expect(toHex(base58Decode(text))).toBe(bytes)
  })

  it('encodes text through the API, leading NUL bytes as 1', async () => {
    expect(await ok('base58', { text: 'simply a long string' })).toEqual({ mode: 'encode', output: '2cFupjhnEsSn59qHXstmK2ffpLv2', bytes: 20 })
    expect(await output('base58', { text: '\u0000\u0000bbb' })).toBe('11a3gV')
    expect(await ok('base58', { text: ' \n2cFupjhnEsSn59qHXstmK2ffpLv2\n', mode: 'decode' })).toEqual({ mode: 'decode', output: 'simply a long string', bytes: 20 })
  })

  it('refuses characters outside the alphabet, naming them', async () => {
    await refused('base58', { text: '2cFu0jhn', mode: 'decode' }, 'BASE58_INVALID_CHAR', 422, /^"0" at position 5 is not in the Base58 alphabet/)
    for (const text of ['abcO', 'abcI', 'abcl', 'ab c', 'é']) await refused('base58', { text, mode: 'decode' }, 'BASE58_INVALID_CHAR')
  })

  it('refuses decoded bytes that are not UTF-8', async () => {
    await refused('base58', { text: '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L', mode: 'decode' }, 'INVALID_UTF8')
  })

  it('caps the quadratic conversion: 4096 bytes to encode, 5596 characters to decode', async () => {
    expect((await ok('base58', { text: 'a'.repeat(4096) })).bytes).toBe(4096)
    await refused('base58', { text: 'a'.repeat(4097) }, 'TEXT_TOO_LARGE', 413, 'text is 4097 bytes; the limit is 4096 bytes (UTF-8)')
    await refused('base58', { text: '𝕏'.repeat(20_000) }, 'TEXT_TOO_LARGE', 413)
    const longest = base58Encode(new Uint8Array(4096).fill(0xff))
    expect(longest.length).toBeLessThanOrEqual(5596)
    await refused('base58', { text: 'z'.repeat(5597), mode: 'decode' }, 'TEXT_TOO_LARGE', 413)
    await refused('base58', { text: 'z'.repeat(1_000_000), mode: 'decode' }, 'TEXT_TOO_LARGE', 413)
  })
})

describe('encode/base85', () => {
  // Python 3.11 base64.a85encode / base64.b85encode, run once.
  const ASCII85: [string, string][] = [
    ['Hello, World!', '87cURD_*#4DfTZ)+T'], ['café crème', '@prueW?>\\k_l.E`'], ['\u0000\u0000\u0000\u0000abc', 'z@:E^'],
    ['a', '@/'], ['ab', '@:B'], ['abc', '@:E^'], ['abcd', '@:E_W'], ['Ñandú 😀', '_i\\AFAAbu$n=Q(u'], ['', ''],
  ]
  const RFC1924: [string, string][] = [
    ['Hello, World!', 'NM&qnZ!92JZ*pv8Ap'], ['café crème', 'V_{~)sUTx=!>Da#'], ['\u0000\u0000\u0000\u0000abc', '00000VPaz'],
    ['a', 'VE'], ['ab', 'VPX'], ['abc', 'VPaz'], ['abcd', 'VPa!s'], ['Ñandú 😀', '!;xWbWW%~3@Sm7~'], ['', ''],
  ]
  it.each(ASCII85)('ascii85 %j', async (text, encoded) => {
    expect(await output('base85', { text })).toBe(encoded)
    expect(await output('base85', { text: encoded, mode: 'decode' })).toBe(text)
  })
  it.each(RFC1924)('rfc1924 %j', async (text, encoded) => {
    expect(await output('base85', { text, variant: 'rfc1924' })).toBe(encoded)
    expect(await output('base85', { text: encoded, mode: 'decode', variant: 'rfc1924' })).toBe(text)
  })

  it('Z85: the specification example, and Python b85encode in the Z85 alphabet', async () => {
    // ZeroMQ RFC 32/Z85: 86 4F D2 6F B5 59 F7 5B <-> HelloWorld
    expect(base85Encode(hex('864FD26FB559F75B'), 'z85')).toBe('HelloWorld')
    expect(toHex(base85Decode('HelloWorld', 'z85'))).toBe('864fd26fb559f75b')
    expect(await output('base85', { text: 'abcd', variant: 'z85' })).toBe('vpA.S')
    expect(await output('base85', { text: '\u0000\u0000\u0000\u0000abcd', variant: 'z85' })).toBe('00000vpA.S')
    expect(await output('base85', { text: 'vpA.S', mode: 'decode', variant: 'z85' })).toBe('abcd')
    // The example's bytes are not UTF-8 text.
    await refused('base85', { text: 'HelloWorld', mode: 'decode', variant: 'z85' }, 'INVALID_UTF8')
  })

  it('Z85 length rules', async () => {
    await refused('base85', { text: 'abc', variant: 'z85' }, 'Z85_BYTES', 422, 'Z85 encodes only a multiple of 4 bytes, and the text is 3 bytes; add 1 bytes (padding such as spaces) or use the ascii85 or rfc1924 variant')
    await refused('base85', { text: 'vpA.', mode: 'decode', variant: 'z85' }, 'Z85_LENGTH')
    await refused('base85', { text: 'vpA.Svp', mode: 'decode', variant: 'z85' }, 'Z85_LENGTH')
  })

  it('Ascii85 decoding: delimiters, whitespace and z', async () => {
    expect(await output('base85', { text: '<~87cURD_*#4DfTZ)+T~>', mode: 'decode' })).toBe('Hello, World!')
    expect(await output('base85', { text: '  87cURD_*#4\n DfTZ)+T~>', mode: 'decode' })).toBe('Hello, World!')
    expect(await output('base85', { text: 'z@:E^', mode: 'decode' })).toBe('\u0000\u0000\u0000\u0000abc')
  })

  it('refuses bad Base85 with its position', async () => {
    await refused('base85', { text: '87cURv', mode: 'decode' }, 'BASE85_INVALID_CHAR', 422, '"v" at position 6 is not in the ascii85 alphabet; check that the variant parameter matches the encoding of the text')
    await refused('base85', { text: '@:zE^', mode: 'decode' }, 'BASE85_MISPLACED_Z', 422, /position 3/)
    await refused('base85', { text: '87cURD', mode: 'decode' }, 'BASE85_LAST_GROUP', 422, /position 6/)
    // s8W-" is 2^32 in Ascii85; ||||| is above it in RFC 1924.
    await refused('base85', { text: 's8W-"', mode: 'decode' }, 'BASE85_GROUP_OVERFLOW', 422, /^the group "s8W-"" at position 1 /)
    await refused('base85', { text: '00000|||||', mode: 'decode', variant: 'rfc1924' }, 'BASE85_GROUP_OVERFLOW', 422, /position 6/)
    await refused('base85', { text: 'ab"c', mode: 'decode', variant: 'rfc1924' }, 'BASE85_INVALID_CHAR')
    await refused('base85', { text: '~~~~~', mode: 'decode', variant: 'rfc1924' }, 'BASE85_GROUP_OVERFLOW')
    expect(failure(() => base85Decode('s8W-"', 'ascii85'))).toEqual({ code: 'BASE85_GROUP_OVERFLOW', vars: { group: 's8W-"', position: 1 } })
    expect(toHex(base85Decode('s8W-!', 'ascii85'))).toBe('ffffffff')
  })

  it('handles the largest text quickly', async () => {
    const { res, ms } = await api.timed('base85', { params: { text: 'é'.repeat(500_000) } })
    expect(res.statusCode).toBe(200)
    expect(ms).toBeLessThan(2000)
  })
})

describe('encode/base45', () => {
  // RFC 9285 sections 4.3 and 4.4.
  it('RFC 9285 examples', async () => {
    expect(await ok('base45', { text: 'AB' })).toEqual({ mode: 'encode', output: 'BB8', bytes: 2 })
    expect(await output('base45', { text: 'Hello!!' })).toBe('%69 VD92EX0')
    expect(await output('base45', { text: 'base-45' })).toBe('UJCLQE7W581')
    expect(await ok('base45', { text: 'QED8WEX0', mode: 'decode' })).toEqual({ mode: 'decode', output: 'ietf!', bytes: 5 })
    expect(base45Encode(new Uint8Array([0xff, 0xff]))).toBe('FGW')
    expect(toHex(base45Decode('FGW'))).toBe('ffff')
  })

  it('refuses what RFC 9285 section 4.2 says a decoder must', async () => {
    // GGW is 65536 + 1 (RFC 9285 section 4.2): too big for two bytes.
    await refused('base45', { text: 'GGW', mode: 'decode' }, 'BASE45_GROUP_OVERFLOW', 422, /^the group "GGW" at position 1 is worth more than 65535/)
    await refused('base45', { text: 'BB8:::', mode: 'decode' }, 'BASE45_GROUP_OVERFLOW', 422, /position 4/)
    await refused('base45', { text: 'BB8:;', mode: 'decode' }, 'BASE45_INVALID_CHAR', 422, /^";" at position 5 /)
    await refused('base45', { text: 'BB8:', mode: 'decode' }, 'BASE45_LENGTH', 422, /^4 Base45 characters/)
    await refused('base45', { text: 'BB8::', mode: 'decode' }, 'BASE45_GROUP_OVERFLOW', 422, /worth more than 255/)
    await refused('base45', { text: 'bb8', mode: 'decode' }, 'BASE45_INVALID_CHAR')
    await refused('base45', { text: 'BB8\n', mode: 'decode' }, 'BASE45_INVALID_CHAR')
  })
})

describe('encode/nato', () => {
  it('spells letters with ICAO words and digits as Zero … Nine, keeping the rest', async () => {
    expect(await ok('nato', { text: 'Jw 19' })).toEqual({ mode: 'encode', output: 'Juliett Whiskey   One Nine' })
    expect(await output('nato', { text: 'abcdefghijklmnopqrstuvwxyz' })).toBe('Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu')
    expect(await output('nato', { text: '0123456789' })).toBe('Zero One Two Three Four Five Six Seven Eight Nine')
    expect(await output('nato', { text: 'é-x!' })).toBe('é - X-ray !')
    expect(await output('nato', { text: '' })).toBe('')
  })

  it('reads back the ICAO words and the usual other spellings in any case', async () => {
    expect(await output('nato', { text: 'ALFA alpha Juliett juliet X-ray xray Niner Fife Tree Fower Nine Five Three Four', mode: 'decode' })).toBe('AAJJXX95349534')
    expect(await output('nato', { text: 'Hotel Echo Lima Lima Oscar , / Whiskey', mode: 'decode' })).toBe('HELLO,/W')
    expect(await output('nato', { text: 'Hotel India   Bravo\nCharlie', mode: 'decode' })).toBe('HI B\nC')
  })
})

describe('encode/rot47', () => {
  it('rotates printable ASCII by 47', async () => {
    // The classic example of the ROT47 literature.
    expect(await ok('rot47', { text: 'The Quick Brown Fox Jumps Over The Lazy Dog.' })).toEqual({ output: '%96 "F:4< qC@H? u@I yF>AD ~G6C %96 {2KJ s@8]' })
    expect(await output('rot47', { text: '!~ é\n' })).toBe('PO é\n')
  })
})

describe('encode/punycode', () => {
  // RFC 3492 section 7.1 sample strings (checked against Python's punycode codec); samples with
  // upper case ASCII are given in lower case, as UTS 46 maps them.
  const RFC3492: [string, string][] = [
    ['A', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F|egbpdaj6bu4bxfgehfvwxn'],
    ['B', '\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587|ihqwcrb4cv8a8dqg056pqjye'],
    ['C', '\u4ED6\u5011\u7232\u4EC0\u9EBD\u4E0D\u8AAA\u4E2D\u6587|ihqwctvzc91f659drss3x8bo0yb'],
    ['E', '\u05DC\u05DE\u05D4\u05D4\u05DD\u05E4\u05E9\u05D5\u05D8\u05DC\u05D0\u05DE\u05D3\u05D1\u05E8\u05D9\u05DD\u05E2\u05D1\u05E8\u05D9\u05EA|4dbcagdahymbxekheh6e0a7fei0b'],
    ['G', '\u306A\u305C\u307F\u3093\u306A\u65E5\u672C\u8A9E\u3092\u8A71\u3057\u3066\u304F\u308C\u306A\u3044\u306E\u304B|n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
    ['L', '3\u5E74b\u7D44\u91D1\u516B\u5148\u751F|3b-ww4c5e180e575a65lsy2b'],
    ['M', '\u5B89\u5BA4\u5948\u7F8E\u6075-with-super-monkeys|-with-super-monkeys-pc58ag80a8qai00g7n9n'],
    ['N', 'hello-another-way-\u305D\u308C\u305E\u308C\u306E\u5834\u6240|hello-another-way--fc4qua05auwb3674vfr0b'],
    ['O', '\u3072\u3068\u3064\u5C4B\u6839\u306E\u4E0B2|2-u9tlzr9756bt3uc0v'],
    ['P', 'maji\u3067koi\u3059\u308B5\u79D2\u524D|majikoi5-783gue6qz075azm5e'],
    ['Q', '\u30D1\u30D5\u30A3\u30FCde\u30EB\u30F3\u30D0|de-jg4avhby1noc0d'],
    ['R', '\u305D\u306E\u30B9\u30D4\u30FC\u30C9\u3067|d9juau41awczczp'],
  ]
  it.each(RFC3492)('sample (%s)', async (_, pair) => {
    const [unicode, code] = pair.split('|') as [string, string]
    expect(await ok('punycode', { text: unicode })).toEqual({ mode: 'encode', output: `xn--${code}`, ascii: `xn--${code}`, unicode })
    expect(await output('punycode', { text: `xn--${code}`, mode: 'decode' })).toBe(unicode)
  })

  it('UTS 46 nontransitional: mapping, ß and ς kept, a final dot kept', async () => {
    expect(await ok('punycode', { text: 'münchen.de' })).toEqual({ mode: 'encode', output: 'xn--mnchen-3ya.de', ascii: 'xn--mnchen-3ya.de', unicode: 'münchen.de' })
    expect(await ok('punycode', { text: 'xn--mnchen-3ya.de', mode: 'decode' })).toEqual({ mode: 'decode', output: 'münchen.de', ascii: 'xn--mnchen-3ya.de', unicode: 'münchen.de' })
    expect(await output('punycode', { text: 'MÜNCHEN.DE' })).toBe('xn--mnchen-3ya.de')
    expect(await output('punycode', { text: 'faß.de' })).toBe('xn--fa-hia.de')
    expect(await output('punycode', { text: 'βόλος.com' })).toBe('xn--nxasmm1c.com')
    expect(await output('punycode', { text: 'ｅｘａｍｐｌｅ。ｃｏｍ' })).toBe('example.com')
    expect(await output('punycode', { text: 'bücher.example.' })).toBe('xn--bcher-kva.example.')
    expect(await output('punycode', { text: '_dmarc.example.com' })).toBe('_dmarc.example.com')
    expect(await output('punycode', { text: 'xn--bcher-kva', mode: 'decode' })).toBe('bücher')
  })

  it('refuses invalid labels, saying which and why', async () => {
    await refused('punycode', { text: '-abc.de' }, 'PUNYCODE_HYPHEN', 422, /^the label "-abc" at position 1 begins or ends with a hyphen/)
    await refused('punycode', { text: 'ab--c.de' }, 'PUNYCODE_HYPHEN')
    await refused('punycode', { text: 'a..de' }, 'PUNYCODE_EMPTY_LABEL', 422, /^the label at position 3 is empty/)
    await refused('punycode', { text: 'xn--a.de', mode: 'decode' }, 'PUNYCODE_BAD_ACE', 422, /^the label "xn--a" at position 1 /)
    await refused('punycode', { text: 'xn--abc-.de', mode: 'decode' }, /^PUNYCODE_/)
    await refused('punycode', { text: '\u0301a.de' }, 'PUNYCODE_INVALID_LABEL')
    await refused('punycode', { text: 'ab\u200dc.de' }, 'PUNYCODE_INVALID_LABEL')
    await refused('punycode', { text: 'a\ufffdb.de' }, 'PUNYCODE_DISALLOWED_CHAR', 422, /contains "\ufffd" \(U\+FFFD\)/)
    await refused('punycode', { text: 'a b.de' }, 'PUNYCODE_DISALLOWED_CHAR', 422, 'the label "a b" at position 1 contains " " (U+0020), which domain names do not allow; remove or replace it')
    await refused('punycode', { text: 'ok.a/b' }, 'PUNYCODE_DISALLOWED_CHAR', 422, /^the label "a\/b" at position 4 /)
    await refused('punycode', { text: '_dmarc.example.com', std3: true }, 'PUNYCODE_DISALLOWED_CHAR')
    await refused('punycode', { text: '1.\u05e9' }, 'PUNYCODE_BIDI_DOMAIN')
  })

  it('applies the DNS lengths: 63 octets a label, 253 a name, in ASCII form', async () => {
    expect(await output('punycode', { text: `${'a'.repeat(63)}.de` })).toBe(`${'a'.repeat(63)}.de`)
    await refused('punycode', { text: `${'a'.repeat(64)}.de` }, 'PUNYCODE_LABEL_TOO_LONG', 422, /is 64 octets in ASCII form, over the limit of 63/)
    await refused('punycode', { text: `${'ü'.repeat(60)}.de` }, 'PUNYCODE_LABEL_TOO_LONG')
    const name = [61, 63, 63, 63].map((n) => 'a'.repeat(n)).join('.') // 253
    expect(await output('punycode', { text: name })).toBe(name)
    await refused('punycode', { text: `a${name}` }, 'PUNYCODE_NAME_TOO_LONG', 422, 'the name is 254 octets in ASCII form, over the limit of 253; use fewer or shorter labels')
    expect(await output('punycode', { text: `${name}.` })).toBe(`${name}.`)
  })

  it('bounds the text: 1 to 1024 characters', async () => {
    await refused('punycode', { text: '' }, 'PARAM_MIN_LENGTH')
    await refused('punycode', { text: 'a'.repeat(1025) }, 'PARAM_MAX_LENGTH')
    await refused('punycode', { text: 'ü'.repeat(1024) }, 'PUNYCODE_LABEL_TOO_LONG')
    await refused('punycode', { text: '\u200b'.repeat(1024) }, 'PUNYCODE_EMPTY_LABEL')
    await refused('punycode', { text: 'a.\u00ad.de' }, 'PUNYCODE_EMPTY_LABEL', 422, /^the label at position 3 is empty/)
  })
})

describe('encode/quoted-printable', () => {
  // Python 3.11 quopri.encodestring (binascii.b2a_qp), run once: LF text with LF soft breaks.
  const QUOPRI: [string, string][] = [
    ['Café = 3 €', 'Caf=C3=A9 =3D 3 =E2=82=AC'],
    ['é'.repeat(40), '=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=\n=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=\n=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=\n=A9=C3=A9=C3=A9'],
    [`${'a'.repeat(75)}b`, `${'a'.repeat(75)}b`],
    ['a'.repeat(77), `${'a'.repeat(75)}=\naa`],
    ['line one \nline two\t\n.\nend', 'line one=20\nline two=09\n=2E\nend'],
    ['Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tem=\npor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, q=\nuis nostrud exercitation ullamco laboris.'],
    ['='.repeat(30), '=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=\n=3D=3D=3D=3D=3D'],
    [`${'x'.repeat(74)}é`, `${'x'.repeat(74)}=\n=C3=A9`],
    ['日本語のテキスト😀 and text\n', '=E6=97=A5=E6=9C=AC=E8=AA=9E=E3=81=AE=E3=83=86=E3=82=AD=E3=82=B9=E3=83=88=F0=\n=9F=98=80 and text\n'],
  ]
  it.each(QUOPRI)('like Python quopri: %j', async (text, encoded) => {
    expect(await output('quoted-printable', { text, line_break: 'lf' })).toBe(encoded)
    expect(await output('quoted-printable', { text: encoded, mode: 'decode' })).toBe(text)
    // CRLF (the default) is the same with CRLF line breaks.
    expect(await output('quoted-printable', { text })).toBe(encoded.replaceAll('\n', '\r\n'))
  })

  it('CRLF text, as Python writes it', async () => {
    expect(await output('quoted-printable', { text: 'Grüße\r\nzweite Zeile\r\n' })).toBe('Gr=C3=BC=C3=9Fe\r\nzweite Zeile\r\n')
  })

  it('keeps every line of the output within 76 characters', async () => {
    const text = Array.from({ length: 300 }, (_, i) => ['é', ' ', 'a', '=', '\t', '😀'][i % 6]).join('').repeat(3)
    const encoded = await output('quoted-printable', { text }) as string
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    expect(await output('quoted-printable', { text: encoded, mode: 'decode' })).toBe(text)
  })

  it('decodes as RFC 2045 asks: lower case hex, soft breaks with trailing blanks, blanks that transports add', async () => {
    expect(await ok('quoted-printable', { text: 'caf=c3=a9 ok=  \r\nnext  \r\nline=\n', mode: 'decode' })).toEqual({ mode: 'decode', output: 'café oknext\r\nline', bytes: 18 })
    expect(await output('quoted-printable', { text: 'ends with =', mode: 'decode' })).toBe('ends with ')
  })

  it('refuses an = that is neither an escape nor a soft break', async () => {
    await refused('quoted-printable', { text: 'a=3', mode: 'decode' }, 'QP_BAD_ESCAPE', 422, '"=3" at position 2 is not a valid escape; = must be followed by two hex digits (=3D for = itself) or end the line as a soft line break')
    await refused('quoted-printable', { text: 'é 1+1=2', mode: 'decode' }, 'QP_BAD_ESCAPE', 422, /position 6/)
    await refused('quoted-printable', { text: '=ZZ', mode: 'decode' }, 'QP_BAD_ESCAPE')
    await refused('quoted-printable', { text: '=C3=28', mode: 'decode' }, 'INVALID_UTF8')
  })
})

describe('encode/compress', () => {
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(20)

  it('decompresses what other implementations wrote (Python gzip and zlib, run once; zlib and Brotli here)', async () => {
    expect(await ok('compress', { text: 'H4sIAAAAAAACA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', mode: 'decode' }))
      .toEqual({ mode: 'decode', format: 'gzip', output: 'Hello, World!', bytes: 13, compressed_bytes: 33 })
    expect(await output('compress', { text: 'eJzzSM3JyddRCM8vyklRBAAfngRq', mode: 'decode', format: 'zlib' })).toBe('Hello, World!')
    const raw = Buffer.from(text)
    expect(await output('compress', { text: deflateRawSync(raw).toString('base64'), mode: 'decode', format: 'deflate' })).toBe(text)
    expect(await output('compress', { text: deflateSync(raw).toString('base64'), mode: 'decode', format: 'zlib' })).toBe(text)
    expect(await output('compress', { text: brotliCompressSync(raw).toString('base64'), mode: 'decode', format: 'brotli' })).toBe(text)
  })

  it('compresses into each format, smaller than the text, with the level used', async () => {
    const gzip = await ok('compress', { text })
    expect(gzip).toMatchObject({ mode: 'encode', format: 'gzip', bytes: 900, level: 6 })
    expect(Buffer.from(gzip.output as string, 'base64').subarray(0, 2).toString('hex')).toBe('1f8b')
    expect(gzip.compressed_bytes).toBeLessThan(120)
    const zlib = await ok('compress', { text, format: 'zlib', level: 1 })
    expect(Buffer.from(zlib.output as string, 'base64')[0]).toBe(0x78)
    expect(await ok('compress', { text, format: 'brotli' })).toMatchObject({ level: 11 })
    expect(await ok('compress', { text: 'x'.repeat(300_000), format: 'brotli' })).toMatchObject({ level: 9, bytes: 300_000 })
    expect((await ok('compress', { text, level: 0 })).compressed_bytes).toBeGreaterThan(900)
  })

  it('refuses data that is not of the format, or is cut short', async () => {
    await refused('compress', { text: 'eJzzSM3JyddRCM8vyklRBAAfngRq', mode: 'decode' }, 'COMPRESSED_INVALID', 422, 'the data is not valid gzip; check that the format parameter matches how it was compressed')
    const gz = gzipSync(Buffer.from(text))
    await refused('compress', { text: gz.subarray(0, gz.length - 20).toString('base64'), mode: 'decode' }, 'COMPRESSED_TRUNCATED')
    await refused('compress', { text: 'aGVsbG8gd29ybGQ=', mode: 'decode', format: 'brotli' }, /^COMPRESSED_/)
    await refused('compress', { text: 'not base64!', mode: 'decode' }, 'BASE64_INVALID_CHAR')
    await refused('compress', { text: gzipSync(Buffer.from([0xff, 0xfe])).toString('base64'), mode: 'decode' }, 'INVALID_UTF8')
  })

  it('bounds the level', async () => {
    await refused('compress', { text, level: 10 }, 'COMPRESS_LEVEL', 422, 'level 10 does not exist for gzip; use 0 to 9')
    await refused('compress', { text, level: 12, format: 'brotli' }, 'PARAM_BETWEEN')
    await refused('compress', { text, level: -1 }, 'PARAM_BETWEEN')
    expect(await ok('compress', { text: 'x'.repeat(262_144), format: 'brotli', level: 11 })).toMatchObject({ level: 11 })
    await refused('compress', { text: 'x'.repeat(262_145), format: 'brotli', level: 10 }, 'COMPRESS_LEVEL_TOO_SLOW')
  })

  it('bounds the text to compress by the configured text size', async () => {
    await refused('compress', { text: '€'.repeat(400_000) }, 'TEXT_TOO_LARGE', 413)
  })

  it('stops a compression bomb at the limit (413) while a light call still answers', async () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024, 0x20)
    const bombs = {
      gzip: gzipSync(zeros, { level: 9 }),
      brotli: brotliCompressSync(zeros, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    }
    for (const [format, bomb] of Object.entries(bombs)) {
      const attack = refused('compress', { text: bomb.toString('base64'), mode: 'decode', format }, 'DECOMPRESSED_TOO_LARGE', 413,
        'the decompressed text would be larger than 1048576 bytes; decompress smaller data')
      const light = await api.timed('rot47', { params: { text: 'still here' } })
      expect(light.res.statusCode).toBe(200)
      expect(light.ms).toBeLessThan(1000)
      await attack
    }
    // Exactly at the limit decompresses.
    const full = gzipSync(Buffer.alloc(1024 * 1024, 0x61))
    expect((await ok('compress', { text: full.toString('base64'), mode: 'decode' })).bytes).toBe(1024 * 1024)
    await refused('compress', { text: gzipSync(Buffer.alloc(1024 * 1024 + 1, 0x61)).toString('base64'), mode: 'decode' }, 'DECOMPRESSED_TOO_LARGE', 413)
  })
})
