/**
 * The images embedded in a PDF's pages, as one ZIP: JPEG (DCTDecode) and JPEG 2000 (JPXDecode)
 * streams written byte for byte, as `pdfimages -all` does, everything else decoded and written as
 * PNG with sharp (a soft mask, when the image has one, as its alpha channel; beside a JPEG, as a
 * grey PNG of its own).
 * Every limit (image count, pixels per image, decoded bytes in all) is checked on what the images
 * declare before any is decoded.
 */
import { zipSync, type Zippable } from 'fflate'
import type { PDFContext } from '@cantoo/pdf-lib'
import type Sharp from 'sharp'
import { ApiError, OperationError } from '../../core/errors.ts'
import { fileStem } from '../files/filename.ts'
import { parsePages, type DocumentFile, type NamedBytes, type PdfLimits } from '../pdf/document.ts'
import { openWithPassword } from '../pdf/pages.ts'
import { DATA_FILTERS, UndecodableImage, toPixels, undoFilters, type Pixels } from './decode.ts'
import { describeImage, pageImages, type FoundImage } from './find.ts'
import { MAX_DECODED_BYTES, MAX_IMAGES, SKIPPED_LIST, ZIP_TYPE } from './limits.ts'

export interface ImageLimits extends PdfLimits {
  /** Pixels per image (IMAGE_MAX_PIXELS). */
  maxPixels: number
}

export interface ExtractRequest {
  file: NamedBytes
  pages?: string
  password?: string
  limits: ImageLimits
  /** When the job's time runs out, in Unix milliseconds. */
  deadline: number
  /** Threads libvips may use (IMAGE_THREADS). */
  threads: number
}

/** The codecs whose bytes are an image file of their own, and the extension it gets. */
const PASSTHROUGH: Readonly<Record<string, string>> = { DCTDecode: 'jpg', DCT: 'jpg', JPXDecode: 'jp2' }
/** Codecs no decoder here reads: the image is listed instead. */
const LISTED: Readonly<Record<string, string>> = { JBIG2Decode: 'JBIG2', CCITTFaxDecode: 'CCITT fax', CCF: 'CCITT fax' }

const channelsOf = (image: FoundImage) => {
  const colour = image.colour
  if (!colour || colour.kind === 'gray' || colour.kind === 'mask') return 1
  return colour.kind === 'indexed' && colour.base === 'gray' ? 1 : 3
}

/** Bytes the image costs once decoded, its soft mask included. */
const decodedBytes = (image: FoundImage, mask: FoundImage | undefined) =>
  image.width * image.height * (channelsOf(image) + (mask ? 1 : 0)) + (mask ? mask.width * mask.height : 0)

/** Why the image cannot be extracted, or undefined when it can. */
function reasonToSkip(image: FoundImage): string | undefined {
  const codec = image.filters.find((filter) => !DATA_FILTERS[filter])
  if (codec !== undefined) {
    if (LISTED[codec]) return `${LISTED[codec]} compression, which this service does not decode`
    if (!PASSTHROUGH[codec] || codec !== image.filters.at(-1)) return `filter ${codec}`
    return undefined
  }
  return image.skip
}

interface Planned {
  image: FoundImage
  /** The soft mask when it can be decoded: the PNG's alpha, or beside a JPEG a grey PNG of its own. */
  mask?: FoundImage
  /** The extension of a byte-for-byte copy, else undefined (decoded to PNG). */
  copy?: string
  skip?: string
}

/** Every image of the selected pages, with every limit checked before anything is decoded. */
function plan(context: PDFContext, resources: ReadonlyMap<number, ReturnType<typeof pageResources>>, request: ExtractRequest): Planned[] {
  const { file, limits } = request
  const planned: Planned[] = []
  let total = 0
  for (const [page, dict] of resources) {
    for (const image of pageImages(context, dict, page)) {
      if (planned.length >= MAX_IMAGES) throw new ApiError('PDF_TOO_MANY_IMAGES', { name: file.name, max: MAX_IMAGES })
      const skip = reasonToSkip(image)
      if (skip) {
        planned.push({ image, skip })
        continue
      }
      const pixels = image.width * image.height
      if (pixels > limits.maxPixels) {
        throw new ApiError('PDF_IMAGE_TOO_LARGE', { name: file.name, page, index: image.index, width: image.width, height: image.height, max: limits.maxPixels })
      }
      const codec = image.filters.at(-1) ?? ''
      const copy = PASSTHROUGH[codec]
      const mask = image.smask ? describeImage(context, image.smask, page, image.index) : undefined
      const usableMask = mask && !reasonToSkip(mask) && mask.filters.every((filter) => DATA_FILTERS[filter]) && mask.colour?.kind === 'gray' && mask.width * mask.height <= limits.maxPixels ? mask : undefined
      total += copy ? image.stream.getContentsSize() + (usableMask ? usableMask.width * usableMask.height : 0) : decodedBytes(image, usableMask)
      if (total > MAX_DECODED_BYTES) throw new ApiError('PDF_IMAGES_TOO_LARGE', { name: file.name, max: MAX_DECODED_BYTES })
      planned.push({ image, ...(copy && { copy }), ...(usableMask && { mask: usableMask }) })
    }
  }
  return planned
}

