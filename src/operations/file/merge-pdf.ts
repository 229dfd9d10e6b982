import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget, named, pdfLimits } from '../kits/documents.ts'
import { openPasswordParam } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'

const MAX_FILES = 20

export default defineOperation({
  category: 'file',
  name: 'merge-pdf',
  input: 'file',
  summary: 'Merge several PDFs into one, with a bookmark per file',
  description: [
    `Joins 2 to ${MAX_FILES} PDFs into one, in upload order, keeping every page as it is (size, rotation, links inside each page).`,
    'The result has one bookmark per input, titled with its file name without the extension, that jumps to its first page;',
    'the inputs\' own bookmarks, form fields and document information are not carried over.',
    'The merged document may have at most PDF_MAX_PAGES pages in total (413 otherwise).',
    'Encrypted inputs are opened with password (the same one for all); files that only restrict printing or editing open without it. The result is not encrypted.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'all', maxFiles: MAX_FILES, answers: [PDF_TYPE] },
  params: z.object({ password: openPasswordParam }),
  examples: [{
    title: 'A 3-page A4 document followed by a US Letter page',
    params: {},
    files: ['three-pages.pdf', 'letter.pdf'],
    output: 'application/pdf',
  }],
  async run({ password }, ctx) {
    const { uploads } = ctx.files
    if (uploads.length < 2) throw new OperationError('PDF_MERGE_NEEDS_TWO', { count: uploads.length })
    const job = { files: named(uploads), limits: pdfLimits(ctx), ...(password ? { password } : {}) }
    return asOutputs(await ctx.documents.run('pdf.merge', job, budget(ctx)))
  },
  es: {
    summary: 'Une varios PDF en uno, con un marcador por archivo',
    description: 'Une de 2 a 20 PDF en uno, en el orden de subida, conservando cada página tal cual (tamaño, rotación, enlaces dentro de cada página). El resultado tiene un marcador por cada entrada, titulado con su nombre de archivo sin la extensión, que lleva a su primera página; no se trasladan los marcadores, los campos de formulario ni la información del documento de las entradas. El documento unido puede tener como máximo PDF_MAX_PAGES páginas en total (413 en otro caso). Las entradas cifradas se abren con password (la misma para todas); los archivos que solo restringen la impresión o la edición se abren sin ella. El resultado no está cifrado.',
    params: {
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
