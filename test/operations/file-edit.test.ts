import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import exifr from 'exifr'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { client, envelope, fixture, makeApp, upload, type UploadFile } from '../helpers.ts'
import { pixels, type Pixels } from '../image-pixels.ts'

let app: FastifyInstance
const file = client(() => app, 'file')
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

type Fields = Record<string, string | number | boolean>
type Files = ReadonlyArray<string | UploadFile>

/** Calls an operation that must answer a file, and returns it. */
async function edited(name: string, files: Files, fields: Fields = {}, type?: string): Promise<Buffer> {
  const res = await upload(app, `file/${name}`, files, fields)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  if (type !== undefined) expect(res.headers['content-type']).toBe(type)
  return res.rawPayload
}

async function size(bytes: Uint8Array): Promise<[number, number]> {
  const { width, height } = await sharp(bytes).metadata()
  return [width!, height!]
}

const png = (name: string, bytes: Buffer): UploadFile => ({ name, bytes })

/** A transparent width × height PNG with an opaque red 4×4 square in its top-left corner. */
async function redCorner(width = 20, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 4, height: 4, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }, left: 0, top: 0 }])
    .png().toBuffer()
}

/** 40×40, black on the left half and white on the right: one hard vertical edge at x = 20. */
async function hardEdge(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#000000' } })
    .composite([{ input: { create: { width: 20, height: 40, channels: 3, background: '#ffffff' } }, left: 20, top: 0 }])
    .png().toBuffer()
}

const isRed = ([r, g, b, a]: number[]) => r! > 200 && g! < 60 && b! < 60 && a! > 200
const isTransparent = (pixel: number[]) => pixel[3] === 0
const isWhite = ([r, g, b]: number[]) => r! >= 245 && g! >= 245 && b! >= 245

