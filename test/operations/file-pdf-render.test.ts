import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { envelope, expectRefusal, makeApp, upload } from '../helpers.ts'

// Rendered pages are read back with sharp and compared with poppler's pdftoppm; text is compared
// with poppler's pdftotext. Known sizes come from the fixtures' construction: three-pages.pdf is
// A4 (595.3 × 841.9 pt), letter.pdf is US Letter (612 × 792 pt).

const FIXTURES = fileURLToPath(new URL('../fixtures/files/', import.meta.url))
const HAS_PDFTOPPM = existsSync('/usr/bin/pdftoppm')
const HAS_PDFTOTEXT = existsSync('/usr/bin/pdftotext')
if (!HAS_PDFTOPPM) console.warn('pdftoppm (poppler-utils) is not installed: the comparison with an independent renderer is skipped')
if (!HAS_PDFTOTEXT) console.warn('pdftotext (poppler-utils) is not installed: the comparison with an independent text extractor is skipped')

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

interface Grey {
  width: number
  height: number
  /** One byte per pixel, row after row. */
  pixels: Buffer
}

async function greyscale(image: Uint8Array): Promise<Grey> {
  const { data, info } = await sharp(image).flatten({ background: '#ff0000' }).greyscale().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: data }
}

/** The top third of a page (where the fixtures' text is), reduced to a quarter of its size. */
async function textArea(image: Uint8Array, width: number, height: number): Promise<Grey> {
  const top = Math.round(height / 3)
  const { data, info } = await sharp(image).flatten({ background: '#ff0000' }).greyscale()
    .extract({ left: 0, top: 0, width, height: top }).resize(Math.round(width / 4), Math.round(top / 4), { kernel: 'cubic' })
    .raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: data }
}

/** Pixels darker than `below` in the rectangle. */
function darkPixels(grey: Grey, x0: number, y0: number, x1: number, y1: number, below = 128): number {
  let count = 0
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (grey.pixels[y * grey.width + x]! < below) count++
  return count
}

/** Mean absolute difference over the area both images cover, 0-255. */
function meanDifference(a: Grey, b: Grey): number {
  const width = Math.min(a.width, b.width)
  const height = Math.min(a.height, b.height)
  let total = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) total += Math.abs(a.pixels[y * a.width + x]! - b.pixels[y * b.width + x]!)
  }
  return total / (width * height)
}

function pdftoppm(file: string, page: number, dpi: number): Buffer {
  return execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', `${FIXTURES}${file}`], { maxBuffer: 64 * 1024 * 1024 })
}

function pdftotext(file: string, page: number, password?: string): string {
  const args = ['-f', String(page), '-l', String(page), ...(password ? ['-upw', password] : []), `${FIXTURES}${file}`, '-']
  return execFileSync('pdftotext', args, { encoding: 'utf8' })
}

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean))

function zipEntries(res: LightMyRequestResponse): Record<string, Uint8Array> {
  expect(res.headers['content-type']).toBe('application/zip')
  return unzipSync(new Uint8Array(res.rawPayload))
}

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(1)

