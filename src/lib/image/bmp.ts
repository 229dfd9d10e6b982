/**
 * BMP reading and writing in plain TypeScript: sharp (libvips) cannot read BMP or ICO.
 * The decoder reads untrusted uploads, so every offset and length is checked against the buffer
 * before it is read, and nothing is allocated from a number that has not been checked.
 */

/** Raw pixels: rows top to bottom, channels 3 (RGB) or 4 (RGBA), 8 bits each. */
export interface RawImage {
  width: number
  height: number
  channels: 3 | 4
  data: Uint8Array
}

/** A file that is not a readable image: the message says what is wrong, for the caller. */
export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError'
}

const MAX_SIDE = 30000
const FILE_HEADER_SIZE = 14
const HEADER_SIZES: ReadonlySet<number> = new Set([12, 40, 52, 56, 108, 124])
const CORE_HEADER_SIZE = 12

const BI_RGB = 0
const BI_RLE8 = 1
const BI_RLE4 = 2
const BI_BITFIELDS = 3
const BI_JPEG = 4
const BI_PNG = 5
const BI_ALPHABITFIELDS = 6

const LCS_SRGB = 0x73524742
const PIXELS_PER_METRE_72_DPI = 2835

interface Masks {
  r: number
  g: number
  b: number
  a: number
}

interface DibHeader {
  width: number
  /** Rows of the colour image: for icons, half the stored height. */
  height: number
  topDown: boolean
  bitCount: number
  compression: number
  /** Absolute offset of the colour table (after the header and any separate bit masks). */
  tableStart: number
  /** Entries the colour table occupies (for a packed DIB, where the pixels follow it). */
  tableEntries: number
  entrySize: 3 | 4
  /** Bit masks for 16- and 32-bit pixels; undefined for palette and 24-bit images. */
  masks: Masks | undefined
}

/** Default masks when a 16- or 32-bit image has no BI_BITFIELDS masks. */
const RGB555: Masks = { r: 0x7c00, g: 0x03e0, b: 0x001f, a: 0 }
const XRGB8888: Masks = { r: 0x00ff0000, g: 0x0000ff00, b: 0x000000ff, a: 0 }

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function fail(message: string): never {
  throw new ImageDecodeError(message)
}

/** Width and height from the headers only, so a caller can apply its pixel cap before decoding. */
export function readBmpSize(bytes: Uint8Array): { width: number; height: number } {
  readFileHeader(bytes)
  const header = parseDibHeader(bytes, viewOf(bytes), FILE_HEADER_SIZE, false)
  return { width: header.width, height: header.height }
}

export function decodeBmp(bytes: Uint8Array): RawImage {
  const pixelOffset = readFileHeader(bytes)
  return decodeDibAt(bytes, FILE_HEADER_SIZE, pixelOffset, false)
}

/**
 * Decodes a packed DIB (a BITMAPINFOHEADER or a variant, then masks, palette and pixels), as stored in
 * ICO files. With `icon`, the stored height covers the colour bitmap and the 1-bit AND mask after it.
 */
export function decodeDib(bytes: Uint8Array, options: { icon: boolean }): RawImage {
  return decodeDibAt(bytes, 0, undefined, options.icon)
}

/** Checks the 14-byte file header and returns the pixel data offset it gives. */
function readFileHeader(bytes: Uint8Array): number {
  if (bytes.length < FILE_HEADER_SIZE + 4) fail('the file is too short to be a BMP')
  if (bytes[0] !== 0x42 || bytes[1] !== 0x4d) fail('not a BMP file (no "BM" signature)')
  return viewOf(bytes).getUint32(10, true)
}

