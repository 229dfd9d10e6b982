/**
 * What the image editing operations (resize, crop, rotate, blur...) share: an edit keeps the
 * upload's format, works on the image as displayed, and answers several uploads with one ZIP.
 */
import type { z } from 'zod'
import { defineOperation, type Example, type OperationContext, type OperationWords, type ParamsSchema } from '../../core/operation.ts'
import { IMAGE_FILES, imageJob, parseBackground, TRANSPARENT, WHITE, type Rgba } from './image-conversion.ts'
import type { Translation } from '../../i18n/index.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { translated } from './words.ts'
import { checkOutputSize, OPAQUE, OUTPUT_FORMATS, sameFormat, transformImage, type EncodeOptions, type LoadedImage, type OutputFormat } from '../../lib/image/image.ts'
import { FILE_FORMATS } from '../../core/file-formats.ts'
import { registerImagePass } from './image-passes.ts'

/** Formats without transparency: uncovered areas default to white there, to transparent elsewhere. */
export function holdsAlpha(format: OutputFormat): boolean {
  return !OPAQUE.has(format)
}

/** The color of areas an edit uncovers (padding, rotated corners), from a `background` option. */
export function fillColor(value: string | undefined, format: OutputFormat): Rgba {
  return parseBackground(value, holdsAlpha(format) ? TRANSPARENT : WHITE)
}

/**
 * Encoder settings for an edit with a fill color: a format without alpha lays transparent
 * pixels on the chosen color when it is opaque, and on white otherwise.
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
  checkOutputSize(size.width, size.height, ctx.files.maxPixels)
  loaded.width = size.width
  loaded.height = size.height
}

/** An edit's texts in a language besides English: its own description, which the shared notes follow. */
export type EditWords<P extends ParamsSchema> = OperationWords<P> & { description: string }

/** An edit's texts in every language besides English. */
export type EditTranslations<P extends ParamsSchema> = { readonly [L in Translation]: EditWords<P> }

export interface ImageEditSpec<P extends ParamsSchema> extends EditTranslations<P> {
  name: string
  summary: string
  /** What the edit does; the notes every edit shares (orientation, format, batches) follow it, in every language. */
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
  /**
   * Checks the parameters against the image, then chains the edit onto the pipeline. Absent for
   * an edit that only re-encodes (metadata removal), which then never needs a pass of its own.
   */
  edit?(params: z.output<P>, loaded: LoadedImage, ctx: OperationContext): void | Promise<void>
  /** Encoder settings for the output format, when the defaults do not fit. */
  encoding?(params: z.output<P>, format: OutputFormat): EncodeOptions
}

/** An edit operation: every upload edited on its own and written in its own format. */
export function defineImageEdit<P extends ParamsSchema>(spec: ImageEditSpec<P>) {
  const { animated, check, edit, encoding } = spec
  // When it depends on the parameters, the edit's own description says how.
  const stays = typeof animated === 'boolean' ? animated : undefined
  const translations: EditTranslations<P> = translated(({ image }, lang) => ({ ...spec[lang], description: image.imageEdit(spec[lang].description, stays) }))
  const op = defineOperation({
    category: 'file',
    name: spec.name,
    input: 'file',
    summary: spec.summary,
    description: PHRASES.en.image.imageEdit(spec.description, stays),
    // The upload's own format, HEIC written as PNG.
    files: { ...IMAGE_FILES, answers: OUTPUT_FORMATS.map((format) => FILE_FORMATS[format].mime) },
    params: spec.params,
    examples: spec.examples,
    ...translations,
    run: (params: z.output<P>, ctx) => {
      check?.(params)
      const upload = ctx.files.uploads[0]!
      return transformImage(upload, imageJob(ctx), 'same', (loaded) => edit?.(params, loaded, ctx), {
        ...encoding?.(params, sameFormat(upload.format)),
        animated: typeof animated === 'function' ? animated(params) : animated,
      })
    },
  })
  registerImagePass(op, (params: z.output<P>) => ({
    ...(check && { check: () => check(params) }),
    format: sameFormat,
    ...(edit && { edit: (loaded: LoadedImage, ctx: OperationContext) => edit(params, loaded, ctx) }),
    encoding: (format: OutputFormat) => encoding?.(params, format) ?? {},
  }))
  return op
}
