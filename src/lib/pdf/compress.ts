/**
 * Making a PDF smaller, for the document worker threads: photos re-encoded as JPEG at the asked
 * quality and downsampled to the asked resolution, streams stored raw deflated, objects nothing
 * refers to left out, the rest packed into object streams. Anything unusual is left as it is:
 * a file that comes out a little larger is better than one that comes out damaged.
 */
import { inflateSync, deflateSync } from 'node:zlib'
import {
  PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream,
  type PDFContext, type PDFDocument, type PDFObject,
} from '@cantoo/pdf-lib'
import type Sharp from 'sharp'
import { openTarget, POINTS_PER_INCH, type PdfTarget } from './stamp.ts'
import { savePdf } from './document.ts'
import { paeth } from './decoders.ts'

export interface CompressRequest extends PdfTarget {
  /** JPEG quality 1-100 of re-encoded images. */
  quality: number
  /** Images with more pixels than this resolution needs on the largest page are downsampled. */
  dpi: number
  /** Images with more pixels than this are left alone (IMAGE_MAX_PIXELS). */
  maxPixels: number
  /** When the job's time runs out, in Unix milliseconds. */
  deadline: number
  /** Threads libvips may use (IMAGE_THREADS). */
  threads: number
}

const name = (text: string) => PDFName.of(text)
const MIN_DEFLATE_BYTES = 64

/** An image the re-encoder understands: 8-bit grey or RGB pixels, no masks, no decode tricks. */
interface PlainImage {
  stream: PDFRawStream
  width: number
  height: number
  channels: 1 | 3
  encoding: 'jpeg' | 'flate'
  /** PNG predictor rows (Predictor 10-15) to undo after inflating. */
  predicted: boolean
}

function numberOf(context: PDFContext, dict: PDFDict, key: string): number | undefined {
  const value = context.lookup(dict.get(name(key)))
  return value instanceof PDFNumber ? value.asNumber() : undefined
}

/** Components of a colour space we re-encode as is: device grey or RGB, or an ICC profile of 1 or 3. */
function channelsOf(context: PDFContext, space: PDFObject | undefined): 1 | 3 | undefined {
  const value = context.lookup(space)
  if (value === name('DeviceRGB')) return 3
  if (value === name('DeviceGray')) return 1
  if (value instanceof PDFArray && value.size() === 2 && context.lookup(value.get(0)) === name('ICCBased')) {
    const profile = context.lookup(value.get(1))
    const n = profile instanceof PDFStream ? numberOf(context, profile.dict, 'N') : undefined
    return n === 1 || n === 3 ? n : undefined
  }
  return undefined
}

/** The single filter of a stream: undefined for none, 'several' for a chain. */
function singleFilter(context: PDFContext, dict: PDFDict): PDFName | undefined | 'several' {
  const filter = context.lookup(dict.get(name('Filter')))
  if (filter instanceof PDFArray) return filter.size() === 1 ? context.lookup(filter.get(0)) as PDFName : 'several'
  return filter instanceof PDFName ? filter : undefined
}

function decodeParams(context: PDFContext, dict: PDFDict): PDFDict | undefined | 'unusual' {
  const params = context.lookup(dict.get(name('DecodeParms')))
  if (params instanceof PDFArray) return params.size() === 1 && context.lookup(params.get(0)) instanceof PDFDict ? context.lookup(params.get(0)) as PDFDict : 'unusual'
  return params instanceof PDFDict ? params : params === undefined ? undefined : 'unusual'
}

/** Whether a Flate image's predictor is none, or PNG rows we can undo. */
function flatePrediction(context: PDFContext, params: PDFDict | undefined, width: number, channels: number): boolean | 'unusual' {
  const predictor = params ? numberOf(context, params, 'Predictor') ?? 1 : 1
  if (predictor === 1) return false
  if (predictor < 10 || predictor > 15 || !params) return 'unusual'
  const colors = numberOf(context, params, 'Colors') ?? 1
  const bits = numberOf(context, params, 'BitsPerComponent') ?? 8
  const columns = numberOf(context, params, 'Columns') ?? 1
  return colors === channels && bits === 8 && columns === width ? true : 'unusual'
}

