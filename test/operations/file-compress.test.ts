import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { envelope, fixture, makeApp, upload } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const WIDTH = 800
const HEIGHT = 600
/** Rows 0-149 of the generated picture are pure red: where they end up shows the orientation. */
const RED_ROWS = 150

/**
 * A photo-like picture: gradients plus seeded noise (hard to compress, like real photos), with a
 * solid red band at the top. Same bytes on every run.
 */
function photoPixels(width = WIDTH, height = HEIGHT, channels: 3 | 4 = 3): Buffer {
  let seed = 12345
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed >> 16) % 48
  }
  const data = Buffer.alloc(width * height * channels)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels
      const red = y < RED_ROWS
      data[at] = red ? 255 : Math.round((x / width) * 200) + noise()
      data[at + 1] = red ? 0 : Math.round((y / height) * 200) + noise()
      data[at + 2] = red ? 0 : 100 + noise()
      if (channels === 4) data[at + 3] = x < width / 2 ? 255 : 128
    }
  }
  return data
}

const raw = (width = WIDTH, height = HEIGHT, channels: 3 | 4 = 3) =>
  sharp(photoPixels(width, height, channels), { raw: { width, height, channels } })

const bigJpeg = () => raw().jpeg({ quality: 100 }).toBuffer()
// Smaller than the others: quantising a noisy picture to a palette is slow.
const PNG_WIDTH = 400
const PNG_HEIGHT = 300
const bigPng = () => raw(PNG_WIDTH, PNG_HEIGHT).png({ compressionLevel: 6 }).toBuffer()
const bigWebp = () => raw().webp({ quality: 100 }).toBuffer()

const file = (name: string, bytes: Uint8Array) => ({ name, bytes })

async function compressed(op: string, name: string, bytes: Uint8Array, fields: Record<string, string | number> = {}) {
  const res = await upload(app, `file/${op}`, [file(name, bytes)], fields)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return res
}

describe('compressing makes a big picture smaller, same size on screen', () => {
  it('compress-jpg: a quality-100 JPEG comes back a smaller JPEG of the same dimensions', async () => {
    const input = await bigJpeg()
    const res = await compressed('compress-jpg', 'holiday.jpeg', input)
    const output = res.rawPayload
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['content-disposition']).toBe('attachment; filename="holiday.jpg"')
    expect(res.headers['x-compression']).toBe('compressed')
    expect(res.headers['x-original-size']).toBe(String(input.length))
    expect(res.headers['x-output-size']).toBe(String(output.length))
    expect(output.length).toBeLessThan(input.length * 0.7)
    const meta = await sharp(output).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: WIDTH, height: HEIGHT })
  })

  it('compress-png: a 24-bit PNG becomes a smaller palette PNG of the same dimensions', async () => {
    const input = await bigPng()
    expect((await sharp(input).metadata()).isPalette).toBe(false)
    const res = await compressed('compress-png', 'chart.png', input)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-compression']).toBe('compressed')
    expect(res.rawPayload.length).toBeLessThan(input.length)
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'png', width: PNG_WIDTH, height: PNG_HEIGHT, isPalette: true })
  })

  it('compress-png keeps transparency in the palette', async () => {
    const input = await raw(200, 150, 4).png().toBuffer()
    const res = await compressed('compress-png', 'overlay.png', input)
    expect(res.headers['x-compression']).toBe('compressed')
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!
    expect(alphaAt(10, 100)).toBe(255)
    expect(Math.abs(alphaAt(190, 100) - 128)).toBeLessThanOrEqual(8)
  })

  it('compress-webp: a quality-100 WebP comes back a smaller WebP of the same dimensions', async () => {
    const input = await bigWebp()
    const res = await compressed('compress-webp', 'banner.webp', input)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['x-compression']).toBe('compressed')
    expect(res.rawPayload.length).toBeLessThan(input.length)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: WIDTH, height: HEIGHT })
  })

  it('a lower quality gives a smaller file than a higher one', async () => {
    const input = await bigJpeg()
    const low = await compressed('compress-jpg', 'a.jpg', input, { quality: 30 })
    const high = await compressed('compress-jpg', 'a.jpg', input, { quality: 90 })
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length)
    const lowWebp = await compressed('compress-webp', 'a.webp', await bigWebp(), { quality: 20 })
    const highWebp = await compressed('compress-webp', 'a.webp', await bigWebp(), { quality: 90 })
    expect(lowWebp.rawPayload.length).toBeLessThan(highWebp.rawPayload.length)
  })

  it('the default quality is 75: the same output as asking for 75, not as 90', async () => {
    const input = await bigJpeg()
    const byDefault = await compressed('compress-jpg', 'a.jpg', input)
    const at75 = await compressed('compress-jpg', 'a.jpg', input, { quality: 75 })
    const at90 = await compressed('compress-jpg', 'a.jpg', input, { quality: 90 })
    expect(Buffer.compare(byDefault.rawPayload, at75.rawPayload)).toBe(0)
    expect(byDefault.rawPayload.length).toBeLessThan(at90.rawPayload.length)
  })
})

