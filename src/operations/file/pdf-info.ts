import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import type { PaperName } from '../../lib/pdf/describe.ts'
import { budget } from '../kits/documents.ts'
import { EACH_PDF, pdfJob } from '../kits/pdf-pages.ts'

/** The paper sizes page_sizes recognises. */
const PAPERS = ['A4', 'Letter', 'Legal', 'A3', 'A5'] as const satisfies readonly PaperName[]

const metadata = (what: string) => z.string().nullable().describe(`${what}, from the document information; null when absent, or when the file is encrypted and was not opened`)
const permission = (what: string) => z.boolean().describe(`Whether the permission flags allow ${what}`)

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
  result: z.object({
    name: z.string().describe('The uploaded file\'s name'),
    size_bytes: z.number().int().min(0).describe('Size of the file, in bytes'),
    pdf_version: z.string().nullable().describe('PDF version from the file header, such as "1.7"; null when the header has none'),
    pages: z.number().int().min(1).nullable().describe('Number of pages; null when the page tree cannot be read (an encrypted file not opened)'),
    page_sizes: z.array(z.object({
      page: z.number().int().min(1).describe('Page number, from 1'),
      width: z.number().describe('Width of the crop box (what a viewer shows) before rotation, in points (1/72 inch) to 2 decimals'),
      height: z.number().describe('Height of the crop box before rotation, in points to 2 decimals'),
      width_mm: z.number().describe('The same width, in millimetres to 1 decimal'),
      height_mm: z.number().describe('The same height, in millimetres to 1 decimal'),
      rotation: z.number().min(0).lt(360).describe('Rotation the page is shown with, in degrees clockwise (0, 90, 180 or 270)'),
      paper: z.enum(PAPERS).nullable().describe('The paper size within 1 pt, in either orientation; null for any other size'),
    })).max(50).describe('The size of each of the first 50 pages, in page order; empty when the pages cannot be read'),
    uniform_size: z.boolean().nullable().describe('Whether every page (not only the first 50) has the same size; null when no page size could be read'),
    title: metadata('Title'),
    author: metadata('Author'),
    subject: metadata('Subject'),
    keywords: metadata('Keywords, as one text'),
    creator: metadata('The program that made the original document'),
    producer: metadata('The program that wrote the PDF'),
    creation_date: z.string().nullable().describe('Creation date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened'),
    modification_date: z.string().nullable().describe('Last modification date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened'),
    encrypted: z.boolean().describe('Whether the file is encrypted (encryption is then not null)'),
    encryption: z.object({
      algorithm: z.string().nullable().describe('The cipher (RC4-40, RC4-128, AES-128, AES-256), or the name of a non-standard security handler; null when unknown'),
      revision: z.number().nullable().describe('Revision of the standard security handler (2 to 6); null when not recorded'),
      password_required: z.boolean().describe('Whether a password is needed to open the file: false when only an owner password is set'),
      opened: z.boolean().describe('Whether the file could be decrypted, so that its metadata and form fields were read'),
      permissions: z.object({
        printing: permission('printing'),
        copying: permission('copying text and images'),
        modifying: permission('modifying the content'),
        annotating: permission('adding annotations and filling forms'),
        filling_forms: permission('filling form fields'),
        assembling: permission('inserting, rotating and deleting pages'),
      }).nullable().describe('What the file\'s permission flags allow (a reader honours them, they are not enforced by the encryption); null when not recorded'),
    }).nullable().describe('How the file is encrypted; null when it is not'),
    fonts: z.array(z.string()).max(100).describe('Names of the fonts the pages and the forms they draw use, subset prefixes removed, in the order found (at most 100)'),
    has_outline: z.boolean().describe('Whether the document has an outline (bookmarks)'),
    form_fields: z.number().int().min(0).nullable().describe('Number of interactive form fields (0 without a form); null when the form cannot be read'),
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
