/** Page numbers written on selected pages, for the document worker threads. */
import { StandardFonts } from '@cantoo/pdf-lib'
import type { Rgb } from '../image/color.ts'
import { checkGlyphs, fittedSize, openTarget, pageFrame, pdfColor, textBox, type PdfTarget } from './stamp.ts'
import { PDF_TYPE, parsePages, pdfName, savePdf, type DocumentFile } from './document.ts'
import type { NumberPosition } from '../print/page-layout.ts'

export interface PageNumbersRequest extends PdfTarget {
  position: NumberPosition
  /** The number the first numbered page shows. */
  start: number
  /** Text with {n} (the number) and optionally {total}. */
  format: string
  fontSize: number
  color: Rgb
  /** Points between the number and the page's edges. */
  margin: number
  pages?: string
}

/**
 * The label of each numbered page. Numbers count physical pages from the first numbered one, so
 * a page left out of the selection still takes its number (page 5 reads 5 when 4 is skipped),
 * and {total} is the number the last numbered page shows.
 */
export function pageLabels(selected: readonly number[], start: number, format: string): Map<number, string> {
  const sorted = [...selected].sort((a, b) => a - b)
  const first = sorted[0]!
  const total = String(start + sorted.at(-1)! - first)
  return new Map(sorted.map((index) => [index, format.replaceAll('{n}', String(start + index - first)).replaceAll('{total}', total)]))
}

export async function numberPages(request: PageNumbersRequest): Promise<DocumentFile[]> {
  const doc = await openTarget(request)
  const pages = doc.getPages()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  checkGlyphs(font, request.format.replaceAll('{n}', '').replaceAll('{total}', ''), 'format')
  const color = pdfColor(request.color)
  const [vertical, horizontal] = request.position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right']
  for (const [index, label] of pageLabels(parsePages(request.pages, pages.length), request.start, request.format)) {
    const page = pages[index]!
    const frame = pageFrame(page)
    const size = fittedSize(font.widthOfTextAtSize(label, request.fontSize), request.fontSize, frame.width - 2 * request.margin)
    const box = textBox(font, label, size)
    const x = horizontal === 'left' ? request.margin
      : horizontal === 'right' ? frame.width - request.margin - box.width
        : (frame.width - box.width) / 2
    const y = vertical === 'bottom' ? request.margin + box.descent : frame.height - request.margin - box.ascent
    page.drawText(label, { ...frame.place(x, y), font, size, color })
  }
  return [{ name: pdfName(request.file.name, '-numbered'), type: PDF_TYPE, bytes: await savePdf(doc) }]
}
