/**
 * The images a PDF's pages use, found through their resources (pdf-lib objects): image XObjects
 * of each page and of the Form XObjects it draws, each image once per page. What each one
 * declares (size, colour space, filters) is read here, so that every limit is checked before any
 * image is decoded.
 */
import type { PDFRef} from '@cantoo/pdf-lib';
import {
  PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFStream, PDFString,
  type PDFContext, type PDFObject,
} from '@cantoo/pdf-lib'

/** Colour spaces by how their samples become grey or RGB pixels. */
export type Colour =
  | { kind: 'gray' | 'rgb' | 'cmyk'; components: 1 | 3 | 4 }
  | { kind: 'indexed'; base: 'gray' | 'rgb' | 'cmyk'; baseComponents: 1 | 3 | 4; hival: number; lookup: Uint8Array; components: 1 }
  | { kind: 'mask'; components: 1 }

export interface FoundImage {
  page: number
  /** 1-based, in the order the page's resources name the images. */
  index: number
  stream: PDFRawStream
  width: number
  height: number
  bitsPerComponent: number
  /** The filter names, outermost first. */
  filters: string[]
  /** The decode parameters of each filter (undefined where none). */
  params: (PDFDict | undefined)[]
  /** Undefined when the colour space is not one this service decodes (the reason is in `skip`). */
  colour?: Colour
  decode?: number[]
  smask?: PDFRawStream
  /** Why the image is listed rather than extracted, when it is. */
  skip?: string
}

/** Forms nested deeper than this are not followed (real files nest two or three). */
const MAX_FORM_DEPTH = 12

const nameOf = (value: PDFObject | undefined): string | undefined => (value instanceof PDFName ? value.decodeText() : undefined)

function numberOf(context: PDFContext, dict: PDFDict, key: string): number | undefined {
  const value = context.lookup(dict.get(PDFName.of(key)))
  return value instanceof PDFNumber ? value.asNumber() : undefined
}

function asArray<T extends PDFObject>(context: PDFContext, value: PDFObject | undefined, map: (item: PDFObject | undefined) => T | undefined): (T | undefined)[] {
  const found = context.lookup(value)
  if (found instanceof PDFArray) return found.asArray().map((item) => map(context.lookup(item)))
  return found === undefined ? [] : [map(found)]
}

const DEVICE: Readonly<Record<string, Colour>> = {
  DeviceGray: { kind: 'gray', components: 1 }, G: { kind: 'gray', components: 1 }, CalGray: { kind: 'gray', components: 1 },
  DeviceRGB: { kind: 'rgb', components: 3 }, RGB: { kind: 'rgb', components: 3 }, CalRGB: { kind: 'rgb', components: 3 },
  DeviceCMYK: { kind: 'cmyk', components: 4 }, CMYK: { kind: 'cmyk', components: 4 },
}

const byComponents = (n: number | undefined): Colour | undefined =>
  n === 1 ? DEVICE.DeviceGray : n === 3 ? DEVICE.DeviceRGB : n === 4 ? DEVICE.DeviceCMYK : undefined

/** A colour space as gray, RGB or CMYK samples (ICC profiles by their component count), or a reason it is not. */
function colourOf(context: PDFContext, space: PDFObject | undefined, depth = 0): Colour | string {
  const value = context.lookup(space)
  const simple = nameOf(value)
  if (simple !== undefined) return DEVICE[simple] ?? `colour space ${simple}`
  if (!(value instanceof PDFArray) || value.size() === 0 || depth > 2) return 'colour space missing or damaged'
  const family = nameOf(context.lookup(value.get(0)))
  if (family === undefined) return 'colour space damaged'
  if (DEVICE[family]) return DEVICE[family]
  if (family === 'ICCBased') {
    const profile = context.lookup(value.get(1))
    const n = profile instanceof PDFStream ? numberOf(context, profile.dict, 'N') : undefined
    return byComponents(n) ?? 'ICC profile with an unusual number of components'
  }
  if (family === 'Indexed' || family === 'I') {
    const base = colourOf(context, value.get(1), depth + 1)
    if (typeof base === 'string' || (base.kind !== 'gray' && base.kind !== 'rgb' && base.kind !== 'cmyk')) return 'indexed colours over an unusual base'
    const hival = context.lookup(value.get(2))
    const table = context.lookup(value.get(3))
    let lookup: Uint8Array | undefined
    if (table instanceof PDFString || table instanceof PDFHexString) lookup = table.asBytes()
    else if (table instanceof PDFRawStream && !table.dict.has(PDFName.of('Filter'))) lookup = table.getContents()
    if (!(hival instanceof PDFNumber) || lookup === undefined) return 'indexed colours with a compressed or missing table'
    return { kind: 'indexed', base: base.kind, baseComponents: base.components, hival: Math.max(0, Math.min(255, Math.trunc(hival.asNumber()))), lookup, components: 1 }
  }
  return `colour space ${family}`
}

