import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { crc32 } from 'node:zlib'
import { join } from 'node:path'
import sharp from 'sharp'
import { client, fixture, makeApp, timed, type Files, type Timed, type UploadFile } from '../helpers.ts'
import { pixels, type Pixels } from '../image-pixels.ts'
import { externalTool } from '../tools.ts'
import { SVG_RENDER_MS } from '../../src/lib/image/svg.ts'
import { readCodes } from '../../src/lib/image/scan.ts'

let app: FastifyInstance
const api = client(() => app, 'file')
const gen = client(() => app, 'generate', 'GET')
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const QUICK_MS = 5000
const svgFile = (text: string, name = 'drawing.svg'): UploadFile => ({ name, bytes: Buffer.from(text) })
const work = mkdtempSync(join(tmpdir(), 'images-more-'))

/** An upload that must answer a file: its bytes. */
async function fileOf(name: string, files: Files, params: Record<string, unknown> = {}, type = 'image/png'): Promise<Buffer> {
  const res = await api.send(name, { files, params })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe(type)
  return res.rawPayload
}

/** A light call answers quickly while the heavy one runs, then the heavy one's answer. */
async function withLightCall(heavy: Promise<Timed>): Promise<Timed> {
  const started = performance.now()
  const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
  expect(light.statusCode).toBe(200)
  expect(performance.now() - started).toBeLessThan(1500)
  return heavy
}

