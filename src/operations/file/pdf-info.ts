import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import type { PaperName } from '../../lib/pdf/describe.ts'
import { budget } from '../kits/documents.ts'
import { PageNumber, UploadName, UploadSize } from '../kits/file-results.ts'
import { EACH_PDF, pdfJob } from '../kits/pdf-pages.ts'

/** The paper sizes page_sizes recognises. */
const PAPERS = ['A4', 'Letter', 'Legal', 'A3', 'A5'] as const satisfies readonly PaperName[]

const metadata = (what: FieldWords) => z.string().nullable().apply(described, {
  en: `${what.en}, from the document information; null when absent, or when the file is encrypted and was not opened`,
  es: `${what.es}, de la información del documento; null cuando falta, o cuando el archivo está cifrado y no se abrió`,
})
const permission = (what: FieldWords) => z.boolean().apply(described, {
  en: `Whether the permission flags allow ${what.en}`,
  es: `Si los indicadores de permisos permiten ${what.es}`,
})

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
    name: UploadName,
    size_bytes: UploadSize,
    pdf_version: z.string().nullable().apply(described, { en: 'PDF version from the file header, such as "1.7"; null when the header has none', es: 'Versión de PDF según la cabecera del archivo, como "1.7"; null cuando la cabecera no tiene ninguna' }),
    pages: z.number().int().min(1).nullable().apply(described, { en: 'Number of pages; null when the page tree cannot be read (an encrypted file not opened)', es: 'Número de páginas; null cuando no se puede leer el árbol de páginas (un archivo cifrado que no se abrió)' }),
    page_sizes: z.array(z.object({
      page: PageNumber,
      width: z.number().apply(described, { en: 'Width of the crop box (what a viewer shows) before rotation, in points (1/72 inch) to 2 decimals', es: 'Anchura de la crop box (lo que muestra un visor) antes de la rotación, en puntos (1/72 de pulgada) con 2 decimales' }),
      height: z.number().apply(described, { en: 'Height of the crop box before rotation, in points to 2 decimals', es: 'Altura de la crop box antes de la rotación, en puntos con 2 decimales' }),
      width_mm: z.number().apply(described, { en: 'The same width, in millimetres to 1 decimal', es: 'La misma anchura, en milímetros con 1 decimal' }),
      height_mm: z.number().apply(described, { en: 'The same height, in millimetres to 1 decimal', es: 'La misma altura, en milímetros con 1 decimal' }),
      rotation: z.number().min(0).lt(360).apply(described, { en: 'Rotation the page is shown with, in degrees clockwise (0, 90, 180 or 270)', es: 'Rotación con la que se muestra la página, en grados en sentido horario (0, 90, 180 o 270)' }),
      paper: z.enum(PAPERS).nullable().apply(described, { en: 'The paper size within 1 pt, in either orientation; null for any other size', es: 'El tamaño de papel con un margen de 1 pt, en cualquier orientación; null para cualquier otro tamaño' }),
    })).max(50).apply(described, { en: 'The size of each of the first 50 pages, in page order; empty when the pages cannot be read', es: 'El tamaño de cada una de las primeras 50 páginas, en el orden de las páginas; vacío cuando no se pueden leer las páginas' }),
    uniform_size: z.boolean().nullable().apply(described, { en: 'Whether every page (not only the first 50) has the same size; null when no page size could be read', es: 'Si todas las páginas (no solo las primeras 50) tienen el mismo tamaño; null cuando no se pudo leer ningún tamaño de página' }),
    title: metadata({ en: 'Title', es: 'Título' }),
    author: metadata({ en: 'Author', es: 'Autor' }),
    subject: metadata({ en: 'Subject', es: 'Asunto' }),
    keywords: metadata({ en: 'Keywords, as one text', es: 'Palabras clave, como un solo texto' }),
    creator: metadata({ en: 'The program that made the original document', es: 'El programa que creó el documento original' }),
    producer: metadata({ en: 'The program that wrote the PDF', es: 'El programa que escribió el PDF' }),
    creation_date: z.string().nullable().apply(described, { en: 'Creation date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened', es: 'Fecha de creación, ISO 8601 en UTC; null cuando falta o es ilegible, o cuando el archivo está cifrado y no se abrió' }),
    modification_date: z.string().nullable().apply(described, { en: 'Last modification date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened', es: 'Fecha de la última modificación, ISO 8601 en UTC; null cuando falta o es ilegible, o cuando el archivo está cifrado y no se abrió' }),
    encrypted: z.boolean().apply(described, { en: 'Whether the file is encrypted (encryption is then not null)', es: 'Si el archivo está cifrado (encryption no es entonces null)' }),
    encryption: z.object({
      algorithm: z.string().nullable().apply(described, { en: 'The cipher (RC4-40, RC4-128, AES-128, AES-256), or the name of a non-standard security handler; null when unknown', es: 'El cifrado (RC4-40, RC4-128, AES-128, AES-256), o el nombre de un gestor de seguridad no estándar; null cuando se desconoce' }),
      revision: z.number().nullable().apply(described, { en: 'Revision of the standard security handler (2 to 6); null when not recorded', es: 'Revisión del gestor de seguridad estándar (de 2 a 6); null cuando no está registrada' }),
      password_required: z.boolean().apply(described, { en: 'Whether a password is needed to open the file: false when only an owner password is set', es: 'Si se necesita una contraseña para abrir el archivo: false cuando solo hay una contraseña de propietario' }),
      opened: z.boolean().apply(described, { en: 'Whether the file could be decrypted, so that its metadata and form fields were read', es: 'Si se pudo descifrar el archivo, de modo que se leyeron sus metadatos y sus campos de formulario' }),
      permissions: z.object({
        printing: permission({ en: 'printing', es: 'imprimir' }),
        copying: permission({ en: 'copying text and images', es: 'copiar texto e imágenes' }),
        modifying: permission({ en: 'modifying the content', es: 'modificar el contenido' }),
        annotating: permission({ en: 'adding annotations and filling forms', es: 'añadir anotaciones y rellenar formularios' }),
        filling_forms: permission({ en: 'filling form fields', es: 'rellenar campos de formulario' }),
        assembling: permission({ en: 'inserting, rotating and deleting pages', es: 'insertar, girar y eliminar páginas' }),
      }).nullable().apply(described, { en: 'What the file\'s permission flags allow (a reader honours them, they are not enforced by the encryption); null when not recorded', es: 'Lo que permiten los indicadores de permisos del archivo (un lector los respeta, el cifrado no los impone); null cuando no están registrados' }),
    }).nullable().apply(described, { en: 'How the file is encrypted; null when it is not', es: 'Cómo está cifrado el archivo; null cuando no lo está' }),
    fonts: z.array(z.string()).max(100).apply(described, { en: 'Names of the fonts the pages and the forms they draw use, subset prefixes removed, in the order found (at most 100)', es: 'Nombres de las fuentes que usan las páginas y los formularios que dibujan, sin prefijos de subconjunto, en el orden en que se encuentran (como máximo 100)' }),
    has_outline: z.boolean().apply(described, { en: 'Whether the document has an outline (bookmarks)', es: 'Si el documento tiene un esquema (marcadores)' }),
    form_fields: z.number().int().min(0).nullable().apply(described, { en: 'Number of interactive form fields (0 without a form); null when the form cannot be read', es: 'Número de campos de formulario interactivos (0 sin formulario); null cuando no se puede leer el formulario' }),
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
