/**
 * Page-level editing shared by the PDF page operations: opening with an optional password,
 * building a new document from chosen pages, page orders and rotations.
 */
import { PDFDict, PDFDocument, PDFObjectCopier, degrees } from '@cantoo/pdf-lib'
import { ApiError, OperationError } from '../../core/errors.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { DAMAGE, malformedPdf } from './damage.ts'
import { checkStreams, parsePageGroups, type NamedBytes, type PdfLimits } from './document.ts'

/**
 * Opens a PDF for editing. A password opens an encrypted file (and is ignored by a plain one);
 * without it an encrypted file answers PDF_ENCRYPTED, and a wrong one BAD_PASSWORD, both distinct
 * from MALFORMED_PDF so the caller knows what to change.
 */
export async function openPdf(input: NamedBytes, limits: PdfLimits, password?: string): Promise<PDFDocument> {
  await checkStreams(input, limits, password)
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(input.bytes, { updateMetadata: false, ...(password !== undefined && { password }) })
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/password incorrect|incorrect password|invalid password|needs password/i.test(message)) throw new OperationError('BAD_PASSWORD', { name: input.name })
    if (/encrypt/i.test(message) || (error instanceof Error && error.name === 'EncryptedPDFError')) {
      throw new OperationError('PDF_ENCRYPTED', { name: input.name })
    }
    // Deep nesting overflows the parser's stack: damage like any other.
    throw malformedPdf(input.name, error)
  }
  let pages: number
  try {
    pages = doc.getPageCount()
  } catch (error) {
    // pdf-lib parses leniently: a file without a page tree only fails here.
    throw malformedPdf(input.name, error, 'pages')
  }
  if (pages > limits.maxPages) throw new ApiError('PDF_TOO_MANY_PAGES', { name: input.name, pages, max: limits.maxPages })
  if (pages === 0) throw new OperationError('MALFORMED_PDF', { name: input.name, detail: DAMAGE.noPages })
  return doc
}

export function hasCode(error: unknown, code: MessageKey): boolean {
  return error instanceof ApiError && error.code === code
}

/**
 * openPdf, with any failure that is not already an answer for the caller reported as damage:
 * pdf-lib parses leniently and can fail later, on a document without a page tree, say.
 */
export async function openChecked(file: NamedBytes, limits: PdfLimits, password?: string): Promise<PDFDocument> {
  try {
    return await openPdf(file, limits, password)
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new OperationError('MALFORMED_PDF', { name: file.name, detail: 'its page tree cannot be read' })
  }
}

/**
 * Opens a PDF with the caller's password, or without one. A file that only restricts what may
 * be done with it (an owner password and an empty user password) opens whatever was given, so
 * one password can serve a batch; otherwise PDF_ENCRYPTED says a password is needed, and
 * BAD_PASSWORD that the one given is wrong.
 */
export async function openWithPassword(file: NamedBytes, limits: PdfLimits, password?: string): Promise<PDFDocument> {
  try {
    return await openChecked(file, limits, password)
  } catch (error) {
    if (!hasCode(error, password === undefined ? 'PDF_ENCRYPTED' : 'BAD_PASSWORD')) throw error
    try {
      // The empty user password is what readers try first.
      return await openChecked(file, limits, '')
    } catch (retryError) {
      // Not opening with it is expected (pdf-lib reports it as damage); anything else, a page limit say, stands.
      throw hasCode(retryError, 'MALFORMED_PDF') || hasCode(retryError, 'BAD_PASSWORD') ? error : retryError
    }
  }
}

/**
 * A new document made of these pages of `source` (0-based, in this order), with its document
 * information (title, author, dates...). Only what the pages reference is copied, so content of
 * pages left out does not linger in the file as unreachable objects.
 */
export async function documentOf(source: PDFDocument, indexes: readonly number[]): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const pages = await doc.copyPages(source, [...indexes])
  for (const page of pages) doc.addPage(page)
  const info = source.context.lookup(source.context.trailerInfo.Info)
  if (info instanceof PDFDict) {
    doc.context.trailerInfo.Info = doc.context.register(PDFObjectCopier.for(source.context, doc.context).copy(info))
  }
  return doc
}

/**
 * A new page order from a selection such as "3,1,2" or "2-3,1" (ascending ranges). Pages not
 * named follow in their original order, or are left out when `dropUnlisted`. A page named twice
 * is refused: a page cannot appear twice in one document without being copied.
 */
export function pageOrder(text: string, pageCount: number, dropUnlisted: boolean, param = 'order'): number[] {
  const listed = parsePageGroups(text, pageCount, param).flat()
  const seen = new Set<number>()
  for (const index of listed) {
    if (seen.has(index)) throw new OperationError('PDF_ORDER_DUPLICATE', { param, page: index + 1 })
    seen.add(index)
  }
  if (dropUnlisted) return listed
  return [...listed, ...Array.from({ length: pageCount }, (_, i) => i).filter((i) => !seen.has(i))]
}

/** A page's rotation after turning it clockwise by `turn` degrees, as 0, 90, 180 or 270. */
export function addRotation(current: number, turn: number): number {
  // Some files store -90 or 450: any multiple of 90 is valid, so normalise before adding.
  return (((Math.round(current / 90) * 90 + turn) % 360) + 360) % 360
}

/** Turns these pages (0-based) clockwise by `turn` degrees, on top of their existing rotation. */
export function rotatePages(doc: PDFDocument, indexes: readonly number[], turn: number): void {
  const pages = doc.getPages()
  for (const index of indexes) {
    const page = pages[index]!
    page.setRotation(degrees(addRotation(page.getRotation().angle, turn)))
  }
}
