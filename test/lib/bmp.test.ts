import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../helpers.ts'
import { CONVERT, IDENTIFY, NO_IMAGEMAGICK, decodeError, firstDifference, imageMagickRgba, pixelAt, rgba, scratchFolder } from './raw-image.ts'
import { decodeBmp, decodeDib, encodeBmp, ImageDecodeError, readBmpSize } from '../../src/lib/image/bmp.ts'
import type { RawImage } from '../../src/lib/image/bmp.ts'

const FIXTURES = new URL('../fixtures/files/', import.meta.url)
if (NO_IMAGEMAGICK) console.warn('bmp tests: ImageMagick (/usr/bin/identify, /usr/bin/convert) is not installed; skipping its cross-checks')

const scratch = scratchFolder('bmp-test-')

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)))
}






interface DibSpec {
  headerSize?: number
  width: number
  /** As stored: negative for top-down rows. */
  height: number
  bitCount: number
  compression?: number
  /** Inside the header at offset 40 for headers of 52 bytes and more, just after a 40-byte one. */
  masks?: readonly number[]
  palette?: ReadonlyArray<readonly [number, number, number]>
  colorsUsed?: number
  pixels: readonly number[]
}

/** A DIB built field by field, for cases no fixture covers: expected pixels then come from the spec. */
function dib(spec: DibSpec): Uint8Array {
  const headerSize = spec.headerSize ?? 40
  const core = headerSize === 12
  const masks = spec.masks ?? []
  const palette = spec.palette ?? []
  const tableStart = headerSize + (headerSize === 40 ? masks.length * 4 : 0)
  const entrySize = core ? 3 : 4
  const pixelStart = tableStart + palette.length * entrySize
  const out = new Uint8Array(pixelStart + spec.pixels.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, headerSize, true)
  if (core) {
    view.setUint16(4, spec.width, true)
    view.setUint16(6, spec.height, true)
    view.setUint16(8, 1, true)
    view.setUint16(10, spec.bitCount, true)
  } else {
    view.setInt32(4, spec.width, true)
    view.setInt32(8, spec.height, true)
    view.setUint16(12, 1, true)
    view.setUint16(14, spec.bitCount, true)
    view.setUint32(16, spec.compression ?? 0, true)
    view.setUint32(20, spec.pixels.length, true)
    view.setUint32(32, spec.colorsUsed ?? 0, true)
  }
  masks.forEach((mask, i) => view.setUint32(40 + i * 4, mask, true))
  palette.forEach(([r, g, b], i) => out.set([b, g, r], tableStart + i * entrySize))
  out.set(spec.pixels, pixelStart)
  return out
}

function bmpFile(spec: DibSpec): Uint8Array {
  const body = dib(spec)
  const out = new Uint8Array(14 + body.length)
  const view = new DataView(out.buffer)
  out.set([0x42, 0x4d])
  view.setUint32(2, out.length, true)
  view.setUint32(10, out.length - spec.pixels.length, true)
  out.set(body, 14)
  return out
}

/** Little-endian bytes of 16-bit values. */
function words(...values: number[]): number[] {
  return values.flatMap((v) => [v & 0xff, v >> 8])
}

/** Little-endian bytes of 32-bit values. */
function dwords(...values: number[]): number[] {
  return values.flatMap((v) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, v >>> 24])
}

/** Five palette colours, then black: index n is easy to read back. */
const PALETTE: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255], [10, 20, 30],
]

interface Known {
  width: number
  height: number
  channels: 3 | 4
  /** x, y, RGBA: read once from ImageMagick 6.9.11 (`convert FILE -depth 8 rgba:-`), for machines without it. */
  pixels: ReadonlyArray<readonly [number, number, readonly number[]]>
}

