import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { decodeBmp } from '../../src/lib/image/bmp.ts'
import { readIcoEntries } from '../../src/lib/image/ico.ts'
import { envelope, fixture, makeApp, upload } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

type Target = 'jpg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff' | 'bmp' | 'ico'

/** Each fixture's size as displayed, from how it was made (photo.jpg is stored 80×60 with orientation 6). */
const FIXTURES: Readonly<Record<string, readonly [number, number]>> = {
  'photo.jpg': [60, 80],
  'photo.png': [80, 60],
  'alpha.png': [64, 48],
  'photo.webp': [80, 60],
  'photo.avif': [80, 60],
  'photo.tiff': [80, 60],
  'photo.heic': [80, 60],
  'animated.gif': [40, 30],
  'photo.bmp': [80, 60],
  'alpha.bmp': [64, 48],
  'rle8.bmp': [80, 60],
  'mono.bmp': [80, 60],
  'big.ico': [256, 256],
  'favicon.ico': [48, 48],
}

const BY_SOURCE: Readonly<Record<string, readonly string[]>> = {
  heic: ['photo.heic'],
  jpg: ['photo.jpg'],
  png: ['alpha.png', 'photo.png'],
  webp: ['photo.webp'],
  avif: ['photo.avif'],
  gif: ['animated.gif'],
  tiff: ['photo.tiff'],
  bmp: ['photo.bmp', 'alpha.bmp', 'rle8.bmp', 'mono.bmp'],
  ico: ['big.ico', 'favicon.ico'],
  image: Object.keys(FIXTURES),
}

const CONVERSIONS = [
  'heic-to-jpg', 'heic-to-png', 'heic-to-webp', 'jpg-to-png', 'png-to-jpg', 'webp-to-jpg', 'webp-to-png',
  'png-to-webp', 'jpg-to-webp', 'image-to-webp', 'ico-to-png', 'avif-to-jpg', 'avif-to-png', 'avif-to-webp',
  'png-to-avif', 'jpg-to-avif', 'webp-to-avif', 'gif-to-png', 'gif-to-jpg', 'bmp-to-jpg', 'bmp-to-png',
  'tiff-to-jpg', 'tiff-to-png', 'png-to-tiff', 'jpg-to-tiff', 'png-to-bmp', 'jpg-to-bmp',
] as const

/** The format sharp names, and the Content-Type we send, per target. */
const TARGET: Readonly<Record<Exclude<Target, 'bmp' | 'ico'>, { sharp: string; mime: string }>> = {
  jpg: { sharp: 'jpeg', mime: 'image/jpeg' },
  png: { sharp: 'png', mime: 'image/png' },
  webp: { sharp: 'webp', mime: 'image/webp' },
  avif: { sharp: 'heif', mime: 'image/avif' },
  gif: { sharp: 'gif', mime: 'image/gif' },
  tiff: { sharp: 'tiff', mime: 'image/tiff' },
}

const targetOf = (op: string) => op.slice(op.lastIndexOf('-to-') + 4) as Target
const stem = (name: string) => name.slice(0, name.lastIndexOf('.'))

interface Decoded {
  width: number
  height: number
  channels: number
  /** RGBA of a pixel (alpha 255 when the output has none). */
  pixel(x: number, y: number): number[]
}

function fromRaw(data: Uint8Array, width: number, height: number, channels: number): Decoded {
  return {
    width,
    height,
    channels,
    pixel(x, y) {
      const at = (y * width + x) * channels
      const rgb = [...data.subarray(at, at + 3)]
      return [...rgb, channels === 4 ? data[at + 3]! : 255]
    },
  }
}

/** The output's pixels, read by sharp, or by the BMP decoder for BMP (which sharp cannot read). */
async function decode(bytes: Buffer, target: Target): Promise<Decoded> {
  if (target === 'bmp') {
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('BM')
    const image = decodeBmp(bytes)
    return fromRaw(image.data, image.width, image.height, image.channels)
  }
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  return fromRaw(data, info.width, info.height, info.channels)
}

