/**
 * An image XObject's samples as 8-bit grey or RGB pixels: the stream filters undone (Flate with
 * zlib, LZW, RunLength, ASCIIHex and ASCII85 with the decoders of src/lib/pdf/decoders.ts), PNG
 * and TIFF predictors reversed, samples of 1, 2, 4, 8 or 16 bits read with their Decode array,
 * indexed colours looked up and CMYK turned into RGB. The file's streams were measured before it
 * was opened (src/lib/pdf/streams.ts), so every filter output here is already bounded.
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib'
import { PDFName, PDFNumber, type PDFDict } from '@cantoo/pdf-lib'
import { Ascii85Decoder, HexDecoder, LzwDecoder, paeth, RunLengthDecoder, type ByteDecoder } from '../pdf/decoders.ts'
import type { Colour } from './find.ts'

/** Filters whose output is decoded here; the image codecs are handled by the caller. */
export const DATA_FILTERS: Readonly<Record<string, string>> = {
  FlateDecode: 'flate', Fl: 'flate', LZWDecode: 'lzw', LZW: 'lzw', RunLengthDecode: 'rl', RL: 'rl',
  ASCIIHexDecode: 'hex', AHx: 'hex', ASCII85Decode: 'a85', A85: 'a85',
}

export class UndecodableImage extends Error {}

function paramNumber(params: PDFDict | undefined, key: string, fallback: number): number {
  const value = params?.get(PDFName.of(key))
  return value instanceof PDFNumber ? value.asNumber() : fallback
}

function runDecoder(decoder: ByteDecoder, input: Uint8Array, max: number): Uint8Array {
  const parts: Uint8Array[] = []
  let size = 0
  for (let at = 0; at < input.length && !decoder.done; at += 65_536) {
    decoder.push(input.subarray(at, at + 65_536), (output) => {
      size += output.length
      if (size > max) throw new UndecodableImage('its data is longer than its size says')
      parts.push(output)
    })
  }
  return Buffer.concat(parts)
}

function inflate(input: Uint8Array, max: number): Uint8Array {
  const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: max }
  try {
    return inflateSync(input, options)
  } catch {
    // A damaged zlib header or checksum: readers decode the deflate data all the same.
    try {
      return inflateRawSync(input.subarray(2), options)
    } catch {
      throw new UndecodableImage('its compressed data is damaged')
    }
  }
}

/** Reverses a PNG (10-15) or TIFF (2, 8-bit) predictor, per the filter's DecodeParms. */
function unpredict(data: Uint8Array, params: PDFDict | undefined): Uint8Array {
  const predictor = paramNumber(params, 'Predictor', 1)
  if (predictor <= 1) return data
  const colors = paramNumber(params, 'Colors', 1)
  const bits = paramNumber(params, 'BitsPerComponent', 8)
  const columns = paramNumber(params, 'Columns', 1)
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8))
  const rowBytes = Math.ceil((columns * colors * bits) / 8)
  if (predictor === 2) {
    if (bits !== 8) throw new UndecodableImage('a TIFF predictor over samples other than 8 bits')
    const out = Uint8Array.from(data)
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
      for (let i = pixelBytes; i < rowBytes; i++) out[row + i] = (out[row + i]! + out[row + i - pixelBytes]!) & 0xff
    }
    return out
  }
  if (predictor < 10) throw new UndecodableImage(`predictor ${predictor}`)
  const rows = Math.floor(data.length / (rowBytes + 1))
  const out = new Uint8Array(rows * rowBytes)
  for (let y = 0; y < rows; y++) {
    const filter = data[y * (rowBytes + 1)]!
    const source = y * (rowBytes + 1) + 1
    const at = y * rowBytes
    for (let i = 0; i < rowBytes; i++) {
      const x = data[source + i]!
      const a = i >= pixelBytes ? out[at + i - pixelBytes]! : 0
      const b = y > 0 ? out[at + i - rowBytes]! : 0
      const c = y > 0 && i >= pixelBytes ? out[at + i - rowBytes - pixelBytes]! : 0
      out[at + i] = (filter === 1 ? x + a : filter === 2 ? x + b : filter === 3 ? x + ((a + b) >> 1) : filter === 4 ? x + paeth(a, b, c) : x) & 0xff
    }
  }
  return out
}

