import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { constants, deflateRawSync, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { PDFDocument } from '@cantoo/pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { operations } from '../../src/operations/index.ts'
import type { Operation } from '../../src/core/operation.ts'
import { expectRefusal, fixture, makeApp, seededRandom, timed, upload, type Overrides, type Timed } from '../helpers.ts'
import { CATALOG, ONE_PAGE, ascii85, lzwZeros, manyStreams, onePage, pdf, stream, u32be, writeObjects, zlibZeros } from '../fixtures/pdf-build.ts'

// Hostile PDFs sent to every PDF operation in the registry: each must be refused with a 4xx
// JSON error envelope (or 503 BUSY/TIMEOUT), quickly, never with a 500, and without stopping the
// service for everyone else. The files are built here byte by byte, so what they declare is known.
//
// What a damaged file answers is the parsers' doing, and is pinned down here:
// - cut to 40% or random bytes after the header: 422 MALFORMED_PDF from every operation;
// - a garbage trailer (xref table and trailer replaced): both pdf-lib (which reads objects in
//   file order) and pdf.js (which rebuilds a lost xref table) recover the document, so the
//   operations answer 200 with an output that an independent reader opens (three pages);
// - a few random ranges overwritten (seeded, so a failure can be replayed): 200 when the damage
//   missed what the operation needs, else a 4xx; never a 500.

const MiB = 1024 * 1024
/** A hostile file is refused well within this; a decode of the whole bomb or a hang breaks it. */
const QUICK_MS = 10_000
const LIGHT = '/api/v1/number/roman?value=12'

const PDF_OPERATIONS = operations.filter((op) => op.files?.accepts.includes('pdf') && op.summary !== 'Not yet available')
const RENDERERS = PDF_OPERATIONS.filter((op) => op.name === 'pdf-to-png' || op.name === 'pdf-to-jpg')
/**
 * pdf-info describes a file without opening its content: an encrypted one without its password,
 * and one over PDF_MAX_PAGES, as its description says.
 */
const DESCRIBES_ANY_FILE = new Set(['pdf-info'])
/** unlock-pdf names a missing password with a code of its own, whose message fits its purpose. */
const MISSING_PASSWORD: Readonly<Record<string, string>> = { 'unlock-pdf': 'PDF_PASSWORD_REQUIRED' }
/** Operations whose password field opens the upload (protect-pdf's sets a new one). */
const OPENED_WITH_PASSWORD = PDF_OPERATIONS.filter((op) => (op.params.shape as Record<string, { isOptional(): boolean }>).password?.isOptional())

// ---------------------------------------------------------------------------------------------
// Hostile files.


/**
 * The page object kept inside an object stream that inflates to the page and then `zeros` zero
 * bytes; a cross-reference stream says where it is, as PDF 1.5 files do.
 */
function objectStreamBomb(zeros: number): Buffer {
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'
  const index = '3 0 '
  const objectStream = stream(`/Type /ObjStm /N 1 /First ${index.length} /Filter /FlateDecode`, zlibZeros(zeros, Buffer.from(index + page, 'latin1')))
  // Objects 1, 2, 4 (the object stream) and 5 (the cross-reference stream); 3 lives in 4.
  const { parts, offsets, size } = writeObjects([CATALOG, ONE_PAGE, 'null', objectStream])
  const row = (type: number, field2: number, field3: number) => Buffer.concat([Buffer.from([type]), u32be(field2), Buffer.from([field3 >> 8, field3 & 0xff])])
  const rows = Buffer.concat([row(0, 0, 65535), row(1, offsets[0]!, 0), row(1, offsets[1]!, 0), row(2, 4, 0), row(1, offsets[3]!, 0), row(1, size, 0)])
  const xref = Buffer.concat([
    Buffer.from('5 0 obj\n', 'latin1'),
    stream('/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R', rows),
    Buffer.from(`\nendobj\nstartxref\n${size}\n%%EOF\n`, 'latin1'),
  ])
  return Buffer.concat([...parts, xref])
}

/** Deterministic random bytes (the low byte of each 32-bit draw), so a failure can be replayed. */
function seededBytes(length: number, seed: number): Buffer {
  const next = seededRandom(seed)
  return Buffer.from(Array.from({ length }, () => (next() * 4294967296) & 0xff))
}

/** A copy of `bytes` with one to four random ranges (past the header, up to 64 bytes each) overwritten. */
function corrupted(bytes: Buffer, seed: number): Buffer {
  const random = seededBytes(32, seed)
  const copy = Buffer.from(bytes)
  const ranges = 1 + (random[0]! % 4)
  for (let r = 0; r < ranges; r++) {
    const from = 16 + (random.readUInt32LE(1 + r * 6) % (copy.length - 32))
    seededBytes(1 + (random[5 + r * 6]! % 64), seed * 31 + r).copy(copy, from)
  }
  return copy
}

let fiveThousand: Promise<Buffer> | undefined

/** 5,000 one-inch pages, built once. */
function fiveThousandPages(): Promise<Buffer> {
  fiveThousand ??= (async () => {
    const doc = await PDFDocument.create()
    for (let i = 0; i < 5000; i++) doc.addPage([72, 72])
    return Buffer.from(await doc.save({ useObjectStreams: true }))
  })()
  return fiveThousand
}

const threePages = fixture('three-pages.pdf')
const xrefAt = threePages.lastIndexOf('xref')

const DAMAGED: Readonly<Record<string, Buffer>> = {
  'cut to 40%': threePages.subarray(0, Math.floor(threePages.length * 0.4)),
  'random bytes after the header': Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), seededBytes(20_000, 7)]),
}
const GARBAGE_TRAILER = Buffer.concat([threePages.subarray(0, xrefAt), seededBytes(300, 11)])

