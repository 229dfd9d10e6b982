import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { constants, deflateRawSync } from 'node:zlib'
import { expectRefusal, fixture, makeApp, seededRandom, timed, upload, type Overrides, type Timed, type UploadFile } from '../helpers.ts'

// Attacks on the upload pipeline: every one must be refused (or survived) with a 4xx error
// envelope, quickly, and without stopping the service for everyone else.

const MiB = 1024 * 1024
/** A safety bound, far above what a refusal costs: a hang or a decode of the whole bomb breaks it. */
const QUICK_MS = 2_000

// ---------------------------------------------------------------------------------------------
// Hostile files, built byte by byte so that what they declare is known exactly.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const u32be = (value: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(value >>> 0)
  return b
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))])
}

// Deflating hundreds of megabytes of zeros takes seconds; a deflate stream cut at a full flush
// depends on nothing before it, so one compressed run of zeros can be repeated instead.
const ZERO_RUN = 64 * 1024
const zeroRun = deflateRawSync(Buffer.alloc(ZERO_RUN), { level: 9, finishFlush: constants.Z_FULL_FLUSH })

/** A valid zlib stream of `length` zero bytes, built in a few milliseconds whatever the length. */
function zlibZeros(length: number): Buffer {
  const runs = Math.floor(length / ZERO_RUN)
  const tail = deflateRawSync(Buffer.alloc(length - runs * ZERO_RUN), { level: 9 })
  // Adler-32 of n zeros: the byte sum stays 1, and the second sum grows by 1 per byte.
  const adler = (((length % 65521) << 16) | 1) >>> 0
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(runs).fill(zeroRun), tail, u32be(adler)])
}

/** A black 1-bit greyscale PNG of the given size: tiny on the wire, huge once decoded. */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([1, 0, 0, 0, 0])])
  const rowBytes = 1 + Math.ceil(width / 8) // filter byte, then the packed row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlibZeros(rowBytes * height)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8])
const u16be = (value: number) => [value >> 8, value & 0xff]

/** The headers of a baseline greyscale JPEG of width×height, and a scrap of scan data. */
function jpegHeader(width: number, height: number): Buffer {
  return Buffer.from([
    0xff, 0xd8,
    0xff, 0xdb, 0, 67, 0, ...Array<number>(64).fill(1), // one quantisation table
    0xff, 0xc0, 0, 11, 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0, // frame: one component
    0xff, 0xc4, 0, 20, 0, 1, ...Array<number>(15).fill(0), 0, // one DC Huffman table, one code
    0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, // scan
    0, 0, 0, 0, 0xff, 0xd9,
  ])
}

/** A 24-bit BMP whose header declares width×height, followed by a few bytes of pixels. */
function bmpHeader(width: number, height: number): Buffer {
  const out = Buffer.alloc(54 + 64)
  out.write('BM', 0, 'latin1')
  out.writeUInt32LE(out.length, 2)
  out.writeUInt32LE(54, 10)
  out.writeUInt32LE(40, 14)
  out.writeInt32LE(width, 18)
  out.writeInt32LE(height, 22)
  out.writeUInt16LE(1, 26)
  out.writeUInt16LE(24, 28)
  return out
}

/** An icon whose one entry is the given PNG (the directory says 256×256, as it must for large entries). */
function iconOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, png])
}

/** A GIF89a whose logical screen is width×height, holding `frames` frames of one pixel each. */
function manyFrameGif(frames: number, width = 200, height = 200): Buffer {
  const header = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'), u16le(width), u16le(height),
    Buffer.from([0x80, 0, 0]), // global palette of 2 colours
    Buffer.from([0, 0, 0, 255, 255, 255]),
  ])
  // Graphic control (10 ms delay), a 1×1 image at 0,0, LZW code size 2: clear, index 0, end.
  const frame = Buffer.from([
    0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00,
    0x02, 0x02, 0x44, 0x01, 0x00,
  ])
  return Buffer.concat([header, ...Array<Buffer>(frames).fill(frame), Buffer.from([0x3b])])
}

/**
 * An uncompressed little-endian greyscale TIFF with `pages` chained IFDs of width×height, all
 * pointing at one shared strip of pixels: each page is declared in full, the file stays small.
 * With `loop`, the last IFD points back at the first.
 */
