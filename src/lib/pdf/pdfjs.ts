/**
 * Opening PDFs with pdf.js (rendering and text) in the document worker threads, with the same
 * checks and error codes as openPdf: decompression bombs refused before pdf.js sees the file,
 * encryption and passwords told apart from damage, page counts capped.
 */
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { ApiError, OperationError } from '../../core/errors.ts'
import { DAMAGE, malformedPdf } from './damage.ts'
import { checkStreams, type NamedBytes, type PdfLimits } from './document.ts'

export interface PdfJsOptions {
  password?: string
  /** Largest image inside a page that is decoded, in pixels; larger ones are left out. */
  maxImagePixels?: number
}

// pdf.js loads fonts, CMaps and decoders from files, found next to its own package.
const PDFJS_DIR = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/`

// pdf.js reports what it finds wrong with a document as its own exceptions (InvalidPDFException,
// XRefEntryException, FormatError…), which cross its internal worker boundary as plain objects: the
// name is all that is left of the class. JavaScript's own errors (TypeError…) are not among them.
const PASSWORD_EXCEPTION = 'PasswordException'
const NEED_PASSWORD = 1
const DOCUMENT_EXCEPTION = /Exception$|^FormatError$/

function isDocumentException(error: unknown): boolean {
  return typeof error === 'object' && error !== null && DOCUMENT_EXCEPTION.test(String((error as { name?: unknown }).name))
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof Error && /maximum call stack/i.test(error.message)
}

/**
 * The caller's error for what pdf.js threw about a document, or undefined when the failure is
 * not the document's (a bug of ours, which must stay one).
 */
function documentFailure(name: string, error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return undefined
  const { name: kind, code, message } = error as { name?: string; code?: number; message?: string }
  if (kind === PASSWORD_EXCEPTION) return new OperationError(code === NEED_PASSWORD ? 'PDF_ENCRYPTED' : 'BAD_PASSWORD', { name })
  // Deep nesting overflows the parser's stack: damage like any other, whichever thread noticed.
  if (isStackOverflow(error)) return new OperationError('MALFORMED_PDF', { name, detail: DAMAGE.nested })
  if (isDocumentException(error)) return malformedPdf(name, message ?? kind)
  return undefined
}

let unobservedFailuresIgnored = false

/**
 * With a damaged file, pdf.js leaves some of its own promises unobserved (a failed xref lookup
 * while it prefetches); the same damage reaches the caller through the call that needs it. Such a
 * rejection would end the worker thread, so it is dropped; any other still ends the thread.
 */
function ignoreUnobservedPdfJsFailures(): void {
  if (unobservedFailuresIgnored) return
  unobservedFailuresIgnored = true
  process.on('unhandledRejection', (reason) => {
    if (!isDocumentException(reason)) throw reason
  })
}

async function open(input: NamedBytes, options: PdfJsOptions): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  ignoreUnobservedPdfJsFailures()
  const task = getDocument({
    data: new Uint8Array(input.bytes), // a copy: pdf.js takes ownership of what it is given
    ...(options.password !== undefined && { password: options.password }),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    // -1 is pdf.js for no bound: right where no image is ever decoded (reading text).
    maxImageSize: options.maxImagePixels ?? -1,
    standardFontDataUrl: `${PDFJS_DIR}standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}cmaps/`,
    cMapPacked: true,
    wasmUrl: `${PDFJS_DIR}wasm/`,
    iccUrl: `${PDFJS_DIR}iccs/`,
    verbosity: 0,
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy()
    throw documentFailure(input.name, error) ?? error
  }
}

/**
 * Opens a PDF with pdf.js, hands it to `use` and always closes it. A password opens an encrypted
 * file (a plain one ignores it). Failures pdf.js reports about the document, when opening it or
 * later (a page that cannot be parsed), answer MALFORMED_PDF, PDF_ENCRYPTED or BAD_PASSWORD.
 */
export async function withPdfJs<T>(
  input: NamedBytes,
  limits: PdfLimits,
  options: PdfJsOptions,
  use: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  // pdf.js inflates streams without a bound: a bomb must never reach it.
  await checkStreams(input, limits, options.password)
  const doc = await open(input, options)
  try {
    const pages = doc.numPages
    if (pages > limits.maxPages) throw new ApiError('PDF_TOO_MANY_PAGES', { name: input.name, pages, max: limits.maxPages })
    if (pages === 0) throw new OperationError('MALFORMED_PDF', { name: input.name, detail: DAMAGE.noPages })
    return await use(doc)
  } catch (error) {
    throw documentFailure(input.name, error) ?? error
  } finally {
    await doc.destroy()
  }
}