const KNOWN: Record<string, Known> = {
  'photo.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [230, 57, 70, 255]], [79, 0, [230, 57, 70, 255]], [0, 59, [29, 53, 87, 255]],
    [79, 59, [29, 53, 87, 255]], [40, 30, [255, 183, 3, 255]], [26, 15, [179, 56, 74, 255]]] },
  'alpha.bmp': { width: 64, height: 48, channels: 4, pixels: [
    [0, 0, [0, 0, 0, 0]], [63, 0, [0, 0, 0, 0]], [0, 47, [0, 0, 0, 0]],
    [63, 47, [0, 0, 0, 0]], [32, 24, [138, 177, 124, 255]], [21, 12, [42, 157, 143, 255]]] },
  'rle8.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [228, 57, 70, 255]], [79, 0, [228, 57, 70, 255]], [0, 59, [29, 53, 87, 255]],
    [79, 59, [29, 53, 87, 255]], [40, 30, [255, 183, 3, 255]], [26, 15, [176, 56, 74, 255]]] },
  'mono.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [132, 62, 84, 255]], [79, 0, [132, 62, 84, 255]], [0, 59, [132, 62, 84, 255]],
    [79, 59, [132, 62, 84, 255]], [40, 30, [255, 183, 3, 255]], [26, 15, [132, 62, 84, 255]]] },
  'rgb565.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [222, 56, 66, 255]], [79, 0, [222, 56, 66, 255]], [0, 59, [24, 52, 82, 255]],
    [79, 59, [24, 52, 82, 255]], [40, 30, [255, 182, 0, 255]], [26, 15, [173, 52, 74, 255]]] },
  'pal4.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [228, 57, 70, 255]], [79, 0, [228, 57, 70, 255]], [0, 59, [29, 53, 87, 255]],
    [79, 59, [29, 53, 87, 255]], [40, 30, [255, 183, 3, 255]], [26, 15, [176, 56, 74, 255]]] },
  'os2.bmp': { width: 80, height: 60, channels: 3, pixels: [
    [0, 0, [230, 57, 70, 255]], [79, 0, [230, 57, 70, 255]], [0, 59, [29, 53, 87, 255]],
    [79, 59, [29, 53, 87, 255]], [40, 30, [255, 183, 3, 255]], [26, 15, [179, 56, 74, 255]]] },
}
const FIXTURE_NAMES = Object.keys(KNOWN)

/** photo.bmp with its rows reversed and a negative height: ImageMagick 6 cannot write top-down BMPs. */
function topDownPhoto(): Uint8Array {
  const file = fixture('photo.bmp')
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const offset = view.getUint32(10, true)
  const height = view.getInt32(22, true)
  const stride = (file.length - offset) / height
  const out = file.slice()
  for (let row = 0; row < height; row++) {
    out.set(file.subarray(offset + row * stride, offset + (row + 1) * stride), offset + (height - 1 - row) * stride)
  }
  new DataView(out.buffer).setInt32(22, -height, true)
  return out
}

describe('decodeBmp on ImageMagick fixtures', () => {
  it.each(FIXTURE_NAMES)('%s matches the known size, channels and pixels', (name) => {
    const known = KNOWN[name]!
    const image = decodeBmp(fixture(name))
    expect({ width: image.width, height: image.height, channels: image.channels })
      .toEqual({ width: known.width, height: known.height, channels: known.channels })
    expect(image.data.length).toBe(known.width * known.height * known.channels)
    for (const [x, y, expected] of known.pixels) expect(pixelAt(image, x, y), `(${x}, ${y})`).toEqual(expected)
  })

  it.each(FIXTURE_NAMES)('readBmpSize(%s) gives the size from the header', (name) => {
    const known = KNOWN[name]!
    expect(readBmpSize(fixture(name))).toEqual({ width: known.width, height: known.height })
  })

  it.skipIf(NO_IMAGEMAGICK).each(FIXTURE_NAMES)('%s: every pixel matches ImageMagick (skipped without ImageMagick)', (name) => {
    const bytes = fixture(name)
    expect(firstDifference(decodeBmp(bytes), imageMagickRgba(scratch, bytes, name))).toBeUndefined()
  })

  it('reads a top-down file (negative height) the right way up', () => {
    const image = decodeBmp(topDownPhoto())
    expect(firstDifference(image, rgba(decodeBmp(fixture('photo.bmp'))))).toBeUndefined()
    expect(pixelAt(image, 0, 59)).toEqual([29, 53, 87, 255])
  })

  it.skipIf(NO_IMAGEMAGICK)('the top-down file matches ImageMagick (skipped without ImageMagick)', () => {
    const bytes = topDownPhoto()
    expect(firstDifference(decodeBmp(bytes), imageMagickRgba(scratch, bytes, 'top-down.bmp'))).toBeUndefined()
  })
})

