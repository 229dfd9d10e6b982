import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget, named, pdfLimits } from '../kits/documents.ts'
import { EACH_PDF } from '../kits/pdf-pages.ts'

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
  files: EACH_PDF,
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
})
