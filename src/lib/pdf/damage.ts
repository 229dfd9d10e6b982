/**
 * What is wrong with a PDF, said in words its sender can act on. pdf-lib and pdf.js describe
 * damage in their own terms ("this.catalog.Pages is not a function", "Expected instance of
 * PDFDict, but got instance of PDFNumber"): names of their internals, which mean nothing to a
 * caller and tell an attacker which library and version parse the file. Known failures are named
 * here; anything else becomes one generic sentence, never the library's text.
 */
import { OperationError } from '../../core/errors.ts'

/** Where the failure happened, which says what a type error was about. */
export type PdfStage = 'open' | 'pages' | 'content'

export const DAMAGE = {
  unreadable: 'the PDF is damaged or uses a structure this service cannot read',
  pageTree: "the PDF's page tree is missing or broken",
  catalog: "the PDF's document catalog (its root object) is missing or broken",
  wrongType: "the PDF's structure is damaged: an object has the wrong type",
  xref: "the PDF's cross-reference table is damaged",
  header: 'the file does not start with a PDF header',
  nested: 'its objects are nested too deeply',
  content: "a page's content or resources are damaged or of the wrong kind",
  noPages: 'the document has no pages',
} as const

// Checked in order, against the first line of a library's message; the first match names the damage.
const KNOWN: ReadonlyArray<readonly [RegExp, keyof typeof DAMAGE]> = [
  [/maximum call stack|too much recursion/i, 'nested'],
  [/no pdf header|missing ?pdf ?header/i, 'header'],
  [/root reference|catalog|\/root\b|no root/i, 'catalog'],
  [/\bkids?\b|page tree|pages? dictionary|\bPages\b/, 'pageTree'],
  [/xref|cross.?reference|startxref|trailer/i, 'xref'],
  [/expected instance of|unexpected object type|wrong type|is not an? /i, 'wrongType'],
]

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message
  return typeof error === 'string' ? error : ''
}

/** A plain description of what a library's error says is wrong with a PDF. */
export function pdfDamage(error: unknown, stage: PdfStage = 'open'): string {
  if (error instanceof RangeError) return DAMAGE.nested
  const message = messageOf(error).split('\n', 1)[0]!
  for (const [pattern, damage] of KNOWN) if (pattern.test(message)) return damage === 'wrongType' && stage === 'pages' ? DAMAGE.pageTree : DAMAGE[damage]
  // A JavaScript error from inside a library (reading a property of what should have been a
  // dictionary) means the file's objects are not what the library expected where it looked.
  if (error instanceof TypeError) return stage === 'pages' ? DAMAGE.pageTree : stage === 'content' ? DAMAGE.content : DAMAGE.wrongType
  return DAMAGE.unreadable
}

/** 422 MALFORMED_PDF for a library's error about this file. */
export function malformedPdf(name: string, error: unknown, stage: PdfStage = 'open'): OperationError {
  return new OperationError('MALFORMED_PDF', { name, detail: pdfDamage(error, stage) })
}