/** Files built in the test, each with the pixels its spec implies (rows listed top to bottom). */
const CRAFTED: ReadonlyArray<{ name: string; file: Uint8Array; channels: 3 | 4; rows: number[][][] }> = [
  {
    name: '16-bit BI_RGB is 5-5-5 and ignores the top bit',
    file: bmpFile({ width: 4, height: 2, bitCount: 16, pixels: [
      ...words(0x7c00, 0x03e0, 0x001f, 0x4210), // bottom row
      ...words(0x7fff, 0x8000, 0x0421, 0x0000),
    ] }),
    channels: 3,
    rows: [
      [[255, 255, 255], [0, 0, 0], [8, 8, 8], [0, 0, 0]],
      [[255, 0, 0], [0, 255, 0], [0, 0, 255], [132, 132, 132]],
    ],
  },
  {
    name: '16-bit BI_BITFIELDS 5-6-5 with the masks after a 40-byte header',
    file: bmpFile({ width: 3, height: -2, bitCount: 16, compression: 3, masks: [0xf800, 0x07e0, 0x001f], pixels: [
      ...words(0xf800, 0x07e0, 0x001f), 0, 0,
      ...words(0x8410, 0xffff, 0x0020), 0, 0,
    ] }),
    channels: 3,
    rows: [
      [[255, 0, 0], [0, 255, 0], [0, 0, 255]],
      [[132, 130, 132], [255, 255, 255], [0, 4, 0]],
    ],
  },
  {
    name: '16-bit BI_ALPHABITFIELDS 4-4-4-4 carries alpha',
    file: bmpFile({ width: 2, height: 1, bitCount: 16, compression: 6, masks: [0x0f00, 0x00f0, 0x000f, 0xf000], pixels: [
      ...words(0x8f00, 0xf0f1),
    ] }),
    channels: 4,
    rows: [[[255, 0, 0, 136], [0, 255, 17, 255]]],
  },
  {
    name: '32-bit BI_BITFIELDS in a 52-byte header, R in the low byte, no alpha',
    file: bmpFile({ headerSize: 52, width: 2, height: 1, bitCount: 32, compression: 3,
      masks: [0x000000ff, 0x0000ff00, 0x00ff0000], pixels: dwords(0x99030201, 0x00fffe10) }),
    channels: 3,
    rows: [[[1, 2, 3], [16, 254, 255]]],
  },
  {
    name: '32-bit BI_BITFIELDS in a 56-byte header with an alpha mask',
    file: bmpFile({ headerSize: 56, width: 2, height: 1, bitCount: 32, compression: 3,
      masks: [0xff000000, 0x00ff0000, 0x0000ff00, 0x000000ff], pixels: dwords(0x01020380, 0xffffff00) }),
    channels: 4,
    rows: [[[1, 2, 3, 128], [255, 255, 255, 0]]],
  },
  {
    name: '32-bit BI_RGB with every fourth byte 0 is opaque',
    file: bmpFile({ width: 2, height: 1, bitCount: 32, pixels: [3, 2, 1, 0, 30, 20, 10, 0] }),
    channels: 3,
    rows: [[[1, 2, 3], [10, 20, 30]]],
  },
  {
    name: '32-bit BI_RGB with a non-zero fourth byte takes it as alpha',
    file: bmpFile({ width: 2, height: 1, bitCount: 32, pixels: [3, 2, 1, 0, 30, 20, 10, 200] }),
    channels: 4,
    rows: [[[1, 2, 3, 0], [10, 20, 30, 200]]],
  },
  {
    name: '1-bit with a two-colour palette (colorsUsed 2)',
    file: bmpFile({ width: 9, height: 1, bitCount: 1, colorsUsed: 2, palette: [[0, 0, 0], [255, 0, 0]], pixels: [0b10110000, 0b10000000, 0, 0] }),
    channels: 3,
    rows: [[[255, 0, 0], [0, 0, 0], [255, 0, 0], [255, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [255, 0, 0]]],
  },
  {
    name: '4-bit, an index past the palette is black',
    file: bmpFile({ width: 3, height: 1, bitCount: 4, colorsUsed: 6, palette: PALETTE, pixels: [0x15, 0xf0, 0, 0] }),
    channels: 3,
    rows: [[[255, 0, 0], [10, 20, 30], [0, 0, 0]]],
  },
  {
    name: 'OS/2 core header, 24-bit',
    file: bmpFile({ headerSize: 12, width: 2, height: 1, bitCount: 24, pixels: [3, 2, 1, 6, 5, 4, 0, 0] }),
    channels: 3,
    rows: [[[1, 2, 3], [4, 5, 6]]],
  },
  {
    name: 'RLE4 covering every pixel: an encoded run, end of line, an absolute run',
    file: bmpFile({ width: 5, height: 2, bitCount: 4, compression: 2, colorsUsed: 6, palette: PALETTE, pixels: [
      0x05, 0x12, 0x00, 0x00, // bottom row: 1 2 1 2 1, end of line
      0x00, 0x05, 0x34, 0x51, 0x20, 0x00, // top row: absolute 3 4 5 1 2, padded to 16 bits
      0x00, 0x01,
    ] }),
    channels: 3,
    rows: [
      [PALETTE[3]!, PALETTE[4]!, PALETTE[5]!, PALETTE[1]!, PALETTE[2]!].map((c) => [...c]),
      [PALETTE[1]!, PALETTE[2]!, PALETTE[1]!, PALETTE[2]!, PALETTE[1]!].map((c) => [...c]),
    ],
  },
]

/** Skipped pixels are transparent; runs past the row are clipped; a delta past the end stops. */
const RLE_SKIPS: ReadonlyArray<{ name: string; file: Uint8Array; rows: number[][][] }> = [
  {
    name: 'RLE4 with a delta skipping pixels',
    file: bmpFile({ width: 4, height: 2, bitCount: 4, compression: 2, colorsUsed: 6, palette: PALETTE, pixels: [
      0x02, 0x12, 0x00, 0x02, 0x01, 0x01, 0x01, 0x30, 0x00, 0x01,
    ] }),
    rows: [
      [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 255, 255]],
      [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 0, 0], [0, 0, 0, 0]],
    ],
  },
  {
    name: 'RLE8 with a run longer than the row and a delta jumping past the end',
    file: bmpFile({ width: 4, height: 3, bitCount: 8, compression: 1, colorsUsed: 6, palette: PALETTE, pixels: [
      0x06, 0x01, 0x00, 0x00, // six pixels of 1 in a row of four
      0x00, 0x02, 0xff, 0x00, 0x02, 0x02, // delta far right: the run falls outside the row
      0x00, 0x00, 0x00, 0x05, 2, 3, 4, 5, 1, 0x00, // absolute run of five in a row of four, padded
      0x00, 0x02, 0x03, 0xff, // delta below the last row: ends the image
      0x05, 0x04, // never read as pixels
    ] }),
    rows: [
      [[0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255], [10, 20, 30, 255]],
      [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
      [[255, 0, 0, 255], [255, 0, 0, 255], [255, 0, 0, 255], [255, 0, 0, 255]],
    ],
  },
]