async function converted(op: string, files: Parameters<typeof upload>[2], fields: Record<string, string | number> = {}): Promise<LightMyRequestResponse> {
  const res = await upload(app, `file/${op}`, files, fields)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return res
}

const cases = CONVERSIONS.flatMap((op) => BY_SOURCE[op.slice(0, op.indexOf('-to-'))]!.map((name) => [op, name] as const))

describe.each(cases)('%s of %s', (op, name) => {
  const target = targetOf(op)
  it('is the target format, named after the upload, with the displayed size', async () => {
    const res = await converted(op, [name])
    const bytes = res.rawPayload
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${stem(name)}.${target}"`)
    const [width, height] = FIXTURES[name]!
    if (target === 'bmp') {
      expect(res.headers['content-type']).toBe('image/bmp')
    } else {
      const meta = await sharp(bytes).metadata()
      expect(res.headers['content-type']).toBe(TARGET[target as keyof typeof TARGET].mime)
      expect(meta.format).toBe(TARGET[target as keyof typeof TARGET].sharp)
      if (target === 'avif') expect(meta.compression).toBe('av1')
      // No metadata is copied: no EXIF block, no orientation to apply twice.
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation ?? 1).toBe(1)
    }
    const image = await decode(bytes, target)
    expect([image.width, image.height]).toEqual([width, height])
  })
})

