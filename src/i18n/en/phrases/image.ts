/** Phrases the image operations share (the Spanish in ../../es/phrases/image.ts has the same names). */
const SEVERAL_ZIP = 'Several files in one request answer one ZIP.'

const EDIT_TAIL = 'The EXIF orientation is applied first, so sizes and positions refer to the image as it is displayed. The result keeps the upload\'s format (HEIC, which cannot be written, becomes PNG; an icon is written with every standard size up to its own), and metadata (EXIF, XMP, ICC profile) is not copied.'

const STAYS_ANIMATED = 'Animated GIF and WebP stay animated.'

const FIRST_FRAME_EDITED = 'Of an animated GIF or WebP, the first frame is edited.'

const ON_WHITE = 'Transparent areas are laid on white (or `background`).'

const ANIMATIONS_STAY = 'Animations stay animated.'

const FIRST_FRAME_CONVERTED = 'Of an animation, the first frame is converted.'

const LARGEST_ICON = 'Of an icon, the largest image is converted.'

const COMPRESS_TAIL = 'Metadata (EXIF, GPS, comments, colour profile) is dropped as part of compressing; colours are converted to sRGB and the EXIF orientation is applied first, so the picture still displays upright. The result is never larger than the upload: when re-encoding does not make a file smaller, the upload is answered unchanged (metadata included) with the header X-Compression: original, otherwise X-Compression: compressed. X-Original-Size and X-Output-Size give both sizes in bytes.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" or "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `Colour ${what}: ${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('laid behind transparent areas, which this format cannot hold; default white')

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Encoding quality from 1 (smallest file) to 100 (best image); default ${byDefault}`
}

/** Names in a sentence: "A, B and C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = 'any image'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `Convert ${from} to ${to}`
}

/**
 * A format-to-format image conversion: the format it is named after (undefined when it is named
 * after any image; `formats` then lists what it reads), and what is particular to it.
 */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `Reads ${ANY_IMAGE} (${formats.join(', ')}).`
    : `Reads ${from}; any other supported image format is read too, since the format is detected from the bytes.`
  return [reads, 'The EXIF orientation is applied, and metadata is not copied.', ...notes, SEVERAL_ZIP].join(' ')
}

/** An image edit: its own description, then what every edit shares (animated: whether animations stay animated, when that does not depend on the parameters). */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join(' ')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? 'Compress images' : `Compress ${format} images`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: 'The JPEG is re-encoded with mozjpeg (trellis quantisation, optimised progressive scans) at `quality`.',
  png: 'The PNG is reduced to a palette of at most 256 colours (transparency kept, dithered so gradients stay smooth; `quality` sets how many colours it may use) and packed at the highest zlib level. This is lossy, usually invisibly so for graphics, screenshots and icons.',
  webp: 'The WebP is re-encoded as lossy WebP at `quality` with a slower, tighter encoder setting; animations stay animated.',
  image: 'Each file stays in its own format: JPEG with mozjpeg, PNG as a palette PNG (at most 256 colours), WebP and AVIF re-encoded at `quality`, GIF re-encoded (already lossless, so it seldom shrinks; animations stay animated), TIFF with LZW, BMP as 24-bit (a BMP with transparency is answered unchanged), ICO rebuilt from its largest image at the standard icon sizes. HEIC cannot be written, so a HEIC becomes a PNG, which is only answered when smaller.',
}

/**
 * A compression: the one format it reads (undefined when it reads every format in `formats`), and
 * what compressing does (a COMPRESSION_METHOD).
 */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `Reads ${list(formats)}.`
    : `Reads ${format} only (told from the bytes, not the name); any other file answers 422 \`UNSUPPORTED_FILE_FORMAT\`.`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join(' ')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
}
