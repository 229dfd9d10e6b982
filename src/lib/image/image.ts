/**
 * Reading and writing images for the file operations. sharp (libvips) does the work; formats it
 * cannot read (HEIC pixels, BMP, ICO) are decoded to raw pixels first. Every image is measured
 * from its header before anything is decoded, and every libvips job runs with a deadline.
 */
import type { Metadata, Sharp } from 'sharp'
import { ApiError, errorDetail, timedOut } from '../../core/errors.ts'
import { FileOutput } from '../../core/file-output.ts'
import { encodeBmp, ImageDecodeError, type RawImage } from './bmp.ts'
import type { Rgb } from './color.ts'
import { FILE_FORMATS, type FileFormat } from '../files/file-type.ts'
import { renamed } from '../files/filename.ts'
import { decodeIcoBitmap, encodeIco, largestIcoEntry } from './ico.ts'
import { readImageHeader } from './header.ts'
import { loadSharp, type SharpModule } from './sharp.ts'
import { tooLarge, type DecodeRequest } from './tasks.ts'

/** An uploaded image: its name as the caller gave it (made safe), its format detected from its bytes. */
export interface ImageFile {
  readonly name: string
  readonly format: FileFormat
  readonly bytes: Buffer
}

/** The bounds and means of one image job, from the configuration and the file job it is part of. */
export interface ImageJob {
  /** Largest image allowed, width × height × frames (IMAGE_MAX_PIXELS). */
  readonly maxPixels: number
  /** When the job's time budget runs out, in Unix milliseconds. */
  readonly deadline: number
  /** Threads libvips may use for the image (IMAGE_THREADS; sharp defaults to one on glibc, which makes AVIF crawl). */
  readonly threads: number
  /** Runs a JavaScript or WebAssembly decoder (tasks.ts) in a worker thread. */
  decode(task: 'image.decodeHeic' | 'image.decodeBmp', request: DecodeRequest, timeoutMs: number): Promise<RawImage>
}

/** Formats the service writes. HEIC is read only (its encoder is not in the prebuilt libvips). */
export const OUTPUT_FORMATS = ['jpg', 'png', 'webp', 'avif', 'gif', 'tiff', 'bmp', 'ico'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** Targets that hold no transparency: alpha is flattened onto a background (white by default). */
export const OPAQUE: ReadonlySet<OutputFormat> = new Set(['jpg', 'bmp'])
const ANIMATED: ReadonlySet<OutputFormat> = new Set(['gif', 'webp'])
const SHARP_READS: ReadonlySet<FileFormat> = new Set<FileFormat>(['jpg', 'png', 'webp', 'avif', 'gif', 'tiff'])
const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const

export interface LoadedImage {
  /** The pipeline, already set to apply the EXIF orientation. Operations chain onto it. */
  image: Sharp
  /** Size as displayed (after the orientation is applied); operations that change it update these. */
  width: number
  height: number
  /** Frames in the file (GIF, WebP and TIFF pages); only the first is read unless animated. */
  frames: number
  hasAlpha: boolean
  upload: ImageFile
}

export interface LoadOptions {
  /** Keep every frame of an animation (for outputs that can hold one). */
  animated?: boolean
}

const label = (upload: ImageFile) => FILE_FORMATS[upload.format].label

function checkPixels(upload: ImageFile, width: number, height: number, frames: number, max: number): void {
  if (width * height * frames > max) throw tooLarge(upload.name, width, height, frames, max)
}

/** What went wrong in libvips, as an answer for the caller. */
export function imageFailure(upload: ImageFile, error: unknown, budgetMs: number): ApiError {
  if (error instanceof ApiError) return error
  // libvips reports through plain Errors and our decoders through ImageDecodeError; anything
  // else (a TypeError, say) is a bug and must surface as one, not as the caller's bad file.
  if (!(error instanceof Error) || (error.constructor !== Error && !(error instanceof ImageDecodeError))) throw error
  const message = error.message
  if (/timeout|killed/i.test(message)) return timedOut(budgetMs)
  const detail = errorDetail(error).replace(/^\w+: /, '')
  if (/too large for the|exceeds|maximum/i.test(message) && !/pixel limit/i.test(message)) {
    return new ApiError('IMAGE_FAILED', { name: upload.name, detail })
  }
  return new ApiError('CORRUPT_IMAGE', { name: upload.name, format: label(upload), detail })
}

function remainingSeconds(deadline: number): number {
  return Math.max(1, Math.ceil((deadline - Date.now()) / 1000))
}

function fromRaw(sharp: SharpModule, raw: RawImage, upload: ImageFile, max: number): LoadedImage {
  const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels }, limitInputPixels: max })
  return { image, width: raw.width, height: raw.height, frames: 1, hasAlpha: raw.channels === 4, upload }
}

