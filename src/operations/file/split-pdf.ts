import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { EACH_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'

export default defineOperation({
  category: 'file',
  name: 'split-pdf',
  input: 'file',
  summary: 'Split a PDF into several PDFs, by page or by ranges',
  description: [
    'Without ranges, every page becomes a PDF of its own (report-1.pdf, report-2.pdf...).',
    'With ranges, each comma-separated group becomes one PDF: "1-3,5,7-" gives report-1-3.pdf, report-5.pdf and report-7-<last>.pdf; groups may overlap.',
    'Several results answer a ZIP; a single group answers that PDF. Each part keeps the document information (title, author...) but not bookmarks or form fields.',
    ENCRYPTED_INPUTS,
    'Several uploaded files answer one ZIP with a folder per file.',
  ].join(' '),
  files: EACH_PDF,
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
})
