import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { client, fixture, makeApp, timed, type Timed, type UploadFile } from '../helpers.ts'
import { externalTool } from '../tools.ts'
import { SVG_RENDER_MS } from '../../src/lib/image/svg.ts'

let app: FastifyInstance
const api = client(() => app, 'file')
const gen = client(() => app, 'generate', 'GET')
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const QUICK_MS = 5000
const svgFile = (text: string, name = 'drawing.svg'): UploadFile => ({ name, bytes: Buffer.from(text) })
const work = mkdtempSync(join(tmpdir(), 'images-more-'))

interface Pixels {
  width: number
  height: number
  data: Buffer
  at(x: number, y: number): [number, number, number, number]
}

/** Any image sharp reads, as 8-bit RGBA. */
async function pixels(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    data,
    at(x, y) {
      const i = (y * info.width + x) * 4
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]
    },
  }
}

/** An upload that must answer a file: its bytes. */
async function fileOf(name: string, files: Parameters<typeof api.send>[1]['files'], params: Record<string, unknown> = {}, type = 'image/png'): Promise<Buffer> {
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

void gen
void readFileSync