describe('decodeBmp on crafted files', () => {
  it.each(CRAFTED)('$name', ({ file, channels, rows }) => {
    const image = decodeBmp(file)
    expect(image.channels).toBe(channels)
    expect([image.width, image.height]).toEqual([rows[0]!.length, rows.length])
    const decoded = rows.map((row, y) => row.map((_, x) => pixelAt(image, x, y).slice(0, channels)))
    expect(decoded).toEqual(rows)
  })

  // ImageMagick 6 refuses BI_ALPHABITFIELDS and palette indices past the palette, and takes the fourth
  // byte of a 52-byte (V2) header's pixels as alpha although V2 has no alpha mask: those are left out.
  const imageMagickReadable = CRAFTED.filter(({ name }) => !/past the palette|ALPHABITFIELDS|52-byte/.test(name))
  it.skipIf(NO_IMAGEMAGICK).each(imageMagickReadable)('$name: ImageMagick agrees (skipped without ImageMagick)', ({ file, name }) => {
    expect(firstDifference(decodeBmp(file), imageMagickRgba(scratch, file, `${name.replace(/\W+/g, '-')}.bmp`))).toBeUndefined()
  })

  it.each(RLE_SKIPS)('$name', ({ file, rows }) => {
    const image = decodeBmp(file)
    expect(image.channels).toBe(4)
    expect(rows.map((row, y) => row.map((_, x) => pixelAt(image, x, y)))).toEqual(rows)
  })

  it('reads the palette with 3-byte entries in an OS/2 file', () => {
    const file = bmpFile({ headerSize: 12, width: 3, height: 1, bitCount: 8, palette: [...PALETTE, ...Array(250).fill([0, 0, 0])], pixels: [5, 1, 4, 0] })
    expect([0, 1, 2].map((x) => pixelAt(decodeBmp(file), x, 0))).toEqual([[10, 20, 30, 255], [255, 0, 0, 255], [255, 255, 255, 255]])
  })

  it('decodes a 6000×4000 24-bit file in well under a second', () => {
    const width = 6000
    const height = 4000
    const data = new Uint8Array(width * height * 3)
    for (let i = 0; i < data.length; i += 4099) data[i] = i & 0xff
    const file = encodeBmp({ width, height, channels: 3, data })
    const started = performance.now()
    const image = decodeBmp(file)
    const elapsed = performance.now() - started
    expect(image.data[4099 * 1000]).toBe((4099 * 1000) & 0xff)
    expect(elapsed).toBeLessThan(1000)
  })
})

