import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import jsQRModule from 'jsqr'
import { PNG } from 'pngjs'
import { uuidV7Batch } from '../../src/lib/crypto/ids.ts'
import { gs1CheckDigit } from '../../src/lib/image/codes.ts'
import { randomBigIntBelow, randomIntegerBetween, SYMBOLS } from '../../src/lib/crypto/random.ts'
import { createUrlSigner } from '../../src/platform/signing.ts'
import { call, categoryClient, envelope, makeApp, opAt } from '../helpers.ts'

// jsqr is CommonJS exporting the function itself; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

const SECRET = 'test-secret-for-signed-image-links-0123456789'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp({ SESSION_SECRET: SECRET }) })
afterAll(async () => { await app.close() })

const gen = categoryClient(() => app, 'generate')

/** Fetches a URL from a result through the app: its path and query, as a browser would. */
function fetchUrl(url: string): Promise<LightMyRequestResponse> {
  const { pathname, search } = new URL(url)
  return app.inject({ method: 'GET', url: pathname + search })
}

function fromDataUri(uri: string): { type: string; bytes: Buffer } {
  const m = /^data:([^;]+);base64,(.*)$/.exec(uri)
  expect(m, uri.slice(0, 40)).not.toBeNull()
  return { type: m![1]!, bytes: Buffer.from(m![2]!, 'base64') }
}

function decodeQr(png: Buffer): { text: string | undefined; width: number; height: number } {
  const image = PNG.sync.read(png)
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  return { text: code?.data, width: image.width, height: image.height }
}

