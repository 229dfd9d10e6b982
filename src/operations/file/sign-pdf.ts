import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation, type OperationContext } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import {
  colorParam, DATA_URL_MAX_CHARS, dataUrlImage, passwordParam, pdfImage, pdfTarget,
} from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import type { SignRequest } from '../../lib/pdf/sign.ts'
import { SIGNATURE_EDGE } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

const params = z.object({
  text: z.string().max(100).optional()
    .describe('A typed signature of 1-100 characters, written in a handwriting font (Dancing Script); Latin letters, digits and common punctuation'),
  signature_data_url: z.string().max(DATA_URL_MAX_CHARS).optional()
    .describe(`The signature as a data URL, data:image/png;base64,… or data:image/jpeg;base64,… (as a drawing canvas gives it), at most ${DATA_URL_MAX_CHARS} characters (about 1.5 MB of image)`),
  page: z.number().int().min(1).max(100_000).optional()
    .describe('The page to sign, counted from 1; default the last page'),
  x: z.number().min(0).max(14_400).optional()
    .describe(`Left edge of the signature in points from the left of the page (72 pt = 1 inch); default: ${SIGNATURE_EDGE} pt from the right edge`),
  y: z.number().min(0).max(14_400).optional()
    .describe(`Bottom edge of the signature (with its date line) in points from the bottom of the page; default ${SIGNATURE_EDGE}`),
  width: z.number().min(10).max(1000).default(150)
    .describe('Width of the signature in points; its height keeps the image\'s or the text\'s proportions; default 150'),
  color: colorParam('a typed signature and the date line', '#1a237e'),
  date: z.boolean().default(false)
    .describe('Write today\'s date (UTC, YYYY-MM-DD) under the signature; default false'),
  password: passwordParam,
})

type Options = z.output<typeof params>

/** Exactly one of the three ways to give a signature, as the worker takes it. */
async function signatureOf(options: Options, ctx: OperationContext): Promise<SignRequest['signature']> {
  const text = optionalText(options.text)
  const dataUrl = optionalText(options.signature_data_url)
  const part = ctx.files.parts.signature
  const count = [text, dataUrl, part].filter((source) => source !== undefined).length
  if (count !== 1) throw new OperationError('SIGNATURE_SOURCE', { count })
  if (text !== undefined) return { text }
  return { image: await pdfImage(part ?? dataUrlImage(dataUrl!, 'signature_data_url'), ctx) }
}

export default defineOperation({
  category: 'file',
  name: 'sign-pdf',
  input: 'file',
  summary: 'Stamp a visible signature on a PDF page',
  description: [
    'Draws a signature on one page (default the last): an image sent in the file field `signature` (PNG with transparency, or JPEG), an image in `signature_data_url`, or a typed `text` written in Dancing Script, a handwriting font embedded (subset) in the PDF. Exactly one of the three.',
    `By default it sits in the bottom-right corner, ${SIGNATURE_EDGE} pt from the edges; \`x\` and \`y\` place its bottom-left corner instead, in points from the page's bottom-left corner as displayed (rotated pages included).`,
    'It must fit on the page: otherwise the answer is 422 with the sizes involved. With `date` the current date is written under it.',
    'This is a visible mark, not a cryptographic digital signature. Everything else in the PDF is kept; several PDFs get the same signature and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', extraFields: ['signature'], extraAccepts: ['jpg', 'png'], answers: [PDF_TYPE] },
  params,
  examples: [{
    title: 'A typed signature with the date on the last page',
    params: { text: 'Ada Lovelace', date: true },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const color = parseHex(options.color, 'color')
    const signature = await signatureOf(options, ctx)
    const files = await ctx.documents.run('pdf.sign', {
      ...target,
      signature,
      color,
      width: options.width,
      ...(options.page !== undefined && { page: options.page }),
      ...(options.x !== undefined && { x: options.x }),
      ...(options.y !== undefined && { y: options.y }),
      ...(options.date && { dateLine: new Date().toISOString().slice(0, 10) }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Estampa una firma visible en una página de un PDF',
    description: 'Dibuja una firma en una página (por defecto la última): una imagen enviada en el campo de archivo `signature` (PNG con transparencia, o JPEG), una imagen en `signature_data_url`, o un `text` escrito con Dancing Script, una fuente manuscrita incrustada (como subconjunto) en el PDF. Exactamente una de las tres. Por defecto se sitúa en la esquina inferior derecha, a 36 pt de los bordes; `x` e `y` sitúan en cambio su esquina inferior izquierda, en puntos desde la esquina inferior izquierda de la página tal como se muestra (páginas giradas incluidas). Debe caber en la página: en otro caso la respuesta es 422 con los tamaños implicados. Con `date` se escribe debajo la fecha actual. Es una marca visible, no una firma digital criptográfica. Todo lo demás del PDF se conserva; varios PDF reciben la misma firma y se responden en un ZIP.',
    params: {
      text: 'Una firma escrita de 1-100 caracteres, con una fuente manuscrita (Dancing Script); letras latinas, dígitos y puntuación habitual',
      signature_data_url: 'La firma como data URL, data:image/png;base64,… o data:image/jpeg;base64,… (como la da un lienzo de dibujo), como máximo 2097152 bytes de imagen',
      page: 'La página que se firma, contando desde 1; por defecto la última',
      x: 'Borde izquierdo de la firma en puntos desde la izquierda de la página (72 pt = 1 pulgada); por defecto, a 36 pt del borde derecho',
      y: 'Borde inferior de la firma (con su línea de fecha) en puntos desde el pie de la página; por defecto 36',
      width: 'Ancho de la firma en puntos; su alto conserva las proporciones de la imagen o del texto; por defecto 150',
      color: 'Color de una firma escrita y de la línea de fecha, como #rrggbb o #rgb; por defecto #1a237e',
      date: 'Escribe la fecha de hoy (UTC, YYYY-MM-DD) bajo la firma; por defecto false',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
})
