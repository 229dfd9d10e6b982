import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../helpers.ts'
import { CONVERT, IDENTIFY, NO_IMAGEMAGICK, decodeError, firstDifference, imageMagickRgba, pixelAt, scratchFolder } from './raw-image.ts'
import { ImageDecodeError } from '../../src/lib/image/bmp.ts'
import type { RawImage } from '../../src/lib/image/bmp.ts'
import { decodeIcoBitmap, encodeIco, largestIcoEntry, readIcoEntries } from '../../src/lib/image/ico.ts'
import type { IcoEntry } from '../../src/lib/image/ico.ts'

const FIXTURES = new URL('../fixtures/files/', import.meta.url)
if (NO_IMAGEMAGICK) console.warn('ico tests: ImageMagick (/usr/bin/identify, /usr/bin/convert) is not installed; skipping its cross-checks')

const scratch = scratchFolder('ico-test-')

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)))
}






function summary(entries: IcoEntry[]): Array<[number, number, number, boolean, number]> {
  return entries.map((e) => [e.width, e.height, e.bitCount, e.png, e.bytes.length])
}

interface DirectoryEntry {
  bytes: Uint8Array
  bitCount?: number
  /** The directory's size bytes (ImageMagick reads them; this decoder does not). */
  width?: number
  height?: number
  /** Overrides, for broken directories. */
  offset?: number
  size?: number
}

/** An ICO file with the given entry payloads, laid out one after another after the directory. */
function icoFile(entries: readonly DirectoryEntry[], count = entries.length): Uint8Array {
  const directoryEnd = 6 + entries.length * 16
  const out = new Uint8Array(entries.reduce((sum, e) => sum + e.bytes.length, directoryEnd))
  const view = new DataView(out.buffer)
  view.setUint16(2, 1, true)
  view.setUint16(4, count, true)
  let offset = directoryEnd
  entries.forEach((entry, i) => {
    const at = 6 + i * 16
    out.set([entry.width ?? 0, entry.height ?? 0], at)
    view.setUint16(at + 4, 1, true)
    view.setUint16(at + 6, entry.bitCount ?? 32, true)
    view.setUint32(at + 8, entry.size ?? entry.bytes.length, true)
    view.setUint32(at + 12, entry.offset ?? offset, true)
    out.set(entry.bytes, offset)
    offset += entry.bytes.length
  })
  return out
}

/** x, y, RGBA: read once from ImageMagick 6.9.11 (`convert 'FILE[i]' -depth 8 rgba:-`), for machines without it. */
const FAVICON_16: ReadonlyArray<readonly [number, number, readonly number[]]> = [
  [0, 0, [225, 58, 71, 255]], [15, 0, [225, 57, 70, 255]], [0, 15, [34, 53, 87, 255]],
  [15, 15, [34, 53, 87, 255]], [8, 8, [255, 183, 3, 255]], [5, 4, [202, 98, 51, 255]],
]
const ALPHA_ICO: ReadonlyArray<readonly [number, number, readonly number[]]> = [
  [0, 0, [42, 157, 143, 0]], [15, 0, [42, 157, 143, 0]], [0, 11, [42, 157, 143, 0]],
  [15, 11, [42, 157, 143, 0]], [8, 6, [138, 177, 124, 255]], [5, 3, [75, 164, 137, 255]], [2, 0, [42, 157, 143, 7]],
]
/** Where ImageMagick gives alpha.ico alpha 0: the rounded corners. */
const ALPHA_ICO_CLEAR = [[0, 0], [1, 0], [14, 0], [15, 0], [0, 1], [15, 1], [0, 10], [15, 10], [0, 11], [1, 11], [14, 11], [15, 11]]

function clearPixels(image: RawImage): number[][] {
  const clear: number[][] = []
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (pixelAt(image, x, y)[3] === 0) clear.push([x, y])
  }
  return clear
}

/** alpha.ico's only entry: a 16×12 32-bit DIB with real alpha and the AND mask ImageMagick wrote for it. */
function alphaIcoDib(): Uint8Array {
  return readIcoEntries(fixture('alpha.ico'))[0]!.bytes.slice()
}

