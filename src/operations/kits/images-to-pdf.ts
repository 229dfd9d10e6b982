/** The definition of an images-to-PDF operation (JPEG and PNG ones read both formats). */
import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from './documents.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { DEFAULT_DENSITY, MAX_PAGE_SIDE, PAGE_SIZES } from '../../lib/print/page-layout.ts'
import { PDF_IMAGE_QUALITY, PLAUSIBLE_DPI, pdfImage } from './pdf-drawing.ts'
import { pdfName, PDF_TYPE } from '../../lib/pdf/document.ts'
import type { ImagesToPdfFigures } from '../../i18n/en/phrases/pdf.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { everyLanguage } from './words.ts'

/** The margin on a4 and letter paper when none is given, in points. */
const PAPER_MARGIN = 36

const size = ([width, height]: readonly [number, number]) => `${width}×${height}`

/** What the texts quote, from the constants the layout uses. */
const FIGURES: ImagesToPdfFigures = {
  minDensity: PLAUSIBLE_DPI[0],
  maxDensity: PLAUSIBLE_DPI[1],
  density: DEFAULT_DENSITY,
  maxSide: MAX_PAGE_SIDE,
  quality: PDF_IMAGE_QUALITY,
  a4: size(PAGE_SIZES.a4),
  letter: size(PAGE_SIZES.letter),
  margin: PAPER_MARGIN,
}

const PARAMS = PHRASES.en.pdf.imagesToPdfParams(FIGURES)

const params = z.object({
  page_size: z.enum(['fit', 'a4', 'letter']).default('fit').describe(PARAMS.page_size),
  orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto').describe(PARAMS.orientation),
  margin: z.number().int().min(0).max(144).optional().describe(PARAMS.margin),
})

export interface ImagesToPdfSpec {
  name: string
  /** The format the operation is named after; its sample comes first. */
  from: 'jpg' | 'png'
}

const SAMPLES = { jpg: 'photo.jpg', png: 'photo.png' } as const

/** An images-to-PDF operation, its texts written here in every language. */
export function defineImagesToPdf({ name, from }: ImagesToPdfSpec) {
  const other = from === 'jpg' ? 'png' : 'jpg'
  const words = everyLanguage(({ pdf }) => ({
    summary: pdf.imagesToPdfSummary(FILE_FORMATS[from].label),
    description: pdf.imagesToPdf(FILE_FORMATS[from].label, FILE_FORMATS[other].label, FIGURES),
    params: pdf.imagesToPdfParams(FIGURES),
  }))
  return defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: words.en.summary,
    description: words.en.description,
    files: { accepts: ['jpg', 'png'], mode: 'all', answers: [PDF_TYPE] },
    params,
    examples: [{
      title: 'A photo and a PNG on A4 paper',
      params: { page_size: 'a4' },
      files: [SAMPLES[from], SAMPLES[other]],
      output: PDF_TYPE,
    }],
    ...words.translations,
    async run({ page_size: pageSize, orientation, margin }, ctx) {
      const images = []
      for (const upload of ctx.files.uploads) images.push(await pdfImage(upload, ctx))
      const files = await ctx.documents.run('pdf.fromImages', {
        name: pdfName(ctx.files.uploads[0]!.name),
        images,
        pageSize,
        orientation,
        margin: margin ?? (pageSize === 'fit' ? 0 : PAPER_MARGIN),
      }, budget(ctx))
      return asOutputs(files)
    },
  })
}
