import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { colorParam, pagesParam, passwordParam, pdfTarget } from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { NUMBER_POSITIONS } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

const params = z.object({
  position: z.enum(NUMBER_POSITIONS).default('bottom-center')
    .describe('Where the number goes on the page as displayed; default bottom-center'),
  start: z.number().int().min(0).max(1_000_000).default(1)
    .describe('The number the first numbered page shows; default 1'),
  format: z.string().max(50).default('{n}')
    .describe('Text of each number: {n} is the page number and {total} the last page number, as in "{n}", "{n} / {total}" or "Page {n} of {total}"; must contain {n}; default "{n}"'),
  font_size: z.number().int().min(6).max(36).default(10)
    .describe('Size of the numbers in points (Helvetica); default 10'),
  margin: z.number().int().min(0).max(144).default(24)
    .describe('Distance from the page edges in points (72 pt = 1 inch); default 24'),
  color: colorParam('the numbers', '#000000'),
  pages: pagesParam('that get a number'),
  password: passwordParam,
})

export default defineOperation({
  category: 'file',
  name: 'page-numbers-pdf',
  input: 'file',
  summary: 'Write page numbers on a PDF',
  description: [
    'Writes a number on each selected page (default all), from `start`, in `format`.',
    'Numbers count pages from the first numbered one: with pages=2- and start=1 the cover stays blank and page 2 reads 1. A page left out in the middle still takes its number (pages=1-3,5 numbers page 5 as 5), and {total} is the number the last numbered page shows.',
    'Positions are taken on the page as displayed, so rotated pages are numbered upright. Everything else in the PDF is kept; several PDFs are numbered each on its own and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', answers: [PDF_TYPE] },
  params,
  examples: [{
    title: '"1 / 3" at the bottom-right of every page',
    params: { format: '{n} / {total}', position: 'bottom-right' },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const format = optionalText(options.format) ?? '{n}'
    if (!format.includes('{n}')) throw new OperationError('PAGE_NUMBER_FORMAT')
    const files = await ctx.documents.run('pdf.numberPages', {
      ...target,
      position: options.position,
      start: options.start,
      format,
      fontSize: options.font_size,
      margin: options.margin,
      color: parseHex(options.color, 'color'),
      ...(options.pages !== undefined && { pages: options.pages }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Escribe números de página en un PDF',
    description: 'Escribe un número en cada página seleccionada (todas por defecto), desde `start`, con `format`. Los números cuentan las páginas desde la primera numerada: con pages=2- y start=1 la portada queda en blanco y la página 2 muestra 1. Una página omitida en medio conserva igualmente su número (pages=1-3,5 numera la página 5 como 5), y {total} es el número que muestra la última página numerada. Las posiciones se toman en la página tal como se muestra, así que las páginas giradas se numeran derechas. Todo lo demás del PDF se conserva; varios PDF se numeran cada uno por su cuenta y se responden en un ZIP.',
    params: {
      position: 'Dónde va el número en la página tal como se muestra; por defecto bottom-center',
      start: 'El número que muestra la primera página numerada; por defecto 1',
      format: 'Texto de cada número: {n} es el número de página y {total} el de la última página, como en "{n}", "{n} / {total}" o "Página {n} de {total}"; debe contener {n}; por defecto "{n}"',
      font_size: 'Tamaño de los números en puntos (Helvetica); por defecto 10',
      margin: 'Distancia a los bordes de la página en puntos (72 pt = 1 pulgada); por defecto 24',
      color: 'Color de los números como #rrggbb o #rgb; por defecto #000000',
      pages: 'Páginas que llevan número, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
})
