/**
 * Image decoders written in JavaScript or WebAssembly (BMP here, HEIC in heic.ts), and the SVG
 * and barcode tasks. They run in worker threads: decoding a large image takes seconds of CPU that
 * would otherwise stop the event loop.
 */
import { ApiError, errorDetail } from '../../core/errors.ts'
import { decodeBmp, readBmpSize, type RawImage } from './bmp.ts'
import { handOver } from '../handover.ts'
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

export function corrupt(name: string, format: string, error: unknown): ApiError {
  const detail = errorDetail(error)
  return new ApiError('CORRUPT_IMAGE', { name, format, detail })
}

function decodeBitmap({ name, bytes, maxPixels }: DecodeRequest): RawImage {
  try {
    const { width, height } = readBmpSize(bytes)
    if (width * height > maxPixels) throw tooLarge(name, width, height, 1, maxPixels)
    const image = decodeBmp(bytes)
    // The decoder allocates the pixels for the image alone.
    return handOver(image, [image.data.buffer])
  } catch (error) {
    throw error instanceof ApiError ? error : corrupt(name, 'BMP', error)
  }
}

export const imageTasks = {
  'image.decodeBmp': decodeBitmap,
  ...svgTasks,
  ...scanTasks,
} as const