const SMALL_BOMB = 300 * MiB
const BOMB_LIMIT = 64 * MiB
const smallBomb = zlibZeros(SMALL_BOMB)

/** The plain content-stream bomb encrypted (AES-256) by pdf-lib, which leaves streams encoded as they are. */
async function encryptedBomb(userPassword: string): Promise<Buffer> {
  const doc = await PDFDocument.load(onePage(stream('/Filter /FlateDecode', smallBomb)), { updateMetadata: false })
  doc.encrypt({ userPassword, ownerPassword: 'owner-pw' })
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

const BOMBS: Readonly<Record<string, () => Buffer | Promise<Buffer>>> = {
  'a content stream': () => onePage(stream('/Filter /FlateDecode', smallBomb)),
  'an object stream (/Type /ObjStm)': () => objectStreamBomb(SMALL_BOMB),
  'a double-Flate stream': () => onePage(stream('/Filter [/FlateDecode /FlateDecode]', deflateSync(smallBomb, { level: 9 }))),
  'an LZW stream': () => onePage(stream('/Filter /LZWDecode', lzwZeros(60_000))),
  'a stream whose filter name is #-escaped': () => onePage(stream('/Filter /Fl#61teDecode', smallBomb)),
  'a stream whose filter is an indirect object': () => pdf([CATALOG, ONE_PAGE,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>', stream('/Filter 5 0 R', smallBomb), '/FlateDecode']),
  'an ASCII85-wrapped Flate stream': () => onePage(stream('/Filter [/ASCII85Decode /FlateDecode]', ascii85(smallBomb))),
  'a stream with an "endstream" inside its data and a longer /Length': () => onePage(stream('/Filter /FlateDecode', Buffer.concat([
    smallBomb.subarray(0, 2),
    deflateRawSync(Buffer.from('\nendstream\nendobj\n', 'latin1'), { level: 0, finishFlush: constants.Z_FULL_FLUSH }),
    smallBomb.subarray(2),
  ]))),
  'an encrypted file that opens without a password': () => encryptedBomb(''),
}

// ---------------------------------------------------------------------------------------------
// Calls and checks.

/**
 * Calls an operation the way its first example does, with `bytes` in place of its first file
 * (merge-pdf keeps its second file) and some parameters changed (undefined removes one).
 */
async function attack(app: FastifyInstance, op: Operation, bytes: Uint8Array, changes: Record<string, string | number | undefined> = {}): Promise<Timed> {
  const example = op.examples[0]!
  const params = Object.fromEntries(Object.entries({ ...example.params, ...changes })
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined))
  const files = [{ name: 'hostile.pdf', bytes }, ...(example.files ?? []).slice(1)]
  return timed(upload(app, op.path, files, params))
}

/** An output an independent reader accepts: pdf.js for PDFs, sharp for images, fflate for ZIPs. */
async function expectReadableOutput(res: LightMyRequestResponse, pages: number, password?: string): Promise<void> {
  const type = String(res.headers['content-type'])
  if (type.startsWith('application/json')) {
    expect(res.json()).toMatchObject({ ok: true })
  } else if (type === 'application/pdf') {
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0, ...(password !== undefined && { password }) }).promise
    expect(doc.numPages).toBe(pages)
    await doc.destroy()
  } else if (type === 'application/zip') {
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload))).length).toBeGreaterThan(0)
  } else {
    expect((await sharp(res.rawPayload).metadata()).width).toBeGreaterThan(0)
  }
}

