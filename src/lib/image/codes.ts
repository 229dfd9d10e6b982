/**
 * QR codes and barcodes drawn by the service, shared by generate/qr, generate/barcode and the
 * signed image routes (src/http/images.ts), which re-draw an image from the fields of its URL.
 *
 * - The parameter schemas here are the bounds of both the operations and the image URLs: a URL
 *   can never ask for more than the operation could.
 * - QR codes: qrcode encodes (byte mode is UTF-8; digits and capitals use the denser modes);
 *   the PNG is drawn here as a 1-bit greyscale image with whole pixels per module, which takes
 *   about 1 ms at 1000 px where qrcode's own RGBA PNG writer blocks the event loop for 60-80 ms.
 * - Barcodes: bwip-js draws PNG and SVG. Numbers with a GS1 check digit (EAN-13, EAN-8, UPC-A,
 *   UPC-E, ITF-14) are checked here first, so a wrong digit is named, and a missing one computed.
 * - Rendered images are kept in a small in-memory LRU cache, so a link fetched many times, or
 *   fetched right after the operation drew it, costs one rendering.
 */
import { deflateSync } from 'node:zlib'
import type * as BwipJs from 'bwip-js'
import type * as Qrcode from 'qrcode'
import type { QRCode } from 'qrcode'
import { z } from 'zod'
import { OperationError, type OperationErrorCode } from '../../core/errors.ts'
import { crc32 } from '../crypto/digest.ts'

export const IMAGE_FORMATS = ['png', 'svg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { png: 'image/png', svg: 'image/svg+xml' }

export type ImageKind = 'qr' | 'barcode' | 'placeholder'

/** Where the image routes serve each kind and format. */
export const imagePath = (kind: ImageKind, format: ImageFormat): string => `/images/${kind}.${format}`

export interface Image {
  format: ImageFormat
  body: Buffer
  /** Pixels for PNG; user units (CSS pixels) for SVG. */
  width: number
  height: number
}

export const formatParam = z.enum(IMAGE_FORMATS).default('png')
  .describe('Image format: png (default) or svg')

// ---------------------------------------------------------------------------------------------
// Cache

const CACHE_ENTRIES = 256
const CACHE_BYTES = 32 * 1024 * 1024

class ImageCache<T extends { image: Image }> {
  private readonly entries = new Map<string, T>()
  private bytes = 0

  async get(key: string, render: () => T | Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const value = await render()
    const size = value.image.body.length + key.length
    if (size > CACHE_BYTES / 8) return value
    this.entries.set(key, value)
    this.bytes += size
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= CACHE_ENTRIES && this.bytes <= CACHE_BYTES) break
      this.entries.delete(oldKey)
      this.bytes -= old.image.body.length + oldKey.length
    }
    return value
  }
}

// ---------------------------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(typed.length + 8)
  out.writeUInt32BE(data.length, 0)
  typed.copy(out, 4)
  out.writeUInt32BE(crc32(typed), typed.length + 4)
  return out
}