function parseDibHeader(bytes: Uint8Array, view: DataView, start: number, icon: boolean): DibHeader {
  if (start + 4 > bytes.length) fail('the header is truncated')
  const headerSize = view.getUint32(start, true)
  if (!HEADER_SIZES.has(headerSize)) fail(`unsupported header size ${headerSize}`)
  if (start + headerSize > bytes.length) fail('the header is truncated')
  const core = headerSize === CORE_HEADER_SIZE
  // OS/2 core headers store unsigned 16-bit sizes and have no compression or colour count fields.
  const width = core ? view.getUint16(start + 4, true) : view.getInt32(start + 4, true)
  const storedHeight = core ? view.getUint16(start + 6, true) : view.getInt32(start + 8, true)
  const bitCount = view.getUint16(start + (core ? 10 : 14), true)
  const compression = core ? BI_RGB : view.getUint32(start + 16, true)
  const colorsUsed = core ? 0 : view.getUint32(start + 32, true)

  checkDimensions(width, storedHeight)
  // Icons store twice the image height: the colour rows, then as many AND-mask rows.
  const height = icon ? Math.floor(Math.abs(storedHeight) / 2) : Math.abs(storedHeight)
  if (height === 0) fail('the icon height is zero')
  checkFormat(bitCount, compression, core)
  if (icon && (compression === BI_RLE8 || compression === BI_RLE4)) {
    // The AND mask's position after compressed data is not knowable from the header alone.
    fail('an icon bitmap cannot be RLE-compressed')
  }

  const separateMasks = headerSize === 40 ? separateMaskBytes(compression) : 0
  if (start + headerSize + separateMasks > bytes.length) fail('the colour masks are truncated')
  const masks = readMasks(view, start, headerSize, bitCount, compression)
  const tableEntries = colorsUsed !== 0 ? colorsUsed : bitCount <= 8 ? 1 << bitCount : 0
  return {
    width,
    height,
    topDown: storedHeight < 0,
    bitCount,
    compression,
    tableStart: start + headerSize + separateMasks,
    tableEntries,
    entrySize: core ? 3 : 4,
    masks,
  }
}

function checkDimensions(width: number, storedHeight: number): void {
  if (width <= 0) fail(`the width (${width}) must be positive`)
  if (storedHeight === 0) fail('the height is zero')
  if (width > MAX_SIDE || Math.abs(storedHeight) > MAX_SIDE) {
    fail(`the image is too large (more than ${MAX_SIDE} pixels a side)`)
  }
}

function checkFormat(bitCount: number, compression: number, core: boolean): void {
  if (compression === BI_JPEG) fail('unsupported compression 4 (JPEG inside BMP)')
  if (compression === BI_PNG) fail('unsupported compression 5 (PNG inside BMP)')
  if (compression > BI_ALPHABITFIELDS) fail(`unsupported compression ${compression}`)
  if (![1, 4, 8, 16, 24, 32].includes(bitCount)) fail(`unsupported bit count ${bitCount}`)
  if (core && bitCount !== 24 && bitCount > 8) fail(`unsupported bit count ${bitCount} for an OS/2 bitmap`)
  if (compression === BI_RLE8 && bitCount !== 8) fail(`RLE8 compression needs 8 bits per pixel, not ${bitCount}`)
  if (compression === BI_RLE4 && bitCount !== 4) fail(`RLE4 compression needs 4 bits per pixel, not ${bitCount}`)
  if ((compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) && bitCount !== 16 && bitCount !== 32) {
    fail(`bit field compression needs 16 or 32 bits per pixel, not ${bitCount}`)
  }
}

/** A 40-byte header keeps its masks outside the header, just after it. */
function separateMaskBytes(compression: number): number {
  if (compression === BI_BITFIELDS) return 12
  if (compression === BI_ALPHABITFIELDS) return 16
  return 0
}

