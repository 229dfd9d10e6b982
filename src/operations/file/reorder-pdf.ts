import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { EACH_PDF, ENCRYPTED_INPUTS, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'

export default defineOperation({
  category: 'file',
  name: 'reorder-pdf',
  input: 'file',
  summary: 'Put the pages of a PDF in a new order',
  description: [
    'order lists pages and ascending ranges in their new order, such as "3,1,2" or "2-3,1". Each page may be named once (422 otherwise).',
    'Pages not named follow in their original order, so "3" moves page 3 to the front; with drop_unlisted=1 they are left out instead.',
    'The result is a new document made of those pages; it keeps the document information (title, author...) but not bookmarks or form fields.',
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: EACH_PDF,
  params: z.object({
    order: z.string().min(1).max(1000).describe('The new page order: page numbers and ascending ranges separated by commas, such as 3,1,2 or 2-3,1 ("2-" runs to the last page).'),
    drop_unlisted: z.boolean().default(false).describe('Leave out the pages that order does not name, instead of appending them in their original order.'),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Last page first', params: { order: '3' }, files: ['three-pages.pdf'], output: 'application/pdf' },
    { title: 'Pages 2 and 3 only, swapped', params: { order: '3,2', drop_unlisted: true }, files: ['three-pages.pdf'], output: 'application/pdf' },
  ],
  run: async ({ order, drop_unlisted, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.reorder', { ...pdfJob(ctx, password), order, dropUnlisted: drop_unlisted }, budget(ctx))),
})
