/** The definition of an images-to-PDF operation (JPEG and PNG ones read both formats). */
import { z } from 'zod'
import { defineOperation, type Translations } from '../../core/operation.ts'
import { asOutputs, budget } from './documents.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { DEFAULT_DENSITY, MAX_PAGE_SIDE } from '../../lib/pdf/from-images.ts'
import { pdfImage } from './pdf-drawing.ts'
import { pdfName, PDF_TYPE } from '../../lib/pdf/document.ts'

const params = z.object({
  page_size: z.enum(['fit', 'a4', 'letter']).default('fit')
    .describe('fit: each page is the size of its image (plus margins); a4 (595.28×841.89 pt) or letter (612×792 pt): paper with the image centred; default fit'),
  orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto')
    .describe('Paper orientation for a4 and letter: auto turns a page landscape when its image is wider than tall; ignored with fit; default auto'),
  margin: z.number().int().min(0).max(144).optional()
    .describe('Space kept clear around the image on every side, in points (72 pt = 1 inch); default 0 with fit, 36 with a4 and letter'),
})

export interface ImagesToPdfSpec extends Translations<typeof params> {
  name: string
  /** The format the operation is named after; its sample comes first. */
  from: 'jpg' | 'png'
}

const SAMPLES = { jpg: 'photo.jpg', png: 'photo.png' } as const

export function defineImagesToPdf({ name, from, ...words }: ImagesToPdfSpec) {
  const other = from === 'jpg' ? 'png' : 'jpg'
  return defineOperation({
    category: 'file',
    name,
    input: 'file',
    summary: `Make a PDF from ${FILE_FORMATS[from].label} images, one page per image`,
    description: [
      `Reads ${FILE_FORMATS[from].label} and ${FILE_FORMATS[other].label} images (the format is detected from the bytes) and makes one PDF with a page per image, in upload order.`,
      'The EXIF orientation is applied, so photos stand the way they were taken.',
      `An image's size on the page comes from its recorded density (dpi, when between 36 and 2400) or else ${DEFAULT_DENSITY} dpi.`,
      'With page_size=fit each page is that size plus the margins. On a4 or letter paper the image is centred inside the margins and shrunk to fit; it is never enlarged, which would only blur it.',
      `A page side never passes ${MAX_PAGE_SIDE} pt (200 inches), the largest PDF readers accept: larger images are shrunk.`,
      'JPEG images are written again at quality 92 and PNG images losslessly, transparency kept. The PDF is named after the first image.',
    ].join(' '),
    files: { accepts: ['jpg', 'png'], mode: 'all' },
    params,
    examples: [{
      title: 'A photo and a PNG on A4 paper',
      params: { page_size: 'a4' },
      files: [SAMPLES[from], SAMPLES[other]],
      output: PDF_TYPE,
    }],
    ...words,
    async run({ page_size: pageSize, orientation, margin }, ctx) {
      const images = []
      for (const upload of ctx.files.uploads) images.push(await pdfImage(upload, ctx))
      const files = await ctx.documents.run('pdf.fromImages', {
        name: pdfName(ctx.files.uploads[0]!.name),
        images,
        pageSize,
        orientation,
        margin: margin ?? (pageSize === 'fit' ? 0 : 36),
      }, budget(ctx))
      return asOutputs(files)
    },
  })
}
