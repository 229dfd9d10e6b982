/**
 * What the PDF rendering and text operations share: their option fields (same names, bounds and
 * wording everywhere) and the definition of a page-to-image operation, which two operations are.
 */
import { z } from 'zod'
import { defineOperation, type FileRules, type OperationContext } from '../../core/operation.ts'
import { asOutputs, budget, pdfLimits } from './documents.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { qualityParam } from './image-conversion.ts'
import type { RenderFormat, RenderLimits } from '../../lib/pdf/render-tasks.ts'
import { PAGE_SIZES } from '../../lib/print/page-layout.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import type { PageAction, RenderFigures } from '../../i18n/en/phrases/pdf.ts'
import { everyLanguage } from './words.ts'

const en = PHRASES.en.pdf

const DPI = { min: 36, max: 300, default: 150 } as const

/** A page's size in pixels at the default dpi, such as 1240×1754. */
const pixels = ([width, height]: readonly [number, number]) =>
  `${Math.round(width / 72 * DPI.default)}×${Math.round(height / 72 * DPI.default)}`

/** What the rendering texts quote; the limits are the configuration's defaults (PDF_MAX_RENDER_PAGES, IMAGE_MAX_PIXELS). */
const FIGURES: RenderFigures = {
  minDpi: DPI.min,
  maxDpi: DPI.max,
  dpi: DPI.default,
  a4: pixels(PAGE_SIZES.a4),
  letter: pixels(PAGE_SIZES.letter),
  pages: 100,
  megapixels: 40,
}

export const PDF_FILES: FileRules = { accepts: ['pdf'], mode: 'each' }

export const pagesParam = (action: PageAction) =>
  z.string().max(1000).optional()
    .describe(en.selectedPages(action))

export const passwordParam = () =>
  z.string().max(1000).optional()
    .describe(en.PDF_RENDER_PASSWORD)

export const dpiParam = () =>
  z.number().int().min(DPI.min).max(DPI.max).default(DPI.default)
    .describe(en.renderDpi(FIGURES))

export function renderLimits(ctx: OperationContext): RenderLimits {
  return { ...pdfLimits(ctx), maxRenderPages: ctx.limits.renderPages, maxPixels: ctx.files.maxPixels }
}

interface RenderParams {
  dpi: number
  pages?: string | undefined
  password?: string | undefined
  /** Only where the format has a quality setting. */
  quality?: unknown
}

/** The default quality of formats that have one. */
const DEFAULT_QUALITY: Partial<Record<RenderFormat, number>> = { jpg: 85 }

async function renderUpload(params: RenderParams, ctx: OperationContext, format: RenderFormat) {
  const { name, bytes } = ctx.files.uploads[0]!
  const files = await ctx.documents.run('pdf.render', {
    file: { name, bytes },
    format,
    dpi: params.dpi,
    quality: typeof params.quality === 'number' ? params.quality : 100,
    pages: params.pages,
    password: params.password,
    limits: renderLimits(ctx),
  }, budget(ctx))
  return asOutputs(files)
}

/** pdf-to-jpg and pdf-to-png: the same rendering, one encoder each, their texts written here in every language. */
export function definePdfToImage(format: RenderFormat) {
  const { label, mime } = FILE_FORMATS[format]
  const quality = DEFAULT_QUALITY[format]
  const words = everyLanguage(({ pdf, image }) => ({
    summary: pdf.renderSummary(label),
    description: pdf.pdfRender(label, format, FIGURES),
    params: {
      dpi: pdf.renderDpi(FIGURES),
      pages: pdf.selectedPages('render'),
      ...(quality !== undefined && { quality: image.quality(quality) }),
      password: pdf.PDF_RENDER_PASSWORD,
    },
  }))
  return defineOperation({
    category: 'file',
    name: `pdf-to-${format}`,
    input: 'file',
    summary: words.en.summary,
    description: words.en.description,
    files: { ...PDF_FILES, answers: [mime] },
    params: z.object({
      dpi: dpiParam(),
      pages: pagesParam('render'),
      ...(quality !== undefined && { quality: qualityParam(quality) }),
      password: passwordParam(),
    }),
    examples: [{
      title: 'Every page of a three-page PDF at 72 dpi (a ZIP of three images)',
      params: { dpi: 72 },
      files: ['three-pages.pdf'],
      output: 'application/zip',
    }, {
      title: 'Page 2 only, at the default 150 dpi',
      params: { pages: '2' },
      files: ['three-pages.pdf'],
      output: mime,
    }, {
      title: 'A page of an encrypted PDF',
      params: { pages: '1', dpi: 72, password: 'secret' },
      files: ['encrypted.pdf'],
      output: mime,
    }],
    ...words.translations,
    run: (params, ctx) => renderUpload(params, ctx, format),
  })
}