describe('what each conversion does to the picture', () => {
  const opaqueTargets = CONVERSIONS.filter((op) => targetOf(op) === 'jpg' || targetOf(op) === 'bmp')
  const alphaTargets = CONVERSIONS.filter((op) => ['png', 'webp', 'avif', 'tiff'].includes(targetOf(op)))

  it.each(opaqueTargets)('%s lays transparent areas on white, or on background', async (op) => {
    // The bytes decide the format: alpha.png is read whatever the operation is named after.
    const white = await decode((await converted(op, ['alpha.png'])).rawPayload, targetOf(op))
    const black = await decode((await converted(op, ['alpha.png'], { background: '#000000' })).rawPayload, targetOf(op))
    const red = await decode((await converted(op, ['alpha.png'], { background: '#ff0000' })).rawPayload, targetOf(op))
    // JPEG rings a little at the edge of the opaque circle; BMP is exact.
    const tolerance = targetOf(op) === 'jpg' ? 16 : 0
    for (const [image, expected] of [[white, [255, 255, 255]], [black, [0, 0, 0]], [red, [255, 0, 0]]] as const) {
      image.pixel(0, 0).slice(0, 3).forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(tolerance))
    }
    // The opaque middle is the picture, not the background: 138,177,124 in alpha.png.
    const [r, g, b] = white.pixel(32, 24)
    expect(Math.abs(r! - 138) + Math.abs(g! - 177) + Math.abs(b! - 124)).toBeLessThan(30)
  })

  it.each(alphaTargets)('%s keeps transparency', async (op) => {
    const image = await decode((await converted(op, ['alpha.png'])).rawPayload, targetOf(op))
    expect(image.channels).toBe(4)
    expect(image.pixel(0, 0)[3]).toBeLessThanOrEqual(5)
    expect(image.pixel(32, 24)[3]).toBe(255)
  })

  it('a BMP with alpha keeps its transparency as PNG', async () => {
    const image = await decode((await converted('bmp-to-png', ['alpha.bmp'])).rawPayload, 'png')
    expect(image.pixel(0, 0)[3]).toBe(0)
    expect(image.pixel(32, 24)).toEqual([138, 177, 124, 255])
  })

  it.each(['gif-to-png', 'gif-to-jpg'])('%s converts the first frame (red) of an animation', async (op) => {
    const res = await converted(op, ['animated.gif'])
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.pages ?? 1).toBe(1)
    const [r, g, b] = (await decode(res.rawPayload, targetOf(op))).pixel(20, 15)
    expect(r).toBeGreaterThan(240)
    expect(g! + b!).toBeLessThan(20)
  })

  it('image-to-webp keeps an animation animated: 3 frames, red, green, blue', async () => {
    const res = await converted('image-to-webp', ['animated.gif'])
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', pages: 3, width: 40, height: 30 })
    const frame = async (page: number) => {
      const data = await sharp(res.rawPayload, { page }).extract({ left: 20, top: 15, width: 1, height: 1 }).raw().toBuffer()
      return [...data.subarray(0, 3)]
    }
    const dominant = (rgb: number[]) => rgb.indexOf(Math.max(...rgb))
    expect([dominant(await frame(0)), dominant(await frame(1)), dominant(await frame(2))]).toEqual([0, 1, 2])
  })

  it('ico-to-png picks the largest image of the icon', async () => {
    // Known from how the fixtures were made; the directories are read here to be sure.
    expect(readIcoEntries(fixture('big.ico')).map((e) => e.width).sort((a, b) => a - b)).toEqual([32, 256])
    expect(readIcoEntries(fixture('favicon.ico')).map((e) => e.width).sort((a, b) => a - b)).toEqual([16, 32, 48])
    for (const [name, side] of [['big.ico', 256], ['favicon.ico', 48]] as const) {
      const meta = await sharp((await converted('ico-to-png', [name])).rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side])
    }
  })

  it('photo.jpg (stored 80×60, EXIF orientation 6, camera and GPS EXIF) comes out upright with no EXIF', async () => {
    const source = await sharp(fixture('photo.jpg')).metadata()
    expect([source.width, source.height, source.orientation, source.exif !== undefined]).toEqual([80, 60, 6, true])
    for (const op of ['jpg-to-png', 'jpg-to-webp', 'jpg-to-avif', 'jpg-to-tiff'] as const) {
      const meta = await sharp((await converted(op, ['photo.jpg'])).rawPayload).metadata()
      expect([meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([60, 80, undefined, 1])
    }
    // The same turn as sharp's own autoOrient of the source, pixel for pixel (lossless target).
    const png = (await converted('jpg-to-png', ['photo.jpg'])).rawPayload
    const ours = await sharp(png).removeAlpha().raw().toBuffer()
    const reference = await sharp(fixture('photo.jpg')).rotate().raw().toBuffer()
    expect(ours.length).toBe(reference.length)
    let worst = 0
    for (let i = 0; i < ours.length; i++) worst = Math.max(worst, Math.abs(ours[i]! - reference[i]!))
    expect(worst).toBeLessThanOrEqual(2)
  })
})