describe('file/image-info', () => {
  async function info(files: Files): Promise<Record<string, unknown>> {
    const res = await upload(app, 'file/image-info', files)
    const body = envelope(res)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    return body.result as Record<string, unknown>
  }

  it('describes a sideways JPEG: stored and displayed size, orientation, EXIF and GPS', async () => {
    const result = await info(['photo.jpg'])
    expect(result).toMatchObject({
      name: 'photo.jpg', format: 'jpg', mime: 'image/jpeg', size_bytes: fixture('photo.jpg').length,
      width: 80, height: 60, display_width: 60, display_height: 80, orientation: 6,
      channels: 3, has_alpha: false, color_space: 'srgb', bit_depth: 8, frames: 1, animated: false,
      has_icc_profile: false, has_exif: true,
    })
    const exif = result.exif as Record<string, unknown>
    expect(exif).toMatchObject({ Make: 'Devutils', Model: 'Test Camera', Artist: 'Ada' })
    expect(exif.DateTimeOriginal).toBe('2024-05-01T12:30:45')
    const gps = result.gps as { latitude: number; longitude: number }
    expect(gps.latitude).toBeCloseTo(48.8584, 4)
    expect(gps.longitude).toBeCloseTo(2.2945, 4)
  })

  it('sends every EXIF value as plain JSON: text, numbers, short lists, binary as hex', async () => {
    const exif = (await info(['photo.jpg'])).exif as Record<string, unknown>
    for (const [key, value] of Object.entries(exif)) {
      const plain = (v: unknown): boolean => ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every(plain))
      expect(plain(value), key).toBe(true)
    }
    // ComponentsConfiguration is 4 bytes (Y, Cb, Cr, -) in every baseline EXIF.
    expect(exif.ComponentsConfiguration).toBe('01020300')
    expect(exif.GPSLatitude).toEqual([48, 51, 30.24])
    expect(exif).not.toHaveProperty('latitude')
  })

  it('writes EXIF dates from their own parts, whatever the server time zone', async () => {
    const zone = process.env.TZ
    process.env.TZ = 'Pacific/Kiritimati' // UTC+14: a UTC conversion would change the day
    try {
      expect(((await info(['photo.jpg'])).exif as Record<string, unknown>).DateTimeOriginal).toBe('2024-05-01T12:30:45')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('gives southern and western positions as negative degrees, with the altitude', async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
      .withExif({ IFD0: { Make: 'Probe' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 30/1 0/1', GPSAltitude: '355/10' } })
      .jpeg().toBuffer()
    const result = await info([png('south.jpg', bytes)])
    expect(result.gps).toEqual({ latitude: expect.closeTo(-(33 + 52 / 60), 6), longitude: -70.5, altitude: 35.5 })
  })

  it('answers exif null for an image without EXIF, and for EXIF that cannot be read', async () => {
    expect(await info(['alpha.png'])).toMatchObject({ has_exif: false, exif: null, gps: null, orientation: null })
    const base = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } }).jpeg().toBuffer()
    // An APP1 EXIF segment whose first directory lies far outside the file.
    const payload = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.from([0xff, 0xff, 0xff, 0x00]), Buffer.alloc(20, 0xee)])
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, payload.length + 2]), payload])
    const broken = Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)])
    expect((await sharp(broken).metadata()).exif).toBeDefined()
    expect(await info([png('broken.jpg', broken)])).toMatchObject({ width: 8, height: 8, has_exif: false, exif: null, gps: null })
  })

  it('counts the frames of an animation', async () => {
    expect(await info(['animated.gif'])).toMatchObject({ format: 'gif', width: 40, height: 30, frames: 3, animated: true })
    expect(await info(['photo.tiff'])).toMatchObject({ format: 'tiff', frames: 1, animated: false })
  })

  it('reports alpha, channels and bit depth', async () => {
    expect(await info(['alpha.png'])).toMatchObject({ width: 64, height: 48, has_alpha: true, channels: 4, bit_depth: 16 })
    expect(await info(['photo.png'])).toMatchObject({ has_alpha: false, channels: 3, bit_depth: 16 })
  })

  it('reads HEIC, with its EXIF', async () => {
    const result = await info(['photo.heic'])
    expect(result).toMatchObject({ format: 'heic', mime: 'image/heic', width: 80, height: 60, has_exif: true })
    expect(result.exif).toMatchObject({ Make: 'Devutils', Model: 'Test Camera' })
  })

  it('reads BMP and ICO through their decoders (an icon: its largest image)', async () => {
    expect(await info(['big.ico'])).toMatchObject({ format: 'ico', mime: 'image/x-icon', width: 256, height: 256, exif: null })
    expect(await info(['favicon.ico'])).toMatchObject({ format: 'ico', width: 48, height: 48 })
    expect(await info(['photo.bmp'])).toMatchObject({ format: 'bmp', width: 80, height: 60, bit_depth: null, density: null })
  })

  it('answers an array in upload order for several files', async () => {
    const result = await info(['photo.jpg', 'alpha.png']) as unknown as Array<Record<string, unknown>>
    expect(Array.isArray(result)).toBe(true)
    expect(result).toHaveLength(2)
    expect(result[0]).toMatchObject({ name: 'photo.jpg', width: 80 })
    expect(result[1]).toMatchObject({ name: 'alpha.png', width: 64 })
  })
})

