import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { qualityParam } from '../kits/image-conversion.ts'
import { passwordParam, pdfTarget } from '../kits/pdf-drawing.ts'
import { PDF_TYPE, pdfName } from '../../lib/pdf/document.ts'

const params = z.object({
  quality: qualityParam(60),
  dpi: z.number().int().min(36).max(300).default(150)
    .describe('Resolution images are reduced to, in dots per inch, measured against the largest page; default 150'),
  password: passwordParam,
})

export default defineOperation({
  category: 'file',
  name: 'compress-pdf',
  input: 'file',
  summary: 'Make a PDF smaller by re-encoding its images',
  description: [
    'Re-encodes the images as JPEG at `quality`: JPEG images, and losslessly stored (Flate) ones without transparency, in 8-bit grey or RGB.',
    'An image whose longer side has more pixels than `dpi` needs across the longer side of the document\'s largest page is downsampled to that; where it is actually drawn is not measured, so an image drawn smaller than the page keeps more pixels than `dpi` alone would.',
    'Images that are unusual (CMYK, indexed colours, 16-bit, masks and images with masks, JBIG2, JPEG 2000) are kept as they are, as is any image that would not get smaller.',
    'Streams stored uncompressed are deflated, objects nothing refers to are dropped, and the rest is packed into object streams. Text, fonts and vector graphics are untouched.',
    'The result is never larger than the upload: when nothing gets smaller the upload itself comes back. The headers X-Compression (compressed or original), X-Original-Size and X-Output-Size (bytes) tell which.',
    'Several PDFs answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each' },
  params,
  examples: [{
    title: 'A scanned-photo PDF at the default settings',
    params: {},
    files: ['photo-page.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const upload = ctx.files.uploads[0]!
    const smaller = await ctx.documents.run('pdf.compress', {
      ...pdfTarget(upload, ctx, options.password),
      quality: options.quality,
      dpi: options.dpi,
      maxPixels: ctx.files.maxPixels,
      deadline: ctx.files.deadline,
    }, budget(ctx))
    const compressed = smaller.length < upload.bytes.length
    const bytes = compressed ? smaller : upload.bytes
    return new FileOutput(pdfName(upload.name, '-compressed'), PDF_TYPE, bytes, {
      'X-Compression': compressed ? 'compressed' : 'original',
      'X-Original-Size': String(upload.bytes.length),
      'X-Output-Size': String(bytes.length),
    })
  },
})
