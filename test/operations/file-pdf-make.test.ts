import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { unzipSync } from 'fflate'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState } from '@cantoo/pdf-lib'
import { client, envelope, fixture, makeApp, type Fields, type FilePart, type UploadFile } from '../helpers.ts'

// Outputs are read back with pdf.js (a codebase apart from the pdf-lib that writes them), and
// with qpdf and poppler (pdftoppm renders pages, pdffonts and pdfimages list what is inside)
// where they are installed. pdf-lib only builds some inputs.
const has = (program: string) => existsSync(`/usr/bin/${program}`)
const HAS_QPDF = has('qpdf')
const HAS_PDFTOPPM = has('pdftoppm')
const HAS_PDFFONTS = has('pdffonts')
const HAS_PDFIMAGES = has('pdfimages')
const HAS_GS = has('gs')
for (const [ok, what] of [[HAS_QPDF, 'qpdf'], [HAS_PDFTOPPM, 'pdftoppm'], [HAS_PDFFONTS, 'pdffonts'], [HAS_PDFIMAGES, 'pdfimages']] as const) {
  if (!ok) console.warn(`${what} is not installed: its checks are skipped`)
}

const PDFJS_ROOT = join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..')

let app: FastifyInstance
const file = client(() => app, 'file')
let workDir: string
beforeAll(async () => {
  app = await makeApp()
  workDir = mkdtempSync(join(tmpdir(), 'pdf-make-'))
})
afterAll(async () => {
  await app.close()
  rmSync(workDir, { recursive: true, force: true })
})

let fileCount = 0
function tempFile(bytes: Uint8Array, extension = 'pdf'): string {
  const path = join(workDir, `file-${++fileCount}.${extension}`)
  writeFileSync(path, bytes)
  return path
}


const files = (...names: ReadonlyArray<string | UploadFile>): FilePart[] => names.map((file) => ({ field: 'files[]', file }))

async function made(name: string, parts: readonly FilePart[], fields: Fields = {}): Promise<Buffer> {
  const res = await file.send(name, { files: parts, params: fields })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  return res.rawPayload
}

interface TextItem { str: string; transform: number[] }
interface PageView {
  width: number
  height: number
  /** pdf.js's page-to-screen matrix (y down), rotation included. */
  viewport: number[]
  items: TextItem[]
  /** The page's text with every space removed, for searching. */
  text: string
}

/** Every page as pdf.js sees it: displayed size and text. */
async function readPdf(bytes: Uint8Array): Promise<PageView[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts/'),
    verbosity: 0,
  }).promise
  const pages: PageView[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i)
    const viewport = page.getViewport({ scale: 1 })
    const content = await page.getTextContent()
    const items = content.items.flatMap((item) => ('str' in item ? [{ str: item.str, transform: item.transform as number[] }] : []))
    pages.push({ width: viewport.width, height: viewport.height, viewport: viewport.transform, items, text: squeeze(items.map((item) => item.str).join('')) })
  }
  await doc.destroy()
  return pages
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

/** Where a text item starts on screen (pdf.js viewport, y down) and whether it reads upright. */
function onScreen(page: PageView, item: TextItem): { x: number; y: number; upright: boolean } {
  const [a, b, c, d, e, f] = page.viewport as [number, number, number, number, number, number]
  const [ta, tb, , , te, tf] = item.transform as [number, number, number, number, number, number]
  const x = a * te + c * tf + e
  const y = b * te + d * tf + f
  // The text's direction on screen: upright text runs left to right.
  const dx = a * ta + c * tb
  const dy = b * ta + d * tb
  return { x, y, upright: dx > 0 && Math.abs(dy) < 1e-6 * Math.abs(dx) + 1e-9 }
}

function itemWith(page: PageView, text: string): TextItem {
  const item = page.items.find((candidate) => squeeze(candidate.str).includes(squeeze(text)))
  expect(item, `"${text}" on the page: ${page.items.map((i) => i.str).join('|')}`).toBeDefined()
  return item!
}

interface Render {
  width: number
  height: number
  at(x: number, y: number): [number, number, number]
}

/** A page rendered by poppler at `dpi`, as RGB pixels. */
async function render(bytes: Uint8Array, page: number, dpi: number): Promise<Render> {
  const input = tempFile(bytes)
  const output = join(workDir, `render-${++fileCount}`)
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', input, output])
  const { data, info } = await sharp(readFileSync(`${output}.png`)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels
      return [data[i]!, data[i + 1]!, data[i + 2]!]
    },
  }
}

const isWhite = ([r, g, b]: readonly number[]) => r! > 245 && g! > 245 && b! > 245
const near = (a: readonly number[], b: readonly number[], tolerance: number) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance)

/** The box holding every non-white pixel inside the given region (all of it by default). */
function inkBox(image: Render, region = { x: 0, y: 0, width: image.width, height: image.height }) {
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      if (isWhite(image.at(x, y))) continue
      left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y)
    }
  }
  return { left, top, right, bottom, width: right - left + 1, height: bottom - top + 1 }
}

/** How many pixels differ between two renders of the same page, inside and outside a region. */
function differences(a: Render, b: Render, region: { x: number; y: number; width: number; height: number }) {
  let inside = 0, outside = 0
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (near(a.at(x, y), b.at(x, y), 8)) continue
      const within = x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height
      if (within) inside++
      else outside++
    }
  }
  return { inside, outside }
}

function tool(program: string, args: readonly string[]): { status: number | null; out: string } {
  const result = spawnSync(program, args, { encoding: 'utf8' })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

/** pdfimages -list rows: type, width, height, colour, encoding. */
function listImages(bytes: Uint8Array): { type: string; width: number; height: number; color: string; enc: string }[] {
  const out = execFileSync('pdfimages', ['-list', tempFile(bytes)], { encoding: 'utf8' })
  return out.split('\n').slice(2).filter((line) => line.trim() !== '').map((line) => {
    const cols = line.trim().split(/\s+/)
    return { type: cols[2]!, width: Number(cols[3]), height: Number(cols[4]), color: cols[5]!, enc: cols[8]! }
  })
}

/** A solid-colour PNG of the given size and density. */
async function solidPng(width: number, height: number, color: { r: number; g: number; b: number }, density = 72): Promise<UploadFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } }).withMetadata({ density }).png().toBuffer()
  return { name: 'solid.png', bytes }
}

