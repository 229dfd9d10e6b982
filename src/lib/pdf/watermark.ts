/** A text or image watermark over selected pages, for the document worker threads. */
import { StandardFonts, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib'
import type { Rgb } from '../image/color.ts'
import {
  anchorFor, checkGlyphs, embedImage, fittedSize, openTarget, pageFrame, pdfColor, textBox,
  type PageFrame, type PdfImage, type PdfTarget,
} from './stamp.ts'
import { PDF_TYPE, parsePages, pdfName, savePdf, type DocumentFile } from './document.ts'
import { IMAGE_SHARE, WATERMARK_EDGE, type WatermarkPosition } from '../print/page-layout.ts'

export interface WatermarkRequest extends PdfTarget {
  mark: { text: string } | { image: PdfImage }
  /** 0-1, of the watermark alone. */
  opacity: number
  position: WatermarkPosition
  /** Of a text watermark; smaller when the text would not fit. */
  fontSize: number
  color: Rgb
  pages?: string
}

/** A watermark drawn on one page: its size there, and how it is drawn from an anchor. */
interface Sized {
  width: number
  height: number
  /** Where the anchor lies from the item's bottom-left corner (text sits on its baseline). */
  baseline: number
  draw(page: PDFPage, placement: ReturnType<PageFrame['place']>): void
}

type Sizer = (frame: PageFrame, room: number) => Sized

async function textSizer(doc: PDFDocument, text: string, request: WatermarkRequest): Promise<Sizer> {
  const font = await doc.embedFont(StandardFonts.HelveticaBold)
  checkGlyphs(font, text, 'text')
  const color = pdfColor(request.color)
  return (_frame, room) => {
    const size = fittedSize(font.widthOfTextAtSize(text, request.fontSize), request.fontSize, room)
    const box = textBox(font, text, size)
    return {
      width: box.width,
      height: box.ascent + box.descent,
      baseline: box.descent,
      draw: (page, placement) => page.drawText(text, { ...placement, font, size, color, opacity: request.opacity }),
    }
  }
}

async function imageSizer(doc: PDFDocument, image: PdfImage, opacity: number): Promise<Sizer> {
  const embedded = await embedImage(doc, image)
  return (frame) => {
    const scale = Math.min((frame.width * IMAGE_SHARE) / image.width, (frame.height * IMAGE_SHARE) / image.height)
    const width = image.width * scale
    const height = image.height * scale
    return { width, height, baseline: 0, draw: (page, placement) => page.drawImage(embedded, { ...placement, width, height, opacity }) }
  }
}

function drawOn(page: PDFPage, sizer: Sizer, position: WatermarkPosition): void {
  const frame = pageFrame(page)
  const angle = position === 'diagonal' ? (Math.atan2(frame.height, frame.width) * 180) / Math.PI : 0
  const room = (position === 'diagonal' ? Math.hypot(frame.width, frame.height) : frame.width) - 2 * WATERMARK_EDGE
  const item = sizer(frame, room)
  const centreY = position === 'top' ? frame.height - WATERMARK_EDGE - item.height / 2
    : position === 'bottom' ? WATERMARK_EDGE + item.height / 2
      : frame.height / 2
  const anchor = anchorFor(frame.width / 2, centreY, item.width / 2, item.height / 2 - item.baseline, angle)
  item.draw(page, frame.place(anchor.x, anchor.y, angle))
}

export async function watermarkPdf(request: WatermarkRequest): Promise<DocumentFile[]> {
  const doc = await openTarget(request)
  const pages = doc.getPages()
  const selected = parsePages(request.pages, pages.length)
  const sizer = 'text' in request.mark
    ? await textSizer(doc, request.mark.text, request)
    : await imageSizer(doc, request.mark.image, request.opacity)
  for (const index of selected) drawOn(pages[index]!, sizer, request.position)
  return [{ name: pdfName(request.file.name, '-watermarked'), type: PDF_TYPE, bytes: await savePdf(doc) }]
}