const MASK_KEYS = ['SMask', 'Mask', 'Decode', 'SMaskInData', 'ImageMask', 'Alternates', 'OC'] as const

function plainImage(context: PDFContext, stream: PDFRawStream, masks: ReadonlySet<PDFRawStream>): PlainImage | undefined {
  const { dict } = stream
  if (masks.has(stream) || context.lookup(dict.get(name('Subtype'))) !== name('Image')) return undefined
  if (MASK_KEYS.some((key) => dict.has(name(key)))) return undefined
  const width = numberOf(context, dict, 'Width')
  const height = numberOf(context, dict, 'Height')
  const channels = channelsOf(context, dict.get(name('ColorSpace')))
  if (!width || !height || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return undefined
  if (numberOf(context, dict, 'BitsPerComponent') !== 8 || channels === undefined) return undefined
  const filter = singleFilter(context, dict)
  const params = decodeParams(context, dict)
  if (params === 'unusual') return undefined
  if (filter === name('DCTDecode')) {
    // ColorTransform overrides how the JPEG's own markers say to read its colours: rare, left alone.
    return params === undefined ? { stream, width, height, channels, encoding: 'jpeg', predicted: false } : undefined
  }
  if (filter !== name('FlateDecode')) return undefined
  const predicted = flatePrediction(context, params, width, channels)
  return predicted === 'unusual' ? undefined : { stream, width, height, channels, encoding: 'flate', predicted }
}

/** Streams other images use as their masks: their exact values matter, so they are never made lossy. */
function maskStreams(context: PDFContext): Set<PDFRawStream> {
  const masks = new Set<PDFRawStream>()
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream)) continue
    for (const key of ['SMask', 'Mask']) {
      const mask = context.lookup(object.dict.get(name(key)))
      if (mask instanceof PDFRawStream) masks.add(mask)
    }
  }
  return masks
}

/** Undoes PNG row filters (one filter byte per row); undefined when a row's filter is unknown. */
function unpredictPng(data: Uint8Array, width: number, height: number, channels: number): Uint8Array | undefined {
  const rowBytes = width * channels
  const out = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++) {
    const filter = data[y * (rowBytes + 1)]
    const row = data.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1))
    const at = y * rowBytes
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= channels ? out[at + i - channels]! : 0
      const b = y > 0 ? out[at + i - rowBytes]! : 0
      const c = y > 0 && i >= channels ? out[at + i - rowBytes - channels]! : 0
      const x = row[i]!
      switch (filter) {
        case 0: out[at + i] = x; break
        case 1: out[at + i] = x + a; break
        case 2: out[at + i] = x + b; break
        case 3: out[at + i] = x + ((a + b) >> 1); break
        case 4: out[at + i] = x + paeth(a, b, c); break
        default: return undefined
      }
    }
  }
  return out
}

/** The raw pixels of a Flate image, or undefined when the data is short or damaged. */
function flatePixels(image: PlainImage): Uint8Array | undefined {
  const rowBytes = image.width * image.channels + (image.predicted ? 1 : 0)
  const expected = rowBytes * image.height
  let data: Uint8Array
  try {
    data = inflateSync(image.stream.getContents(), { maxOutputLength: expected + 1 })
  } catch {
    // Either damaged or longer than its size says: in both cases not ours to rewrite.
    return undefined
  }
  if (data.length !== expected) return undefined
  return image.predicted ? unpredictPng(data, image.width, image.height, image.channels) : data
}

/** Longest side, in pixels, an image needs at `dpi` on the largest page of the document. */
function pixelsNeeded(doc: PDFDocument, dpi: number): number {
  const longest = Math.max(...doc.getPages().map((page) => {
    const box = page.getCropBox()
    return Math.max(box.width, box.height)
  }))
  return Math.max(1, Math.round((longest * dpi) / POINTS_PER_INCH))
}

