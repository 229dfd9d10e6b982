/**
 * What image operations share: option fields (same names, bounds and wording everywhere) and the
 * definition of a plain format conversion, which 27 operations are.
 */
import { z } from 'zod'
import { defineOperation, type FileRules, type Translations } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { parseHex, parseRgbTriple } from '../../lib/image/color.ts'
import { FILE_FORMATS, IMAGE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { OPAQUE, transformImage, type OutputFormat } from '../../lib/image/image.ts'

/** Every image operation reads every image format: the bytes decide, not the operation's name. */
export const IMAGE_FILES: FileRules = { accepts: IMAGE_FORMATS, mode: 'each' }

/** A sample upload per source format, in test/fixtures/files/. */
export const SAMPLE: Readonly<Record<ImageFormat, string>> = {
  jpg: 'photo.jpg', png: 'alpha.png', webp: 'photo.webp', avif: 'photo.avif', gif: 'animated.gif',
  tiff: 'photo.tiff', bmp: 'photo.bmp', ico: 'big.ico', heic: 'photo.heic',
}

export const qualityParam = (fallback: number) =>
  z.number().int().min(1).max(100).default(fallback)
    .describe(`Encoding quality from 1 (smallest file) to 100 (best image); default ${fallback}`)

export const backgroundParam = (what: string) =>
  z.string().max(40).optional()
    .describe(`Colour ${what}: #rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent"`)

export interface Rgba { r: number; g: number; b: number; alpha: number }

/** Reads a background colour option; "transparent" only where the output keeps alpha. */
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

const label = (format: ImageFormat | 'image') => format === 'image' ? 'any image' : FILE_FORMATS[format].label

export interface ConversionSpec extends Translations<z.ZodObject<{ quality?: z.ZodType; background?: z.ZodType }>> {
  name: string
  /** The format the operation is named after ('image' for any). Other image formats are read too. */
  from: ImageFormat | 'image'
  to: OutputFormat
}

/** A conversion operation: every upload to one target format, options where the target has them. */
export function defineImageConversion({ name, from, to, ...words }: ConversionSpec) {
  const lossy = LOSSY.has(to)
  const opaque = OPAQUE.has(to)
  const quality = DEFAULT_QUALITY[to] ?? 90
  const params = z.object({
    ...(lossy && { quality: qualityParam(quality) }),
    ...(opaque && { background: backgroundParam('laid behind transparent areas, which this format cannot hold; default white') }),
  })
  const source = from === 'image' ? 'jpg' : from
  const notes = [
    `Reads ${label(from)}${from === 'image' ? ' (JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC)' : '; any other supported image format is read too, since the format is detected from the bytes'}.`,
    'The EXIF orientation is applied, and metadata is not copied.',
    from === 'gif' || from === 'image' ? (to === 'gif' || to === 'webp' ? 'Animations stay animated.' : 'Of an animation, the first frame is converted.') : '',
    from === 'ico' ? 'Of an icon, the largest image is converted.' : '',
    opaque ? 'Transparent areas are laid on white (or `background`).' : '',
    'Several files in one request answer one ZIP.',
  ].filter(Boolean).join(' ')
  return defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: `Convert ${label(from)} to ${FILE_FORMATS[to].label}`,
    description: notes,
    files: IMAGE_FILES,
    params,
    examples: [{ title: `${label(source)} to ${FILE_FORMATS[to].label}`, params: {}, files: [SAMPLE[source]], output: FILE_FORMATS[to].mime }],
    ...words,
    run: (options: { quality?: number; background?: string }, ctx) => transformImage(ctx.files.uploads[0]!, ctx, to, undefined, {
      quality: options.quality,
      background: opaque ? parseBackground(options.background, WHITE) : undefined,
      animated: true,
    }),
  })
}
