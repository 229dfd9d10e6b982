/** ICO reading and writing: a directory of images, each a PNG file or a BMP DIB with an AND mask. */
import { decodeDib, ImageDecodeError } from './bmp.ts'
import type { RawImage } from './bmp.ts'

export interface IcoEntry {
  width: number
  height: number
  bitCount: number
  /** The entry's bytes: a whole PNG file, or a BMP DIB (header without the file header). */
  bytes: Uint8Array
  png: boolean
}

const ICONDIR_SIZE = 6
const ENTRY_SIZE = 16
const MAX_ENTRIES = 256
const MAX_ICON_SIDE = 256
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** Bits per pixel for each PNG colour type: samples per pixel times the bit depth. */
const PNG_SAMPLES: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The readable images of an ICO file; broken entries are skipped as long as one is left. */
export function readIcoEntries(bytes: Uint8Array): IcoEntry[] {
  if (bytes.length < ICONDIR_SIZE) throw new ImageDecodeError('the file is too short to be an icon')
  const view = viewOf(bytes)
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new ImageDecodeError('not an ICO file')
  const count = view.getUint16(4, true)
  if (count < 1 || count > MAX_ENTRIES) {
    throw new ImageDecodeError(`the icon lists ${count} images; expected 1 to ${MAX_ENTRIES}`)
  }
  const directoryEnd = ICONDIR_SIZE + count * ENTRY_SIZE
  if (directoryEnd > bytes.length) throw new ImageDecodeError('the icon directory is truncated')
  const entries: IcoEntry[] = []
  for (let i = 0; i < count; i++) {
    const entry = readEntry(bytes, view, ICONDIR_SIZE + i * ENTRY_SIZE, directoryEnd)
    if (entry !== undefined) entries.push(entry)
  }
  if (entries.length === 0) throw new ImageDecodeError('the icon has no readable images')
  return entries
}

function readEntry(bytes: Uint8Array, view: DataView, at: number, directoryEnd: number): IcoEntry | undefined {
  const directoryBitCount = view.getUint16(at + 6, true)
  const size = view.getUint32(at + 8, true)
  const offset = view.getUint32(at + 12, true)
  if (size === 0 || offset < directoryEnd || offset + size > bytes.length) return undefined
  const data = bytes.subarray(offset, offset + size)
  return isPng(data) ? pngEntry(data, directoryBitCount) : dibEntry(data, directoryBitCount)
}

function isPng(data: Uint8Array): boolean {
  return data.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => data[i] === byte)
}

/** The size comes from the PNG's IHDR: the directory's bytes cannot say 256 and are often wrong. */
function pngEntry(data: Uint8Array, directoryBitCount: number): IcoEntry | undefined {
  if (data.length < 26 || String.fromCharCode(...data.subarray(12, 16)) !== 'IHDR') return undefined
  const view = viewOf(data)
  const width = view.getUint32(16, false)
  const height = view.getUint32(20, false)
  if (width === 0 || height === 0) return undefined
  const samples = PNG_SAMPLES[data[25]!] ?? 0
  const bitCount = directoryBitCount !== 0 ? directoryBitCount : samples * data[24]!
  return { width, height, bitCount, bytes: data, png: true }
}

/** A DIB's stored height covers the colour rows and the AND mask, so the image is half as tall. */
function dibEntry(data: Uint8Array, directoryBitCount: number): IcoEntry | undefined {
  if (data.length < 4) return undefined
  const view = viewOf(data)
  const headerSize = view.getUint32(0, true)
  let width: number
  let storedHeight: number
  let bitCount: number
  if (headerSize === 12 && data.length >= 12) {
    width = view.getUint16(4, true)
    storedHeight = view.getUint16(6, true)
    bitCount = view.getUint16(10, true)
  } else if (headerSize >= 40 && data.length >= 16) {
    width = view.getInt32(4, true)
    storedHeight = view.getInt32(8, true)
    bitCount = view.getUint16(14, true)
  } else {
    return undefined
  }
  const height = Math.floor(Math.abs(storedHeight) / 2)
  if (width <= 0 || height === 0) return undefined
  return { width, height, bitCount: bitCount !== 0 ? bitCount : directoryBitCount, bytes: data, png: false }
}

/** The entry with the most pixels (ties: the deepest colour). */
export function largestIcoEntry(bytes: Uint8Array): IcoEntry {
  let best: IcoEntry | undefined
  for (const entry of readIcoEntries(bytes)) {
    if (best === undefined) {
      best = entry
      continue
    }
    const pixels = entry.width * entry.height
    const bestPixels = best.width * best.height
    if (pixels > bestPixels || (pixels === bestPixels && entry.bitCount > best.bitCount)) best = entry
  }
  if (best === undefined) throw new ImageDecodeError('the icon has no readable images')
  return best
}

/** Pixels of a BMP-format ICO entry (colour bits plus the AND transparency mask). */
export function decodeIcoBitmap(entry: IcoEntry): RawImage {
  if (entry.png) throw new ImageDecodeError('this icon image is a PNG, not a bitmap')
  return decodeDib(entry.bytes, { icon: true })
}

/** An ICO holding the given PNG images (each at most 256×256). */
export function encodeIco(images: ReadonlyArray<{ width: number; height: number; png: Uint8Array }>): Uint8Array {
  if (images.length < 1 || images.length > MAX_ENTRIES) throw new Error(`an icon holds 1 to ${MAX_ENTRIES} images`)
  for (const { width, height, png } of images) {
    if (!isIconSide(width) || !isIconSide(height)) {
      throw new Error(`icon images must be 1 to ${MAX_ICON_SIDE} pixels a side, not ${width}×${height}`)
    }
    if (!isPng(png)) throw new Error('icon images must be PNG files')
  }
  const directoryEnd = ICONDIR_SIZE + images.length * ENTRY_SIZE
  const total = images.reduce((sum, image) => sum + image.png.length, directoryEnd)
  const out = new Uint8Array(total)
  const view = viewOf(out)
  view.setUint16(2, 1, true)
  view.setUint16(4, images.length, true)
  let offset = directoryEnd
  images.forEach(({ width, height, png }, i) => {
    const at = ICONDIR_SIZE + i * ENTRY_SIZE
    // The directory's size bytes hold 1..255, so 256 is written as 0.
    view.setUint8(at, width % MAX_ICON_SIDE)
    view.setUint8(at + 1, height % MAX_ICON_SIDE)
    view.setUint16(at + 4, 1, true)
    view.setUint16(at + 6, 32, true)
    view.setUint32(at + 8, png.length, true)
    view.setUint32(at + 12, offset, true)
    out.set(png, offset)
    offset += png.length
  })
  return out
}

function isIconSide(side: number): boolean {
  return Number.isInteger(side) && side >= 1 && side <= MAX_ICON_SIDE
}