describe('file/image-grayscale', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 60, 80],
    ['photo.png', 'image/png', 80, 60],
    ['alpha.png', 'image/png', 64, 48],
    ['photo.webp', 'image/webp', 80, 60],
    ['photo.heic', 'image/png', 80, 60],
  ] as const)('%s: every pixel grey, same size, same format (HEIC as PNG)', async (file, type, width, height) => {
    const out = await pixels(await edited('image-grayscale', [file], {}, type))
    expect([out.width, out.height]).toEqual([width, height])
    // Lossy WebP always stores colour (YUV 4:2:0), so its greys come back within one step.
    const tolerance = type === 'image/webp' ? 1 : 0
    for (let i = 0; i < out.data.length; i += 4) {
      expect(Math.abs(out.data[i + 1]! - out.data[i]!), `pixel ${i / 4}`).toBeLessThanOrEqual(tolerance)
      expect(Math.abs(out.data[i + 2]! - out.data[i]!), `pixel ${i / 4}`).toBeLessThanOrEqual(tolerance)
    }
  })

  it('writes a BMP as a 24-bit BMP of grey pixels', async () => {
    const out = Buffer.from(await edited('image-grayscale', ['photo.bmp'], {}, 'image/bmp'))
    // Read by hand from the BITMAPINFOHEADER: 24 bits per pixel, rows padded to 4 bytes, B G R order.
    expect(out.subarray(0, 2).toString('latin1')).toBe('BM')
    const offset = out.readUInt32LE(10)
    const width = out.readInt32LE(18)
    const height = Math.abs(out.readInt32LE(22))
    expect(out.readUInt16LE(28)).toBe(24)
    const stride = Math.ceil((width * 3) / 4) * 4
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = offset + y * stride + x * 3
        expect([out[at + 1], out[at + 2]], `pixel ${x},${y}`).toEqual([out[at], out[at]])
      }
    }
  })

  it('starts from colour: the inputs are not grey already', async () => {
    const input = await pixels(fixture('photo.png'))
    let coloured = 0
    for (let i = 0; i < input.data.length; i += 4) if (input.data[i] !== input.data[i + 1]) coloured++
    expect(coloured).toBeGreaterThan(100)
  })

  it('keeps transparency exactly', async () => {
    // An 8-bit copy of alpha.png, so that no change of bit depth blurs the comparison.
    const source = await pixels(fixture('alpha.png'))
    const input = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: 4 } }).png().toBuffer()
    const before = await pixels(input)
    const after = await pixels(await edited('image-grayscale', [png('alpha8.png', input)]))
    for (let i = 3; i < before.data.length; i += 4) expect(after.data[i], `alpha of pixel ${(i - 3) / 4}`).toBe(before.data[i])
    expect(isTransparent(after.at(0, 0))).toBe(true)
  })

  it('keeps every frame of an animated GIF', async () => {
    const out = await edited('image-grayscale', ['animated.gif'], {}, 'image/gif')
    expect((await sharp(out).metadata()).pages).toBe(3)
    for (const page of [0, 1, 2]) {
      const [r, g, b] = (await pixels(out, { page })).at(5, 5)
      expect([g, b]).toEqual([r, r])
    }
  })
})

describe('file/image-strip', () => {
  const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ada</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>'

  /** photo.jpg with all its EXIF (orientation 6 and GPS included), an ICC profile and XMP, in `format`. */
  async function withMetadata(format: 'jpeg' | 'png' | 'webp' | 'tiff'): Promise<Buffer> {
    return sharp(fixture('photo.jpg')).keepMetadata().withIccProfile('p3').withXmp(XMP).toFormat(format).toBuffer()
  }

  async function expectStripped(bytes: Buffer): Promise<void> {
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([60, 80])
    // libvips writes every TIFF with Orientation 1 (upright), the baseline default.
    expect(meta.orientation === undefined || (meta.format === 'tiff' && meta.orientation === 1), `orientation ${meta.orientation}`).toBe(true)
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.iptc).toBeUndefined()
    if (meta.format === 'webp') return // exifr does not read WebP; sharp has found no metadata
    const tags = await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, icc: true, iptc: true }) as Record<string, unknown> | undefined
    for (const key of ['Make', 'Model', 'Artist', 'DateTimeOriginal', 'latitude', 'GPSLatitude', 'creator', 'ProfileDescription']) {
      expect(tags?.[key], key).toBeUndefined()
    }
  }

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['tiff', 'image/tiff'],
  ] as const)('%s: EXIF, GPS, XMP and ICC removed, orientation applied', async (format, type) => {
    const input = await withMetadata(format)
    const before = await sharp(input).metadata()
    expect([before.orientation, before.icc !== undefined, before.xmp !== undefined]).toEqual([6, true, true])
    await expectStripped(await edited('image-strip', [png(`photo.${format}`, input)], {}, type))
  })

  it('strips the sample photo: camera, date and GPS gone, upright', async () => {
    const before = await exifr.gps(fixture('photo.jpg'))
    expect(before.latitude).toBeCloseTo(48.8584, 4)
    await expectStripped(await edited('image-strip', ['photo.jpg'], {}, 'image/jpeg'))
  })

  it('keeps the picture: the stripped JPEG looks like the upright original', async () => {
    const original = await pixels(fixture('photo.jpg'))
    const stripped = await pixels(await edited('image-strip', ['photo.jpg']))
    let difference = 0
    for (let i = 0; i < original.data.length; i++) difference += Math.abs(original.data[i]! - stripped.data[i]!)
    expect(difference / original.data.length).toBeLessThan(3)
  })
})

