/** A visible signature stamped on one page, for the document worker threads. */
import { StandardFonts, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib'
import { OperationError } from '../../core/errors.ts'
import type { Rgb } from '../image/color.ts'
import {
  checkGlyphs, embedImage, handwritingFont, openTarget, pageFrame, pdfColor, round2, textBox,
  type PageFrame, type PdfImage, type PdfTarget,
} from './stamp.ts'
import { PDF_TYPE, pdfName, savePdf, type DocumentFile } from './document.ts'
import { SIGNATURE_EDGE } from '../print/page-layout.ts'

export interface SignRequest extends PdfTarget {
  signature: { image: PdfImage } | { text: string }
  /** Of a typed signature and the date line. */
  color: Rgb
  /** 1-based; the last page when absent. */
  page?: number
  /** The stamp's bottom-left corner in points from the page's bottom-left; bottom-right corner when absent. */
  x?: number
  y?: number
  /** Of the signature, in points. */
  width: number
  /** A line written under the signature (the date), when asked for. */
  dateLine?: string
}

/** Something drawn at a displayed bottom-left corner, with its size. */
interface Mark {
  width: number
  height: number
  draw(page: PDFPage, frame: PageFrame, x: number, y: number): void
}

async function typedMark(doc: PDFDocument, text: string, width: number, color: Rgb): Promise<Mark> {
  const font = await handwritingFont(doc)
  checkGlyphs(font, text, 'text')
  const size = width / font.widthOfTextAtSize(text, 1)
  const box = textBox(font, text, size)
  return {
    width,
    height: box.ascent + box.descent,
    draw: (page, frame, x, y) => page.drawText(text, { ...frame.place(x, y + box.descent), font, size, color: pdfColor(color) }),
  }
}

async function imageMark(doc: PDFDocument, image: PdfImage, width: number): Promise<Mark> {
  const embedded = await embedImage(doc, image)
  const height = (width * image.height) / image.width
  return { width, height, draw: (page, frame, x, y) => page.drawImage(embedded, { ...frame.place(x, y), width, height }) }
}

/** The date line's size follows the signature's width, within readable bounds. */
async function lineMark(doc: PDFDocument, text: string, signatureWidth: number, color: Rgb): Promise<Mark> {
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const size = Math.min(24, Math.max(6, signatureWidth / 15))
  const box = textBox(font, text, size)
  return {
    width: box.width,
    height: box.ascent + box.descent,
    draw: (page, frame, x, y) => page.drawText(text, { ...frame.place(x, y + box.descent), font, size, color: pdfColor(color) }),
  }
}

/** The page to sign and its 1-based number. */
function choosePage(doc: PDFDocument, requested: number | undefined): { page: PDFPage; number: number } {
  const pages = doc.getPages()
  const number = requested ?? pages.length
  if (number > pages.length) throw new OperationError('PAGE_OUT_OF_RANGE', { param: 'page', page: number, pages: pages.length })
  return { page: pages[number - 1]!, number }
}

export async function signPdf(request: SignRequest): Promise<DocumentFile[]> {
  const doc = await openTarget(request)
  const { page, number } = choosePage(doc, request.page)
  const frame = pageFrame(page)
  const signature = 'text' in request.signature
    ? await typedMark(doc, request.signature.text, request.width, request.color)
    : await imageMark(doc, request.signature.image, request.width)
  const line = request.dateLine === undefined ? undefined : await lineMark(doc, request.dateLine, request.width, request.color)
  const gap = line ? line.height * 0.4 : 0
  const width = Math.max(signature.width, line?.width ?? 0)
  const height = signature.height + gap + (line?.height ?? 0)
  const x = request.x ?? frame.width - SIGNATURE_EDGE - width
  const y = request.y ?? SIGNATURE_EDGE
  if (x < 0 || y < 0 || x + width > frame.width + 0.01 || y + height > frame.height + 0.01) {
    throw new OperationError('SIGNATURE_OUTSIDE_PAGE', {
      x: round2(x), y: round2(y), width: round2(width), height: round2(height),
      page: number, page_width: round2(frame.width), page_height: round2(frame.height),
    })
  }
  line?.draw(page, frame, x, y)
  signature.draw(page, frame, x, y + height - signature.height)
  return [{ name: pdfName(request.file.name, '-signed'), type: PDF_TYPE, bytes: await savePdf(doc) }]
}
