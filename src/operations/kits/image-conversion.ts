/**
 * What image operations share: option fields (same names, bounds and wording everywhere) and the
 * definition of a plain format conversion, which 27 operations are.
 */
import { z } from 'zod'
import { defineOperation, type FileRules, type OperationContext } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { parseHex, parseRgbTriple } from '../../lib/image/color.ts'
import { FILE_FORMATS, IMAGE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { OPAQUE, transformImage, type EncodeOptions, type ImageJob, type OutputFormat } from '../../lib/image/image.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { everyLanguage } from './words.ts'
import { registerImagePass } from './image-passes.ts'

const en = PHRASES.en.image

/**
 * The image work of a call: the pixel cap and time budget of its file job, the configured libvips
 * threads, and the worker threads that run the HEIC and BMP decoders.
 */
export function imageJob(ctx: OperationContext): ImageJob {
  return {
    maxPixels: ctx.files.maxPixels,
    deadline: ctx.files.deadline,
    threads: ctx.files.imageThreads,
    decode: (task, request, timeoutMs) => ctx.compute.run(task, request, { timeoutMs }),
  }
}

/** Every image operation reads every image format: the bytes decide, not the operation's name. */
export const IMAGE_FILES: FileRules = { accepts: IMAGE_FORMATS, mode: 'each' }

/** A sample upload per source format, in test/fixtures/files/. */
export const SAMPLE: Readonly<Record<ImageFormat, string>> = {
  jpg: 'photo.jpg', png: 'alpha.png', webp: 'photo.webp', avif: 'photo.avif', gif: 'animated.gif',
  tiff: 'photo.tiff', bmp: 'photo.bmp', ico: 'big.ico', heic: 'photo.heic',
}

export const qualityParam = (fallback: number) =>
  z.number().int().min(1).max(100).default(fallback)
    .describe(en.quality(fallback))

/** A color option described in full. */
const backgroundField = (description: string) => z.string().max(40).optional().describe(description)

export const backgroundParam = (what: string) => backgroundField(en.colorOption(what))

export interface Rgba { r: number; g: number; b: number; alpha: number }

/** Reads a background color option; "transparent" only where the output keeps alpha. */
export function parseBackground(value: string | undefined, fallback: Rgba): Rgba {
  if (value === undefined || value.trim() === '') return fallback
  const text = value.trim().toLowerCase()
  if (text === 'transparent') return { r: 0, g: 0, b: 0, alpha: 0 }
  const rgba = /^#?([0-9a-f]{6})([0-9a-f]{2})$/.exec(text)
  if (rgba) return { ...parseHex(rgba[1]!, 'background'), alpha: Number.parseInt(rgba[2]!, 16) / 255 }
  if (/^#?[0-9a-f]+$/.test(text)) return { ...parseHex(text, 'background'), alpha: 1 }
  try {
    return { ...parseRgbTriple(text, 'background'), alpha: 1 }
  } catch {
    throw new OperationError('PARAM_FORMAT', { param: 'background' })
  }
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 }
export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, alpha: 0 }

const LOSSY: ReadonlySet<OutputFormat> = new Set(['jpg', 'webp', 'avif'])
const DEFAULT_QUALITY: Partial<Record<OutputFormat, number>> = { jpg: 90, webp: 85, avif: 60 }

const label = (format: ImageFormat | 'image') => format === 'image' ? en.ANY_IMAGE : FILE_FORMATS[format].label

/** The names of the formats every image operation reads, in a fixed order. */
export const IMAGE_LABELS: readonly string[] = IMAGE_FORMATS.map((format) => FILE_FORMATS[format].label)

export interface ConversionSpec {
  name: string
  /** The format the operation is named after ('image' for any). Other image formats are read too. */
  from: ImageFormat | 'image'
  to: OutputFormat
}

/**
 * A conversion operation: every upload to one target format, options where the target has them;
 * its texts in every language are written here from the shared image phrases.
 */
export function defineImageConversion({ name, from, to }: ConversionSpec) {
  const lossy = LOSSY.has(to)
  const opaque = OPAQUE.has(to)
  const quality = DEFAULT_QUALITY[to] ?? 90
  const source = from === 'image' ? 'jpg' : from
  const target = FILE_FORMATS[to].label
  const words = everyLanguage(({ image }) => ({
    summary: image.conversionSummary(from === 'image' ? image.ANY_IMAGE : FILE_FORMATS[from].label, target),
    description: image.imageConversion(from === 'image' ? undefined : FILE_FORMATS[from].label, IMAGE_LABELS, [
      ...(from === 'gif' || from === 'image' ? [to === 'gif' || to === 'webp' ? image.ANIMATIONS_STAY : image.FIRST_FRAME_CONVERTED] : []),
      ...(from === 'ico' ? [image.LARGEST_ICON] : []),
      ...(opaque ? [image.ON_WHITE] : []),
    ]),
    params: {
      ...(lossy && { quality: image.quality(quality) }),
      ...(opaque && { background: image.FLATTEN_BACKGROUND }),
    },
  }))
  const params = z.object({
    ...(lossy && { quality: qualityParam(quality) }),
    ...(opaque && { background: backgroundField(en.FLATTEN_BACKGROUND) }),
  })
  const encoding = (options: { quality?: number; background?: string }): EncodeOptions => ({
    quality: options.quality,
    background: opaque ? parseBackground(options.background, WHITE) : undefined,
  })
  const op = defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: words.en.summary,
    description: words.en.description,
    files: { ...IMAGE_FILES, answers: [FILE_FORMATS[to].mime] },
    params,
    examples: [{ title: `${label(source)} to ${target}`, params: {}, files: [SAMPLE[source]], output: FILE_FORMATS[to].mime }],
    ...words.translations,
    run: (options: { quality?: number; background?: string }, ctx) => transformImage(ctx.files.uploads[0]!, imageJob(ctx), to, undefined, {
      ...encoding(options),
      animated: true,
    }),
  })
  registerImagePass(op, (options: { quality?: number; background?: string }) => ({ format: () => to, encoding: () => encoding(options) }))
  return op
}