/** A 1-bit greyscale PNG (0 black, 1 white) from scanlines that each begin with filter byte 0. */
function bilevelPng(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale; compression, filter and interlace methods 0
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

export function dataUri(image: Image): string {
  return `data:${CONTENT_TYPES[image.format]};base64,${image.body.toString('base64')}`
}

/**
 * The fields every image result shares: a signed link to the image on this service, the same
 * image inline, and when the link stops working.
 */
/** What signs a link to this service (the operation context). */
interface LinkSigner {
  signedUrl(path: string, query: Readonly<Record<string, string>>): string
}

export function imageLink(signer: LinkSigner, kind: ImageKind, image: Image, query: Readonly<Record<string, string>>) {
  const url = signer.signedUrl(imagePath(kind, image.format), query)
  // Read from the query the signer wrote, not by parsing the link: a base URL taken from the
  // request's Host must never turn into an exception here.
  const exp = Number(/[?&]exp=(\d+)/.exec(url)?.[1])
  return {
    url,
    data_uri: dataUri(image),
    format: image.format,
    content_type: CONTENT_TYPES[image.format],
    width: image.width,
    height: image.height,
    expires_at: new Date(exp * 1000).toISOString(),
  }
}

// ---------------------------------------------------------------------------------------------
// QR codes

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const
export type QrLevel = (typeof QR_LEVELS)[number]

/** What the largest QR code (version 40) holds at each level: bytes of UTF-8 text, or digits alone. */
const QR_CAPACITY: Readonly<Record<QrLevel, { bytes: number; digits: number }>> = {
  L: { bytes: 2953, digits: 7089 },
  M: { bytes: 2331, digits: 5596 },
  Q: { bytes: 1663, digits: 3993 },
  H: { bytes: 1273, digits: 3057 },
}

export const QR_SIZE = { min: 64, max: 1000, default: 300 } as const
export const QR_MARGIN = { min: 0, max: 16, default: 4 } as const

export const qrParams = z.object({
  text: z.string().min(1).max(QR_CAPACITY.L.digits)
    .describe('The text to encode, such as a URL; up to 2953 bytes of UTF-8 text at level L, 2331 at M, 1663 at Q, 1273 at H (digits alone: 7089, 5596, 3993, 3057)'),
  size: z.number().int().min(QR_SIZE.min).max(QR_SIZE.max).default(QR_SIZE.default)
    .describe(`Width and height of the image in pixels, ${QR_SIZE.min} to ${QR_SIZE.max}; default ${QR_SIZE.default}`),
  error_correction: z.enum(QR_LEVELS).default('M')
    .describe('Error correction level: L (7 % of the code may be damaged), M (15 %, default), Q (25 %) or H (30 %); higher levels hold less text'),
  margin: z.number().int().min(QR_MARGIN.min).max(QR_MARGIN.max).default(QR_MARGIN.default)
    .describe(`Quiet zone around the code, in modules (the code's squares), ${QR_MARGIN.min} to ${QR_MARGIN.max}; default ${QR_MARGIN.default}, as the QR standard asks`),
})
export type QrSpec = z.output<typeof qrParams>

/** The words of the image parameters every QR operation shares (size, margin, format), in the languages besides English. */
export const QR_IMAGE_WORDS = {
  es: {
    size: `Ancho y alto de la imagen en píxeles, de ${QR_SIZE.min} a ${QR_SIZE.max}; por defecto ${QR_SIZE.default}`,
    margin: `Zona de silencio alrededor del código, en módulos (los cuadrados del código), de ${QR_MARGIN.min} a ${QR_MARGIN.max}; por defecto ${QR_MARGIN.default}, como pide el estándar QR`,
    format: 'Formato de imagen: png (por defecto) o svg',
  },
  de: {
    size: `Breite und Höhe des Bildes in Pixeln, ${QR_SIZE.min} bis ${QR_SIZE.max}; Standard: ${QR_SIZE.default}`,
    margin: `Ruhezone um den Code, in Modulen (den Quadraten des Codes), ${QR_MARGIN.min} bis ${QR_MARGIN.max}; Standard: ${QR_MARGIN.default}, wie es der QR-Standard verlangt`,
    format: 'Bildformat: png (Standard) oder svg',
  },
  fr: {
    size: `Largeur et hauteur de l'image en pixels, de ${QR_SIZE.min} à ${QR_SIZE.max}\u00a0; ${QR_SIZE.default} par défaut`,
    margin: `Zone de silence autour du code, en modules (les carrés du code), de ${QR_MARGIN.min} à ${QR_MARGIN.max}\u00a0; ${QR_MARGIN.default} par défaut, comme l'exige la norme QR`,
    format: 'Format d\'image\u00a0: png (par défaut) ou svg',
  },
  'pt-br': {
    size: `Largura e altura da imagem em pixels, de ${QR_SIZE.min} a ${QR_SIZE.max}; padrão ${QR_SIZE.default}`,
    margin: `Zona de silêncio ao redor do código, em módulos (os quadrados do código), de ${QR_MARGIN.min} a ${QR_MARGIN.max}; padrão ${QR_MARGIN.default}, conforme a norma QR`,
    format: 'Formato de imagem: png (padrão) ou svg',
  },
  'zh-cn': {
    size: `图像的宽度和高度（像素），${QR_SIZE.min} 到 ${QR_SIZE.max}；默认 ${QR_SIZE.default}`,
    margin: `码周围的静区，以模块（码中的方块）为单位，${QR_MARGIN.min} 到 ${QR_MARGIN.max}；默认 ${QR_MARGIN.default}，符合 QR 标准的要求`,
    format: '图像格式：png（默认）或 svg',
  },
} as const

export interface QrRendering {
  image: Image
  /** QR version 1-40 (version v is 17 + 4v modules wide). */
  version: number
  /** Modules per side of the code itself, without the margin. */
  modules: number
}

/** The URL query that makes the image route draw this QR code again. */
export function qrQuery(spec: QrSpec): Record<string, string> {
  return { text: spec.text, size: String(spec.size), error_correction: spec.error_correction, margin: String(spec.margin) }
}

// The encoders are loaded with the first code drawn: some 60 ms of start-up together, for two
// operations and the image links they hand out.
let qrcode: Promise<typeof Qrcode> | undefined
let bwipJs: Promise<typeof BwipJs> | undefined
const loadQrcode = () => (qrcode ??= import('qrcode'))
const loadBwipJs = () => (bwipJs ??= import('bwip-js'))

async function encodeQr(text: string, level: QrLevel): Promise<QRCode> {
  const { create: createQr } = await loadQrcode()
  try {
    return createQr(text, { errorCorrectionLevel: level })
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) {
      const { bytes, digits } = QR_CAPACITY[level]
      throw new OperationError('QR_TEXT_TOO_LONG', { level, length: Buffer.byteLength(text), bytes, digits })
    }
    throw error
  }
}