describe('pdf-to-jpg', () => {
  it('renders every page of three-pages.pdf at 72 dpi into a ZIP of three A4-sized JPEGs', async () => {
    const res = await upload(app, 'file/pdf-to-jpg', ['three-pages.pdf'], { dpi: 72 })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-disposition']).toContain('three-pages.zip')
    const entries = zipEntries(res)
    expect(Object.keys(entries).sort()).toEqual(['three-pages-1.jpg', 'three-pages-2.jpg', 'three-pages-3.jpg'])
    for (const bytes of Object.values(entries)) {
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('jpeg')
      near(meta.width, 595)
      near(meta.height, 842)
    }
  })

  it('renders at 150 dpi by default: an A4 page is 1240×1754', async () => {
    const res = await upload(app, 'file/pdf-to-jpg', ['three-pages.pdf'], { pages: '1' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['content-disposition']).toContain('three-pages-1.jpg')
    const meta = await sharp(res.rawPayload).metadata()
    near(meta.width, 1240)
    near(meta.height, 1754)
  })

  it('draws dark text on white paper', async () => {
    const res = await upload(app, 'file/pdf-to-jpg', ['three-pages.pdf'], { pages: '1', dpi: 72 })
    const grey = await greyscale(res.rawPayload)
    // "Page one" is set in 24 pt from x = 56.8 pt with its baseline 63 pt below the top edge.
    expect(darkPixels(grey, 50, 35, 200, 75)).toBeGreaterThan(200)
    // The lower half of page 1 is empty: white, not black or transparent-turned-black.
    expect(darkPixels(grey, 0, 500, grey.width, grey.height, 240)).toBe(0)
  })

  it('gives smaller files at lower quality, and takes quality 1 and 100', async () => {
    const sizes: number[] = []
    for (const quality of [1, 50, 100]) {
      const res = await upload(app, 'file/pdf-to-jpg', ['letter.pdf'], { quality, dpi: 72 })
      expect(res.statusCode).toBe(200)
      sizes.push(res.rawPayload.length)
    }
    expect(sizes[0]).toBeLessThan(sizes[1]!)
    expect(sizes[1]).toBeLessThan(sizes[2]!)
  })

  it.each([0, 101, 'high'])('refuses quality %s', async (quality) => {
    const res = await upload(app, 'file/pdf-to-jpg', ['letter.pdf'], { quality })
    expect(res.statusCode).toBe(422)
    expect(envelope(res).error).toContain('quality')
  })

  it('answers a ZIP for two PDFs, with a folder for the one that gives several pages', async () => {
    const res = await upload(app, 'file/pdf-to-jpg', ['three-pages.pdf', 'letter.pdf'], { dpi: 36 })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(zipEntries(res)).sort()).toEqual([
      'letter-1.jpg', 'three-pages/three-pages-1.jpg', 'three-pages/three-pages-2.jpg', 'three-pages/three-pages-3.jpg',
    ])
  })
})

describe('pdf-to-png', () => {
  it('renders letter.pdf as one 1275×1650 PNG at 150 dpi', async () => {
    const res = await upload(app, 'file/pdf-to-png', ['letter.pdf'])
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toContain('letter-1.png')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([1275, 1650])
  })

  it('paints the page on opaque white', async () => {
    const res = await upload(app, 'file/pdf-to-png', ['letter.pdf'], { dpi: 36 })
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    // Top-left corner: outside any text, fully opaque white.
    expect([...data.subarray(0, 4)]).toEqual([255, 255, 255, 255])
    let transparent = 0
    for (let i = 3; i < data.length; i += info.channels) if (data[i]! < 255) transparent++
    expect(transparent).toBe(0)
  })

  it('renders only the selected page, named after it', async () => {
    const res = await upload(app, 'file/pdf-to-png', ['three-pages.pdf'], { pages: '2', dpi: 72 })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('three-pages-2.png')
    const all = zipEntries(await upload(app, 'file/pdf-to-png', ['three-pages.pdf'], { dpi: 72 }))
    const page2 = await greyscale(res.rawPayload)
    expect(meanDifference(page2, await greyscale(all['three-pages-2.png']!))).toBe(0)
    expect(meanDifference(page2, await greyscale(all['three-pages-1.png']!))).toBeGreaterThan(0.1)
  })

  it('keeps the order and pages written in the selection', async () => {
    const res = await upload(app, 'file/pdf-to-png', ['three-pages.pdf'], { pages: '3,1', dpi: 36 })
    expect(Object.keys(zipEntries(res))).toEqual(['three-pages-3.png', 'three-pages-1.png'])
  })

  it.skipIf(!HAS_PDFTOPPM)('draws pages like poppler\'s pdftoppm does', async () => {
    const ours = await Promise.all([1, 2].map(async (page) =>
      (await upload(app, 'file/pdf-to-png', ['three-pages.pdf'], { pages: String(page) })).rawPayload))
    const poppler = [1, 2].map((page) => pdftoppm('three-pages.pdf', page, 150))
    const width = (await sharp(ours[0]).metadata()).width
    const height = (await sharp(ours[0]).metadata()).height
    near(width, (await sharp(poppler[0]).metadata()).width)
    near(height, (await sharp(poppler[0]).metadata()).height)
    const [ours1, ours2, poppler1, poppler2] = await Promise.all([...ours, ...poppler].map((png) => textArea(png, width, height)))
    // Each renderer anti-aliases glyph edges its own way, which a reduction to a quarter evens
    // out; a wrong page, scale or a shift of a few pixels stays far above this bound.
    expect(meanDifference(ours1!, poppler1!)).toBeLessThan(0.5)
    expect(meanDifference(ours2!, poppler2!)).toBeLessThan(0.5)
    expect(meanDifference(ours1!, poppler2!)).toBeGreaterThan(0.5)
  })

  it.each([
    [36, 'letter.pdf', [306, 396]],
    [300, 'letter.pdf', [2550, 3300]],
  ] as const)('takes dpi %s', async (dpi, file, size) => {
    const res = await upload(app, 'file/pdf-to-png', [file], { dpi })
    expect(res.statusCode).toBe(200)
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual(size)
  })

  it.each([35, 301, 10000, 'fine'])('refuses dpi %s, naming dpi and its bounds', async (dpi) => {
    const res = await upload(app, 'file/pdf-to-png', ['letter.pdf'], { dpi })
    expect(res.statusCode).toBe(422)
    const { error } = envelope(res)
    expect(error).toContain('dpi')
    if (typeof dpi === 'number') expect(error).toMatch(dpi < 36 ? /36/ : /300/)
  })

  it.each([
    ['4', 'PAGE_OUT_OF_RANGE'],
    ['0', 'PAGE_OUT_OF_RANGE'],
    ['3-1', 'PAGES_INVALID'],
    ['one', 'PAGES_INVALID'],
  ])('refuses pages=%s with %s', async (pages, code) => {
    expectRefusal(await upload(app, 'file/pdf-to-png', ['three-pages.pdf'], { pages }), 422, code)
  })
})