function readMasks(view: DataView, start: number, headerSize: number, bitCount: number, compression: number): Masks | undefined {
  if (bitCount !== 16 && bitCount !== 32) return undefined
  if (compression !== BI_BITFIELDS && compression !== BI_ALPHABITFIELDS) return bitCount === 16 ? RGB555 : XRGB8888
  // Masks sit at offset 40 whether inside a larger header or just after a 40-byte one; alpha exists
  // from the 56-byte header on, or as the fourth separate mask with BI_ALPHABITFIELDS.
  const hasAlphaMask = headerSize >= 56 || (headerSize === 40 && compression === BI_ALPHABITFIELDS)
  const masks: Masks = {
    r: view.getUint32(start + 40, true),
    g: view.getUint32(start + 44, true),
    b: view.getUint32(start + 48, true),
    a: hasAlphaMask ? view.getUint32(start + 52, true) : 0,
  }
  for (const mask of [masks.r, masks.g, masks.b, masks.a]) checkMask(mask, bitCount)
  return masks
}

function checkMask(mask: number, bitCount: number): void {
  if (bitCount === 16 && mask > 0xffff) fail('a colour mask is wider than the 16-bit pixel')
  if (mask === 0) return
  const shifted = mask >>> trailingZeros(mask)
  if ((shifted & (shifted + 1)) !== 0) fail('a colour mask has gaps in it')
}

function trailingZeros(mask: number): number {
  return mask === 0 ? 0 : 31 - Math.clz32(mask & -mask)
}

function decodeDibAt(bytes: Uint8Array, start: number, fileOffset: number | undefined, icon: boolean): RawImage {
  const header = parseDibHeader(bytes, viewOf(bytes), start, icon)
  const palette = header.bitCount <= 8 ? readPalette(bytes, header) : undefined
  const pixelStart = fileOffset ?? header.tableStart + header.tableEntries * header.entrySize
  if (fileOffset !== undefined && fileOffset < header.tableStart) fail('the pixel data offset points into the header')
  if (pixelStart >= bytes.length) fail('the pixel data is truncated')
  if (header.compression === BI_RLE8 || header.compression === BI_RLE4) {
    return decodeRle(bytes, pixelStart, header, palette ?? new Uint8Array(256 * 3))
  }
  return decodeUncompressed(bytes, pixelStart, header, palette, icon)
}

/** RGB triples for all 256 possible indices: those past the stored palette stay black. */
function readPalette(bytes: Uint8Array, header: DibHeader): Uint8Array {
  const count = Math.min(header.tableEntries, 1 << header.bitCount)
  if (header.tableStart + count * header.entrySize > bytes.length) fail('the colour palette is truncated')
  const palette = new Uint8Array(256 * 3)
  for (let i = 0; i < count; i++) {
    const at = header.tableStart + i * header.entrySize
    palette[i * 3] = bytes[at + 2]!
    palette[i * 3 + 1] = bytes[at + 1]!
    palette[i * 3 + 2] = bytes[at]!
  }
  return palette
}

/** Turns an impossible allocation into a decode error rather than a RangeError. */
function allocate(size: number): Uint8Array {
  try {
    return new Uint8Array(size)
  } catch {
    fail('the image is too large to decode')
  }
}

function decodeUncompressed(
  bytes: Uint8Array, pixelStart: number, header: DibHeader, palette: Uint8Array | undefined, icon: boolean,
): RawImage {
  const { width, height, bitCount } = header
  const stride = Math.floor((width * bitCount + 31) / 32) * 4
  if (pixelStart + stride * height > bytes.length) fail('the pixel data is truncated')

  const alpha = sourceAlpha(bytes, pixelStart, header)
  const maskStart = pixelStart + stride * height
  const maskStride = Math.floor((width + 31) / 32) * 4
  // Icons whose mask is missing or cut short are shown opaque rather than refused.
  const useMask = icon && !alpha && maskStart + maskStride * height <= bytes.length
  const channels = alpha || useMask ? 4 : 3
  const data = allocate(width * height * channels)
  const decodeRow = rowDecoder(header, palette, alpha)
  for (let row = 0; row < height; row++) {
    const outRow = header.topDown ? row : height - 1 - row
    decodeRow(bytes, pixelStart + row * stride, data, outRow * width * channels, width, channels)
  }
  const image: RawImage = { width, height, channels, data }
  if (useMask) applyAndMask(bytes, maskStart, maskStride, header.topDown, image)
  return image
}

