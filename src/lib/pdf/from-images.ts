/**
 * Images to PDF, for the document worker threads: one page per image, laid out from the image's
 * physical size (its density, or 96 dpi).
 */
import { PDFDocument } from '@cantoo/pdf-lib'
import { embedImage, POINTS_PER_INCH, type PdfImage } from './stamp.ts'
import { PDF_TYPE, savePdf, type DocumentFile } from './document.ts'
import { DEFAULT_DENSITY, MAX_PAGE_SIDE, PAGE_SIZES, type Orientation, type PageSize } from '../print/page-layout.ts'

export interface ImagesToPdfRequest {
  name: string
  images: PdfImage[]
  pageSize: PageSize
  orientation: Orientation
  /** Points kept clear on every side. */
  margin: number
}

interface Layout {
  page: [number, number]
  image: { x: number; y: number; width: number; height: number }
}

/** The image's size in points at its density. */
function naturalSize(image: PdfImage): [number, number] {
  const dpi = image.density ?? DEFAULT_DENSITY
  return [(image.width * POINTS_PER_INCH) / dpi, (image.height * POINTS_PER_INCH) / dpi]
}

function paperSize(size: keyof typeof PAGE_SIZES, orientation: Orientation, image: PdfImage): [number, number] {
  const [short, long] = PAGE_SIZES[size]
  const landscape = orientation === 'landscape' || (orientation === 'auto' && image.width > image.height)
  return landscape ? [long, short] : [short, long]
}

/**
 * Where an image goes. On paper it is centred inside the margins and shrunk to fit, never
 * enlarged (that would only blur it); a fitted page is the image plus its margins, shrunk
 * when a side would pass the longest page readers accept.
 */
export function layoutImage(image: PdfImage, { pageSize, orientation, margin }: Omit<ImagesToPdfRequest, 'name' | 'images'>): Layout {
  const [naturalWidth, naturalHeight] = naturalSize(image)
  const paper = pageSize === 'fit' ? undefined : paperSize(pageSize, orientation, image)
  const [boxWidth, boxHeight] = (paper ?? [MAX_PAGE_SIDE, MAX_PAGE_SIDE]).map((side) => side - 2 * margin) as [number, number]
  const scale = Math.min(1, boxWidth / naturalWidth, boxHeight / naturalHeight)
  const width = naturalWidth * scale
  const height = naturalHeight * scale
  const page = paper ?? [width + 2 * margin, height + 2 * margin]
  return { page, image: { x: (page[0] - width) / 2, y: (page[1] - height) / 2, width, height } }
}

export async function imagesToPdf(request: ImagesToPdfRequest): Promise<DocumentFile[]> {
  const doc = await PDFDocument.create()
  for (const image of request.images) {
    const layout = layoutImage(image, request)
    const embedded = await embedImage(doc, image)
    doc.addPage(layout.page).drawImage(embedded, layout.image)
  }
  return [{ name: request.name, type: PDF_TYPE, bytes: await savePdf(doc) }]
}