/** The header of an image as libvips reads it: size, frames, orientation, alpha. */
async function headerOf(upload: ImageFile, bytes: Uint8Array, budgetMs: number): Promise<Required<Pick<Metadata, 'width' | 'height' | 'pages' | 'orientation' | 'hasAlpha'>>> {
  // JPEG and PNG headers are read here in microseconds; other formats, and anything unusual, by libvips.
  const quick = readImageHeader(upload.format, bytes)
  if (quick) return { ...quick, pages: 1 }
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    // Reads the header only: dimensions and frame count before a single pixel is decoded.
    // sharp's own pixel limit would answer a vague error for huge headers; ours follows at once.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw imageFailure(upload, error, budgetMs)
  }
  return { width: meta.width ?? 0, height: meta.height ?? 0, pages: meta.pages ?? 1, orientation: meta.orientation ?? 1, hasAlpha: meta.hasAlpha ?? false }
}

async function loadWithSharp(upload: ImageFile, bytes: Uint8Array, max: number, options: LoadOptions, budgetMs: number): Promise<LoadedImage> {
  const { width, height, pages: frames, orientation, hasAlpha } = await headerOf(upload, bytes, budgetMs)
  checkPixels(upload, width, height, frames, max)
  const animated = options.animated === true && frames > 1
  const sharp = await loadSharp()
  const image = sharp(bytes, { autoOrient: true, limitInputPixels: max, ...(animated && { animated: true }) })
  const turned = orientation >= 5
  return {
    image,
    width: turned ? height : width,
    height: turned ? width : height,
    frames,
    hasAlpha,
    upload,
  }
}

/**
 * Opens an upload for processing: measured against IMAGE_MAX_PIXELS (all frames counted), then
 * decoded by sharp, or first by the BMP, ICO or HEIC decoder.
 */
export async function loadImage(upload: ImageFile, job: ImageJob, options: LoadOptions = {}): Promise<LoadedImage> {
  const { maxPixels, deadline } = job
  const budgetMs = Math.max(1, deadline - Date.now())
  const task = decoderTask(upload.format)
  if (task !== undefined) {
    // The decoder's thread works on the pixels while this thread loads sharp, not after it.
    const [raw, sharp] = await Promise.all([job.decode(task, { name: upload.name, bytes: upload.bytes, maxPixels }, budgetMs), sharpFor(job)])
    return fromRaw(sharp, raw, upload, maxPixels)
  }
  const sharp = await sharpFor(job)
  if (SHARP_READS.has(upload.format)) return loadWithSharp(upload, upload.bytes, maxPixels, options, budgetMs)
  // What is left of the image formats is ICO.
  let entry
  try {
    entry = largestIcoEntry(upload.bytes)
  } catch (error) {
    throw imageFailure(upload, error, budgetMs)
  }
  checkPixels(upload, entry.width, entry.height, 1, maxPixels)
  if (entry.png) return loadWithSharp(upload, entry.bytes, maxPixels, {}, budgetMs)
  try {
    return fromRaw(sharp, decodeIcoBitmap(entry), upload, maxPixels)
  } catch (error) {
    throw imageFailure(upload, error, budgetMs)
  }
}