describe('decodeDib', () => {
  it('decodes a packed DIB, finding the pixels after the palette', () => {
    const bytes = dib({ width: 2, height: 1, bitCount: 8, colorsUsed: 6, palette: PALETTE, pixels: [4, 5, 0, 0] })
    const image = decodeDib(bytes, { icon: false })
    expect([pixelAt(image, 0, 0), pixelAt(image, 1, 0)]).toEqual([[255, 255, 255, 255], [10, 20, 30, 255]])
  })

  it('finds the pixels after the masks of a 40-byte BI_BITFIELDS header', () => {
    const bytes = dib({ width: 1, height: 1, bitCount: 16, compression: 3, masks: [0xf800, 0x07e0, 0x001f], pixels: [...words(0x07e0), 0, 0] })
    expect(pixelAt(decodeDib(bytes, { icon: false }), 0, 0)).toEqual([0, 255, 0, 255])
  })

  it('with icon: true, halves the height and applies the AND mask', () => {
    const bytes = dib({ width: 2, height: 4, bitCount: 24, pixels: [
      0, 0, 255, 0, 255, 0, 0, 0, // bottom colour row: red, green
      255, 0, 0, 255, 255, 255, 0, 0, // top colour row: blue, white
      0b01000000, 0, 0, 0, // bottom mask row: the green pixel is transparent
      0b10000000, 0, 0, 0, // top mask row: the blue pixel is transparent
    ] })
    const image = decodeDib(bytes, { icon: true })
    expect([image.width, image.height, image.channels]).toEqual([2, 2, 4])
    expect([pixelAt(image, 0, 0), pixelAt(image, 1, 0), pixelAt(image, 0, 1), pixelAt(image, 1, 1)])
      .toEqual([[0, 0, 255, 0], [255, 255, 255, 255], [255, 0, 0, 255], [0, 255, 0, 0]])
  })
})