/**
 * PNG of the code, exactly size × size pixels: every module is the same whole number of pixels
 * (floor(size / (modules + 2 × margin))), the code centred, and the pixels left over widen the
 * quiet zone, so edges stay sharp for scanners.
 */
function qrPng(qr: QRCode, size: number, margin: number): Image {
  const count = qr.modules.size
  const data = qr.modules.data
  const total = count + 2 * margin
  const scale = Math.floor(size / total)
  if (scale < 1) throw new OperationError('QR_SIZE_TOO_SMALL', { size, modules: total })
  const offset = Math.floor((size - count * scale) / 2)
  const stride = 1 + Math.ceil(size / 8)
  const rows = Buffer.alloc(stride * size, 0xff)
  for (let y = 0; y < size; y++) rows[y * stride] = 0
  for (let row = 0; row < count; row++) {
    const start = (offset + row * scale) * stride
    for (let col = 0; col < count; col++) {
      if (!data[row * count + col]) continue
      for (let x = offset + col * scale, end = x + scale; x < end; x++) rows[start + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7))
    }
    for (let k = 1; k < scale; k++) rows.copy(rows, start + k * stride, start, start + stride)
  }
  return { format: 'png', body: bilevelPng(size, size, rows), width: size, height: size }
}

/** SVG of the code: one path of dark runs in module units, scaled to size × size. */
function qrSvg(qr: QRCode, size: number, margin: number): Image {
  const count = qr.modules.size
  const data = qr.modules.data
  const total = count + 2 * margin
  let path = ''
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count;) {
      if (!data[row * count + col]) { col++; continue }
      const start = col
      while (col < count && data[row * count + col]) col++
      path += `M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`
    + `<rect width="${total}" height="${total}" fill="#ffffff"/><path fill="#000000" d="${path}"/></svg>\n`
  return { format: 'svg', body: Buffer.from(svg), width: size, height: size }
}

const qrCache = new ImageCache<QrRendering>()

/** The QR code as PNG or SVG; 422 when the text does not fit, or the PNG size cannot draw it. */
export function renderQr(spec: QrSpec, format: ImageFormat): Promise<QrRendering> {
  const key = JSON.stringify(['qr', format, spec.size, spec.error_correction, spec.margin, spec.text])
  return qrCache.get(key, async () => {
    const qr = await encodeQr(spec.text, spec.error_correction)
    const image = format === 'png' ? qrPng(qr, spec.size, spec.margin) : qrSvg(qr, spec.size, spec.margin)
    return { image, version: qr.version, modules: qr.modules.size }
  })
}

// ---------------------------------------------------------------------------------------------
// Barcodes

