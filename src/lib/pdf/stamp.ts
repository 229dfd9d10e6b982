/**
 * What the document worker tasks that change an existing PDF share: opening it, and drawing on
 * its pages (signatures, watermarks, page numbers). Everything is placed on the page as a reader
 * sees it: the crop box, with the page's /Rotate applied, so "bottom-right" is bottom-right on
 * screen whatever the page's internals.
 */
import { readFile } from 'node:fs/promises'
import { degrees, rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, type Rotation } from '@cantoo/pdf-lib'
import { ApiError, OperationError } from '../../core/errors.ts'
import { malformedPdf } from './damage.ts'
import type { Rgb } from '../image/color.ts'
import type { NamedBytes, PdfLimits } from './document.ts'
import { openPdf } from './pages.ts'
import { packageFile } from '../package-files.ts'

/** An image made ready on the operation side: EXIF orientation applied, PNG or JPEG. */
export interface PdfImage {
  name: string
  format: 'jpg' | 'png'
  bytes: Uint8Array
  /** Pixels as displayed. */
  width: number
  height: number
  /** Dots per inch the file records, when it records a plausible one. */
  density?: number
}

/** The PDF a stamping task works on, and how to open it. */
export interface PdfTarget {
  file: NamedBytes
  limits: PdfLimits
  password?: string
}

/** Where a drawn item goes, in the page's own coordinates: what pdf-lib's draw calls take. */
export interface Placement {
  x: number
  y: number
  rotate: Rotation
}

/** A page as displayed: its size, and the way from displayed coordinates to the page's own. */
export interface PageFrame {
  width: number
  height: number
  /**
   * Placement of an item whose displayed anchor (its bottom-left corner, or text's baseline
   * start) is at (x, y) from the displayed bottom-left corner, turned `angle` degrees
   * counter-clockwise as displayed.
   */
  place(x: number, y: number, angle?: number): Placement
}

export const POINTS_PER_INCH = 72

const normalRotation = (angle: number) => ((Math.round(angle / 90) * 90) % 360 + 360) % 360

/** The displayed frame of a page: crop box, turned by /Rotate (clockwise, as the PDF defines it). */
export function pageFrame(page: PDFPage): PageFrame {
  const box = page.getCropBox()
  const turn = normalRotation(page.getRotation().angle)
  const sideways = turn === 90 || turn === 270
  const width = sideways ? box.height : box.width
  const height = sideways ? box.width : box.height
  const toPage = (x: number, y: number): [number, number] => {
    switch (turn) {
      case 90: return [box.x + box.width - y, box.y + x]
      case 180: return [box.x + box.width - x, box.y + box.height - y]
      case 270: return [box.x + y, box.y + box.height - x]
      default: return [box.x + x, box.y + y]
    }
  }
  return {
    width,
    height,
    place(x, y, angle = 0) {
      const [px, py] = toPage(x, y)
      // Turning the drawing by the page's own rotation cancels the turn the viewer applies.
      return { x: px, y: py, rotate: degrees(turn + angle) }
    },
  }
}

/**
 * The anchor that puts a point of an item at (cx, cy) when the item is turned `angle` degrees
 * about its anchor: (dx, dy) is where that point lies from the anchor before the turn.
 */
export function anchorFor(cx: number, cy: number, dx: number, dy: number, angle: number): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180
  return { x: cx - (dx * Math.cos(rad) - dy * Math.sin(rad)), y: cy - (dx * Math.sin(rad) + dy * Math.cos(rad)) }
}

export const pdfColor = ({ r, g, b }: Rgb) => rgb(r / 255, g / 255, b / 255)

/**
 * Opens the PDF and reads its page tree and page boxes, which pdf-lib parses lazily: damage found
 * there (a missing catalog, a broken page tree) is the file's, answered MALFORMED_PDF.
 */
export async function openTarget({ file, limits, password }: PdfTarget): Promise<PDFDocument> {
  try {
    const doc = await openPdf(file, limits, password)
    for (const page of doc.getPages()) pageFrame(page)
    return doc
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw malformedPdf(file.name, error, 'pages')
  }
}

export function embedImage(doc: PDFDocument, image: PdfImage): Promise<PDFImage> {
  return image.format === 'jpg' ? doc.embedJpg(image.bytes) : doc.embedPng(image.bytes)
}

const HANDWRITING_FONT = packageFile('assets/fonts/DancingScript-Regular.otf')

/** Dancing Script (SIL OFL, assets/fonts/OFL.txt), subset to the glyphs used. */
export async function handwritingFont(doc: PDFDocument): Promise<PDFFont> {
  const [{ default: fontkit }, bytes] = await Promise.all([import('@cantoo/fontkit'), readFile(HANDWRITING_FONT)])
  doc.registerFontkit(fontkit)
  return doc.embedFont(new Uint8Array(bytes), { subset: true })
}

/**
 * Refuses text with characters the font has no glyph for: they would print as empty boxes (or,
 * in a standard font, fail to encode at all). The caller learns which characters to change.
 */
export function checkGlyphs(font: PDFFont, text: string, param: string): void {
  const available = new Set(font.getCharacterSet())
  const missing = [...new Set([...text].filter((c) => !available.has(c.codePointAt(0)!)))]
  if (missing.length > 0) {
    throw new OperationError('TEXT_UNSUPPORTED_CHARACTERS', { param, characters: missing.slice(0, 10).map(visible).join(' ') })
  }
}

/** A character as a message can show it: invisible ones (line breaks, controls) by their code. */
const visible = (c: string) => /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) ? c : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** Text's extent at a size: width, and the heights above and below the baseline. */
export function textBox(font: PDFFont, text: string, size: number): { width: number; ascent: number; descent: number } {
  const ascent = font.heightAtSize(size, { descender: false })
  return { width: font.widthOfTextAtSize(text, size), ascent, descent: font.heightAtSize(size) - ascent }
}

/** A font size made smaller, in proportion, when text of `width` at `size` would not fit in `room`. */
export function fittedSize(width: number, size: number, room: number): number {
  return width > room ? (size * Math.max(1, room)) / width : size
}

/** Rounded for messages: two decimals at most. */
export const round2 = (n: number) => Math.round(n * 100) / 100
