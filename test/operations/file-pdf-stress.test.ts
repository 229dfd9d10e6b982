import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { setTimeout as sleep } from 'node:timers/promises'
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, read, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { pdfRenderTasks, type RenderRequest } from '../../src/lib/pdf/render-tasks.ts'
import type { DocumentFile } from '../../src/lib/pdf/document.ts'
import { envelope, makeApp, upload } from '../helpers.ts'

// Rendering PDF pages under load, where a crash in native code would not fail one request but end
// the whole process: pdf.js draws with @napi-rs/canvas in the document worker threads, and a
// worker thread shares the process with the service.

// The garbage collector on demand, to collect as often as a busy worker thread would.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** An A4 page at 150 and 300 dpi. */
const A4_150 = [1240, 1754]
const A4_300 = [2480, 3508]
const LIGHT = '/api/v1/generate/uuid'

/** A PDF of `pages` A4 pages of text and shapes: a few seconds of drawing at 300 dpi. */
async function longPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89])
    for (let line = 0; line < 60; line++) {
      page.drawText(`Page ${n}, line ${line}: the quick brown fox jumps over the lazy dog.`, { x: 40, y: 800 - line * 12.5, size: 10, font })
    }
    for (let i = 0; i < 20; i++) page.drawCircle({ x: 60 + i * 25, y: 40, size: 10, color: rgb(i / 20, 0.3, 0.6) })
  }
  return doc.save()
}

/** A PDF of `pages` A4 pages of coloured rectangles, and no text. */
async function shapesPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let n = 0; n < pages; n++) {
    const page = doc.addPage([595.28, 841.89])
    for (let i = 0; i < 40; i++) {
      page.drawRectangle({ x: 20 + (i % 8) * 70, y: 40 + Math.floor(i / 8) * 150, width: 60, height: 120, color: rgb((i % 10) / 10, n / pages, 0.5) })
    }
  }
  return doc.save()
}

/**
 * Holds every thread of this process's libuv pool, idle: each blocks reading a byte from a FIFO
 * until release() writes one byte per read.
 */
function holdablePool() {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4)
  const dir = mkdtempSync(join(tmpdir(), 'pool-'))
  const fifo = join(dir, 'hold')
  execFileSync('mkfifo', [fifo])
  // Read and write: opening a FIFO so never waits for the other end (Linux).
  const fd = openSync(fifo, 'r+')
  let reads = 0
  return {
    hold() {
      for (let i = 0; i < threads; i++) {
        reads++
        read(fd, Buffer.alloc(1), 0, 1, null, () => { reads-- })
      }
    },
    release() { writeSync(fd, Buffer.alloc(threads)) },
    close() {
      if (reads > 0) writeSync(fd, Buffer.alloc(reads))
      const closing = setInterval(() => {
        if (reads > 0) return
        clearInterval(closing)
        closeSync(fd)
        rmSync(dir, { recursive: true })
      }, 10)
    },
  }
}

async function pngSize(bytes: Uint8Array): Promise<number[]> {
  const meta = await sharp(bytes).metadata()
  expect(meta.format).toBe('png')
  return [meta.width, meta.height]
}

describe('encoding a rendered page', () => {
  it('survives garbage collections while every thread of the libuv pool is busy', async () => {
    // In this thread, so that the collector can be driven. The libuv pool is shared by the whole
    // process (sharp, file reads, hashing) and image jobs keep it busy in the service; here its
    // threads are held, idle, in windows of half a second while the collector runs all along. A page
    // encoded on that pool through a pointer to a canvas that nothing keeps alive waits there for
    // a thread, is collected and freed meanwhile, and the process dies with SIGSEGV (it did).
    // The pages hold shapes only: pdf.js then reads no font file, which would wait on the pool too.
    const request: RenderRequest = {
      file: { name: 'shapes.pdf', bytes: await shapesPdf(2) },
      format: 'png',
      dpi: 150,
      quality: 100,
      limits: { maxPages: 10, maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024, maxRenderPages: 10, maxPixels: 40_000_000 },
    }
    // Once first, so that loading pdf.js and its worker module (file reads on the pool) is done.
    await pdfRenderTasks['pdf.render']({ ...request, pages: '1', dpi: 36 })
    const pool = holdablePool()
    let finished = false
    let rendering: Promise<DocumentFile[]>
    try {
      pool.hold()
      rendering = pdfRenderTasks['pdf.render'](request).finally(() => { finished = true })
      while (!finished) {
        const windowEnd = Date.now() + 500
        while (Date.now() < windowEnd && !finished) {
          collectGarbage()
          await sleep(10)
        }
        pool.release()
        pool.hold()
      }
    } finally {
      // Before anything else that needs the pool (sharp, below).
      pool.close()
    }
    const files = await rendering
    expect(files.map((file) => file.name)).toEqual(['shapes-1.png', 'shapes-2.png'])
    for (const file of files) expect(await pngSize(file.bytes)).toEqual(A4_150)
  }, 30_000)
})