/** The stream's data with every one of `filters` undone (each a key of DATA_FILTERS), at most `max` bytes at each step. */
export function undoFilters(data: Uint8Array, filters: readonly string[], params: readonly (PDFDict | undefined)[], max: number): Uint8Array {
  let out = data
  filters.forEach((filter, i) => {
    const kind = DATA_FILTERS[filter]
    switch (kind) {
      case 'flate': out = unpredict(inflate(out, max), params[i]); break
      case 'lzw': out = unpredict(runDecoder(new LzwDecoder(paramNumber(params[i], 'EarlyChange', 1)), out, max), params[i]); break
      case 'rl': out = runDecoder(new RunLengthDecoder(), out, max); break
      case 'hex': out = runDecoder(new HexDecoder(), out, max); break
      case 'a85': out = runDecoder(new Ascii85Decoder(), out, max); break
      default: throw new UndecodableImage(`filter ${filter}`)
    }
  })
  return out
}

export interface Pixels {
  data: Uint8Array
  /** 1 (grey) or 3 (RGB). */
  channels: 1 | 3
}

/** One byte per pixel and channel: CMYK as RGB by the plain complement formula, indexed colours looked up. */
export function toPixels(samples: Uint8Array, width: number, height: number, bits: number, colour: Colour, decode?: readonly number[]): Pixels {
  const components = colour.components
  const rowBytes = Math.ceil((width * components * bits) / 8)
  const max = 2 ** bits - 1
  const channels = colour.kind === 'gray' || colour.kind === 'mask' || (colour.kind === 'indexed' && colour.base === 'gray') ? 1 : 3
  if (bits === 8 && decode === undefined && (colour.kind === 'gray' || colour.kind === 'rgb')) {
    // The common case needs no per-sample work: the rows are the pixels (short data padded with black).
    const out = new Uint8Array(width * height * channels)
    out.set(samples.subarray(0, out.length))
    return { data: out, channels }
  }
  const out = new Uint8Array(width * height * channels)
  // Decode maps each sample linearly from [0, max] onto [dmin, dmax] (ISO 32000-1, 8.9.5.2); an
  // index is mapped without scaling to [0, 1].
  const ranges = Array.from({ length: components }, (_, c) => {
    const fallback: [number, number] = colour.kind === 'indexed' ? [0, max] : [0, 1]
    const dmin = decode?.[2 * c] ?? fallback[0]
    const dmax = decode?.[2 * c + 1] ?? fallback[1]
    return [dmin, dmax] as const
  })
  const sampleAt = (row: number, index: number): number => {
    const at = row * rowBytes
    if (bits === 8) return samples[at + index] ?? 0
    if (bits === 16) return ((samples[at + 2 * index] ?? 0) << 8) | (samples[at + 2 * index + 1] ?? 0)
    const bit = index * bits
    const byte = samples[at + (bit >> 3)] ?? 0
    return (byte >> (8 - bits - (bit & 7))) & max
  }
  const value = (raw: number, c: number): number => {
    const [dmin, dmax] = ranges[c]!
    return dmin + (raw * (dmax - dmin)) / max
  }
  const component = new Float64Array(4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels
      for (let c = 0; c < components; c++) component[c] = value(sampleAt(y, x * components + c), c)
      if (colour.kind === 'indexed') {
        const index = Math.max(0, Math.min(colour.hival, Math.round(component[0]!)))
        const n = colour.baseComponents
        const entry = (k: number) => colour.lookup[index * n + k] ?? 0
        if (colour.base === 'gray') out[o] = entry(0)
        else if (colour.base === 'rgb') {
          out[o] = entry(0)
          out[o + 1] = entry(1)
          out[o + 2] = entry(2)
        }
        else cmykToRgb(entry(0) / 255, entry(1) / 255, entry(2) / 255, entry(3) / 255, out, o)
      } else if (colour.kind === 'cmyk') {
        cmykToRgb(component[0]!, component[1]!, component[2]!, component[3]!, out, o)
      } else {
        for (let c = 0; c < channels; c++) out[o + c] = clamp(component[c]!)
      }
    }
  }
  return { data: out, channels }
}

const clamp = (unit: number) => (unit <= 0 ? 0 : unit >= 1 ? 255 : Math.round(unit * 255))

function cmykToRgb(c: number, m: number, y: number, k: number, out: Uint8Array, at: number): void {
  out[at] = clamp((1 - c) * (1 - k))
  out[at + 1] = clamp((1 - m) * (1 - k))
  out[at + 2] = clamp((1 - y) * (1 - k))
}