async function lightCall(app: FastifyInstance): Promise<number> {
  const started = Date.now()
  const light = await app.inject({ method: 'GET', url: LIGHT })
  expect(light.statusCode).toBe(200)
  expect(light.json()).toMatchObject({ ok: true, result: { roman: 'XII' } })
  return Date.now() - started
}

/** The highest resident set size seen while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss) }, 20)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, process.memoryUsage().rss) }
  } finally {
    clearInterval(sampler)
  }
}

const byName = PDF_OPERATIONS.map((op) => [op.name, op] as const)

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

/** A separate app with some configuration changed. */
function appWith(overrides: Overrides): { get: () => FastifyInstance } {
  let other: FastifyInstance
  beforeAll(async () => { other = await makeApp(overrides) })
  afterAll(async () => { await other.close() })
  return { get: () => other }
}

it('finds the PDF operations to attack', () => {
  expect(PDF_OPERATIONS.map((op) => op.name)).toEqual(expect.arrayContaining(['pdf-to-jpg', 'pdf-to-png', 'pdf-to-text']))
})

describe.each(byName)('%s', (_name, op) => {
  describe('damaged files', () => {
    it.each(Object.entries(DAMAGED))('refuses a PDF %s with 422 MALFORMED_PDF', async (_what, bytes) => {
      expectRefusal(await attack(app, op, bytes), 422, 'MALFORMED_PDF', { withinMs: QUICK_MS })
    })

    it('recovers a PDF whose xref table and trailer are garbage, answering a readable output', async () => {
      const { res, ms } = await attack(app, op, GARBAGE_TRAILER)
      if (op.name === 'pdf-extract-images') {
        // Recovered and read: the file has no images, which the answer says instead of calling it malformed.
        expectRefusal(res, 422, 'PDF_NO_IMAGES', { message: /^hostile\.pdf has no embedded images/ })
        expect(ms).toBeLessThan(QUICK_MS)
        return
      }
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      expect(ms).toBeLessThan(QUICK_MS)
      const pages = op.name === 'merge-pdf' ? 4 : op.name === 'delete-pages-pdf' ? 1 : 3
      // protect-pdf's output opens with the password its example sets.
      await expectReadableOutput(res, pages, op.examples[0]!.params.password as string | undefined)
    })

    it('answers 200 or a 4xx, never a 500, for 60 seeded corruptions of two PDFs', async () => {
      const failures: string[] = []
      for (const [file, seeds] of [['letter.pdf', 40], ['three-pages.pdf', 20]] as const) {
        for (let seed = 1; seed <= seeds; seed++) {
          const { res, ms } = await attack(app, op, corrupted(fixture(file), seed))
          if (res.statusCode >= 500 || ms > QUICK_MS) failures.push(`${file} seed ${seed}: ${res.statusCode} in ${ms} ms ${res.body.slice(0, 80)}`)
          else if (res.statusCode !== 200) expect(res.json()).toMatchObject({ ok: false, code: expect.any(String) })
        }
      }
      expect(failures).toEqual([])
    }, 120_000)

    it('refuses a page dictionary nested 100,000 arrays deep with 422 MALFORMED_PDF', async () => {
      const deep = onePage(stream('', Buffer.from('0 0 m 10 10 l S', 'latin1')), `/X ${'['.repeat(100_000)}${']'.repeat(100_000)}`)
      expectRefusal(await attack(app, op, deep), 422, 'MALFORMED_PDF', { withinMs: QUICK_MS })
    })
  })

  it('refuses an image and a Word document with 422', async () => {
    for (const file of ['photo.jpg', 'letter.docx']) expectRefusal(await attack(app, op, fixture(file)), 422, 'UNSUPPORTED_FILE_FORMAT', { withinMs: QUICK_MS })
  })

  it.skipIf(DESCRIBES_ANY_FILE.has(op.name))('refuses a 5,000-page PDF (PDF_MAX_PAGES is 500) with 413 PDF_TOO_MANY_PAGES', async () => {
    const body = expectRefusal(await attack(app, op, await fiveThousandPages()), 413, 'PDF_TOO_MANY_PAGES', { withinMs: QUICK_MS })
    expect(body.error).toContain('5000')
  })

  it.runIf(DESCRIBES_ANY_FILE.has(op.name))('describes a 5,000-page PDF, in time', async () => {
    const { res, ms } = await attack(app, op, await fiveThousandPages())
    expect(res.json()).toMatchObject({ ok: true, result: { pages: 5000 } })
    expect(ms).toBeLessThan(QUICK_MS)
  })
})