describe('passwords', () => {
  it.each(['pdf-to-png', 'pdf-to-jpg', 'pdf-to-text'])('%s: asks for the password of encrypted.pdf, refuses a wrong one, opens with the right one', async (op) => {
    expect(expectRefusal(await upload(app, `file/${op}`, ['encrypted.pdf']), 422, 'PDF_ENCRYPTED').error).toContain('encrypted.pdf')
    expectRefusal(await upload(app, `file/${op}`, ['encrypted.pdf'], { password: 'wrong' }), 422, 'BAD_PASSWORD')
    const res = await upload(app, `file/${op}`, ['encrypted.pdf'], { password: 'secret', pages: '1', dpi: 36 })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  })

  it('opens encrypted.pdf with its owner password too, and owner-only.pdf with none', async () => {
    const owner = await upload(app, 'file/pdf-to-text', ['encrypted.pdf'], { password: 'owner-pw', pages: '1' })
    expect(owner.statusCode).toBe(200)
    const plain = await upload(app, 'file/pdf-to-png', ['owner-only.pdf'], { pages: '1', dpi: 36 })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-type']).toBe('image/png')
  })

  it('ignores a password sent with a PDF that has none', async () => {
    const res = await upload(app, 'file/pdf-to-png', ['letter.pdf'], { password: 'anything', dpi: 36 })
    expect(res.statusCode).toBe(200)
  })
})

