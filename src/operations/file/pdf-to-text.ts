import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { budget, pdfLimits } from '../kits/documents.ts'
import { PDF_FILES, pagesParam, passwordParam } from '../kits/pdf-to-image.ts'

export default defineOperation({
  category: 'file',
  name: 'pdf-to-text',
  input: 'file',
  summary: 'Extract the text of a PDF',
  description: [
    'Reads the text a PDF draws (with pdf.js), page by page: `pages` lists each selected page as { page, text } (1-based page numbers),',
    '`text` joins them in that order separated by a form feed (\\f, as pdftotext does), and `characters` counts the Unicode characters of `text`; `page_count` is the number of pages of the document.',
    'Lines are rebuilt from where the pieces of text sit on the page, in the order the page draws them (which is the reading order for what word processors write; columns laid out side by side may interleave):',
    'a piece whose baseline moves by more than half the font size starts a new line, and a visible gap between pieces becomes a space.',
    'Text inside images (scans) is not recognised: such pages answer an empty text.',
    'An encrypted PDF needs its password in `password`. Several PDFs answer an array in upload order.',
  ].join(' '),
  files: PDF_FILES,
  params: z.object({
    pages: pagesParam('read'),
    password: passwordParam(),
  }),
  examples: [{
    title: 'The text of every page',
    params: {},
    files: ['three-pages.pdf'],
    result: {
      page_count: 3,
      pages: [{ page: 1, text: 'Page one\nThe quick brown fox jumps over the lazy dog.' }, { page: 2 }, { page: 3 }],
    },
  }, {
    title: 'One page of an encrypted PDF',
    params: { pages: '2', password: 'secret' },
    files: ['encrypted.pdf'],
    result: { pages: [{ page: 2, text: 'Page two\nSecond page text: café, naïve, 42.' }] },
  }],
  run: async ({ pages, password }, ctx) => {
    const { name, bytes } = ctx.files.uploads[0]!
    return ctx.documents.run('pdf.text', { file: { name, bytes }, pages, password, limits: pdfLimits(ctx) }, budget(ctx))
  },
})
