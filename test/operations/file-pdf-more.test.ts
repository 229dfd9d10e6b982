import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expectRefusal, fixture, makeApp, timed, upload, type UploadFile } from '../helpers.ts'
import { externalTool } from '../tools.ts'
import { availableConverters } from '../../src/lib/office/converters.ts'
import { CATALOG, ONE_PAGE, declaredImagePdf, imagesPdf, pdf, stream, zlibZeros } from '../fixtures/pdf-build.ts'

// Known answers come from poppler-utils (pdfimages, pdfinfo, pdftotext) and qpdf, which share no
// code with pdf-lib, sharp or Chromium that write the outputs here.
const HAS_PDFIMAGES = externalTool('pdfimages', 'poppler-utils')
const HAS_QPDF = externalTool('qpdf', 'qpdf')

let app: FastifyInstance
let smallApp: FastifyInstance
let work: string
let imagesFile: Uint8Array

beforeAll(async () => {
  app = await makeApp()
  smallApp = await makeApp({ IMAGE_MAX_PIXELS: '1000' })
  work = mkdtempSync(join(tmpdir(), 'pdf-more-'))
  imagesFile = await imagesPdf(fixture('photo.jpg'), fixture('alpha.png'))
})
afterAll(async () => {
  await app.close()
  await smallApp.close()
  rmSync(work, { recursive: true, force: true })
})

const pdfFile = (name: string, bytes: Uint8Array): UploadFile => ({ name, bytes })
const bytesOf = (res: LightMyRequestResponse) => new Uint8Array(res.rawPayload)

let count = 0
function tempDir(): string {
  const dir = join(work, `d${++count}`)
  mkdirSync(dir)
  return dir
}
function tempPdf(bytes: Uint8Array): string {
  const path = join(work, `f${++count}.pdf`)
  writeFileSync(path, bytes)
  return path
}

function tool(program: string, args: readonly string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8' })
  expect(result.status, `${program} ${args.join(' ')}: ${result.stderr}`).toBe(0)
  return result.stdout
}

async function lightCallAnswers(): Promise<void> {
  const started = performance.now()
  const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
  expect(light.statusCode).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}

/** Raw 8-bit pixels of a PNG or JPEG, `channels` of them. */
async function rawPixels(bytes: Uint8Array, channels: 1 | 3 | 4): Promise<Buffer> {
  let image = sharp(bytes)
  image = channels === 1 ? image.toColourspace('b-w').extractChannel(0) : channels === 3 ? image.removeAlpha().toColourspace('srgb') : image.ensureAlpha()
  return image.raw({ depth: 'uchar' }).toBuffer()
}

function maxDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length)
  let max = 0
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!))
  return max
}

