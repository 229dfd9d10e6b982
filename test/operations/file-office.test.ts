import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { constants as zlib, crc32, deflateRawSync, inflateRawSync } from 'node:zlib'
import { unzipSync, zipSync, type Zippable } from 'fflate'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { parse } from 'parse5'
import { availableConverters, TEMP_PREFIX } from '../../src/lib/office/converters.ts'
import { sanitizeHtml } from '../../src/lib/office/html.ts'
import { envelope, expectRefusal, failure, fixture, makeApp, upload, type UploadFile } from '../helpers.ts'

// Outputs are read back with tools that share no code with their writers: LibreOffice and raw
// sheet XML for our XLSX, parse5 for HTML, pdf.js and poppler for PDFs, fflate for ZIPs.
const run = promisify(execFile)
const required = process.env.CI === 'true'
const converters = availableConverters()
const HAS_POPPLER = existsSync('/usr/bin/pdftotext')

/** Whether to skip a group of tests for a missing program; under CI they run (and fail) instead. */
function missing(program: string, found: boolean): boolean {
  if (found || required) return false
  console.warn(`${program} is not installed: its tests are skipped`)
  return true
}
const NO_LIBREOFFICE = missing('LibreOffice', converters.libreoffice)
const NO_CHROMIUM = missing('Chromium', converters.chromium)
if (!HAS_POPPLER) console.warn('poppler-utils (pdftotext) is not installed: its checks are skipped')

const SLOW = 90_000
const PDFJS_ROOT = join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..')

let app: FastifyInstance
let work: string
beforeAll(async () => {
  app = await makeApp()
  work = await mkdtemp(join(tmpdir(), 'office-test-'))
  // A document thread started and warm, so the timings below measure the work, not the start-up.
  expect((await upload(app, 'file/word-to-text', ['letter.docx'])).statusCode).toBe(200)
})
afterAll(async () => {
  await app.close()
  await rm(work, { recursive: true, force: true })
})

const TABLE_CSV = fixture('table.csv').toString('utf8')
const lf = (text: string) => text.replace(/\r\n/g, '\n')
const text = (res: LightMyRequestResponse) => res.rawPayload.toString('utf8')
const bytesOf = (res: LightMyRequestResponse) => new Uint8Array(res.rawPayload)
const file = (name: string, content: string | Uint8Array): UploadFile =>
  ({ name, bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content })

function expectFile(res: LightMyRequestResponse, type: string, name: string): void {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  expect(res.headers['content-type']).toBe(type)
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`)
}

function unzipText(res: LightMyRequestResponse): Record<string, string> {
  expect(res.headers['content-type']).toBe('application/zip')
  return Object.fromEntries(Object.entries(unzipSync(bytesOf(res))).map(([name, data]) => [name, new TextDecoder().decode(data)]))
}

const decodeXml = (xml: string) => xml.replace(/&(quot|apos|lt|gt|amp);/g, (_whole, name: string) =>
  ({ quot: '"', apos: '\'', lt: '<', gt: '>', amp: '&' })[name]!)

/** The cells of an XLSX sheet as written in its XML: reference → [type attribute, value]. */
function sheetCells(xlsx: Uint8Array, sheet = 1): Record<string, [string, string]> {
  const parts = unzipSync(xlsx)
  const xml = new TextDecoder().decode(parts[`xl/worksheets/sheet${sheet}.xml`])
  const strings = [...new TextDecoder().decode(parts['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>(.*?)<\/si>/g)]
    .map((m) => decodeXml(m[1]!.replace(/<[^>]+>/g, '')))
  const cells: Record<string, [string, string]> = {}
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/g)) {
    const type = /t="(\w+)"/.exec(m[2]!)?.[1] ?? 'n'
    const value = /<v>(.*?)<\/v>/.exec(m[3] ?? '')?.[1] ?? /<t[^>]*>(.*?)<\/t>/.exec(m[3] ?? '')?.[1] ?? ''
    cells[m[1]!] = [type, type === 's' ? strings[Number(value)]! : decodeXml(value)]
  }
  return cells
}

/** LibreOffice's own reading of a workbook, as CSV (its first sheet). */
async function libreOfficeCsv(xlsx: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(work, 'lo-'))
  await writeFile(join(dir, 'in.xlsx'), xlsx)
  await run('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--norestore', '--convert-to', 'csv', '--outdir', dir, join(dir, 'in.xlsx')], { timeout: 60_000 })
  return readFile(join(dir, 'in.csv'), 'utf8')
}

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts/'), verbosity: 0 }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n').replace(/\s+/g, ' ')
}

async function popplerText(pdf: Uint8Array): Promise<string> {
  const path = join(work, `poppler-${Date.now()}-${Math.random()}.pdf`)
  await writeFile(path, pdf)
  return (await run('pdftotext', [path, '-'])).stdout.replace(/\s+/g, ' ')
}

/**
 * Both readers must find the text. White space is ignored: a word in a narrow table cell may wrap
 * inside itself ("Regio n") depending on the fonts the machine has for LibreOffice to lay out with.
 */
async function expectPdfText(pdf: Uint8Array, ...wanted: string[]): Promise<string> {
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  const squeezed = (text: string) => text.replace(/\s+/g, '')
  const found = await pdfText(pdf)
  for (const w of wanted) expect(squeezed(found)).toContain(squeezed(w))
  if (HAS_POPPLER) {
    const poppler = await popplerText(pdf)
    for (const w of wanted) expect(squeezed(poppler)).toContain(squeezed(w))
  }
  return found
}

/** The converters' folders in the system's temporary folder. */
const converterFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith(TEMP_PREFIX)))

/**
 * Every converter folder that appeared since `before` is gone. Other test files may convert at
 * the same moment: their folders go away when their jobs end, a leaked one never does.
 */
async function expectNoNewFolders(before: ReadonlySet<string>): Promise<void> {
  const leftover = () => [...converterFolders()].filter((name) => !before.has(name))
  for (let waited = 0; leftover().length > 0 && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(leftover()).toEqual([])
}

/** A local HTTP server that records every request it gets. */
async function recordingServer(): Promise<{ port: number; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'content-type': 'text/plain' }).end('seen')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return { port, requests, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

// ---- Crafted packages -------------------------------------------------------------------------

const TABLE_PARTS = unzipSync(fixture('table.xlsx'))
const LETTER_PARTS = unzipSync(fixture('letter.docx'))
const SHEET = 'xl/worksheets/sheet1.xml'

/** table.xlsx with its first sheet's data replaced by `sheetData` (cells written inline). */
function craftedWorkbook(sheetData: string): Uint8Array {
  const xml = new TextDecoder().decode(TABLE_PARTS[SHEET]).replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${sheetData}</sheetData>`)
  const parts: Zippable = { ...TABLE_PARTS, [SHEET]: new TextEncoder().encode(xml) }
  return zipSync(parts)
}

