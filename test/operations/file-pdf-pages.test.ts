import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { envelope, expectRefusal, fixture, makeApp, upload } from '../helpers.ts'

// Outputs are read back with pdf.js (a different codebase from the pdf-lib that writes them), and
// with qpdf and poppler where installed.
const HAS_QPDF = existsSync('/usr/bin/qpdf')
const HAS_POPPLER = existsSync('/usr/bin/pdfinfo') && existsSync('/usr/bin/pdffonts')
if (!HAS_QPDF) console.warn('qpdf is not installed: its checks are skipped')
if (!HAS_POPPLER) console.warn('poppler-utils (pdfinfo, pdffonts) is not installed: its checks are skipped')

const PDFJS_ROOT = join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..')

let app: FastifyInstance
let smallApp: FastifyInstance
let workDir: string

beforeAll(async () => {
  app = await makeApp()
  smallApp = await makeApp({ PDF_MAX_PAGES: '4' })
  workDir = mkdtempSync(join(tmpdir(), 'pdf-pages-'))
})
afterAll(async () => {
  await app.close()
  await smallApp.close()
  rmSync(workDir, { recursive: true, force: true })
})

let fileCount = 0
function tempFile(bytes: Uint8Array): string {
  const path = join(workDir, `file-${++fileCount}.pdf`)
  writeFileSync(path, bytes)
  return path
}

function runTool(program: string, args: readonly string[]): { status: number | null; out: string } {
  const result = spawnSync(program, args, { encoding: 'utf8' })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

function qpdf(bytes: Uint8Array, ...args: string[]): { status: number | null; out: string } {
  return runTool('qpdf', [...args, tempFile(bytes)])
}

/**
 * Dictionaries and streams nothing refers to (object and cross-reference streams aside), as qpdf
 * lists them: what a page removed in place leaves behind, its content still readable in the file.
 */
function unreferencedObjects(bytes: Uint8Array): string[] {
  type Entry = { value?: unknown; stream?: { dict: Record<string, unknown> } }
  const objects = (JSON.parse(qpdf(bytes, '--json=2', '--json-key=qpdf').out) as { qpdf: [unknown, Record<string, Entry>] }).qpdf[1]
  const referenced = new Set([...JSON.stringify(objects).matchAll(/"(\d+ \d+ R)"/g)].map((m) => m[1]))
  return Object.entries(objects)
    .filter(([key]) => key.startsWith('obj:') && !referenced.has(key.slice(4)))
    // Dictionaries and streams only: qpdf shows a stream's indirect /Length as a plain number.
    .filter(([, entry]) => entry.stream !== undefined || (typeof entry.value === 'object' && entry.value !== null))
    .filter(([, entry]) => !['/ObjStm', '/XRef'].includes(String((entry.stream?.dict ?? entry.value as Record<string, unknown>)['/Type'])))
    .map(([key]) => key)
}

/** pdfinfo's "Key: value" lines. */
function pdfinfo(bytes: Uint8Array, ...args: string[]): Record<string, string> {
  const out = execFileSync('pdfinfo', [...args, tempFile(bytes)], { encoding: 'utf8' })
  return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => {
    const colon = l.indexOf(':')
    return [l.slice(0, colon).trim(), l.slice(colon + 1).trim()]
  }))
}

async function openPdfjs(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts/'),
    verbosity: 0,
    ...(password !== undefined && { password }),
  }).promise
}

/** Each page's text, its pieces joined by spaces. */
async function pageTexts(bytes: Uint8Array, password?: string): Promise<string[]> {
  const doc = await openPdfjs(bytes, password)
  const texts: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim())
  }
  await doc.destroy()
  return texts
}

async function pageRotations(bytes: Uint8Array): Promise<number[]> {
  const doc = await openPdfjs(bytes)
  const rotations: number[] = []
  for (let i = 1; i <= doc.numPages; i++) rotations.push((await doc.getPage(i)).rotate)
  await doc.destroy()
  return rotations
}

const THREE = ['Page one', 'Page two', 'Page three']

/** The page each text starts with, by its known first words. */
function pageLabels(texts: readonly string[]): string[] {
  return texts.map((text) => [...THREE, 'Letter page'].find((label) => text.startsWith(label)) ?? text)
}

/** A PDF of `count` copies of letter.pdf's page, put together by qpdf. */
function letterPages(count: number): { name: string; bytes: Uint8Array } {
  const path = join(workDir, `letter-x${count}.pdf`)
  const source = new URL('../fixtures/files/letter.pdf', import.meta.url).pathname
  execFileSync('qpdf', ['--empty', '--pages', source, Array.from({ length: count }, () => '1').join(','), '--', path])
  return { name: `letter-x${count}.pdf`, bytes: readFileSync(path) }
}