describe('file/pdf-extract-images', () => {
  const extract = (files: UploadFile[] | string[], fields: Record<string, string> = {}, on = app) => upload(on, 'file/pdf-extract-images', files, fields)

  it('answers a ZIP named by page and index: JPEG byte for byte, the rest as PNG', async () => {
    const res = await extract([pdfFile('images.pdf', imagesFile)])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toContain('images-images.zip')
    const zip = unzipSync(bytesOf(res))
    expect(Object.keys(zip).sort()).toEqual([
      'images-page-1-image-1.jpg', 'images-page-1-image-2.png',
      'images-page-2-image-1.png', 'images-page-2-image-2.png', 'images-page-2-image-3.png', 'images-page-2-image-4.png', 'images-page-2-image-5.png',
    ])
    // The JPEG is the fixture's own bytes, as pdf-lib embedded them.
    expect(Buffer.from(zip['images-page-1-image-1.jpg']!).equals(fixture('photo.jpg'))).toBe(true)
    const alpha = await sharp(zip['images-page-1-image-2.png']!).metadata()
    expect({ width: alpha.width, height: alpha.height, channels: alpha.channels }).toEqual({ width: 64, height: 48, channels: 4 })
  })

  it.skipIf(!HAS_PDFIMAGES)('finds what pdfimages finds: the same images, sizes, JPEG bytes and pixels', async () => {
    const path = tempPdf(imagesFile)
    // pdfimages -list: one row per image drawn (soft masks on rows of their own).
    const rows = tool('pdfimages', ['-list', path]).split('\n').slice(2).filter(Boolean).map((line) => line.trim().split(/\s+/))
    const images = rows.filter((row) => row[2] === 'image')
    const res = await extract([pdfFile('images.pdf', imagesFile)])
    const zip = unzipSync(bytesOf(res))
    const names = Object.keys(zip).filter((name) => name !== 'skipped-images.txt').sort()
    expect(names.length).toBe(images.length)
    for (const [i, name] of names.entries()) {
      const meta = await sharp(zip[name]!).metadata()
      expect([meta.width, meta.height], name).toEqual([Number(images[i]![3]), Number(images[i]![4])])
    }
    // pdfimages -j writes DCT images as the JPEG streams they are.
    const jdir = tempDir()
    tool('pdfimages', ['-j', path, join(jdir, 'img')])
    const jpgs = readdirSync(jdir).filter((name) => name.endsWith('.jpg'))
    expect(jpgs).toHaveLength(1)
    expect(Buffer.from(zip['images-page-1-image-1.jpg']!).equals(readFileSync(join(jdir, jpgs[0]!)))).toBe(true)
    // pdfimages -png decodes the others: same pixels (16-bit samples reduced to 8 within 1).
    const pdir = tempDir()
    tool('pdfimages', ['-png', path, join(pdir, 'img')])
    const theirs = readdirSync(pdir).sort()
    // Row order of pdfimages: the JPEG, the PNG's colours and its smask, then page 2's five images
    // (the CMYK one is left out: poppler turns CMYK into RGB by a formula of its own).
    expect(theirs).toHaveLength(8)
    const pairs: Array<[string, string, 1 | 3]> = [
      ['images-page-1-image-2.png', theirs[1]!, 3],
      ['images-page-2-image-1.png', theirs[3]!, 1],
      ['images-page-2-image-2.png', theirs[4]!, 3],
      ['images-page-2-image-3.png', theirs[5]!, 1],
      ['images-page-2-image-4.png', theirs[6]!, 3],
    ]
    for (const [ours, their, channels] of pairs) {
      expect(maxDifference(await rawPixels(zip[ours]!, channels), await rawPixels(readFileSync(join(pdir, their)), channels)), ours).toBeLessThanOrEqual(1)
    }
    // The soft mask pdfimages writes on its own is our PNG's alpha channel.
    const ourAlpha = await sharp(zip['images-page-1-image-2.png']!).extractChannel(3).raw().toBuffer()
    expect(maxDifference(ourAlpha, await rawPixels(readFileSync(join(pdir, theirs[2]!)), 1))).toBe(0)
  })

  it('takes pages, and extracts the images of forms', async () => {
    const zip = unzipSync(bytesOf(await extract([pdfFile('images.pdf', imagesFile)], { pages: '2' })))
    expect(Object.keys(zip)).toHaveLength(5)
    expect(Object.keys(zip)).toContain('images-page-2-image-5.png')
    const cmyk = await sharp(zip['images-page-2-image-5.png']!).metadata()
    expect([cmyk.width, cmyk.height, cmyk.channels]).toEqual([6, 4, 3])
    expectRefusal(await extract([pdfFile('images.pdf', imagesFile)], { pages: '3' }), 422, 'PAGE_OUT_OF_RANGE')
    expectRefusal(await extract([pdfFile('images.pdf', imagesFile)], { pages: '2-1' }), 422, 'PAGES_INVALID')
  })

  it('answers 422 naming the file when the pages have no images, in English and Spanish', async () => {
    expectRefusal(await extract(['three-pages.pdf']), 422, 'PDF_NO_IMAGES', { message: /^three-pages\.pdf has no embedded images/ })
    const es = await upload(app, 'file/pdf-extract-images', ['three-pages.pdf'], {}, { lang: 'es' })
    expectRefusal(es, 422, 'PDF_NO_IMAGES', { message: /^three-pages\.pdf no tiene imágenes incrustadas en las páginas elegidas/ })
  })

  it('opens encrypted files as the neighbours do', async () => {
    expectRefusal(await extract(['encrypted.pdf']), 422, 'PDF_ENCRYPTED')
    expectRefusal(await extract(['encrypted.pdf'], { password: 'wrong' }), 422, 'BAD_PASSWORD')
    expectRefusal(await extract(['encrypted.pdf'], { password: 'secret' }), 422, 'PDF_NO_IMAGES')
  })

  it('refuses an image declared 100000×100000 before decoding it, and one just over IMAGE_MAX_PIXELS', async () => {
    const huge = await declaredImagePdf(100_000, 100_000)
    await lightCallAnswers()
    expectRefusal(await timed(extract([pdfFile('huge.pdf', huge)])), 413, 'PDF_IMAGE_TOO_LARGE', { withinMs: 3000, message: /huge\.pdf is 100000×100000 pixels/ })
    // IMAGE_MAX_PIXELS 1000: 40×25 passes, 1001×1 does not.
    const at = await smallApp.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
    expect(at.statusCode).toBe(200)
    const under = await extract([pdfFile('under.pdf', await declaredImagePdf(40, 25))], {}, smallApp)
    expect(under.statusCode, under.body.slice(0, 300)).toBe(200)
    expectRefusal(await extract([pdfFile('over.pdf', await declaredImagePdf(1001, 1))], {}, smallApp), 413, 'PDF_IMAGE_TOO_LARGE')
  })

  it('takes 500 images and refuses 501 before decoding any', async () => {
    const ok = await extract([pdfFile('many.pdf', await declaredImagePdf(1, 1, 500))])
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200)
    expect(Object.keys(unzipSync(bytesOf(ok)))).toHaveLength(500)
    expectRefusal(await timed(extract([pdfFile('many.pdf', await declaredImagePdf(1, 1, 501))])), 413, 'PDF_TOO_MANY_IMAGES', { withinMs: 5000 })
  })

  it('refuses images whose decoded pixels pass 512 MiB together', async () => {
    // Nine images of 39 megapixels RGB (each under IMAGE_MAX_PIXELS): 1.05 GB declared, 3 bytes of data each.
    expectRefusal(await timed(extract([pdfFile('big.pdf', await declaredImagePdf(6_500, 6_000, 9))])), 413, 'PDF_IMAGES_TOO_LARGE', { withinMs: 3000 })
  })

  it('lists JBIG2 images in skipped-images.txt instead of failing', async () => {
    const jbig2 = pdf([CATALOG, ONE_PAGE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << /Im 5 0 R /Ok 6 0 R >> >> >>',
      stream('', Buffer.from('q 10 0 0 10 0 0 cm /Im Do Q q 10 0 0 10 50 0 cm /Ok Do Q')),
      stream('/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode', Buffer.alloc(16)),
      stream('/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8', Buffer.from([0, 255])),
    ])
    const zip = unzipSync(bytesOf(await extract([pdfFile('fax.pdf', jbig2)])))
    expect(Object.keys(zip).sort()).toEqual(['fax-page-1-image-2.png', 'skipped-images.txt'])
    expect(Buffer.from(zip['skipped-images.txt']!).toString('utf8')).toContain('page 1, image 1 (8×8): JBIG2 compression')
    expect(await rawPixels(zip['fax-page-1-image-2.png']!, 1)).toEqual(Buffer.from([0, 255]))
  })

  it('refuses an image stream that inflates past PDF_MAX_STREAM_BYTES before parsing, while a light call answers', async () => {
    // 300 MB of zeros behind a 1000×1000 grey image: the stream scan refuses it (413), nothing is decoded.
    const bomb = pdf([CATALOG, ONE_PAGE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << /Im 5 0 R >> >> >>',
      stream('', Buffer.from('q 100 0 0 100 0 0 cm /Im Do Q')),
      stream('/Type /XObject /Subtype /Image /Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', zlibZeros(300 * 1024 * 1024)),
    ])
    const attack = timed(extract([pdfFile('bomb.pdf', bomb)]))
    await lightCallAnswers()
    expectRefusal(await attack, 413, 'PDF_STREAM_TOO_LARGE', { withinMs: 10_000 })
  })

  it('refuses a PDF over PDF_MAX_PAGES with 413, for both PDF operations', async () => {
    const twoPages = await makeApp({ PDF_MAX_PAGES: '2' })
    try {
      expectRefusal(await upload(twoPages, 'file/pdf-extract-images', ['three-pages.pdf']), 413, 'PDF_TOO_MANY_PAGES')
      expectRefusal(await upload(twoPages, 'file/pdf-set-metadata', ['three-pages.pdf'], { title: 'x' }), 413, 'PDF_TOO_MANY_PAGES')
      expect((await upload(twoPages, 'file/pdf-set-metadata', ['bookmarks.pdf'], { title: 'x' })).statusCode).toBe(200)
    } finally {
      await twoPages.close()
    }
  })

  it.skipIf(!HAS_PDFIMAGES)('undoes Flate around a JPEG, copies JPEG 2000 as it is, and reads Decode arrays and ICC colours as pdfimages does', async () => {
    const jpeg = fixture('photo.jpg')
    const jp2 = Buffer.from('0000000c6a5020200d0a870a', 'hex') // the JPEG 2000 signature box; the bytes are copied, not read
    const gray = Buffer.from(Array.from({ length: 30 }, (_, i) => i * 8))
    const rgb = Buffer.from(Array.from({ length: 5 * 4 * 3 }, (_, i) => (i * 37) & 0xff))
    const file = pdf([CATALOG, ONE_PAGE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << /A 5 0 R /B 6 0 R /C 7 0 R /D 8 0 R >> >> >>',
      stream('', Buffer.from('q 10 0 0 10 0 0 cm /A Do Q q 10 0 0 10 20 0 cm /B Do Q q 10 0 0 10 40 0 cm /C Do Q q 10 0 0 10 60 0 cm /D Do Q')),
      stream('/Type /XObject /Subtype /Image /Width 80 /Height 60 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter [/FlateDecode /DCTDecode]', deflateSync(jpeg)),
      stream('/Type /XObject /Subtype /Image /Width 4 /Height 3 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /JPXDecode', jp2),
      stream('/Type /XObject /Subtype /Image /Width 6 /Height 5 /ColorSpace /DeviceGray /BitsPerComponent 8 /Decode [1 0]', gray),
      stream('/Type /XObject /Subtype /Image /Width 5 /Height 4 /ColorSpace [/ICCBased 9 0 R] /BitsPerComponent 8', rgb),
      stream('/N 3 /Alternate /DeviceRGB', Buffer.from('not a real profile')),
    ])
    const zip = unzipSync(bytesOf(await extract([pdfFile('mixed.pdf', file)])))
    expect(Object.keys(zip).sort()).toEqual(['mixed-page-1-image-1.jpg', 'mixed-page-1-image-2.jp2', 'mixed-page-1-image-3.png', 'mixed-page-1-image-4.png'])
    expect(Buffer.from(zip['mixed-page-1-image-1.jpg']!).equals(jpeg)).toBe(true)
    expect(Buffer.from(zip['mixed-page-1-image-2.jp2']!).equals(jp2)).toBe(true)
    const pdir = tempDir()
    tool('pdfimages', ['-png', tempPdf(file), join(pdir, 'img')])
    const theirs = readdirSync(pdir).sort()
    expect(maxDifference(await rawPixels(zip['mixed-page-1-image-3.png']!, 1), await rawPixels(readFileSync(join(pdir, theirs[2]!)), 1))).toBe(0)
    expect(maxDifference(await rawPixels(zip['mixed-page-1-image-4.png']!, 3), await rawPixels(readFileSync(join(pdir, theirs[3]!)), 3))).toBeLessThanOrEqual(1)
  })

  it.skipIf(!HAS_PDFIMAGES)('writes the soft mask of a JPEG beside it, as pdfimages -png writes it', async () => {
    const mask = Buffer.from(Array.from({ length: 80 * 60 }, (_, i) => (i * 3) & 0xff))
    const file = pdf([CATALOG, ONE_PAGE,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << /A 5 0 R >> >> >>',
      stream('', Buffer.from('q 80 0 0 60 0 0 cm /A Do Q')),
      stream('/Type /XObject /Subtype /Image /Width 80 /Height 60 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /SMask 6 0 R', fixture('photo.jpg')),
      stream('/Type /XObject /Subtype /Image /Width 80 /Height 60 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', deflateSync(mask)),
    ])
    const zip = unzipSync(bytesOf(await extract([pdfFile('masked.pdf', file)])))
    expect(Object.keys(zip).sort()).toEqual(['masked-page-1-image-1-mask.png', 'masked-page-1-image-1.jpg'])
    const pdir = tempDir()
    tool('pdfimages', ['-png', tempPdf(file), join(pdir, 'img')])
    const theirs = readdirSync(pdir).sort()
    expect(theirs).toHaveLength(2)
    expect(maxDifference(await rawPixels(zip['masked-page-1-image-1-mask.png']!, 1), await rawPixels(readFileSync(join(pdir, theirs[1]!)), 1))).toBe(0)
  })

  it('answers 422 for a malformed PDF and a file that is not a PDF', async () => {
    expectRefusal(await extract([pdfFile('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'))]), 422, 'MALFORMED_PDF')
    expectRefusal(await extract(['photo.jpg']), 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  it.skipIf(!HAS_QPDF)('the built fixture is a PDF qpdf finds valid', () => {
    expect(tool('qpdf', ['--check', tempPdf(imagesFile)])).toContain('No syntax or stream encoding errors')
  })
})

describe('file/pdf-set-metadata', () => {
  const HAS_PDFINFO = externalTool('pdfinfo', 'poppler-utils')
  const setMeta = (files: Array<string | UploadFile>, fields: Record<string, string>, lang?: string) =>
    upload(app, 'file/pdf-set-metadata', files, fields, lang ? { lang } : {})
  const info = async (bytes: Uint8Array, fields: Record<string, string> = {}) => {
    const res = await upload(app, 'file/pdf-info', [pdfFile('out.pdf', bytes)], fields)
    expect(res.statusCode).toBe(200)
    return (res.json() as { result: Record<string, unknown> }).result
  }
  /** pdfinfo's "Key:   value" lines (poppler reads the Info dictionary). */
  const pdfinfo = (bytes: Uint8Array, ...args: string[]) => tool('pdfinfo', [...args, tempPdf(bytes)])
  const infoLine = (out: string, key: string) => new RegExp(`^${key}:\\s+(.*)$`, 'm').exec(out)?.[1]

  const TITLE = 'Café <report> & "notes"'

  it('sets every field, read back by pdf-info; omitted ones keep their values', async () => {
    const res = await setMeta(['bookmarks.pdf'], { title: TITLE, keywords: 'alpha, beta; gamma', creator: 'Writer 1.0' })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('bookmarks-metadata.pdf')
    // bookmarks.pdf's own Author and Subject (fixtures README) stay.
    expect(await info(bytesOf(res))).toMatchObject({
      title: TITLE, author: 'Ada Lovelace', subject: 'Fixtures', keywords: 'alpha, beta; gamma', creator: 'Writer 1.0', pages: 2,
    })
  })

  it('an empty value removes the entry', async () => {
    const res = await setMeta(['three-pages.pdf'], { producer: '', author: 'Ada' })
    expect(await info(bytesOf(res))).toMatchObject({ producer: null, author: 'Ada' })
  })

  it.skipIf(!HAS_PDFINFO || !HAS_QPDF)('poppler reads the Info dictionary and the XMP packet back, and qpdf finds the file valid', async () => {
    const res = await setMeta(['three-pages.pdf'], { title: TITLE, author: 'Ada Lovelace', subject: 'Tests', keywords: 'one, two', creator: 'Writer', producer: 'Press 2' })
    const out = bytesOf(res)
    const plain = pdfinfo(out)
    expect([infoLine(plain, 'Title'), infoLine(plain, 'Author'), infoLine(plain, 'Subject'), infoLine(plain, 'Keywords'), infoLine(plain, 'Creator'), infoLine(plain, 'Producer')])
      .toEqual([TITLE, 'Ada Lovelace', 'Tests', 'one, two', 'Writer', 'Press 2'])
    expect(infoLine(plain, 'Pages')).toBe('3')
    const xmp = pdfinfo(out, '-meta')
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Caf\u00e9 &#60;report&#62; &#38; &#34;notes&#34;</rdf:li>')
    expect(xmp).toContain('<dc:creator><rdf:Seq><rdf:li>Ada Lovelace</rdf:li></rdf:Seq></dc:creator>')
    expect(xmp).toContain('<dc:subject><rdf:Bag><rdf:li>one</rdf:li><rdf:li>two</rdf:li></rdf:Bag></dc:subject>')
    expect(xmp).toContain('<pdf:Producer>Press 2</pdf:Producer>')
    expect(xmp).toContain('<xmp:CreatorTool>Writer</xmp:CreatorTool>')
    expect(xmp).toMatch(/<xmp:ModifyDate>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/xmp:ModifyDate>/)
    expect(tool('qpdf', ['--check', tempPdf(out)])).toContain('No syntax or stream encoding errors')
  })

  it('takes 2000 characters per field and refuses 2001', async () => {
    const ok = await setMeta(['three-pages.pdf'], { subject: 'é'.repeat(2000) })
    expect(await info(bytesOf(ok))).toMatchObject({ subject: 'é'.repeat(2000) })
    expectRefusal(await setMeta(['three-pages.pdf'], { subject: 'x'.repeat(2001) }), 422, /^PARAM_/)
  })

  it('opens encrypted files as the neighbours do; the result is not encrypted', async () => {
    expectRefusal(await setMeta(['encrypted.pdf'], { title: 'x' }), 422, 'PDF_ENCRYPTED')
    expectRefusal(await setMeta(['encrypted.pdf'], { title: 'x', password: 'nope' }), 422, 'BAD_PASSWORD')
    const res = await setMeta(['encrypted.pdf'], { title: 'Opened', password: 'secret' })
    expect(await info(bytesOf(res))).toMatchObject({ title: 'Opened', encrypted: false })
  })

  it('answers 422 for a malformed PDF, in bounded time, in Spanish too', async () => {
    const broken = pdfFile('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'))
    expectRefusal(await timed(setMeta([broken], { title: 'x' })), 422, 'MALFORMED_PDF', { withinMs: 3000 })
    expectRefusal(await setMeta(['encrypted.pdf'], { title: 'x' }, 'es'), 422, 'PDF_ENCRYPTED', { message: /contraseña/ })
  })
})

