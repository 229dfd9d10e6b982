import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, htmlToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

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
  files: { accepts: ['html'], mode: 'each', answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A page as PDF', params: {}, files: ['page.html'], output: PDF_TYPE }],
  run: (_params, ctx) => htmlToPdf(ctx, { operation: 'html-to-pdf', package: 'chromium' }),
  es: {
    summary: 'Convierte una página HTML a PDF',
    description: `Imprime un archivo HTML subido (UTF-8) a PDF con Chromium sin interfaz, maquetado según su hoja de estilo de impresión y sus reglas @page (A4 o Letter por defecto, sin fondos), con el nombre del archivo subido. La página se hace autónoma a la fuerza: se eliminan los scripts, frames, objects, embeds, <link> y <meta http-equiv>, se descartan los atributos de manejadores de eventos, y se elimina toda URL en atributos y CSS (src, href, url(), @import) que no sea un URI data: o un #fragmento, así que las imágenes y los estilos deben ir en línea o incrustados como URI data:. No se descarga nada de la red ni de los archivos del servidor, y no se ejecuta JavaScript. Esta operación necesita Chromium en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
})
