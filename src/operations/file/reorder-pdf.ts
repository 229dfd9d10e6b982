import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'reorder-pdf',
  input: 'file',
  summary: 'Put the pages of a PDF in a new order',
  description: [
    'order lists pages and ascending ranges in their new order, such as "3,1,2" or "2-3,1". Each page may be named once (422 otherwise).',
    'Pages not named follow in their original order, so "3" moves page 3 to the front; with drop_unlisted=1 they are left out instead.',
    `The result is a new document made of those pages; it ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
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
  es: {
    summary: 'Pone las páginas de un PDF en un orden nuevo',
    description: `order lista páginas e intervalos ascendentes en su nuevo orden, como "3,1,2" o "2-3,1". Cada página puede nombrarse una sola vez (422 en otro caso). Las páginas no nombradas van a continuación en su orden original, así que "3" mueve la página 3 al principio; con drop_unlisted=1 se omiten en su lugar. El resultado es un documento nuevo formado por esas páginas; ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      order: 'El nuevo orden de las páginas: números de página e intervalos ascendentes separados por comas, como 3,1,2 o 2-3,1 ("2-" llega hasta la última página).',
      drop_unlisted: 'Omite las páginas que order no nombra, en lugar de añadirlas en su orden original.',
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