/** Whether the pixel data carries alpha that should be used. */
function sourceAlpha(bytes: Uint8Array, pixelStart: number, header: DibHeader): boolean {
  if (header.masks === undefined) return false
  if (header.masks.a !== 0) return true
  if (header.bitCount !== 32 || header.compression !== BI_RGB) return false
  // Many writers leave the fourth byte of 32-bit BI_RGB pixels at zero: only a non-zero byte means alpha.
  const end = pixelStart + header.width * header.height * 4
  for (let i = pixelStart + 3; i < end; i += 4) if (bytes[i] !== 0) return true
  return false
}

type RowDecoder = (bytes: Uint8Array, src: number, out: Uint8Array, o: number, width: number, channels: number) => void

function rowDecoder(header: DibHeader, palette: Uint8Array | undefined, alpha: boolean): RowDecoder {
  if (palette !== undefined) return indexedRow(header.bitCount, palette)
  if (header.bitCount === 24) return bgrRow
  const masks = header.masks ?? XRGB8888
  const alphaMask = alpha ? (header.compression === BI_RGB ? 0xff000000 : masks.a) : 0
  if (header.bitCount === 32 && masks.r === 0xff0000 && masks.g === 0xff00 && masks.b === 0xff
    && (alphaMask === 0 || alphaMask === 0xff000000)) {
    return alphaMask === 0 ? bgrxRow : bgraRow
  }
  return maskedRow(header.bitCount, { ...masks, a: alphaMask })
}

function indexedRow(bitCount: number, palette: Uint8Array): RowDecoder {
  const valueMask = (1 << bitCount) - 1
  return (bytes, src, out, o, width, channels) => {
    for (let x = 0; x < width; x++, o += channels) {
      const bit = x * bitCount
      const index = (bytes[src + (bit >> 3)]! >> (8 - bitCount - (bit & 7))) & valueMask
      out[o] = palette[index * 3]!
      out[o + 1] = palette[index * 3 + 1]!
      out[o + 2] = palette[index * 3 + 2]!
      if (channels === 4) out[o + 3] = 255
    }
  }
}

const bgrRow: RowDecoder = (bytes, src, out, o, width, channels) => {
  for (let x = 0; x < width; x++, src += 3, o += channels) {
    out[o] = bytes[src + 2]!
    out[o + 1] = bytes[src + 1]!
    out[o + 2] = bytes[src]!
    if (channels === 4) out[o + 3] = 255
  }
}

const bgrxRow: RowDecoder = (bytes, src, out, o, width, channels) => {
  for (let x = 0; x < width; x++, src += 4, o += channels) {
    out[o] = bytes[src + 2]!
    out[o + 1] = bytes[src + 1]!
    out[o + 2] = bytes[src]!
    if (channels === 4) out[o + 3] = 255
  }
}

const bgraRow: RowDecoder = (bytes, src, out, o, width) => {
  for (let x = 0; x < width; x++, src += 4, o += 4) {
    out[o] = bytes[src + 2]!
    out[o + 1] = bytes[src + 1]!
    out[o + 2] = bytes[src]!
    out[o + 3] = bytes[src + 3]!
  }
}

/** Pulls one channel out of a pixel value and widens it to 8 bits. */
interface Channel {
  mask: number
  shift: number
  /** 8-bit value for each raw value, when the channel has at most 8 bits. */
  table: Uint8Array | undefined
  /** Bits to drop, when the channel has more than 8. */
  drop: number
}