interface RawEntry { name: string; data: Uint8Array; method: 0 | 8; declaredSize: number; crc: number }

/** A ZIP written byte by byte, so an entry may declare any size it likes. */
function handMadeZip(entries: readonly RawEntry[]): Uint8Array {
  const chunks: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.method, 8)
    local.writeUInt32LE(entry.crc, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.declaredSize, 22)
    local.writeUInt16LE(name.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(entry.method, 10)
    header.writeUInt32LE(entry.crc, 16)
    header.writeUInt32LE(entry.data.length, 20)
    header.writeUInt32LE(entry.declaredSize, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt32LE(offset, 42)
    chunks.push(local, name, Buffer.from(entry.data))
    central.push(header, name)
    offset += 30 + name.length + entry.data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...chunks, directory, end]))
}

const deflated = (name: string, content: Uint8Array): RawEntry =>
  ({ name, data: deflateRawSync(content), method: 8, declaredSize: content.length, crc: crc32(content) })

/**
 * A raw deflate stream of `mib` MiB of zeros, about 1 KB per MiB: one flushed block of a MiB
 * repeated (a sync flush ends each on a byte boundary), then an empty final block.
 */
function zerosStream(mib: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.Z_SYNC_FLUSH })
  return new Uint8Array(Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]))
}

/** A package whose part `bombPart` inflates to 1 GiB of zeros, declaring `declaredSize` for it. */
function bomb(parts: Record<string, Uint8Array>, bombPart: string, declaredSize: number): Uint8Array {
  const entries = Object.entries(parts).filter(([name]) => name !== bombPart).map(([name, content]) => deflated(name, content))
  entries.push({ name: bombPart, data: zerosStream(1024), method: 8, declaredSize, crc: 0 })
  return handMadeZip(entries)
}

const GIB = 1024 * 1024 * 1024