function pageResources(doc: Awaited<ReturnType<typeof openWithPassword>>, index: number) {
  return doc.getPage(index).node.Resources()
}

/** The image's pixels as 8-bit grey or RGB. */
function pixelsOf(image: FoundImage, limits: ImageLimits): Pixels {
  const rowBytes = Math.ceil((image.width * image.colour!.components * image.bitsPerComponent) / 8)
  const expected = rowBytes * image.height
  // Predictor rows carry one more byte each; anything longer than that is not read.
  const samples = undoFilters(image.stream.getContents(), image.filters, image.params, Math.min(limits.maxStreamBytes, expected + image.height + 1024))
  return toPixels(samples, image.width, image.height, image.bitsPerComponent, image.colour!, image.decode)
}

async function toPng(sharp: typeof Sharp, planned: Planned, request: ExtractRequest): Promise<Uint8Array> {
  const { image, mask } = planned
  const { data, channels } = pixelsOf(image, request.limits)
  const seconds = Math.max(1, Math.ceil((request.deadline - Date.now()) / 1000))
  let pipeline = sharp(data, { raw: { width: image.width, height: image.height, channels } })
  if (mask) {
    let alpha = pixelsOf(mask, request.limits).data
    if (mask.width !== image.width || mask.height !== image.height) {
      alpha = await sharp(alpha, { raw: { width: mask.width, height: mask.height, channels: 1 } })
        .resize(image.width, image.height, { fit: 'fill' }).raw().toBuffer()
    }
    pipeline = pipeline.joinChannel(Buffer.from(alpha.buffer, alpha.byteOffset, alpha.byteLength), { raw: { width: image.width, height: image.height, channels: 1 } })
  }
  const png = await pipeline.timeout({ seconds }).png().toBuffer()
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}

/** report.pdf, page 2, image 3 → report-page-2-image-3.png */
const entryName = (stem: string, image: FoundImage, extension: string) => `${stem}-page-${image.page}-image-${image.index}.${extension}`

/** The selected pages' images as one ZIP; a PDF without any answers 422 PDF_NO_IMAGES. */
export async function extractImages(request: ExtractRequest): Promise<DocumentFile[]> {
  const { file, limits } = request
  const doc = await openWithPassword(file, limits, request.password)
  const selected = parsePages(request.pages, doc.getPageCount())
  const resources = new Map(selected.map((index) => [index + 1, pageResources(doc, index)] as const))
  const planned = plan(doc.context, resources, request)
  if (planned.length === 0) throw new OperationError('PDF_NO_IMAGES', { name: file.name })
  const { default: sharp } = await import('sharp')
  sharp.concurrency(request.threads)
  const stem = fileStem(file.name)
  // No prototype: an entry called "__proto__" is an entry like any other.
  const entries: Zippable = Object.create(null)
  const skipped: string[] = []
  for (const item of planned) {
    const { image } = item
    const where = `page ${image.page}, image ${image.index} (${image.width}×${image.height})`
    if (item.skip) {
      skipped.push(`${where}: ${item.skip}`)
      continue
    }
    try {
      if (item.copy) {
        const bytes = undoFilters(image.stream.getContents(), image.filters.slice(0, -1), image.params, limits.maxStreamBytes)
        entries[entryName(stem, image, item.copy)] = [bytes, { level: 0 }]
        if (item.mask) entries[entryName(stem, image, 'png').replace(/\.png$/, '-mask.png')] = [await toPng(sharp, { image: item.mask }, request), { level: 0 }]
      } else {
        entries[entryName(stem, image, 'png')] = [await toPng(sharp, item, request), { level: 0 }]
      }
    } catch (error) {
      if (error instanceof UndecodableImage) skipped.push(`${where}: ${error.message}`)
      // A sample stream libvips refuses, or one it times out on, is listed; a bug is not.
      else if (error instanceof Error && error.constructor === Error && !(error instanceof ApiError)) skipped.push(`${where}: its data could not be read`)
      else throw error
    }
  }
  if (skipped.length > 0) entries[SKIPPED_LIST] = [Buffer.from(`Images found but not extracted:\n${skipped.join('\n')}\n`, 'utf8'), { level: 6 }]
  const zip = zipSync(entries, { mtime: new Date('2000-01-01T00:00:00Z') })
  return [{ name: `${stem}-images.zip`, type: ZIP_TYPE, bytes: zip }]
}