describe('encodeBmp', () => {
  function sample(width: number, height: number, channels: 3 | 4): RawImage {
    const data = new Uint8Array(width * height * channels)
    for (let i = 0; i < data.length; i++) data[i] = (i * 37 + 11) & 0xff
    return { width, height, channels, data }
  }

  it('writes 24-bit BI_RGB with a 40-byte header, padded rows and 72 dpi', () => {
    const file = encodeBmp(sample(5, 3, 3))
    const view = new DataView(file.buffer)
    expect(String.fromCharCode(file[0]!, file[1]!)).toBe('BM')
    expect(view.getUint32(2, true)).toBe(file.length)
    expect(file.length).toBe(54 + 16 * 3)
    expect(view.getUint32(10, true)).toBe(54)
    expect([view.getUint32(14, true), view.getInt32(18, true), view.getInt32(22, true)]).toEqual([40, 5, 3])
    expect([view.getUint16(26, true), view.getUint16(28, true), view.getUint32(30, true)]).toEqual([1, 24, 0])
    expect([view.getInt32(38, true), view.getInt32(42, true)]).toEqual([2835, 2835])
  })

  it('writes 32-bit BI_BITFIELDS with a V4 header, ARGB masks and sRGB', () => {
    const file = encodeBmp(sample(3, 2, 4))
    const view = new DataView(file.buffer)
    expect(view.getUint32(10, true)).toBe(14 + 108)
    expect([view.getUint32(14, true), view.getUint16(28, true), view.getUint32(30, true)]).toEqual([108, 32, 3])
    expect([54, 58, 62, 66].map((at) => view.getUint32(at, true))).toEqual([0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000])
    expect(String.fromCharCode(...file.subarray(70, 74))).toBe('BGRs')
    expect(file.length).toBe(122 + 3 * 4 * 2)
  })

  it.each([3, 4] as const)('round-trips %i channels through decodeBmp', (channels) => {
    const image = sample(7, 5, channels)
    const decoded = decodeBmp(encodeBmp(image))
    expect(decoded).toEqual({ ...image, data: expect.any(Uint8Array) })
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true)
  })

  it.each(['photo.bmp', 'alpha.bmp'])('encodeBmp(decodeBmp(%s)) decodes to the same pixels', (name) => {
    const image = decodeBmp(fixture(name))
    const again = decodeBmp(encodeBmp(image))
    expect(again.channels).toBe(image.channels)
    expect(firstDifference(again, rgba(image))).toBeUndefined()
  })

  it.skipIf(NO_IMAGEMAGICK).each([3, 4] as const)('ImageMagick opens the %i-channel file with the same pixels (skipped without ImageMagick)', (channels) => {
    const image = sample(7, 5, channels)
    const path = join(scratch, `encoded-${channels}.bmp`)
    writeFileSync(path, encodeBmp(image))
    expect(execFileSync(IDENTIFY, ['-format', '%m %w %h', path]).toString()).toMatch(/^BMP3? 7 5$/)
    expect(firstDifference(image, new Uint8Array(execFileSync(CONVERT, [path, '-depth', '8', 'rgba:-'])))).toBeUndefined()
  })

  it('refuses pixel data that does not match the size', () => {
    expect(() => encodeBmp({ width: 2, height: 2, channels: 3, data: new Uint8Array(11) })).toThrow(/does not match/)
    expect(() => encodeBmp({ width: 0, height: 2, channels: 3, data: new Uint8Array(0) })).toThrow(/positive/)
  })
})

