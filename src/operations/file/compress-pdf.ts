import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { qualityParam } from '../kits/image-conversion.ts'
import { passwordParam, pdfTarget } from '../kits/pdf-drawing.ts'
import { PDF_TYPE, pdfName } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

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
  files: { accepts: ['pdf'], mode: 'each', answers: [PDF_TYPE] },
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
      threads: ctx.files.imageThreads,
    }, budget(ctx))
    const compressed = smaller.length < upload.bytes.length
    const bytes = compressed ? smaller : upload.bytes
    return new FileOutput(pdfName(upload.name, '-compressed'), PDF_TYPE, bytes, {
      'X-Compression': compressed ? 'compressed' : 'original',
      'X-Original-Size': String(upload.bytes.length),
      'X-Output-Size': String(bytes.length),
    })
  },
  es: {
    summary: 'Reduce el tamaño de un PDF recodificando sus imágenes',
    description: 'Recodifica las imágenes como JPEG con `quality`: las imágenes JPEG, y las almacenadas sin pérdida (Flate) sin transparencia, en gris o RGB de 8 bits. Una imagen cuyo lado mayor tiene más píxeles de los que `dpi` necesita a lo largo del lado mayor de la página más grande del documento se reduce a esa resolución; no se mide dónde se dibuja realmente, así que una imagen dibujada más pequeña que la página conserva más píxeles de los que daría `dpi` por sí solo. Las imágenes inusuales (CMYK, colores indexados, 16 bits, máscaras e imágenes con máscara, JBIG2, JPEG 2000) se conservan tal cual, igual que cualquier imagen que no se reduciría. Los flujos almacenados sin comprimir se comprimen con deflate, se descartan los objetos a los que nada hace referencia y el resto se empaqueta en flujos de objetos. El texto, las fuentes y los gráficos vectoriales no se tocan. El resultado nunca es mayor que el archivo subido: cuando nada se reduce, se devuelve el propio archivo subido. Las cabeceras X-Compression (compressed u original), X-Original-Size y X-Output-Size (bytes) indican qué ocurrió. Varios PDF se responden en un ZIP.',
    params: {
      quality: es.image.quality(60),
      dpi: 'Resolución a la que se reducen las imágenes, en puntos por pulgada, medida respecto a la página más grande; por defecto 150',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
})