describe('render limits', () => {
  let limited: FastifyInstance
  beforeAll(async () => { limited = await makeApp({ PDF_MAX_RENDER_PAGES: '2', IMAGE_MAX_PIXELS: '1000000' }) })
  afterAll(async () => { await limited.close() })

  it('refuses more pages than the render limit with 413, naming both numbers', async () => {
    const error = expectRefusal(await upload(limited, 'file/pdf-to-png', ['three-pages.pdf'], { dpi: 36 }), 413, 'RENDER_TOO_MANY_PAGES').error
    expect(error).toMatch(/\b3 pages\b/)
    expect(error).toContain('limit of 2')
    const res = await upload(limited, 'file/pdf-to-png', ['three-pages.pdf'], { dpi: 36, pages: '2-3' })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a page above the pixel limit at the chosen dpi with 413, naming the page and its size', async () => {
    const error = expectRefusal(await upload(limited, 'file/pdf-to-jpg', ['letter.pdf']), 413, 'RENDER_PAGE_TOO_LARGE').error
    expect(error).toContain('page 1')
    expect(error).toContain('1275×1650')
    expect(error).toContain('1000000')
    // 612 × 792 at 72 dpi: under a million pixels.
    expect((await upload(limited, 'file/pdf-to-jpg', ['letter.pdf'], { dpi: 72 })).statusCode).toBe(200)
  })

  it('answers in Spanish under /es', async () => {
    const res = await upload(limited, 'file/pdf-to-png', ['three-pages.pdf'], { dpi: 36 }, { lang: 'es' })
    expect(expectRefusal(res, 413, 'RENDER_TOO_MANY_PAGES').error).toContain('páginas')
  })
})

describe('pdf-to-text', () => {
  interface TextResult {
    page_count: number
    pages: Array<{ page: number; text: string }>
    text: string
    characters: number
  }
  const result = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    return envelope(res).result as TextResult
  }

  it('reads each page of three-pages.pdf in lines, and joins them with form feeds', async () => {
    const text = result(await upload(app, 'file/pdf-to-text', ['three-pages.pdf']))
    expect(text.page_count).toBe(3)
    expect(text.pages).toEqual([
      { page: 1, text: 'Page one\nThe quick brown fox jumps over the lazy dog.' },
      { page: 2, text: 'Page two\nSecond page text: café, naïve, 42.' },
      { page: 3, text: 'Page three\nThird and last page.' },
    ])
    expect(text.text).toBe(text.pages.map((p) => p.text).join('\f'))
    expect(text.characters).toBe([...text.text].length)
  })

  it('reads letter.pdf, made by Ghostscript', async () => {
    const text = result(await upload(app, 'file/pdf-to-text', ['letter.pdf']))
    expect(text.pages).toEqual([{ page: 1, text: 'Letter page from Ghostscript' }])
    expect(text.characters).toBe('Letter page from Ghostscript'.length)
  })

  it('reads the selected pages only, in the order written', async () => {
    const text = result(await upload(app, 'file/pdf-to-text', ['three-pages.pdf'], { pages: '3,1' }))
    expect(text.pages.map((p) => p.page)).toEqual([3, 1])
    expect(text.text.startsWith('Page three')).toBe(true)
    expect(text.page_count).toBe(3)
  })

  it('reads encrypted.pdf with its password', async () => {
    const text = result(await upload(app, 'file/pdf-to-text', ['encrypted.pdf'], { password: 'secret' }))
    expect(text.pages[1]!.text).toContain('café, naïve, 42')
  })

  it('answers an array for two PDFs, in upload order', async () => {
    const res = await upload(app, 'file/pdf-to-text', ['letter.pdf', 'three-pages.pdf'], { pages: '1' })
    const results = envelope(res).result as TextResult[]
    expect(results.map((r) => r.pages[0]!.text.split('\n')[0])).toEqual(['Letter page from Ghostscript', 'Page one'])
  })

  it.skipIf(!HAS_PDFTOTEXT)('finds the same words as poppler\'s pdftotext', async () => {
    for (const [file, pages, password] of [['three-pages.pdf', 3, undefined], ['letter.pdf', 1, undefined], ['encrypted.pdf', 3, 'secret']] as const) {
      const ours = result(await upload(app, 'file/pdf-to-text', [file], password ? { password } : {}))
      for (let page = 1; page <= pages; page++) {
        expect(words(ours.pages[page - 1]!.text), `${file} page ${page}`).toEqual(words(pdftotext(file, page, password)))
      }
    }
  })

  it.each([['5', 'PAGE_OUT_OF_RANGE'], ['x', 'PAGES_INVALID']])('refuses pages=%s with %s', async (pages, code) => {
    expectRefusal(await upload(app, 'file/pdf-to-text', ['three-pages.pdf'], { pages }), 422, code)
  })
})
