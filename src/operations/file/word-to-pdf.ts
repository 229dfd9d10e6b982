import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, officeToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'word-to-pdf',
  input: 'file',
  requires: 'libreoffice',
  summary: 'Convert a Word document to PDF',
  description: [
    'Converts a Word document (DOCX) to PDF with LibreOffice, keeping its layout, fonts (those installed on the server; others are substituted) and images, named after the upload.',
    'Macros never run and linked content (images or data the document points to elsewhere) is not fetched.',
    'This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { ...WORD_FILES, answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A letter as PDF', params: {}, files: ['letter.docx'], output: PDF_TYPE }],
  run: (_params, ctx) => officeToPdf(ctx, 'docx', { operation: 'word-to-pdf', package: 'libreoffice-writer' }),
  es: {
    summary: 'Convierte un documento de Word a PDF',
    description: `Convierte un documento de Word (DOCX) a PDF con LibreOffice, conservando su maquetación, sus fuentes (las instaladas en el servidor; las demás se sustituyen) y sus imágenes, con el nombre del archivo subido. Las macros nunca se ejecutan y el contenido vinculado (imágenes o datos a los que el documento apunta en otro lugar) no se descarga. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
})
