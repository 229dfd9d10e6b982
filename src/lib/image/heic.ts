/**
 * The HEIC decoder, libheif compiled to WebAssembly, as a task module of its own: a worker thread
 * compiles libheif when it loads this module, so only a thread that decodes a HEIC pays for it,
 * and a thread warmed up for a HEIC (a command converting one) pays before the file reaches it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ApiError } from '../../core/errors.ts'
import { handOver } from '../handover.ts'
import { ImageDecodeError, type RawImage } from './bmp.ts'
import { corrupt, tooLarge, type DecodeRequest } from './tasks.ts'
import type withLibheif from 'heic-decode/lib.js'
import type libheifModule from 'libheif-js/libheif-wasm/libheif.js'

// heic-decode around libheif read as its JavaScript and its .wasm file, compiled at once: the
// package's default bundle carries the same WebAssembly as 2 MB of base64 text, which takes each
// thread some 20 ms more to parse and decode before it compiles.
const load = createRequire(import.meta.url)
const libheif = (load('libheif-js/libheif-wasm/libheif.js') as typeof libheifModule)({
  wasmBinary: readFileSync(load.resolve('libheif-js/libheif-wasm/libheif.wasm')),
})
const decodeHeif = (load('heic-decode/lib.js') as typeof withLibheif)(libheif)

async function decodeHeic({ name, bytes, maxPixels }: DecodeRequest): Promise<RawImage> {
  let images: Awaited<ReturnType<typeof decodeHeif.all>>
  try {
    images = await decodeHeif.all({ buffer: bytes })
  } catch (error) {
    throw corrupt(name, 'HEIC', error)
  }
  try {
    const primary = images[0]
    if (!primary) throw new ImageDecodeError('the file holds no image')
    if (primary.width * primary.height > maxPixels) throw tooLarge(name, primary.width, primary.height, 1, maxPixels)
    const { width, height, data } = await primary.decode()
    // heic-decode writes the pixels into an array of its own making, not libheif's memory.
    return handOver({ width, height, channels: 4, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }, [data.buffer])
  } catch (error) {
    throw error instanceof ApiError ? error : corrupt(name, 'HEIC', error)
  } finally {
    images.dispose()
  }
}

export const heicTasks = {
  'image.decodeHeic': decodeHeic,
} as const