/** The worker task that decodes a format sharp is not given (HEIC, BMP); undefined for the others. */
export function decoderTask(format: FileFormat | undefined): 'image.decodeHeic' | 'image.decodeBmp' | undefined {
  return format === 'heic' ? 'image.decodeHeic' : format === 'bmp' ? 'image.decodeBmp' : undefined
}

/** sharp, with libvips' threads set from the job's configuration (one setting for the whole process). */
async function sharpFor(job: Pick<ImageJob, 'threads'>): Promise<SharpModule> {
  const sharp = await loadSharp()
  sharp.concurrency(job.threads)
  return sharp
}

export interface EncodeOptions {
  /** 1-100; each format has its own default. */
  quality?: number
  /** Behind transparent pixels when the target has no alpha (white by default). */
  background?: Rgb & { alpha?: number }
  /** Smallest output rather than fastest: mozjpeg, palette PNG, slower WebP effort. */
  compress?: boolean
  /** The edit may add transparent areas (a transparent fill), to be laid on the background. */
  transparentEdits?: boolean
}

/** Runs the pipeline and writes the target format, with the job's deadline. */
export async function encodeImage(loaded: LoadedImage, format: OutputFormat, job: Pick<ImageJob, 'deadline'>, options: EncodeOptions = {}): Promise<Buffer> {
  const { upload } = loaded
  const budgetMs = Math.max(1, job.deadline - Date.now())
  const seconds = remainingSeconds(job.deadline)
  const { quality, compress = false } = options
  try {
    const background = options.background ?? { r: 255, g: 255, b: 255 }
    // An opaque image headed for an opaque format needs no flattening pass of its own.
    const image = !OPAQUE.has(format)
      ? loaded.image.timeout({ seconds })
      : loaded.hasAlpha || options.transparentEdits
        ? await onBackground(loaded.image.timeout({ seconds }), background, seconds)
        : loaded.image.flatten({ background }).timeout({ seconds })
    switch (format) {
      case 'jpg':
        return await image.jpeg({ quality: quality ?? (compress ? 75 : 90), mozjpeg: compress }).toBuffer()
      case 'png':
        return await (compress
          ? image.png({ palette: true, quality: quality ?? 75, effort: 7, compressionLevel: 9 })
          : image.png({ compressionLevel: 6 })).toBuffer()
      case 'webp':
        return await image.webp({ quality: quality ?? (compress ? 75 : 85), effort: compress ? 5 : 4 }).toBuffer()
      case 'avif':
        // AVIF effort 4 takes ~25 s for 12 MP on two cores; effort 2 takes ~3.5 s for a file ~40 % larger.
        return await image.avif({ quality: quality ?? (compress ? 50 : 60), effort: compress ? 3 : 2 }).toBuffer()
      case 'gif':
        return await image.gif(compress ? gifCompression(quality ?? 75) : { effort: 7 }).toBuffer()
      case 'tiff':
        return await image.tiff({ compression: 'lzw' }).toBuffer()
      case 'bmp': {
        const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
        // A grayscale edit makes libvips answer one channel whatever the colour space asked: BMP takes three.
        return Buffer.from(encodeBmp({ width: info.width, height: info.height, channels: 3, data: info.channels === 1 ? grayToRgb(data) : data }))
      }
      case 'ico':
        return Buffer.from(await encodeIcon(image, loaded))
    }
  } catch (error) {
    throw imageFailure(upload, error, budgetMs)
  }
}

/**
 * The finished pixels laid on a background. sharp flattens before it resizes or rotates, whatever
 * the call order, so margins those add would stay transparent and turn black in a JPEG: the
 * pixels are settled first (raw, no encoding), then flattened.
 */
async function onBackground(image: Sharp, background: Rgb & { alpha?: number }, seconds: number): Promise<Sharp> {
  const { image: raw } = await rawPipeline(image)
  return raw.flatten({ background }).timeout({ seconds })
}