describe('file/image-resize', () => {
  // photo.jpg is displayed 60×80, photo.png is 80×60.
  it.each([
    ['cover', 40, 40],
    ['fill', 40, 40],
    ['contain', 40, 40],
    ['inside', 30, 40],
    ['outside', 40, Math.round(80 * 40 / 60)],
  ] as const)('fit=%s of a 60×80 photo into 40×40 gives %i×%i', async (fit, width, height) => {
    expect(await size(await edited('image-resize', ['photo.jpg'], { width: 40, height: 40, fit }, 'image/jpeg'))).toEqual([width, height])
  })

  it('defaults to cover: exactly the box', async () => {
    expect(await size(await edited('image-resize', ['photo.jpg'], { width: 50, height: 20 }))).toEqual([50, 20])
  })

  it('follows the aspect ratio when only one side is given', async () => {
    expect(await size(await edited('image-resize', ['photo.jpg'], { width: 30 }))).toEqual([30, 40])
    expect(await size(await edited('image-resize', ['photo.png'], { height: 40 }))).toEqual([Math.round(80 * 40 / 60), 40])
  })

  it('pads fit=contain with transparency, or white for JPEG, or the background asked for', async () => {
    // 80×60 into 40×40: the picture is 40×30, with 5 rows of padding above and below.
    const transparent = await pixels(await edited('image-resize', ['photo.png'], { width: 40, height: 40, fit: 'contain' }, 'image/png'))
    expect(isTransparent(transparent.at(0, 0))).toBe(true)
    expect(transparent.at(20, 20)[3]).toBe(255)
    const white = await pixels(await edited('image-resize', ['photo.jpg'], { width: 40, height: 40, fit: 'contain' }))
    expect(isWhite(white.at(0, 0))).toBe(true)
    const red = await pixels(await edited('image-resize', ['photo.jpg'], { width: 40, height: 40, fit: 'contain', background: '#ff0000' }))
    expect(isRed(red.at(0, 0))).toBe(true)
  })

  it('enlarges unless without_enlargement is set', async () => {
    expect(await size(await edited('image-resize', ['photo.png'], { width: 200 }))).toEqual([200, 150])
    expect(await size(await edited('image-resize', ['photo.png'], { width: 200, without_enlargement: true }))).toEqual([80, 60])
  })

  it('needs width or height, within 1-16384', async () => {
    await file.refused('image-resize', { files: ['photo.jpg'] }, 422, 'RESIZE_NEEDS_SIZE')
    const tooWide = await file.refused('image-resize', { files: ['photo.jpg'], params: { width: 100000 } }, 422, 'PARAM_BETWEEN')
    expect(tooWide.error).toBe('width must be between 1 and 16384')
    await file.refused('image-resize', { files: ['photo.jpg'], params: { height: 0 } }, 422, 'PARAM_BETWEEN', { message: /^height / })
    await file.refused('image-resize', { files: ['photo.jpg'], params: { width: 10, fit: 'stretch' } }, 422, 'PARAM_ENUM')
  })

  it('refuses a result above the pixel cap before working', async () => {
    const small = await makeApp({ IMAGE_MAX_PIXELS: '10000' })
    try {
      const res = await upload(small, 'file/image-resize', ['photo.jpg'], { width: 1000 })
      expect(res.statusCode).toBe(422)
      expect(envelope(res).code).toBe('IMAGE_OUTPUT_TOO_LARGE')
      expect((await upload(small, 'file/image-resize', ['photo.jpg'], { width: 30 })).statusCode).toBe(200)
    } finally {
      await small.close()
    }
  })

  it('answers several files with one ZIP of resized images', async () => {
    const res = await upload(app, 'file/image-resize', ['photo.jpg', 'photo.png'], { width: 40 })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries).sort()).toEqual(['photo.jpg', 'photo.png'])
    expect(await size(entries['photo.jpg']!)).toEqual([40, Math.round(80 * 40 / 60)])
    expect(await size(entries['photo.png']!)).toEqual([40, 30])
  })

  it('keeps animations and other formats', async () => {
    const gif = await edited('image-resize', ['animated.gif'], { width: 20 }, 'image/gif')
    expect(await sharp(gif).metadata()).toMatchObject({ width: 20, pages: 3 })
    expect(await size(await edited('image-resize', ['photo.heic'], { width: 40 }, 'image/png'))).toEqual([40, 30])
  })

  it('writes a resized icon with the standard sizes up to its new size', async () => {
    const ico = await edited('image-resize', ['big.ico'], { width: 64 }, 'image/x-icon')
    const count = ico.readUInt16LE(4)
    const sides = Array.from({ length: count }, (_, i) => ico[6 + i * 16] || 256)
    expect(sides.sort((a, b) => a - b)).toEqual([16, 32, 48, 64])
  })
})