describe('renders in parallel with image jobs and renders past their time budget', () => {
  let app: FastifyInstance
  let hurried: FastifyInstance
  let long: Uint8Array
  beforeAll(async () => {
    // Enough queue for every job below: all of them must be answered, none refused as BUSY.
    const slots = { FILE_JOBS: '2', FILE_JOBS_PER_CALLER: '2', FILE_QUEUE: '32' }
    ;[app, hurried, long] = await Promise.all([
      makeApp(slots),
      makeApp({ ...slots, FILE_TIMEOUT_MS: '1000' }),
      longPdf(20),
    ])
  })
  afterAll(async () => { await Promise.all([app?.close(), hurried?.close()]) })

  it('answers every job, and light calls answer throughout', async () => {
    let working = true
    const light: Array<{ status: number; ms: number }> = []
    const lightCalls = (async () => {
      while (working) {
        const started = Date.now()
        const res = await app.inject({ method: 'GET', url: LIGHT })
        light.push({ status: res.statusCode, ms: Date.now() - started })
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()

    const renders = Array.from({ length: 4 }, (_, i) =>
      upload(app, i % 2 ? 'file/pdf-to-jpg' : 'file/pdf-to-png', ['three-pages.pdf'], { dpi: i % 2 ? 150 : 300 }))
    const images = Array.from({ length: 4 }, (_, i) =>
      upload(app, 'file/image-resize', [i % 2 ? 'photo.png' : 'photo.jpg'], { width: 1600 + i * 100 }))
    // 20 pages at 300 dpi take far longer than one second: each is stopped mid-render, its worker
    // thread terminated wherever it was, drawing or encoding.
    const overBudget = Array.from({ length: 3 }, () =>
      upload(hurried, 'file/pdf-to-png', [{ name: 'long.pdf', bytes: long }], { dpi: 300 }))

    let answers: LightMyRequestResponse[][]
    try {
      answers = await Promise.all([Promise.all(renders), Promise.all(images), Promise.all(overBudget)])
    } finally {
      working = false
      await lightCalls
    }
    const [rendered, resized, stopped] = answers

    for (const [i, res] of rendered!.entries()) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      const entries = unzipSync(new Uint8Array(res.rawPayload))
      expect(Object.keys(entries)).toHaveLength(3)
      if (i % 2 === 0) for (const bytes of Object.values(entries)) expect(await pngSize(bytes)).toEqual(A4_300)
    }
    for (const res of resized!) expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    for (const res of stopped!) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(503)
      expect(envelope(res).code).toBe('TIMEOUT')
    }

    expect(light.length).toBeGreaterThan(5)
    expect(light.filter((call) => call.status !== 200)).toEqual([])
    // Rendering happens in worker threads, so the event loop stays free; the bound is loose
    // because two cores may be shared by the render threads, sharp and other test processes.
    expect(Math.max(...light.map((call) => call.ms))).toBeLessThan(2_000)

    // The threads stopped mid-render were replaced: both services still render. With one second
    // of budget, a fresh thread's first task (loading pdf.js) may itself run out of time on a
    // busy machine, so the hurried service gets three tries; anything but 200 must be TIMEOUT.
    const after = await upload(app, 'file/pdf-to-png', ['letter.pdf'], { dpi: 36 })
    expect(after.statusCode, after.body.slice(0, 300)).toBe(200)
    const tries: LightMyRequestResponse[] = []
    while (tries.length < 3 && tries.at(-1)?.statusCode !== 200) tries.push(await upload(hurried, 'file/pdf-to-png', ['letter.pdf'], { dpi: 36 }))
    for (const res of tries.filter((r) => r.statusCode !== 200)) expect(envelope(res).code, res.body.slice(0, 300)).toBe('TIMEOUT')
    expect(tries.at(-1)!.statusCode).toBe(200)
  }, 60_000)
})