/** A 100 × 50 PNG, red on its left half and blue on its right half: shows which way it is turned. */
async function halvesPng(): Promise<UploadFile> {
  const blue = await sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 0, g: 0, b: 255 } } }).png().toBuffer()
  const bytes = await sharp({ create: { width: 100, height: 50, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: blue, left: 50, top: 0 }]).png().toBuffer()
  return { name: 'halves.png', bytes }
}

/** three-pages.pdf with its page 2 turned by qpdf (/Rotate 90): displayed landscape. */
function rotatedThreePages(): UploadFile {
  const output = join(workDir, `rotated-${++fileCount}.pdf`)
  execFileSync('qpdf', ['--rotate=+90:2', tempFile(fixture('three-pages.pdf')), output])
  return { name: 'rotated.pdf', bytes: readFileSync(output) }
}

const today = () => new Date().toISOString().slice(0, 10)

// Sizes from the fixtures' construction: photo.jpg is stored 80×60 with EXIF orientation 6 and no
// density (so 60×80 at 96 dpi: 45×60 pt); alpha.png is 64×48 at 72 dpi; A4 is 595.28×841.89 pt.
const A4: [number, number] = [595.28, 841.89]
const LETTER: [number, number] = [612, 792]

function expectSize(page: PageView, [width, height]: readonly [number, number]): void {
  expect(page.width).toBeCloseTo(width, 1)
  expect(page.height).toBeCloseTo(height, 1)
}

