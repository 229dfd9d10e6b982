import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, pdfJob } from '../kits/pdf-pages.ts'

export default defineOperation({
  category: 'file',
  name: 'unlock-pdf',
  input: 'file',
  summary: 'Remove the password and restrictions from a PDF',
  description: [
    'Decrypts the PDF with password and answers it unencrypted, without printing or editing restrictions.',
    'A file that opens without a password (only an owner password restricts it) needs none.',
    'A wrong password answers 422 BAD_PASSWORD, a missing one 422 PDF_PASSWORD_REQUIRED, a damaged file 422 MALFORMED_PDF.',
    'A file that is not encrypted comes back unchanged (byte for byte) rather than failing, so a batch can mix both. Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    password: z.string().max(128).optional()
      .describe('The file\'s user or owner password. Not needed when the file opens without one.'),
  }),
  examples: [
    { title: 'Open with the password', params: { password: 'secret' }, files: ['encrypted.pdf'], output: 'application/pdf' },
    { title: 'Lift the restrictions of a file that opens without a password', params: {}, files: ['owner-only.pdf'], output: 'application/pdf' },
  ],
  run: async ({ password }, ctx) => asOutputs(await ctx.documents.run('pdf.unlock', pdfJob(ctx, password), budget(ctx))),
  es: {
    summary: 'Quita la contraseña y las restricciones de un PDF',
    description: 'Descifra el PDF con password y lo devuelve sin cifrar, sin restricciones de impresión ni de edición. Un archivo que se abre sin contraseña (solo lo restringe una contraseña de propietario) no necesita ninguna. Una contraseña incorrecta responde 422 BAD_PASSWORD, una que falta 422 PDF_PASSWORD_REQUIRED y un archivo dañado 422 MALFORMED_PDF. Un archivo que no está cifrado se devuelve sin cambios (byte a byte) en lugar de fallar, así que un lote puede mezclar ambos. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña de usuario o de propietario del archivo. No hace falta cuando el archivo se abre sin ella.',
    },
  },
})