describe('zip bombs', () => {
  it('the crafted stream really inflates to zeros at about 1000:1', () => {
    const stream = zerosStream(4)
    expect(stream.length).toBeLessThan(8 * 1024)
    const out = inflateRawSync(stream)
    expect(out.length).toBe(4 * 1024 * 1024)
    expect(out.every((b) => b === 0)).toBe(true)
  })

  it.each([
    ['excel-to-csv', 'declares 1 GiB', GIB],
    ['excel-to-json', 'declares 1 GiB', GIB],
    ['excel-to-csv', 'lies about its size', 1_000],
    ['excel-to-json', 'lies about its size', 1_000],
  ])('%s: an XLSX whose sheet %s is refused with 413 within 2 s', async (operation, _how, declared) => {
    const xlsx = bomb(TABLE_PARTS, SHEET, declared as number)
    expect(xlsx.length).toBeLessThan(2 * 1024 * 1024)
    const started = Date.now()
    const res = await upload(app, `file/${operation}`, [file('bomb.xlsx', xlsx)])
    const message = expectRefusal(res, 413, 'OFFICE_TOO_LARGE').error
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(message).toContain('bomb.xlsx')
    expect(message).toContain(String(200 * 1024 * 1024))
  })

  it.each([['word-to-html', GIB], ['word-to-text', 1_000]])('%s: a DOCX bomb is refused with 413 within 2 s', async (operation, declared) => {
    const docx = bomb(LETTER_PARTS, 'word/document.xml', declared)
    const started = Date.now()
    expectRefusal(await upload(app, `file/${operation}`, [file('bomb.docx', docx)]), 413, 'OFFICE_TOO_LARGE')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it.skipIf(NO_LIBREOFFICE)('word-to-pdf refuses a bomb before LibreOffice sees it', async () => {
    const before = converterFolders()
    const started = Date.now()
    expectRefusal(await upload(app, 'file/word-to-pdf', [file('bomb.docx', bomb(LETTER_PARTS, 'word/document.xml', 1_000))]), 413, 'OFFICE_TOO_LARGE')
    expect(Date.now() - started).toBeLessThan(2_000)
    await expectNoNewFolders(before)
  })

  it('a package of more than 10,000 parts is refused with 413', async () => {
    const parts: Zippable = { ...TABLE_PARTS }
    for (let i = 0; i < 10_001; i++) parts[`xl/media/pad${i}.bin`] = new Uint8Array(0)
    const res = await upload(app, 'file/excel-to-csv', [file('parts.xlsx', zipSync(parts))])
    expect(expectRefusal(res, 413, 'OFFICE_TOO_MANY_PARTS').error).toContain('10000')
  })

  it('a damaged part answers 422 OFFICE_MALFORMED', async () => {
    const entries = Object.entries(TABLE_PARTS).map(([name, content]) => deflated(name, content))
    const sheet = entries.find((e) => e.name === SHEET)!
    sheet.data = sheet.data.map((b) => b ^ 0x5a) // no longer a deflate stream
    expectRefusal(await upload(app, 'file/excel-to-csv', [file('damaged.xlsx', handMadeZip(entries))]), 422, 'OFFICE_MALFORMED')
  })

  it('a package that is not a workbook inside answers 422 OFFICE_MALFORMED', async () => {
    const xlsx = zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<nothing/>') })
    expectRefusal(await upload(app, 'file/excel-to-json', [file('empty.xlsx', xlsx)]), 422, 'OFFICE_MALFORMED')
  })
})

describe('excel-to-csv', () => {
  it('writes table.xlsx (made by LibreOffice) exactly as table.csv', async () => {
    const res = await upload(app, 'file/excel-to-csv', ['table.xlsx'])
    expectFile(res, 'text/csv; charset=utf-8', 'table.csv')
    expect(text(res)).toBe('name,qty,price\r\nApple,3,1.25\r\nPear,10,0.5\r\n"Comma, Inc",1,99.99\r\n')
    expect(lf(text(res))).toBe(TABLE_CSV)
  })

  it.each([
    ['semicolon', 'name;qty;price\r\nApple;3;1.25\r\nPear;10;0.5\r\nComma, Inc;1;99.99\r\n'],
    ['tab', 'name\tqty\tprice\r\nApple\t3\t1.25\r\nPear\t10\t0.5\r\nComma, Inc\t1\t99.99\r\n'],
    ['comma', 'name,qty,price\r\nApple,3,1.25\r\nPear,10,0.5\r\n"Comma, Inc",1,99.99\r\n'],
  ])('delimiter=%s quotes only what holds the delimiter', async (delimiter, expected) => {
    expect(text(await upload(app, 'file/excel-to-csv', ['table.xlsx'], { delimiter }))).toBe(expected)
  })

  it('shows formulas as results, rich text as text, dates in ISO 8601 and merged ranges once', async () => {
    const fruit = await upload(app, 'file/excel-to-csv', ['multi.xlsx'])
    expectFile(fruit, 'text/csv; charset=utf-8', 'multi.csv')
    expect(text(fruit)).toBe('name,qty,price,total,picked,organic\r\nApple,3,1.25,3.75,2024-03-01,1\r\nPear,10,0.5,5,2024-03-02T14:30:00,0\r\n')
    const notes = await upload(app, 'file/excel-to-csv', ['multi.xlsx'], { sheet: 'Notes' })
    expect(text(notes)).toBe('Merged title,,\r\nx,y,14:30:00\r\n,,\r\nafter a blank row,,\r\n')
  })

  it('finds a sheet by exact name, by name in any case and by number', async () => {
    for (const sheet of ['Notes', 'notes', '2']) {
      expect(text(await upload(app, 'file/excel-to-csv', ['multi.xlsx'], { sheet }))).toMatch(/^Merged title/)
    }
    expect(text(await upload(app, 'file/excel-to-csv', ['multi.xlsx'], { sheet: '1' }))).toMatch(/^name,qty/)
  })

  it.each(['Missing', '3', '0'])('an unknown sheet (%s) answers 422 listing the sheet names', async (sheet) => {
    const message = expectRefusal(await upload(app, 'file/excel-to-csv', ['multi.xlsx'], { sheet }), 422, 'OFFICE_SHEET_NOT_FOUND').error
    expect(message).toContain('Fruit, Notes')
    expect(message).toContain(`"${sheet}"`)
  })

  it('all_sheets=1 answers a ZIP with one CSV per sheet, even for a single sheet', async () => {
    const zip = unzipText(await upload(app, 'file/excel-to-csv', ['multi.xlsx'], { all_sheets: 1 }))
    expect(Object.keys(zip)).toEqual(['multi-Fruit.csv', 'multi-Notes.csv'])
    expect(zip['multi-Notes.csv']).toBe('Merged title,,\r\nx,y,14:30:00\r\n,,\r\nafter a blank row,,\r\n')
    const single = unzipText(await upload(app, 'file/excel-to-csv', ['table.xlsx'], { all_sheets: 'true' }))
    expect(single).toEqual({ 'table-table.csv': 'name,qty,price\r\nApple,3,1.25\r\nPear,10,0.5\r\n"Comma, Inc",1,99.99\r\n' })
  })

  it('a batch of two files answers one ZIP', async () => {
    const zip = unzipText(await upload(app, 'file/excel-to-csv', ['table.xlsx', 'multi.xlsx']))
    expect(Object.keys(zip).sort()).toEqual(['multi.csv', 'table.csv'])
    expect(lf(zip['table.csv']!)).toBe(TABLE_CSV)
  })

  it('reads booleans, errors, inline strings and string formulas as shown, and quotes what needs it', async () => {
    const xlsx = craftedWorkbook(
      '<row r="1"><c r="A1" t="b"><v>1</v></c><c r="B1" t="b"><v>0</v></c><c r="C1" t="e"><v>#N/A</v></c>'
      + '<c r="D1" t="inlineStr"><is><t>say "hi"</t></is></c><c r="E1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>'
      + '<c r="F1" t="inlineStr"><is><t>two&#10;lines</t></is></c><c r="G1"><v>1E+21</v></c><c r="H1"><v>-0.000001</v></c></row>',
    )
    expect(text(await upload(app, 'file/excel-to-csv', [file('shown.xlsx', xlsx)])))
      .toBe('TRUE,FALSE,#N/A,"say ""hi""",ab,"two\nlines",1e+21,-0.000001\r\n')
  })

  it('refuses a sheet past 100,000 rows or 5,000,000 cells with 413', async () => {
    const tall = craftedWorkbook('<row r="100001"><c r="A100001"><v>1</v></c></row>')
    expect(expectRefusal(await upload(app, 'file/excel-to-csv', [file('tall.xlsx', tall)]), 413, 'OFFICE_TOO_MANY_ROWS').error).toContain('100000')
    const edge = craftedWorkbook('<row r="100000"><c r="A100000"><v>1</v></c></row>')
    const res = await upload(app, 'file/excel-to-csv', [file('edge.xlsx', edge)])
    expect(text(res)).toBe(`${'\r\n'.repeat(99_999)}1\r\n`)
    const wide = craftedWorkbook('<row r="400"><c r="XFD400"><v>1</v></c></row>')
    expectRefusal(await upload(app, 'file/excel-to-csv', [file('wide.xlsx', wide)]), 413, 'OFFICE_TOO_MANY_CELLS')
  })

  it.each([
    [{ delimiter: 'pipe' }, 'PARAM_ENUM'],
    [{ sheet: 'x'.repeat(32) }, 'PARAM_MAX_LENGTH'],
    [{ all_sheets: 'maybe' }, 'PARAM_NOT_BOOLEAN'],
  ])('refuses the option %j with 422 %s', async (fields, code) => {
    expectRefusal(await upload(app, 'file/excel-to-csv', ['table.xlsx'], fields), 422, code)
  })

  it('answers 422 for a file that is not a workbook', async () => {
    expectRefusal(await upload(app, 'file/excel-to-csv', ['letter.docx']), 422, 'UNSUPPORTED_FILE_FORMAT')
  })
})

describe('excel-to-json', () => {
  const TABLE_ROWS = [{ name: 'Apple', qty: 3, price: 1.25 }, { name: 'Pear', qty: 10, price: 0.5 }, { name: 'Comma, Inc', qty: 1, price: 99.99 }]

  it('answers the first sheet with rows keyed by the header, values typed', async () => {
    const res = await upload(app, 'file/excel-to-json', ['table.xlsx'])
    expect(res.statusCode).toBe(200)
    expect(envelope(res).result).toEqual({ sheets: [{ name: 'table', rows: TABLE_ROWS }] })
  })

  it('header=0 answers arrays, blank rows left out', async () => {
    const res = await upload(app, 'file/excel-to-json', ['multi.xlsx'], { header: 0, sheet: 'Notes' })
    expect(envelope(res).result).toEqual({ sheets: [{ name: 'Notes', rows: [['Merged title', null, null], ['x', 'y', '14:30:00'], ['after a blank row', null, null]] }] })
  })

  it('all_sheets=1 answers every sheet in order, dates as ISO text and formulas as results', async () => {
    const res = await upload(app, 'file/excel-to-json', ['multi.xlsx'], { all_sheets: 1 })
    expect(envelope(res).result).toEqual({
      sheets: [
        {
          name: 'Fruit',
          rows: [
            { name: 'Apple', qty: 3, price: 1.25, total: 3.75, picked: '2024-03-01', organic: 1 },
            { name: 'Pear', qty: 10, price: 0.5, total: 5, picked: '2024-03-02T14:30:00', organic: 0 },
          ],
        },
        {
          name: 'Notes',
          rows: [{ 'Merged title': 'x', column_2: 'y', column_3: '14:30:00' }, { 'Merged title': 'after a blank row', column_2: null, column_3: null }],
        },
      ],
    })
  })

  it('types booleans and names blank or repeated headers, __proto__ included', async () => {
    const xlsx = craftedWorkbook(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>a</t></is></c><c r="D1" t="inlineStr"><is><t>__proto__</t></is></c></row>'
      + '<row r="2"><c r="A2" t="b"><v>1</v></c><c r="B2"><v>2</v></c><c r="C2" t="inlineStr"><is><t>x</t></is></c><c r="D2"><v>4</v></c></row>',
    )
    const res = await upload(app, 'file/excel-to-json', [file('heads.xlsx', xlsx)])
    const rows = (envelope(res).result as { sheets: Array<{ rows: Array<Record<string, unknown>> }> }).sheets[0]!.rows
    expect(rows).toHaveLength(1)
    expect(Object.entries(rows[0]!)).toEqual([['a', true], ['column_2', 2], ['a_2', 'x'], ['__proto__', 4]])
  })

  it('a batch of two files answers an array in upload order', async () => {
    const res = await upload(app, 'file/excel-to-json', ['table.xlsx', 'multi.xlsx'])
    const results = envelope(res).result as Array<{ sheets: Array<{ name: string }> }>
    expect(results.map((r) => r.sheets[0]!.name)).toEqual(['table', 'Fruit'])
  })

  it('refuses past 100,000 rows with 413, and a bad header option with 422', async () => {
    const tall = craftedWorkbook('<row r="100001"><c r="A100001"><v>1</v></c></row>')
    expectRefusal(await upload(app, 'file/excel-to-json', [file('tall.xlsx', tall)]), 413, 'OFFICE_TOO_MANY_ROWS')
    expectRefusal(await upload(app, 'file/excel-to-json', ['table.xlsx'], { header: 2 }), 422, 'PARAM_NOT_BOOLEAN')
  })
})

describe('csv-to-excel', () => {
  it('round-trips table.csv through excel-to-csv', async () => {
    const res = await upload(app, 'file/csv-to-excel', ['table.csv'])
    expectFile(res, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'table.xlsx')
    const back = await upload(app, 'file/excel-to-csv', [file('back.xlsx', bytesOf(res))])
    expect(lf(text(back))).toBe(TABLE_CSV)
  })

  it.skipIf(NO_LIBREOFFICE)('writes a workbook LibreOffice reads as table.csv', { timeout: SLOW }, async () => {
    const res = await upload(app, 'file/csv-to-excel', ['table.csv'])
    expect(lf(await libreOfficeCsv(bytesOf(res)))).toBe(TABLE_CSV)
  })

  it('types numbers and booleans, keeping what a cell could not hold exactly as text', async () => {
    const csv = 'id,code,flag,big,neg,exp,plus\n1,007,TRUE,12345678901234567,-2.5,1e3,+4\n'
    const cells = sheetCells(bytesOf(await upload(app, 'file/csv-to-excel', [file('types.csv', csv)])))
    expect(cells.A2).toEqual(['n', '1'])
    expect(cells.B2).toEqual(['s', '007'])
    expect(cells.C2).toEqual(['b', '1'])
    expect(cells.D2).toEqual(['s', '12345678901234567'])
    expect(cells.E2).toEqual(['n', '-2.5'])
    expect(cells.F2).toEqual(['n', '1000'])
    expect(cells.G2).toEqual(['s', '+4'])
    expect(cells.A1).toEqual(['s', 'id'])
  })

  it('types=0 keeps every field as text, and empty fields make no cell value', async () => {
    const cells = sheetCells(bytesOf(await upload(app, 'file/csv-to-excel', [file('text.csv', 'a,b,c\n1,,true\n')], { types: 0 })))
    expect(cells.A2).toEqual(['s', '1'])
    expect(cells.C2).toEqual(['s', 'true'])
    expect(cells.B2?.[1] ?? '').toBe('')
  })

  it('detects semicolons and tabs, and obeys an explicit delimiter', async () => {
    const semicolons = file('semi.csv', 'name;note\n"Comma, Inc";"a;b"\n')
    expect(sheetCells(bytesOf(await upload(app, 'file/csv-to-excel', [semicolons])))).toMatchObject({ A2: ['s', 'Comma, Inc'], B2: ['s', 'a;b'] })
    const tabs = file('tabs.csv', 'a\tb\tc,d\n1\t2\t3,4\n')
    expect(sheetCells(bytesOf(await upload(app, 'file/csv-to-excel', [tabs])))).toMatchObject({ A2: ['n', '1'], C2: ['s', '3,4'] })
    const forced = sheetCells(bytesOf(await upload(app, 'file/csv-to-excel', [file('forced.csv', 'a;b\n1;2\n')], { delimiter: 'comma' })))
    expect(forced).toMatchObject({ A1: ['s', 'a;b'], A2: ['s', '1;2'] })
    expect(forced.B1).toBeUndefined()
  })

  it('names the sheet, and refuses names Excel would refuse', async () => {
    const res = await upload(app, 'file/csv-to-excel', ['table.csv'], { sheet_name: 'Prices 2024' })
    expect(new TextDecoder().decode(unzipSync(bytesOf(res))['xl/workbook.xml'])).toContain('name="Prices 2024"')
    for (const sheet_name of ['a/b', '\'quoted\'', 'History', 'x[1]']) {
      expect(expectRefusal(await upload(app, 'file/csv-to-excel', ['table.csv'], { sheet_name }), 422, 'OFFICE_SHEET_NAME').error).toContain(sheet_name)
    }
    expectRefusal(await upload(app, 'file/csv-to-excel', ['table.csv'], { sheet_name: 'x'.repeat(32) }), 422, 'PARAM_MAX_LENGTH')
    expect((await upload(app, 'file/csv-to-excel', ['table.csv'], { sheet_name: 'x'.repeat(31) })).statusCode).toBe(200)
  })

  it('reports CSV errors with their place, and an unknown delimiter name', async () => {
    expect(expectRefusal(await upload(app, 'file/csv-to-excel', [file('bad.csv', 'a,b\n"open,1\n')]), 422, 'CSV_UNCLOSED_QUOTE').error).toContain('line 2')
    expectRefusal(await upload(app, 'file/csv-to-excel', ['table.csv'], { delimiter: 'pipe' }), 422, 'PARAM_ENUM')
  })

  it('refuses more than 100,000 rows with 413, and takes exactly 100,000', { timeout: SLOW }, async () => {
    expectRefusal(await upload(app, 'file/csv-to-excel', [file('tall.csv', '1\n'.repeat(100_001))]), 413, 'OFFICE_TOO_MANY_ROWS')
    const res = await upload(app, 'file/csv-to-excel', [file('edge.csv', '1\n'.repeat(100_000))])
    expect(sheetCells(bytesOf(res))['A100000']).toEqual(['n', '1'])
  })

  it('a batch of two files answers one ZIP of two workbooks', async () => {
    const res = await upload(app, 'file/csv-to-excel', ['table.csv', file('other.csv', 'x\n1\n')])
    const zip = unzipSync(bytesOf(res))
    expect(Object.keys(zip).sort()).toEqual(['other.xlsx', 'table.xlsx'])
    expect(sheetCells(zip['other.xlsx']!).A2).toEqual(['n', '1'])
  })
})

describe('json-to-excel', () => {
  it('makes a header from every key in first-seen order, nested values as JSON', async () => {
    const res = await upload(app, 'file/json-to-excel', ['rows.json'])
    expectFile(res, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'rows.xlsx')
    const cells = sheetCells(bytesOf(res))
    expect(['A1', 'B1', 'C1', 'D1', 'E1'].map((ref) => cells[ref]![1])).toEqual(['name', 'qty', 'price', 'organic', 'tags'])
    expect(cells.B2).toEqual(['n', '3'])
    expect(cells.D2).toEqual(['b', '1'])
    expect(cells.E3).toEqual(['s', '["green","sweet"]'])
    expect(cells.D3?.[1] ?? '').toBe('')
  })

  it.skipIf(NO_LIBREOFFICE)('writes a workbook LibreOffice reads back', { timeout: SLOW }, async () => {
    const res = await upload(app, 'file/json-to-excel', ['rows.json'])
    expect(lf(await libreOfficeCsv(bytesOf(res)))).toBe(
      'name,qty,price,organic,tags\nApple,3,1.25,TRUE,\nPear,10,0.5,,"[""green"",""sweet""]"\n"Comma, Inc",1,99.99,FALSE,\n',
    )
  })

  it('an array of arrays makes rows without a header, an object makes one sheet per key', async () => {
    const arrays = sheetCells(bytesOf(await upload(app, 'file/json-to-excel', [file('a.json', '[[1,"x"],[null,true]]')])))
    expect(arrays).toMatchObject({ A1: ['n', '1'], B1: ['s', 'x'], B2: ['b', '1'] })
    const res = await upload(app, 'file/json-to-excel', [file('two.json', '{"Fruit":[{"n":1}],"Empty":[],"Grid":[[2]]}')])
    const workbook = new TextDecoder().decode(unzipSync(bytesOf(res))['xl/workbook.xml'])
    expect([...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1])).toEqual(['Fruit', 'Empty', 'Grid'])
    expect(sheetCells(bytesOf(res), 3).A1).toEqual(['n', '2'])
  })

  it.each([
    ['[1,2]', '$[0]'],
    ['[{"a":1},[1]]', '$[1]'],
    ['{"a":1}', '$["a"]'],
    ['{}', '$'],
    ['[[1],{"a":1}]', '$[0]'],
  ])('refuses %s with 422 OFFICE_JSON_SHAPE at %s', async (json, path) => {
    expect(expectRefusal(await upload(app, 'file/json-to-excel', [file('shape.json', json)]), 422, 'OFFICE_JSON_SHAPE').error).toContain(path)
  })

  it('refuses broken JSON with its place, and bad sheet names', async () => {
    expect(expectRefusal(await upload(app, 'file/json-to-excel', [file('bad.json', '[{"a":1},')]), 422, 'JSON_UNCLOSED_ARRAY').error).toContain('line 1')
    expectRefusal(await upload(app, 'file/json-to-excel', [file('names.json', '{"A":[],"a":[]}')]), 422, 'OFFICE_SHEET_NAME')
    expectRefusal(await upload(app, 'file/json-to-excel', [file('names.json', '{"a/b":[]}')]), 422, 'OFFICE_SHEET_NAME')
  })

  it('refuses a cell over 32,767 characters, too many columns and too many sheets', async () => {
    const long = JSON.stringify([{ text: 'x'.repeat(32_768) }])
    expect(expectRefusal(await upload(app, 'file/json-to-excel', [file('long.json', long)]), 422, 'OFFICE_CELL_TOO_LONG').error).toContain('32767')
    const fits = JSON.stringify([{ text: 'x'.repeat(32_767) }])
    expect(sheetCells(bytesOf(await upload(app, 'file/json-to-excel', [file('fits.json', fits)]))).A2![1]).toHaveLength(32_767)
    const wide = JSON.stringify(Array.from({ length: 16_385 }, (_, i) => ({ [`k${i}`]: 1 })))
    expectRefusal(await upload(app, 'file/json-to-excel', [file('wide.json', wide)]), 413, 'OFFICE_TOO_MANY_COLUMNS')
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`s${i}`, []])))
    expectRefusal(await upload(app, 'file/json-to-excel', [file('many.json', many)]), 413, 'OFFICE_TOO_MANY_SHEETS')
  })

  it('a batch of two files answers one ZIP', async () => {
    const zip = unzipSync(bytesOf(await upload(app, 'file/json-to-excel', ['rows.json', file('b.json', '[[1]]')])))
    expect(Object.keys(zip).sort()).toEqual(['b.xlsx', 'rows.xlsx'])
  })
})

