/**
 * Definitions shared by the PDF page operations: file rules, common parameters, and the job a
 * document worker receives for one upload.
 */
import { z } from 'zod'
import type { FileRules, OperationContext } from '../../core/operation.ts'
import { named, pdfLimits } from './documents.ts'
import type { PdfJob } from '../../lib/pdf/page-tasks.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'

const en = PHRASES.en.pdf

/** Each PDF on its own; several answer a ZIP (or a JSON array). */
export const EACH_PDF: FileRules = { accepts: ['pdf'], mode: 'each' }
/** Each upload a PDF that answers a PDF (or, split, several in a ZIP). */
export const PDF_TO_PDF: FileRules = { ...EACH_PDF, answers: [PDF_TYPE] }

export const openPasswordParam = z.string().max(128).optional()
  .describe(en.PDF_PASSWORD)

export const pageSelectionParam = (what: string) => z.string().min(1).max(1000)
  .describe(en.pageList(what))

/** The upload of an 'each' call, with the limits and the password that opens it. */
export function pdfJob(ctx: OperationContext, password: string | undefined): PdfJob {
  return {
    file: named(ctx.files.uploads)[0]!,
    limits: pdfLimits(ctx),
    // An empty form field means no password, like a field not sent.
    ...(password ? { password } : {}),
  }
}

/** How descriptions say what happens to encrypted inputs and to the result's encryption. */
export const ENCRYPTED_INPUTS = en.PDF_OPENED