/** The alpha.ico entry with its alpha bytes zeroed, as old writers leave them: the AND mask must take over. */
function zeroAlphaDib(): Uint8Array {
  const bytes = alphaIcoDib()
  for (let i = 40 + 3; i < 40 + 16 * 12 * 4; i += 4) bytes[i] = 0
  return bytes
}

/** The alpha.ico entry as a 24-bit DIB with the same AND mask, cut to `maskBytes` of its 48 mask bytes. */
function rgbDib(maskBytes = 48): Uint8Array {
  const source = alphaIcoDib()
  const out = new Uint8Array(40 + 16 * 12 * 3 + maskBytes)
  out.set(source.subarray(0, 40))
  const view = new DataView(out.buffer)
  view.setUint16(14, 24, true)
  view.setUint32(20, 0, true)
  for (let p = 0; p < 16 * 12; p++) out.set(source.subarray(40 + p * 4, 40 + p * 4 + 3), 40 + p * 3)
  out.set(source.subarray(40 + 16 * 12 * 4, 40 + 16 * 12 * 4 + maskBytes), 40 + 16 * 12 * 3)
  return out
}

describe('readIcoEntries and largestIcoEntry', () => {
  it('lists favicon.ico: three 32-bit BMP entries', () => {
    expect(summary(readIcoEntries(fixture('favicon.ico')))).toEqual([
      [48, 48, 32, false, 9640], [32, 32, 32, false, 4264], [16, 16, 32, false, 1128],
    ])
  })

  it('lists big.ico: a 256×256 PNG (size from its IHDR) and a 32×32 BMP', async () => {
    const entries = readIcoEntries(fixture('big.ico'))
    expect(summary(entries)).toEqual([[256, 256, 32, true, 4042], [32, 32, 32, false, 4264]])
    // An independent reader agrees that the PNG entry's bytes are a whole 256×256 PNG.
    const meta = await sharp(entries[0]!.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256])
  })

  it('picks the largest image', () => {
    const big = largestIcoEntry(fixture('big.ico'))
    expect([big.width, big.height, big.png]).toEqual([256, 256, true])
    const favicon = largestIcoEntry(fixture('favicon.ico'))
    expect([favicon.width, favicon.height, favicon.png]).toEqual([48, 48, false])
  })

  it('breaks a size tie by the deeper colour', async () => {
    const a = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toBuffer()
    const b = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } }).png().toBuffer()
    const file = icoFile([{ bytes: a, bitCount: 24 }, { bytes: b, bitCount: 32 }])
    expect(Buffer.from(largestIcoEntry(file).bytes).equals(b)).toBe(true)
    const flipped = icoFile([{ bytes: a, bitCount: 32 }, { bytes: b, bitCount: 8 }])
    expect(Buffer.from(largestIcoEntry(flipped).bytes).equals(a)).toBe(true)
  })

  it('takes a PNG entry\'s bit count from its IHDR when the directory says 0', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 4, background: '#00ff0080' } }).png().toBuffer()
    expect(summary(readIcoEntries(icoFile([{ bytes: png, bitCount: 0 }])))).toEqual([[4, 3, 32, true, png.length]])
  })
})