describe('options and uploads', () => {
  it('quality changes the size: jpg-to-webp at 10 is smaller than at 95', async () => {
    const low = await converted('jpg-to-webp', ['photo.jpg'], { quality: 10 })
    const high = await converted('jpg-to-webp', ['photo.jpg'], { quality: 95 })
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length)
  })

  it.each(['jpg-to-avif', 'png-to-jpg'])('%s quality outside 1-100 is refused naming quality', async (op) => {
    for (const quality of [0, 101]) {
      const res = await upload(app, `file/${op}`, ['photo.png'], { quality })
      expect(res.statusCode).toBe(422)
      expect(envelope(res).error).toContain('quality')
    }
  })

  it('a bad background is refused, naming background', async () => {
    const res = await upload(app, 'file/png-to-jpg', ['alpha.png'], { background: 'not-a-colour' })
    expect(res.statusCode).toBe(422)
    expect(envelope(res).error).toContain('background')
  })

  it('three files answer a ZIP with an entry per upload, a repeated name numbered', async () => {
    const res = await converted('png-to-jpg', ['alpha.png', 'photo.png', { name: 'alpha.png', bytes: fixture('photo.png') }])
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe('attachment; filename="png-to-jpg.zip"')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries)).toEqual(['alpha.jpg', 'photo.jpg', 'alpha (2).jpg'])
    const sizes = await Promise.all(Object.values(entries).map(async (bytes) => {
      const meta = await sharp(bytes).metadata()
      return [meta.format, meta.width, meta.height]
    }))
    expect(sizes).toEqual([['jpeg', 64, 48], ['jpeg', 80, 60], ['jpeg', 80, 60]])
  })

  it('the name and declared type are not trusted: a PNG called a.gif sent as image/jpeg converts', async () => {
    const res = await converted('png-to-jpg', [{ name: 'a.gif', bytes: fixture('alpha.png'), type: 'image/jpeg' }])
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['content-disposition']).toBe('attachment; filename="a.jpg"')
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg')
  })

  it('a PNG sent to heic-to-jpg is converted all the same: the bytes tell the format', async () => {
    const res = await converted('heic-to-jpg', ['photo.png'])
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 80, height: 60 })
  })

  it('a file that is no image answers 422', async () => {
    const res = await upload(app, 'file/png-to-jpg', [{ name: 'notes.png', bytes: new TextEncoder().encode('just some text, not a picture') }])
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('UNSUPPORTED_FILE_FORMAT')
  })

  it('a truncated PNG answers 422 CORRUPT_IMAGE naming the file', async () => {
    const res = await upload(app, 'file/png-to-webp', [{ name: 'broken.png', bytes: fixture('photo.png').subarray(0, 100) }])
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('CORRUPT_IMAGE')
    expect(envelope(res).error).toContain('broken.png')
  })
})

describe('image-converter', () => {
  const FORMATS = ['jpg', 'png', 'webp', 'avif', 'gif', 'tiff', 'bmp', 'ico'] as const
  /** The standard icon sizes up to the picture's longer side. */
  const ICON_SIDES = [16, 32, 48, 64]

  describe.each(FORMATS.flatMap((format) => (['photo.jpg', 'alpha.png'] as const).map((name) => [format, name] as const)))('format=%s from %s', (format, name) => {
    it('writes that format at the displayed size', async () => {
      const res = await converted('image-converter', [name], { format })
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${stem(name)}.${format}"`)
      const [width, height] = FIXTURES[name]!
      if (format === 'ico') {
        expect(res.headers['content-type']).toBe('image/x-icon')
        expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0])
        const entries = readIcoEntries(res.rawPayload)
        expect(entries.map((e) => [e.width, e.height, e.png])).toEqual(ICON_SIDES.map((side) => [side, side, true]))
        // The picture is fitted whole inside the square: its longer side fills it.
        const largest = await sharp(entries.at(-1)!.bytes).raw().toBuffer({ resolveWithObject: true })
        const image = fromRaw(largest.data, largest.info.width, largest.info.height, largest.info.channels)
        const margin = width < height ? image.pixel(2, 32) : image.pixel(32, 2)
        expect(margin[3]).toBe(0)
        return
      }
      if (format !== 'bmp') {
        const meta = await sharp(res.rawPayload).metadata()
        expect(meta.format).toBe(TARGET[format].sharp)
        expect(res.headers['content-type']).toBe(TARGET[format].mime)
      }
      const image = await decode(res.rawPayload, format)
      expect([image.width, image.height]).toEqual([width, height])
    })
  })

  it.each(['jpg', 'bmp'] as const)('format=%s lays transparency on white, or on background', async (format) => {
    const white = await decode((await converted('image-converter', ['alpha.png'], { format })).rawPayload, format)
    const red = await decode((await converted('image-converter', ['alpha.png'], { format, background: '#ff0000' })).rawPayload, format)
    const tolerance = format === 'jpg' ? 16 : 0
    white.pixel(0, 0).slice(0, 3).forEach((channel) => expect(255 - channel).toBeLessThanOrEqual(tolerance))
    const [r, g, b] = red.pixel(0, 0)
    expect(255 - r!).toBeLessThanOrEqual(tolerance)
    expect(g! + b!).toBeLessThanOrEqual(2 * tolerance)
  })

  it.each(['png', 'webp', 'avif', 'gif', 'tiff'] as const)('format=%s keeps transparency (background is ignored)', async (format) => {
    const res = await converted('image-converter', ['alpha.png'], { format, background: '#ff0000' })
    const image = await decode(res.rawPayload, format)
    expect(image.pixel(0, 0)[3]).toBeLessThanOrEqual(5)
  })

  it.each([['webp', 3], ['gif', 3], ['png', 1], ['tiff', 1]] as const)('an animated GIF to %s has %i frame(s)', async (format, pages) => {
    const res = await converted('image-converter', ['animated.gif'], { format })
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.pages ?? 1).toBe(pages)
    expect([meta.width, meta.height]).toEqual([40, 30])
  })

  it('quality changes the size of lossy formats', async () => {
    for (const format of ['jpg', 'webp', 'avif']) {
      const low = await converted('image-converter', ['photo.png'], { format, quality: 10 })
      const high = await converted('image-converter', ['photo.png'], { format, quality: 95 })
      expect(low.rawPayload.length, format).toBeLessThan(high.rawPayload.length)
    }
  })

  it.each(['', 'heic', 'jpeg2000', 'PNG '])('format="%s" (or none) is refused, listing the formats', async (format) => {
    const res = await upload(app, 'file/image-converter', ['photo.jpg'], format === '' ? {} : { format })
    expect(res.statusCode).toBe(422)
    const body = envelope(res)
    expect(body.code).toBe('PARAM_ENUM')
    expect(body.error).toContain('format')
    expect(body.error).toContain('jpg, png, webp, avif, gif, tiff, bmp, ico')
  })

  it('quality 0 and 101 are refused naming quality', async () => {
    for (const quality of [0, 101]) {
      const res = await upload(app, 'file/image-converter', ['photo.jpg'], { format: 'webp', quality })
      expect(res.statusCode).toBe(422)
      expect(envelope(res).error).toContain('quality')
    }
  })
})