describe('file/image-crop', () => {
  it('keeps exactly the pixels of the rectangle', async () => {
    const source = await pixels(fixture('alpha.png'))
    const out = await pixels(await edited('image-crop', ['alpha.png'], { x: 10, y: 5, width: 30, height: 20 }, 'image/png'))
    expect([out.width, out.height]).toEqual([30, 20])
    for (const [x, y] of [[0, 0], [29, 0], [0, 19], [29, 19], [12, 9], [22, 14]] as const) {
      expect(out.at(x, y), `${x},${y}`).toEqual(source.at(x + 10, y + 5))
    }
  })

  it('keeps a transparent corner transparent', async () => {
    const out = await pixels(await edited('image-crop', ['alpha.png'], { width: 3, height: 3 }))
    for (let i = 3; i < out.data.length; i += 4) expect(out.data[i]).toBe(0)
  })

  it('refuses a rectangle that leaves the image, with the numbers', async () => {
    const { error } = await file.refused('image-crop', { files: ['alpha.png'], params: { x: 50, y: 0, width: 20, height: 10 } }, 422, 'CROP_OUTSIDE')
    expect(error).toContain('x=50, y=0, width=20, height=10')
    expect(error).toContain('64×48')
    await file.refused('image-crop', { files: ['alpha.png'], params: { x: 0, y: 40, width: 10, height: 9 } }, 422, 'CROP_OUTSIDE')
    await file.refused('image-crop', { files: ['alpha.png'], params: { width: 10 } }, 422, 'PARAM_REQUIRED', { message: 'height is required' })
  })

  it('works in the coordinates of the image as displayed', async () => {
    expect(await size(await edited('image-crop', ['photo.jpg'], { width: 60, height: 80 }))).toEqual([60, 80])
    const { error } = await file.refused('image-crop', { files: ['photo.jpg'], params: { width: 80, height: 60 } }, 422, 'CROP_OUTSIDE')
    expect(error).toContain('60×80')
  })

  it('crops a sideways PNG where a viewer shows the region', async () => {
    const sideways = await sharp(fixture('photo.png')).withMetadata({ orientation: 6 }).png().toBuffer()
    const upright = await pixels(sideways)
    expect([upright.width, upright.height]).toEqual([60, 80])
    const out = await pixels(await edited('image-crop', [png('sideways.png', sideways)], { x: 5, y: 50, width: 20, height: 25 }))
    for (const [x, y] of [[0, 0], [19, 0], [0, 24], [19, 24], [7, 11]] as const) {
      expect(out.at(x, y), `${x},${y}`).toEqual(upright.at(x + 5, y + 50))
    }
  })

  it('crops every frame of an animation', async () => {
    const gif = await edited('image-crop', ['animated.gif'], { x: 5, y: 5, width: 10, height: 10 }, 'image/gif')
    expect(await sharp(gif).metadata()).toMatchObject({ width: 10, pages: 3 })
    // The sample's frames are plain red, green and blue.
    const colours = await Promise.all([0, 1, 2].map(async (page) => (await pixels(gif, { page })).at(4, 4).slice(0, 3)))
    expect(colours.map(([r, g, b]) => [r! > 127, g! > 63, b! > 127])).toEqual([[true, false, false], [false, true, false], [false, false, true]])
  })
})