describe('decodeIcoBitmap', () => {
  it('decodes favicon.ico\'s 16×16 entry: known pixels, and no transparency (ImageMagick finds none)', () => {
    const entry = readIcoEntries(fixture('favicon.ico'))[2]!
    const image = decodeIcoBitmap(entry)
    expect([image.width, image.height, image.channels]).toEqual([16, 16, 4])
    for (const [x, y, expected] of FAVICON_16) expect(pixelAt(image, x, y), `(${x}, ${y})`).toEqual(expected)
    expect(clearPixels(image)).toEqual([])
  })

  it('decodes alpha.ico: transparent exactly where ImageMagick gives alpha 0, partial alpha kept', () => {
    const image = decodeIcoBitmap(readIcoEntries(fixture('alpha.ico'))[0]!)
    expect([image.width, image.height, image.channels]).toEqual([16, 12, 4])
    for (const [x, y, expected] of ALPHA_ICO) expect(pixelAt(image, x, y), `(${x}, ${y})`).toEqual(expected)
    expect(clearPixels(image).sort()).toEqual([...ALPHA_ICO_CLEAR].sort())
  })

  it.skipIf(NO_IMAGEMAGICK).each([
    ['favicon.ico', 0], ['favicon.ico', 1], ['favicon.ico', 2], ['big.ico', 1], ['alpha.ico', 0],
  ] as const)('%s entry %i matches ImageMagick pixel for pixel (skipped without ImageMagick)', (name, index) => {
    const bytes = fixture(name)
    const image = decodeIcoBitmap(readIcoEntries(bytes)[index]!)
    expect(firstDifference(image, imageMagickRgba(scratch, bytes, name, index))).toBeUndefined()
  })

  it('uses the AND mask when a 32-bit entry\'s alpha bytes are all zero', () => {
    const image = decodeIcoBitmap(readIcoEntries(icoFile([{ bytes: zeroAlphaDib() }]))[0]!)
    expect(image.channels).toBe(4)
    expect(clearPixels(image).sort()).toEqual([...ALPHA_ICO_CLEAR].sort())
    expect(pixelAt(image, 2, 0)).toEqual([42, 157, 143, 255])
    expect(pixelAt(image, 8, 6)).toEqual([138, 177, 124, 255])
  })

  it('applies the AND mask to a 24-bit entry', () => {
    const image = decodeIcoBitmap(readIcoEntries(icoFile([{ bytes: rgbDib(), bitCount: 24 }]))[0]!)
    expect(image.channels).toBe(4)
    expect(clearPixels(image).sort()).toEqual([...ALPHA_ICO_CLEAR].sort())
    expect(pixelAt(image, 0, 0)).toEqual([42, 157, 143, 0])
    expect(pixelAt(image, 5, 3)).toEqual([75, 164, 137, 255])
  })

  it.skipIf(NO_IMAGEMAGICK)('the 24-bit entry with a mask matches ImageMagick (skipped without ImageMagick)', () => {
    const file = icoFile([{ bytes: rgbDib(), bitCount: 24, width: 16, height: 12 }])
    expect(firstDifference(decodeIcoBitmap(readIcoEntries(file)[0]!), imageMagickRgba(scratch, file, 'rgb-mask.ico', 0))).toBeUndefined()
  })

  it.each([0, 20])('treats a 24-bit entry with %i of its 48 mask bytes as opaque', (maskBytes) => {
    const image = decodeIcoBitmap(readIcoEntries(icoFile([{ bytes: rgbDib(maskBytes), bitCount: 24 }]))[0]!)
    expect(image.channels).toBe(3)
    expect(pixelAt(image, 0, 0)).toEqual([42, 157, 143, 255])
  })

  it('decodes a 1-bit entry with its palette and mask', () => {
    const bytes = new Uint8Array([
      40, 0, 0, 0, 8, 0, 0, 0, 4, 0, 0, 0, 1, 0, 1, 0, ...new Array<number>(24).fill(0),
      0, 0, 0, 0, 255, 255, 255, 0, // palette: black, white
      0b10101010, 0, 0, 0, 0b11110000, 0, 0, 0, // colour rows, bottom first
      0b00000011, 0, 0, 0, 0b10000000, 0, 0, 0, // mask rows, bottom first
    ])
    const image = decodeIcoBitmap({ width: 8, height: 2, bitCount: 1, bytes, png: false })
    const alpha = (y: number): number[] => [...Array(8).keys()].map((x) => pixelAt(image, x, y)[3]!)
    const grey = (y: number): number[] => [...Array(8).keys()].map((x) => pixelAt(image, x, y)[0]!)
    expect([grey(0), grey(1)]).toEqual([[255, 255, 255, 255, 0, 0, 0, 0], [255, 0, 255, 0, 255, 0, 255, 0]])
    expect([alpha(0), alpha(1)]).toEqual([[0, 255, 255, 255, 255, 255, 255, 255], [255, 255, 255, 255, 255, 255, 0, 0]])
  })

  it('refuses a PNG entry and a bitmap whose pixels are cut off', () => {
    expect(decodeError(() => decodeIcoBitmap(largestIcoEntry(fixture('big.ico')))).message).toMatch(/PNG/)
    const cut = icoFile([{ bytes: alphaIcoDib().subarray(0, 500) }])
    expect(decodeError(() => decodeIcoBitmap(readIcoEntries(cut)[0]!)).message).toBe('the pixel data is truncated')
  })
})

