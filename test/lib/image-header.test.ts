import { readdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readImageHeader } from '../../src/lib/image/header.ts'
import { detectFormat } from '../../src/lib/files/file-type.ts'

const FIXTURES = new URL('../fixtures/files/', import.meta.url)

/** JPEGs and PNGs of every kind the header reading meets, made by libvips itself. */
async function variants(): Promise<[string, Buffer][]> {
  const rgb = sharp({ create: { width: 37, height: 23, channels: 3, background: '#3a6' } })
  const rgba = sharp({ create: { width: 37, height: 23, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
  const out: [string, Buffer][] = [
    ['baseline JPEG', await rgb.clone().jpeg().toBuffer()],
    ['progressive JPEG', await rgb.clone().jpeg({ progressive: true }).toBuffer()],
    ['mozjpeg', await rgb.clone().jpeg({ mozjpeg: true }).toBuffer()],
    ['grey JPEG', await rgb.clone().greyscale().jpeg().toBuffer()],
    ['CMYK JPEG', await rgb.clone().toColourspace('cmyk').jpeg().toBuffer()],
    ['RGB PNG', await rgb.clone().png().toBuffer()],
    ['RGBA PNG', await rgba.clone().png().toBuffer()],
    ['palette PNG with transparency', await rgba.clone().png({ palette: true }).toBuffer()],
    ['palette PNG, opaque', await rgb.clone().png({ palette: true }).toBuffer()],
    ['16-bit PNG', await rgb.clone().png().toColourspace('rgb16').toBuffer()],
    ['grey PNG', await rgb.clone().greyscale().png().toBuffer()],
  ]
  for (const orientation of [1, 3, 5, 6, 8]) out.push([`JPEG turned ${orientation}`, await rgb.clone().jpeg().withMetadata({ orientation }).toBuffer()])
  out.push(['PNG with EXIF', await rgb.clone().png().withMetadata({ orientation: 6 }).toBuffer()])
  for (const name of readdirSync(FIXTURES)) {
    const bytes = readFileSync(new URL(name, FIXTURES))
    const format = detectFormat(bytes)
    if (format === 'jpg' || format === 'png') out.push([name, bytes])
  }
  return out
}

describe('reading JPEG and PNG headers without libvips', () => {
  it('agrees with libvips on size, orientation and alpha, or leaves the file to it', async () => {
    let read = 0
    for (const [name, bytes] of await variants()) {
      const header = readImageHeader(detectFormat(bytes)!, bytes)
      if (!header) continue
      read++
      const meta = await sharp(bytes).metadata()
      expect(header, name).toEqual({ width: meta.width, height: meta.height, orientation: meta.orientation ?? 1, hasAlpha: meta.hasAlpha })
      expect(meta.pages ?? 1, name).toBe(1)
    }
    // Most of them are read here: the fast path is the common one.
    expect(read).toBeGreaterThanOrEqual(15)
  })

  it('leaves cut, malformed or unusual files to libvips', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer()
    for (const bytes of [jpeg.subarray(0, 10), Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), Buffer.from('not an image'), Buffer.alloc(0)]) {
      expect(readImageHeader('jpg', bytes)).toBeUndefined()
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer()
    expect(readImageHeader('png', png.subarray(0, 20))).toBeUndefined()
    expect(readImageHeader('gif', png)).toBeUndefined()
  })
})