describe('file/image-rotate', () => {
  it('turns 90° clockwise exactly: sides swapped, the top-left corner at the top right', async () => {
    const source = await pixels(fixture('photo.png'))
    const out = await pixels(await edited('image-rotate', ['photo.png'], { degrees: 90 }, 'image/png'))
    expect([out.width, out.height]).toEqual([60, 80])
    expect(out.at(59, 0)).toEqual(source.at(0, 0))
    expect(out.at(0, 79)).toEqual(source.at(79, 59))
    expect(out.at(59 - 10, 30)).toEqual(source.at(30, 10))
  })

  it('defaults to 90°, and turns the image as displayed', async () => {
    expect(await size(await edited('image-rotate', ['photo.jpg'], {}, 'image/jpeg'))).toEqual([80, 60])
  })

  it('-90° and 270° are the same turn; 360° changes nothing', async () => {
    const minus = await pixels(await edited('image-rotate', ['photo.png'], { degrees: -90 }))
    const plus = await pixels(await edited('image-rotate', ['photo.png'], { degrees: 270 }))
    expect([minus.width, minus.height]).toEqual([60, 80])
    expect(minus.data.equals(plus.data)).toBe(true)
    const full = await pixels(await edited('image-rotate', ['photo.png'], { degrees: 360 }))
    expect(full.data.equals((await pixels(fixture('photo.png'))).data)).toBe(true)
  })

  const bounding = (w: number, h: number, degrees: number) => {
    const a = (degrees * Math.PI) / 180
    return [w * Math.abs(Math.cos(a)) + h * Math.abs(Math.sin(a)), w * Math.abs(Math.sin(a)) + h * Math.abs(Math.cos(a))]
  }

  it.each([45, 12.5, -30])('%s° grows to the bounding box of the turned picture', async (degrees) => {
    const [width, height] = await size(await edited('image-rotate', ['photo.png'], { degrees }))
    const [w, h] = bounding(80, 60, degrees)
    expect(Math.abs(width - w!)).toBeLessThanOrEqual(1)
    expect(Math.abs(height - h!)).toBeLessThanOrEqual(1)
  })

  it('fills the corners with transparency, white for JPEG, or the background asked for', async () => {
    const transparent = await pixels(await edited('image-rotate', ['photo.png'], { degrees: 45 }, 'image/png'))
    expect(Math.abs(transparent.width - 99)).toBeLessThanOrEqual(1)
    expect(isTransparent(transparent.at(0, 0))).toBe(true)
    expect(transparent.at(transparent.width >> 1, transparent.height >> 1)[3]).toBe(255)
    const white = await pixels(await edited('image-rotate', ['photo.jpg'], { degrees: 45 }, 'image/jpeg'))
    expect(isWhite(white.at(0, 0))).toBe(true)
    const red = await pixels(await edited('image-rotate', ['photo.png'], { degrees: 30, background: '#ff0000' }))
    expect(isRed(red.at(0, 0))).toBe(true)
  })

  it('refuses angles beyond a full turn and unreadable colours', async () => {
    const { error } = await file.refused('image-rotate', { files: ['photo.png'], params: { degrees: 400 } }, 422, 'PARAM_BETWEEN')
    expect(error).toBe('degrees must be between -360 and 360')
    await file.refused('image-rotate', { files: ['photo.png'], params: { degrees: 10, background: 'blurple' } }, 422, 'PARAM_FORMAT', { message: /^background / })
  })
})