describe('file/svg-to-png', () => {
  it('draws shapes, a gradient and transforms as rsvg-convert does (librsvg, an independent renderer)', async () => {
    if (!externalTool('rsvg-convert', 'librsvg2-bin')) return
    const ours = await pixels(await fileOf('svg-to-png', ['drawing.svg']))
    const path = join(work, 'drawing.svg')
    writeFileSync(path, fixture('drawing.svg'))
    const theirs = await pixels(execFileSync('rsvg-convert', ['-f', 'png', path]))
    expect([ours.width, ours.height]).toEqual([200, 120])
    expect([theirs.width, theirs.height]).toEqual([200, 120])
    let off = 0
    for (let i = 0; i < ours.data.length; i++) {
      const diff = Math.abs(ours.data[i]! - theirs.data[i]!)
      expect(diff, `byte ${i}`).toBeLessThan(100) // edges anti-aliased differently, never a wrong colour
      if (diff > 8) off++
    }
    // Only anti-aliased edge pixels differ by more than a rounding.
    expect(off / ours.data.length).toBeLessThan(0.02)
  })

  it('sets the width, height or scale, keeping proportions, and a background', async () => {
    const wide = await pixels(await fileOf('svg-to-png', ['drawing.svg'], { width: 400 }))
    expect([wide.width, wide.height]).toEqual([400, 240])
    const tall = await pixels(await fileOf('svg-to-png', ['drawing.svg'], { height: 60 }))
    expect([tall.width, tall.height]).toEqual([100, 60])
    const scaled = await pixels(await fileOf('svg-to-png', ['drawing.svg'], { scale: 1.5 }))
    expect([scaled.width, scaled.height]).toEqual([300, 180])
    const hole = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#000"/></svg>'
    const clear = await pixels(await fileOf('svg-to-png', [svgFile(hole)]))
    expect(clear.at(8, 5)[3]).toBe(0)
    const onRed = await pixels(await fileOf('svg-to-png', [svgFile(hole)], { background: 'red' }))
    expect(onRed.at(8, 5)).toEqual([255, 0, 0, 255])
    expect(onRed.at(2, 5)).toEqual([0, 0, 0, 255])
  })

  it('refuses more than one of width, height and scale, a bad colour and zero or too large sizes', async () => {
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { width: 10, scale: 2 } }, 422, 'SVG_SIZE_ONE')
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { background: 'notacolour' } }, 422, 'IMAGE_COLOR_INVALID')
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { width: 0 } }, 422, 'PARAM_BETWEEN')
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { width: 20_001 } }, 422, 'PARAM_BETWEEN')
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { scale: 101 } }, 422, 'PARAM_BETWEEN')
    // 20,000 × 12,000 pixels is more than the 40,000,000 pixel cap: refused before drawing.
    await api.refused('svg-to-png', { files: ['drawing.svg'], params: { width: 20_000 } }, 422, 'IMAGE_OUTPUT_TOO_LARGE', { withinMs: QUICK_MS })
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>'
    await api.refused('svg-to-png', { files: [svgFile(huge)] }, 422, 'IMAGE_OUTPUT_TOO_LARGE', { withinMs: QUICK_MS })
  })

  it('answers in Spanish', async () => {
    const body = await api.refused('svg-to-png', { files: ['drawing.svg'], params: { width: 10, height: 10 }, lang: 'es' }, 422, 'SVG_SIZE_ONE')
    expect(body.error).toMatch(/indique solo uno de width, height y scale/)
  })

  describe('never reads or fetches what the SVG names outside itself', () => {
    let server: Server
    let hits = 0
    let port = 0
    beforeAll(async () => {
      server = createServer((_req, res) => { hits++; res.end(fixture('alpha.png')) })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('draws the rest and leaves out file paths, file: URLs, web addresses and other files\' fragments', async () => {
      // A PNG on disk that resvg would draw if it read the path: its pixels would show.
      const local = join(work, 'red.png')
      writeFileSync(local, await sharp({ create: { width: 10, height: 10, channels: 4, background: '#ff0000' } }).png().toBuffer())
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="10">
        <rect width="40" height="10" fill="#00f"/>
        <image href="file://${local}" width="10" height="10"/>
        <image x="10" xlink:href="${local}" width="10" height="10"/>
        <image x="20" href="/etc/passwd" width="10" height="10"/>
        <image x="30" href="http://127.0.0.1:${port}/x.png" width="10" height="10"/>
        <image href="file:///etc/hostname" width="1" height="1"/>
        <use href="other.svg#x"/>
        <style>@import url(http://127.0.0.1:${port}/style.css);</style>
      </svg>`
      const out = await pixels(await fileOf('svg-to-png', [svgFile(svg)]))
      for (const x of [5, 15, 25, 35]) expect(out.at(x, 5), `x=${x}`).toEqual([0, 0, 255, 255])
      expect(hits).toBe(0)
    })

    it('draws an image embedded as a data: PNG', async () => {
      const red = (await sharp({ create: { width: 4, height: 4, channels: 4, background: '#ff0000' } }).png().toBuffer()).toString('base64')
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="data:image/png;base64,${red}" width="4" height="4"/></svg>`
      const out = await pixels(await fileOf('svg-to-png', [svgFile(svg)]))
      expect(out.at(2, 2)).toEqual([255, 0, 0, 255])
    })
  })

  it('refuses entity declarations (no expansion), quickly', async () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>'
      + '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&c;</text></svg>'
    await api.refused('svg-to-png', { files: [svgFile(bomb)] }, 422, 'SVG_DTD', { withinMs: QUICK_MS })
    const external = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'
    await api.refused('svg-to-png', { files: [svgFile(external)] }, 422, 'SVG_DTD', { withinMs: QUICK_MS })
  })

  it(`refuses a 100,000-element SVG before parsing it (413), while a light call answers`, async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(100_000)}</svg>`
    const body = await withLightCall(timed(api.send('svg-to-png', { files: [svgFile(many)] })))
    expect(body.res.statusCode, body.res.body.slice(0, 200)).toBe(413)
    expect(body.res.json()).toMatchObject({ code: 'SVG_TOO_MANY_ELEMENTS' })
    expect(body.ms).toBeLessThan(QUICK_MS)
    // 20,000 elements are accepted.
    const most = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(19_999)}</svg>`
    await fileOf('svg-to-png', [svgFile(most)])
  })

  it('refuses an SVG over 5 MiB, a broken one, and files that are not SVG', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(5 * 1024 * 1024)}--></svg>`
    await api.refused('svg-to-png', { files: [svgFile(big)] }, 413, 'SVG_TOO_LARGE', { withinMs: QUICK_MS })
    await api.refused('svg-to-png', { files: [svgFile('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')] }, 422, 'SVG_INVALID')
    await api.refused('svg-to-png', { files: ['alpha.png'] }, 422, 'UNSUPPORTED_FILE_FORMAT')
  })

  // The drawing runs in WebAssembly, which the pool stops by ending its thread: the app closes at
  // once afterwards, which it could not do with a thread still drawing.
  it('stops a drawing that takes too long', async () => {
    // Many large blurs over a large canvas: far more work than the time budget.
    const blur = '<filter id="b"><feGaussianBlur stdDeviation="300"/></filter>'
    const slow = `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000">${blur}${'<rect width="6000" height="6000" fill="red" filter="url(#b)"/>'.repeat(200)}</svg>`
    const answer = await withLightCall(timed(api.send('svg-to-png', { files: [svgFile(slow)] })))
    expect(answer.res.statusCode, answer.res.body.slice(0, 200)).toBe(422)
    expect(answer.res.json()).toMatchObject({ code: 'SVG_TIMEOUT' })
    expect(answer.ms).toBeLessThan(SVG_RENDER_MS + QUICK_MS)
  }, 60_000)
})