/** Lengths to cut a file at: every length through the headers and palette, then a spread through the pixels. */
function cuts(file: Uint8Array): number[] {
  const pixelOffset = new DataView(file.buffer, file.byteOffset).getUint32(10, true)
  const lengths = new Set<number>()
  for (let n = 0; n <= Math.min(pixelOffset + 8, file.length - 1); n++) lengths.add(n)
  for (let n = pixelOffset; n < file.length; n += 97) lengths.add(n)
  for (let n = file.length - 8; n < file.length; n++) lengths.add(n)
  return [...lengths].sort((a, b) => a - b)
}


/** Decodes, or returns the ImageDecodeError; any other error fails the test. */
function tryDecode(bytes: Uint8Array): RawImage | ImageDecodeError {
  try {
    const image = decodeBmp(bytes)
    expect(image.data.length).toBe(image.width * image.height * image.channels)
    return image
  } catch (error) {
    if (error instanceof ImageDecodeError) return error
    throw error
  }
}

describe('hostile input', () => {
  it.each(FIXTURE_NAMES)('%s cut short throws ImageDecodeError', (name) => {
    const file = fixture(name)
    const whole = rgba(decodeBmp(file))
    for (const length of cuts(file)) {
      const result = tryDecode(file.subarray(0, length))
      // The RLE8 fixture ends with end-of-line then end-of-bitmap: losing only those leaves every row whole.
      if (name === 'rle8.bmp' && length >= file.length - 2) {
        expect(result).not.toBeInstanceOf(ImageDecodeError)
        expect(firstDifference(result as RawImage, whole)).toBeUndefined()
      } else {
        expect(result, `cut at ${length}`).toBeInstanceOf(ImageDecodeError)
      }
    }
  })

  it('reports truncated pixel data in words', () => {
    const file = fixture('photo.bmp')
    expect(decodeError(() => decodeBmp(file.subarray(0, file.length - 1))).message).toBe('the pixel data is truncated')
  })

  it('reads the size of a 30000×30000 header without data but refuses to decode it, quickly', () => {
    const file = bmpFile({ width: 30000, height: 30000, bitCount: 24, pixels: [] })
    expect(readBmpSize(file)).toEqual({ width: 30000, height: 30000 })
    const started = performance.now()
    expect(decodeError(() => decodeBmp(file)).message).toMatch(/truncated/)
    expect(performance.now() - started).toBeLessThan(100)
  })

  it.each([
    ['a zero width', { width: 0, height: 1, bitCount: 24 }, /width/],
    ['a negative width', { width: -5, height: 1, bitCount: 24 }, /width/],
    ['a zero height', { width: 1, height: 0, bitCount: 24 }, /height/],
    ['a width over 30000', { width: 30001, height: 1, bitCount: 24 }, /too large/],
    ['a height under -30000', { width: 1, height: -30001, bitCount: 24 }, /too large/],
    ['bit count 7', { width: 1, height: 1, bitCount: 7 }, /unsupported bit count 7/],
    ['bit count 0', { width: 1, height: 1, bitCount: 0 }, /unsupported bit count 0/],
    ['JPEG compression', { width: 1, height: 1, bitCount: 24, compression: 4 }, /unsupported compression 4 \(JPEG inside BMP\)/],
    ['PNG compression', { width: 1, height: 1, bitCount: 24, compression: 5 }, /PNG inside BMP/],
    ['compression 11', { width: 1, height: 1, bitCount: 32, compression: 11 }, /unsupported compression 11/],
    ['RLE8 with 4 bits', { width: 1, height: 1, bitCount: 4, compression: 1 }, /RLE8/],
    ['bit fields with 24 bits', { width: 1, height: 1, bitCount: 24, compression: 3, masks: [0xff0000, 0xff00, 0xff] }, /bit field/],
    ['a 16-bit mask wider than 16 bits', { width: 1, height: 1, bitCount: 16, compression: 3, masks: [0x1f0000, 0x7e0, 0x1f] }, /wider/],
    ['a mask with gaps', { width: 1, height: 1, bitCount: 32, compression: 3, masks: [0xff00ff, 0xff00, 0xff] }, /gaps/],
    ['header size 64', { headerSize: 64, width: 1, height: 1, bitCount: 24 }, /unsupported header size 64/],
  ])('refuses %s', (_label, spec, message) => {
    const file = bmpFile({ ...spec, pixels: [0, 0, 0, 0] })
    expect(decodeError(() => decodeBmp(file)).message).toMatch(message)
    expect(decodeError(() => readBmpSize(file)).message).toMatch(message)
  })

  it('refuses a palette that runs past the end of the file', () => {
    const file = bmpFile({ width: 1, height: 1, bitCount: 8, colorsUsed: 200, palette: PALETTE, pixels: [] })
    expect(decodeError(() => decodeBmp(file)).message).toBe('the colour palette is truncated')
  })

  it('refuses a pixel offset past the end or inside the header', () => {
    const file = bmpFile({ width: 1, height: 1, bitCount: 24, pixels: [1, 2, 3, 0] })
    const view = new DataView(file.buffer)
    view.setUint32(10, file.length + 10, true)
    expect(decodeError(() => decodeBmp(file)).message).toMatch(/truncated/)
    view.setUint32(10, 20, true)
    expect(decodeError(() => decodeBmp(file)).message).toMatch(/into the header/)
  })

  it('refuses RLE data that stops before the image is complete', () => {
    const rle = (pixels: number[]): Uint8Array => bmpFile({ width: 4, height: 2, bitCount: 8, compression: 1, colorsUsed: 6, palette: PALETTE, pixels })
    expect(decodeError(() => decodeBmp(rle([0x04, 0x01, 0x00, 0x00]))).message).toBe('the pixel data is truncated')
    expect(decodeError(() => decodeBmp(rle([0x00, 0x04, 1, 2]))).message).toBe('the pixel data is truncated')
    expect(decodeError(() => decodeBmp(rle([0x00, 0x02, 0x01]))).message).toBe('the pixel data is truncated')
  })

  it('refuses things that are not BMP files', () => {
    expect(decodeError(() => decodeBmp(new Uint8Array(0))).message).toMatch(/too short/)
    expect(decodeError(() => decodeBmp(fixture('photo.png'))).message).toMatch(/not a BMP/)
    expect(decodeError(() => readBmpSize(new TextEncoder().encode('BM but not really a bitmap'))).message).toMatch(/header size/)
  })

  it('survives random bytes, with and without a BMP signature', () => {
    const random = seededRandom(1)
    for (let i = 0; i < 500; i++) {
      const bytes = new Uint8Array(Math.floor(random() * 200))
      for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(random() * 256)
      if (i % 2 === 0 && bytes.length >= 2) bytes.set([0x42, 0x4d])
      if (i % 4 === 0 && bytes.length >= 18) bytes.set([40, 0, 0, 0], 14)
      tryDecode(bytes)
      try {
        decodeDib(bytes, { icon: i % 3 === 0 })
      } catch (error) {
        expect(error).toBeInstanceOf(ImageDecodeError)
      }
    }
  })

  it('survives fixtures with random bytes changed', () => {
    const random = seededRandom(2)
    const files = FIXTURE_NAMES.map(fixture)
    for (let i = 0; i < 1500; i++) {
      const bytes = files[i % files.length]!.slice()
      const changes = 1 + Math.floor(random() * 4)
      for (let j = 0; j < changes; j++) {
        // Mostly the headers, where a changed byte moves offsets and sizes.
        const at = Math.floor(random() * (random() < 0.8 ? Math.min(bytes.length, 160) : bytes.length))
        bytes[at] = Math.floor(random() * 256)
      }
      // As the service does: check the size against a pixel cap before decoding (RLE can claim any size).
      const size = tryReadSize(bytes)
      if (size !== undefined && size.width * size.height > 4_000_000) continue
      tryDecode(bytes)
    }
  })
})

function tryReadSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    return readBmpSize(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(ImageDecodeError)
    return undefined
  }
}