// Chromium-based checks skip with a printed reason off CI, as the html-to-pdf tests do.
const NO_CHROMIUM = !availableConverters().chromium && process.env.CI !== 'true'
if (NO_CHROMIUM) console.warn('Chromium is not installed: the markdown-to-pdf tests are skipped')

describe.skipIf(NO_CHROMIUM)('file/markdown-to-pdf', { timeout: 90_000 }, () => {
  const HAS_POPPLER = externalTool('pdftotext', 'poppler-utils') && externalTool('pdfinfo', 'poppler-utils')
  const toPdf = (files: Array<string | UploadFile>, fields: Record<string, string> = {}, lang?: string) =>
    upload(app, 'file/markdown-to-pdf', files, fields, lang ? { lang } : {})
  const md = (name: string, text: string): UploadFile => ({ name, bytes: new TextEncoder().encode(text) })

  it.skipIf(!HAS_POPPLER)('prints headings, text, code and tables on A4 by default; pdftotext and pdfinfo read it back', async () => {
    const res = await toPdf(['notes.md'])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('notes.pdf')
    const path = tempPdf(bytesOf(res))
    const text = tool('pdftotext', ['-layout', path, '-'])
    for (const piece of ['Release notes', 'Changes', 'Twice as fast', 'devutils export --dry-run', 'Café crème, naïve façade.', 'Second item']) expect(text).toContain(piece)
    // pdfinfo names the paper: A4 is 595.28 × 841.89 pt (Chromium writes it to 1/25 pt, 594.96 × 841.92).
    expect(tool('pdfinfo', [path])).toMatch(/Page size:\s+59[45]\.\d+ x 84[12]\.\d+ pts \(A4\)/)
    if (HAS_QPDF) expect(tool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors')
  })

  it.skipIf(!HAS_POPPLER)('prints on Letter with wider margins: the text starts further in', async () => {
    const narrow = tempPdf(bytesOf(await toPdf(['notes.md'], { page_size: 'Letter', margin: '0' })))
    const wide = tempPdf(bytesOf(await toPdf(['notes.md'], { page_size: 'Letter', margin: '50' })))
    expect(tool('pdfinfo', [wide])).toMatch(/Page size:\s+612 x 792 pts \(letter\)/)
    const xMin = (path: string) => Number(/xMin="([\d.]+)"/.exec(tool('pdftotext', ['-bbox', path, '-']))![1])
    // 50 mm is 141.7 pt.
    expect(xMin(wide) - xMin(narrow)).toBeGreaterThan(135)
    expect(xMin(wide) - xMin(narrow)).toBeLessThan(148)
  })

  it('fetches nothing a Markdown image or link points to, and runs no raw HTML', async () => {
    const requests: string[] = []
    const server = createServer((req, res) => {
      requests.push(req.url ?? '')
      res.end('x')
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as { port: number }).port
    try {
      const text = `# Safe\n\n![remote](http://127.0.0.1:${port}/a.png) [link](http://127.0.0.1:${port}/b)\n\n<img src="http://127.0.0.1:${port}/raw.png"><script>document.write('RAN')</script>\n`
      const res = await toPdf([md('hostile.md', text)])
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      expect(requests).toEqual([])
    } finally {
      await new Promise((done) => server.close(done))
    }
  })

  it('takes 200,000 characters and refuses 200,001 at once, in Spanish too', async () => {
    const ok = await toPdf([md('long.md', 'word '.repeat(40_000))])
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200)
    expectRefusal(await timed(toPdf([md('long.md', 'word '.repeat(40_000) + 'x')])), 413, 'MARKDOWN_FILE_TOO_LONG', { withinMs: 2000, message: /^long\.md has 200,?001 characters/ })
    expectRefusal(await toPdf([md('long.md', 'x'.repeat(200_001))], {}, 'es'), 413, 'MARKDOWN_FILE_TOO_LONG', { message: /^long\.md tiene 200.?001 caracteres de Markdown/ })
  })

  it('takes the Markdown as text in the field text instead of a file; both at once, or neither, is refused saying what to send', async () => {
    const res = await toPdf([], { text: '# Typed in\n\nSent as *text*, not as a file.\n' })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-disposition']).toContain('document.pdf')
    if (HAS_POPPLER) expect(tool('pdftotext', [tempPdf(bytesOf(res)), '-'])).toContain('Sent as text, not as a file.')
    expectRefusal(await toPdf(['notes.md'], { text: '# Both' }), 422, 'FILE_AND_TEXT', { message: /text/ })
    expectRefusal(await toPdf([], {}), 422, 'FILE_OR_TEXT_REQUIRED', { message: /files\[\].*text/ })
    expectRefusal(await toPdf([], {}, 'es'), 422, 'FILE_OR_TEXT_REQUIRED', { message: /^No se envió nada que convertir/ })
  })

  it('refuses bad parameters and files that are not text', async () => {
    expectRefusal(await toPdf(['notes.md'], { margin: '51' }), 422, /^PARAM_/)
    expectRefusal(await toPdf(['notes.md'], { page_size: 'A3' }), 422, /^PARAM_/)
    expectRefusal(await toPdf(['photo.jpg']), 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  it('refuses pathological Markdown in bounded time while a light call answers', async () => {
    const attack = timed(toPdf([md('deep.md', '>'.repeat(150_000))]))
    await lightCallAnswers()
    const res = await attack
    expect(res.ms).toBeLessThan(20_000)
    expect([200, 422]).toContain(res.res.statusCode)
  })
})

describe('file/markdown-to-pdf without Chromium', () => {
  it('answers 503 CONVERTER_MISSING naming the package', async () => {
    const bare = await makeApp({ CHROMIUM_PATH: '/nonexistent/chromium' })
    try {
      const res = await upload(bare, 'file/markdown-to-pdf', ['notes.md'])
      expectRefusal(res, 503, 'CONVERTER_MISSING', { message: /chromium/ })
    } finally {
      await bare.close()
    }
  })
})
