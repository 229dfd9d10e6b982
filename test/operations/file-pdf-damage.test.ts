import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { DAMAGE, pdfDamage } from '../../src/lib/pdf/damage.ts'
import { makeApp, upload } from '../helpers.ts'
import { pdf } from '../fixtures/pdf-build.ts'

// A damaged PDF is answered with what is wrong with the file, never with the text of the library
// that failed on it ("this.catalog.Pages is not a function", "Expected instance of PDFDict").

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'
const BROKEN: Readonly<Record<string, Buffer>> = {
  'a catalog whose /Pages is a number': pdf(['<< /Type /Catalog /Pages 2 0 R >>', '42', PAGE]),
  'a catalog whose /Pages is an array': pdf(['<< /Type /Catalog /Pages 2 0 R >>', '[1 2 3]', PAGE]),
  'a catalog without /Pages': pdf(['<< /Type /Catalog >>', '1', PAGE]),
  'a catalog that is not a dictionary': pdf(['42', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE]),
  'a page tree whose /Kids is a number': pdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids 5 /Count 1 >>', PAGE]),
}
const INTERNALS = /this\.|instance of|is not a function|PDFDict|PDFNumber|PDFArray|undefined|Cannot read/

const OPERATIONS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['pdf-info', {}], ['merge-pdf', {}], ['rotate-pdf', { angle: '90' }], ['watermark-pdf', { text: 'draft' }], ['pdf-to-text', {}],
]

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

describe.each(Object.entries(BROKEN))('%s', (_what, bytes) => {
  it.each(OPERATIONS)('%s answers 422 MALFORMED_PDF saying what is wrong, in plain words', async (name, fields) => {
    const files = [{ name: 'broken.pdf', bytes }, ...(name === 'merge-pdf' ? ['three-pages.pdf'] : [])]
    for (const lang of ['en', 'es']) {
      const res = await upload(app, `file/${name}`, files, fields, { lang })
      const body = res.json() as { code: string; error: string }
      expect(res.statusCode, res.body).toBe(422)
      expect(body.code).toBe('MALFORMED_PDF')
      expect(body.error).not.toMatch(INTERNALS)
      expect(body.error).toContain('broken.pdf')
    }
  }, 30_000)
})

it('names a broken page tree as such', async () => {
  for (const name of ['pdf-info', 'merge-pdf', 'rotate-pdf']) {
    const files = [{ name: 'broken.pdf', bytes: BROKEN['a catalog whose /Pages is a number']! }, ...(name === 'merge-pdf' ? ['three-pages.pdf'] : [])]
    const res = await upload(app, `file/${name}`, files, name === 'rotate-pdf' ? { angle: '90' } : {})
    expect(res.json()).toMatchObject({ code: 'MALFORMED_PDF', error: expect.stringContaining(DAMAGE.pageTree) })
  }
})

describe('pdfDamage', () => {
  it('maps known library failures to plain descriptions', () => {
    expect(pdfDamage(new TypeError('this.catalog.Pages is not a function'), 'pages')).toBe(DAMAGE.catalog)
    expect(pdfDamage(new Error('Expected instance of PDFDict, but got instance of PDFNumber'), 'pages')).toBe(DAMAGE.pageTree)
    expect(pdfDamage(new Error('Expected instance of PDFDict, but got instance of PDFNumber'))).toBe(DAMAGE.wrongType)
    expect(pdfDamage('Invalid Root reference.')).toBe(DAMAGE.catalog)
    expect(pdfDamage('Page dictionary kids object is not an array.')).toBe(DAMAGE.pageTree)
    expect(pdfDamage(new Error('Failed to parse PDF document (line:0 col:0 offset=0): No PDF header found'))).toBe(DAMAGE.header)
    expect(pdfDamage(new RangeError('Maximum call stack size exceeded'))).toBe(DAMAGE.nested)
  })
  it('never passes on the text of an unknown failure', () => {
    expect(pdfDamage(new Error('_parseSomething: unexpected token 0x1f at internal.js:42'))).toBe(DAMAGE.unreadable)
    expect(pdfDamage(new TypeError("Cannot read properties of undefined (reading 'lookup')"), 'content')).toBe(DAMAGE.content)
    expect(pdfDamage(undefined)).toBe(DAMAGE.unreadable)
  })
})