function expectPdf(res: LightMyRequestResponse): Uint8Array {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  return res.rawPayload
}

function expectZip(res: LightMyRequestResponse): Record<string, Uint8Array> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe('application/zip')
  return unzipSync(res.rawPayload)
}

function downloadName(res: LightMyRequestResponse): string {
  return /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1] ?? ''
}

const notPdf = { name: 'notes.pdf', bytes: new TextEncoder().encode('just some text, not a PDF') }
const damagedPdf = { name: 'damaged.pdf', bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog\n') }

describe('merge-pdf', () => {
  it('joins the files in upload order with a bookmark per file', async () => {
    const merged = expectPdf(await upload(app, 'file/merge-pdf', ['three-pages.pdf', 'letter.pdf']))
    expect(pageLabels(await pageTexts(merged))).toEqual([...THREE, 'Letter page'])
    const doc = await openPdfjs(merged)
    const first = (await doc.getPage(1)).view
    const fourth = (await doc.getPage(4)).view
    expect(first[2]).toBeCloseTo(595.3, 1)
    expect(first[3]).toBeCloseTo(841.89, 1)
    expect([fourth[2], fourth[3]]).toEqual([612, 792])
    const outline = await doc.getOutline()
    expect(outline.map((item) => item.title)).toEqual(['three-pages', 'letter'])
    const targets = await Promise.all(outline.map(async (item) => doc.getPageIndex((item.dest as unknown[])[0] as never)))
    expect(targets).toEqual([0, 3])
    await doc.destroy()
  })

  it.skipIf(!HAS_QPDF)('writes a structurally valid file whose bookmarks qpdf reads', async () => {
    const merged = expectPdf(await upload(app, 'file/merge-pdf', ['letter.pdf', 'three-pages.pdf']))
    const check = qpdf(merged, '--check')
    expect(check.status, check.out).toBe(0)
    expect(check.out).toContain('No syntax or stream encoding errors')
    const json = JSON.parse(qpdf(merged, '--json=2', '--json-key=outlines').out) as { outlines: Array<{ title: string; destpageposfrom1: number }> }
    expect(json.outlines.map((o) => [o.title, o.destpageposfrom1])).toEqual([['letter', 1], ['three-pages', 2]])
  })

  it('titles bookmarks with Unicode file names', async () => {
    const files = [{ name: 'café — 報告.pdf', bytes: fixture('letter.pdf') }, 'three-pages.pdf']
    const doc = await openPdfjs(expectPdf(await upload(app, 'file/merge-pdf', files)))
    expect((await doc.getOutline()).map((item) => item.title)).toEqual(['café — 報告', 'three-pages'])
    await doc.destroy()
  })

  it('refuses a single file', async () => {
    const message = expectRefusal(await upload(app, 'file/merge-pdf', ['three-pages.pdf']), 422, 'PDF_MERGE_NEEDS_TWO').error
    expect(message).toContain('at least two')
  })

  it('accepts 20 files and refuses 21', async () => {
    const twenty = Array.from({ length: 20 }, () => 'letter.pdf')
    const merged = expectPdf(await upload(app, 'file/merge-pdf', twenty))
    const doc = await openPdfjs(merged)
    expect(doc.numPages).toBe(20)
    expect(await doc.getOutline()).toHaveLength(20)
    await doc.destroy()
    expectRefusal(await upload(app, 'file/merge-pdf', [...twenty, 'letter.pdf']), 413, 'TOO_MANY_FILES')
  })

  it('caps the total page count at PDF_MAX_PAGES, naming the total', async () => {
    expect((await openPdfjs(expectPdf(await upload(smallApp, 'file/merge-pdf', ['three-pages.pdf', 'letter.pdf'])))).numPages).toBe(4)
    const res = await upload(smallApp, 'file/merge-pdf', ['three-pages.pdf', 'letter.pdf', 'letter.pdf'])
    const message = expectRefusal(res, 413, 'PDF_MERGE_TOO_MANY_PAGES').error
    expect(message).toContain('5 pages')
    expect(message).toContain('4')
  })

  it('opens encrypted inputs with password, and says so without it', async () => {
    const message = expectRefusal(await upload(app, 'file/merge-pdf', ['encrypted.pdf', 'letter.pdf']), 422, 'PDF_ENCRYPTED').error
    expect(message).toContain('encrypted.pdf')
    expectRefusal(await upload(app, 'file/merge-pdf', ['encrypted.pdf', 'letter.pdf'], { password: 'wrong' }), 422, 'BAD_PASSWORD')
    const merged = expectPdf(await upload(app, 'file/merge-pdf', ['encrypted.pdf', 'letter.pdf'], { password: 'secret' }))
    expect(pageLabels(await pageTexts(merged))).toEqual([...THREE, 'Letter page'])
  })

  it('reads a file that only has an owner password without being given one', async () => {
    const merged = expectPdf(await upload(app, 'file/merge-pdf', ['owner-only.pdf', 'letter.pdf']))
    expect(pageLabels(await pageTexts(merged))).toEqual([...THREE, 'Letter page'])
  })

  it('refuses damaged and non-PDF files', async () => {
    expectRefusal(await upload(app, 'file/merge-pdf', ['letter.pdf', damagedPdf]), 422, 'MALFORMED_PDF')
    expectRefusal(await upload(app, 'file/merge-pdf', ['letter.pdf', notPdf]), 422, 'UNSUPPORTED_FILE_FORMAT')
    expectRefusal(await upload(app, 'file/merge-pdf', ['letter.pdf', 'photo.png']), 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  it('answers in Spanish', async () => {
    const message = expectRefusal(await upload(app, 'file/merge-pdf', ['letter.pdf'], {}, { lang: 'es' }), 422, 'PDF_MERGE_NEEDS_TWO').error
    expect(message).toContain('al menos dos')
  })
})

describe('split-pdf', () => {
  it('makes one PDF per page by default, zipped', async () => {
    const entries = expectZip(await upload(app, 'file/split-pdf', ['three-pages.pdf']))
    expect(Object.keys(entries).sort()).toEqual(['three-pages-1.pdf', 'three-pages-2.pdf', 'three-pages-3.pdf'])
    for (const [i, label] of THREE.entries()) {
      expect(pageLabels(await pageTexts(entries[`three-pages-${i + 1}.pdf`]!))).toEqual([label])
    }
  })

  it('makes one PDF per comma group of ranges', async () => {
    const entries = expectZip(await upload(app, 'file/split-pdf', ['three-pages.pdf'], { ranges: '1-2,3' }))
    expect(Object.keys(entries).sort()).toEqual(['three-pages-1-2.pdf', 'three-pages-3.pdf'])
    expect(pageLabels(await pageTexts(entries['three-pages-1-2.pdf']!))).toEqual(['Page one', 'Page two'])
    expect(pageLabels(await pageTexts(entries['three-pages-3.pdf']!))).toEqual(['Page three'])
  })

  it('answers a single PDF for a single group, open-ended ranges running to the end', async () => {
    const res = await upload(app, 'file/split-pdf', ['three-pages.pdf'], { ranges: '2-' })
    expect(downloadName(res)).toBe('three-pages-2-3.pdf')
    expect(pageLabels(await pageTexts(expectPdf(res)))).toEqual(['Page two', 'Page three'])
  })

  it.skipIf(!HAS_POPPLER)('keeps the document information in each part', async () => {
    const part = expectPdf(await upload(app, 'file/split-pdf', ['three-pages.pdf'], { ranges: '2' }))
    const info = pdfinfo(part)
    expect(info.Title).toBe('Devutils sample')
    expect(info.Pages).toBe('1')
  })

  it('zips a batch of two files with a folder for the one with several parts', async () => {
    const entries = expectZip(await upload(app, 'file/split-pdf', ['three-pages.pdf', 'letter.pdf']))
    expect(Object.keys(entries).sort()).toEqual([
      'letter-1.pdf', 'three-pages/three-pages-1.pdf', 'three-pages/three-pages-2.pdf', 'three-pages/three-pages-3.pdf',
    ])
    expect(pageLabels(await pageTexts(entries['letter-1.pdf']!))).toEqual(['Letter page'])
  })

  it.each([
    ['3-1', 'PAGES_INVALID', '3-1'],
    ['a', 'PAGES_INVALID', '"a"'],
    ['1,,2', 'PAGES_INVALID', '1,,2'],
    ['0', 'PAGE_OUT_OF_RANGE', 'page 0'],
    ['9', 'PAGE_OUT_OF_RANGE', 'page 9'],
    ['2-9', 'PAGE_OUT_OF_RANGE', 'page 9'],
  ])('refuses ranges "%s" with %s', async (ranges, code, named) => {
    const message = expectRefusal(await upload(app, 'file/split-pdf', ['three-pages.pdf'], { ranges }), 422, code).error
    expect(message).toContain(named)
    expect(message).toContain('ranges')
    if (code === 'PAGE_OUT_OF_RANGE') expect(message).toContain('3 pages')
  })

  it.skipIf(!HAS_QPDF)('refuses a file over PDF_MAX_PAGES, naming its page count', async () => {
    expect((await openPdfjs(expectPdf(await upload(smallApp, 'file/split-pdf', [letterPages(4)], { ranges: '1-' })))).numPages).toBe(4)
    const message = expectRefusal(await upload(smallApp, 'file/split-pdf', [letterPages(5)]), 413, 'PDF_TOO_MANY_PAGES').error
    expect(message).toContain('5 pages')
  })

  it('bounds the length of ranges', async () => {
    expectRefusal(await upload(app, 'file/split-pdf', ['three-pages.pdf'], { ranges: '1,'.repeat(500) + '1' }), 422, 'PARAM_MAX_LENGTH')
  })
})

describe('rotate-pdf', () => {
  it('turns only the chosen pages', async () => {
    const rotated = expectPdf(await upload(app, 'file/rotate-pdf', ['three-pages.pdf'], { degrees: 90, pages: '2' }))
    expect(await pageRotations(rotated)).toEqual([0, 90, 0])
    expect(pageLabels(await pageTexts(rotated))).toEqual(THREE)
  })

  it.skipIf(!HAS_POPPLER)('shows the rotations to pdfinfo', async () => {
    const rotated = expectPdf(await upload(app, 'file/rotate-pdf', ['three-pages.pdf'], { degrees: 270, pages: '1,3' }))
    const info = pdfinfo(rotated, '-f', '1', '-l', '3')
    expect([info['Page    1 rot'], info['Page    2 rot'], info['Page    3 rot']]).toEqual(['270', '0', '270'])
  })

  it('turns every page by 90 degrees by default', async () => {
    expect(await pageRotations(expectPdf(await upload(app, 'file/rotate-pdf', ['three-pages.pdf'])))).toEqual([90, 90, 90])
  })

  it.each([['180', 180], ['270', 270], ['-90', 270]])('turns by %s degrees', async (degrees, expected) => {
    expect(await pageRotations(expectPdf(await upload(app, 'file/rotate-pdf', ['letter.pdf'], { degrees })))).toEqual([expected])
  })

  it('adds to the rotation a page already has', async () => {
    const once = expectPdf(await upload(app, 'file/rotate-pdf', ['three-pages.pdf'], { degrees: 180, pages: '1-2' }))
    const twice = expectPdf(await upload(app, 'file/rotate-pdf', [{ name: 'once.pdf', bytes: once }], { degrees: 270, pages: '2-' }))
    expect(await pageRotations(twice)).toEqual([180, 90, 270])
  })

  it('adds to a rotation the input file was made with', async () => {
    // Page 2 of bookmarks.pdf is stored with /Rotate 90.
    expect(await pageRotations(expectPdf(await upload(app, 'file/rotate-pdf', ['bookmarks.pdf'], { degrees: 90 })))).toEqual([90, 180])
  })

  it.each(['45', '0', '360', 'left'])('refuses degrees %s', async (degrees) => {
    const message = expectRefusal(await upload(app, 'file/rotate-pdf', ['letter.pdf'], { degrees }), 422, 'PARAM_ENUM').error
    expect(message).toContain('270')
  })

  it('refuses pages outside the document', async () => {
    expect(expectRefusal(await upload(app, 'file/rotate-pdf', ['three-pages.pdf'], { pages: '4' }), 422, 'PAGE_OUT_OF_RANGE').error).toContain('page 4')
  })

  it('zips a batch of two files', async () => {
    const entries = expectZip(await upload(app, 'file/rotate-pdf', ['three-pages.pdf', 'letter.pdf'], { degrees: 180 }))
    expect(Object.keys(entries).sort()).toEqual(['letter-rotated.pdf', 'three-pages-rotated.pdf'])
    expect(await pageRotations(entries['letter-rotated.pdf']!)).toEqual([180])
    expect(await pageRotations(entries['three-pages-rotated.pdf']!)).toEqual([180, 180, 180])
  })
})

describe('delete-pages-pdf', () => {
  it('removes the chosen pages and keeps the others in order', async () => {
    const res = await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf'], { pages: '2' })
    expect(downloadName(res)).toBe('three-pages-pages-removed.pdf')
    expect(pageLabels(await pageTexts(expectPdf(res)))).toEqual(['Page one', 'Page three'])
  })

  it('reads a selection naming a page twice as that page', async () => {
    const kept = expectPdf(await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf'], { pages: '1,1-2' }))
    expect(pageLabels(await pageTexts(kept))).toEqual(['Page three'])
  })

  it.skipIf(!HAS_QPDF)('leaves no object of the removed pages in the file', async () => {
    const kept = expectPdf(await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf'], { pages: '1,3' }))
    const check = qpdf(kept, '--check')
    expect(check.status, check.out).toBe(0)
    expect(qpdf(kept, '--show-npages').out.trim()).toBe('1')
    expect(unreferencedObjects(kept)).toEqual([])
  })

  it('refuses to remove every page', async () => {
    const message = expectRefusal(await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf'], { pages: '1-' }), 422, 'PDF_DELETE_ALL_PAGES').error
    expect(message).toContain('at least one page must remain')
    expectRefusal(await upload(app, 'file/delete-pages-pdf', ['letter.pdf'], { pages: 'all' }), 422, 'PDF_DELETE_ALL_PAGES')
  })

  it('requires pages', async () => {
    expectRefusal(await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf']), 422, 'PARAM_REQUIRED')
    expectRefusal(await upload(app, 'file/delete-pages-pdf', ['three-pages.pdf'], { pages: '5' }), 422, 'PAGE_OUT_OF_RANGE')
  })

  it('opens an encrypted file with its password', async () => {
    expectRefusal(await upload(app, 'file/delete-pages-pdf', ['encrypted.pdf'], { pages: '1' }), 422, 'PDF_ENCRYPTED')
    const kept = expectPdf(await upload(app, 'file/delete-pages-pdf', ['encrypted.pdf'], { pages: '1', password: 'secret' }))
    expect(pageLabels(await pageTexts(kept))).toEqual(['Page two', 'Page three'])
  })
})

describe('reorder-pdf', () => {
  it.each([
    ['3,1,2', false, ['Page three', 'Page one', 'Page two']],
    ['2-3,1', false, ['Page two', 'Page three', 'Page one']],
    ['3', false, ['Page three', 'Page one', 'Page two']],
    ['2-', false, ['Page two', 'Page three', 'Page one']],
    ['3,2', true, ['Page three', 'Page two']],
    ['2', true, ['Page two']],
  ])('order %s (drop_unlisted %s)', async (order, drop, expected) => {
    const res = await upload(app, 'file/reorder-pdf', ['three-pages.pdf'], { order, drop_unlisted: drop ? 1 : 0 })
    expect(pageLabels(await pageTexts(expectPdf(res)))).toEqual(expected)
  })

  it.each([
    ['1,1', 'PDF_ORDER_DUPLICATE', 'page 1'],
    ['1-2,2', 'PDF_ORDER_DUPLICATE', 'page 2'],
    ['3-1', 'PAGES_INVALID', '3-1'],
    ['4', 'PAGE_OUT_OF_RANGE', 'page 4'],
  ])('refuses order %s with %s', async (order, code, named) => {
    expect(expectRefusal(await upload(app, 'file/reorder-pdf', ['three-pages.pdf'], { order }), 422, code).error).toContain(named)
  })

  it('requires order and a boolean drop_unlisted', async () => {
    expectRefusal(await upload(app, 'file/reorder-pdf', ['three-pages.pdf']), 422, 'PARAM_REQUIRED')
    expectRefusal(await upload(app, 'file/reorder-pdf', ['three-pages.pdf'], { order: '2', drop_unlisted: 'maybe' }), 422, 'PARAM_NOT_BOOLEAN')
  })

  it('zips a batch of two files', async () => {
    const entries = expectZip(await upload(app, 'file/reorder-pdf', ['three-pages.pdf', 'bookmarks.pdf'], { order: '2' }))
    expect(pageLabels(await pageTexts(entries['three-pages-reordered.pdf']!))).toEqual(['Page two', 'Page one', 'Page three'])
    expect(await pageTexts(entries['bookmarks-reordered.pdf']!)).toEqual(['Legal page', 'A5 page'])
  })
})

describe('protect-pdf', () => {
  it('opens only with the password in pdf.js', async () => {
    const res = await upload(app, 'file/protect-pdf', ['three-pages.pdf'], { password: 'secret' })
    expect(downloadName(res)).toBe('three-pages-protected.pdf')
    const locked = expectPdf(res)
    await expect(openPdfjs(locked)).rejects.toMatchObject({ name: 'PasswordException' })
    await expect(openPdfjs(locked, 'wrong')).rejects.toMatchObject({ name: 'PasswordException' })
    expect(pageLabels(await pageTexts(locked, 'secret'))).toEqual(THREE)
  })

  it.skipIf(!HAS_QPDF)('uses AES-256 (R6) with the default permissions', async () => {
    const locked = expectPdf(await upload(app, 'file/protect-pdf', ['three-pages.pdf'], { password: 'secret' }))
    const shown = qpdf(locked, '--show-encryption', '--password=secret')
    expect(shown.status, shown.out).toBe(0)
    expect(shown.out).toContain('R = 6')
    expect(shown.out).toContain('stream encryption method: AESv3')
    // A random owner password: the one given is only the user's.
    expect(shown.out).toContain('Supplied password is user password')
    expect(shown.out).toContain('print high resolution: allowed')
    expect(shown.out).toContain('extract for any purpose: allowed')
    expect(shown.out).toContain('modify other: not allowed')
    expect(shown.out).toContain('modify annotations: allowed')
    expect(qpdf(locked, '--show-npages', '--password=secret').out.trim()).toBe('3')
    const wrong = qpdf(locked, '--show-npages', '--password=wrong')
    expect(wrong.status).not.toBe(0)
    expect(wrong.out).toContain('invalid password')
  })

  it.skipIf(!HAS_QPDF)('writes the permissions asked for, and the owner password given', async () => {
    const locked = expectPdf(await upload(app, 'file/protect-pdf', ['three-pages.pdf'], {
      password: 'secret', owner_password: 'boss', allow_printing: 0, allow_copying: 0, allow_modifying: 1, allow_annotating: 0,
    }))
    const shown = qpdf(locked, '--show-encryption', '--password=secret').out
    expect(shown).toContain('print low resolution: not allowed')
    expect(shown).toContain('print high resolution: not allowed')
    expect(shown).toContain('extract for any purpose: not allowed')
    expect(shown).toContain('extract for accessibility: allowed')
    expect(shown).toContain('modify other: allowed')
    expect(shown).toContain('modify annotations: not allowed')
    expect(qpdf(locked, '--show-encryption', '--password=boss').out).toContain('Supplied password is owner password')
  })

  it.skipIf(!HAS_QPDF)('accepts passwords of 128 characters and non-ASCII ones', async () => {
    const long = 'x'.repeat(128)
    const locked = expectPdf(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: long }))
    expect(qpdf(locked, '--show-npages', `--password=${long}`).out.trim()).toBe('1')
    const accented = expectPdf(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: 'pässwörd' }))
    expect(pageLabels(await pageTexts(accented, 'pässwörd'))).toEqual(['Letter page'])
  })

  it('bounds the passwords', async () => {
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf']), 422, 'PARAM_REQUIRED')
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: '' }), 422, 'PARAM_MIN_LENGTH')
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: 'x'.repeat(129) }), 422, 'PARAM_MAX_LENGTH')
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: 'a', owner_password: 'x'.repeat(129) }), 422, 'PARAM_MAX_LENGTH')
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: 'same', owner_password: 'same' }), 422, 'PDF_SAME_PASSWORDS')
    expectRefusal(await upload(app, 'file/protect-pdf', ['letter.pdf'], { password: 'a', allow_printing: 2 }), 422, 'PARAM_NOT_BOOLEAN')
  })

  it('refuses a file that is already encrypted, pointing at unlock-pdf', async () => {
    const message = expectRefusal(await upload(app, 'file/protect-pdf', ['encrypted.pdf'], { password: 'new' }), 422, 'PDF_ALREADY_ENCRYPTED').error
    expect(message).toContain('unlock-pdf')
    expectRefusal(await upload(app, 'file/protect-pdf', ['owner-only.pdf'], { password: 'new' }), 422, 'PDF_ALREADY_ENCRYPTED')
  })

  it('zips a batch of two files, each protected', async () => {
    const entries = expectZip(await upload(app, 'file/protect-pdf', ['three-pages.pdf', 'letter.pdf'], { password: 'pw' }))
    expect(Object.keys(entries).sort()).toEqual(['letter-protected.pdf', 'three-pages-protected.pdf'])
    for (const bytes of Object.values(entries)) await expect(openPdfjs(bytes)).rejects.toMatchObject({ name: 'PasswordException' })
    expect(pageLabels(await pageTexts(entries['letter-protected.pdf']!, 'pw'))).toEqual(['Letter page'])
  })
})

