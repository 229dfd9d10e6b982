import { unzipSync } from 'fflate'

/**
 * File formats, told apart by their first bytes. The name and declared type of an upload are
 * never trusted: a PNG named photo.gif and sent as image/jpeg is a PNG.
 */

// The formats are the registry's (operations declare what they read); detection is this module's.
export { FILE_FORMATS, IMAGE_FORMATS, isImageFormat, type FileFormat, type ImageFormat } from '../../core/file-formats.ts'
import type { FileFormat } from '../../core/file-formats.ts'

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

const uint32le = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0

// "BM" alone starts plenty of text; a bitmap follows it with one of the known DIB header sizes
// (core, OS/2 2.x short and long, info, V2, V3, V4, V5).
const DIB_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124])

// ISO base media (HEIF family): the ftyp box names a major brand and compatible brands.
const AVIF_BRANDS = new Set(['avif', 'avis'])
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

function isoBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return undefined
  const boxSize = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0)
  const brands = [ascii(bytes, 8, 4)]
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4))
  return brands
}

/** The format of a file from its leading bytes, or undefined when it is none we know. */
export function detectFormat(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d && DIB_HEADER_SIZES.has(uint32le(bytes, 14))) return 'bmp'
  // ICONDIR: reserved 0, type 1 (icon), at least one entry.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22 && (bytes[4]! | bytes[5]! << 8) > 0) return 'ico'
  if (isPdf(bytes)) return 'pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeFormat(bytes) ?? 'zip'
  const brands = isoBrands(bytes)
  if (brands) {
    // AVIF files usually also list mif1, so the AVIF brands are looked for first.
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic'
  }
  return textFormat(bytes)
}

// Readers accept a PDF header anywhere in the first kilobyte (some writers put junk first).
function isPdf(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return true
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-')
}

/** Word and Excel files are ZIP packages told apart by the parts they hold. */
function officeFormat(bytes: Uint8Array): 'docx' | 'xlsx' | undefined {
  let found: 'docx' | 'xlsx' | undefined
  try {
    // Only the central directory is read: the filter declines every entry, so nothing is inflated.
    unzipSync(bytes, {
      filter: ({ name }) => {
        if (name === 'word/document.xml') found = 'docx'
        else if (name === 'xl/workbook.xml') found = 'xlsx'
        return false
      },
    })
  } catch {
    return undefined
  }
  return found
}

const TEXT_PROBE_BYTES = 64 * 1024

/** UTF-8 text without control characters: JSON when it opens with { or [, HTML with <, SVG when markup holds an svg element, else CSV or plain text. */
function textFormat(bytes: Uint8Array): 'csv' | 'json' | 'html' | 'svg' | undefined {
  const probe = bytes.subarray(0, TEXT_PROBE_BYTES)
  if (probe.length === 0 || probe.includes(0)) return undefined
  let text: string
  try {
    // The probe may end inside a character: decode in streaming mode so only real errors count.
    text = new TextDecoder('utf-8', { fatal: true }).decode(probe, { stream: probe.length < bytes.length })
  } catch {
    return undefined
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text)) return undefined
  const start = text.replace(/^\uFEFF/, '').trimStart()
  if (start[0] === '{' || start[0] === '[') return 'json'
  // SVG and other XML are not HTML: they would be parsed as something else entirely.
  if (/^<(?!\?xml|svg)[!a-z]/i.test(start)) return 'html'
  if (start[0] === '<') return /<svg[\s>/]/.test(start) ? 'svg' : undefined
  return 'csv'
}