describe.each(OPENED_WITH_PASSWORD.map((op) => [op.name, op] as const))('%s with encrypted.pdf', (_name, op) => {
  it.skipIf(DESCRIBES_ANY_FILE.has(op.name))('asks for the password with 422 PDF_ENCRYPTED', async () => {
    expectRefusal(await attack(app, op, fixture('encrypted.pdf'), { password: undefined }), 422, MISSING_PASSWORD[op.name] ?? 'PDF_ENCRYPTED', { withinMs: QUICK_MS })
  })

  it.runIf(DESCRIBES_ANY_FILE.has(op.name))('describes it without the password as encrypted', async () => {
    const { res } = await attack(app, op, fixture('encrypted.pdf'), { password: undefined })
    expect(res.json()).toMatchObject({ ok: true, result: { encrypted: true } })
  })

  it('refuses a wrong password with 422 BAD_PASSWORD', async () => {
    expectRefusal(await attack(app, op, fixture('encrypted.pdf'), { password: 'wrong' }), 422, 'BAD_PASSWORD', { withinMs: QUICK_MS })
  })
})

describe('decompression bombs', () => {
  const limited = appWith({ PDF_MAX_STREAM_BYTES: String(BOMB_LIMIT) })

  describe.each(Object.entries(BOMBS))('hidden in %s', (_where, build) => {
    let bytes: Buffer
    beforeAll(async () => { bytes = await build() })

    it('is a small file', () => {
      expect(bytes.length).toBeLessThan(2 * MiB)
    })

    it.each(byName)('%s refuses it with 413 PDF_STREAM_TOO_LARGE', async (_name, op) => {
      const body = expectRefusal(await attack(limited.get(), op, bytes), 413, 'PDF_STREAM_TOO_LARGE', { withinMs: QUICK_MS })
      expect(body.error).toContain(String(BOMB_LIMIT))
    })
  })

  describe('in a file encrypted with a user password', () => {
    let bytes: Buffer
    beforeAll(async () => { bytes = await encryptedBomb('user-pw') })

    it.each(OPENED_WITH_PASSWORD.map((op) => [op.name, op] as const))('%s refuses it once opened with the password', async (_name, op) => {
      expectRefusal(await attack(limited.get(), op, bytes, { password: 'user-pw' }), 413, 'PDF_STREAM_TOO_LARGE', { withinMs: QUICK_MS })
    })
  })

  it('refuses a 1 GiB stream at the default limit, with memory bounded and the service answering meanwhile', async () => {
    const bomb = onePage(stream('/Filter /FlateDecode', zlibZeros(1024 * MiB)))
    expect(bomb.length).toBeLessThan(2 * MiB)
    const before = process.memoryUsage().rss
    const { result, peak } = await peakRss(async () => {
      const targets = [RENDERERS[0]!, PDF_OPERATIONS.find((op) => !RENDERERS.includes(op))!]
      const attacks = targets.map((op) => attack(app, op, bomb))
      const lightMs = await lightCall(app)
      return { answers: await Promise.all(attacks), lightMs }
    })
    for (const answer of result.answers) expectRefusal(answer, 413, 'PDF_STREAM_TOO_LARGE', { withinMs: QUICK_MS })
    expect(result.lightMs).toBeLessThan(1_000)
    expect(peak - before).toBeLessThan(500 * MiB)
  }, 60_000)
})