/** The filters of a stream that image decoding reads (outermost first) and their parameters. */
function filtersOf(context: PDFContext, dict: PDFDict): { filters: string[]; params: (PDFDict | undefined)[] } {
  const filters = asArray(context, dict.get(PDFName.of('Filter')), (item) => (item instanceof PDFName ? item : undefined)).map((n) => n?.decodeText() ?? '?')
  const params = asArray(context, dict.get(PDFName.of('DecodeParms')) ?? dict.get(PDFName.of('DP')), (item) => (item instanceof PDFDict ? item : undefined))
  return { filters, params }
}

/** An image XObject as found, with the reason it will be listed rather than extracted, if any. */
export function describeImage(context: PDFContext, stream: PDFRawStream, page: number, index: number): FoundImage {
  const { dict } = stream
  const width = numberOf(context, dict, 'Width') ?? 0
  const height = numberOf(context, dict, 'Height') ?? 0
  const imageMask = context.lookup(dict.get(PDFName.of('ImageMask')))?.toString() === 'true'
  const bitsPerComponent = imageMask ? 1 : numberOf(context, dict, 'BitsPerComponent') ?? 8
  const { filters, params } = filtersOf(context, dict)
  const decode = asArray(context, dict.get(PDFName.of('Decode')), (item) => (item instanceof PDFNumber ? item : undefined)).map((n) => n?.asNumber() ?? 0)
  const smask = context.lookup(dict.get(PDFName.of('SMask')))
  const found: FoundImage = {
    page, index, stream, width, height, bitsPerComponent, filters, params,
    ...(decode.length > 0 && { decode }),
    ...(smask instanceof PDFRawStream && { smask }),
  }
  const colour = imageMask ? { kind: 'mask', components: 1 } as const : colourOf(context, dict.get(PDFName.of('ColorSpace')))
  if (typeof colour === 'string') {
    // A JPEG or JPEG 2000 carries its own colours: its bytes are written as they are.
    if (!filters.includes('DCTDecode') && !filters.includes('JPXDecode')) found.skip = colour
  } else {
    found.colour = colour
  }
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) found.skip = 'its width or height is missing or invalid'
  else if (![1, 2, 4, 8, 16].includes(bitsPerComponent)) found.skip = `${bitsPerComponent} bits per component`
  return found
}

/**
 * The images of one page (1-based `page`): image XObjects in its resources and in those of the
 * Form XObjects it names, followed to MAX_FORM_DEPTH, each image once however often it is named.
 * Inline images (BI … ID … EI in a content stream) are not looked for.
 */
export function pageImages(context: PDFContext, resources: PDFDict | undefined, page: number): FoundImage[] {
  const images: FoundImage[] = []
  const seen = new Set<PDFRef | PDFObject>()
  const visit = (dict: PDFDict | undefined, depth: number): void => {
    const xobjects = context.lookup(dict?.get(PDFName.of('XObject')))
    if (!(xobjects instanceof PDFDict)) return
    for (const [, value] of xobjects.entries()) {
      const target = context.lookup(value)
      if (!(target instanceof PDFStream) || seen.has(value)) continue
      seen.add(value)
      const subtype = nameOf(context.lookup(target.dict.get(PDFName.of('Subtype'))))
      if (subtype === 'Image' && target instanceof PDFRawStream) {
        images.push(describeImage(context, target, page, images.length + 1))
      } else if (subtype === 'Form' && depth < MAX_FORM_DEPTH) {
        const own = context.lookup(target.dict.get(PDFName.of('Resources')))
        visit(own instanceof PDFDict ? own : undefined, depth + 1)
      }
    }
  }
  visit(resources, 0)
  return images
}
