import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget, named, pdfLimits } from '../kits/documents.ts'
import { PDF_TO_PDF } from '../kits/pdf-pages.ts'

const permission = (what: string, allowed: boolean) =>
  z.boolean().default(allowed).describe(`Whether someone who opens the file with password may ${what} (1 or 0).`)

export default defineOperation({
  category: 'file',
  name: 'protect-pdf',
  input: 'file',
  summary: 'Encrypt a PDF with a password (AES-256)',
  description: [
    'Encrypts the PDF with AES-256 (PDF 2.0 security handler, revision 6): it opens only with password.',
    'The permissions say what a reader opening it with that password may do; modifying also covers inserting, deleting and rotating pages, annotating also covers filling in forms.',
    'They are honoured by readers, not enforced by the encryption. owner_password lifts them; without one, a random 32-character owner password is used and not kept,',
    'so nobody can lift them (unlock-pdf with password still removes the encryption altogether).',
    'A file that is already encrypted is refused: remove its password first with unlock-pdf. Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    password: z.string().min(1).max(128).describe('The password needed to open the file (1 to 128 characters).'),
    owner_password: z.string().min(1).max(128).optional()
      .describe('The password that lifts the permissions below (1 to 128 characters, different from password). Default: a random one, not returned.'),
    allow_printing: permission('print it', true),
    allow_copying: permission('copy its text and images', true),
    allow_modifying: permission('change it', false),
    allow_annotating: permission('add comments and fill in its forms', true),
  }),
  examples: [{
    title: 'Protect with a password, no printing',
    params: { password: 'secret', allow_printing: false },
    files: ['three-pages.pdf'],
    output: 'application/pdf',
  }],
  async run(params, ctx) {
    if (params.owner_password === params.password) throw new OperationError('PDF_SAME_PASSWORDS')
    const job = {
      file: named(ctx.files.uploads)[0]!,
      limits: pdfLimits(ctx),
      userPassword: params.password,
      ...(params.owner_password !== undefined && { ownerPassword: params.owner_password }),
      permissions: {
        printing: params.allow_printing,
        copying: params.allow_copying,
        modifying: params.allow_modifying,
        annotating: params.allow_annotating,
      },
    }
    return asOutputs(await ctx.documents.run('pdf.protect', job, budget(ctx)))
  },
  es: {
    summary: 'Cifra un PDF con una contraseña (AES-256)',
    description: 'Cifra el PDF con AES-256 (gestor de seguridad de PDF 2.0, revisión 6): solo se abre con password. Los permisos indican qué puede hacer un lector que lo abre con esa contraseña; modificar incluye también insertar, eliminar y girar páginas, y anotar incluye también rellenar formularios. Los respetan los lectores, no los impone el cifrado. owner_password los levanta; sin ella se usa una contraseña de propietario aleatoria de 32 caracteres que no se guarda, así que nadie puede levantarlos (unlock-pdf con password sigue quitando el cifrado por completo). Se rechaza un archivo que ya está cifrado: quite antes su contraseña con unlock-pdf. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña necesaria para abrir el archivo (de 1 a 128 caracteres).',
      owner_password: 'La contraseña que levanta los permisos siguientes (de 1 a 128 caracteres, distinta de password). Por defecto: una aleatoria, que no se devuelve.',
      allow_printing: 'Si quien abre el archivo con password puede imprimirlo (1 o 0).',
      allow_copying: 'Si quien abre el archivo con password puede copiar su texto y sus imágenes (1 o 0).',
      allow_modifying: 'Si quien abre el archivo con password puede modificarlo (1 o 0).',
      allow_annotating: 'Si quien abre el archivo con password puede añadir comentarios y rellenar sus formularios (1 o 0).',
    },
  },
})
