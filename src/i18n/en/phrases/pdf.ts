/** Phrases the pdf operations share (the Spanish in ../../es/phrases/pdf.ts has the same names). */

/** The figures the page rendering texts quote, from the constants the rendering uses. */
export interface RenderFigures {
  /** The dpi range and default. */
  minDpi: number
  maxDpi: number
  dpi: number
  /** Pixel sizes of an A4 and a US Letter page at the default dpi, such as 1240×1754. */
  a4: string
  letter: string
  /** The default limits: pages per request, and millions of pixels per page. */
  pages: number
  megapixels: number
}

/** The figures the images-to-PDF texts quote, from the constants the layout uses. */
export interface ImagesToPdfFigures {
  /** Recorded densities within this range are used; others fall back to `density`. */
  minDensity: number
  maxDensity: number
  density: number
  /** Longest page side in points. */
  maxSide: number
  /** The JPEG quality images are written again at. */
  quality: number
  /** Paper sizes in points, such as 595.28×841.89. */
  a4: string
  letter: string
  /** Default margin on paper, in points. */
  margin: number
}

const PDF_PASSWORD = 'Password that opens an encrypted input (its user or owner password). Not needed for a file that opens without one; ignored for files that are not encrypted.'

const PDF_OPENED = 'An encrypted input is opened with password (a file that only restricts printing or editing opens without it); the result is not encrypted.'

const PDF_SAVED_PLAIN = 'Password that opens an encrypted PDF; the result is saved without encryption'

const PDF_RENDER_PASSWORD = 'Password of an encrypted PDF (its user or owner password); ignored when the PDF is not encrypted'

/** What a new document made of some pages keeps, after its subject ("it", "each part"). */
const KEEPS_INFO = 'keeps the document information (title, author...) but not bookmarks or form fields'

/** What an operation that reads pages does to them. */
export type PageAction = 'render' | 'read'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `Pages to ${action}, such as 1-3,5,7- (7- means from 7 to the last page), in the order written; default all`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `Resolution in dots per inch, ${figures.minDpi}-${figures.maxDpi}, default ${figures.dpi}: a page is its size in inches × dpi pixels wide and high, so an A4 page at ${figures.dpi} dpi is ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}: page numbers and ranges separated by commas, such as 1-3,5,7- ("7-" runs to the last page, "all" is every page).`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `Render PDF pages to ${format} images`
}

/** The description of rendering PDF pages to images of one format (`ext` its file extension). */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return [
    `Draws each selected page of a PDF (every page by default) as a ${format} image at \`dpi\` dots per inch, on white paper, with pdf.js.`,
    `The image is the displayed page (crop box, with the page's rotation applied) at that resolution: an A4 page at ${figures.dpi} dpi is ${figures.a4} pixels, a US Letter page ${figures.letter}.`,
    `Each image is named after the PDF and its page number (report-1.${ext}, report-3.${ext}…), also when only one page is selected, so the name always says which page it is.`,
    'One page answers the image itself; several answer a ZIP of images; several PDFs in one request answer one ZIP with a folder per PDF that gave several images.',
    'An encrypted PDF needs its password in `password` (422 PDF_ENCRYPTED without it, BAD_PASSWORD when wrong).',
    `Limits, checked before anything is drawn: at most the server's render limit of pages per request (${figures.pages} by default), each page at most the image pixel limit at the chosen dpi (${figures.megapixels} million by default; ask for a lower dpi or fewer pages), both answered 413;`,
    'compressed streams that inflate past the server\'s limit are refused as decompression bombs (413), and an image inside a page larger than the pixel limit is left out of the drawing.',
  ].join(' ')
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `Make a PDF from ${format} images, one page per image`
}

/** The description of making a PDF from images, one page each: the format named first, and the other one read. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return [
    `Reads ${first} and ${second} images (the format is detected from the bytes) and makes one PDF with a page per image, in upload order.`,
    'The EXIF orientation is applied, so photos stand the way they were taken.',
    `An image's size on the page comes from its recorded density (dpi, when between ${figures.minDensity} and ${figures.maxDensity}) or else ${figures.density} dpi.`,
    'With page_size=fit each page is that size plus the margins. On a4 or letter paper the image is centred inside the margins and shrunk to fit; it is never enlarged, which would only blur it.',
    `A page side never passes ${figures.maxSide} pt (${figures.maxSide / 72} inches), the largest PDF readers accept: larger images are shrunk.`,
    `JPEG images are written again at quality ${figures.quality} and PNG images losslessly, transparency kept. The PDF is named after the first image.`,
  ].join(' ')
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit: each page is the size of its image (plus margins); a4 (${figures.a4} pt) or letter (${figures.letter} pt): paper with the image centred; default fit`,
    orientation: 'Paper orientation for a4 and letter: auto turns a page landscape when its image is wider than tall; ignored with fit; default auto',
    margin: `Space kept clear around the image on every side, in points (72 pt = 1 inch); default 0 with fit, ${figures.margin} with a4 and letter`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
}
