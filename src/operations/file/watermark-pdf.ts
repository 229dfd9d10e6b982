import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation, type OperationContext } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { colorParam, pagesParam, passwordParam, pdfImage, pdfTarget } from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import type { WatermarkRequest } from '../../lib/pdf/watermark.ts'
import { IMAGE_SHARE, WATERMARK_EDGE, WATERMARK_POSITIONS } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

const params = z.object({
  text: z.string().max(200).optional()
    .describe('Watermark text of 1-200 characters, in Helvetica Bold (Latin-1 characters)'),
  opacity: z.number().min(0.05).max(1).default(0.3)
    .describe('Opacity of the watermark, from 0.05 (faint) to 1 (solid); default 0.3'),
  position: z.enum(WATERMARK_POSITIONS).default('diagonal')
    .describe(`center, diagonal (centred, along the line from the bottom-left to the top-right corner), top or bottom (centred, ${WATERMARK_EDGE} pt from that edge); default diagonal`),
  font_size: z.number().int().min(8).max(200).default(48)
    .describe('Size of the text in points; a text too long for the page is made smaller to fit; default 48'),
  color: colorParam('the text', '#808080'),
  pages: pagesParam('to watermark'),
  password: passwordParam,
})

type Options = z.output<typeof params>

async function markOf(options: Options, ctx: OperationContext): Promise<WatermarkRequest['mark']> {
  const text = optionalText(options.text)
  const part = ctx.files.parts.image
  const count = [text, part].filter((source) => source !== undefined).length
  if (count !== 1) throw new OperationError('WATERMARK_SOURCE', { count })
  return text !== undefined ? { text } : { image: await pdfImage(part!, ctx) }
}

export default defineOperation({
  category: 'file',
  name: 'watermark-pdf',
  input: 'file',
  summary: 'Lay a text or image watermark over PDF pages',
  description: [
    'Draws a `text`, or an image sent in the file field `image` (PNG, transparency kept, or JPEG), over the selected pages (default all), at the given opacity. Exactly one of the two.',
    `An image is scaled to ${IMAGE_SHARE * 100} % of the page's width (less when that would pass ${IMAGE_SHARE * 100} % of its height).`,
    'Positions are taken on the page as displayed, so rotated pages get an upright watermark. The text stays selectable.',
    'Everything else in the PDF is kept; several PDFs get the same watermark and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', extraFields: ['image'], extraAccepts: ['jpg', 'png'], answers: [PDF_TYPE] },
  params,
  examples: [{
    title: 'A diagonal CONFIDENTIAL on every page',
    params: { text: 'CONFIDENTIAL' },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const color = parseHex(options.color, 'color')
    const mark = await markOf(options, ctx)
    const files = await ctx.documents.run('pdf.watermark', {
      ...target,
      mark,
      opacity: options.opacity,
      position: options.position,
      fontSize: options.font_size,
      color,
      ...(options.pages !== undefined && { pages: options.pages }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Pone una marca de agua de texto o de imagen sobre páginas de un PDF',
    description: 'Dibuja un `text`, o una imagen enviada en el campo de archivo `image` (PNG, conservando la transparencia, o JPEG), sobre las páginas seleccionadas (todas por defecto), con la opacidad indicada. Exactamente uno de los dos. Una imagen se escala al 50 % del ancho de la página (menos si así pasara del 50 % de su alto). Las posiciones se toman en la página tal como se muestra, así que las páginas giradas reciben una marca de agua derecha. El texto sigue siendo seleccionable. Todo lo demás del PDF se conserva; varios PDF reciben la misma marca de agua y se responden en un ZIP.',
    params: {
      text: 'Texto de la marca de agua, de 1-200 caracteres, en Helvetica Bold (caracteres Latin-1)',
      opacity: 'Opacidad de la marca de agua, de 0.05 (tenue) a 1 (opaca); por defecto 0.3',
      position: 'center, diagonal (centrada, a lo largo de la línea de la esquina inferior izquierda a la superior derecha), top o bottom (centrada, a 36 pt de ese borde); por defecto diagonal',
      font_size: 'Tamaño del texto en puntos; un texto demasiado largo para la página se reduce para caber; por defecto 48',
      color: 'Color del texto como #rrggbb o #rgb; por defecto #808080',
      pages: 'Páginas que llevan la marca de agua, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
})
