import { z } from 'zod'
import { ApiError } from '../../core/errors.ts'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { theUpload } from '../kits/office.ts'
import { chromiumToPdf } from '../../lib/office/converters.ts'
import { PDF_TYPE, pdfName } from '../../lib/pdf/document.ts'
import { MAX_MARKDOWN_LENGTH, runMarkdownRender } from '../../lib/text/markdown.ts'
import { printPage } from '../../lib/print/markdown-page.ts'
import es from '../../i18n/es/phrases/index.ts'

const PAGE_SIZES = ['A4', 'Letter'] as const

export default defineOperation({
  category: 'file',
  name: 'markdown-to-pdf',
  input: 'file',
  requires: 'chromium',
  summary: 'Convert a Markdown document to PDF',
  description: [
    'Renders a Markdown document, uploaded as a file or sent as text in the field `text` (UTF-8, CommonMark with GitHub tables and strikethrough) to HTML exactly as dev/markdown-to-html does, raw HTML escaped and links limited to safe addresses,',
    'then prints it to PDF with headless Chromium on `page_size` paper with `margin` millimetres on every side, through the same sanitised path as html-to-pdf.',
    'The print style sheet sets a serif body at 11 pt, sans-serif headings, monospaced code blocks on a light grey background that wrap long lines, and tables with ruled cells; headings are kept with what follows them.',
    'Nothing is fetched: images are shown only when embedded as data: URIs (data:image/png;base64,…); an image or style with any other address, http(s) included, is left out, as html-to-pdf does.',
    `At most ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters per file (413 MARKDOWN_FILE_TOO_LONG). The file is recognised as text from its bytes, whatever its name; named after the upload with .pdf.`,
    'This operation needs Chromium on the server: without it the answer is 503 CONVERTER_MISSING naming the chromium package.',
    'Several files answer a ZIP.',
  ].join(' '),
  files: { accepts: ['csv', 'json', 'html'], mode: 'each', answers: [PDF_TYPE], textField: { field: 'text', name: 'document.md' } },
  params: z.object({
    text: z.string().max(MAX_MARKDOWN_LENGTH).optional()
      .describe(`The Markdown as text, instead of a file (not both); at most ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters; the PDF is named document.pdf`),
    page_size: z.enum(PAGE_SIZES).default('A4').describe('Paper size: A4 (210 × 297 mm) or Letter (8.5 × 11 in); default A4'),
    margin: z.number().min(0).max(50).default(15).describe('Margin on every side, in millimetres (0 to 50); default 15'),
  }),
  examples: [
    { title: 'A README on A4', params: {}, files: ['notes.md'], output: PDF_TYPE },
    { title: 'On Letter paper with 25 mm margins', params: { page_size: 'Letter', margin: 25 }, files: ['notes.md'], output: PDF_TYPE },
    { title: 'Markdown sent as text', params: { text: '# Release notes\n\n- Faster start\n- **Fewer** crashes\n' }, files: [], output: PDF_TYPE },
  ],
  async run({ page_size, margin }, ctx) {
    const input = theUpload(ctx)
    const text = new TextDecoder('utf-8').decode(input.bytes).replace(/^\uFEFF/, '')
    if (text.length > MAX_MARKDOWN_LENGTH) {
      throw new ApiError('MARKDOWN_FILE_TOO_LONG', { name: input.name, length: text.length, max: MAX_MARKDOWN_LENGTH })
    }
    const { html } = await runMarkdownRender(ctx.compute, text)
    const page = new TextEncoder().encode(printPage(html, { title: input.name, pageSize: page_size, marginMm: margin }))
    // Cleaned like any html-to-pdf upload: whatever the renderer let through, nothing loads or runs.
    const bytes = await ctx.documents.run('office.safeHtml', { name: input.name, bytes: page }, budget(ctx))
    const pdf = await chromiumToPdf({
      operation: 'markdown-to-pdf', package: 'chromium', name: input.name, bytes, deadline: ctx.files.deadline, signal: ctx.files.signal, paths: ctx.files.converters,
    })
    return new FileOutput(pdfName(input.name), PDF_TYPE, pdf)
  },
  es: {
    summary: 'Convierte un documento Markdown a PDF',
    description: `Convierte un documento Markdown, subido como archivo o enviado como texto en el campo \`text\` (UTF-8, CommonMark con las tablas y el tachado de GitHub) a HTML exactamente como dev/markdown-to-html, con el HTML en bruto escapado y los enlaces limitados a direcciones seguras, y después lo imprime a PDF con Chromium sin interfaz en papel \`page_size\` con \`margin\` milímetros en cada lado, por el mismo camino saneado que html-to-pdf. La hoja de estilo de impresión usa un cuerpo con serifa de 11 pt, títulos sin serifa, bloques de código monoespaciados sobre fondo gris claro que parten las líneas largas y tablas con celdas delimitadas; los títulos se mantienen junto a lo que les sigue. No se descarga nada: las imágenes solo se muestran si van incrustadas como URI data: (data:image/png;base64,…); una imagen o un estilo con cualquier otra dirección, http(s) incluido, se omite, como en html-to-pdf. Como máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('es')} caracteres por archivo (413 MARKDOWN_FILE_TOO_LONG). El archivo se reconoce como texto por sus bytes, sea cual sea su nombre; el PDF lleva el nombre del archivo subido con .pdf. Esta operación necesita Chromium en el servidor: sin él la respuesta es 503 CONVERTER_MISSING, que nombra el paquete chromium. ${es.image.SEVERAL_ZIP}`,
    params: {
      text: `El Markdown como texto, en lugar de un archivo (no ambos); como máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('es')} caracteres; el PDF se llama document.pdf`,
      page_size: 'Tamaño del papel: A4 (210 × 297 mm) o Letter (8,5 × 11 pulgadas); por defecto A4',
      margin: 'Margen en cada lado, en milímetros (de 0 a 50); por defecto 15',
    },
  },
})