function manyPageTiff(pages: number, width: number, height: number, { loop = false } = {}): Buffer {
  const strip = width * height
  const firstIfd = 8 + strip + (strip % 2) // IFDs start on a word boundary
  const entries: Array<[tag: number, type: number, value: number]> = [
    [256, 4, width], [257, 4, height], [258, 3, 8], [259, 3, 1], [262, 3, 1],
    [273, 4, 8], [277, 3, 1], [278, 4, height], [279, 4, strip],
  ]
  const ifdSize = 2 + entries.length * 12 + 4
  const out = Buffer.alloc(firstIfd + pages * ifdSize)
  out.write('II', 0, 'latin1')
  out.writeUInt16LE(42, 2)
  out.writeUInt32LE(firstIfd, 4)
  for (let page = 0; page < pages; page++) {
    let at = firstIfd + page * ifdSize
    out.writeUInt16LE(entries.length, at)
    at += 2
    for (const [tag, type, value] of entries) {
      out.writeUInt16LE(tag, at)
      out.writeUInt16LE(type, at + 2)
      out.writeUInt32LE(1, at + 4)
      if (type === 3) out.writeUInt16LE(value, at + 8)
      else out.writeUInt32LE(value, at + 8)
      at += 12
    }
    const last = page === pages - 1
    out.writeUInt32LE(last ? (loop ? firstIfd : 0) : at + 4, at)
  }
  return out
}

/** Deterministic random bytes and indexes, so a failing corruption can be replayed. */
function seededBytes(seed: number) {
  const next = seededRandom(seed)
  return {
    int: (below: number) => Math.floor(next() * below),
    fill<T extends Uint8Array>(bytes: T, from: number, to: number): T {
      for (let i = from; i < to; i++) bytes[i] = Math.floor(next() * 256)
      return bytes
    },
  }
}

const randomBytes = (length: number, seed: number) => seededBytes(seed).fill(new Uint8Array(length), 0, length)

/** A copy of `bytes` with a random range (past the first 8 bytes, up to 64 long) overwritten. */
function overwritten(bytes: Uint8Array, seed: number): Buffer {
  const random = seededBytes(seed)
  const copy = Buffer.from(bytes)
  const from = 8 + random.int(Math.max(1, copy.length - 16))
  return random.fill(copy, from, Math.min(copy.length, from + 1 + random.int(64)))
}

interface RawPart {
  /** The whole Content-Disposition value, exactly as sent. */
  disposition: string
  bytes: Uint8Array
}