describe('unlock-pdf', () => {
  it('removes the encryption with the user or the owner password', async () => {
    for (const password of ['secret', 'owner-pw']) {
      const res = await upload(app, 'file/unlock-pdf', ['encrypted.pdf'], { password })
      expect(downloadName(res)).toBe('encrypted-unlocked.pdf')
      const open = expectPdf(res)
      expect(pageLabels(await pageTexts(open))).toEqual(THREE)
      if (HAS_QPDF) expect(qpdf(open, '--show-encryption').out).toContain('File is not encrypted')
    }
  })

  it('unlocks a file that only has an owner password without being given one', async () => {
    const open = expectPdf(await upload(app, 'file/unlock-pdf', ['owner-only.pdf']))
    expect(pageLabels(await pageTexts(open))).toEqual(THREE)
    if (HAS_QPDF) expect(qpdf(open, '--show-encryption').out).toContain('File is not encrypted')
    if (HAS_POPPLER) expect(pdfinfo(open).Encrypted).toBe('no')
  })

  it('tells a wrong password, a missing one and a damaged file apart', async () => {
    expectRefusal(await upload(app, 'file/unlock-pdf', ['encrypted.pdf'], { password: 'wrong' }), 422, 'BAD_PASSWORD')
    expect(expectRefusal(await upload(app, 'file/unlock-pdf', ['encrypted.pdf']), 422, 'PDF_PASSWORD_REQUIRED').error).toContain('password')
    expectRefusal(await upload(app, 'file/unlock-pdf', [damagedPdf], { password: 'secret' }), 422, 'MALFORMED_PDF')
    const truncated = { name: 'cut.pdf', bytes: fixture('encrypted.pdf').subarray(0, 400) }
    expectRefusal(await upload(app, 'file/unlock-pdf', [truncated], { password: 'secret' }), 422, 'MALFORMED_PDF')
  })

  it('returns a file that is not encrypted unchanged', async () => {
    const res = await upload(app, 'file/unlock-pdf', ['three-pages.pdf'], { password: 'anything' })
    expect(Buffer.compare(expectPdf(res), fixture('three-pages.pdf'))).toBe(0)
  })

  it('zips a batch of two files', async () => {
    const entries = expectZip(await upload(app, 'file/unlock-pdf', ['encrypted.pdf', 'owner-only.pdf'], { password: 'secret' }))
    expect(Object.keys(entries).sort()).toEqual(['encrypted-unlocked.pdf', 'owner-only-unlocked.pdf'])
    for (const bytes of Object.values(entries)) expect(pageLabels(await pageTexts(bytes))).toEqual(THREE)
  })

  it('bounds the password', async () => {
    expectRefusal(await upload(app, 'file/unlock-pdf', ['encrypted.pdf'], { password: 'x'.repeat(129) }), 422, 'PARAM_MAX_LENGTH')
  })
})

