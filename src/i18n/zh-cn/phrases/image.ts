import type en from '../../en/phrases/image.ts'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = '同一请求中的多个文件以一个 ZIP 返回。'

const EDIT_TAIL = '首先应用 EXIF 方向，因此尺寸和位置均指图像显示时的样子。结果保留上传文件的格式（HEIC 无法写入，会变为 PNG；图标会以不超过其自身尺寸的所有标准尺寸写入），且不复制元数据（EXIF、XMP、ICC 配置文件）。'

const STAYS_ANIMATED = '动画 GIF 和 WebP 保持动画。'

const FIRST_FRAME_EDITED = '对于动画 GIF 或 WebP，只编辑第一帧。'

const ON_WHITE = '透明区域会置于白色（或 `background`）之上。'

const COMPRESS_TAIL = '压缩时会丢弃元数据（EXIF、GPS、注释、颜色配置文件）；颜色会转换为 sRGB，并首先应用 EXIF 方向，因此图片仍然正向显示。结果永远不会大于上传的文件：如果重新编码无法减小文件，则原样返回上传的文件（包括元数据），并带有标头 X-Compression: original，否则为 X-Compression: compressed。X-Original-Size 和 X-Output-Size 以字节为单位给出两者的大小。'

const COLOR_FORMS = '#rgb、#rrggbb、#rrggbbaa、"r,g,b" 或 "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `颜色，${what}。写法：${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('置于透明区域之后（此格式无法保存透明区域）；默认为白色')

const ANIMATIONS_STAY = '动画保持动画。'

const FIRST_FRAME_CONVERTED = '对于动画，只转换第一帧。'

const LARGEST_ICON = '对于图标，转换其中最大的图像。'

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `编码质量，从 1（文件最小）到 100（图像最佳）；默认为 ${byDefault}`
}

/** Names in a sentence: "A、B 和 C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')} 和 ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = '任意图像'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `将 ${from} 转换为 ${to}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `读取${ANY_IMAGE}（${formats.join('、')}）。`
    : `读取 ${from}；由于格式根据字节检测，也可以读取其他任何受支持的图像格式。`
  return [reads, '会应用 EXIF 方向，且不复制元数据。', ...notes, SEVERAL_ZIP].join('')
}

/** An image edit: its own description, then what every edit shares. */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join('')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? '压缩图像' : `压缩 ${format} 图像`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: '使用 mozjpeg（网格量化、优化的渐进式扫描）以 `quality` 重新编码 JPEG。',
  png: '将 PNG 缩减为最多 256 色的调色板（保留透明度，并使用抖动使渐变保持平滑；`quality` 决定可使用的颜色数），并以最高的 zlib 级别打包。这是有损压缩，但对于图形、屏幕截图和图标通常难以察觉。',
  webp: '以 `quality` 和更慢、更紧凑的编码器设置将 WebP 重新编码为有损 WebP；动画保持动画。',
  image: '每个文件保持其原有格式：JPEG 使用 mozjpeg，PNG 转为调色板 PNG（最多 256 色），WebP 和 AVIF 以 `quality` 重新编码，GIF 重新编码（本身已是无损格式，因此很少变小；动画保持动画），TIFF 使用 LZW，BMP 转为 24 位（带透明度的 BMP 原样返回），ICO 以其中最大的图像按标准图标尺寸重建。HEIC 无法写入，因此 HEIC 会变为 PNG，且只有在更小时才返回。',
}

/** A compression: the one format it reads (undefined for every format in `formats`), and what compressing does. */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `读取 ${list(formats)}。`
    : `只读取 ${format}（根据字节判断，而不是文件名）；其他任何文件返回 422 \`UNSUPPORTED_FILE_FORMAT\`。`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join('')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
} satisfies typeof en
