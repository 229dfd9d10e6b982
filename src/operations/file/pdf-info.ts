import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { EACH_PDF, pdfJob } from '../kits/pdf-pages.ts'

export default defineOperation({
  category: 'file',
  name: 'pdf-info',
  input: 'file',
  summary: 'Read a PDF\'s pages, page sizes, metadata, encryption and fonts',
  description: [
    'Describes each PDF without changing it: pages; page_sizes for the first 50 pages (crop box before rotation, in points and millimetres, rotation, and paper: A4, Letter, Legal, A3 or A5 in either orientation within 1 pt, else null);',
    'uniform_size (all pages the same size); title, author, subject, keywords, creator, producer, creation_date and modification_date (ISO 8601, null when absent);',
    'pdf_version from the file header; encrypted, and encryption (algorithm such as AES-256, revision, password_required, whether it could be opened, and the permissions for printing, copying, modifying, annotating, filling_forms and assembling);',
    'fonts (names used by the pages and the forms they draw, subset prefixes such as ABCDEF+ removed, at most 100); has_outline (bookmarks); form_fields; size_bytes.',
    'An encrypted file is described without its password as far as possible (pages, sizes, fonts): its metadata is then null. With password its metadata is read too; a wrong password answers 422 BAD_PASSWORD.',
    'Files over the PDF_MAX_PAGES limit of the editing operations are described too. Several files answer an array in upload order.',
  ].join(' '),
  files: EACH_PDF,
  params: z.object({
    password: z.string().max(128).optional()
      .describe('Password of an encrypted file, to read its metadata too. Optional: without it, what is not encrypted is still described.'),
  }),
  examples: [
    {
      title: 'A 3-page A4 document made by LibreOffice',
      params: {},
      files: ['three-pages.pdf'],
      result: { pages: 3, uniform_size: true, producer: 'LibreOffice 7.4', encrypted: false, page_sizes: [1, 2, 3].map((page) => ({ page, paper: 'A4' })) },
    },
    {
      title: 'An encrypted file, without its password',
      params: {},
      files: ['encrypted.pdf'],
      result: { encrypted: true, title: null, encryption: { algorithm: 'AES-256', password_required: true, opened: false } },
    },
  ],
  run: async ({ password }, ctx) => ctx.documents.run('pdf.info', pdfJob(ctx, password), budget(ctx)),
  es: {
    summary: 'Lee las páginas, los tamaños de página, los metadatos, el cifrado y las fuentes de un PDF',
    description: 'Describe cada PDF sin modificarlo: pages; page_sizes de las primeras 50 páginas (crop box antes de la rotación, en puntos y milímetros, la rotación y paper: A4, Letter, Legal, A3 o A5 en cualquier orientación con un margen de 1 pt, o null); uniform_size (todas las páginas del mismo tamaño); title, author, subject, keywords, creator, producer, creation_date y modification_date (ISO 8601, null cuando faltan); pdf_version según la cabecera del archivo; encrypted y encryption (un algoritmo como AES-256, la revisión, password_required, si se pudo abrir y los permisos de printing, copying, modifying, annotating, filling_forms y assembling); fonts (los nombres que usan las páginas y los formularios que dibujan, sin prefijos de subconjunto como ABCDEF+, como máximo 100); has_outline (marcadores); form_fields; size_bytes. Un archivo cifrado se describe sin su contraseña en la medida de lo posible (páginas, tamaños, fuentes): sus metadatos son entonces null. Con password se leen también sus metadatos; una contraseña incorrecta responde 422 BAD_PASSWORD. También se describen los archivos que superan el límite PDF_MAX_PAGES de las operaciones de edición. Varios archivos se responden con un array en el orden de subida.',
    params: {
      password: 'Contraseña de un archivo cifrado, para leer también sus metadatos. Opcional: sin ella se sigue describiendo lo que no está cifrado.',
    },
  },
})
