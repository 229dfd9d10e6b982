/**
 * A web site's icon set from one image: the PNG sizes browsers, iOS and Android ask for, a
 * multi-size favicon.ico, a web app manifest and the HTML that links them.
 */
import { FileOutput } from '../../core/file-output.ts'
import { parseHex, type Rgb } from './color.ts'
import { FILE_FORMATS } from '../files/file-type.ts'
import { encodeIco } from './ico.ts'
import { encodeImage, type ImageJob, type LoadedImage } from './image.ts'

/** favicon-<n>x<n>.png: tabs and bookmarks (16-48), desktop shortcuts and tiles (64-256), PWAs (384, 512). */
export const FAVICON_PNG_SIZES = [16, 32, 48, 64, 96, 128, 192, 256, 384, 512] as const
/** What favicon.ico holds: the sizes Windows and old browsers pick from. */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const
/** The size iOS asks for on current iPhones; it scales it for every other device. */
export const APPLE_TOUCH_SIZE = 180
/** The icons the manifest lists: Android's launcher and splash screen sizes. */
export const ANDROID_SIZES = [192, 512] as const

export interface FaviconSettings {
  name: string
  shortName: string
  /** #rrggbb */
  themeColor: string
  /** #rrggbb; also laid behind the apple-touch-icon. */
  backgroundColor: string
}

type FaviconSize = (typeof FAVICON_PNG_SIZES)[number]

const PNG = FILE_FORMATS.png.mime
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
const pngName = (size: number) => `favicon-${size}x${size}.png`
const androidName = (size: number) => `android-chrome-${size}x${size}.png`

/** The image fitted inside a size×size square, the rest transparent, or all laid on `fill` when given. */
async function squareIcon(loaded: LoadedImage, size: number, job: Pick<ImageJob, 'deadline'>, fill?: Rgb): Promise<Buffer> {
  // sharp flattens before it resizes, whatever the call order: the margins added by the resize
  // take the fill directly, and flatten covers the picture's own transparency.
  const margin = fill === undefined ? TRANSPARENT : { ...fill, alpha: 1 }
  const image = loaded.image.clone().resize(size, size, { fit: 'contain', background: margin })
  // iOS shows transparency as black, so the touch icon is opaque.
  if (fill !== undefined) image.flatten({ background: fill })
  return encodeImage({ ...loaded, image }, 'png', job)
}

export function webManifest(settings: FaviconSettings): string {
  const manifest = {
    name: settings.name,
    short_name: settings.shortName,
    icons: ANDROID_SIZES.map((size) => ({ src: `/${androidName(size)}`, sizes: `${size}x${size}`, type: PNG })),
    theme_color: settings.themeColor,
    background_color: settings.backgroundColor,
    display: 'standalone',
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** The tags for the page's <head>; colours are normalised #rrggbb, so nothing here needs escaping. */
export function faviconHtml(settings: FaviconSettings): string {
  return [
    `<link rel="icon" href="/favicon.ico" sizes="${FAVICON_ICO_SIZES.map((size) => `${size}x${size}`).join(' ')}">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="/${pngName(32)}">`,
    `<link rel="icon" type="image/png" sizes="16x16" href="/${pngName(16)}">`,
    `<link rel="apple-touch-icon" sizes="${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}" href="/apple-touch-icon.png">`,
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${settings.themeColor}">`,
    '',
  ].join('\n')
}

/** Every file of the set, each image resized from the source (never from a smaller copy). */
export async function faviconFiles(loaded: LoadedImage, job: Pick<ImageJob, 'deadline'>, settings: FaviconSettings): Promise<FileOutput[]> {
  const [pngs, appleTouch] = await Promise.all([
    Promise.all(FAVICON_PNG_SIZES.map((size) => squareIcon(loaded, size, job))),
    squareIcon(loaded, APPLE_TOUCH_SIZE, job, parseHex(settings.backgroundColor)),
  ])
  const bySize = new Map<FaviconSize, Buffer>(FAVICON_PNG_SIZES.map((size, i) => [size, pngs[i]!]))
  const ico = encodeIco(FAVICON_ICO_SIZES.map((size) => ({ width: size, height: size, png: bySize.get(size)! })))
  const text = (value: string) => new TextEncoder().encode(value)
  return [
    new FileOutput('favicon.ico', FILE_FORMATS.ico.mime, ico),
    ...FAVICON_PNG_SIZES.map((size) => new FileOutput(pngName(size), PNG, bySize.get(size)!)),
    new FileOutput('apple-touch-icon.png', PNG, appleTouch),
    ...ANDROID_SIZES.map((size) => new FileOutput(androidName(size), PNG, bySize.get(size)!)),
    new FileOutput('site.webmanifest', 'application/manifest+json', text(webManifest(settings))),
    new FileOutput('favicon.html', 'text/html; charset=utf-8', text(faviconHtml(settings))),
  ]
}
