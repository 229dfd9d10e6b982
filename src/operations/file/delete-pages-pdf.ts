import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'delete-pages-pdf',
  input: 'file',
  summary: 'Remove pages from a PDF',
  description: [
    'Removes the selected pages and keeps the others in their order. At least one page must remain (422 otherwise).',
    'The result is a new document made of the remaining pages, so nothing of the removed pages is left in the file;',
    `it ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    pages: pageSelectionParam('The pages to remove'),
    password: openPasswordParam,
  }),
  examples: [{ title: 'Remove the first and last pages', params: { pages: '1,3' }, files: ['three-pages.pdf'], output: 'application/pdf' }],
  run: async ({ pages, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.deletePages', { ...pdfJob(ctx, password), pages }, budget(ctx))),
  es: {
    summary: 'Elimina páginas de un PDF',
    description: `Elimina las páginas seleccionadas y conserva las demás en su orden. Debe quedar al menos una página (422 en otro caso). El resultado es un documento nuevo formado por las páginas restantes, así que no queda nada de las páginas eliminadas en el archivo; ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      pages: es.pdf.pageList('Las páginas que se eliminan'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
