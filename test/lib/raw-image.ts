/** What the BMP and ICO codec tests share: ImageMagick as the independent decoder, pixel comparison. */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'
import { ImageDecodeError, type RawImage } from '../../src/lib/image/bmp.ts'

export const CONVERT = '/usr/bin/convert'
const IDENTIFY = '/usr/bin/identify'
export const NO_IMAGEMAGICK = !existsSync(IDENTIFY) || !existsSync(CONVERT)
export { IDENTIFY }

/** A scratch folder for files handed to ImageMagick, removed after the test file. */
export function scratchFolder(prefix: string): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  return scratch
}

/** Pixels as ImageMagick decodes them (one image of a file with `[index]`): RGBA, rows top to bottom. */
export function imageMagickRgba(scratch: string, bytes: Uint8Array, name: string, index?: number): Uint8Array {
  const path = join(scratch, name)
  writeFileSync(path, bytes)
  return new Uint8Array(execFileSync(CONVERT, [index === undefined ? path : `${path}[${index}]`, '-depth', '8', 'rgba:-']))
}

export function rgba(image: RawImage): Uint8Array {
  if (image.channels === 4) return image.data
  const out = new Uint8Array(image.width * image.height * 4)
  for (let i = 0, o = 0; i < image.data.length; i += 3, o += 4) {
    out.set(image.data.subarray(i, i + 3), o)
    out[o + 3] = 255
  }
  return out
}

export function pixelAt(image: RawImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * image.channels
  const pixel = [...image.data.subarray(at, at + image.channels)]
  return image.channels === 4 ? pixel : [...pixel, 255]
}

/** The first differing pixel, described, or undefined: a readable failure instead of a 20 KB diff. */
export function firstDifference(image: RawImage, expected: Uint8Array): string | undefined {
  const actual = rgba(image)
  if (actual.length !== expected.length) return `length ${actual.length} ≠ ${expected.length}`
  for (let i = 0; i < actual.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (actual[i + c] !== expected[i + c]) {
        const n = i / 4
        return `pixel (${n % image.width}, ${Math.floor(n / image.width)}): ${[...actual.subarray(i, i + 4)]} ≠ ${[...expected.subarray(i, i + 4)]}`
      }
    }
  }
  return undefined
}

export function decodeError(fn: () => unknown): ImageDecodeError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ImageDecodeError)
    return error as ImageDecodeError
  }
  throw new Error('expected an ImageDecodeError')
}