describe('file/image-flip', () => {
  it.each([
    ['horizontal', 19, 0],
    ['vertical', 0, 9],
    ['both', 19, 9],
  ] as const)('%s moves the top-left corner to (%i, %i)', async (direction, x, y) => {
    const out = await pixels(await edited('image-flip', [png('corner.png', await redCorner())], { direction }, 'image/png'))
    expect([out.width, out.height]).toEqual([20, 10])
    expect(isRed(out.at(x, y))).toBe(true)
    expect(isTransparent(out.at(0, 0))).toBe(true)
  })

  it('flips horizontally by default', async () => {
    const out = await pixels(await edited('image-flip', [png('corner.png', await redCorner())]))
    expect(isRed(out.at(19, 0))).toBe(true)
    expect(isRed(out.at(16, 3))).toBe(true)
    expect(isTransparent(out.at(15, 0))).toBe(true)
  })

  it('mirrors a real image pixel for pixel', async () => {
    const source = await pixels(fixture('alpha.png'))
    const out = await pixels(await edited('image-flip', ['alpha.png'], { direction: 'horizontal' }))
    for (const [x, y] of [[0, 0], [10, 20], [31, 24], [63, 47]] as const) expect(out.at(63 - x, y)).toEqual(source.at(x, y))
  })

  it('keeps an animation in order when flipped horizontally; a vertical flip gives the first frame', async () => {
    const mirrored = await edited('image-flip', ['animated.gif'], {}, 'image/gif')
    expect((await sharp(mirrored).metadata()).pages).toBe(3)
    const reds = await Promise.all([0, 1, 2].map(async (page) => (await pixels(mirrored, { page })).at(1, 1)[0]!))
    expect(reds.map((r) => r > 127)).toEqual([true, false, false])
    const upsideDown = await edited('image-flip', ['animated.gif'], { direction: 'vertical' }, 'image/gif')
    expect((await sharp(upsideDown).metadata()).pages ?? 1).toBe(1)
    expect(isRed((await pixels(upsideDown)).at(1, 1))).toBe(true)
  })

  it('refuses an unknown direction', async () => {
    await file.refused('image-flip', { files: ['alpha.png'], params: { direction: 'diagonal' } }, 422, 'PARAM_ENUM', { message: 'direction must be one of: horizontal, vertical, both' })
  })
})

describe('file/image-thumbnail', () => {
  /** 1200×800 grey, with a red block near the right edge that a centred crop would miss. */
  async function wide(): Promise<UploadFile> {
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#808080' } })
      .composite([{ input: { create: { width: 150, height: 300, channels: 3, background: '#ff0000' } }, left: 1040, top: 250 }])
      .jpeg().toBuffer()
    return { name: 'wide.jpg', bytes }
  }

  it('square (default): exactly size × size, 256 by default', async () => {
    expect(await size(await edited('image-thumbnail', [await wide()], {}, 'image/jpeg'))).toEqual([256, 256])
    expect(await size(await edited('image-thumbnail', [await wide()], { size: 100 }))).toEqual([100, 100])
  })

  it('square crops to the interesting part, not the centre', async () => {
    const out = await pixels(await edited('image-thumbnail', [await wide()], { size: 64 }))
    let red = 0
    for (let i = 0; i < out.data.length; i += 4) if (isRed([...out.data.subarray(i, i + 4)])) red++
    // A centred square (x 200-1000 of 1200) holds none of the block at x 1040-1190.
    expect(red).toBeGreaterThan(150)
  })

  it('not square: the whole image inside size × size, aspect kept', async () => {
    expect(await size(await edited('image-thumbnail', [await wide()], { square: 0 }))).toEqual([256, Math.round(800 * 256 / 1200)])
    expect(await size(await edited('image-thumbnail', [await wide()], { size: 100, square: false }))).toEqual([100, Math.round(800 * 100 / 1200)])
  })

  it('enlarges a small image to fill a square, but never when not square', async () => {
    expect(await size(await edited('image-thumbnail', ['photo.jpg'], {}))).toEqual([256, 256])
    expect(await size(await edited('image-thumbnail', ['photo.jpg'], { square: 0 }))).toEqual([60, 80])
    expect(await size(await edited('image-thumbnail', ['photo.jpg'], { size: 40, square: 0 }))).toEqual([30, 40])
  })

  it('keeps the format, with the first frame of an animation', async () => {
    const gif = await edited('image-thumbnail', ['animated.gif'], { size: 32 }, 'image/gif')
    expect((await sharp(gif).metadata()).pages ?? 1).toBe(1)
    expect(await size(gif)).toEqual([32, 32])
    expect(isRed((await pixels(gif)).at(16, 16))).toBe(true)
    expect(await size(await edited('image-thumbnail', ['photo.heic'], { size: 32 }, 'image/png'))).toEqual([32, 32])
  })

  it('refuses sizes outside 16-1024', async () => {
    await file.refused('image-thumbnail', { files: ['photo.jpg'], params: { size: 8 } }, 422, 'PARAM_BETWEEN', { message: 'size must be between 16 and 1024' })
    await file.refused('image-thumbnail', { files: ['photo.jpg'], params: { size: 2000 } }, 422, 'PARAM_BETWEEN')
  })
})