describe('metadata is dropped, the orientation applied', () => {
  it('a JPEG stored sideways (EXIF orientation 6) with camera EXIF comes back upright without EXIF', async () => {
    const input = await raw().withExif({ IFD0: { Make: 'Devutils', Model: 'Test Camera' } })
      .withMetadata({ orientation: 6 }).jpeg({ quality: 100 }).toBuffer()
    const before = await sharp(input).metadata()
    expect(before.orientation).toBe(6)
    expect(before.exif).toBeDefined()

    const res = await compressed('compress-jpg', 'sideways.jpg', input)
    expect(res.headers['x-compression']).toBe('compressed')
    const meta = await sharp(res.rawPayload).metadata()
    // Orientation 6 turns the stored picture a quarter clockwise: 800×600 displays as 600×800.
    expect(meta).toMatchObject({ width: HEIGHT, height: WIDTH })
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
    // The red band along the stored top edge displays along the right edge.
    const pixel = async (x: number, y: number) => {
      const data = await sharp(res.rawPayload).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer()
      return [...data]
    }
    const [r, g, b] = await pixel(HEIGHT - 20, WIDTH / 2)
    expect(r).toBeGreaterThan(220)
    expect(g! + b!).toBeLessThan(60)
    const [, gLeft] = await pixel(20, WIDTH / 2)
    expect(gLeft).toBeGreaterThan(60)
  })
})

describe('never larger than the upload', () => {
  it('an already tiny PNG is answered byte for byte, marked original', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } }).png({ palette: true, compressionLevel: 9 }).toBuffer()
    const res = await compressed('compress-png', 'dot.png', tiny)
    expect(res.headers['x-compression']).toBe('original')
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-original-size']).toBe(String(tiny.length))
    expect(res.headers['x-output-size']).toBe(String(tiny.length))
    expect(Buffer.compare(res.rawPayload, tiny)).toBe(0)
  })

  it('a small low-quality JPEG asked for at quality 100 cannot shrink: the upload comes back', async () => {
    const small = await raw(64, 48).jpeg({ quality: 10, mozjpeg: true }).toBuffer()
    const res = await compressed('compress-jpg', 'small.jpg', small, { quality: 100 })
    expect(res.headers['x-compression']).toBe('original')
    expect(Buffer.compare(res.rawPayload, small)).toBe(0)
  })

  it('compress-image answers an upload in its real format when it cannot shrink, named with that extension', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } }).png({ palette: true }).toBuffer()
    const res = await compressed('compress-image', 'dot.gif', tiny)
    expect(res.headers['x-compression']).toBe('original')
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toBe('attachment; filename="dot.png"')
  })
})

