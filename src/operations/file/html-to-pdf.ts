import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, htmlToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'

export default defineOperation({
  category: 'file',
  name: 'html-to-pdf',
  input: 'file',
  requires: 'chromium',
  summary: 'Convert an HTML page to PDF',
  description: [
    'Prints an uploaded HTML file (UTF-8) to PDF with headless Chromium, laid out by its print styles: US Letter with Chromium\'s default margins unless an @page rule sets the size and margins, backgrounds included, no header or footer; named after the upload.',
    'The page is self-contained by force: scripts, frames, objects, embeds, <link> and <meta http-equiv> are removed, event-handler attributes dropped,',
    'and every URL in attributes and CSS (src, href, url(), @import) that is not a data: URI or a #fragment is removed, so images and styles must be inline or embedded as data: URIs.',
    'Nothing is fetched from the network or the server\'s files and no JavaScript runs.',
    'This operation needs Chromium on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['html'], mode: 'each' },
  params: z.object({}),
  examples: [{ title: 'A page as PDF', params: {}, files: ['page.html'], output: PDF_TYPE }],
  run: (_params, ctx) => htmlToPdf(ctx, { operation: 'html-to-pdf', package: 'chromium' }),
})