/** A multipart body written by hand, for part headers a FormData would escape or refuse. */
function rawMultipart(parts: readonly RawPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----devutils-hostile-boundary'
  const chunks = parts.flatMap(({ disposition, bytes }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

// ---------------------------------------------------------------------------------------------
// How answers are checked.

const CONVERT = 'file/png-to-jpg'
const LIGHT = '/api/v1/number/roman?value=12'

async function sendFiles(app: FastifyInstance, files: ReadonlyArray<string | UploadFile>, path = CONVERT, field?: string): Promise<Timed> {
  return timed(upload(app, path, files, {}, field ? { field } : {}))
}

/** Runs an attack and, while it is in flight, a light call that must answer normally. */
async function withLightCall(app: FastifyInstance, attack: Promise<Timed>): Promise<Timed> {
  const light = await app.inject({ method: 'GET', url: LIGHT })
  expect(light.statusCode).toBe(200)
  expect(light.json()).toMatchObject({ ok: true, result: expect.anything() })
  return attack
}

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

/** A separate app with some configuration changed, closed when the test ends. */
async function withApp<T>(overrides: Overrides, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const other = await makeApp(overrides)
  try {
    return await use(other)
  } finally {
    await other.close()
  }
}

// ---------------------------------------------------------------------------------------------

describe('the hostile files themselves', () => {
  it('a generated black PNG decodes to its declared size, every pixel black', async () => {
    // Large enough for several repeated zero runs plus a tail.
    const png = blackPng(2001, 1999)
    expect(png.length).toBeLessThan(10_000)
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([2001, 1999])
    expect(data.every((byte) => byte === 0)).toBe(true)
  })

  it('a generated JPEG header and icon declare what they should', async () => {
    expect(await sharp(jpegHeader(300, 200)).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
    expect(await sharp(iconOf(blackPng(40, 30)).subarray(22)).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 })
  })

  it('a generated GIF has the declared frames and logical screen', async () => {
    const meta = await sharp(manyFrameGif(7, 20, 10)).metadata()
    expect(meta).toMatchObject({ format: 'gif', pages: 7, width: 20, height: 10 })
  })

  it('a generated TIFF has the declared pages', async () => {
    const meta = await sharp(manyPageTiff(5, 30, 20)).metadata()
    expect(meta).toMatchObject({ format: 'tiff', pages: 5, width: 30, height: 20 })
    // The last page is readable: every IFD in the chain is complete.
    const { info } = await sharp(manyPageTiff(5, 30, 20), { page: 4 }).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([30, 20])
  })
})

describe('pixel floods', () => {
  it.each([
    ['50000×50000 (2.5 gigapixels)', 50_000, 50_000],
    ['16000×16000 (256 megapixels)', 16_000, 16_000],
    ['7000×7000 (49 megapixels, just over the default cap)', 7_000, 7_000],
  ])('a PNG declaring %s is refused from its header, 413', async (_label, width, height) => {
    const png = blackPng(width, height)
    const attack = sendFiles(app, [{ name: 'flood.png', bytes: png }])
    const body = expectRefusal(await withLightCall(app, attack), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain(`${width}×${height}`)
    expect(body.error).toContain('40000000')
  })

  it.each([
    ['a JPEG declaring 16000×16000', 'flood.jpg', jpegHeader(16_000, 16_000), '16000×16000'],
    ['a JPEG declaring 65000×65000', 'flood.jpg', jpegHeader(65_000, 65_000), '65000×65000'],
    ['a BMP declaring 20000×20000', 'flood.bmp', bmpHeader(20_000, 20_000), '20000×20000'],
    ['a BMP declaring 20000×-20000 (top-down)', 'flood.bmp', bmpHeader(20_000, -20_000), '20000×20000'],
    ['an icon holding a PNG of 50000×50000', 'flood.ico', iconOf(blackPng(50_000, 50_000)), '50000×50000'],
  ])('%s is refused from its header, 413', async (_label, name, bytes, size) => {
    const body = expectRefusal(await withLightCall(app, sendFiles(app, [{ name, bytes }], 'file/image-to-webp')), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain(size)
  })

  it('the same flood is refused by every target operation', async () => {
    const png = blackPng(16_000, 16_000)
    for (const path of ['file/image-to-webp', 'file/jpg-to-png', 'file/png-to-webp']) {
      expectRefusal(await sendFiles(app, [{ name: 'flood.png', bytes: png }], path), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
    }
  })

  it('a lowered IMAGE_MAX_PIXELS refuses an ordinary image, naming its size', async () => {
    await withApp({ IMAGE_MAX_PIXELS: '1000' }, async (small) => {
      const body = expectRefusal(await sendFiles(small, ['alpha.png']), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
      expect(body.error).toContain('alpha.png')
      expect(body.error).toContain('64×48')
      expect(body.error).toContain('1000')
    })
  })

  it('an image just under the cap is converted', async () => {
    const res = await upload(app, 'file/png-to-webp', [{ name: 'ok.png', bytes: blackPng(6000, 6000) }])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 6000, height: 6000 })
  })
})

describe('animation and page bombs', () => {
  it('a GIF of 3000 one-pixel frames on a 200×200 screen counts 120 megapixels: 413', async () => {
    const gif = manyFrameGif(3000)
    expect(gif.length).toBeLessThan(100_000)
    const attack = sendFiles(app, [{ name: 'bomb.gif', bytes: gif }], 'file/image-to-webp')
    const body = expectRefusal(await withLightCall(app, attack), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain('200×200')
    expect(body.error).toContain('3000')
  })

  it('a TIFF of 2000 chained 200×200 pages counts 80 megapixels: 413', async () => {
    const tiff = manyPageTiff(2000, 200, 200)
    const attack = sendFiles(app, [{ name: 'pages.tiff', bytes: tiff }], 'file/image-to-webp')
    const body = expectRefusal(await withLightCall(app, attack), 413, 'IMAGE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain('2000')
  })

  it('a TIFF whose IFD chain loops back on itself is answered 4xx, not followed forever', async () => {
    const answer = await sendFiles(app, [{ name: 'loop.tiff', bytes: manyPageTiff(3, 20, 20, { loop: true }) }], 'file/image-to-webp')
    // libtiff notices the loop and stops at the pages it has; refusing the file is as good.
    expect(answer.ms).toBeLessThan(QUICK_MS)
    if (answer.res.statusCode !== 200) expectRefusal(answer, 422, 'CORRUPT_IMAGE', { withinMs: QUICK_MS })
    else expect((await sharp(answer.res.rawPayload).metadata()).format).toBe('webp')
  })
})

describe('corrupt and truncated files', () => {
  const SAMPLES = ['photo.jpg', 'alpha.png', 'photo.webp', 'photo.avif', 'photo.tiff', 'animated.gif', 'photo.heic', 'photo.bmp', 'big.ico']
  /** Damaged in a way no decoder can mistake for an image: refused with a format or damage code. */
  const REFUSED = /^(CORRUPT_IMAGE|UNSUPPORTED_FILE_FORMAT)$/
  // A damaged HEIF box table can also trip one of libheif's security limits ("exceeds").
  const REFUSED_AFTER_DAMAGE = /^(CORRUPT_IMAGE|UNSUPPORTED_FILE_FORMAT|IMAGE_FAILED)$/

  async function refusedOrConverted(answer: Timed, what: string): Promise<void> {
    const { res } = answer
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
    if (res.statusCode === 200) {
      // Damage a decoder cannot see (pixel data of a format without checksums): a valid image out.
      expect((await sharp(res.rawPayload).metadata()).format, what).toBe('jpeg')
      expect(answer.ms).toBeLessThan(QUICK_MS)
    } else {
      expectRefusal(answer, 422, REFUSED_AFTER_DAMAGE, { withinMs: QUICK_MS })
    }
  }

  it.each(SAMPLES)('%s cut to 20 bytes is refused', async (name) => {
    const answer = await sendFiles(app, [{ name, bytes: fixture(name).subarray(0, 20) }])
    expectRefusal(answer, 422, REFUSED, { withinMs: QUICK_MS })
  })

  it.each(SAMPLES)('%s cut in half is refused, or converted from what is left', async (name) => {
    const bytes = fixture(name)
    await refusedOrConverted(await sendFiles(app, [{ name, bytes: bytes.subarray(0, bytes.length >> 1) }]), name)
  })

  it.each(SAMPLES.filter((name) => !['animated.gif', 'big.ico'].includes(name)))(
    '%s cut in half cannot be converted: the one image in it is incomplete',
    async (name) => {
      const bytes = fixture(name)
      const answer = await sendFiles(app, [{ name, bytes: bytes.subarray(0, bytes.length >> 1) }])
      expectRefusal(answer, 422, 'CORRUPT_IMAGE', { withinMs: QUICK_MS })
    },
  )

  it.each(SAMPLES)('%s with random byte ranges overwritten is never a 5xx', async (name) => {
    const bytes = fixture(name)
    for (let seed = 1; seed <= 12; seed++) {
      await refusedOrConverted(await sendFiles(app, [{ name, bytes: overwritten(bytes, seed) }]), `${name} seed ${seed}`)
    }
  })

  it('an empty file is 422 EMPTY_FILE', async () => {
    const body = expectRefusal(await sendFiles(app, [{ name: 'empty.png', bytes: new Uint8Array(0) }]), 422, 'EMPTY_FILE', { withinMs: QUICK_MS })
    expect(body.error).toContain('empty.png')
  })

  it('random bytes named x.png are 422 UNSUPPORTED_FILE_FORMAT', async () => {
    for (let seed = 1; seed <= 5; seed++) {
      expectRefusal(await sendFiles(app, [{ name: 'x.png', bytes: randomBytes(4096, seed), type: 'image/png' }]), 422, 'UNSUPPORTED_FILE_FORMAT', { withinMs: QUICK_MS })
    }
  })
})

describe('formats the service does not read', () => {
  const PDF = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>'
  const vips = (magic: number[]) => Buffer.concat([Buffer.from(magic), Buffer.alloc(60)])
  const FITS = `${'SIMPLE  =                    T'.padEnd(80)}${'BITPIX  =                    8'.padEnd(80)}${'NAXIS   =                    0'.padEnd(80)}${'END'.padEnd(80)}`.padEnd(2880)

  it.each([
    ['a PDF', 'doc.pdf', Buffer.from(PDF, 'latin1'), 'PDF'],
    ['a PDF named as a PNG', 'doc.png', Buffer.from(PDF, 'latin1'), 'PDF'],
    ['an SVG named a.png', 'a.png', Buffer.from(SVG), 'SVG'],
    ['an SVG with an XML declaration', 'a.png', Buffer.from(`<?xml version="1.0"?>\n${SVG}`), 'SVG'],
    ['a VIPS native file (big-endian magic)', 'a.png', vips([0x08, 0xf2, 0xa6, 0xb6]), 'unknown'],
    ['a VIPS native file (little-endian magic)', 'a.png', vips([0xb6, 0xa6, 0xf2, 0x08]), 'unknown'],
    // A FITS header is ASCII text: read as text, which no image operation accepts.
    ['a FITS file', 'a.png', Buffer.from(FITS, 'latin1'), 'CSV or plain text'],
    ['a ZIP archive', 'a.png', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)]), 'ZIP'],
  ])('%s is 422 UNSUPPORTED_FILE_FORMAT', async (_label, name, bytes, found) => {
    const body = expectRefusal(await sendFiles(app, [{ name, bytes, type: 'image/png' }]), 422, 'UNSUPPORTED_FILE_FORMAT', { withinMs: QUICK_MS })
    expect(body.error).toContain(`looks like: ${found}`)
  })
})

describe('sizes and counts', () => {
  it('a file of 20 MiB + 1 byte is 413 FILE_TOO_LARGE', async () => {
    const bytes = Buffer.concat([fixture('alpha.png'), Buffer.alloc(20 * MiB + 1 - fixture('alpha.png').length)])
    const body = expectRefusal(await withLightCall(app, sendFiles(app, [{ name: 'big.png', bytes }])), 413, 'FILE_TOO_LARGE', { withinMs: 10_000 })
    expect(body.error).toContain(String(20 * MiB))
  })

  it('a file of exactly 20 MiB is read (and found to be a damaged PNG)', async () => {
    const bytes = Buffer.concat([fixture('alpha.png').subarray(0, 100), Buffer.alloc(20 * MiB - 100)])
    expectRefusal(await sendFiles(app, [{ name: 'big.png', bytes }]), 422, 'CORRUPT_IMAGE', { withinMs: 10_000 })
  })

  it('200 files in one request are 413 TOO_MANY_FILES', async () => {
    const files = Array.from({ length: 200 }, (_, i) => ({ name: `${i}.png`, bytes: fixture('alpha.png') }))
    const body = expectRefusal(await withLightCall(app, sendFiles(app, files)), 413, 'TOO_MANY_FILES', { withinMs: QUICK_MS })
    expect(body.error).toContain('20')
  })

  it('21 files are 413 TOO_MANY_FILES, 20 are converted', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i}.png`, bytes: fixture('alpha.png') }))
    expectRefusal(await sendFiles(app, files(21)), 413, 'TOO_MANY_FILES', { withinMs: QUICK_MS })
    const res = await upload(app, CONVERT, files(20))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
  })

  it('5000 tiny fields are 413 TOO_MANY_PARTS', async () => {
    const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, 'x']))
    expectRefusal(await timed(upload(app, CONVERT, ['alpha.png'], fields)), 413, 'TOO_MANY_PARTS', { withinMs: QUICK_MS })
  })

  it('a field sent 5000 times is 413 TOO_MANY_PARTS', async () => {
    const form = new FormData()
    for (let i = 0; i < 5000; i++) form.append('quality', '50')
    form.append('files[]', new Blob([fixture('alpha.png')]), 'alpha.png')
    expectRefusal(await timed(app.inject({ method: 'POST', url: `/api/v1/${CONVERT}`, payload: form })), 413, 'TOO_MANY_PARTS', { withinMs: QUICK_MS })
  })

  it('uploads adding up to more than UPLOAD_TOTAL_BYTES are 413 UPLOADS_TOO_LARGE', async () => {
    const png = fixture('alpha.png') // 1612 bytes
    await withApp({ UPLOAD_TOTAL_BYTES: '5000' }, async (small) => {
      const three = await upload(small, CONVERT, [png, png, png].map((bytes, i) => ({ name: `${i}.png`, bytes })))
      expect(three.statusCode, three.body.slice(0, 300)).toBe(200)
      const four = [png, png, png, png].map((bytes, i) => ({ name: `${i}.png`, bytes }))
      const body = expectRefusal(await sendFiles(small, four), 413, 'UPLOADS_TOO_LARGE', { withinMs: QUICK_MS })
      expect(body.error).toContain('5000')
    })
  })

  it('one file larger than UPLOAD_TOTAL_BYTES is refused as soon as the total is passed', async () => {
    await withApp({ UPLOAD_TOTAL_BYTES: '5000' }, async (small) => {
      const bytes = Buffer.concat([fixture('alpha.png'), Buffer.alloc(19 * MiB)])
      expectRefusal(await sendFiles(small, [{ name: 'big.png', bytes }]), 413, 'UPLOADS_TOO_LARGE', { withinMs: QUICK_MS })
    })
  })

  it('only fields and no file is 422 FILE_REQUIRED', async () => {
    const body = expectRefusal(await timed(upload(app, 'file/image-to-webp', [], { quality: 50 })), 422, 'FILE_REQUIRED', { withinMs: QUICK_MS })
    expect(body.error).toContain('files[]')
  })

  it('a JSON body to a file operation is 415 UPLOAD_REQUIRED', async () => {
    const res = await timed(app.inject({ method: 'POST', url: `/api/v1/${CONVERT}`, payload: { files: ['alpha.png'] } }))
    expectRefusal(res, 415, 'UPLOAD_REQUIRED', { withinMs: QUICK_MS })
  })

  it('a form-encoded body to a file operation is 415 UPLOAD_REQUIRED', async () => {
    const res = await timed(app.inject({
      method: 'POST',
      url: `/api/v1/${CONVERT}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'files=alpha.png',
    }))
    expectRefusal(res, 415, 'UPLOAD_REQUIRED', { withinMs: QUICK_MS })
  })

  it('a file in an unknown field is 422 UNKNOWN_FILE_FIELD', async () => {
    const body = expectRefusal(await sendFiles(app, ['alpha.png'], CONVERT, 'image'), 422, 'UNKNOWN_FILE_FIELD', { withinMs: QUICK_MS })
    expect(body.error).toContain('"image"')
    expect(body.error).toContain('files[]')
  })

  it.each(['file', 'files', 'files[]'])('a file in the field %s is converted', async (field) => {
    const res = await upload(app, CONVERT, ['alpha.png'], {}, { field })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
  })

  it.each([
    ['a field', 'form-data; name="__proto__"', Buffer.from('{"polluted":1}')],
    ['a file', 'form-data; name="constructor"; filename="a.png"', fixture('alpha.png')],
  ])('%s named after an Object prototype property is a 400', async (_label, disposition, bytes) => {
    const { payload, headers } = rawMultipart([{ disposition, bytes }, { disposition: 'form-data; name="files[]"; filename="a.png"', bytes: fixture('alpha.png') }])
    const answer = await timed(app.inject({ method: 'POST', url: `/api/v1/${CONVERT}`, headers, payload }))
    expectRefusal(answer, 400, /^(BAD_REQUEST|FORBIDDEN_PROPERTY)$/, { withinMs: QUICK_MS })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  describe('a body that is not well-formed multipart is 400 INVALID_BODY', () => {
    const part = (disposition: string) => rawMultipart([{ disposition, bytes: fixture('alpha.png') }])
    const { payload, headers } = part('form-data; name="files[]"; filename="a.png"')
    const boundary = headers['content-type']!.split('boundary=')[1]!
    it.each([
      ['cut off inside the file', headers, payload.subarray(0, payload.length - 200)],
      ['cut off after 20 bytes', headers, payload.subarray(0, 20)],
      ['cut off before the closing boundary', headers, payload.subarray(0, payload.length - 10)],
      ['cut off inside a field', headers, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="quality"\r\n\r\n50`)],
      ['not multipart at all', headers, Buffer.from('garbage')],
      ['without a boundary parameter', { 'content-type': 'multipart/form-data' }, payload],
      ['with a part header that never ends', headers, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="a.png"\r\n${'X-A: b\r\n'.repeat(200)}`)],
    ])('%s', async (_label, requestHeaders, body) => {
      const answer = await timed(app.inject({ method: 'POST', url: `/api/v1/${CONVERT}`, headers: requestHeaders, payload: body }))
      expectRefusal(answer, 400, 'INVALID_BODY', { withinMs: QUICK_MS })
    })
  })
})