describe('jpg-to-pdf and png-to-pdf', () => {
  it('makes one page per image in upload order, each the size of its image', async () => {
    const pages = await readPdf(await made('jpg-to-pdf', files('photo.jpg', 'alpha.png')))
    expect(pages).toHaveLength(2)
    expectSize(pages[0]!, [45, 60])
    expectSize(pages[1]!, [64, 48])
  })

  it('reads JPEG and PNG under either name, and names the PDF after the first image', async () => {
    const res = await file.send('png-to-pdf', { files: files('alpha.png', 'photo.jpg') })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('alpha.pdf')
    const pages = await readPdf(res.rawPayload)
    expectSize(pages[0]!, [64, 48])
    expectSize(pages[1]!, [45, 60])
  })

  it('lays images on A4 and letter paper, turning the page to the image with orientation=auto', async () => {
    const a4 = await readPdf(await made('jpg-to-pdf', files('photo.jpg', 'alpha.png'), { page_size: 'a4' }))
    expectSize(a4[0]!, A4)
    expectSize(a4[1]!, [A4[1], A4[0]])
    const letter = await readPdf(await made('png-to-pdf', files('photo.png', 'photo.jpg'), { page_size: 'letter' }))
    expectSize(letter[0]!, [LETTER[1], LETTER[0]])
    expectSize(letter[1]!, LETTER)
  })

  it('forces an orientation, and ignores it with fit', async () => {
    const landscape = await readPdf(await made('jpg-to-pdf', files('photo.jpg'), { page_size: 'letter', orientation: 'landscape' }))
    expectSize(landscape[0]!, [792, 612])
    const portrait = await readPdf(await made('png-to-pdf', files('alpha.png'), { page_size: 'a4', orientation: 'portrait' }))
    expectSize(portrait[0]!, A4)
    const fit = await readPdf(await made('png-to-pdf', files('alpha.png'), { orientation: 'portrait' }))
    expectSize(fit[0]!, [64, 48])
  })

  it('adds margins around a fitted image', async () => {
    const pages = await readPdf(await made('jpg-to-pdf', files('photo.jpg'), { margin: 10 }))
    expectSize(pages[0]!, [65, 80])
  })

  it('uses the density an image records', async () => {
    const pages = await readPdf(await made('png-to-pdf', files(await solidPng(300, 150, { r: 0, g: 0, b: 255 }, 300))))
    expectSize(pages[0]!, [72, 36])
  })

  it.skipIf(!HAS_PDFTOPPM)('applies the EXIF orientation: the rendered page shows the photo as displayed', async () => {
    const pdf = await made('jpg-to-pdf', files('photo.jpg'))
    // 45 × 60 pt at 96 dpi is the photo's own 60 × 80 pixels.
    const page = await render(pdf, 1, 96)
    expect([page.width, page.height]).toEqual([60, 80])
    const { data, info } = await sharp(fixture('photo.jpg')).rotate().raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([60, 80])
    for (const [x, y] of [[10, 10], [50, 10], [30, 40], [10, 70], [50, 70]] as const) {
      const i = (y * info.width + x) * info.channels
      expect(near(page.at(x, y), [data[i]!, data[i + 1]!, data[i + 2]!], 24), `pixel ${x},${y}: ${page.at(x, y)} vs ${[data[i], data[i + 1], data[i + 2]]}`).toBe(true)
    }
  })

  it.skipIf(!HAS_PDFTOPPM)('centres a small image on A4 without enlarging it', async () => {
    const pdf = await made('jpg-to-pdf', files('photo.jpg'), { page_size: 'a4' })
    const page = await render(pdf, 1, 72)
    const ink = inkBox(page)
    expect(ink.width).toBeGreaterThanOrEqual(44)
    expect(ink.width).toBeLessThanOrEqual(47)
    expect(ink.height).toBeGreaterThanOrEqual(59)
    expect(ink.height).toBeLessThanOrEqual(62)
    expect(Math.abs((ink.left + ink.right) / 2 - page.width / 2)).toBeLessThanOrEqual(2)
    expect(Math.abs((ink.top + ink.bottom) / 2 - page.height / 2)).toBeLessThanOrEqual(2)
    const { data, info } = await sharp(fixture('photo.jpg')).rotate().raw().toBuffer({ resolveWithObject: true })
    const i = (40 * info.width + 30) * info.channels
    expect(near(page.at(page.width / 2, page.height / 2), [data[i]!, data[i + 1]!, data[i + 2]!], 30)).toBe(true)
  })

  it.skipIf(!HAS_PDFTOPPM)('shrinks a large image into the margins of the paper, centred', async () => {
    const red = await solidPng(2000, 1000, { r: 255, g: 0, b: 0 })
    const pdf = await made('png-to-pdf', files(red), { page_size: 'a4' })
    const page = await render(pdf, 1, 72)
    // poppler rounds 595.28 pt up to 596 pixels at 72 dpi.
    expect(page.width).toBe(842)
    expect(Math.abs(page.height - 595.28)).toBeLessThan(1)
    // (841.89 − 2 × 36) / 2000 = 0.385: 769.9 × 384.9 pt.
    const ink = inkBox(page)
    expect(Math.abs(ink.width - 770)).toBeLessThanOrEqual(2)
    expect(Math.abs(ink.height - 385)).toBeLessThanOrEqual(2)
    expect(Math.abs(ink.left - 36)).toBeLessThanOrEqual(1)
    expect(Math.abs((ink.top + ink.bottom) / 2 - page.height / 2)).toBeLessThanOrEqual(1.5)
    expect(near(page.at(421, 297), [255, 0, 0], 2)).toBe(true)
  })

  it.skipIf(!HAS_PDFTOPPM)('keeps transparency: transparent corners show the white page', async () => {
    const pdf = await made('png-to-pdf', files('alpha.png'))
    const page = await render(pdf, 1, 72)
    expect([page.width, page.height]).toEqual([64, 48])
    expect(isWhite(page.at(1, 1))).toBe(true)
    const { data, info } = await sharp(fixture('alpha.png')).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true })
    const i = (24 * info.width + 32) * info.channels
    expect(near(page.at(32, 24), [data[i]!, data[i + 1]!, data[i + 2]!], 12)).toBe(true)
  })

  it('refuses formats other than JPEG and PNG with 422', async () => {
    await file.refused('jpg-to-pdf', { files: files('photo.jpg', 'animated.gif') }, 422, 'UNSUPPORTED_FILE_FORMAT')
    await file.refused('png-to-pdf', { files: files('three-pages.pdf') }, 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  it('checks the bounds of its options', async () => {
    await file.refused('jpg-to-pdf', { files: files('photo.jpg'), params: { margin: 145 } }, 422, 'PARAM_BETWEEN')
    await file.refused('jpg-to-pdf', { files: files('photo.jpg'), params: { margin: -1 } }, 422, 'PARAM_BETWEEN')
    await file.refused('jpg-to-pdf', { files: files('photo.jpg'), params: { page_size: 'a3' } }, 422, 'PARAM_ENUM')
    await file.refused('png-to-pdf', { files: files('photo.png'), params: { orientation: 'sideways' } }, 422, 'PARAM_ENUM')
    const widest = await readPdf(await made('png-to-pdf', files('alpha.png'), { page_size: 'a4', margin: 144 }))
    expectSize(widest[0]!, [A4[1], A4[0]])
  })

  it('refuses an image over the pixel limit', async () => {
    const small = await makeApp({ IMAGE_MAX_PIXELS: '1000' })
    try {
      const form = new FormData()
      form.append('files[]', new Blob([fixture('photo.jpg')]), 'photo.jpg')
      const res = await small.inject({ method: 'POST', url: '/api/v1/file/jpg-to-pdf', payload: form })
      expect(res.statusCode).toBe(413)
      expect(envelope(res).code).toBe('IMAGE_TOO_LARGE')
    } finally {
      await small.close()
    }
  })
})

describe('sign-pdf', () => {
  it('writes a typed signature on the last page, in the embedded handwriting font', async () => {
    const before = await readPdf(fixture('three-pages.pdf'))
    const pdf = await made('sign-pdf', files('three-pages.pdf'), { text: 'Ada Lovelace' })
    const after = await readPdf(pdf)
    expect(after).toHaveLength(3)
    expect(after[2]!.text).toContain('AdaLovelace')
    expect(after[2]!.text).toContain('Pagethree')
    expect(after[0]!.text).toBe(before[0]!.text)
    expect(after[1]!.text).toBe(before[1]!.text)
    // Bottom-right by default: the text starts right of the middle, near the bottom.
    const where = onScreen(after[2]!, itemWith(after[2]!, 'Ada Lovelace'))
    expect(where.x).toBeGreaterThan(A4[0] / 2)
    expect(where.y).toBeGreaterThan(A4[1] - 100)
    expect(where.upright).toBe(true)
  })

  it.skipIf(!HAS_PDFFONTS)('embeds Dancing Script', async () => {
    const pdf = await made('sign-pdf', files('three-pages.pdf'), { text: 'Ada Lovelace' })
    const fonts = execFileSync('pdffonts', [tempFile(pdf)], { encoding: 'utf8' })
    const line = fonts.split('\n').find((l) => l.includes('DancingScript'))
    expect(line, fonts).toBeDefined()
    expect(line).toMatch(/\byes\b/)
  })

  it('adds the date under the signature', async () => {
    const before = today()
    const pages = await readPdf(await made('sign-pdf', files('three-pages.pdf'), { text: 'Ada', date: true, page: 1 }))
    expect([before, today()]).toContain(pages[0]!.items.map((i) => i.str).find((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.trim()))?.trim())
    expect(pages[0]!.text).toContain('Ada')
    expect(pages[2]!.text).not.toContain(before)
    const signature = onScreen(pages[0]!, itemWith(pages[0]!, 'Ada'))
    const date = onScreen(pages[0]!, itemWith(pages[0]!, before.slice(0, 4)))
    expect(date.y).toBeGreaterThan(signature.y)
  })

  it.skipIf(!HAS_PDFTOPPM)('stamps an image signature where it was asked, and nothing else changes', async () => {
    const pdf = await made('sign-pdf', [...files('three-pages.pdf'), { field: 'signature', file: 'alpha.png' }], { page: 2, x: 100, y: 200, width: 128 })
    const [original, signed] = await Promise.all([render(fixture('three-pages.pdf'), 2, 72), render(pdf, 2, 72)])
    // 128 pt wide, 96 pt high (alpha.png is 64 × 48), bottom-left at (100, 200).
    const region = { x: 100, y: Math.round(A4[1] - 200 - 96), width: 128, height: 96 }
    const diff = differences(original, signed, region)
    expect(diff.inside).toBeGreaterThan(1000)
    expect(diff.outside).toBe(0)
    for (const page of [1, 3]) {
      const [a, b] = await Promise.all([render(fixture('three-pages.pdf'), page, 36), render(pdf, page, 36)])
      expect(differences(a, b, { x: 0, y: 0, width: 0, height: 0 }).outside).toBe(0)
    }
  })

  it.skipIf(!HAS_PDFTOPPM)('reads a signature from a data URL, in the bottom-right corner by default', async () => {
    const url = `data:image/png;base64,${fixture('photo.png').toString('base64')}`
    const pdf = await made('sign-pdf', files('letter.pdf'), { signature_data_url: url, width: 80 })
    const page = await render(pdf, 1, 72)
    // photo.png is 80 × 60: a stamp 80 × 60 pt, 36 pt from the right and bottom edges of 612 × 792.
    const ink = inkBox(page, { x: 300, y: 500, width: 312, height: 292 })
    expect(Math.abs(ink.left - (612 - 36 - 80))).toBeLessThanOrEqual(1)
    expect(Math.abs(ink.right - (612 - 36 - 1))).toBeLessThanOrEqual(1)
    expect(Math.abs(ink.bottom - (792 - 36 - 1))).toBeLessThanOrEqual(1)
    expect(Math.abs(ink.height - 60)).toBeLessThanOrEqual(1)
  })

  it('accepts a JPEG data URL and a JPEG signature file', async () => {
    const jpeg = `data:image/jpeg;base64,${fixture('photo.jpg').toString('base64')}`
    expect((await readPdf(await made('sign-pdf', files('letter.pdf'), { signature_data_url: jpeg })))).toHaveLength(1)
    expect((await readPdf(await made('sign-pdf', [...files('letter.pdf'), { field: 'signature', file: 'photo.jpg' }])))).toHaveLength(1)
  })

  it.skipIf(!HAS_QPDF || !HAS_PDFTOPPM)('places the signature on a rotated page as displayed, upright', async () => {
    const pdf = await made('sign-pdf', [...files(rotatedThreePages()), { field: 'signature', file: await halvesPng() }], { page: 2 })
    const page = await render(pdf, 2, 72)
    const [sheet] = await readPdf(fixture('three-pages.pdf'))
    const [displayed] = (await readPdf(pdf)).slice(1)
    expectSize(displayed!, [sheet!.height, sheet!.width])
    expect(page.width).toBeGreaterThan(page.height)
    // 150 × 75 pt, 36 pt from the displayed right and bottom edges: red on the left, blue on the right.
    const [left, top] = [page.width - 36 - 150, page.height - 36 - 75]
    expect(near(page.at(left + 30, top + 37), [255, 0, 0], 10)).toBe(true)
    expect(near(page.at(left + 120, top + 37), [0, 0, 255], 10)).toBe(true)
    expect(isWhite(page.at(left + 75, top - 4))).toBe(true)
    expect(isWhite(page.at(left + 75, page.height - 32))).toBe(true)
    expect(isWhite(page.at(page.width - 32, top + 37))).toBe(true)
  })

  it('refuses anything but exactly one signature', async () => {
    await file.refused('sign-pdf', { files: files('three-pages.pdf') }, 422, 'SIGNATURE_SOURCE')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: '   ' } }, 422, 'SIGNATURE_SOURCE')
    const both = await file.refused('sign-pdf', { files: [...files('three-pages.pdf'), { field: 'signature', file: 'alpha.png' }], params: { text: 'Ada' } }, 422, 'SIGNATURE_SOURCE')
    expect(both.error).toContain('2')
  })

  it('checks the page, the size and the position', async () => {
    const page = await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', page: 4 } }, 422, 'PAGE_OUT_OF_RANGE')
    expect(page.error).toContain('3')
    const outside = await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', x: 500, y: 100 } }, 422, 'SIGNATURE_OUTSIDE_PAGE')
    const [sheet] = await readPdf(fixture('three-pages.pdf'))
    expect(outside.error).toContain(`${Math.round(sheet!.width * 100) / 100}×`)
    expect(outside.error).toContain('x=500')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', width: 1000 } }, 422, 'SIGNATURE_OUTSIDE_PAGE')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', width: 9 } }, 422, 'PARAM_BETWEEN')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', width: 1001 } }, 422, 'PARAM_BETWEEN')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', page: 0 } }, 422, 'PARAM_BETWEEN')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', x: -1 } }, 422, 'PARAM_BETWEEN')
    expect((await readPdf(await made('sign-pdf', files('three-pages.pdf'), { text: 'A', width: 10, x: 0, y: 0 })))[2]!.text).toContain('A')
  })

  it('checks the text and the colour', async () => {
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'x'.repeat(101) } }, 422, 'PARAM_MAX_LENGTH')
    const unsupported = await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada 署名' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')
    expect(unsupported.error).toContain('署')
    expect((await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada\nLovelace' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')).error).toContain('U+000A')
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { text: 'Ada', color: 'blue' } }, 422, 'COLOR_INVALID_HEX')
    const accented = await readPdf(await made('sign-pdf', files('three-pages.pdf'), { text: 'Zoë Müller', color: '#000' }))
    expect(accented[2]!.text).toContain('ZoëMüller')
  })

  it('validates data URLs strictly', async () => {
    const png = fixture('alpha.png').toString('base64')
    for (const value of ['hello', `data:image/gif;base64,${png}`, `data:image/png,${png}`, 'data:image/png;base64,abc', `data:image/png;base64,${fixture('photo.jpg').toString('base64')}`]) {
      await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { signature_data_url: value } }, 422, 'DATA_URL_INVALID', { what: value.slice(0, 30) })
    }
    const long = `data:image/png;base64,${'A'.repeat(2_000_000 - 22 + 4)}`
    await file.refused('sign-pdf', { files: files('three-pages.pdf'), params: { signature_data_url: long } }, 422, 'PARAM_MAX_LENGTH')
    const wrapped = `data:image/png;base64,${png.replace(/(.{76})/g, '$1\n')}`
    expect((await readPdf(await made('sign-pdf', files('letter.pdf'), { signature_data_url: wrapped })))).toHaveLength(1)
  })

  it('answers 422 for a signature that is not an image, or a document that is not a PDF', async () => {
    await file.refused('sign-pdf', { files: [...files('three-pages.pdf'), { field: 'signature', file: 'letter.pdf' }] }, 422, 'UNSUPPORTED_FILE_FORMAT')
    await file.refused('sign-pdf', { files: [...files('three-pages.pdf'), { field: 'signature', file: 'animated.gif' }] }, 422, 'UNSUPPORTED_FILE_FORMAT')
    await file.refused('sign-pdf', { files: files('photo.jpg'), params: { text: 'Ada' } }, 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  it('speaks Spanish', async () => {
    const { error } = await file.refused('sign-pdf', { files: files('three-pages.pdf'), lang: 'es' }, 422, 'SIGNATURE_SOURCE')
    expect(error).toContain('exactamente una firma')
  })

  it('opens an encrypted PDF with its password', async () => {
    await file.refused('sign-pdf', { files: files('encrypted.pdf'), params: { text: 'Ada' } }, 422, 'PDF_ENCRYPTED')
    await file.refused('sign-pdf', { files: files('encrypted.pdf'), params: { text: 'Ada', password: 'wrong' } }, 422, 'BAD_PASSWORD')
    const pages = await readPdf(await made('sign-pdf', files('encrypted.pdf'), { text: 'Ada', password: 'secret' }))
    expect(pages[2]!.text).toContain('Ada')
  })

  it('signs each PDF of a batch and answers a ZIP', async () => {
    const res = await file.send('sign-pdf', { files: files('three-pages.pdf', 'letter.pdf'), params: { text: 'Ada' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries).sort()).toEqual(['letter-signed.pdf', 'three-pages-signed.pdf'])
    expect((await readPdf(entries['letter-signed.pdf']!))[0]!.text).toContain('Ada')
    expect((await readPdf(entries['three-pages-signed.pdf']!))[2]!.text).toContain('Ada')
  })
})

describe('watermark-pdf', () => {
  it('writes the text on every page by default, diagonally', async () => {
    const pages = await readPdf(await made('watermark-pdf', files('three-pages.pdf'), { text: 'CONFIDENTIAL' }))
    expect(pages).toHaveLength(3)
    for (const page of pages) {
      const item = itemWith(page, 'CONFIDENTIAL')
      // Turned along the page's diagonal: the text runs up to the right.
      const [a, b] = item.transform as [number, number]
      expect(Math.atan2(b, a) * 180 / Math.PI).toBeCloseTo(Math.atan2(page.height, page.width) * 180 / Math.PI, 0)
    }
    expect(pages[1]!.text).toContain('Pagetwo')
  })

  it('marks only the selected pages', async () => {
    const pages = await readPdf(await made('watermark-pdf', files('three-pages.pdf'), { text: 'DRAFT', pages: '2-' }))
    expect(pages.map((page) => page.text.includes('DRAFT'))).toEqual([false, true, true])
    const one = await readPdf(await made('watermark-pdf', files('three-pages.pdf'), { text: 'DRAFT', pages: '1' }))
    expect(one.map((page) => page.text.includes('DRAFT'))).toEqual([true, false, false])
  })

  it.each([
    ['center', (y: number, h: number) => Math.abs(y - h / 2) < 40],
    ['top', (y: number) => y < 100],
    ['bottom', (y: number, h: number) => y > h - 100],
  ] as const)('puts the text at the %s, level', async (position, expected) => {
    const [page] = await readPdf(await made('watermark-pdf', files('letter.pdf'), { text: 'DRAFT', position }))
    const where = onScreen(page!, itemWith(page!, 'DRAFT'))
    expect(where.upright).toBe(true)
    expect(expected(where.y, page!.height), `y=${where.y}`).toBe(true)
  })

  it.skipIf(!HAS_PDFTOPPM)('draws at the asked opacity and colour', async () => {
    const faint = await render(await made('watermark-pdf', files('letter.pdf'), { text: 'XXXX', position: 'center', color: '#000000', opacity: 0.3, font_size: 120 }), 1, 72)
    const solid = await render(await made('watermark-pdf', files('letter.pdf'), { text: 'XXXX', position: 'center', color: '#ff0000', opacity: 1, font_size: 120 }), 1, 72)
    const darkest = (image: Render) => {
      let min = [255, 255, 255]
      for (let y = 340; y < 450; y++) for (let x = 100; x < 512; x++) {
        const pixel = image.at(x, y)
        if (pixel[0] + pixel[1] + pixel[2] < min[0]! + min[1]! + min[2]!) min = pixel
      }
      return min
    }
    // Black at 30 % over white: 255 × 0.7 ≈ 178.
    expect(near(darkest(faint), [178, 178, 178], 6), String(darkest(faint))).toBe(true)
    expect(near(darkest(solid), [255, 0, 0], 6), String(darkest(solid))).toBe(true)
  })

  it.skipIf(!HAS_PDFTOPPM)('lays an image over the middle of the page', async () => {
    const pdf = await made('watermark-pdf', [...files('letter.pdf'), { field: 'image', file: await halvesPng() }], { position: 'center', opacity: 1 })
    const page = await render(pdf, 1, 72)
    // Half the page's width: 306 × 153 pt, centred on 612 × 792.
    expect(near(page.at(306 - 100, 396), [255, 0, 0], 10)).toBe(true)
    expect(near(page.at(306 + 100, 396), [0, 0, 255], 10)).toBe(true)
    expect(isWhite(page.at(306, 396 - 80))).toBe(true)
    expect(isWhite(page.at(306 - 156, 396))).toBe(true)
  })

  it.skipIf(!HAS_QPDF)('keeps the watermark upright and centred on a rotated page', async () => {
    const pages = await readPdf(await made('watermark-pdf', files(rotatedThreePages()), { text: 'DRAFT', position: 'top' }))
    for (const page of pages) {
      const where = onScreen(page, itemWith(page, 'DRAFT'))
      expect(where.upright).toBe(true)
      expect(where.y).toBeLessThan(100)
      expect(Math.abs(where.x - page.width / 2)).toBeLessThan(100)
    }
  })

  it('shrinks a text too long for the page', async () => {
    const [page] = await readPdf(await made('watermark-pdf', files('letter.pdf'), { text: 'W'.repeat(60), position: 'center', font_size: 200 }))
    const where = onScreen(page!, itemWith(page!, 'WWWW'))
    expect(where.x).toBeGreaterThanOrEqual(35)
  })

  it('refuses anything but exactly one watermark, and checks its options', async () => {
    await file.refused('watermark-pdf', { files: files('three-pages.pdf') }, 422, 'WATERMARK_SOURCE')
    await file.refused('watermark-pdf', { files: [...files('three-pages.pdf'), { field: 'image', file: 'alpha.png' }], params: { text: 'X' } }, 422, 'WATERMARK_SOURCE')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'x'.repeat(201) } }, 422, 'PARAM_MAX_LENGTH')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', opacity: 0.04 } }, 422, 'PARAM_BETWEEN')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', opacity: 1.01 } }, 422, 'PARAM_BETWEEN')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', font_size: 7 } }, 422, 'PARAM_BETWEEN')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', font_size: 201 } }, 422, 'PARAM_BETWEEN')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', position: 'left' } }, 422, 'PARAM_ENUM')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', pages: '4' } }, 422, 'PAGE_OUT_OF_RANGE')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', pages: 'one' } }, 422, 'PAGES_INVALID')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: '水印' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')
    await file.refused('watermark-pdf', { files: files('three-pages.pdf'), params: { text: 'X', color: '#12345' } }, 422, 'COLOR_INVALID_HEX')
    await file.refused('watermark-pdf', { files: [...files('three-pages.pdf'), { field: 'image', file: 'letter.pdf' }] }, 422, 'UNSUPPORTED_FILE_FORMAT')
    const edges = await readPdf(await made('watermark-pdf', files('letter.pdf'), { text: 'É', opacity: 0.05, font_size: 8 }))
    expect(edges[0]!.text).toContain('É')
  })

  it('watermarks each PDF of a batch', async () => {
    const res = await file.send('watermark-pdf', { files: files('three-pages.pdf', 'letter.pdf'), params: { text: 'DRAFT' } })
    expect(res.headers['content-type']).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries).sort()).toEqual(['letter-watermarked.pdf', 'three-pages-watermarked.pdf'])
    for (const bytes of Object.values(entries)) expect((await readPdf(bytes)).every((page) => page.text.includes('DRAFT'))).toBe(true)
  })
})