function channelFor(mask: number): Channel {
  const shift = trailingZeros(mask)
  const bits = mask === 0 ? 0 : 32 - Math.clz32(mask >>> shift)
  if (bits > 8) return { mask, shift, table: undefined, drop: bits - 8 }
  const table = new Uint8Array(1 << bits)
  // Repeating the bits (5-bit 10000 → 10000100) maps full scale to 255, as ImageMagick and GDI do.
  for (let value = 1; value < table.length; value++) {
    const high = value << (8 - bits)
    let wide = high
    for (let filled = bits; filled < 8; filled += bits) wide |= high >>> filled
    table[value] = wide
  }
  return { mask, shift, table, drop: 0 }
}

function channelValue(pixel: number, channel: Channel): number {
  const raw = (pixel & channel.mask) >>> channel.shift
  return channel.table === undefined ? raw >>> channel.drop : channel.table[raw]!
}

function maskedRow(bitCount: number, masks: Masks): RowDecoder {
  const [r, g, b, a] = [channelFor(masks.r), channelFor(masks.g), channelFor(masks.b), channelFor(masks.a)]
  const step = bitCount / 8
  return (bytes, src, out, o, width, channels) => {
    for (let x = 0; x < width; x++, src += step, o += channels) {
      const pixel = step === 2
        ? bytes[src]! | (bytes[src + 1]! << 8)
        : (bytes[src]! | (bytes[src + 1]! << 8) | (bytes[src + 2]! << 16) | (bytes[src + 3]! << 24)) >>> 0
      out[o] = channelValue(pixel, r)
      out[o + 1] = channelValue(pixel, g)
      out[o + 2] = channelValue(pixel, b)
      if (channels === 4) out[o + 3] = masks.a === 0 ? 255 : channelValue(pixel, a)
    }
  }
}

/** Mask bit 1 marks a transparent pixel; the mask rows run in the same direction as the colour rows. */
function applyAndMask(bytes: Uint8Array, maskStart: number, maskStride: number, topDown: boolean, image: RawImage): void {
  const { width, height, data } = image
  for (let row = 0; row < height; row++) {
    const outRow = topDown ? row : height - 1 - row
    const src = maskStart + row * maskStride
    for (let x = 0; x < width; x++) {
      if ((bytes[src + (x >> 3)]! >> (7 - (x & 7))) & 1) data[(outRow * width + x) * 4 + 3] = 0
    }
  }
}

/**
 * RLE8/RLE4. Pixels the stream skips (delta and end-of-line escapes) stay transparent black rather than
 * palette index 0: the format leaves them undefined, and browsers show them as transparent too.
 * Runs past the row's end are clipped and a delta past the last row ends the image, so nothing is written
 * out of bounds; each step consumes input, so a crafted stream cannot loop forever.
 */
function decodeRle(bytes: Uint8Array, pixelStart: number, header: DibHeader, palette: Uint8Array): RawImage {
  const { width, height, topDown } = header
  const rle4 = header.compression === BI_RLE4
  const data = allocate(width * height * 4)
  let written = 0
  const put = (x: number, y: number, index: number): void => {
    const o = ((topDown ? y : height - 1 - y) * width + x) * 4
    data[o] = palette[index * 3]!
    data[o + 1] = palette[index * 3 + 1]!
    data[o + 2] = palette[index * 3 + 2]!
    data[o + 3] = 255
    written++
  }

  let p = pixelStart
  let x = 0
  let y = 0
  while (y < height) {
    if (p + 2 > bytes.length) fail('the pixel data is truncated')
    const count = bytes[p]!
    const value = bytes[p + 1]!
    p += 2
    if (count > 0) {
      const end = Math.min(x + count, width)
      for (let i = 0; x + i < end; i++) put(x + i, y, rle4 ? ((i & 1) === 0 ? value >> 4 : value & 15) : value)
      x += count
    } else if (value === 0) {
      x = 0
      y++
    } else if (value === 1) {
      break
    } else if (value === 2) {
      if (p + 2 > bytes.length) fail('the pixel data is truncated')
      x += bytes[p]!
      y += bytes[p + 1]!
      p += 2
    } else {
      const size = rle4 ? (value + 1) >> 1 : value
      if (p + size > bytes.length) fail('the pixel data is truncated')
      const end = Math.min(x + value, width)
      for (let i = 0; x + i < end; i++) {
        const byte = bytes[p + (rle4 ? i >> 1 : i)]!
        put(x + i, y, rle4 ? ((i & 1) === 0 ? byte >> 4 : byte & 15) : byte)
      }
      x += value
      p += size + (size & 1) // absolute runs are padded to a 16-bit boundary
    }
  }
  if (written === width * height) return { width, height, channels: 3, data: dropAlpha(data) }
  return { width, height, channels: 4, data }
}

