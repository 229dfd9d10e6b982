/**
 * Image compression: each upload re-encoded in its own format with the encoders' smallest
 * settings, and the upload itself answered when that would not make it smaller.
 */
import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation, type FileRules, type Translations, type OperationContext, type Upload } from '../../core/operation.ts'
import { FILE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { renamed } from '../../lib/files/filename.ts'
import { encodeImage, imageOutput, loadImage, sameFormat, type OutputFormat } from '../../lib/image/image.ts'
import { IMAGE_FILES, qualityParam, SAMPLE } from './image-conversion.ts'

const DEFAULT_QUALITY = 75
/** Targets that can hold an animation: every frame is compressed, not only the first. */
const ANIMATED: ReadonlySet<OutputFormat> = new Set(['gif', 'webp'])

type Outcome = 'compressed' | 'original'
/** The formats with an operation of their own, and 'image' for the one that reads them all. */
type CompressedFormat = Extract<ImageFormat, 'jpg' | 'png' | 'webp'> | 'image'

function sizeHeaders(outcome: Outcome, originalSize: number, outputSize: number): Record<string, string> {
  return {
    'X-Compression': outcome,
    'X-Original-Size': String(originalSize),
    'X-Output-Size': String(outputSize),
  }
}

/** The upload unchanged, under its name with the extension of its real format. */
function originalOutput(upload: Upload): FileOutput {
  const size = upload.bytes.length
  return new FileOutput(renamed(upload.name, upload.format), FILE_FORMATS[upload.format].mime, upload.bytes, sizeHeaders('original', size, size))
}

/** One upload compressed in its own format (PNG for HEIC, which is read only), never larger than it was. */
export async function compressUpload(upload: Upload, ctx: OperationContext, quality: number): Promise<FileOutput> {
  const format = sameFormat(upload.format)
  const loaded = await loadImage(upload, ctx, { animated: ANIMATED.has(format) })
  // BMP is written 24-bit: a smaller file that lost its transparency would not be the same picture.
  if (format === 'bmp' && loaded.hasAlpha) return originalOutput(upload)
  const bytes = await encodeImage(loaded, format, ctx, { quality, compress: true })
  if (bytes.length >= upload.bytes.length) return originalOutput(upload)
  return imageOutput(upload, format, bytes, sizeHeaders('compressed', upload.bytes.length, bytes.length))
}

/** What compressing does to each format, as the operations document it. */
const METHOD: Readonly<Record<CompressedFormat, string>> = {
  jpg: 'The JPEG is re-encoded with mozjpeg (trellis quantisation, optimised progressive scans) at `quality`.',
  png: 'The PNG is reduced to a palette of at most 256 colours (transparency kept, dithered so gradients stay smooth; `quality` sets how many colours it may use) and packed at the highest zlib level. This is lossy, usually invisibly so for graphics, screenshots and icons.',
  webp: 'The WebP is re-encoded as lossy WebP at `quality` with a slower, tighter encoder setting; animations stay animated.',
  image: 'Each file stays in its own format: JPEG with mozjpeg, PNG as a palette PNG (at most 256 colours), WebP and AVIF re-encoded at `quality`, GIF re-encoded (already lossless, so it seldom shrinks; animations stay animated), TIFF with LZW, BMP as 24-bit (a BMP with transparency is answered unchanged), ICO rebuilt from its largest image at the standard icon sizes. HEIC cannot be written, so a HEIC becomes a PNG, which is only answered when smaller.',
}

const COMMON_NOTES = [
  'Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright.',
  'The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed.',
  'X-Original-Size and X-Output-Size give both sizes in bytes. Several files in one request answer one ZIP.',
].join(' ')

export interface CompressionSpec extends Translations<z.ZodObject<{ quality: z.ZodType }>> {
  name: string
  /** The one format the operation reads, or 'image' for every image format. */
  format: CompressedFormat
}

function fileRules(format: CompressedFormat): FileRules {
  return format === 'image' ? IMAGE_FILES : { accepts: [format], mode: 'each' }
}

/** A compression operation: uploads of `format` (or any image) made smaller in their own format. */
export function defineCompression({ name, format, ...words }: CompressionSpec) {
  const sample = format === 'image' ? 'jpg' : format
  const label = format === 'image' ? 'images' : `${FILE_FORMATS[format].label} images`
  const reads = format === 'image'
    ? 'Reads JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO and HEIC.'
    : `Reads ${FILE_FORMATS[format].label} only (told from the bytes, not the name); any other file answers 422 \`UNSUPPORTED_FILE_FORMAT\`.`
  return defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: `Compress ${label}`,
    description: [reads, METHOD[format], COMMON_NOTES].join(' '),
    files: fileRules(format),
    params: z.object({ quality: qualityParam(DEFAULT_QUALITY) }),
    examples: [
      { title: `Compress a ${FILE_FORMATS[sample].label}`, params: {}, files: [SAMPLE[sample]], output: FILE_FORMATS[sample].mime },
      { title: 'Smaller still, at a lower quality', params: { quality: 40 }, files: [SAMPLE[sample]], output: FILE_FORMATS[sample].mime },
    ],
    ...words,
    run: ({ quality }, ctx) => compressUpload(ctx.files.uploads[0]!, ctx, quality),
  })
}