describe('word-to-html and word-to-text', () => {
  type Node = { nodeName: string; value?: string; childNodes?: Node[] }
  const textOf = (node: Node): string => node.value ?? (node.childNodes ?? []).map(textOf).join('')
  const findAll = (node: Node, name: string): Node[] =>
    [...(node.nodeName === name ? [node] : []), ...(node.childNodes ?? []).flatMap((child) => findAll(child, name))]

  it('word-to-html answers a full UTF-8 page with the heading, bold, list and table', async () => {
    const res = await upload(app, 'file/word-to-html', ['letter.docx'])
    expectFile(res, 'text/html; charset=utf-8', 'letter.html')
    expect(text(res)).toMatch(/^<!DOCTYPE html>/)
    const document = parse(text(res)) as unknown as Node
    expect(findAll(document, 'meta').length).toBeGreaterThan(0)
    expect(text(res)).toContain('<meta charset="utf-8">')
    expect(findAll(document, 'title').map(textOf)).toEqual(['letter'])
    expect(findAll(document, 'h1').map(textOf)).toEqual(['Quarterly report'])
    expect(findAll(document, 'strong').map(textOf)).toEqual(['12%'])
    expect(findAll(document, 'li').map(textOf)).toEqual(['North: 40', 'South: 60'])
    expect(findAll(document, 'td').map(textOf)).toEqual(['Region', 'Sales', 'North', '40'])
  })

  it('word-to-text answers the text, a paragraph per line with blank lines between', async () => {
    const res = await upload(app, 'file/word-to-text', ['letter.docx'])
    expectFile(res, 'text/plain; charset=utf-8', 'letter.txt')
    expect(text(res)).toBe('Quarterly report\n\nRevenue grew 12% in Q3.\n\nNorth: 40\n\nSouth: 60\n\nRegion\n\nSales\n\nNorth\n\n40\n')
  })

  it.each(['word-to-html', 'word-to-text'])('%s: a batch of two answers one ZIP', async (operation) => {
    const res = await upload(app, `file/${operation}`, ['letter.docx', file('copy.docx', fixture('letter.docx'))])
    const zip = unzipText(res)
    expect(Object.keys(zip).length).toBe(2)
    for (const content of Object.values(zip)) expect(content).toContain('Quarterly report')
  })

  it('refuses other formats and a broken document with 422', async () => {
    expectRefusal(await upload(app, 'file/word-to-text', ['table.xlsx']), 422, 'UNSUPPORTED_FILE_FORMAT')
    const broken = zipSync({ ...LETTER_PARTS, 'word/document.xml': new TextEncoder().encode('<w:document') })
    expectRefusal(await upload(app, 'file/word-to-html', [file('broken.docx', broken)]), 422, 'OFFICE_MALFORMED')
  })

  it('does not follow a linked image', async () => {
    const server = await recordingServer()
    try {
      const res = await upload(app, 'file/word-to-html', [file('linked.docx', linkedImageDocx(`http://127.0.0.1:${server.port}/ext.png`))])
      expect(res.statusCode).toBe(200)
      expect(text(res)).toContain('Quarterly report')
      expect(server.requests).toEqual([])
    } finally {
      await server.close()
    }
  })
})