describe('encodeIco', () => {
  const solid = (size: number, background: { r: number; g: number; b: number; alpha: number }): Promise<Buffer> =>
    sharp({ create: { width: size, height: size, channels: 4, background } }).png().toBuffer()

  it('writes PNG entries in order that read back with their exact bytes', async () => {
    const red = await solid(16, { r: 255, g: 0, b: 0, alpha: 1 })
    const blue = await solid(256, { r: 0, g: 0, b: 255, alpha: 0.5 })
    const file = encodeIco([{ width: 16, height: 16, png: red }, { width: 256, height: 256, png: blue }])
    const view = new DataView(file.buffer)
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2])
    // Directory: width and height bytes (256 is written as 0), planes 1, 32 bits, then size and offset.
    expect([file[6], file[7], view.getUint16(10, true), view.getUint16(12, true)]).toEqual([16, 16, 1, 32])
    expect([file[22], file[23], view.getUint16(26, true), view.getUint16(28, true)]).toEqual([0, 0, 1, 32])
    expect([view.getUint32(14, true), view.getUint32(18, true)]).toEqual([red.length, 38])
    expect([view.getUint32(30, true), view.getUint32(34, true)]).toEqual([blue.length, 38 + red.length])
    expect(file.length).toBe(38 + red.length + blue.length)

    const entries = readIcoEntries(file)
    expect(summary(entries)).toEqual([[16, 16, 32, true, red.length], [256, 256, 32, true, blue.length]])
    expect(Buffer.from(entries[0]!.bytes).equals(red)).toBe(true)
    expect(Buffer.from(entries[1]!.bytes).equals(blue)).toBe(true)
    expect(largestIcoEntry(file).width).toBe(256)
  })

  it.skipIf(NO_IMAGEMAGICK)('ImageMagick reads the icon it wrote (skipped without ImageMagick)', async () => {
    const file = encodeIco([
      { width: 16, height: 16, png: await solid(16, { r: 255, g: 0, b: 0, alpha: 1 }) },
      { width: 256, height: 256, png: await solid(256, { r: 0, g: 0, b: 255, alpha: 1 }) },
    ])
    const path = join(scratch, 'encoded.ico')
    writeFileSync(path, file)
    expect(execFileSync(IDENTIFY, ['-format', '%w %h\n', path]).toString()).toBe('16 16\n256 256\n')
    expect([...new Uint8Array(execFileSync(CONVERT, [`${path}[0]`, '-depth', '8', 'rgba:-'])).subarray(0, 4)]).toEqual([255, 0, 0, 255])
  })

  it('refuses images over 256 pixels and non-PNG data with a plain Error', async () => {
    const big = await solid(257, { r: 0, g: 0, b: 0, alpha: 1 })
    for (const fn of [
      () => encodeIco([{ width: 257, height: 257, png: big }]),
      () => encodeIco([{ width: 16, height: 16, png: new Uint8Array(40) }]),
    ]) {
      expect(fn).toThrow(Error)
      expect(fn).not.toThrow(ImageDecodeError)
    }
  })
})


/** Reads and decodes every bitmap entry; returns the entries, or the ImageDecodeError. Other errors fail. */
function tryIcon(bytes: Uint8Array): IcoEntry[] | ImageDecodeError {
  try {
    const entries = readIcoEntries(bytes)
    for (const entry of entries.filter((e) => !e.png)) {
      try {
        const image = decodeIcoBitmap(entry)
        expect(image.data.length).toBe(image.width * image.height * image.channels)
      } catch (error) {
        if (!(error instanceof ImageDecodeError)) throw error
      }
    }
    return entries
  } catch (error) {
    if (error instanceof ImageDecodeError) return error
    throw error
  }
}