type Content =
  /** A GS1 number: `data` digits, then a mod-10 check digit (computed when left out). */
  | { kind: 'gs1'; data: number }
  /** UPC-E: number system 0 or 1, six digits, and the check digit of the UPC-A it stands for. */
  | { kind: 'upce' }
  /** Digits in pairs. */
  | { kind: 'even-digits'; max: number }
  /** Characters matching `allowed`, refused with `message` naming the first other one. */
  | { kind: 'chars'; allowed: RegExp; message: OperationErrorCode; max: number }

interface BarcodeType {
  /** bwip-js encoder name. */
  bcid: string
  /** Name in messages. */
  label: string
  /** Two-dimensional symbols have no human-readable line. */
  twoD: boolean
  content: Content
}

const PRINTABLE_ASCII = /^[\x20-\x7e]$/
const ASCII_WITH_BREAKS = /^[\x20-\x7e\t\r\n]$/
const CODE39 = /^[0-9A-Z .$/+%-]$/
const CODE93 = /^[0-9A-Z .$/+-]$/

export const BARCODE_LINEAR_MAX = 64
export const BARCODE_2D_MAX = 150

const linear = (allowed: RegExp, message: OperationErrorCode): Content => ({ kind: 'chars', allowed, message, max: BARCODE_LINEAR_MAX })

export const BARCODE_TYPES = {
  code128: { bcid: 'code128', label: 'Code 128', twoD: false, content: linear(PRINTABLE_ASCII, 'BARCODE_ASCII_ONLY') },
  ean13: { bcid: 'ean13', label: 'EAN-13', twoD: false, content: { kind: 'gs1', data: 12 } },
  ean8: { bcid: 'ean8', label: 'EAN-8', twoD: false, content: { kind: 'gs1', data: 7 } },
  upca: { bcid: 'upca', label: 'UPC-A', twoD: false, content: { kind: 'gs1', data: 11 } },
  upce: { bcid: 'upce', label: 'UPC-E', twoD: false, content: { kind: 'upce' } },
  itf14: { bcid: 'itf14', label: 'ITF-14', twoD: false, content: { kind: 'gs1', data: 13 } },
  code39: { bcid: 'code39', label: 'Code 39', twoD: false, content: linear(CODE39, 'BARCODE_CODE39_CHARS') },
  code93: { bcid: 'code93', label: 'Code 93', twoD: false, content: linear(CODE93, 'BARCODE_CODE93_CHARS') },
  interleaved2of5: { bcid: 'interleaved2of5', label: 'Interleaved 2 of 5', twoD: false, content: { kind: 'even-digits', max: BARCODE_LINEAR_MAX } },
  datamatrix: { bcid: 'datamatrix', label: 'Data Matrix', twoD: true, content: { kind: 'chars', allowed: ASCII_WITH_BREAKS, message: 'BARCODE_ASCII_ONLY', max: BARCODE_2D_MAX } },
  pdf417: { bcid: 'pdf417', label: 'PDF417', twoD: true, content: { kind: 'chars', allowed: ASCII_WITH_BREAKS, message: 'BARCODE_ASCII_ONLY', max: BARCODE_2D_MAX } },
} as const satisfies Record<string, BarcodeType>

export type BarcodeTypeName = keyof typeof BARCODE_TYPES
/** Accepted names: the types, plus upc for UPC-A. */
const BARCODE_TYPE_NAMES = [...Object.keys(BARCODE_TYPES) as BarcodeTypeName[], 'upc'] as const

export const BARCODE_SCALE = { min: 1, max: 4, default: 2 } as const
/**
 * Largest PNG barcode, in pixels with quiet zones. bwip-js rasterises on the main thread (a
 * 4,200 × 290 Code 39 blocked the event loop for 30 ms on average, 120 ms at worst); at this
 * bound a PNG takes about 13 ms on average (26 ms at worst, measured on 2 cores). It refuses only
 * long linear codes at scale 3 or 4; SVG is not rasterised and has no such bound.
 */
export const BARCODE_MAX_PIXELS = 600_000