describe('file/image-blur', () => {
  // The edge of hardEdge() lies between x = 19 (black) and x = 20 (white).
  const contrast = (image: Pixels) => image.at(20, 20)[0] - image.at(19, 20)[0]

  it('softens a hard edge', async () => {
    const edge = await hardEdge()
    expect(contrast(await pixels(edge))).toBe(255)
    const blurred = await pixels(await edited('image-blur', [png('edge.png', edge)], { sigma: 2 }, 'image/png'))
    expect([blurred.width, blurred.height]).toEqual([40, 40])
    expect(contrast(blurred)).toBeLessThan(150)
    expect(blurred.at(19, 20)[0]).toBeGreaterThan(40)
    // Far from the edge nothing changes.
    expect(blurred.at(2, 20)[0]).toBe(0)
    expect(blurred.at(37, 20)[0]).toBe(255)
  })

  it('blurs more with a larger sigma', async () => {
    const edge = png('edge.png', await hardEdge())
    const slight = contrast(await pixels(await edited('image-blur', [edge], { sigma: 1 })))
    const strong = contrast(await pixels(await edited('image-blur', [edge], { sigma: 5 })))
    expect(strong).toBeLessThan(slight)
  })

  it('reads radius as twice sigma, and defaults to sigma 2', async () => {
    const edge = png('edge.png', await hardEdge())
    const bySigma = await pixels(await edited('image-blur', [edge], { sigma: 2 }))
    const byRadius = await pixels(await edited('image-blur', [edge], { radius: 4 }))
    const byDefault = await pixels(await edited('image-blur', [edge]))
    expect(byRadius.data.equals(bySigma.data)).toBe(true)
    expect(byDefault.data.equals(bySigma.data)).toBe(true)
  })

  it('refuses sigma and radius together, in the caller\'s language', async () => {
    const { error } = await file.refused('image-blur', { files: ['photo.png'], params: { sigma: 2, radius: 4 } }, 422, 'BLUR_SIGMA_OR_RADIUS')
    expect(error).toContain('sigma=2, radius=4')
    await file.refused('image-blur', { files: ['photo.png'], params: { sigma: 2, radius: 4 }, lang: 'es' }, 422, 'BLUR_SIGMA_OR_RADIUS', { message: /^Indica sigma o radius, no ambos/ })
  })

  it('refuses a sigma outside 0.3-100, naming it', async () => {
    for (const sigma of [0.2, 101]) {
      const { error } = await file.refused('image-blur', { files: ['photo.png'], params: { sigma } }, 422, 'PARAM_BETWEEN')
      expect(error).toBe('sigma must be between 0.3 and 100')
    }
    await file.refused('image-blur', { files: ['photo.png'], params: { radius: 300 } }, 422, 'PARAM_BETWEEN', { message: /^radius / })
  })

  it('keeps transparency and the format', async () => {
    const out = await pixels(await edited('image-blur', ['alpha.png'], { sigma: 1 }, 'image/png'))
    expect(isTransparent(out.at(0, 0))).toBe(true)
    const bmp = await edited('image-blur', ['photo.bmp'], {}, 'image/bmp')
    // BITMAPINFOHEADER: width and height (negative when stored top-down) at bytes 18 and 22.
    expect([bmp.readInt32LE(18), Math.abs(bmp.readInt32LE(22))]).toEqual([80, 60])
  })
})
