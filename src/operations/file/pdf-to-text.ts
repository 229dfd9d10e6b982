import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget, pdfLimits } from '../kits/documents.ts'
import { PageNumber } from '../kits/file-results.ts'
import { PDF_FILES, pagesParam, passwordParam } from '../kits/pdf-to-image.ts'
import es from '../../i18n/es/phrases/index.ts'

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
  result: z.object({
    page_count: z.number().int().min(1).apply(described, { en: 'Number of pages of the document, selected or not', es: 'Número de páginas del documento, seleccionadas o no' }),
    pages: z.array(z.object({
      page: PageNumber,
      text: z.string().apply(described, { en: 'The text the page draws, lines separated by \\n; empty for a page without text (a scan, say)', es: 'El texto que dibuja la página, con las líneas separadas por \\n; vacío para una página sin texto (un escaneo, por ejemplo)' }),
    })).apply(described, { en: 'Each selected page once, in the order selected (every page by default)', es: 'Cada página seleccionada una vez, en el orden de la selección (todas las páginas por defecto)' }),
    text: z.string().apply(described, { en: 'The selected pages\' text joined in that order, separated by a form feed (\\f)', es: 'El texto de las páginas seleccionadas unido en ese orden, separado por un salto de página (\\f)' }),
    characters: z.number().int().min(0).apply(described, { en: 'Length of text, in Unicode characters (code points)', es: 'Longitud de text, en caracteres Unicode (puntos de código)' }),
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
  es: {
    summary: 'Extrae el texto de un PDF',
    description: 'Lee el texto que dibuja un PDF (con pdf.js), página a página: `pages` lista cada página seleccionada como { page, text } (números de página desde 1), `text` las une en ese orden separadas por un salto de página (\\f, como hace pdftotext), y `characters` cuenta los caracteres Unicode de `text`; `page_count` es el número de páginas del documento. Las líneas se reconstruyen a partir de dónde se sitúan los fragmentos de texto en la página, en el orden en que la página los dibuja (que es el orden de lectura en lo que escriben los procesadores de texto; las columnas dispuestas una junto a otra pueden entremezclarse): un fragmento cuya línea base se desplaza más de la mitad del tamaño de la fuente empieza una línea nueva, y un hueco visible entre fragmentos se convierte en un espacio. El texto dentro de imágenes (escaneos) no se reconoce: esas páginas responden con un texto vacío. Un PDF cifrado necesita su contraseña en `password`. Varios PDF se responden con un array en el orden de subida.',
    params: {
      pages: es.pdf.selectedPages('read'),
      password: es.pdf.PDF_RENDER_PASSWORD,
    },
  },
})