describe('generate/password', () => {
  const classes = {
    lowercase: /[a-z]/,
    uppercase: /[A-Z]/,
    digits: /[0-9]/,
    symbols: new RegExp(`[${SYMBOLS.replace(/[\]\\^-]/g, '\\$&')}]`),
  }

  it('defaults to 16 characters of every class, with the entropy of the alphabet', async () => {
    const r = await gen.ok('password', {})
    const password = r.password as string
    expect(password).toHaveLength(16)
    for (const re of Object.values(classes)) expect(password).toMatch(re)
    expect(r).toMatchObject({ length: 16, alphabet_size: 90, classes: ['lowercase', 'uppercase', 'digits', 'symbols'] })
    expect(r.entropy_bits).toBe(Math.round(16 * Math.log2(90) * 100) / 100)
    expect(password).toMatch(/^[a-zA-Z0-9!#$%&()*+,\-./:;<=>?@[\]^_{|}~]+$/)
  })

  it('refuses lengths outside 4-128', async () => {
    expect(await gen.refused('password', { length: 3 })).toMatchObject({ code: 'PARAM_BETWEEN', error: 'length must be between 4 and 128' })
    expect((await gen.refused('password', { length: 129 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.ok('password', { length: 4 })).password).toHaveLength(4)
    expect((await gen.ok('password', { length: 128 })).password).toHaveLength(128)
  })

  it('leaves out the classes set to 0 (any flag spelling)', async () => {
    const noSymbols = (await gen.ok('password', { length: 64, symbols: 0 })).password as string
    expect(noSymbols).toMatch(/^[a-zA-Z0-9]+$/)
    const lettersOnly = await gen.ok('password', { length: 64, numbers: 'false', symbols: 'no' })
    expect(lettersOnly.password).toMatch(/^[a-zA-Z]+$/)
    expect(lettersOnly).toMatchObject({ alphabet_size: 52, classes: ['lowercase', 'uppercase'] })
    const lower = await gen.ok('password', { length: 32, upper: 'off', numbers: 0, symbols: 0 })
    expect(lower.password).toMatch(/^[a-z]{32}$/)
    expect(lower.entropy_bits).toBe(Math.round(32 * Math.log2(26) * 100) / 100)
    expect((await gen.refused('password', { upper: 'maybe' })).code).toBe('PARAM_NOT_BOOLEAN')
  })

  it('never misses an included class, even at length 4 (1,000 samples)', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const password = (await gen.ok('password', { length: 4 })).password as string
      for (const [name, re] of Object.entries(classes)) expect(password, name).toMatch(re)
      for (const c of password) seen.add(c)
    }
    // 4,000 characters from an alphabet of 90: every character turns up.
    expect(seen.size).toBe(90)
  })
})

describe('generate/uuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const timestampOf = (uuid: string) => Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16)

  it('gives version 4 by default, 1 to 100 of them', async () => {
    const one = await gen.ok('uuid', {})
    expect(one.version).toBe(4)
    expect(one.uuids).toHaveLength(1)
    expect((one.uuids as string[])[0]).toMatch(V4)
    const many = (await gen.ok('uuid', { count: 100 })).uuids as string[]
    expect(many).toHaveLength(100)
    expect(new Set(many).size).toBe(100)
    for (const u of many) expect(u).toMatch(V4)
    expect((await gen.refused('uuid', { count: 0 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('uuid', { count: 101 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('uuid', { version: 5 })).code).toBe('PARAM_ENUM')
  })

  it('gives version 7 with the call time and in increasing order', async () => {
    const before = Date.now()
    const r = await gen.ok('uuid', { version: 7, count: 100 })
    const after = Date.now()
    expect(r.version).toBe(7)
    const uuids = r.uuids as string[]
    for (const u of uuids) {
      expect(u).toMatch(V7)
      expect(timestampOf(u)).toBeGreaterThanOrEqual(before)
      expect(timestampOf(u)).toBeLessThanOrEqual(after)
    }
    expect([...uuids].sort()).toEqual(uuids)
    expect(new Set(uuids).size).toBe(100)
  })

  it('keeps version 7 strictly increasing within one millisecond and past counter overflow', () => {
    const uuids = uuidV7Batch(5000, () => 1_700_000_000_000)
    for (let i = 1; i < uuids.length; i++) expect(uuids[i]! > uuids[i - 1]!, `${i}`).toBe(true)
    expect(timestampOf(uuids[0]!)).toBe(1_700_000_000_000)
    // 5,000 values cannot fit one millisecond's 12-bit counter: the timestamp moves on.
    expect(timestampOf(uuids.at(-1)!)).toBeGreaterThan(1_700_000_000_000)
    for (const u of uuids) expect(u).toMatch(V7)
  })

  it('dev/uuid still gives version 4 UUIDs', async () => {
    const res = await call(app, opAt('dev/uuid'), { count: 3 })
    const uuids = (envelope(res).result as { uuids: string[] }).uuids
    expect(uuids).toHaveLength(3)
    for (const u of uuids) expect(u).toMatch(V4)
  })
})

describe('generate/lorem', () => {
  it('gives the asked number of paragraphs, opening with Lorem ipsum', async () => {
    const r = await gen.ok('lorem', {})
    const paragraphs = r.paragraphs as string[]
    expect(paragraphs).toHaveLength(3)
    expect(paragraphs[0]).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [A-Z]/)
    expect(r.text).toBe(paragraphs.join('\n\n'))
    expect(r.word_count).toBe((r.text as string).split(/\s+/).length)
    const plain = await gen.ok('lorem', { paragraphs: 20, start_with_lorem: 0 })
    expect(plain.paragraphs).toHaveLength(20)
    for (const p of plain.paragraphs as string[]) expect(p).toMatch(/^[A-Z][a-z]+ [A-Za-z ,]+\./)
    expect((plain.paragraphs as string[])[0]).not.toMatch(/^Lorem ipsum dolor sit amet, consectetur/)
    expect((await gen.refused('lorem', { paragraphs: 21 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('lorem', { paragraphs: 0 })).code).toBe('PARAM_BETWEEN')
  })
})

describe('colours: generate/color, generate/hsl, generate/gradient', () => {
  it('converts HEX to RGB and HSL, and RGB triples to HEX', async () => {
    // The fields HEX and RGB have always had; the CSS Color 4 forms added to them are tested in generate-more.test.ts.
    expect(await gen.ok('color', { value: '#336699' })).toMatchObject({
      input_format: 'hex',
      hex: '#336699',
      rgb: { r: 51, g: 102, b: 153 },
      hsl: { h: 210, s: 50, l: 40 },
      css: { rgb: 'rgb(51, 102, 153)', hsl: 'hsl(210, 50%, 40%)' },
    })
    expect(await gen.ok('color', { value: '255, 0, 128' })).toMatchObject({ input_format: 'rgb', hex: '#ff0080', rgb: { r: 255, g: 0, b: 128 } })
    expect(await gen.ok('color', { value: 'rgb(79, 124, 255)' })).toMatchObject({ input_format: 'rgb', hex: '#4f7cff' })
    expect(await gen.ok('color', { value: '79 124 255' })).toMatchObject({ input_format: 'rgb', hex: '#4f7cff' })
    expect(await gen.ok('color', { value: 'FFF' })).toMatchObject({ input_format: 'hex', hex: '#ffffff', hsl: { h: 0, s: 0, l: 100 } })
    // Three bare digits are HEX shorthand, not a channel.
    expect(await gen.ok('color', { value: '123' })).toMatchObject({ input_format: 'hex', hex: '#112233' })
  })

  it('refuses values that are no colour, saying how to write one', async () => {
    const bad = await gen.refused('color', { value: 'bleu' })
    expect(bad.code).toBe('GENERATE_COLOR_INVALID')
    expect(bad.error).toContain('oklch(')
    expect(bad.error).toContain('#4f7cff')
    expect(bad.error).toContain('79,124,255')
    expect((await gen.refused('color', { value: '300, 0, 0' })).code).toBe('COLOR_INVALID_RGB')
    expect((await gen.refused('color', { value: '1, 2' })).code).toBe('COLOR_INVALID_RGB')
    expect((await gen.refused('color', { value: '#12345' })).code).toBe('COLOR_INVALID_HEX')
  })

  it('gives HSL of a HEX colour', async () => {
    expect(await gen.ok('hsl', { value: '#336699' })).toMatchObject({ hsl: { h: 210, s: 50, l: 40 }, css: { hsl: 'hsl(210, 50%, 40%)' } })
    expect(await gen.ok('hsl', { value: '4f7cff' })).toMatchObject({ hex: '#4f7cff', hsl: { h: 224.7, s: 100, l: 65.5 } })
    expect(await gen.ok('hsl', { value: '#808080' })).toMatchObject({ hsl: { h: 0, s: 0, l: 50.2 } })
    expect((await gen.refused('hsl', { value: '255,0,0' })).code).toBe('COLOR_INVALID_HEX')
  })

  it('builds CSS linear gradients', async () => {
    expect(await gen.ok('gradient', {})).toMatchObject({
      css: 'linear-gradient(90deg, #4f7cff, #7c5cff)',
      declaration: 'background-image: linear-gradient(90deg, #4f7cff, #7c5cff);',
      angle: 90,
      from: { hex: '#4f7cff' },
      to: { hex: '#7c5cff' },
    })
    expect((await gen.ok('gradient', { from: '#FF0000', to: '00f', angle: 22.5 })).css).toBe('linear-gradient(22.5deg, #ff0000, #0000ff)')
    expect((await gen.ok('gradient', { angle: 0 })).css).toBe('linear-gradient(0deg, #4f7cff, #7c5cff)')
    expect((await gen.ok('gradient', { angle: 360 })).css).toBe('linear-gradient(360deg, #4f7cff, #7c5cff)')
    expect((await gen.refused('gradient', { angle: 361 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('gradient', { angle: -1 })).code).toBe('PARAM_BETWEEN')
    const bad = await gen.refused('gradient', { to: 'purple' })
    expect(bad.code).toBe('COLOR_INVALID_HEX')
    expect(bad.error).toMatch(/^to "purple"/)
  })
})

describe('generate/random-number', () => {
  const numbers = async (params: Record<string, unknown>) => (await gen.ok('random-number', params)).numbers as number[]

  it('defaults to one whole number from 1 to 100', async () => {
    const r = await gen.ok('random-number', {})
    expect(r).toMatchObject({ min: 1, max: 100, count: 1, decimals: 0 })
    const [n] = r.numbers as number[]
    expect(Number.isInteger(n)).toBe(true)
    expect(n).toBeGreaterThanOrEqual(1)
    expect(n).toBeLessThanOrEqual(100)
  })

  it('stays within min and max, both included', async () => {
    const values = await numbers({ min: -3, max: 3, count: 1000 })
    expect(values).toHaveLength(1000)
    for (const v of values) expect(Number.isInteger(v) && v >= -3 && v <= 3, String(v)).toBe(true)
    expect(new Set(values)).toEqual(new Set([-3, -2, -1, 0, 1, 2, 3]))
    expect(await numbers({ min: 7, max: 7, count: 3 })).toEqual([7, 7, 7])
  })

  it('refuses min > max, too many numbers and fractional bounds without decimals', async () => {
    const swapped = await gen.refused('random-number', { min: 10, max: 1 })
    expect(swapped).toMatchObject({ code: 'RANDOM_MIN_ABOVE_MAX', error: 'min (10) is greater than max (1); swap them, or lower min or raise max' })
    expect((await gen.refused('random-number', { count: 1001 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('random-number', { count: 0 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('random-number', { min: 1.5 })).code).toBe('RANDOM_NOT_WHOLE')
    expect((await gen.refused('random-number', { max: 'ten' })).code).toBe('PARAM_NOT_NUMBER')
    expect((await gen.refused('random-number', { max: 2 ** 53 })).code).toBe('PARAM_BETWEEN')
  })

  it('is uniform (chi-square over 10,000 draws of 1-10)', async () => {
    const counts = new Array<number>(10).fill(0)
    for (let i = 0; i < 10; i++) for (const v of await numbers({ min: 1, max: 10, count: 1000 })) counts[v - 1]!++
    const chi2 = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0)
    // 9 degrees of freedom: 27.9 is the 0.1 % critical value; 40 fails about once in 100,000 runs.
    expect(chi2, JSON.stringify(counts)).toBeLessThan(40)
  })

  it('handles ranges beyond 2^48 without bias toward either end', async () => {
    const max = Number.MAX_SAFE_INTEGER
    const values = await numbers({ min: -max, max, count: 1000 })
    for (const v of values) expect(Number.isSafeInteger(v)).toBe(true)
    const positive = values.filter((v) => v > 0).length
    expect(positive).toBeGreaterThan(400)
    expect(positive).toBeLessThan(600)
    // Rejection sampling on a span just above a power of two keeps both halves equally likely.
    const span = 2n ** 60n + 1n
    let upper = 0
    for (let i = 0; i < 2000; i++) if (randomBigIntBelow(span) >= span / 2n) upper++
    expect(upper).toBeGreaterThan(850)
    expect(upper).toBeLessThan(1150)
    expect(randomIntegerBetween(max - 1, max)).toBeGreaterThanOrEqual(max - 1)
    expect(randomBigIntBelow(1n)).toBe(0n)
  })

  it('draws decimals on a grid of 10^-decimals', async () => {
    const values = await numbers({ min: 0, max: 1, count: 1000, decimals: 2 })
    for (const v of values) {
      expect(v >= 0 && v <= 1).toBe(true)
      expect(Math.round(v * 100) / 100).toBe(v)
    }
    expect(values.some((v) => !Number.isInteger(v))).toBe(true)
    for (const v of await numbers({ min: 0.29, max: 0.31, count: 50, decimals: 2 })) expect([0.29, 0.3, 0.31]).toContain(v)
    expect((await gen.refused('random-number', { min: 0.125, max: 1, decimals: 2 })).code).toBe('RANDOM_TOO_MANY_DECIMALS')
    expect((await gen.refused('random-number', { min: 0, max: 1e15, decimals: 2 })).code).toBe('RANDOM_TOO_LARGE_FOR_DECIMALS')
    expect((await gen.refused('random-number', { decimals: 11 })).code).toBe('PARAM_BETWEEN')
  })
})

describe('generate/random-string and generate/token', () => {
  it('draws from each character set', async () => {
    const cases = [
      [{}, /^[A-Za-z0-9]{32}$/],
      [{ charset: 'alpha', length: 100 }, /^[A-Za-z]{100}$/],
      [{ charset: 'numeric', length: 6 }, /^[0-9]{6}$/],
      [{ charset: 'hex', length: 512 }, /^[0-9a-f]{512}$/],
      [{ length: 1 }, /^[A-Za-z0-9]$/],
    ] as const
    for (const [params, re] of cases) expect((await gen.ok('random-string', params)).string).toMatch(re)
    expect(await gen.ok('random-string', { charset: 'hex', length: 10 })).toMatchObject({ length: 10, charset: 'hex', entropy_bits: 40 })
    expect((await gen.ok('random-string', {})).entropy_bits).toBe(Math.round(32 * Math.log2(62) * 100) / 100)
    expect((await gen.refused('random-string', { length: 0 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('random-string', { length: 513 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('random-string', { charset: 'emoji' })).code).toBe('PARAM_ENUM')
    // Long strings use the whole set.
    const long = (await gen.ok('random-string', { length: 512 })).string as string
    expect(new Set(long).size).toBeGreaterThan(55)
  })

  it('gives tokens of the asked size, as hex or Base64url', async () => {
    const hex = await gen.ok('token', {})
    expect(hex).toMatchObject({ bytes: 32, encoding: 'hex', length: 64, entropy_bits: 256 })
    expect(hex.token).toMatch(/^[0-9a-f]{64}$/)
    const b64 = await gen.ok('token', { bytes: 16, encoding: 'base64url' })
    expect(b64).toMatchObject({ bytes: 16, length: 22, entropy_bits: 128 })
    expect(b64.token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(b64.token as string, 'base64url')).toHaveLength(16)
    expect((await gen.ok('token', { bytes: 8 })).token).toMatch(/^[0-9a-f]{16}$/)
    expect((await gen.ok('token', { bytes: 128, encoding: 'base64url' })).length).toBe(171)
    expect((await gen.refused('token', { bytes: 7 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('token', { bytes: 129 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('token', { encoding: 'base32' })).code).toBe('PARAM_ENUM')
  })
})

describe('generate/mac-address', () => {
  it('gives locally administered unicast addresses', async () => {
    const r = await gen.ok('mac-address', { count: 100 })
    expect(r).toMatchObject({ separator: 'colon', locally_administered: true, unicast: true })
    const macs = r.mac_addresses as string[]
    expect(macs).toHaveLength(100)
    for (const mac of macs) {
      expect(mac).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/)
      const first = Number.parseInt(mac.slice(0, 2), 16)
      expect(first & 0b10, mac).toBe(0b10) // locally administered
      expect(first & 0b01, mac).toBe(0) // unicast
    }
    // The other 46 bits vary: both values of bit 2 of the first octet turn up.
    expect(new Set(macs.map((m) => Number.parseInt(m.slice(0, 2), 16) & 0b100)).size).toBe(2)
    expect(((await gen.ok('mac-address', { separator: 'hyphen' })).mac_addresses as string[])[0]).toMatch(/^[0-9a-f]{2}(-[0-9a-f]{2}){5}$/)
    expect((await gen.refused('mac-address', { separator: 'dot' })).code).toBe('PARAM_ENUM')
    expect((await gen.refused('mac-address', { count: 101 })).code).toBe('PARAM_BETWEEN')
  })
})

describe('generate/qr', () => {
  const TEXT = 'https://example.com/a path?q=1&x=a+b#frag — héllo ✓'

  it('gives a PNG data URI that decodes back to the text, exactly size pixels', async () => {
    const r = await gen.ok('qr', { text: TEXT })
    expect(r).toMatchObject({ format: 'png', content_type: 'image/png', size: 300, width: 300, height: 300, error_correction: 'M', margin: 4 })
    const { type, bytes } = fromDataUri(r.data_uri as string)
    expect(type).toBe('image/png')
    expect(decodeQr(bytes)).toEqual({ text: TEXT, width: 300, height: 300 })
    expect(r.modules).toBe(17 + 4 * (r.version as number))
    const odd = await gen.ok('qr', { text: 'odd size', size: 301, error_correction: 'H', margin: 0 })
    expect(decodeQr(fromDataUri(odd.data_uri as string).bytes)).toMatchObject({ width: 301, height: 301 })
  })

  it('serves the same image at its signed url, without counting quota', async () => {
    const r = await gen.ok('qr', { text: TEXT, size: 200 })
    const url = new URL(r.url as string)
    expect(url.pathname).toBe('/images/qr.png')
    expect(url.searchParams.get('sig')).toBeTruthy()
    const exp = Number(url.searchParams.get('exp'))
    expect(new Date(r.expires_at as string).getTime()).toBe(exp * 1000)
    expect(exp * 1000 - Date.now()).toBeGreaterThan(86_000_000) // SIGNED_URL_TTL_SECONDS default: one day

    const res = await fetchUrl(r.url as string)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=(\d+), immutable$/)
    expect(Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)![1])).toBeGreaterThan(86_000)
    expect(res.rawPayload.equals(fromDataUri(r.data_uri as string).bytes)).toBe(true)
    expect(decodeQr(res.rawPayload).text).toBe(TEXT)
  })

  it('renders SVG', async () => {
    const r = await gen.ok('qr', { text: 'svg please', format: 'svg', size: 128 })
    expect(r).toMatchObject({ format: 'svg', content_type: 'image/svg+xml', width: 128, height: 128 })
    const { type, bytes } = fromDataUri(r.data_uri as string)
    expect(type).toBe('image/svg+xml')
    const svg = bytes.toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="128" height="128" viewBox="0 0 29 29"/)
    expect(svg).not.toContain('svg please')
    const url = new URL(r.url as string)
    expect(url.pathname).toBe('/images/qr.svg')
    const res = await fetchUrl(r.url as string)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.body).toBe(svg)
  })

  it('refuses altered, foreign and unsigned links with 403', async () => {
    const r = await gen.ok('qr', { text: 'original' })
    const url = new URL(r.url as string)
    const variants: ((u: URL) => void)[] = [
      (u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`),
      (u) => u.searchParams.set('text', 'forged'),
      (u) => u.searchParams.set('size', '1000'),
      (u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 86_400)),
      (u) => u.searchParams.delete('sig'),
      (u) => u.searchParams.append('text', 'twice'),
      (u) => { u.pathname = '/images/qr.svg' },
    ]
    for (const alter of variants) {
      const forged = new URL(url)
      alter(forged)
      const res = await fetchUrl(forged.href)
      expect(res.statusCode, forged.search).toBe(403)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(envelope(res)).toMatchObject({ ok: false, code: 'IMAGE_LINK_INVALID' })
    }
    expect(envelope(await app.inject({ method: 'GET', url: '/images/qr.png' })).code).toBe('IMAGE_LINK_INVALID')
    const other = createUrlSigner('another-secret-another-secret-another-secret')
    const foreign = new URLSearchParams(other.sign('/images/qr.png', { text: 'x', size: '300', error_correction: 'M', margin: '4' }, 3600))
    expect((await app.inject({ method: 'GET', url: `/images/qr.png?${foreign}` })).statusCode).toBe(403)
  })

  it('answers 410 for an expired link, and renders a correctly signed one', async () => {
    const fields = { text: 'signed in the test', size: '300', error_correction: 'M', margin: '4' }
    const past = createUrlSigner(SECRET, () => Date.now() - 7_200_000).sign('/images/qr.png', fields, 3600)
    const res = await app.inject({ method: 'GET', url: `/images/qr.png?${new URLSearchParams(past)}` })
    expect(res.statusCode).toBe(410)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'IMAGE_LINK_EXPIRED' })
    expect(envelope(res).error).toContain('/api/v1/generate/qr')

    const fresh = createUrlSigner(SECRET).sign('/images/qr.png', fields, 60)
    const ok = await app.inject({ method: 'GET', url: `/images/qr.png?${new URLSearchParams(fresh)}` })
    expect(ok.statusCode).toBe(200)
    expect(decodeQr(ok.rawPayload).text).toBe('signed in the test')
    expect(Number(/max-age=(\d+)/.exec(ok.headers['cache-control'] as string)![1])).toBeLessThanOrEqual(60)
    // A signed link still cannot ask for more than the operation allows.
    const huge = createUrlSigner(SECRET).sign('/images/qr.png', { ...fields, size: '5000' }, 60)
    expect((await app.inject({ method: 'GET', url: `/images/qr.png?${new URLSearchParams(huge)}` })).statusCode).toBe(422)
  })

  it('counts no quota for image fetches', async () => {
    const metered = await makeApp({ SESSION_SECRET: SECRET, QUOTAS: 'true', ANON_DAILY_LIMIT: '1' })
    try {
      const first = await call(metered, opAt('generate/qr'), { text: 'quota' })
      expect(first.statusCode).toBe(200)
      const { url } = envelope(first).result as { url: string }
      const { pathname, search } = new URL(url)
      for (let i = 0; i < 3; i++) expect((await metered.inject({ method: 'GET', url: pathname + search })).statusCode).toBe(200)
      expect((await call(metered, opAt('generate/qr'), { text: 'quota' })).statusCode).toBe(429)
    } finally {
      await metered.close()
    }
  })

  it('refuses texts too long for the level, and sizes too small for the code', async () => {
    const long = 'x'.repeat(2000)
    const refused = await gen.refused('qr', { text: long, error_correction: 'H' })
    expect(refused.code).toBe('QR_TEXT_TOO_LONG')
    expect(refused.error).toContain('at most 1273 bytes')
    expect((await gen.ok('qr', { text: long, error_correction: 'L', format: 'svg' })).version).toBeGreaterThan(30)
    const small = await gen.refused('qr', { text: 'y'.repeat(500), size: 64 })
    expect(small.code).toBe('QR_SIZE_TOO_SMALL')
    expect((await gen.refused('qr', { text: 'a', size: 63 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('qr', { text: 'a', size: 1001 })).code).toBe('PARAM_BETWEEN')
    expect((await gen.refused('qr', { text: 'a', error_correction: 'X' })).code).toBe('PARAM_ENUM')
    expect((await gen.refused('qr', { text: 'a', format: 'gif' })).code).toBe('PARAM_ENUM')
  })

  it('draws a 1000 px QR code quickly', async () => {
    const text = 'https://example.com/'.padEnd(1200, 'x')
    await gen.ok('qr', { text: `${text}warm`, size: 1000 })
    const start = performance.now()
    const r = await gen.ok('qr', { text, size: 1000 })
    expect(performance.now() - start).toBeLessThan(200)
    expect(decodeQr(fromDataUri(r.data_uri as string).bytes)).toEqual({ text, width: 1000, height: 1000 })
  })
})

describe('generate/barcode', () => {
  it('draws Code 128 by default and serves it at its signed url', async () => {
    const r = await gen.ok('barcode', { text: 'Hello-123' })
    expect(r).toMatchObject({ type: 'code128', type_name: 'Code 128', text: 'Hello-123', format: 'png', scale: 2, include_text: true })
    expect(r.check_digit).toBeUndefined()
    const { bytes } = fromDataUri(r.data_uri as string)
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([r.width, r.height])
    expect(new URL(r.url as string).pathname).toBe('/images/barcode.png')
    const res = await fetchUrl(r.url as string)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.equals(bytes)).toBe(true)
    const tampered = new URL(r.url as string)
    tampered.searchParams.set('text', 'Hello-124')
    expect((await fetchUrl(tampered.href)).statusCode).toBe(403)
  })

  it('verifies EAN-13 check digits of published numbers and computes missing ones', async () => {
    expect(gs1CheckDigit('400638133393')).toBe(1)
    expect(gs1CheckDigit('590123412345')).toBe(7)
    for (const ean of ['4006381333931', '5901234123457', '9780201379624']) {
      expect(await gen.ok('barcode', { text: ean, type: 'ean13' })).toMatchObject({ type: 'ean13', text: ean, check_digit: Number(ean[12]), check_digit_computed: false })
    }
    expect(await gen.ok('barcode', { text: '590123412345', type: 'ean13' })).toMatchObject({ text: '5901234123457', check_digit: 7, check_digit_computed: true })
    expect((await gen.ok('barcode', { text: '4 006381 333931', type: 'ean13' })).text).toBe('4006381333931')
    const wrong = await gen.refused('barcode', { text: '5901234123458', type: 'ean13' })
    expect(wrong).toMatchObject({ code: 'BARCODE_CHECK_DIGIT' })
    expect(wrong.error).toBe('the last digit of 5901234123458 is the EAN-13 check digit and should be 7, not 8; correct it, or send only the first 12 digits to have it computed')
    const letters = await gen.refused('barcode', { text: '59012341234A', type: 'ean13' })
    expect(letters.code).toBe('BARCODE_DIGITS_ONLY')
    expect(letters.error).toContain('A (character 12')
    expect((await gen.refused('barcode', { text: 'abc', type: 'ean13' })).code).toBe('BARCODE_DIGITS_ONLY')
    expect((await gen.refused('barcode', { text: '12345', type: 'ean13' })).code).toBe('BARCODE_DIGIT_COUNT')
  })

  it('completes and checks UPC-A (also as upc), UPC-E, EAN-8 and ITF-14', async () => {
    expect(await gen.ok('barcode', { text: '03600029145', type: 'upca' })).toMatchObject({ type: 'upca', text: '036000291452', check_digit: 2, check_digit_computed: true })
    expect(await gen.ok('barcode', { text: '036000291452', type: 'upc' })).toMatchObject({ type: 'upca', check_digit_computed: false })
    expect((await gen.refused('barcode', { text: '036000291453', type: 'upca' })).error).toContain('should be 2, not 3')
    // UPC-E 0425261 stands for UPC-A 04210000526, whose check digit is 4.
    expect(await gen.ok('barcode', { text: '0425261', type: 'upce' })).toMatchObject({ text: '04252614', check_digit: 4 })
    expect((await gen.refused('barcode', { text: '2425261', type: 'upce' })).code).toBe('BARCODE_UPCE_NUMBER_SYSTEM')
    expect(await gen.ok('barcode', { text: '9638507', type: 'ean8' })).toMatchObject({ text: '96385074', check_digit: 4 })
    expect(await gen.ok('barcode', { text: '1540014128876', type: 'itf14' })).toMatchObject({ text: '15400141288763', check_digit: 3 })
    expect((await gen.refused('barcode', { text: '15400141288762', type: 'itf14' })).error).toContain('should be 3, not 2')
  })

  it('refuses content the type cannot encode, naming the character', async () => {
    const lower = await gen.refused('barcode', { text: 'ABc', type: 'code39' })
    expect(lower).toMatchObject({ code: 'BARCODE_CODE39_CHARS' })
    expect(lower.error).toMatch(/^Code 39 cannot encode c \(character 3 of text\)/)
    expect((await gen.ok('barcode', { text: 'ABC-1 $/+%', type: 'code39' })).text).toBe('ABC-1 $/+%')
    expect((await gen.refused('barcode', { text: 'A%', type: 'code93' })).code).toBe('BARCODE_CODE93_CHARS')
    const accent = await gen.refused('barcode', { text: 'café', type: 'code128' })
    expect(accent.code).toBe('BARCODE_ASCII_ONLY')
    expect(accent.error).toContain('é (character 4')
    expect((await gen.refused('barcode', { text: 'line\nbreak' })).error).toContain('U+000A')
    expect((await gen.refused('barcode', { text: '123', type: 'interleaved2of5' })).code).toBe('BARCODE_EVEN_DIGITS')
    expect((await gen.refused('barcode', { text: 'x'.repeat(65) })).code).toBe('BARCODE_TOO_LONG')
    expect((await gen.refused('barcode', { text: 'x'.repeat(151), type: 'datamatrix' })).code).toBe('PARAM_MAX_LENGTH')
    expect((await gen.refused('barcode', { text: 'a', type: 'codabar' })).code).toBe('PARAM_ENUM')
    expect((await gen.refused('barcode', { text: 'a', scale: 5 })).code).toBe('PARAM_BETWEEN')
    // A PNG is bounded in pixels; the same code fits at a lower scale, or as SVG.
    const wide = { text: 'CODE39 '.repeat(9), type: 'code39' }
    const tooLarge = await gen.refused('barcode', { ...wide, scale: 4 })
    expect(tooLarge.code).toBe('BARCODE_TOO_LARGE')
    expect(tooLarge.error).toContain('lower scale')
    expect((await gen.ok('barcode', { ...wide, scale: 4, format: 'svg' })).format).toBe('svg')
    expect((await gen.ok('barcode', { ...wide, scale: 2 })).width).toBeGreaterThan(1500)
  })

  it('draws 2D symbols and SVG', async () => {
    const dm = await gen.ok('barcode', { text: 'line one\nline two', type: 'datamatrix' })
    expect(dm).toMatchObject({ type: 'datamatrix', format: 'png' })
    expect(await gen.ok('barcode', { text: 'PDF417 content', type: 'pdf417', scale: 1 })).toMatchObject({ type: 'pdf417' })
    const svg = await gen.ok('barcode', { text: '0123456789', type: 'interleaved2of5', format: 'svg', include_text: 0 })
    expect(svg).toMatchObject({ format: 'svg', content_type: 'image/svg+xml', include_text: false })
    const body = fromDataUri(svg.data_uri as string).bytes.toString()
    expect(body).toMatch(new RegExp(`^<svg width="${svg.width}" height="${svg.height}" viewBox="0 0 ${svg.width} ${svg.height}"`))
    const res = await fetchUrl(svg.url as string)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.body).toBe(body)
  })
})

describe('parameters and messages', () => {
  it('requires the required parameters', async () => {
    for (const [name, param] of [['qr', 'text'], ['barcode', 'text'], ['color', 'value'], ['hsl', 'value']] as const) {
      expect(await gen.refused(name, {})).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
    }
  })

  it('speaks Spanish under /es', async () => {
    expect(await gen.refused('random-number', { min: 10, max: 1 }, 'es')).toEqual({
      code: 'RANDOM_MIN_ABOVE_MAX',
      error: 'min (10) es mayor que max (1); intercámbielos, o baje min o suba max',
    })
    expect((await gen.refused('barcode', { text: '5901234123458', type: 'ean13' }, 'es')).error).toContain('debería ser 7, no 8')
    expect((await gen.refused('qr', {}, 'es')).error).toBe('text es obligatorio')
  })
})