describe('hostile icons', () => {
  const header = (reserved: number, type: number, count: number): Uint8Array => new Uint8Array([reserved, 0, type, 0, count & 0xff, count >> 8])

  it.each([
    ['too short', new Uint8Array([0, 0, 1]), /too short/],
    ['count 0', header(0, 1, 0), /0 images/],
    ['count 257', header(0, 1, 257), /257 images/],
    ['a cursor (type 2)', header(0, 2, 1), /not an ICO/],
    ['reserved not 0', header(1, 1, 1), /not an ICO/],
    ['a directory cut short', new Uint8Array([...header(0, 1, 3), ...new Array<number>(30).fill(0)]), /directory is truncated/],
    ['a PNG file', fixture('photo.png'), /not an ICO/],
  ])('refuses %s', (_label, bytes, message) => {
    expect(decodeError(() => readIcoEntries(bytes)).message).toMatch(message)
    expect(decodeError(() => largestIcoEntry(bytes)).message).toMatch(message)
  })

  it('refuses an icon whose only entry points past the end, into the directory, or overflows', () => {
    const dib = alphaIcoDib()
    for (const broken of [{ offset: 1000 }, { offset: 0xffffffff }, { offset: 0 }, { size: 0xffffffff }, { size: 0 }]) {
      expect(decodeError(() => readIcoEntries(icoFile([{ bytes: dib, ...broken }]))).message).toBe('the icon has no readable images')
    }
  })

  it('skips broken entries next to a good one', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#ffffff' } }).png().toBuffer()
    const badDib = alphaIcoDib()
    new DataView(badDib.buffer).setInt32(4, 0, true) // width 0
    const file = icoFile([
      { bytes: alphaIcoDib(), offset: 99999 },
      { bytes: png.subarray(0, 20) }, // a PNG cut before its size
      { bytes: badDib },
      { bytes: png },
    ])
    expect(summary(readIcoEntries(file))).toEqual([[4, 4, 32, true, png.length]])
  })

  it.each(['favicon.ico', 'big.ico', 'alpha.ico'])('%s cut short throws ImageDecodeError or keeps only whole entries', (name) => {
    const file = fixture(name)
    const whole = readIcoEntries(file)
    const ends = whole.map((e) => e.bytes.byteOffset + e.bytes.length)
    const lengths = new Set<number>()
    for (let n = 0; n < 64; n++) lengths.add(n)
    for (let n = 64; n < file.length; n += 61) lengths.add(n)
    for (const end of ends) [end - 1, end].forEach((n) => lengths.add(n))
    for (const length of [...lengths].filter((n) => n < file.length)) {
      const result = tryIcon(file.subarray(0, length))
      const kept = whole.filter((_, i) => ends[i]! <= length)
      if (kept.length === 0) {
        expect(result, `cut at ${length}`).toBeInstanceOf(ImageDecodeError)
      } else {
        expect(summary(result as IcoEntry[]), `cut at ${length}`).toEqual(summary(kept))
      }
    }
  })

  it('survives random bytes, with and without a valid directory header', () => {
    const random = seededRandom(3)
    for (let i = 0; i < 500; i++) {
      const bytes = new Uint8Array(Math.floor(random() * 300))
      for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(random() * 256)
      if (i % 2 === 0 && bytes.length >= 6) bytes.set(header(0, 1, 1 + (i % 3)))
      tryIcon(bytes)
    }
  })

  it('survives icon fixtures with random bytes changed', () => {
    const random = seededRandom(4)
    const files = ['favicon.ico', 'big.ico', 'alpha.ico'].map(fixture)
    for (let i = 0; i < 600; i++) {
      const bytes = files[i % files.length]!.slice()
      const changes = 1 + Math.floor(random() * 4)
      for (let j = 0; j < changes; j++) {
        // Mostly the directory and the first DIB header, where a changed byte moves offsets and sizes.
        const at = Math.floor(random() * (random() < 0.8 ? Math.min(bytes.length, 120) : bytes.length))
        bytes[at] = Math.floor(random() * 256)
      }
      tryIcon(bytes)
    }
  })
})
