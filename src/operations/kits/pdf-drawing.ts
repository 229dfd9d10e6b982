/**
 * The operation side of the PDF operations that draw on or build pages: their shared option
 * fields, and images made ready for the document worker threads.
 */
import { z } from 'zod'
import { ApiError, OperationError } from '../../core/errors.ts'
import type { OperationContext, Upload } from '../../core/operation.ts'
import { pdfLimits } from './documents.ts'
import { imageJob } from './image-conversion.ts'
import { detectFormat, FILE_FORMATS, type FileFormat } from '../../lib/files/file-type.ts'
import { encodeImage, loadImage } from '../../lib/image/image.ts'
import type { PdfImage, PdfTarget } from '../../lib/pdf/stamp.ts'
import { PHRASES } from '../../i18n/phrases.ts'

export const pagesParam = (what: string) =>
  z.string().max(500).optional()
    .describe(`Pages ${what}, such as "1-3,5,7-" (7- means 7 to the end); default every page`)

export const colorParam = (what: string, fallback: string) =>
  z.string().max(20).default(fallback).describe(`Colour of ${what} as #rrggbb or #rgb; default ${fallback}`)

export const passwordParam = z.string().max(1000).optional()
  .describe(PHRASES.en.pdf.PDF_SAVED_PLAIN)

/** Refuses an upload of the wrong kind for its place (a PDF as the signature, say) with 422, as the upload check does. */
export function requireFormat(upload: Upload, accepted: readonly FileFormat[]): void {
  if (accepted.includes(upload.format)) return
  throw new ApiError('UNSUPPORTED_FILE_FORMAT', {
    name: upload.name,
    found: FILE_FORMATS[upload.format].label,
    accepted: accepted.map((format) => FILE_FORMATS[format].label).join(', '),
  })
}

/** The PDF upload of a stamping operation, as its worker task takes it. */
export function pdfTarget(upload: Upload, ctx: OperationContext, password: string | undefined): PdfTarget {
  requireFormat(upload, ['pdf'])
  return { file: { name: upload.name, bytes: upload.bytes }, limits: pdfLimits(ctx), ...(password !== undefined && { password }) }
}

// A recorded density outside this range is a placeholder or a mistake, not a print size.
export const PLAUSIBLE_DPI = [36, 2400] as const

/** The JPEG quality images are written again at for embedding. */
export const PDF_IMAGE_QUALITY = 92

/**
 * An image as pdf-lib embeds it: decoded under the pixel cap and time budget, EXIF orientation
 * applied (PDF readers ignore EXIF), then written again as JPEG (photos stay JPEG) or PNG
 * (keeping transparency), in a fresh buffer for the worker thread.
 */
export async function pdfImage(upload: Upload, ctx: OperationContext): Promise<PdfImage> {
  requireFormat(upload, ['jpg', 'png'])
  const job = imageJob(ctx)
  const loaded = await loadImage(upload, job)
  const { density } = await loaded.image.metadata()
  const format = upload.format === 'jpg' ? 'jpg' : 'png'
  const encoded = await encodeImage(loaded, format, job, { quality: PDF_IMAGE_QUALITY })
  return {
    name: upload.name,
    format,
    bytes: new Uint8Array(encoded),
    width: loaded.width,
    height: loaded.height,
    ...(density !== undefined && density >= PLAUSIBLE_DPI[0] && density <= PLAUSIBLE_DPI[1] && { density }),
  }
}

/**
 * Longest data URL option: about 1.5 MB of image, which keeps it under the default limit of a
 * multipart text field (BODY_LIMIT_BYTES, 2 MiB), past which the field would arrive cut short.
 */
export const DATA_URL_MAX_CHARS = 2_000_000

const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/\s]+={0,2})$/i

/** An image sent as a data:image/png;base64,… option, checked as strictly as an upload. */
export function dataUrlImage(value: string, param: string): Upload {
  const match = DATA_URL.exec(value.trim())
  const base64 = match?.[2]?.replace(/\s+/g, '') ?? ''
  if (!match || base64.length % 4 !== 0) throw new OperationError('DATA_URL_INVALID', { param })
  const bytes = Buffer.from(base64, 'base64')
  const declared = match[1]!.toLowerCase() === 'png' ? 'png' : 'jpg'
  if (detectFormat(bytes) !== declared) throw new OperationError('DATA_URL_INVALID', { param })
  return { name: `${param}.${declared}`, format: declared, bytes }
}