/** letter.docx with an image that is only linked (an external relationship) and an INCLUDETEXT field. */
function linkedImageDocx(url: string): Uint8Array {
  const decode = (name: string) => new TextDecoder().decode(LETTER_PARTS[name])
  const rels = decode('word/_rels/document.xml.rels').replace('</Relationships>',
    `<Relationship Id="rIdExt" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}" TargetMode="External"/></Relationships>`)
  const picture = '<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Picture 1"/>'
    + '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">'
    + '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="ext.png"/><pic:cNvPicPr/></pic:nvPicPr>'
    + '<pic:blipFill><a:blip r:link="rIdExt"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm>'
    + '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>'
  const document = decode('word/document.xml').replace('<w:body>', `<w:body>${picture}`)
  return zipSync({ ...LETTER_PARTS, 'word/_rels/document.xml.rels': new TextEncoder().encode(rels), 'word/document.xml': new TextEncoder().encode(document) })
}

describe.skipIf(NO_LIBREOFFICE)('word-to-pdf and excel-to-pdf', { timeout: SLOW }, () => {
  it('word-to-pdf makes a PDF of letter.docx and leaves no temporary folder', async () => {
    const before = converterFolders()
    const res = await upload(app, 'file/word-to-pdf', ['letter.docx'])
    expectFile(res, 'application/pdf', 'letter.pdf')
    await expectPdfText(bytesOf(res), 'Quarterly report', '12%', 'North: 40', 'North 40')
    await expectNoNewFolders(before)
  })

  it('excel-to-pdf makes a PDF of table.xlsx', async () => {
    const res = await upload(app, 'file/excel-to-pdf', ['table.xlsx'])
    expectFile(res, 'application/pdf', 'table.pdf')
    await expectPdfText(bytesOf(res), 'Apple', 'Comma, Inc', '99.99')
  })

  it('a batch of two answers one ZIP of two PDFs', async () => {
    const res = await upload(app, 'file/excel-to-pdf', ['table.xlsx', 'multi.xlsx'])
    const zip = unzipSync(bytesOf(res))
    expect(Object.keys(zip).sort()).toEqual(['multi.pdf', 'table.pdf'])
    await expectPdfText(zip['multi.pdf']!, 'Apple', 'Merged title')
  })

  it('LibreOffice fetches nothing a document links to', async () => {
    const server = await recordingServer()
    try {
      const res = await upload(app, 'file/word-to-pdf', [file('linked.docx', linkedImageDocx(`http://127.0.0.1:${server.port}/ext.png`))])
      expectFile(res, 'application/pdf', 'linked.pdf')
      await expectPdfText(bytesOf(res), 'Quarterly report')
      expect(server.requests).toEqual([])
    } finally {
      await server.close()
    }
  })
})

