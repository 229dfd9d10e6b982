import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'split-pdf',
  input: 'file',
  summary: 'Split a PDF into several PDFs, by page or by ranges',
  description: [
    'Without ranges, every page becomes a PDF of its own (report-1.pdf, report-2.pdf...).',
    'With ranges, each comma-separated group becomes one PDF: "1-3,5,7-" gives report-1-3.pdf, report-5.pdf and report-7-<last>.pdf; groups may overlap.',
    `Several results answer a ZIP; a single group answers that PDF. Each part ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several uploaded files answer one ZIP with a folder per file.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    ranges: pageSelectionParam('The parts to make, each comma-separated group becoming one PDF').optional(),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Every page on its own (a ZIP)', params: {}, files: ['three-pages.pdf'], output: 'application/zip' },
    { title: 'Pages 2 to 3 as one PDF', params: { ranges: '2-3' }, files: ['three-pages.pdf'], output: 'application/pdf' },
  ],
  run: async ({ ranges, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.split', { ...pdfJob(ctx, password), ...(ranges !== undefined && { ranges }) }, budget(ctx))),
  es: {
    summary: 'Divide un PDF en varios PDF, por páginas o por intervalos',
    description: `Sin ranges, cada página pasa a ser un PDF propio (report-1.pdf, report-2.pdf...). Con ranges, cada grupo separado por comas pasa a ser un PDF: "1-3,5,7-" da report-1-3.pdf, report-5.pdf y report-7-<última>.pdf; los grupos pueden solaparse. Varios resultados se responden en un ZIP; un solo grupo se responde con ese PDF. Cada parte ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos subidos se responden en un ZIP con una carpeta por archivo.`,
    params: {
      ranges: es.pdf.pageList('Las partes que se crean, cada grupo separado por comas convertido en un PDF'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
