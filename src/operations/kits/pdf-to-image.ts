/**
 * What the PDF rendering and text operations share: their option fields (same names, bounds and
 * wording everywhere) and the definition of a page-to-image operation, which two operations are.
 */
import { z } from 'zod'
import { defineOperation, type FileRules, type OperationContext, type Translations } from '../../core/operation.ts'
import { asOutputs, budget, pdfLimits } from './documents.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { qualityParam } from './image-conversion.ts'
import type { RenderFormat, RenderLimits } from '../../lib/pdf/render-tasks.ts'

export const PDF_FILES: FileRules = { accepts: ['pdf'], mode: 'each' }

export const pagesParam = (what: string) =>
  z.string().max(1000).optional()
    .describe(`Pages to ${what}, such as 1-3,5,7- (7- means from 7 to the last page), in the order written; default all`)

export const passwordParam = () =>
  z.string().max(1000).optional()
    .describe('Password of an encrypted PDF (its user or owner password); ignored when the PDF is not encrypted')

export const dpiParam = () =>
  z.number().int().min(36).max(300).default(150)
    .describe('Resolution in dots per inch, 36-300, default 150: a page is its size in inches × dpi pixels wide and high, so an A4 page at 150 dpi is 1240×1754')

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

/** pdf-to-jpg and pdf-to-png: the same rendering, one encoder each. */
export function definePdfToImage(format: RenderFormat, words: Translations<z.ZodObject<{ dpi: z.ZodType; pages: z.ZodType; quality?: z.ZodType; password: z.ZodType }>>) {
  const { label, mime } = FILE_FORMATS[format]
  const quality = DEFAULT_QUALITY[format]
  return defineOperation({
    category: 'file',
    name: `pdf-to-${format}`,
    input: 'file',
    summary: `Render PDF pages to ${label} images`,
    description: [
      `Draws each selected page of a PDF (every page by default) as a ${label} image at \`dpi\` dots per inch, on white paper, with pdf.js.`,
      'The image is the displayed page (crop box, with the page\'s rotation applied) at that resolution: an A4 page at 150 dpi is 1240×1754 pixels, a US Letter page 1275×1650.',
      `Each image is named after the PDF and its page number (report-1.${format}, report-3.${format}…), also when only one page is selected, so the name always says which page it is.`,
      'One page answers the image itself; several answer a ZIP of images; several PDFs in one request answer one ZIP with a folder per PDF that gave several images.',
      'An encrypted PDF needs its password in `password` (422 PDF_ENCRYPTED without it, BAD_PASSWORD when wrong).',
      'Limits, checked before anything is drawn: at most the server\'s render limit of pages per request (100 by default), each page at most the image pixel limit at the chosen dpi (40 million by default; ask for a lower dpi or fewer pages), both answered 413;',
      'compressed streams that inflate past the server\'s limit are refused as decompression bombs (413), and an image inside a page larger than the pixel limit is left out of the drawing.',
    ].join(' '),
    files: PDF_FILES,
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
    ...words,
    run: (params, ctx) => renderUpload(params, ctx, format),
  })
}