export const barcodeParams = z.object({
  text: z.string().min(1).max(BARCODE_2D_MAX)
    .describe(`The content: digits for ean13, ean8, upca, upce, itf14 and interleaved2of5; printable ASCII for code128 (up to ${BARCODE_LINEAR_MAX} characters), datamatrix and pdf417 (up to ${BARCODE_2D_MAX}); capitals, digits and space - . $ / + (and % for code39) for code39 and code93`),
  type: z.enum(BARCODE_TYPE_NAMES).default('code128')
    .describe('Symbology: code128 (default), ean13, ean8, upca (or upc), upce, itf14, code39, code93, interleaved2of5, datamatrix or pdf417'),
  scale: z.number().int().min(BARCODE_SCALE.min).max(BARCODE_SCALE.max).default(BARCODE_SCALE.default)
    .describe(`Pixels per module (the narrowest bar), ${BARCODE_SCALE.min} to ${BARCODE_SCALE.max}; default ${BARCODE_SCALE.default}`),
  include_text: z.boolean().default(true)
    .describe('1 (default) prints the human-readable text under a linear barcode; 0 leaves it out. Ignored by datamatrix and pdf417'),
})
export type BarcodeSpec = z.output<typeof barcodeParams>

export interface PreparedBarcode {
  type: BarcodeTypeName
  /** What is encoded: for GS1 numbers the digits with their check digit. */
  text: string
  check_digit?: number
  /** true when the check digit was computed and appended, false when it was given and verified. */
  check_digit_computed?: boolean
}

/** The GS1 mod-10 check digit of `data` (weights 3, 1, 3, … from the rightmost digit). */
export function gs1CheckDigit(data: string): number {
  let sum = 0
  for (let i = 0; i < data.length; i++) {
    const digit = data.charCodeAt(data.length - 1 - i) - 48
    sum += i % 2 === 0 ? 3 * digit : digit
  }
  return (10 - (sum % 10)) % 10
}

/** The 11 UPC-A digits (without check digit) that the 7 UPC-E digits stand for. */
function upceToUpca(upce: string): string {
  const ns = upce[0]!
  const d = upce.slice(1, 7)
  const last = d[5]!
  if (last <= '2') return `${ns}${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`
  if (last === '3') return `${ns}${d.slice(0, 3)}00000${d.slice(3, 5)}`
  if (last === '4') return `${ns}${d.slice(0, 4)}00000${d[4]}`
  return `${ns}${d.slice(0, 5)}0000${last}`
}