describe('page-numbers-pdf', () => {
  it('numbers every page with the total', async () => {
    const pages = await readPdf(await made('page-numbers-pdf', files('three-pages.pdf'), { format: '{n} / {total}' }))
    expect(pages.map((page) => page.text)).toEqual([
      expect.stringContaining('1/3'), expect.stringContaining('2/3'), expect.stringContaining('3/3'),
    ])
    for (const page of pages) {
      const where = onScreen(page, itemWith(page, '/ 3'))
      expect(where.upright).toBe(true)
      expect(where.y).toBeGreaterThan(page.height - 60)
      expect(Math.abs(where.x - page.width / 2)).toBeLessThan(30)
    }
  })

  it('writes "{n}" by default', async () => {
    const pages = await readPdf(await made('page-numbers-pdf', files('three-pages.pdf')))
    pages.forEach((page, i) => expect(page.items.some((item) => item.str.trim() === String(i + 1))).toBe(true))
  })

  it('counts from the first numbered page and from start', async () => {
    const pages = await readPdf(await made('page-numbers-pdf', files('three-pages.pdf'), { pages: '2-', format: 'Page {n} of {total}', start: 5 }))
    expect(pages[0]!.text).not.toContain('Page5')
    expect(pages[0]!.text).not.toMatch(/Page\d+of/)
    expect(pages[1]!.text).toContain('Page5of6')
    expect(pages[2]!.text).toContain('Page6of6')
    const gap = await readPdf(await made('page-numbers-pdf', files('three-pages.pdf'), { pages: '1,3', format: '[{n}/{total}]' }))
    expect(gap.map((page) => page.text.match(/\[\d\/\d\]/)?.[0])).toEqual(['[1/3]', undefined, '[3/3]'])
  })

  it.each([
    ['bottom-right', (x: number, y: number, w: number, h: number) => x > w - 80 && y > h - 60],
    ['bottom-left', (x: number, y: number, _w: number, h: number) => x < 60 && y > h - 60],
    ['top-center', (x: number, y: number, w: number) => Math.abs(x - w / 2) < 30 && y < 60],
    ['top-right', (x: number, y: number, w: number) => x > w - 80 && y < 60],
    ['top-left', (x: number, y: number) => x < 60 && y < 60],
  ] as const)('writes at the %s', async (position, expected) => {
    const [page] = await readPdf(await made('page-numbers-pdf', files('letter.pdf'), { position, format: '#{n}' }))
    const where = onScreen(page!, itemWith(page!, '#1'))
    expect(expected(where.x, where.y, page!.width, page!.height), `${where.x},${where.y}`).toBe(true)
  })

  it.skipIf(!HAS_PDFTOPPM)('keeps the margin and the size asked', async () => {
    // The text's box (descender included) sits on the margin: a g reaches down to it.
    const page = await render(await made('page-numbers-pdf', files('letter.pdf'), { position: 'bottom-left', margin: 100, font_size: 36, format: 'g{n}' }), 1, 72)
    const ink = inkBox(page, { x: 0, y: 600, width: 300, height: 192 })
    expect(Math.abs(ink.left - 100)).toBeLessThanOrEqual(4)
    expect(Math.abs(ink.bottom - (792 - 100))).toBeLessThanOrEqual(2)
    // From the g's descender to the top of the 1, at 36 pt: about 0.92 em.
    expect(ink.height).toBeGreaterThan(30)
    expect(ink.height).toBeLessThan(36)
  })

  it.skipIf(!HAS_QPDF)('numbers a rotated page upright at its displayed bottom', async () => {
    const pages = await readPdf(await made('page-numbers-pdf', files(rotatedThreePages()), { format: '{n} / {total}' }))
    const where = onScreen(pages[1]!, itemWith(pages[1]!, '2 / 3'))
    expect(pages[1]!.width).toBeGreaterThan(pages[1]!.height)
    expect(where.upright).toBe(true)
    expect(where.y).toBeGreaterThan(pages[1]!.height - 60)
    expect(Math.abs(where.x - pages[1]!.width / 2)).toBeLessThan(30)
  })

  it('checks its options', async () => {
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { format: 'Page' } }, 422, 'PAGE_NUMBER_FORMAT')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { format: `{n}${'x'.repeat(48)}` } }, 422, 'PARAM_MAX_LENGTH')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { font_size: 5 } }, 422, 'PARAM_BETWEEN')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { font_size: 37 } }, 422, 'PARAM_BETWEEN')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { start: -1 } }, 422, 'PARAM_BETWEEN')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { position: 'middle' } }, 422, 'PARAM_ENUM')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { pages: '2-5' } }, 422, 'PAGE_OUT_OF_RANGE')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { pages: '3-1' } }, 422, 'PAGES_INVALID')
    await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { format: '{n} ✓' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')
    const spanish = await file.refused('page-numbers-pdf', { files: files('three-pages.pdf'), params: { format: 'x' }, lang: 'es' }, 422, 'PAGE_NUMBER_FORMAT')
    expect(spanish.error).toContain('{n}')
    expect(spanish.error).toContain('debe contener')
    // 50 characters at 36 pt are wider than the page: made smaller, they stay on it whole.
    const [bounds] = await readPdf(await made('page-numbers-pdf', files('letter.pdf'), { font_size: 36, start: 0, margin: 0, format: `{n}${'x'.repeat(47)}` }))
    const where = onScreen(bounds!, itemWith(bounds!, '0xxx'))
    expect(where.x).toBeGreaterThanOrEqual(-0.5)
    expect(where.x).toBeLessThan(1)
  })

  it('numbers each PDF of a batch on its own', async () => {
    const res = await file.send('page-numbers-pdf', { files: files('three-pages.pdf', 'letter.pdf'), params: { format: '{n} / {total}' } })
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries).sort()).toEqual(['letter-numbered.pdf', 'three-pages-numbered.pdf'])
    expect((await readPdf(entries['letter-numbered.pdf']!))[0]!.text).toContain('1/1')
    expect((await readPdf(entries['three-pages-numbered.pdf']!))[2]!.text).toContain('3/3')
  })
})

