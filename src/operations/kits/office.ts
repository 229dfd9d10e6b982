/**
 * What the Word, Excel, CSV, JSON and HTML operations share: option fields (same names, bounds and
 * wording everywhere) and how each kind of conversion is run.
 */
import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import type { FileRules, OperationContext } from '../../core/operation.ts'
import { chromiumToPdf, libreOfficeToPdf } from '../../lib/office/converters.ts'
import { asOutputs, budget, named } from './documents.ts'
import type { DelimiterName } from '../../lib/office/tables.ts'
import { PDF_TYPE, pdfName, type NamedBytes } from '../../lib/pdf/document.ts'
import { PHRASES } from '../../i18n/phrases.ts'

const en = PHRASES.en

export const WORD_FILES: FileRules = { accepts: ['docx'], mode: 'each' }
export const EXCEL_FILES: FileRules = { accepts: ['xlsx'], mode: 'each' }

export const BATCH_NOTE = en.image.SEVERAL_ZIP

export const sheetParams = {
  sheet: z.string().max(31).optional()
    .describe(en.office.SHEET),
  all_sheets: z.boolean().default(false)
    .describe(en.office.ALL_SHEETS),
}

const DELIMITER_NAMES = ['comma', 'semicolon', 'tab'] as const satisfies readonly DelimiterName[]

export const delimiterParam = (what: string) => z.enum(DELIMITER_NAMES).describe(what)

export const sheetNameParam = z.string().min(1).max(31).default('Sheet1')
  .describe(`Name of the sheet made from the data (${en.office.SHEET_NAME_RULE}); default Sheet1`)

/** The one upload of an operation in 'each' mode, as it crosses into a worker thread. */
export function theUpload(ctx: OperationContext): NamedBytes {
  return named(ctx.files.uploads)[0]!
}

/** A Word upload converted in a worker, answered as a download. */
export async function convertWord(
  ctx: OperationContext,
  task: 'office.wordToHtml' | 'office.wordToText',
): Promise<FileOutput | FileOutput[]> {
  return asOutputs(await ctx.documents.run(task, theUpload(ctx), budget(ctx)))
}

export interface PdfConverter {
  /** The operation's name, for the message when the program is missing. */
  operation: string
  /** The Debian package with the program. */
  package: string
}

/**
 * A Word or Excel upload as PDF through LibreOffice. The package is unpacked within bounds in a
 * worker first, and LibreOffice only gets that checked, uncompressed copy.
 */
export async function officeToPdf(ctx: OperationContext, extension: 'docx' | 'xlsx', converter: PdfConverter): Promise<FileOutput> {
  const input = theUpload(ctx)
  const format = extension === 'docx' ? 'Word (DOCX)' : 'Excel (XLSX)'
  const bytes = await ctx.documents.run('office.checkedPackage', { input, format }, budget(ctx))
  const pdf = await libreOfficeToPdf({ ...converter, name: input.name, bytes, deadline: ctx.files.deadline, signal: ctx.files.signal, paths: ctx.files.converters, extension })
  return new FileOutput(pdfName(input.name), PDF_TYPE, pdf)
}

/** An HTML upload as PDF through Chromium, sanitised in a worker first. */
export async function htmlToPdf(ctx: OperationContext, converter: PdfConverter): Promise<FileOutput> {
  const input = theUpload(ctx)
  const bytes = await ctx.documents.run('office.safeHtml', input, budget(ctx))
  const pdf = await chromiumToPdf({ ...converter, name: input.name, bytes, deadline: ctx.files.deadline, signal: ctx.files.signal, paths: ctx.files.converters })
  return new FileOutput(pdfName(input.name), PDF_TYPE, pdf)
}
