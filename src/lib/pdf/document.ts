/**
 * What every PDF operation shares, on the main thread and in the document worker threads: files
 * as they cross between them, decompression bombs refused before parsing, saving, page selections
 * read the same way everywhere. Nothing here loads pdf-lib (opening a file is in pages.ts), so the
 * operations can import this module without it.
 */
import type { PDFDocument } from '@cantoo/pdf-lib'
import { ApiError, OperationError } from '../../core/errors.ts'
import { oversizedStreams } from './streams.ts'

export interface PdfLimits {
  /** Pages per document (PDF_MAX_PAGES). */
  maxPages: number
  /** Largest decompressed stream (PDF_MAX_STREAM_BYTES). */
  maxStreamBytes: number
  /** Decompressed bytes of all streams together (PDF_MAX_TOTAL_INFLATE_BYTES). */
  maxTotalBytes: number
}

/** A file as it crosses into a worker thread. */
export interface NamedBytes {
  name: string
  bytes: Uint8Array
}

/** A file a worker hands back; the operation turns it into a download. */
export interface DocumentFile extends NamedBytes {
  type: string
}

export const PDF_TYPE = 'application/pdf'

/**
 * Refuses a PDF with a stream that decodes past the limit, or whose streams together do
 * (src/lib/pdf/streams.ts). pdf-lib and pdf.js decode without a bound, so a 1 MB file holding a
 * 1 GB stream, or forty streams of 250 MB, would otherwise be decoded in full. The password the
 * file will be opened with lets the streams of an encrypted file be measured too (a file whose
 * user password is empty is always measured).
 */
export async function checkStreams({ name, bytes }: NamedBytes, limits: PdfLimits, password?: string): Promise<void> {
  const found = await oversizedStreams(bytes, limits, password)
  if (found === 'stream') throw new ApiError('PDF_STREAM_TOO_LARGE', { name, max: limits.maxStreamBytes })
  if (found === 'total') throw new ApiError('PDF_TOTAL_INFLATE_TOO_LARGE', { name, max: limits.maxTotalBytes })
}

/** Saves compactly, objects packed into object streams (pdf-lib writes every object it holds). */
export async function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false })
}

/**
 * Reads a page selection such as "1-3,5,7-" (7- means 7 to the end; "all" or nothing means every
 * page), in the order written, as 0-based indexes. Each group is returned on its own, for split.
 */
export function parsePageGroups(text: string | undefined, pageCount: number, param = 'pages'): number[][] {
  const value = (text ?? '').trim()
  if (value === '' || value.toLowerCase() === 'all') return [Array.from({ length: pageCount }, (_, i) => i)]
  const groups: number[][] = []
  for (const part of value.split(',')) {
    const m = /^\s*(\d+)?\s*(-)?\s*(\d+)?\s*$/.exec(part)
    if (!m || (m[1] === undefined && m[3] === undefined) || (m[2] === undefined && m[3] !== undefined)) {
      throw new OperationError('PAGES_INVALID', { param, value })
    }
    const first = m[1] === undefined ? 1 : Number(m[1])
    const last = m[2] === undefined ? first : m[3] === undefined ? pageCount : Number(m[3])
    for (const page of [first, last]) {
      if (page < 1 || page > pageCount) throw new OperationError('PAGE_OUT_OF_RANGE', { param, page, pages: pageCount })
    }
    if (last < first) throw new OperationError('PAGES_INVALID', { param, value })
    groups.push(Array.from({ length: last - first + 1 }, (_, i) => first - 1 + i))
  }
  return groups
}

/** A page selection as one list of distinct 0-based indexes, in the order written. */
export function parsePages(text: string | undefined, pageCount: number, param = 'pages'): number[] {
  return [...new Set(parsePageGroups(text, pageCount, param).flat())]
}

/** "report.pdf" + "-pages-1-3" → "report-pages-1-3.pdf". */
export function pdfName(uploadName: string, suffix = ''): string {
  const dot = uploadName.lastIndexOf('.')
  const stem = dot > 0 ? uploadName.slice(0, dot) : uploadName
  return `${stem}${suffix}.pdf`
}