describe('compress-image keeps each format', () => {
  it.each([
    ['jpeg', 'a.jpg', bigJpeg],
    ['webp', 'a.webp', bigWebp],
    ['heif', 'a.avif', () => raw().avif({ quality: 100 }).toBuffer()],
    ['tiff', 'a.tiff', () => raw().tiff({ compression: 'none' }).toBuffer()],
  ] as const)('%s in, %s out, smaller', async (format, name, make) => {
    const input = await make()
    const res = await compressed('compress-image', name, input)
    expect(res.headers['x-compression']).toBe('compressed')
    expect(res.rawPayload.length).toBeLessThan(input.length)
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format, width: WIDTH, height: HEIGHT })
    if (format === 'heif') expect(meta.compression).toBe('av1')
  })

  it('a PNG becomes a palette PNG', async () => {
    const res = await compressed('compress-image', 'a.png', await bigPng())
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', isPalette: true, width: PNG_WIDTH, height: PNG_HEIGHT })
  })

  it.each([
    ['compress-webp', 'anim.webp'],
    ['compress-image', 'anim.webp'],
  ] as const)('%s keeps every frame of %s', async (op, name) => {
    const frames = sharp(photoPixels(200, 450), { raw: { width: 200, height: 450, channels: 3, pageHeight: 150 } })
    const input = await frames.webp({ quality: 100 }).toBuffer()
    expect((await sharp(input).metadata()).pages).toBe(3)
    const res = await compressed(op, name, input)
    expect(res.headers['x-compression']).toBe('compressed')
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', pages: 3, width: 200, height: 150 })
  })

  it('an animated GIF answers an animated GIF, no larger', async () => {
    // GIF is lossless already: re-encoding gains little, so either outcome is allowed here.
    const frames = sharp(photoPixels(200, 450), { raw: { width: 200, height: 450, channels: 3, pageHeight: 150 } })
    const input = await frames.gif({ effort: 1 }).toBuffer()
    const res = await compressed('compress-image', 'anim.gif', input)
    expect(res.rawPayload.length).toBeLessThanOrEqual(input.length)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'gif', pages: 3, width: 200, height: 150 })
  })

  it('a BMP with transparency is answered unchanged rather than flattened', async () => {
    const input = fixture('alpha.bmp')
    const res = await compressed('compress-image', 'alpha.bmp', input)
    expect(res.headers['x-compression']).toBe('original')
    expect(res.headers['content-type']).toBe('image/bmp')
    expect(Buffer.compare(res.rawPayload, input)).toBe(0)
  })

  it('a HEIC, which cannot be written, is either a smaller PNG or the HEIC itself', async () => {
    const input = fixture('photo.heic')
    const res = await compressed('compress-image', 'photo.heic', input)
    if (res.headers['x-compression'] === 'original') {
      expect(res.headers['content-type']).toBe('image/heic')
      expect(Buffer.compare(res.rawPayload, input)).toBe(0)
    } else {
      expect(res.headers['content-type']).toBe('image/png')
      expect(res.rawPayload.length).toBeLessThan(input.length)
    }
  })

  it('several files answer a ZIP with one entry each', async () => {
    const res = await upload(app, 'file/compress-image', [file('one.jpg', await bigJpeg()), file('two.png', await bigPng())])
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries)).toEqual(['one.jpg', 'two.png'])
    expect((await sharp(entries['two.png']!).metadata()).isPalette).toBe(true)
  })
})

describe('refusals', () => {
  it.each([
    ['compress-jpg', 'photo.png', 'PNG'],
    ['compress-png', 'photo.jpg', 'JPEG'],
    ['compress-webp', 'photo.png', 'PNG'],
  ])('%s refuses %s with 422', async (op, name, found) => {
    const res = await upload(app, `file/${op}`, [name])
    expect(res.statusCode).toBe(422)
    const body = envelope(res)
    expect(body.code).toBe('UNSUPPORTED_FILE_FORMAT')
    expect(body.error).toContain(found)
  })

  it('a PNG named photo.jpg is still a PNG to compress-jpg', async () => {
    const res = await upload(app, 'file/compress-jpg', [{ name: 'photo.jpg', bytes: fixture('photo.png'), type: 'image/jpeg' }])
    expect(res.statusCode).toBe(422)
  })

  it.each([0, 101, 'high'])('quality %s is refused, naming quality', async (quality) => {
    const res = await upload(app, 'file/compress-image', ['photo.jpg'], { quality })
    expect(res.statusCode).toBe(422)
    const body = envelope(res)
    expect(body.code).toMatch(/^PARAM_/)
    expect(body.error).toContain('quality')
  })

  it('quality out of range names its bounds', async () => {
    const body = envelope(await upload(app, 'file/compress-webp', ['photo.webp'], { quality: 101 }))
    expect(body.code).toBe('PARAM_BETWEEN')
    expect(body.error).toContain('1')
    expect(body.error).toContain('100')
  })
})