/** A photo-like JPEG: smooth gradients under fine noise, hard on JPEG at high quality. */
async function noisyPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 12345
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed >> 16) % 41 - 20
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + noise()))
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise()))
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 90) + noise()))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer()
}

/** A one-page A4 PDF holding a JPEG across the page's width: Ghostscript's when installed, else pdf-lib's. */
async function photoPdf(jpeg: Buffer): Promise<Buffer> {
  if (HAS_GS) {
    const input = tempFile(jpeg, 'jpg')
    const output = join(workDir, `photo-${++fileCount}.pdf`)
    execFileSync('gs', ['-q', '-dSAFER', `--permit-file-read=${input}`, '-dNOPAUSE', '-dBATCH', '-sDEVICE=pdfwrite', `-sOutputFile=${output}`,
      '-sPAPERSIZE=a4', '-dFIXEDMEDIA', 'viewjpeg.ps', '-c', `(${input}) viewJPEG`])
    return readFileSync(output)
  }
  const doc = await PDFDocument.create()
  const image = await doc.embedJpg(new Uint8Array(jpeg))
  doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 300, width: 595.28, height: 595.28 * image.height / image.width })
  return Buffer.from(await doc.save())
}

/** A one-page PDF holding a PNG, stored by pdf-lib as a Flate image (with an SMask for alpha). */
async function pngPdf(png: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const image = await doc.embedPng(png)
  doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 300, width: 595.28, height: 595.28 * image.height / image.width })
  return Buffer.from(await doc.save())
}