/** The image as a JPEG of the asked quality, downsampled when larger than needed; undefined when it cannot be. */
async function reencode(sharp: typeof Sharp, image: PlainImage, request: CompressRequest, longestSide: number): Promise<{ bytes: Uint8Array; width: number; height: number } | undefined> {
  if (image.width * image.height > request.maxPixels) return undefined
  const seconds = Math.max(1, Math.ceil((request.deadline - Date.now()) / 1000))
  let pipeline
  if (image.encoding === 'jpeg') {
    // The PDF's colour space governs, not a profile inside the JPEG: pixel values must not change.
    pipeline = sharp(image.stream.getContents(), { ignoreIcc: true, limitInputPixels: request.maxPixels, failOn: 'error' })
    const meta = await pipeline.metadata()
    if (meta.width !== image.width || meta.height !== image.height || meta.channels !== image.channels) return undefined
  } else {
    const pixels = flatePixels(image)
    if (!pixels) return undefined
    pipeline = sharp(pixels, { raw: { width: image.width, height: image.height, channels: image.channels } })
  }
  if (Math.max(image.width, image.height) > longestSide) {
    pipeline = pipeline.resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true })
  }
  if (image.channels === 1) pipeline = pipeline.toColourspace('b-w')
  const { data, info } = await pipeline.timeout({ seconds }).jpeg({ quality: request.quality, mozjpeg: true }).toBuffer({ resolveWithObject: true })
  if (info.channels !== image.channels) return undefined
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }
}

async function compressImages(doc: PDFDocument, request: CompressRequest): Promise<void> {
  const { context } = doc
  const masks = maskStreams(context)
  const longestSide = pixelsNeeded(doc, request.dpi)
  const { default: sharp } = await import('sharp')
  // libvips has one thread setting for the whole process: each job sets it from its configuration.
  sharp.concurrency(request.threads)
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const image = plainImage(context, object, masks)
    if (!image) continue
    let result
    try {
      result = await reencode(sharp, image, request, longestSide)
    } catch (error) {
      // A JPEG libvips cannot read, or one it times out on, is kept as it is; a bug is not.
      if (!(error instanceof Error) || error.constructor !== Error) throw error
      continue
    }
    if (!result || result.bytes.length >= object.getContentsSize()) continue
    const { dict } = object
    dict.set(name('Filter'), name('DCTDecode'))
    dict.delete(name('DecodeParms'))
    dict.delete(name('DL'))
    dict.set(name('Width'), PDFNumber.of(result.width))
    dict.set(name('Height'), PDFNumber.of(result.height))
    object.updateContents(result.bytes)
  }
}

/** Deflates streams stored without any filter (XMP metadata stays readable, as the spec suggests). */
function deflateRawStreams(context: PDFContext): void {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(name('Filter'))) continue
    if (object.getContentsSize() < MIN_DEFLATE_BYTES || context.lookup(object.dict.get(name('Type'))) === name('Metadata')) continue
    const packed = deflateSync(object.getContents(), { level: 9 })
    if (packed.length >= object.getContentsSize()) continue
    object.dict.set(name('Filter'), name('FlateDecode'))
    object.updateContents(new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength))
  }
}

/**
 * Removes objects nothing reachable from the trailer refers to (leftovers of earlier edits):
 * pdf-lib itself writes every object it holds.
 */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>()
  const pending: PDFObject[] = Object.values(context.trailerInfo).filter((value): value is PDFObject => value !== undefined)
  while (pending.length > 0) {
    const object = pending.pop()!
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue
      reached.add(object)
      const target = context.lookup(object)
      if (target !== undefined) pending.push(target)
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) pending.push(value)
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray())
    } else if (object instanceof PDFStream) {
      pending.push(object.dict)
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref)
  }
}

/** The smaller PDF; the operation decides whether it is small enough to answer. */
export async function compressPdf(request: CompressRequest): Promise<Uint8Array> {
  const doc = await openTarget(request)
  await compressImages(doc, request)
  deflateRawStreams(doc.context)
  dropUnreachable(doc.context)
  return savePdf(doc)
}