describe('hostile file names', () => {
  const png = () => fixture('alpha.png')

  /** Converts alpha.png sent under `name` and returns the Content-Disposition answered. */
  async function dispositionFor(name: string): Promise<string> {
    const res = await upload(app, CONVERT, [{ name, bytes: png() }])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()
    const disposition = String(res.headers['content-disposition'])
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).toMatch(/^[\x20-\x7e]+$/)
    return disposition
  }

  /** The same, with the part header written by hand (raw quotes, RFC 2231 filename*). */
  async function rawDispositionFor(disposition: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = rawMultipart([{ disposition, bytes: png() }])
    return app.inject({ method: 'POST', url: `/api/v1/${CONVERT}`, headers, payload })
  }

  const quotedName = (disposition: string) => /filename="([^"]*)"/.exec(disposition)?.[1]
  const extendedName = (disposition: string) => {
    const value = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1]
    return value === undefined ? undefined : decodeURIComponent(value)
  }

  it('CR LF in a name cannot add a response header', async () => {
    const disposition = await dispositionFor('a\r\nSet-Cookie: x=y.png')
    expect(disposition.toLowerCase()).not.toContain('\nset-cookie')
  })

  it('CR LF decoded from an RFC 2231 filename* cannot add a response header either', async () => {
    // The parser drops a part whose decoded name holds a line break: no file arrived at all.
    const res = await rawDispositionFor(`form-data; name="files[]"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3Dy.png`)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ ok: false, code: 'FILE_REQUIRED' })
  })

  it('a raw CR LF inside the part header does not reach the answer', async () => {
    const res = await rawDispositionFor('form-data; name="files[]"; filename="a\r\nSet-Cookie: x=y.png"')
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(String(res.headers['content-disposition'] ?? '')).not.toMatch(/[\r\n]/)
  })

  it('an emoji name gets an ASCII fallback and the exact name in filename*', async () => {
    const disposition = await dispositionFor('😀.png')
    expect(quotedName(disposition)).toBe('_.jpg')
    expect(disposition).toContain(`filename*=UTF-8''%F0%9F%98%80.jpg`)
    expect(extendedName(disposition)).toBe('😀.jpg')
  })

  it.each([
    ['../../etc/passwd.png', 'passwd.jpg'],
    ['..\\..\\windows\\win.ini.png', 'win.ini.jpg'],
    ['/absolute/path/photo.png', 'photo.jpg'],
    ['.hidden.png', 'hidden.jpg'],
  ])('a path in %s is dropped', async (name, expected) => {
    expect(quotedName(await dispositionFor(name))).toBe(expected)
  })

  it('a 5000-character name is cut short', async () => {
    const disposition = await dispositionFor(`${'a'.repeat(5000)}.png`)
    const name = quotedName(disposition)!
    expect(name).toMatch(/^a+\.jpg$/)
    expect(name.length).toBeLessThanOrEqual(130)
    expect(disposition.length).toBeLessThan(400)
  })

  it('quotes and backslashes in a name are replaced in filename and escaped in filename*', async () => {
    const res = await rawDispositionFor('form-data; name="files[]"; filename="say \\"cheese\\".png"')
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const disposition = String(res.headers['content-disposition'])
    expect(quotedName(disposition)).toBe('say _cheese_.jpg')
    expect(extendedName(disposition)).toBe('say "cheese".jpg')
    // The header parses as exactly one quoted filename and one filename*.
    expect(disposition.match(/"/g)).toHaveLength(2)
  })

  it('a backslash is read as a path separator, as Windows browsers send paths', async () => {
    const res = await rawDispositionFor('form-data; name="files[]"; filename="C:\\\\Users\\\\ada\\\\photo.png"')
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(quotedName(String(res.headers['content-disposition']))).toBe('photo.jpg')
  })

  it.each([
    ['', 'file.jpg'],
    ['.png', 'png.jpg'],
    ['\u0000\u0001.png', 'png.jpg'],
    ['   ', 'file.jpg'],
  ])('an empty or blank name %j becomes a usable one', async (name, expected) => {
    expect(quotedName(await dispositionFor(name))).toBe(expected)
  })

  it('bidirectional overrides cannot disguise the extension', async () => {
    // "photo‮gnp.exe" displays as "photoexe.png".
    const disposition = await dispositionFor('photo\u202egnp.exe.png')
    expect(extendedName(disposition) ?? quotedName(disposition)).toBe('photognp.exe.jpg')
  })

  it('the names inside a ZIP are made safe too', async () => {
    const { unzipSync } = await import('fflate')
    const res = await upload(app, CONVERT, [
      { name: '../../etc/passwd.png', bytes: png() },
      { name: 'a\u0007b.png', bytes: png() },
      { name: 'passwd.png', bytes: png() },
    ])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const names = Object.keys(unzipSync(res.rawPayload))
    expect(names).toEqual(['passwd.jpg', 'ab.jpg', 'passwd (2).jpg'])
  })
})