function dropAlpha(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3)
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    rgb[o] = rgba[i]!
    rgb[o + 1] = rgba[i + 1]!
    rgb[o + 2] = rgba[i + 2]!
  }
  return rgb
}

/**
 * A BMP file: 24-bit BI_RGB with a BITMAPINFOHEADER for RGB, or 32-bit BI_BITFIELDS with a
 * BITMAPV4HEADER for RGBA (the V4 header is what makes readers take the fourth byte as alpha).
 */
export function encodeBmp(image: RawImage): Uint8Array {
  const { width, height, channels, data } = image
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error('the image width and height must be positive whole numbers')
  }
  if (channels !== 3 && channels !== 4) throw new Error('the image must have 3 or 4 channels')
  if (data.length !== width * height * channels) throw new Error('the pixel data does not match the image size')
  const headerSize = channels === 4 ? 108 : 40
  const stride = Math.ceil((width * channels) / 4) * 4
  const pixelOffset = FILE_HEADER_SIZE + headerSize
  const fileSize = pixelOffset + stride * height
  if (fileSize > 0xffffffff || width > 0x7fffffff || height > 0x7fffffff) throw new Error('the image is too large for a BMP file')

  const out = new Uint8Array(fileSize)
  const view = viewOf(out)
  writeHeaders(view, { width, height, channels, headerSize, pixelOffset, fileSize, imageSize: stride * height })
  for (let row = 0; row < height; row++) {
    // Bottom-up: the first stored row is the image's last.
    let src = (height - 1 - row) * width * channels
    let o = pixelOffset + row * stride
    for (let x = 0; x < width; x++, src += channels, o += channels) {
      out[o] = data[src + 2]!
      out[o + 1] = data[src + 1]!
      out[o + 2] = data[src]!
      if (channels === 4) out[o + 3] = data[src + 3]!
    }
  }
  return out
}

interface HeaderFields {
  width: number
  height: number
  channels: 3 | 4
  headerSize: number
  pixelOffset: number
  fileSize: number
  imageSize: number
}

function writeHeaders(view: DataView, f: HeaderFields): void {
  view.setUint8(0, 0x42)
  view.setUint8(1, 0x4d)
  view.setUint32(2, f.fileSize, true)
  view.setUint32(10, f.pixelOffset, true)
  const h = FILE_HEADER_SIZE
  view.setUint32(h, f.headerSize, true)
  view.setInt32(h + 4, f.width, true)
  view.setInt32(h + 8, f.height, true)
  view.setUint16(h + 12, 1, true)
  view.setUint16(h + 14, f.channels * 8, true)
  view.setUint32(h + 16, f.channels === 4 ? BI_BITFIELDS : BI_RGB, true)
  view.setUint32(h + 20, f.imageSize, true)
  view.setInt32(h + 24, PIXELS_PER_METRE_72_DPI, true)
  view.setInt32(h + 28, PIXELS_PER_METRE_72_DPI, true)
  if (f.channels === 3) return
  view.setUint32(h + 40, 0x00ff0000, true)
  view.setUint32(h + 44, 0x0000ff00, true)
  view.setUint32(h + 48, 0x000000ff, true)
  view.setUint32(h + 52, 0xff000000, true)
  view.setUint32(h + 56, LCS_SRGB, true)
}
