/**
 * Barcodes and 2D codes read from pixels by ZXing-C++ compiled to WebAssembly (zxing-wasm, the
 * reader-only build). The module is compiled on first use in the worker thread that reads, from
 * the .wasm file in node_modules: its default would download the file from a CDN, so both the
 * binary and locateFile are given explicitly.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as ZxingReader from 'zxing-wasm/reader'

/** Most codes reported for one image. */
export const MAX_CODES = 100

export interface ScanRequest {
  /** Luminance, one byte per pixel, row by row. */
  gray: Uint8Array
  width: number
  height: number
}

export interface Point { x: number; y: number }

export interface FoundCode {
  format: string
  text: string
  position: { top_left: Point; top_right: Point; bottom_right: Point; bottom_left: Point }
}

/** Names people write, where ZXing's own label differs ('QR Code Model 2' is a QR code); the rest use ZXing's label. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  QRCode: 'QR', QRCodeModel1: 'QR', QRCodeModel2: 'QR', MicroQRCode: 'Micro QR', RMQRCode: 'rMQR',
  Aztec: 'Aztec', AztecCode: 'Aztec', Code39Std: 'Code 39', DataBarOmni: 'DataBar',
}

const WASM_FILE = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')
const WASM_DIR = dirname(WASM_FILE)

type Reader = typeof ZxingReader
let reader: Promise<Reader> | undefined

function loadReader(): Promise<Reader> {
  reader ??= (async () => {
    const zxing = await import('zxing-wasm/reader')
    const bytes = await readFile(WASM_FILE)
    await zxing.prepareZXingModule({
      overrides: {
        wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        locateFile: (file: string) => join(WASM_DIR, file),
      },
      fireImmediately: true,
    })
    return zxing
  })()
  return reader
}

/** Every code ZXing finds in the image, in its order; runs in a worker thread (image.readCodes). */
export async function readCodes({ gray, width, height }: ScanRequest): Promise<FoundCode[]> {
  const zxing = await loadReader()
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) {
    const v = gray[i]!
    rgba[j] = v
    rgba[j + 1] = v
    rgba[j + 2] = v
    rgba[j + 3] = 255
  }
  const results = await zxing.readBarcodes({ data: rgba, width, height, colorSpace: 'srgb' } as Parameters<Reader['readBarcodes']>[0], {
    formats: [],
    tryHarder: true,
    tryRotate: true,
    tryInvert: true,
    maxNumberOfSymbols: MAX_CODES,
  })
  return results.filter((result) => result.isValid).map((result) => {
    const { topLeft, topRight, bottomRight, bottomLeft } = result.position
    // An EAN-13 whose first digit is 0 is the same symbol as a UPC-A (GS1 General Specifications 5.2.1):
    // ZXing reports it as EAN-13, people know it by its 12 UPC-A digits.
    const upcA = result.format === 'EAN13' && result.text.length === 13 && result.text.startsWith('0')
    return {
      format: upcA ? 'UPC-A' : FORMAT_NAMES[result.format] ?? zxing.formatToLabel(result.format) ?? result.format,
      text: upcA ? result.text.slice(1) : result.text,
      position: { top_left: topLeft, top_right: topRight, bottom_right: bottomRight, bottom_left: bottomLeft },
    }
  })
}

export const scanTasks = {
  'image.readCodes': readCodes,
} as const