/** The pipeline's pixels computed (raw, no encoding) and opened as the start of a new pipeline. */
async function rawPipeline(image: Sharp, maxPixels?: number) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  const { width, height, channels } = info
  const sharp = await loadSharp()
  return { image: sharp(data, { raw: { width, height, channels }, ...(maxPixels !== undefined && { limitInputPixels: maxPixels }) }), width, height, channels }
}

/**
 * Settles the edits chained so far: sharp applies its operations in a fixed order, and a second
 * resize replaces the first, so an edit that must follow another starts from these raw pixels.
 * Nothing is encoded or decoded.
 */
export async function settlePixels(loaded: LoadedImage, job: Pick<ImageJob, 'deadline' | 'maxPixels'>): Promise<void> {
  const budgetMs = Math.max(1, job.deadline - Date.now())
  try {
    const settled = await rawPipeline(loaded.image.timeout({ seconds: remainingSeconds(job.deadline) }), job.maxPixels)
    loaded.image = settled.image
    loaded.width = settled.width
    loaded.height = settled.height
    loaded.hasAlpha = settled.channels === 2 || settled.channels === 4
  } catch (error) {
    throw imageFailure(loaded.upload, error, budgetMs)
  }
}

/** One-channel pixels as three equal channels. */
function grayToRgb(gray: Uint8Array): Uint8Array {
  const rgb = new Uint8Array(gray.length * 3)
  for (let i = 0; i < gray.length; i++) rgb.fill(gray[i]!, i * 3, i * 3 + 3)
  return rgb
}

/** Fewer colours and more reuse between frames as quality goes down. */
function gifCompression(quality: number) {
  return {
    effort: 10,
    colours: Math.max(2, Math.round(2 + (254 * quality) / 100)),
    dither: quality / 100,
    interFrameMaxError: Math.round(((100 - quality) / 100) * 32),
    interPaletteMaxError: Math.round(3 + ((100 - quality) / 100) * 40),
  }
}

/** An icon with every standard size up to the image's own (at most 256), each a PNG. */
async function encodeIcon(image: Sharp, loaded: LoadedImage): Promise<Uint8Array> {
  const largest = Math.max(loaded.width, loaded.height)
  const sizes = ICO_SIZES.filter((size) => size <= largest)
  if (sizes.length === 0) sizes.push(16)
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 }
  const pngs = await Promise.all(sizes.map(async (size) => ({
    width: size,
    height: size,
    png: await image.clone().resize(size, size, { fit: 'contain', background: transparent }).png().toBuffer(),
  })))
  return encodeIco(pngs)
}

/** The encoded image as a download named after the upload. */
export function imageOutput(upload: ImageFile, format: OutputFormat, bytes: Uint8Array, headers?: Record<string, string>): FileOutput {
  return new FileOutput(renamed(upload.name, format), FILE_FORMATS[format].mime, bytes, headers)
}

/** Load, optionally transform, encode: the shape of nearly every image operation. */
export async function transformImage(
  upload: ImageFile,
  job: ImageJob,
  format: OutputFormat | 'same',
  transform: (loaded: LoadedImage) => void | Promise<void> = () => {},
  options: EncodeOptions & LoadOptions = {},
): Promise<FileOutput> {
  const target = format === 'same' ? sameFormat(upload.format) : format
  const loaded = await loadImage(upload, job, { animated: options.animated === true && ANIMATED.has(target) })
  await transform(loaded)
  return imageOutput(upload, target, await encodeImage(loaded, target, job, options))
}

/** The format an edited image is written in: its own, or PNG for formats only read (HEIC). */
export function sameFormat(format: FileFormat): OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(format) ? format as OutputFormat : 'png'
}

/** Refuses an output larger than the pixel cap (a resize to 100000 px, say) before any work. */
export function checkOutputSize(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) {
    throw new ApiError('IMAGE_OUTPUT_TOO_LARGE', { width, height, max: maxPixels })
  }
}
