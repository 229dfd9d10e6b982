/**
 * What the image editing operations (resize, crop, rotate, blur...) share: an edit keeps the
 * upload's format, works on the image as displayed, and answers several uploads with one ZIP.
 */
import type { z } from 'zod'
import { defineOperation, type Example, type OperationContext, type Params, type Translations } from '../../core/operation.ts'
import { IMAGE_FILES, parseBackground, TRANSPARENT, WHITE, type Rgba } from './image-conversion.ts'
import { checkOutputSize, OPAQUE, sameFormat, transformImage, type EncodeOptions, type LoadedImage, type OutputFormat } from '../../lib/image/image.ts'

/** Formats without transparency: uncovered areas default to white there, to transparent elsewhere. */
export function holdsAlpha(format: OutputFormat): boolean {
  return !OPAQUE.has(format)
}

/** The colour of areas an edit uncovers (padding, rotated corners), from a `background` option. */
export function fillColour(value: string | undefined, format: OutputFormat): Rgba {
  return parseBackground(value, holdsAlpha(format) ? TRANSPARENT : WHITE)
}

/**
 * Encoder settings for an edit with a fill colour: a format without alpha lays transparent
 * pixels on the chosen colour when it is opaque, and on white otherwise.
 */
export function fillEncoding(fill: Rgba, format: OutputFormat): EncodeOptions {
  if (holdsAlpha(format)) return {}
  return fill.alpha === 1 ? { background: fill } : { transparentEdits: true }
}

export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const
export type Fit = (typeof FITS)[number]

export interface Size { width: number; height: number }

/**
 * The size sharp's resize produces for a box (either side optional: it then follows the aspect
 * ratio), so an oversized result is refused before any pixel is made.
 */
export function fittedSize(image: Size, box: Partial<Size>, fit: Fit, withoutEnlargement: boolean): Size {
  const { width, height } = box
  let size: Size
  if (width !== undefined && height !== undefined) {
    const scale = fit === 'inside' ? Math.min(width / image.width, height / image.height)
      : fit === 'outside' ? Math.max(width / image.width, height / image.height)
        : undefined
    size = scale === undefined ? { width, height } : { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) }
  } else if (width !== undefined) {
    size = { width, height: Math.max(1, Math.round(image.height * width / image.width)) }
  } else if (height !== undefined) {
    size = { width: Math.max(1, Math.round(image.width * height / image.height)), height }
  } else {
    size = image
  }
  if (!withoutEnlargement) return size
  return { width: Math.min(size.width, image.width), height: Math.min(size.height, image.height) }
}

/**
 * Records the size the pipeline now produces, after checking it against the output cap: the
 * encoder chooses an icon's sizes from it.
 */
export function expectSize(loaded: LoadedImage, size: Size, ctx: OperationContext): void {
  checkOutputSize(size.width, size.height, ctx)
  loaded.width = size.width
  loaded.height = size.height
}

export interface ImageEditSpec<P extends Params> extends Translations<P> {
  name: string
  summary: string
  /** What the edit does; the notes every edit shares (orientation, format, batches) follow it. */
  description: string
  params: P
  examples: readonly Example<P>[]
  /**
   * Whether animated GIF and WebP keep every frame: only for edits libvips applies frame by
   * frame correctly. Otherwise the first frame is edited. When it depends on the parameters,
   * the description says how.
   */
  animated: boolean | ((params: z.output<P>) => boolean)
  /** Refuses parameters that do not go together, before any image is read. */
  check?(params: z.output<P>): void
  /** Checks the parameters against the image, then chains the edit onto the pipeline. */
  edit(params: z.output<P>, loaded: LoadedImage, ctx: OperationContext): void | Promise<void>
  /** Encoder settings for the output format, when the defaults do not fit. */
  encoding?(params: z.output<P>, format: OutputFormat): EncodeOptions
}

function editNotes(animated: boolean | undefined): string {
  const animation = animated === true
    ? 'Animated GIF and WebP stay animated.'
    : animated === false
      ? 'Of an animated GIF or WebP, the first frame is edited.'
      : ''
  return [
    'The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed.',
    'The result keeps the upload\'s format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied.',
    animation,
    'Several files in one request answer one ZIP.',
  ].filter(Boolean).join(' ')
}

/** An edit operation: every upload edited on its own and written in its own format. */
export function defineImageEdit<P extends Params>(spec: ImageEditSpec<P>) {
  const { animated, check, edit, encoding } = spec
  return defineOperation({
    category: 'file',
    name: spec.name,
    input: 'file',
    summary: spec.summary,
    description: `${spec.description} ${editNotes(typeof animated === 'boolean' ? animated : undefined)}`,
    files: IMAGE_FILES,
    params: spec.params,
    examples: spec.examples,
    es: spec.es,
    run: (params: z.output<P>, ctx) => {
      check?.(params)
      const upload = ctx.files.uploads[0]!
      return transformImage(upload, ctx, 'same', (loaded) => edit(params, loaded, ctx), {
        ...encoding?.(params, sameFormat(upload.format)),
        animated: typeof animated === 'function' ? animated(params) : animated,
      })
    },
  })
}
