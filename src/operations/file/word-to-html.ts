import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, convertWord } from '../kits/office.ts'
import { HTML_TYPE } from '../../lib/office/outputs.ts'
import { MAX_EMBEDDED_IMAGE_BYTES } from '../../lib/office/word.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'word-to-html',
  input: 'file',
  summary: 'Convert a Word document to HTML',
  description: [
    'Converts a Word document (DOCX) to a complete UTF-8 HTML page, named after the upload. The structure is kept (headings, paragraphs, bold and italic, lists, tables, links, footnotes)',
    'and the looks are not (fonts, colours, sizes, page layout); styles without an HTML equivalent are dropped silently.',
    `Images are embedded as data: URIs, at most ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB of them (413 beyond); files the document only links to are never fetched.`,
    BATCH_NOTE,
  ].join(' '),
  files: { ...WORD_FILES, answers: [HTML_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A letter as a web page', params: {}, files: ['letter.docx'], output: HTML_TYPE }],
  run: (_params, ctx) => convertWord(ctx, 'office.wordToHtml'),
  es: {
    summary: 'Convierte un documento de Word a HTML',
    description: `Convierte un documento de Word (DOCX) en una página HTML completa en UTF-8, con el nombre del archivo subido. Se conserva la estructura (títulos, párrafos, negrita y cursiva, listas, tablas, enlaces, notas al pie) y no el aspecto (fuentes, colores, tamaños, maquetación de página); los estilos sin equivalente en HTML se descartan sin aviso. Las imágenes se incrustan como URI data:, como máximo 50 MiB en total (413 por encima); los archivos que el documento solo enlaza nunca se descargan. ${es.image.SEVERAL_ZIP}`,
  },
})