interface Info {
  name: string
  pages: number | null
  page_sizes: Array<{ page: number; width: number; height: number; width_mm: number; height_mm: number; rotation: number; paper: string | null }>
  uniform_size: boolean | null
  title: string | null
  author: string | null
  subject: string | null
  keywords: string | null
  producer: string | null
  creation_date: string | null
  modification_date: string | null
  pdf_version: string | null
  encrypted: boolean
  encryption: {
    algorithm: string | null
    revision: number | null
    password_required: boolean
    opened: boolean
    permissions: Record<string, boolean> | null
  } | null
  fonts: string[]
  has_outline: boolean
  form_fields: number | null
  size_bytes: number
}

async function describeFiles(files: readonly string[], fields: Record<string, string> = {}): Promise<Info[]> {
  const res = await upload(app, 'file/pdf-info', files, fields)
  const body = envelope(res)
  expect(res.statusCode, JSON.stringify(body)).toBe(200)
  return (files.length === 1 ? [body.result] : body.result) as Info[]
}

const describeFile = async (name: string, fields: Record<string, string> = {}) => (await describeFiles([name], fields))[0]!

/** pdffonts' names without subset prefixes. */
function popplerFonts(bytes: Uint8Array): string[] {
  const lines = execFileSync('pdffonts', [tempFile(bytes)], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean)
  return [...new Set(lines.map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')))].sort()
}

describe('pdf-info', () => {
  it.skipIf(!HAS_POPPLER).each(['three-pages.pdf', 'letter.pdf', 'bookmarks.pdf'])('agrees with pdfinfo and pdffonts on %s', async (name) => {
    const info = await describeFile(name)
    const bytes = fixture(name)
    const expected = pdfinfo(bytes, '-isodates')
    expect(info.pages).toBe(Number(expected.Pages))
    expect(info.producer).toBe(expected.Producer)
    expect(info.title).toBe(expected.Title ?? null)
    expect(info.pdf_version).toBe(expected['PDF version'])
    expect(info.encrypted).toBe(expected.Encrypted === 'yes')
    expect(info.size_bytes).toBe(Number(expected['File size']!.split(' ')[0]))
    expect(info.creation_date && new Date(info.creation_date).toISOString()).toBe(new Date(expected.CreationDate!).toISOString())
    const perPage = pdfinfo(bytes, '-f', '1', '-l', String(info.pages))
    for (const size of info.page_sizes) {
      const [width, height] = /^([\d.]+) x ([\d.]+)/.exec(perPage[`Page ${String(size.page).padStart(4)} size`]!)!.slice(1).map(Number)
      expect(size.width).toBeCloseTo(width!, 1)
      expect(size.height).toBeCloseTo(height!, 1)
      expect(size.rotation).toBe(Number(perPage[`Page ${String(size.page).padStart(4)} rot`]))
    }
    expect([...info.fonts].sort()).toEqual(popplerFonts(bytes))
  })

  it('describes a LibreOffice A4 document', async () => {
    const info = await describeFile('three-pages.pdf')
    expect(info).toMatchObject({
      name: 'three-pages.pdf', pages: 3, uniform_size: true, title: 'Devutils sample', author: null, modification_date: null,
      producer: 'LibreOffice 7.4', pdf_version: '1.6', encrypted: false, encryption: null, has_outline: false, form_fields: 0,
    })
    expect(info.page_sizes).toHaveLength(3)
    expect(info.page_sizes[0]).toMatchObject({ page: 1, width_mm: 210, height_mm: 297, rotation: 0, paper: 'A4' })
    expect(info.fonts.sort()).toEqual(['DejaVuSans-Bold', 'LiberationSerif'])
  })

  it('describes a Ghostscript US Letter page', async () => {
    const info = await describeFile('letter.pdf')
    expect(info).toMatchObject({ pages: 1, fonts: ['Helvetica'], pdf_version: '1.7', encrypted: false })
    expect(info.producer).toMatch(/^GPL Ghostscript/)
    expect(info.page_sizes).toEqual([{ page: 1, width: 612, height: 792, width_mm: 215.9, height_mm: 279.4, rotation: 0, paper: 'Letter' }])
  })

  it('reads mixed sizes, rotation, bookmarks and document information', async () => {
    const info = await describeFile('bookmarks.pdf')
    expect(info).toMatchObject({
      pages: 2, uniform_size: false, has_outline: true,
      title: 'Outline sample', author: 'Ada Lovelace', subject: 'Fixtures', keywords: 'alpha beta',
    })
    expect(info.page_sizes.map(({ paper, rotation }) => [paper, rotation])).toEqual([['A5', 0], ['Legal', 90]])
    expect(info.modification_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/)
  })

  it('counts form fields', async () => {
    expect((await describeFile('form.pdf')).form_fields).toBe(3)
  })

  it('describes an encrypted file without its password as far as it can', async () => {
    const info = await describeFile('encrypted.pdf')
    expect(info).toMatchObject({
      pages: 3, encrypted: true, title: null, producer: null, creation_date: null,
      encryption: { algorithm: 'AES-256', revision: 6, password_required: true, opened: false },
    })
    expect(info.page_sizes[0]).toMatchObject({ paper: 'A4' })
    expect(info.fonts.sort()).toEqual(['DejaVuSans-Bold', 'LiberationSerif'])
    expect(info.encryption!.permissions).toMatchObject({ printing: true, copying: true, modifying: true })
  })

  it('reads an encrypted file\'s metadata with its password, and refuses a wrong one', async () => {
    const info = await describeFile('encrypted.pdf', { password: 'secret' })
    expect(info).toMatchObject({ title: 'Devutils sample', encrypted: true, encryption: { opened: true, password_required: true } })
    expectRefusal(await upload(app, 'file/pdf-info', ['encrypted.pdf'], { password: 'wrong' }), 422, 'BAD_PASSWORD')
  })

  it.skipIf(!HAS_POPPLER)('reads the restrictions of a file with only an owner password as pdfinfo does', async () => {
    const info = await describeFile('owner-only.pdf')
    expect(info.encryption).toMatchObject({ algorithm: 'AES-256', password_required: false, opened: true })
    const encrypted = pdfinfo(fixture('owner-only.pdf')).Encrypted!
    expect(encrypted).toContain('algorithm:AES-256')
    expect(info.encryption!.permissions!.printing).toBe(encrypted.includes('print:yes'))
    expect(info.encryption!.permissions!.copying).toBe(encrypted.includes('copy:yes'))
    expect(info.encryption!.permissions!.annotating).toBe(encrypted.includes('addNotes:yes'))
    expect(info.title).toBe('Devutils sample')
  })

  it('answers an array for a batch, in upload order', async () => {
    const infos = await describeFiles(['letter.pdf', 'three-pages.pdf'])
    expect(infos.map((i) => [i.name, i.pages])).toEqual([['letter.pdf', 1], ['three-pages.pdf', 3]])
  })

  it('refuses a damaged file', async () => {
    expectRefusal(await upload(app, 'file/pdf-info', [damagedPdf]), 422, 'MALFORMED_PDF')
  })

  it.skipIf(!HAS_QPDF)('lists the sizes of the first 50 pages, and describes files over PDF_MAX_PAGES', async () => {
    const res = await upload(smallApp, 'file/pdf-info', [letterPages(60)])
    const info = envelope(res).result as Info
    expect(res.statusCode).toBe(200)
    expect(info.pages).toBe(60)
    expect(info.uniform_size).toBe(true)
    expect(info.page_sizes).toHaveLength(50)
    expect(info.page_sizes[49]).toMatchObject({ page: 50, paper: 'Letter' })
  })
})
