import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import jsQRModule from 'jsqr'
import { PNG } from 'pngjs'
import { differenceCiede2000 } from 'culori'
import { call, categoryClient, expectRefusal, makeApp, opAt, timed } from '../helpers.ts'

// jsqr is CommonJS exporting the function itself; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

let app: FastifyInstance
beforeAll(async () => { app = await makeApp({ SESSION_SECRET: 'test-secret-for-signed-image-links-0123456789' }) })
afterAll(async () => { await app.close() })

const gen = categoryClient(() => app, 'generate')

/** A refusal of a GET operation, timed: status, code and how fast it came. */
async function refusedWithin(name: string, params: Record<string, unknown>, code: string | RegExp, withinMs = 1000, lang?: string) {
  return expectRefusal(await timed(call(app, opAt(`generate/${name}`), params, { lang })), 422, code, { withinMs })
}

// ---------------------------------------------------------------------------------------------
// ULID

/** Crockford Base32 as the ULID spec (github.com/ulid/spec) defines it: no I, L, O, U. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const decodeBase32 = (text: string): bigint => [...text].reduce((n, c) => n * 32n + BigInt(CROCKFORD.indexOf(c)), 0n)

interface Ulid { ulid: string; time: string }

describe('generate/ulid', () => {
  it('decodes the ULID spec example independently', () => {
    // github.com/ulid/spec: the timestamp 1469918176385 encodes as 01ARYZ6S41.
    expect(decodeBase32('01ARYZ6S41')).toBe(1469918176385n)
  })

  it('gives 26 Crockford Base32 characters whose first 10 are the time given', async () => {
    const before = Date.now()
    const { ulids } = await gen.ok('ulid', { count: 20 }) as unknown as { ulids: Ulid[] }
    const after = Date.now()
    expect(ulids).toHaveLength(20)
    for (const { ulid, time } of ulids) {
      expect(ulid).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
      const ms = Number(decodeBase32(ulid.slice(0, 10)))
      expect(new Date(ms).toISOString()).toBe(time)
      expect(ms).toBeGreaterThanOrEqual(before)
      expect(ms).toBeLessThanOrEqual(after)
    }
    expect((await gen.ok('ulid', {}) as unknown as { ulids: Ulid[] }).ulids).toHaveLength(1)
  })

  it('is monotonic within a call: the same millisecond adds 1 to the random part', async () => {
    const { ulids } = await gen.ok('ulid', { count: 100 }) as unknown as { ulids: Ulid[] }
    let sameMillisecond = 0
    for (let i = 1; i < ulids.length; i++) {
      const [prev, next] = [ulids[i - 1]!.ulid, ulids[i]!.ulid]
      expect(next > prev, `${prev} < ${next}`).toBe(true)
      if (prev.slice(0, 10) === next.slice(0, 10)) {
        sameMillisecond++
        expect(decodeBase32(next.slice(10))).toBe(decodeBase32(prev.slice(10)) + 1n)
      }
    }
    // 100 ULIDs are made well within a few milliseconds, so most share one.
    expect(sameMillisecond).toBeGreaterThan(50)
  })

  it('refuses counts outside 1-100', async () => {
    for (const count of [0, 101]) expect((await gen.refused('ulid', { count })).code).toBe('PARAM_BETWEEN')
  })
})

// ---------------------------------------------------------------------------------------------
// Nano ID

interface NanoIds { ids: string[]; size: number; alphabet_size: number; bits: number }

describe('generate/nanoid', () => {
  it('gives 21 URL-safe characters by default', async () => {
    const r = await gen.ok('nanoid', { count: 50 }) as unknown as NanoIds
    expect(r).toMatchObject({ size: 21, alphabet_size: 64, bits: 126 })
    for (const id of r.ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(new Set(r.ids).size).toBe(50)
  })

  it('takes sizes 2 to 255 and counts 1 to 100, and its own alphabet', async () => {
    expect((await gen.ok('nanoid', { size: 2 }) as unknown as NanoIds).ids[0]).toHaveLength(2)
    expect((await gen.ok('nanoid', { size: 255, count: 100 }) as unknown as NanoIds).ids.every((id) => id.length === 255)).toBe(true)
    const hex = await gen.ok('nanoid', { size: 16, alphabet: '0123456789abcdef', count: 10 }) as unknown as NanoIds
    expect(hex).toMatchObject({ alphabet_size: 16, bits: 64 })
    for (const id of hex.ids) expect(id).toMatch(/^[0-9a-f]{16}$/)
    // Characters outside the Basic Multilingual Plane stay whole: size counts characters.
    const emoji = await gen.ok('nanoid', { size: 10, alphabet: '😀🎉🚀', count: 5 }) as unknown as NanoIds
    for (const id of emoji.ids) expect([...id]).toHaveLength(10)
    for (const id of emoji.ids) expect(id).toMatch(/^[😀🎉🚀]+$/u)
  })

  it('draws every character alike (no modulo bias)', async () => {
    // Alphabet 'abc': 256 % 3 = 1, so taking a byte modulo 3 would favour 'a' (86/256 against 85/256).
    // 4 calls × 100 ids × 255 characters = 102,000 draws. Under uniform draws the chi-square statistic
    // (2 degrees of freedom) exceeds 30 with probability e^(-15) ≈ 3 × 10⁻⁷, so the bound does not flake;
    // it catches gross non-uniformity, not the tiny 'abc' modulo bias (chi-square about 3).
    const counts = new Map<string, number>()
    for (let call = 0; call < 4; call++) {
      for (const id of (await gen.ok('nanoid', { alphabet: 'abc', size: 255, count: 100 }) as unknown as NanoIds).ids) {
        for (const c of id) counts.set(c, (counts.get(c) ?? 0) + 1)
      }
    }
    expect([...counts.keys()].sort()).toEqual(['a', 'b', 'c'])
    const expected = 102_000 / 3
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(30)

    // An alphabet of 160 characters: 256 % 160 = 96, so a modulo draw would make the first 96
    // characters twice as likely as the last 64 (2/256 against 1/256). Over 25,500 draws the
    // per-character mean of each group is known to about 1 % (binomial standard deviation), so a
    // ratio of the two means outside 0.9-1.1 (about 10 standard deviations) means bias.
    const alphabet = [...Array(160)].map((_, i) => String.fromCharCode(0x4e00 + i)).join('')
    const index = new Map([...alphabet].map((c, i) => [c, i]))
    let first = 0
    let last = 0
    for (const id of (await gen.ok('nanoid', { alphabet, size: 255, count: 100 }) as unknown as NanoIds).ids) {
      for (const c of id) {
        if (index.get(c)! < 96) first++
        else last++
      }
    }
    expect(first + last).toBe(25_500)
    expect((first / 96) / (last / 64)).toBeGreaterThan(0.9)
    expect((first / 96) / (last / 64)).toBeLessThan(1.1)
  })

  it('refuses sizes, counts and alphabets out of bounds', async () => {
    for (const size of [1, 256]) expect((await gen.refused('nanoid', { size })).code).toBe('PARAM_BETWEEN')
    for (const count of [0, 101]) expect((await gen.refused('nanoid', { count })).code).toBe('PARAM_BETWEEN')
    await refusedWithin('nanoid', { alphabet: 'a' }, 'NANOID_ALPHABET_SIZE')
    const dup = await refusedWithin('nanoid', { alphabet: 'abca' }, 'NANOID_ALPHABET_DUPLICATE')
    expect(dup.error).toContain('"a" (character 4)')
    const wide = [...Array(257)].map((_, i) => String.fromCharCode(0x4e00 + i)).join('')
    expect((await refusedWithin('nanoid', { alphabet: wide }, 'NANOID_ALPHABET_SIZE')).error).toContain('257')
    expect((await gen.ok('nanoid', { alphabet: wide.slice(0, 256) }) as unknown as NanoIds).alphabet_size).toBe(256)
    await refusedWithin('nanoid', { alphabet: 'ab\u0007' }, 'NANOID_ALPHABET_CONTROL')
    await refusedWithin('nanoid', { alphabet: 'x'.repeat(10_000) }, /^PARAM_/)
  })
})

// ---------------------------------------------------------------------------------------------
// Wi-Fi QR codes

interface WifiQr { payload: string; url: string; data_uri: string; format: string; size: number; version: number }

function decodePng(dataUri: string): string | undefined {
  const image = PNG.sync.read(Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64'))
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

function fetchUrl(url: string): Promise<LightMyRequestResponse> {
  const { pathname, search } = new URL(url)
  return app.inject({ method: 'GET', url: pathname + search })
}

describe('generate/wifi-qr', () => {
  // The format: github.com/zxing/zxing/wiki/Barcode-Contents#wi-fi-network-config-android-ios-11
  // WIFI:T:<WEP|WPA|nopass>;S:<ssid>;P:<password>;H:<true|false|blank>;; — special characters
  // \ ; , " and : are escaped with a backslash; T and P may be left out for an open network.
  it('writes the ZXing Wi-Fi text, and the QR code holds it (read back with jsQR)', async () => {
    const r = await gen.ok('wifi-qr', { ssid: 'mynetwork', password: 'mypass12' }) as unknown as WifiQr
    expect(r.payload).toBe('WIFI:T:WPA;S:mynetwork;P:mypass12;;')
    expect(r).toMatchObject({ format: 'png', size: 300 })
    expect(decodePng(r.data_uri)).toBe(r.payload)
    const image = await fetchUrl(r.url)
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload.equals(Buffer.from(r.data_uri.split(',')[1]!, 'base64'))).toBe(true)
  })

  it('escapes \\ ; , : and " in the name and the password', async () => {
    const r = await gen.ok('wifi-qr', { ssid: 'a\\b;c,d:e"f', password: 'p;a,s:s"w\\rd' }) as unknown as WifiQr
    expect(r.payload).toBe('WIFI:T:WPA;S:a\\\\b\\;c\\,d\\:e\\"f;P:p\\;a\\,s\\:s\\"w\\\\rd;;')
    expect(decodePng(r.data_uri)).toBe(r.payload)
    // Other characters, spaces and non-ASCII letters are written as they are.
    expect((await gen.ok('wifi-qr', { ssid: 'Café Ñandú', encryption: 'nopass' }) as unknown as WifiQr).payload).toBe('WIFI:T:nopass;S:Café Ñandú;;')
  })

  it('leaves P out for an open network and writes H only for a hidden one', async () => {
    expect((await gen.ok('wifi-qr', { ssid: 'Open', encryption: 'nopass' }) as unknown as WifiQr).payload).toBe('WIFI:T:nopass;S:Open;;')
    expect((await gen.ok('wifi-qr', { ssid: 'Open', encryption: 'nopass', hidden: true }) as unknown as WifiQr).payload).toBe('WIFI:T:nopass;S:Open;H:true;;')
    expect((await gen.ok('wifi-qr', { ssid: 'Old', encryption: 'WEP', password: '0123456789', hidden: false }) as unknown as WifiQr).payload).toBe('WIFI:T:WEP;S:Old;P:0123456789;;')
    const svg = await gen.ok('wifi-qr', { ssid: 'S', password: '12345678', format: 'svg', size: 200, error_correction: 'H' }) as unknown as WifiQr
    expect(svg).toMatchObject({ format: 'svg', size: 200, content_type: 'image/svg+xml' })
  })

  it('checks the network name and password as Wi-Fi allows them', async () => {
    // IEEE 802.11: an SSID is at most 32 bytes; WPA passphrases are 8-63 printable ASCII characters or 64 hex digits.
    expect((await gen.ok('wifi-qr', { ssid: 'x'.repeat(32), password: '12345678' }) as unknown as WifiQr).payload).toContain('x'.repeat(32))
    expect((await refusedWithin('wifi-qr', { ssid: 'é'.repeat(17), password: '12345678' }, 'WIFI_SSID_TOO_LONG')).error).toContain('34 bytes')
    await refusedWithin('wifi-qr', { ssid: 'x'.repeat(33), password: '12345678' }, 'WIFI_SSID_TOO_LONG')
    await refusedWithin('wifi-qr', { ssid: '' }, /^PARAM_/)
    await refusedWithin('wifi-qr', { ssid: 'x'.repeat(10_000) }, /^PARAM_/)
    await refusedWithin('wifi-qr', { ssid: 'Home' }, 'WIFI_PASSWORD_REQUIRED')
    await refusedWithin('wifi-qr', { ssid: 'Home', password: '1234567' }, 'WIFI_PASSWORD_WPA')
    await refusedWithin('wifi-qr', { ssid: 'Home', password: 'x'.repeat(64) }, 'WIFI_PASSWORD_WPA')
    await refusedWithin('wifi-qr', { ssid: 'Home', password: 'contraseña' }, 'WIFI_PASSWORD_WPA')
    await gen.ok('wifi-qr', { ssid: 'Home', password: 'x'.repeat(63) })
    await gen.ok('wifi-qr', { ssid: 'Home', password: 'ab'.repeat(32) })
    await refusedWithin('wifi-qr', { ssid: 'Home', password: '123456', encryption: 'WEP' }, 'WIFI_PASSWORD_WEP')
    await gen.ok('wifi-qr', { ssid: 'Home', password: '12345', encryption: 'WEP' })
    await gen.ok('wifi-qr', { ssid: 'Home', password: 'abcdef0123456789abcdef0123', encryption: 'WEP' })
    await refusedWithin('wifi-qr', { ssid: 'Home', password: 'secret123', encryption: 'nopass' }, 'WIFI_PASSWORD_NOPASS')
    await refusedWithin('wifi-qr', { ssid: 'Home', encryption: 'WPA2' }, /^PARAM_/)
    await refusedWithin('wifi-qr', { ssid: 'Home', password: '12345678', size: 63 }, 'PARAM_BETWEEN')
  })

  it('speaks Spanish under /es', async () => {
    const r = await refusedWithin('wifi-qr', { ssid: 'Casa', password: 'corta' }, 'WIFI_PASSWORD_WPA', 1000, 'es')
    expect(r.error).toBe('password tiene 5 caracteres; una frase de paso WPA/WPA2/WPA3 tiene de 8 a 63 caracteres ASCII imprimibles (letras, dígitos, espacio y signos de puntuación), o exactamente 64 dígitos hexadecimales: cámbiela por una de esas formas')
  })
})

// ---------------------------------------------------------------------------------------------
// Contrast

interface Contrast { ratio: number; aa_normal: boolean; aa_large: boolean; aaa_normal: boolean; aaa_large: boolean; lc: number; foreground_hex: string; background_hex: string }

describe('generate/contrast', () => {
  it('gives the WCAG 2.x ratio of published pairs, and the pass flags', async () => {
    // WCAG 2.x contrast ratios as WebAIM's contrast checker and the WCAG understanding documents give them.
    expect(await gen.ok('contrast', { foreground: '#777', background: '#fff' })).toMatchObject({ ratio: 4.48, aa_normal: false, aa_large: true, aaa_large: false })
    expect(await gen.ok('contrast', { foreground: '#000', background: '#fff' })).toMatchObject({ ratio: 21, aa_normal: true, aaa_normal: true })
    expect(await gen.ok('contrast', { foreground: '#767676', background: 'white' })).toMatchObject({ ratio: 4.54, aa_normal: true, aaa_normal: false, aaa_large: true })
    expect(await gen.ok('contrast', { foreground: '#fff', background: '#fff' })).toMatchObject({ ratio: 1, aa_large: false, lc: 0 })
    // The ratio does not depend on the order.
    expect((await gen.ok('contrast', { foreground: '#fff', background: '#777' }) as unknown as Contrast).ratio).toBe(4.48)
  })

  it('gives the APCA Lc of the apca-w3 test data, signed by polarity', async () => {
    // node_modules/apca-w3/test/index.js (apca-w3 0.1.9): #888 on #fff 63.056…, #fff on #888 -68.541…,
    // #000 on #aaa 58.146…, #aaa on #000 -56.241…, #123 on #def 91.668…, #def on #123 -93.067….
    const pairs: Array<[string, string, number]> = [
      ['#888', '#fff', 63.1], ['#fff', '#888', -68.5], ['#000', '#aaa', 58.1], ['#aaa', '#000', -56.2], ['#123', '#def', 91.7], ['#def', '#123', -93.1],
    ]
    for (const [foreground, background, lc] of pairs) expect((await gen.ok('contrast', { foreground, background }) as unknown as Contrast).lc).toBe(lc)
  })

  it('composites a translucent text over the background, and a translucent background over white', async () => {
    // Black at 50 % over white is (0 × 0.5 + 255 × 0.5) = 127.5, shown as #808080.
    expect(await gen.ok('contrast', { foreground: 'rgb(0 0 0 / 50%)', background: '#fff' })).toMatchObject({ foreground_hex: '#808080', background_hex: '#ffffff' })
    expect(await gen.ok('contrast', { foreground: '#000', background: 'transparent' })).toMatchObject({ ratio: 21, background_hex: '#ffffff' })
    expect(await gen.ok('contrast', { foreground: '#0008', background: '#000000' })).toMatchObject({ ratio: 1, foreground_hex: '#000000' })
    // Any CSS form: hsl(), oklch(), names.
    expect(await gen.ok('contrast', { foreground: 'hsl(0 0% 0%)', background: 'oklch(1 0 0)' })).toMatchObject({ ratio: 21 })
  })

  it('refuses colours it cannot read, naming the parameter and the forms it takes, fast', async () => {
    const bad = await refusedWithin('contrast', { foreground: 'nope', background: '#fff' }, 'COLOR_CSS_INVALID')
    expect(bad.error).toMatch(/^foreground "nope" is not a CSS colour/)
    expect(bad.error).toContain('oklch(')
    expect((await refusedWithin('contrast', { foreground: '#000', background: 'rgb(1 2' }, 'COLOR_CSS_INVALID')).error).toMatch(/^background/)
    await refusedWithin('contrast', { foreground: '#000', background: 'x'.repeat(10_000) }, /^PARAM_/, 500)
    await refusedWithin('contrast', { foreground: '#000' }, 'PARAM_REQUIRED')
  })
})

// ---------------------------------------------------------------------------------------------
// Colours in every CSS Color 4 form

interface ColorResult {
  hex: string; input_format: string; alpha: number; name: string; name_distance: number; in_srgb: boolean
  lab: { l: number; a: number; b: number }; lch: { l: number; c: number; h: number }; oklch: { l: number; c: number; h: number }
  hwb: { h: number; w: number; b: number }; cmyk: { c: number; m: number; y: number; k: number }
}

describe('generate/color in CSS Color 4 forms', () => {
  it('converts to Lab and OKLCh as the CSS Color 4 spec samples do', async () => {
    // CSS Color 4 (w3.org/TR/css-color-4), sample values: sRGB red is lab(54.29 80.8 69.89) (D50),
    // lch(54.29 106.84 40.86) and oklch(0.628 0.2577 29.23).
    const red = await gen.ok('color', { value: 'rgb(255 0 0)' }) as unknown as ColorResult
    expect(red).toMatchObject({ hex: '#ff0000', input_format: 'rgb', lab: { l: 54.29, a: 80.8, b: 69.89 }, lch: { l: 54.29, c: 106.84, h: 40.86 }, name: 'red', name_distance: 0, alpha: 1 })
    expect(red.oklch.l).toBeCloseTo(0.628, 3)
    expect(red.oklch.c).toBeCloseTo(0.2577, 4)
    expect(red.oklch.h).toBeCloseTo(29.23, 2)
    // White is L 100 with no chroma, and OKLCh L 1.
    expect(await gen.ok('color', { value: 'white' })).toMatchObject({ lab: { l: 100, a: 0, b: 0 }, lch: { l: 100, c: 0, h: 0 }, oklch: { l: 1, c: 0, h: 0 } })
  })

  it('reads every CSS Color 4 form', async () => {
    const cases: Array<[string, string, string]> = [
      ['rebeccapurple', 'named', '#663399'],
      ['hsl(270 50% 40%)', 'hsl', '#663399'],
      ['hwb(270 20% 40%)', 'hwb', '#663399'],
      ['rgb(40% 20% 60%)', 'rgb', '#663399'],
      ['rgba(102, 51, 153, 0.5)', 'rgb', '#663399'],
      ['#6398', 'hex', '#663399'],
      ['66339980', 'hex', '#663399'],
      ['lab(54.29 80.8 69.89)', 'lab', '#ff0000'],
      ['lch(54.29 106.84 40.86)', 'lch', '#ff0000'],
      ['oklch(0.628 0.2577 29.23)', 'oklch', '#ff0000'],
      ['color(srgb 1 0 0)', 'color', '#ff0000'],
    ]
    for (const [value, input_format, hex] of cases) expect(await gen.ok('color', { value }), value).toMatchObject({ input_format, hex })
    // #6398 is #66339988: alpha 0x88 / 255.
    expect((await gen.ok('color', { value: '#6398' }) as unknown as ColorResult).alpha).toBe(0.5333)
    expect((await gen.ok('color', { value: 'rgb(255 0 0 / 25%)' }) as unknown as ColorResult).alpha).toBe(0.25)
  })

  it('adds HWB and CMYK from the 8-bit colour', async () => {
    // hwb: whiteness = min/255, blackness = 1 - max/255; cmyk: K = 1 - max, C = (max - R) / max.
    expect(await gen.ok('color', { value: '#663399' })).toMatchObject({ hwb: { h: 270, w: 20, b: 40 }, cmyk: { c: 33.3, m: 66.7, y: 0, k: 40 } })
    expect(await gen.ok('color', { value: '#000' })).toMatchObject({ cmyk: { c: 0, m: 0, y: 0, k: 100 }, hwb: { h: 0, w: 0, b: 100 } })
  })

  it('names the colour: exactly, or the nearest by CIEDE2000', async () => {
    expect(await gen.ok('color', { value: '#663399' })).toMatchObject({ name: 'rebeccapurple', name_distance: 0 })
    expect(await gen.ok('color', { value: 'RebeccaPurple' })).toMatchObject({ name: 'rebeccapurple', name_distance: 0 })
    expect(await gen.ok('color', { value: '#00ffff' })).toMatchObject({ name: 'aqua', name_distance: 0 })
    expect(await gen.ok('color', { value: 'cyan' })).toMatchObject({ name: 'cyan', name_distance: 0 })
    const near = await gen.ok('color', { value: '#fe0000' }) as unknown as ColorResult
    expect(near.name).toBe('red')
    expect(near.name_distance).toBeGreaterThan(0)
    expect(near.name_distance).toBeLessThan(1)
  })

  it('culori agrees with the CIEDE2000 test data of Sharma, Wu and Dalal (2005)', () => {
    // G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 color-difference formula: implementation notes,
    // supplementary test data, and mathematical observations", Color Res. Appl. 30 (2005), table 1.
    const de = differenceCiede2000()
    const lab = (l: number, a: number, b: number) => ({ mode: 'lab65' as const, l, a, b })
    const pairs: Array<[[number, number, number], [number, number, number], number]> = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    ]
    for (const [a, b, expected] of pairs) expect(de(lab(...a), lab(...b))).toBeCloseTo(expected, 4)
  })

  it('maps colours outside sRGB into it, and says so', async () => {
    const vivid = await gen.ok('color', { value: 'lab(50 120 -100)' }) as unknown as ColorResult
    expect(vivid).toMatchObject({ in_srgb: false, lab: { l: 50, a: 120, b: -100 } })
    expect(vivid.hex).toMatch(/^#[0-9a-f]{6}$/)
    expect((await gen.ok('color', { value: 'color(display-p3 1 0 0)' }) as unknown as ColorResult).in_srgb).toBe(false)
  })

  it('refuses what is no colour, naming the forms, fast', async () => {
    const bad = await refusedWithin('color', { value: 'nocolour' }, 'GENERATE_COLOR_INVALID')
    for (const form of ['#4f7cff', '79,124,255', 'rebeccapurple', 'hsl(', 'hwb(', 'lab(', 'lch(', 'oklch(']) expect(bad.error).toContain(form)
    // A malformed rgb() keeps the RGB message it had before CSS Color 4 forms were read.
    await refusedWithin('color', { value: 'rgb(1 2' }, 'COLOR_INVALID_RGB')
    await refusedWithin('color', { value: 'foo(1 2 3)' }, 'GENERATE_COLOR_INVALID')
    await refusedWithin('color', { value: 'rgb(300, 0, 0)' }, 'COLOR_INVALID_RGB')
    await refusedWithin('color', { value: '#12345' }, 'COLOR_INVALID_HEX')
    await refusedWithin('color', { value: '#1234567' }, 'COLOR_INVALID_HEX')
    await refusedWithin('color', { value: `rgb(${'1 '.repeat(5000)})` }, /^PARAM_/, 500)
    const es = await refusedWithin('color', { value: 'nocolor' }, 'GENERATE_COLOR_INVALID', 1000, 'es')
    expect(es.error).toMatch(/^value "nocolor" no es un color; escriba HEX/)
  })
})