describe('spoofed names and types', () => {
  it('a PNG named a.gif and sent as image/jpeg is read as the PNG it is', async () => {
    const res = await upload(app, CONVERT, [{ name: 'a.gif', bytes: fixture('alpha.png'), type: 'image/jpeg' }])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
  })

  it('an HTML upload claiming text/html is answered with a JSON error, never echoed as a page', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const answer = await sendFiles(app, [{ name: '<script>.png', bytes: html, type: 'text/html' }])
    const body = expectRefusal(answer, 422, 'UNSUPPORTED_FILE_FORMAT', { withinMs: QUICK_MS })
    expect(answer.res.headers['content-type']).toMatch(/^application\/json/)
    expect(body.error).toContain('<script>.png')
  })
})

/** A square JPEG of grey Gaussian noise: costly to encode in proportion to its size and sigma. */
function noiseJpeg(side: number, sigma: number): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma } as const
  return sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise } }).jpeg({ quality: 60 }).toBuffer()
}

describe('concurrency and time budgets', () => {
  let noise: Buffer
  beforeAll(async () => { noise = await noiseJpeg(2000, 40) })

  it('with one job slot and one queue place, six heavy conversions at once: two run, four are 503 BUSY', async () => {
    await withApp({ FILE_JOBS: '1', FILE_QUEUE: '1' }, async (narrow) => {
      const heavy = Array.from({ length: 6 }, () => upload(narrow, 'file/jpg-to-avif', [{ name: 'noise.jpg', bytes: noise }]))
      const light = await narrow.inject({ method: 'GET', url: LIGHT })
      expect(light.statusCode).toBe(200)
      const answers = await Promise.all(heavy)
      const statuses = answers.map((res) => res.statusCode)
      expect(statuses.filter((s) => s >= 500 && s !== 503), statuses.join()).toEqual([])
      const done = answers.filter((res) => res.statusCode === 200)
      const busy = answers.filter((res) => res.statusCode === 503)
      expect(done.length, statuses.join()).toBeGreaterThanOrEqual(1)
      expect(done.length, statuses.join()).toBeLessThanOrEqual(2)
      expect(done.length + busy.length).toBe(6)
      for (const res of busy) {
        expect(res.json()).toMatchObject({ ok: false, code: 'BUSY' })
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      }
      for (const res of done) expect((await sharp(res.rawPayload).metadata()).format).toBe('heif')
      // Once the rush is over, the slot is free again.
      const after = await upload(narrow, CONVERT, ['alpha.png'])
      expect(after.statusCode).toBe(200)
    })
  }, 60_000)

  it('a conversion past FILE_TIMEOUT_MS is answered 503 TIMEOUT in time, and the service goes on', async () => {
    // 30 megapixels of faint noise: a few seconds of AVIF encoding, far more than one second.
    const big = await noiseJpeg(5500, 1)
    await withApp({ FILE_TIMEOUT_MS: '1000' }, async (hurried) => {
      const attack = timed(upload(hurried, 'file/jpg-to-avif', [{ name: 'big.jpg', bytes: big }]))
      const light = await hurried.inject({ method: 'GET', url: LIGHT })
      expect(light.statusCode).toBe(200)
      const answer = await attack
      expect(answer.res.statusCode, answer.res.body.slice(0, 300)).not.toBe(500)
      expect(answer.ms).toBeLessThan(3_000)
      if (answer.res.statusCode !== 200) {
        expectRefusal(answer, 503, 'TIMEOUT', { withinMs: 3_000 })
        expect(answer.res.headers['retry-after']).toBeDefined()
      }
      const after = await upload(hurried, CONVERT, ['alpha.png'])
      expect(after.statusCode).toBe(200)
    })
  }, 60_000)
})