/** A 300 × 200 PostScript page filled with a noisy grey gradient drawn by the image operator. */
const GREY_PAGE_PS = `%!PS
<< /PageSize [300 200] >> setpagedevice
300 200 scale
/row 300 string def
300 200 8 [300 0 0 -200 0 200]
{ 0 1 299 { /i exch def row i i 255 mul 300 idiv rand 40 mod add dup 255 gt { pop 255 } if put } for row } image
showpage
`

async function noisyPixels(width: number, height: number): Promise<Buffer> {
  return sharp(await noisyPhoto(width, height, 100)).removeAlpha().raw().toBuffer()
}

/** PNG row filters, each row with the next of the five kinds, as a PNG encoder would write them. */
function pngFiltered(pixels: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const rowBytes = width * channels
  const out = new Uint8Array((rowBytes + 1) * height)
  for (let y = 0; y < height; y++) {
    const filter = y % 5
    out[y * (rowBytes + 1)] = filter
    for (let i = 0; i < rowBytes; i++) {
      const at = y * rowBytes + i
      const x = pixels[at]!
      const a = i >= channels ? pixels[at - channels]! : 0
      const b = y > 0 ? pixels[at - rowBytes]! : 0
      const c = y > 0 && i >= channels ? pixels[at - rowBytes - channels]! : 0
      const p = a + b - c
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!
      out[y * (rowBytes + 1) + 1 + i] = (x - predicted) & 0xff
    }
  }
  return out
}

