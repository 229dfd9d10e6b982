/**
 * Image compression: each upload re-encoded in its own format with the encoders' smallest
 * settings, and the upload itself answered when that would not make it smaller.
 */
import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation, type FileRules, type OperationContext, type Upload } from '../../core/operation.ts'
import { FILE_FORMATS, IMAGE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { renamed } from '../../lib/files/filename.ts'
import { encodeImage, imageOutput, loadImage, sameFormat, type OutputFormat } from '../../lib/image/image.ts'
import { IMAGE_FILES, IMAGE_LABELS, imageJob, qualityParam, SAMPLE } from './image-conversion.ts'
import { everyLanguage } from './words.ts'
import { registerImagePass } from './image-passes.ts'

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

/** BMP is written 24-bit: a smaller file that lost its transparency would not be the same picture. */
const keepsAlpha = (format: OutputFormat) => format === 'bmp'

/** One upload compressed in its own format (PNG for HEIC, which is read only), never larger than it was. */
export async function compressUpload(upload: Upload, ctx: OperationContext, quality: number): Promise<FileOutput> {
  const format = sameFormat(upload.format)
  const job = imageJob(ctx)
  const loaded = await loadImage(upload, job, { animated: ANIMATED.has(format) })
  if (keepsAlpha(format) && loaded.hasAlpha) return originalOutput(upload)
  const bytes = await encodeImage(loaded, format, job, { quality, compress: true })
  if (bytes.length >= upload.bytes.length) return originalOutput(upload)
  return imageOutput(upload, format, bytes, sizeHeaders('compressed', upload.bytes.length, bytes.length))
}

export interface CompressionSpec {
  name: string
  /** The one format the operation reads, or 'image' for every image format. */
  format: CompressedFormat
}

/** Every upload answers in its own format: a one-format operation reads and writes that format only. */
function fileRules(format: CompressedFormat): FileRules {
  return format === 'image'
    ? { ...IMAGE_FILES, answers: IMAGE_FORMATS.map((read) => FILE_FORMATS[read].mime) }
    : { accepts: [format], mode: 'each', answers: [FILE_FORMATS[format].mime] }
}

/**
 * A compression operation: uploads of `format` (or any image) made smaller in their own format;
 * its texts in every language are written here from the shared image phrases.
 */
export function defineCompression({ name, format }: CompressionSpec) {
  const sample = format === 'image' ? 'jpg' : format
  const label = format === 'image' ? undefined : FILE_FORMATS[format].label
  const words = everyLanguage(({ image }) => ({
    summary: image.compressionSummary(label),
    description: image.imageCompression(label, IMAGE_LABELS, image.COMPRESSION_METHOD[format]),
    params: { quality: image.quality(DEFAULT_QUALITY) },
  }))
  const op = defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: words.en.summary,
    description: words.en.description,
    files: fileRules(format),
    params: z.object({ quality: qualityParam(DEFAULT_QUALITY) }),
    examples: [
      { title: `Compress a ${FILE_FORMATS[sample].label}`, params: {}, files: [SAMPLE[sample]], output: FILE_FORMATS[sample].mime },
      { title: 'Smaller still, at a lower quality', params: { quality: 40 }, files: [SAMPLE[sample]], output: FILE_FORMATS[sample].mime },
    ],
    ...words.translations,
    run: ({ quality }, ctx) => compressUpload(ctx.files.uploads[0]!, ctx, quality),
  })
  registerImagePass(op, ({ quality }: { quality: number }) => ({
    format: sameFormat,
    encoding: () => ({ quality, compress: true }),
    keepsAlpha,
    // In a fused pass the bytes this step would have received were never written: the result is
    // measured against the file the pass started from, and always answered compressed.
    answer: (upload, format, bytes) => imageOutput(upload, format, bytes, sizeHeaders('compressed', upload.bytes.length, bytes.length)),
  }))
  return op
}