/** A character as shown in messages: itself when printable, else its code point. */
function showChar(char: string): string {
  return /^[\x21-\x7e\u00a1-\uffff]$/u.test(char) && char !== '"'
    ? char
    : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

function checkChars(label: string, text: string, allowed: RegExp, message: OperationErrorCode): void {
  let position = 0
  for (const char of text) {
    position++
    if (!allowed.test(char)) throw new OperationError(message, { type: label, char: showChar(char), position })
  }
}

function digitsOf(label: string, text: string): string {
  // Spaces and hyphens group printed numbers (4 006381 333931); they are not part of the code.
  const digits = text.replace(/[\s-]/g, '')
  checkChars(label, digits, /^\d$/, 'BARCODE_DIGITS_ONLY')
  return digits
}

function withCheckDigit(type: BarcodeTypeName, label: string, digits: string, data: string, check: number): PreparedBarcode {
  if (digits.length === data.length) return { type, text: digits + check, check_digit: check, check_digit_computed: true }
  const given = Number(digits[digits.length - 1])
  if (given !== check) throw new OperationError('BARCODE_CHECK_DIGIT', { type: label, text: digits, given, expected: check, data: data.length })
  return { type, text: digits, check_digit: check, check_digit_computed: false }
}

/** Checks `text` for the type and completes check digits; 422 naming what to change. */
export function prepareBarcode(typeName: BarcodeSpec['type'], text: string): PreparedBarcode {
  const type: BarcodeTypeName = typeName === 'upc' ? 'upca' : typeName
  const { label, content }: BarcodeType = BARCODE_TYPES[type]
  switch (content.kind) {
    case 'gs1': {
      const digits = digitsOf(label, text)
      if (digits.length !== content.data && digits.length !== content.data + 1) {
        throw new OperationError('BARCODE_DIGIT_COUNT', { type: label, count: digits.length, data: content.data, full: content.data + 1 })
      }
      const data = digits.slice(0, content.data)
      return withCheckDigit(type, label, digits, data, gs1CheckDigit(data))
    }
    case 'upce': {
      const digits = digitsOf(label, text)
      if (digits.length !== 7 && digits.length !== 8) {
        throw new OperationError('BARCODE_DIGIT_COUNT', { type: label, count: digits.length, data: 7, full: 8 })
      }
      if (digits[0] !== '0' && digits[0] !== '1') throw new OperationError('BARCODE_UPCE_NUMBER_SYSTEM', { first: digits[0]! })
      const data = digits.slice(0, 7)
      return withCheckDigit(type, label, digits, data, gs1CheckDigit(upceToUpca(data)))
    }
    case 'even-digits': {
      const digits = digitsOf(label, text)
      if (digits.length > content.max) throw new OperationError('BARCODE_TOO_LONG', { type: label, length: digits.length, max: content.max })
      if (digits.length % 2 !== 0) throw new OperationError('BARCODE_EVEN_DIGITS', { type: label, count: digits.length })
      return { type, text: digits }
    }
    case 'chars': {
      if (text.length > content.max) throw new OperationError('BARCODE_TOO_LONG', { type: label, length: text.length, max: content.max })
      checkChars(label, text, content.allowed, content.message)
      return { type, text }
    }
  }
}

/** The URL query that makes the image route draw this barcode again. */
export function barcodeQuery(barcode: PreparedBarcode, scale: number, includeText: boolean): Record<string, string> {
  return { text: barcode.text, type: barcode.type, scale: String(scale), include_text: includeText ? '1' : '0' }
}

/** bwip-js reports bad input as "bwipp.ean13badLength#6878: EAN-13 must be 12 or 13 digits". */
function bwipDetail(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined
  if (message === undefined || !/^(bwipp\.|bwip-js:)/.test(message)) return undefined
  return message.replace(/^bwipp\.[\w.]*(#\d+)?:\s*/, '').replace(/^bwip-js:\s*/, '')
}

async function drawBarcode(barcode: PreparedBarcode, scale: number, includeText: boolean, format: ImageFormat): Promise<Image> {
  const { bcid, label, twoD }: BarcodeType = BARCODE_TYPES[barcode.type]
  const options = {
    bcid,
    text: barcode.text,
    scale,
    includetext: includeText && !twoD,
    textxalign: 'center' as const,
    backgroundcolor: 'FFFFFF',
    // Quiet zones, in modules: 10 beside linear codes, 2 around 2D symbols.
    paddingwidth: twoD ? 2 : 10,
    paddingheight: twoD ? 2 : 4,
  }
  const { toBuffer: bwipPng, toSVG: bwipSvg } = await loadBwipJs()
  try {
    if (format === 'png') {
      const body = await bwipPng({ ...options, sizelimit: BARCODE_MAX_PIXELS })
      return { format, body, ...pngSize(body) }
    }
    const svg = bwipSvg(options)
    const [, width = '0', height = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []
    // bwip-js writes only a viewBox; width and height give the image its natural size in a page.
    const sized = svg.replace('<svg ', `<svg width="${width}" height="${height}" `)
    return { format, body: Buffer.from(sized), width: Number(width), height: Number(height) }
  } catch (error) {
    if (error instanceof Error && error.message === 'Image size over limit') {
      throw new OperationError('BARCODE_TOO_LARGE', { type: label, scale, max: BARCODE_MAX_PIXELS })
    }
    const detail = bwipDetail(error)
    if (detail === undefined) throw error
    throw new OperationError('BARCODE_INVALID', { type: label, detail })
  }
}

const barcodeCache = new ImageCache<{ image: Image }>()

/** The barcode as PNG or SVG; 422 with bwip-js's reason when the content does not fit the type. */
export async function renderBarcode(barcode: PreparedBarcode, scale: number, includeText: boolean, format: ImageFormat): Promise<Image> {
  const key = JSON.stringify(['barcode', format, barcode.type, scale, includeText, barcode.text])
  const { image } = await barcodeCache.get(key, async () => ({ image: await drawBarcode(barcode, scale, includeText, format) }))
  return image
}