/** A page showing one RGB image stored with Flate and PNG predictors (Predictor 15). */
async function predictedImagePdf(pixels: Uint8Array): Promise<Buffer> {
  const [width, height] = [240, 160]
  const doc = await PDFDocument.create()
  const page = doc.addPage([width, height])
  const image = doc.context.stream(deflateSync(pngFiltered(pixels, width, height, 3)), {
    Type: 'XObject', Subtype: 'Image', Width: width, Height: height, ColorSpace: 'DeviceRGB', BitsPerComponent: 8,
    Filter: 'FlateDecode', DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width },
  })
  page.node.setXObject(PDFName.of('Im0'), doc.context.register(image))
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, 0, 0), drawObject('Im0'), popGraphicsState())
  return Buffer.from(await doc.save())
}

async function compressed(parts: readonly FilePart[], fields: Fields = {}) {
  const res = await file.send('compress-pdf', { files: parts, params: fields })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.headers['x-output-size']).toBe(String(res.rawPayload.length))
  return { bytes: res.rawPayload, mode: res.headers['x-compression'], original: Number(res.headers['x-original-size']) }
}

describe('compress-pdf', () => {
  let large: Buffer
  beforeAll(async () => { large = await photoPdf(await noisyPhoto(2000, 1500, 95)) })

  it('re-encodes and downsamples a large photo', async () => {
    const out = await compressed(files({ name: 'scan.pdf', bytes: large }))
    expect(out.mode).toBe('compressed')
    expect(out.original).toBe(large.length)
    expect(out.bytes.length).toBeLessThan(large.length / 3)
    expect(await readPdf(out.bytes)).toHaveLength(1)
  })

  it.skipIf(!HAS_QPDF || !HAS_PDFTOPPM || !HAS_PDFIMAGES)('leaves a valid PDF that renders the same picture', async () => {
    const out = await compressed(files({ name: 'scan.pdf', bytes: large }))
    const check = tool('qpdf', ['--check', tempFile(out.bytes)])
    expect(check.status, check.out).toBe(0)
    // 150 dpi across the A4 page's 841.89 pt long side: 1754 pixels at most.
    const [image] = listImages(out.bytes)
    expect(image).toMatchObject({ enc: 'jpeg', color: 'rgb' })
    expect(Math.max(image!.width, image!.height)).toBe(1754)
    expect(image!.width / image!.height).toBeCloseTo(2000 / 1500, 2)
    const [before, after] = await Promise.all([render(large, 1, 20), render(out.bytes, 1, 20)])
    expect([after.width, after.height]).toEqual([before.width, before.height])
    let far = 0
    for (let y = 0; y < before.height; y++) for (let x = 0; x < before.width; x++) if (!near(before.at(x, y), after.at(x, y), 40)) far++
    expect(far).toBeLessThan(before.width * before.height * 0.01)
  })

  it('makes smaller files at lower quality and resolution', async () => {
    const fine = await compressed(files({ name: 'scan.pdf', bytes: large }), { quality: 100, dpi: 300 })
    const coarse = await compressed(files({ name: 'scan.pdf', bytes: large }), { quality: 1, dpi: 36 })
    expect(coarse.bytes.length).toBeLessThan(fine.bytes.length / 4)
    expect(await readPdf(coarse.bytes)).toHaveLength(1)
  })

  it('compresses the Ghostscript photo fixture', async () => {
    const out = await compressed(files('photo-page.pdf'))
    expect(out.mode).toBe('compressed')
    expect(out.bytes.length).toBeLessThan(fixture('photo-page.pdf').length * 0.7)
    expect(await readPdf(out.bytes)).toHaveLength(1)
    if (HAS_PDFIMAGES) expect(listImages(out.bytes)).toMatchObject([{ enc: 'jpeg', width: 480, height: 360 }])
  })

  it('returns a text-only PDF as it was, or smaller', async () => {
    const original = fixture('three-pages.pdf')
    const out = await compressed(files('three-pages.pdf'))
    expect(out.bytes.length).toBeLessThanOrEqual(original.length)
    if (out.mode === 'original') expect(Buffer.compare(out.bytes, original)).toBe(0)
    else expect(out.mode).toBe('compressed')
    const pages = await readPdf(out.bytes)
    expect(pages.map((page) => page.text)).toEqual((await readPdf(original)).map((page) => page.text))
  })

  it.skipIf(!HAS_PDFIMAGES)('turns opaque Flate images into JPEG, and leaves images with transparency alone', async () => {
    const photo = await sharp(await noisyPhoto(900, 600, 100)).png().toBuffer()
    const opaque = await compressed(files({ name: 'png.pdf', bytes: await pngPdf(photo) }))
    expect(opaque.mode).toBe('compressed')
    expect(listImages(opaque.bytes)).toMatchObject([{ enc: 'jpeg', width: 900, height: 600, color: 'rgb' }])
    const alpha = await sharp(photo).ensureAlpha(0.5).png().toBuffer()
    const masked = await compressed(files({ name: 'alpha.pdf', bytes: await pngPdf(alpha) }))
    expect(listImages(masked.bytes).map((image) => [image.type, image.enc])).toEqual([['image', 'image'], ['smask', 'image']])
  })

  it.skipIf(!HAS_GS || !HAS_PDFIMAGES)('keeps a grey Flate image grey', async () => {
    const input = tempFile(Buffer.from(GREY_PAGE_PS), 'ps')
    const output = join(workDir, 'grey.pdf')
    execFileSync('gs', ['-q', '-dSAFER', '-dNOPAUSE', '-dBATCH', '-sDEVICE=pdfwrite', '-dAutoFilterGrayImages=false', '-dGrayImageFilter=/FlateEncode',
      '-dDownsampleGrayImages=false', `-sOutputFile=${output}`, input])
    const grey = readFileSync(output)
    expect(listImages(grey)).toMatchObject([{ enc: 'image', color: 'gray', width: 300, height: 200 }])
    const out = await compressed(files({ name: 'grey.pdf', bytes: grey }))
    expect(out.mode).toBe('compressed')
    expect(listImages(out.bytes)).toMatchObject([{ enc: 'jpeg', color: 'gray', width: 300, height: 200 }])
  })

  it.skipIf(!HAS_PDFTOPPM || !HAS_PDFIMAGES)('undoes PNG predictors of Flate images', async () => {
    const pdf = await predictedImagePdf(await noisyPixels(240, 160))
    const out = await compressed(files({ name: 'predicted.pdf', bytes: pdf }), { quality: 95 })
    expect(listImages(out.bytes)).toMatchObject([{ enc: 'jpeg', width: 240, height: 160 }])
    const [before, after] = await Promise.all([render(pdf, 1, 72), render(out.bytes, 1, 72)])
    let far = 0
    for (let y = 0; y < before.height; y++) for (let x = 0; x < before.width; x++) if (!near(before.at(x, y), after.at(x, y), 48)) far++
    expect(far).toBeLessThan(before.width * before.height * 0.01)
  })

  it('drops objects nothing refers to', async () => {
    const doc = await PDFDocument.load(fixture('letter.pdf'))
    // Random bytes: nothing compresses them, so only leaving them out makes the file small.
    const random = new Uint8Array(randomBytes(200_000))
    doc.context.register(doc.context.stream(random))
    const padded = Buffer.from(await doc.save({ useObjectStreams: false }))
    expect(padded.length).toBeGreaterThan(200_000)
    const out = await compressed(files({ name: 'padded.pdf', bytes: padded }))
    expect(out.mode).toBe('compressed')
    expect(out.bytes.length).toBeLessThan(20_000)
    expect((await readPdf(out.bytes))[0]!.text).toContain('LetterpagefromGhostscript')
  })

  it('checks the bounds of quality and dpi', async () => {
    await file.refused('compress-pdf', { files: files('photo-page.pdf'), params: { quality: 0 } }, 422, 'PARAM_BETWEEN')
    await file.refused('compress-pdf', { files: files('photo-page.pdf'), params: { quality: 101 } }, 422, 'PARAM_BETWEEN')
    await file.refused('compress-pdf', { files: files('photo-page.pdf'), params: { dpi: 35 } }, 422, 'PARAM_BETWEEN')
    await file.refused('compress-pdf', { files: files('photo-page.pdf'), params: { dpi: 301 } }, 422, 'PARAM_BETWEEN')
    await file.refused('compress-pdf', { files: files('photo-page.pdf'), params: { quality: 2.5 } }, 422, 'PARAM_NOT_INTEGER')
    await file.refused('compress-pdf', { files: files('photo.jpg') }, 422, 'UNSUPPORTED_FILE_FORMAT')
    await file.refused('compress-pdf', { files: files('encrypted.pdf') }, 422, 'PDF_ENCRYPTED')
  })

  it('opens an encrypted PDF with its password and answers it without encryption, or the upload itself', async () => {
    const out = await compressed(files('encrypted.pdf'), { password: 'secret' })
    if (out.mode === 'original') {
      expect(Buffer.compare(out.bytes, fixture('encrypted.pdf'))).toBe(0)
      return
    }
    expect((await readPdf(out.bytes)).map((page) => page.text)).toEqual((await readPdf(fixture('three-pages.pdf'))).map((page) => page.text))
    if (HAS_QPDF) {
      const check = tool('qpdf', ['--check', tempFile(out.bytes)])
      expect(check.status, check.out).toBe(0)
      expect(check.out).toContain('File is not encrypted')
    }
  })

  it('compresses each PDF of a batch into one ZIP', async () => {
    const res = await file.send('compress-pdf', { files: files('photo-page.pdf', 'letter.pdf') })
    expect(res.headers['content-type']).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(entries).sort()).toEqual(['letter-compressed.pdf', 'photo-page-compressed.pdf'])
    expect(entries['photo-page-compressed.pdf']!.length).toBeLessThan(fixture('photo-page.pdf').length)
    expect(entries['letter-compressed.pdf']!.length).toBeLessThanOrEqual(fixture('letter.pdf').length)
  })
})