describe('many streams, each under the stream limit', () => {
  // Each stream passes PDF_MAX_STREAM_BYTES; together they pass PDF_MAX_TOTAL_INFLATE_BYTES.
  const EACH = 3 * MiB
  const TOTAL = 16 * MiB
  const budget = appWith({ PDF_MAX_STREAM_BYTES: String(4 * MiB), PDF_MAX_TOTAL_INFLATE_BYTES: String(TOTAL) })
  // The first job starts the document worker, which on a busy machine takes seconds of its own.
  beforeAll(async () => { await upload(budget.get(), 'file/pdf-info', [{ name: 'warm.pdf', bytes: threePages }]) }, 60_000)

  it.each(byName)('%s refuses 12 of them with 413 PDF_TOTAL_INFLATE_TOO_LARGE', async (_name, op) => {
    const body = expectRefusal(await attack(budget.get(), op, manyStreams(12, EACH)), 413, 'PDF_TOTAL_INFLATE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain(String(TOTAL))
    expect(body.error).toContain('in total')
  })

  it('says so in Spanish too', async () => {
    const res = await upload(budget.get(), 'file/pdf-info', [{ name: 'many.pdf', bytes: manyStreams(12, EACH) }], {}, { lang: 'es' })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'PDF_TOTAL_INFLATE_TOO_LARGE', error: expect.stringContaining('en total') })
  })

  it('reads a file whose streams stay under the total, and a normal PDF', async () => {
    for (const bytes of [manyStreams(4, EACH), threePages]) {
      const res = await upload(budget.get(), 'file/pdf-info', [{ name: 'fine.pdf', bytes }])
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    }
    const text = await upload(budget.get(), 'file/pdf-to-text', [{ name: 'three.pdf', bytes: threePages }])
    expect(text.statusCode, text.body.slice(0, 300)).toBe(200)
  })
})

