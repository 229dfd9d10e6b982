/**
 * Image decoders written in JavaScript or WebAssembly (HEIC, BMP). They run in worker threads:
 * decoding a large HEIC takes seconds of CPU that would otherwise stop the event loop.
 */
import { ApiError, errorDetail } from '../../core/errors.ts'
import { decodeBmp, ImageDecodeError, readBmpSize, type RawImage } from './bmp.ts'
import { svgTasks } from './svg.ts'
import { scanTasks } from './scan.ts'

export interface DecodeRequest {
  /** The upload's name, for messages. */
  name: string
  bytes: Uint8Array
  /** Refused before decoding when width × height is larger. */
  maxPixels: number
}

export function tooLarge(name: string, width: number, height: number, frames: number, max: number): ApiError {
  return new ApiError('IMAGE_TOO_LARGE', { name, width, height, frames, max })
}

function corrupt(name: string, format: string, error: unknown): ApiError {
  const detail = errorDetail(error)
  return new ApiError('CORRUPT_IMAGE', { name, format, detail })
}

async function decodeHeic({ name, bytes, maxPixels }: DecodeRequest): Promise<RawImage> {
  // Loaded on first use: compiling libheif's WebAssembly costs every worker thread otherwise.
  const { default: decodeHeif } = await import('heic-decode')
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
    return { width, height, channels: 4, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }
  } catch (error) {
    throw error instanceof ApiError ? error : corrupt(name, 'HEIC', error)
  } finally {
    images.dispose()
  }
}

function decodeBitmap({ name, bytes, maxPixels }: DecodeRequest): RawImage {
  try {
    const { width, height } = readBmpSize(bytes)
    if (width * height > maxPixels) throw tooLarge(name, width, height, 1, maxPixels)
    return decodeBmp(bytes)
  } catch (error) {
    throw error instanceof ApiError ? error : corrupt(name, 'BMP', error)
  }
}

export const imageTasks = {
  'image.decodeHeic': decodeHeic,
  'image.decodeBmp': decodeBitmap,
  ...svgTasks,
  ...scanTasks,
} as const