describe('favicon-generator', () => {
  const PNG_SIDES = [16, 32, 48, 64, 96, 128, 192, 256, 384, 512]
  const ENTRIES = [
    'favicon.ico',
    ...PNG_SIDES.map((side) => `favicon-${side}x${side}.png`),
    'apple-touch-icon.png',
    'android-chrome-192x192.png',
    'android-chrome-512x512.png',
    'site.webmanifest',
    'favicon.html',
  ]
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

  async function favicons(files: Parameters<typeof upload>[2], fields: Record<string, string> = {}) {
    const res = await converted('favicon-generator', files, fields)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe('attachment; filename="favicon.zip"')
    return unzipSync(new Uint8Array(res.rawPayload))
  }

  it('answers the whole set, each PNG square at its stated size', async () => {
    const zip = await favicons(['photo.jpg'])
    expect(Object.keys(zip)).toEqual(ENTRIES)
    for (const name of ENTRIES.filter((entry) => entry.endsWith('.png'))) {
      const side = name === 'apple-touch-icon.png' ? 180 : Number(/(\d+)x\1/.exec(name)![1])
      const meta = await sharp(zip[name]!).metadata()
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'png', side, side])
    }
  })

  it('favicon.ico holds 16, 32 and 48 px images', async () => {
    const zip = await favicons(['alpha.png'])
    const entries = readIcoEntries(zip['favicon.ico']!)
    expect(entries.map((e) => [e.width, e.height])).toEqual([[16, 16], [32, 32], [48, 48]])
    for (const entry of entries) {
      const meta = await sharp(entry.bytes).metadata()
      expect([meta.format, meta.width]).toEqual(['png', entry.width])
    }
  })

  it('a portrait picture (60×80) is fitted whole with transparent margins; the touch icon has an opaque white backdrop', async () => {
    const zip = await favicons(['photo.jpg'])
    const read = async (name: string) => {
      const { data, info } = await sharp(zip[name]!).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      return fromRaw(data, info.width, info.height, info.channels)
    }
    // 60×80 in 512×512 is 384×512, centred: 64 px margins left and right.
    const large = await read('favicon-512x512.png')
    expect(large.pixel(10, 256)[3]).toBe(0)
    expect(large.pixel(501, 256)[3]).toBe(0)
    expect(large.pixel(256, 5)[3]).toBe(255)
    expect(large.pixel(256, 256)[3]).toBe(255)
    const touch = await read('apple-touch-icon.png')
    expect(touch.pixel(5, 90)).toEqual([255, 255, 255, 255])
    expect(touch.pixel(90, 90)[3]).toBe(255)
  })

  it('the manifest names the app and lists the Android icons; the HTML links everything', async () => {
    const zip = await favicons(['photo.jpg'])
    const manifest = JSON.parse(text(zip['site.webmanifest']!))
    expect(manifest).toMatchObject({ name: 'App', short_name: 'App', theme_color: '#ffffff', background_color: '#ffffff' })
    expect(manifest.icons).toEqual([
      { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
    ])
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const meta = await sharp(zip[icon.src.slice(1)]!).metadata()
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
    }
    const html = text(zip['favicon.html']!)
    expect(html).toContain('<link rel="icon" href="/favicon.ico"')
    expect(html).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">')
    expect(html).toContain('<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">')
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">')
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest">')
    expect(html).toContain('<meta name="theme-color" content="#ffffff">')
  })

  it('a name with quotes, backslashes and markup survives into the manifest; colours are normalised', async () => {
    const name = 'Ünïcode "Shop" \\ </script> with a rather long name'
    const zip = await favicons(['alpha.png'], { name, theme_color: '#369', background_color: '000000' })
    const manifest = JSON.parse(text(zip['site.webmanifest']!))
    expect(manifest.name).toBe(name)
    expect(manifest.short_name).toBe([...name].slice(0, 30).join('').trim())
    expect(manifest.theme_color).toBe('#336699')
    expect(manifest.background_color).toBe('#000000')
    expect(text(zip['favicon.html']!)).toContain('<meta name="theme-color" content="#336699">')
    // alpha.png's transparent corner shows the background colour on the touch icon.
    const { data } = await sharp(zip['apple-touch-icon.png']!).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 4)]).toEqual([0, 0, 0, 255])
  })

  it('short_name is used as given', async () => {
    const zip = await favicons(['photo.jpg'], { name: 'Developer Utilities', short_name: 'DevUtils' })
    expect(JSON.parse(text(zip['site.webmanifest']!))).toMatchObject({ name: 'Developer Utilities', short_name: 'DevUtils' })
  })

  it('a small picture (40×30 GIF, first frame red) is enlarged', async () => {
    const zip = await favicons(['animated.gif'])
    const { data, info } = await sharp(zip['favicon-512x512.png']!).raw().toBuffer({ resolveWithObject: true })
    const image = fromRaw(data, info.width, info.height, info.channels)
    expect(image.width).toBe(512)
    const [r, g, b, a] = image.pixel(256, 256)
    expect([r! > 240, g! + b! < 20, a]).toEqual([true, true, 255])
  })

  it.each([
    [{ theme_color: 'blue' }, 'theme_color'],
    [{ background_color: '#12345' }, 'background_color'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ short_name: 'x'.repeat(31) }, 'short_name'],
  ] as const)('%o is refused naming %s', async (fields, param) => {
    const res = await upload(app, 'file/favicon-generator', ['photo.jpg'], fields)
    expect(res.statusCode).toBe(422)
    expect(envelope(res).error).toContain(param)
  })

  it('takes one image only', async () => {
    const res = await upload(app, 'file/favicon-generator', ['photo.jpg', 'alpha.png'])
    expect(res.statusCode).toBe(413)
    expect(envelope(res).code).toBe('TOO_MANY_FILES')
  })
})