describe('streams that are not bombs', () => {
  const limited = appWith({ PDF_MAX_STREAM_BYTES: String(BOMB_LIMIT) })
  const FONT = '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>'
  const show = (text: string, y: number) => Buffer.from(`BT /F1 12 Tf 10 ${y} Td (${text}) Tj ET\n`, 'latin1')
  /** RunLength: literal runs of up to 128 bytes, then the end mark. */
  const runLength = (data: Buffer) => Buffer.concat([
    ...Array.from({ length: Math.ceil(data.length / 128) }, (_, i) => {
      const run = data.subarray(i * 128, i * 128 + 128)
      return Buffer.concat([Buffer.from([run.length - 1]), run])
    }),
    Buffer.from([128]),
  ])
  const nested = (data: Buffer, layers: number) => Array.from({ length: layers }).reduce<Buffer>((inner) => deflateSync(inner), data)

  it('reads text through declared filter chains, refusing none of them', async () => {
    const file = pdf([CATALOG, ONE_PAGE,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents [4 0 R 5 0 R 6 0 R] ${FONT} >>`,
      stream('/Filter [/FlateDecode /FlateDecode]', nested(show('Twice', 150), 2)),
      stream('/Filter [/ASCIIHexDecode /FlateDecode]', Buffer.from(`${deflateSync(show('Hex', 100)).toString('hex')}>`, 'latin1')),
      stream('/Filter /RunLengthDecode', runLength(show('Runs', 50))),
    ])
    const res = await upload(limited.get(), 'file/pdf-to-text', [{ name: 'chains.pdf', bytes: file }])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.json()).toMatchObject({ result: { text: 'Twice\nHex\nRuns' } })
  })

  it('refuses data nested in more Flate layers than any real file has (16)', async () => {
    const deep = onePage(stream(`/Filter [${'/FlateDecode '.repeat(20)}]`, nested(show('Deep', 100), 20)), FONT)
    expectRefusal(await attack(limited.get(), RENDERERS[0]!, deep), 413, 'PDF_STREAM_TOO_LARGE', { withinMs: QUICK_MS })
  })
})

describe('rendering limits', () => {
  const manyAllowed = appWith({ PDF_MAX_PAGES: '10000' })

  it.each(RENDERERS.map((op) => [op.name, op] as const))('%s refuses dpi=10000 with 422 naming dpi', async (_name, op) => {
    const { res } = await attack(app, op, threePages, { dpi: 10000 })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ ok: false, error: expect.stringContaining('dpi') })
  })

  it.each(RENDERERS.map((op) => [op.name, op] as const))('%s refuses rendering 5,000 pages with 413 before drawing any', async (_name, op) => {
    const body = expectRefusal(await attack(manyAllowed.get(), op, await fiveThousandPages(), { pages: undefined }), 413, 'RENDER_TOO_MANY_PAGES', { withinMs: QUICK_MS })
    expect(body.error).toContain('5000')
    expect(body.error).toContain('100')
  }, 30_000)

  it.each(RENDERERS.map((op) => [op.name, op] as const))('%s refuses a 200×200-inch page at 300 dpi with 413 before allocating it', async (_name, op) => {
    const huge = onePage(stream('', Buffer.from('0 0 m 100 100 l S', 'latin1')), '', '[0 0 14400 14400]')
    const before = process.memoryUsage().rss
    const { result, peak } = await peakRss(async () => attack(app, op, huge, { dpi: 300 }))
    const body = expectRefusal(result, 413, 'RENDER_PAGE_TOO_LARGE', { withinMs: QUICK_MS })
    expect(body.error).toContain('60000×60000')
    expect(body.error).toContain('page 1')
    // 60000 × 60000 × 4 bytes would be 14 GB.
    expect(peak - before).toBeLessThan(500 * MiB)
  })
})

describe('parallel heavy renders', () => {
  const small = appWith({ FILE_JOBS: '2', FILE_QUEUE: '2' })

  it('admits what the job slots and queue hold, refuses the rest with 503 BUSY, and never fails', async () => {
    const op = RENDERERS.find((r) => r.name === 'pdf-to-png')!
    const renders = Array.from({ length: 10 }, () => attack(small.get(), op, threePages, { dpi: 300, pages: undefined }))
    const lightMs = await lightCall(small.get())
    const answers = await Promise.all(renders)
    const statuses = answers.map(({ res }) => res.statusCode)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2)
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(4)
    for (const answer of answers.filter(({ res }) => res.statusCode !== 200)) expectRefusal(answer, 503, 'BUSY', { withinMs: 60_000 })
    expect(lightMs).toBeLessThan(1_000)
  }, 60_000)
})
