/**
 * Rendering PDF pages to images and reading their text, with pdf.js (and @napi-rs/canvas for
 * pixels), in the document worker threads. Everything that could make the work unbounded (page
 * count, pixels per page, inflated streams) is refused before any page is drawn.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { ApiError } from '../../core/errors.ts'
import { FILE_FORMATS } from '../files/file-type.ts'
import { fileStem } from '../files/filename.ts'
import { parsePages, type DocumentFile, type NamedBytes, type PdfLimits } from './document.ts'
import { withPdfJs } from './pdfjs.ts'
import { pageText } from './text.ts'
import { reportProgress } from '../progress.ts'

export type RenderFormat = 'jpg' | 'png'

export interface RenderLimits extends PdfLimits {
  /** Pages rendered in one request (PDF_MAX_RENDER_PAGES). */
  maxRenderPages: number
  /** Pixels per rendered page, and per image decoded inside one (IMAGE_MAX_PIXELS). */
  maxPixels: number
}

export interface RenderRequest {
  file: NamedBytes
  format: RenderFormat
  dpi: number
  /** JPEG quality, 1-100. */
  quality: number
  pages?: string
  password?: string
  limits: RenderLimits
}

export interface TextRequest {
  file: NamedBytes
  pages?: string
  password?: string
  limits: PdfLimits
}

export interface PageText {
  page: number
  text: string
}

export interface PdfText {
  page_count: number
  pages: PageText[]
  text: string
  characters: number
}

/** JPEG cannot hold a side longer than this; PNG is held to it too, so both formats agree. */
export const MAX_RENDER_SIDE = 65_500
/** PDF user space is measured in points, 72 to the inch. */
const POINTS_PER_INCH = 72
/** Pages are separated in the joined text by a form feed, as pdftotext does. */
export const PAGE_SEPARATOR = '\f'

type RenderParameters = Parameters<PDFPageProxy['render']>[0]

interface PlannedPage {
  page: PDFPageProxy
  number: number
  width: number
  height: number
}

/** Each selected page and its size in pixels, refusing the request before anything is drawn. */
async function planPages(doc: PDFDocumentProxy, request: RenderRequest): Promise<PlannedPage[]> {
  const { file, dpi, limits } = request
  const selected = parsePages(request.pages, doc.numPages)
  if (selected.length > limits.maxRenderPages) {
    throw new ApiError('RENDER_TOO_MANY_PAGES', { name: file.name, count: selected.length, max: limits.maxRenderPages })
  }
  const planned: PlannedPage[] = []
  for (const index of selected) {
    const page = await doc.getPage(index + 1)
    // The viewport applies the crop box, /Rotate and /UserUnit, as the page is displayed.
    const viewport = page.getViewport({ scale: dpi / POINTS_PER_INCH })
    const width = Math.max(1, Math.round(viewport.width))
    const height = Math.max(1, Math.round(viewport.height))
    if (width * height > limits.maxPixels || Math.max(width, height) > MAX_RENDER_SIDE) {
      throw new ApiError('RENDER_PAGE_TOO_LARGE', {
        name: file.name, page: index + 1, width, height, dpi, max: limits.maxPixels, side: MAX_RENDER_SIDE,
      })
    }
    planned.push({ page, number: index + 1, width, height })
  }
  return planned
}

async function renderPage({ page, width, height }: PlannedPage, request: RenderRequest): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas')
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  // Paper is white: pages only paint what is on them, and a PDF viewer shows the rest as white.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  const viewport = page.getViewport({ scale: request.dpi / POINTS_PER_INCH })
  // pdf.js is typed for the DOM canvas; @napi-rs/canvas implements the part it uses.
  const target = { canvas, canvasContext: context } as unknown as Pick<RenderParameters, 'canvas' | 'canvasContext'>
  await page.render({ ...target, viewport }).promise
  page.cleanup()
  // Encoded here, synchronously, never with canvas.encode(): that one reads the pixels on the
  // libuv thread pool through a bare pointer that keeps nothing alive, so a garbage collection
  // while it waits for a pool thread (busy with image jobs) frees the canvas under it and the
  // process dies with SIGSEGV. Blocking this worker thread meanwhile costs nothing: it has no other task.
  return request.format === 'jpg' ? canvas.encodeSync('jpeg', request.quality) : canvas.encodeSync('png')
}

/** The selected pages as images named after the upload and the page: report-1.jpg, report-2.jpg… */
async function renderPdf(request: RenderRequest): Promise<DocumentFile[]> {
  const { file, format, password, limits } = request
  return withPdfJs(file, limits, { password, maxImagePixels: limits.maxPixels }, async (doc) => {
    const stem = fileStem(file.name)
    const files: DocumentFile[] = []
    const pages = await planPages(doc, request)
    for (const planned of pages) {
      files.push({ name: `${stem}-${planned.number}.${format}`, type: FILE_FORMATS[format].mime, bytes: await renderPage(planned, request) })
      reportProgress(files.length / pages.length)
    }
    return files
  })
}

async function readPageText(doc: PDFDocumentProxy, index: number): Promise<PageText> {
  const page = await doc.getPage(index + 1)
  const content = await page.getTextContent()
  page.cleanup()
  const pieces = content.items.filter((item): item is Extract<typeof item, { str: string }> => 'str' in item)
  return { page: index + 1, text: pageText(pieces) }
}

/** The text of the selected pages, each on its own and joined. */
async function extractText(request: TextRequest): Promise<PdfText> {
  const { file, password, limits } = request
  return withPdfJs(file, limits, { password }, async (doc) => {
    const pages: PageText[] = []
    for (const index of parsePages(request.pages, doc.numPages)) pages.push(await readPageText(doc, index))
    const text = pages.map((page) => page.text).join(PAGE_SEPARATOR)
    return { page_count: doc.numPages, pages, text, characters: [...text].length }
  })
}

export const pdfRenderTasks = {
  'pdf.render': renderPdf,
  'pdf.text': extractText,
} as const