/** A symbol drawn by an independent encoder: qrencode (libqrencode) or zint. */
function drawn(tool: 'qrencode' | 'zint', args: string[]): Buffer {
  const out = join(work, `${tool}-${Math.random().toString(36).slice(2)}.png`)
  if (tool === 'qrencode') execFileSync('qrencode', ['-o', out, '-s', '4', ...args])
  else execFileSync('zint', ['-o', out, '--scale=2', ...args])
  return readFileSync(out)
}

/** A PNG header claiming width × height pixels, with one byte of image data: measured, never decoded. */
function claimedPng(width: number, height: number): Buffer {
  const png = Buffer.from(fixture('code-qr.png'))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('file/qr-decode', () => {
  const read = async (files: Files) => (await api.ok('qr-decode', { files })) as { codes: { format: string; text: string; position: Record<string, { x: number; y: number }> }[]; count: number }

  it('reads a QR code made by qrencode, with its corners', async () => {
    if (!externalTool('qrencode', 'qrencode')) return
    const text = 'Grüße, 世界 https://example.org/?q=1'
    const { codes, count } = await read([{ name: 'qr.png', bytes: drawn('qrencode', ['-m', '4', text]) }])
    expect(count).toBe(1)
    expect(codes[0]).toMatchObject({ format: 'QR', text })
    // qrencode -s 4 -m 4: the code starts 16 pixels in from each side.
    const { top_left: tl, bottom_right: br } = codes[0]!.position
    expect(Math.abs(tl!.x - 16)).toBeLessThanOrEqual(2)
    expect(Math.abs(tl!.y - 16)).toBeLessThanOrEqual(2)
    const side = (await sharp(drawn('qrencode', ['-m', '4', text])).metadata()).width!
    expect(Math.abs(br!.x - (side - 17))).toBeLessThanOrEqual(3)
  })

  // Each symbol drawn by zint from a known content; for EAN-13 and UPC-A zint adds the check digit
  // the GS1 standard defines (ISBN 0-201-37962-4 is EAN 9780201379624; UPC-A 03600029145 check 2).
  it.each([
    ['Data Matrix', ['-b', '71', '-d', 'Data Matrix 123'], 'Data Matrix 123'],
    ['EAN-13', ['-b', '13', '-d', '978020137962'], '9780201379624'],
    ['UPC-A', ['-b', '34', '-d', '03600029145'], '036000291452'],
    ['Code 128', ['-b', '20', '-d', 'Code-128 abc/XYZ'], 'Code-128 abc/XYZ'],
    ['Code 39', ['-b', '8', '-d', 'CODE39 TEST'], 'CODE39 TEST'],
    ['PDF417', ['-b', '55', '-d', 'PDF417 sample text'], 'PDF417 sample text'],
    ['Aztec', ['-b', '92', '-d', 'Aztec sample'], 'Aztec sample'],
  ])('reads %s made by zint', async (format, args, text) => {
    if (!externalTool('zint', 'zint')) return
    const { codes } = await read([{ name: 'code.png', bytes: drawn('zint', args) }])
    expect(codes.map(({ format: f, text: t }) => ({ format: f, text: t }))).toEqual([{ format, text }])
  })

  it('reads several codes in one image, and a code in a JPEG', async () => {
    if (!externalTool('qrencode', 'qrencode') || !externalTool('zint', 'zint')) return
    const qr = drawn('qrencode', ['-m', '4', 'first code'])
    const dm = drawn('zint', ['-b', '71', '-d', 'second code'])
    const both = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#ffffff' } })
      .composite([{ input: qr, left: 10, top: 10 }, { input: await sharp(dm).extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' }).toBuffer(), left: 300, top: 100 }])
      .jpeg({ quality: 92 }).toBuffer()
    const { codes, count } = await read([{ name: 'both.jpg', bytes: both }])
    expect(count).toBe(2)
    expect(codes.map((code) => `${code.format}: ${code.text}`).sort()).toEqual(['Data Matrix: second code', 'QR: first code'])
  })

  it('compiles ZXing from the .wasm file in node_modules, fetching nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      const { data, info } = await sharp(fixture('code-qr.png')).greyscale().raw().toBuffer({ resolveWithObject: true })
      const codes = await readCodes({ gray: data, width: info.width, height: info.height })
      expect(codes.map((code) => code.text)).toEqual(['https://example.com/devutils'])
      expect(fetchSpy).not.toHaveBeenCalled()
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('answers an empty list for an image without a code', async () => {
    expect(await read(['photo.jpg'])).toEqual({ codes: [], count: 0 })
    expect(await read(['alpha.png'])).toEqual({ codes: [], count: 0 })
  })

  it('refuses an image over the pixel cap from its header, before decoding, while a light call answers', async () => {
    const big = claimedPng(8000, 8000)
    const answer = await withLightCall(timed(api.send('qr-decode', { files: [{ name: 'big.png', bytes: big }] })))
    expect(answer.res.statusCode, answer.res.body.slice(0, 200)).toBe(413)
    expect(answer.res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' })
    expect(answer.ms).toBeLessThan(QUICK_MS)
  })

  it('refuses a file that is not an image, in Spanish too', async () => {
    const body = await api.refused('qr-decode', { files: [svgFile('<svg xmlns="http://www.w3.org/2000/svg"/>')], lang: 'es' }, 422, 'UNSUPPORTED_FILE_FORMAT')
    expect(body.error).toMatch(/formatos/)
  })
})

describe('file/image-watermark', () => {
  const white = (width = 400, height = 300) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer()
  /** The bounding box of the pixels darker than `below` (in the red channel). */
  const darkBox = (image: Pixels, below = 250) => {
    let minX = Infinity, minY = Infinity, maxX = -1, maxY = -1, darkest = 255
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const v = image.at(x, y)[0]
        darkest = Math.min(darkest, v)
        if (v < below) { minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y) }
      }
    }
    return { minX, minY, maxX, maxY, darkest }
  }

  it('puts black text at opacity 0.5 in the bottom-right corner only, mid grey where it covers', async () => {
    const out = await pixels(await fileOf('image-watermark', [{ name: 'white.png', bytes: await white() }], { text: 'WATERMARK', position: 'bottom-right', size: 40, opacity: 0.5 }))
    expect([out.width, out.height]).toEqual([400, 300])
    const box = darkBox(out)
    expect(box.minX).toBeGreaterThan(200)
    expect(box.minY).toBeGreaterThan(200)
    expect(box.maxX).toBeLessThan(400)
    // The text is size 40 % of 400 px wide: about 160 px.
    expect(box.maxX - box.minX).toBeGreaterThan(140)
    expect(box.maxX - box.minX).toBeLessThanOrEqual(162)
    // Half-covering black over white is 255 / 2 ≈ 128 inside the letters (never darker).
    expect(Math.abs(box.darkest - 128)).toBeLessThanOrEqual(3)
  })

  it.each([
    ['top-left', (b: ReturnType<typeof darkBox>) => b.maxX < 200 && b.maxY < 150],
    ['top', (b: ReturnType<typeof darkBox>) => b.minX > 100 && b.maxX < 300 && b.maxY < 150],
    ['center', (b: ReturnType<typeof darkBox>) => b.minX > 100 && b.maxX < 300 && b.minY > 100 && b.maxY < 200],
    ['left', (b: ReturnType<typeof darkBox>) => b.maxX < 200 && b.minY > 100 && b.maxY < 200],
    ['bottom', (b: ReturnType<typeof darkBox>) => b.minX > 100 && b.maxX < 300 && b.minY > 150],
  ])('places text at %s', async (position, inside) => {
    const out = await pixels(await fileOf('image-watermark', [{ name: 'white.png', bytes: await white() }], { text: 'Mark', position, font_size: 30, opacity: 1 }))
    const box = darkBox(out)
    expect(inside(box), JSON.stringify(box)).toBe(true)
    expect(box.darkest).toBeLessThan(10)
  })

  it('lays an image watermark at its size and opacity, and tiles one across the image', async () => {
    const red = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#ff0000' } }).png().toBuffer()
    const out = await pixels(await fileOf('image-watermark', [{ name: 'white.png', bytes: await white() }, { field: 'watermark', file: { name: 'red.png', bytes: red } }], { position: 'top-left', size: 25, opacity: 0.5 }))
    // 25 % of 400 px: a 100 × 100 square, 9 px (3 % of 300) from the corner; red at half over white.
    const [r, g, b] = out.at(50, 50)
    expect(r).toBe(255)
    expect(Math.abs(g - 128)).toBeLessThanOrEqual(2)
    expect(Math.abs(b - 128)).toBeLessThanOrEqual(2)
    expect(out.at(5, 5)).toEqual([255, 255, 255, 255])
    expect(out.at(150, 150)).toEqual([255, 255, 255, 255])
    const tiled = await pixels(await fileOf('image-watermark', [{ name: 'white.png', bytes: await white() }, { field: 'watermark', file: { name: 'red.png', bytes: red } }], { position: 'tile', size: 10, opacity: 1 }))
    let reds = 0
    for (let y = 0; y < 300; y += 5) for (let x = 0; x < 400; x += 5) if (tiled.at(x, y)[1] < 50) reds++
    // 40 × 40 marks each in an 80 × 80 tile: a quarter of the image is red, in every region.
    expect(reds / (80 * 60)).toBeGreaterThan(0.2)
    expect(reds / (80 * 60)).toBeLessThan(0.3)
    expect([tiled.at(20, 20)[1], tiled.at(380, 20)[1] < 255 || tiled.at(340, 20)[1] < 255]).toEqual([0, true])
  })

  it('keeps the format of a JPEG and writes text in a colour', async () => {
    const out = await fileOf('image-watermark', ['photo.jpg'], { text: 'Hello', color: '#00ff00', opacity: 1 }, 'image/jpeg')
    expect((await sharp(out).metadata()).format).toBe('jpeg')
  })

  it('refuses neither or both sources, bad values, and an oversized mark image', async () => {
    await api.refused('image-watermark', { files: ['alpha.png'] }, 422, 'IMAGE_WATERMARK_SOURCE')
    await api.refused('image-watermark', { files: ['alpha.png', { field: 'watermark', file: 'alpha.png' }], params: { text: 'x' } }, 422, 'IMAGE_WATERMARK_SOURCE')
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x', opacity: 1.5 } }, 422, 'PARAM_BETWEEN')
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x', size: 0 } }, 422, 'PARAM_BETWEEN')
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x', position: 'middle' } }, 422, 'PARAM_ENUM')
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x'.repeat(201) } }, 422, /PARAM_MAX/)
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x', color: 'nocolour' } }, 422, 'IMAGE_COLOR_INVALID')
    const big = await timed(api.send('image-watermark', { files: ['alpha.png', { field: 'watermark', file: { name: 'big.png', bytes: claimedPng(9000, 9000) } }] }))
    expect(big.res.statusCode, big.res.body.slice(0, 200)).toBe(413)
    const body = await api.refused('image-watermark', { files: ['alpha.png'], lang: 'es' }, 422, 'IMAGE_WATERMARK_SOURCE')
    expect(body.error).toMatch(/envíe un texto/)
  })
})

describe('generate/placeholder', () => {
  /** The image behind a signed link of ours, fetched as a browser would. */
  const linked = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    return res
  }

  it('refuses text with characters no SVG can hold, naming them, for placeholders and watermarks alike', async () => {
    const refusal = await gen.refused('placeholder', { params: { width: 10, height: 10, text: 'a\u0000b\uffff' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')
    expect(refusal.error).toMatch(/^text .*U\+0000 U\+FFFF/)
    await api.refused('image-watermark', { files: ['alpha.png'], params: { text: 'x\u001fy' } }, 422, 'TEXT_UNSUPPORTED_CHARACTERS')
  })

  it('draws an SVG of the given width and height with the size as text, well-formed', async () => {
    const result = await gen.ok('placeholder', { params: { width: 640, height: 480 } })
    expect(result).toMatchObject({ format: 'svg', content_type: 'image/svg+xml', width: 640, height: 480, text: '640×480' })
    const svg = Buffer.from(String(result.data_uri).replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="480"/)
    expect(svg).toContain('>640×480</text>')
    // Well-formed: librsvg (rsvg-convert), an independent XML parser and renderer, reads it at that size.
    if (externalTool('rsvg-convert', 'librsvg2-bin')) {
      const path = join(work, 'placeholder.svg')
      writeFileSync(path, svg)
      const drawn = await sharp(execFileSync('rsvg-convert', ['-f', 'png', path])).metadata()
      expect([drawn.width, drawn.height]).toEqual([640, 480])
    }
    const res = await linked(String(result.url))
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.body).toBe(svg)
  })

  it('draws a PNG whose size ImageMagick reads, with its colours, and the same PNG behind its link', async () => {
    const result = await gen.ok('placeholder', { params: { width: 300, height: 150, format: 'png', background: 'navy', color: 'white', text: 'Hi' } })
    expect(result).toMatchObject({ format: 'png', content_type: 'image/png', width: 300, height: 150, text: 'Hi' })
    const png = Buffer.from(String(result.data_uri).replace(/^data:image\/png;base64,/, ''), 'base64')
    if (externalTool('identify', 'imagemagick')) {
      const path = join(work, 'placeholder.png')
      writeFileSync(path, png)
      expect(execFileSync('identify', ['-format', '%m %w %h', path]).toString()).toBe('PNG 300 150')
    }
    const image = await pixels(png)
    expect(image.at(3, 3)).toEqual([0, 0, 128, 255]) // CSS navy
    let light = 0
    for (let x = 0; x < 300; x++) if (image.at(x, 75)[0] > 200) light++
    expect(light).toBeGreaterThan(5) // the white text crosses the middle row
    const res = await linked(String(result.url))
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload.equals(png)).toBe(true)
  })

  it('escapes the text, and draws none when it is empty', async () => {
    const result = await gen.ok('placeholder', { params: { width: 100, height: 50, text: '<b>&"\'</b>' } })
    const svg = Buffer.from(String(result.data_uri).split(',')[1]!, 'base64').toString()
    expect(svg).toContain('&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;')
    const empty = await gen.ok('placeholder', { params: { width: 100, height: 50, text: '' } })
    expect(Buffer.from(String(empty.data_uri).split(',')[1]!, 'base64').toString()).not.toContain('<text')
  })

  it('takes 1 and 4000 pixels, refuses 0 and 4001, long texts and bad colours, in Spanish too', async () => {
    const largest = await gen.ok('placeholder', { params: { width: 4000, height: 1, format: 'png' } })
    expect([largest.width, largest.height]).toEqual([4000, 1])
    for (const params of [{ width: 0, height: 10 }, { width: 10, height: 4001 }]) {
      await gen.refused('placeholder', { params }, 422, 'PARAM_BETWEEN')
    }
    await gen.refused('placeholder', { params: { width: 10, height: 10, text: 'x'.repeat(101) } }, 422, /PARAM_MAX/)
    await gen.refused('placeholder', { params: { width: 10, height: 10, format: 'gif' } }, 422, 'PARAM_ENUM')
    const body = await gen.refused('placeholder', { params: { width: 10, height: 10, background: 'nocolour' }, lang: 'es' }, 422, 'IMAGE_COLOR_INVALID')
    expect(body.error).toBe('background "nocolour" no es un color; escriba un nombre de color CSS como navy, HEX como #336699 o #369 (en una cadena de consulta de URL escriba # como %23, u omítalo), o rgb(51 102 153)')
  })

  it('draws a 4000 × 4000 PNG in bounded time while a light call answers', async () => {
    const answer = await withLightCall(timed(gen.send('placeholder', { params: { width: 4000, height: 4000, format: 'png' } })))
    expect(answer.res.statusCode).toBe(200)
    expect(answer.ms).toBeLessThan(QUICK_MS)
  })
})