describe.skipIf(NO_CHROMIUM)('html-to-pdf', { timeout: SLOW }, () => {
  it('prints page.html with its text and leaves no temporary folder', async () => {
    const before = converterFolders()
    const res = await upload(app, 'file/html-to-pdf', ['page.html'])
    expectFile(res, 'application/pdf', 'page.pdf')
    await expectPdfText(bytesOf(res), 'Delivery note 42', 'Café Müller', 'Pear')
    await expectNoNewFolders(before)
  })

  it('runs no script and fetches nothing, whatever the page asks for', async () => {
    const server = await recordingServer()
    const at = `http://127.0.0.1:${server.port}`
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${at}/style.css">
      <meta http-equiv="refresh" content="0;url=${at}/refresh"><style>@import "${at}/import.css"; body { background: url(${at}/bg.png) }
      h2 { background-image: u\\72l(${at}/escaped.png) }</style><base href="${at}/"></head>
      <body onload="document.body.innerHTML='ONLOAD RAN'"><h1>Printed heading</h1>
      <script>document.write('<p>SCRIPT RAN</p>')</script>
      <img src="${at}/x.png"><img src="x.png"><img srcset="${at}/1x.png 1x">
      <iframe src="${at}/frame"></iframe><object data="${at}/object"></object><embed src="${at}/embed">
      <video poster="${at}/poster.png"></video><svg><image href="${at}/svg.png"/><style><img src="${at}/svgstyle.png"></style></svg>
      <noscript><img src="${at}/noscript.png"></noscript><a href="javascript:alert(1)">link</a>
      <div style="background:url('${at}/inline.png')">styled</div></body></html>`
    try {
      const res = await upload(app, 'file/html-to-pdf', [file('hostile.html', html)])
      expectFile(res, 'application/pdf', 'hostile.pdf')
      const found = await expectPdfText(bytesOf(res), 'Printed heading', 'styled')
      expect(found).not.toContain('SCRIPT RAN')
      expect(found).not.toContain('ONLOAD RAN')
      expect(server.requests).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('a batch of two answers one ZIP of two PDFs', async () => {
    const res = await upload(app, 'file/html-to-pdf', ['page.html', file('other.html', '<p>Second page</p>')])
    const zip = unzipSync(bytesOf(res))
    expect(Object.keys(zip).sort()).toEqual(['other.pdf', 'page.pdf'])
    await expectPdfText(zip['other.pdf']!, 'Second page')
  })

  it('answers 422 for a file that is not HTML', async () => {
    expectRefusal(await upload(app, 'file/html-to-pdf', ['table.csv']), 422, 'UNSUPPORTED_FILE_FORMAT')
  })
})

describe('HTML sanitising', () => {
  it('keeps text, structure, inline styles and data: images', () => {
    const out = sanitizeHtml('<h1 class="t" style="color:red">Hi &amp; bye</h1><img src="data:image/png;base64,AAAA" alt="a"><a href="#top">up</a>', 'page.html')
    expect(out).toBe('<!DOCTYPE html>\n<meta charset="utf-8">\n<h1 class="t" style="color:red">Hi &amp; bye</h1><img src="data:image/png;base64,AAAA" alt="a"><a href="#top">up</a>')
  })

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" ONMOUSEOVER="x">x</p>', '<p>x</p>'],
    ['<img src="http://example.com/a.png"><img src=" javascript:alert(1)">', '<img><img>'],
    ['<img src="file:///etc/passwd"><a href="//example.com">x</a>', '<img><a>x</a>'],
    ['<iframe src="data:text/html,x"></iframe><object></object><embed><link href="a.css"><base href="/">', ''],
    ['<meta http-equiv="refresh" content="0;url=http://x"><meta name="viewport" content="w">', '<meta name="viewport" content="w">'],
    ['<img srcset="data:image/png;base64,AA 1x">', '<img>'],
    ['<div style="background:url(http://x/a.png);color:red">x</div>', '<div style="background:none;color:red">x</div>'],
    ['<p style="background:url( \'data:image/png;base64,AA\' ) , url( http://x )">x</p>', '<p style="background:url( \'data:image/png;base64,AA\' ) , none">x</p>'],
    ['<style>@import url(http://x/a.css); p { color: red }</style>', '<style> p { color: red }</style>'],
    ['<style>p { background: u\\72l(http://x/a.png) }</style>', '<style></style>'],
    ['<style>p{content:"</style><script>alert(1)</script>"}</style>', '<style>p{content:"</style>"}'],
    // htmlparser2 reads a <style> inside <svg> as markup, as browsers do: the <img> is cleaned like any other.
    ['<svg><style><img src=http://x/a.png></style></svg>', '<svg><style><img></style></svg>'],
    ['<style>p::before { content: "<b>" }</style>', '<style>p::before { content: "\\3c b>" }</style>'],
    ['<svg><set attributeName="href" to="http://x"/><rect fill="url(#g)"/><rect fill="url(http://x/g)"/></svg>', '<svg><rect fill="url(#g)"></rect><rect fill="none"></rect></svg>'],
    ['<noscript>&lt;img src=http://x/a.png&gt;</noscript>', '<noscript>&lt;img src=http://x/a.png&gt;</noscript>'],
    ['<xmp><img src=x></xmp>', '<pre>&lt;img src=x&gt;</pre>'],
    ['<!-- <img src=http://x> --><![CDATA[<img src=http://x>]]>', ''],
    ['<p title="a&quot;><script>">x</p>', '<p title="a&quot;&gt;&lt;script&gt;">x</p>'],
  ])('%s', (input, body) => {
    expect(sanitizeHtml(input, 'page.html')).toBe(`<!DOCTYPE html>\n<meta charset="utf-8">\n${body}`)
  })

  it('takes 1,024 levels of nesting and refuses one more with 422', () => {
    const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth)
    expect(sanitizeHtml(nested(1_024), 'deep.html')).toContain('<div>x</div>')
    // Unclosed elements count: this is how a page nests without ever closing a tag.
    expect(failure(() => sanitizeHtml('<span>'.repeat(1_025), 'deep.html'))).toEqual({ code: 'OFFICE_HTML_TOO_DEEP', vars: { name: 'deep.html', max: 1_024 } })
    // Siblings do not nest: paragraphs and list items left unclosed close each other.
    expect(sanitizeHtml('<ul>' + '<li>item'.repeat(5_000) + '</ul>' + '<p>text'.repeat(5_000), 'flat.html')).toContain('<li>item</li><li>')
  })

  it.skipIf(NO_CHROMIUM)('html-to-pdf refuses a page nested 100,000 levels deep at once', async () => {
    const started = Date.now()
    const res = await upload(app, 'file/html-to-pdf', [file('deep.html', '<div>'.repeat(100_000))])
    expectRefusal(res, 422, 'OFFICE_HTML_TOO_DEEP')
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
