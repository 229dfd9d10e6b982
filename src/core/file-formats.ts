/**
 * The file formats operations read and write, by the name the registry uses: each one's media
 * type and the label the docs show. Telling them apart from bytes is src/lib/files/file-type.ts.
 */

export const FILE_FORMATS = {
  jpg: { mime: 'image/jpeg', label: 'JPEG' },
  png: { mime: 'image/png', label: 'PNG' },
  webp: { mime: 'image/webp', label: 'WebP' },
  avif: { mime: 'image/avif', label: 'AVIF' },
  gif: { mime: 'image/gif', label: 'GIF' },
  tiff: { mime: 'image/tiff', label: 'TIFF' },
  bmp: { mime: 'image/bmp', label: 'BMP' },
  ico: { mime: 'image/x-icon', label: 'ICO' },
  heic: { mime: 'image/heic', label: 'HEIC' },
  pdf: { mime: 'application/pdf', label: 'PDF' },
  zip: { mime: 'application/zip', label: 'ZIP' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (DOCX)' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel (XLSX)' },
  csv: { mime: 'text/csv', label: 'CSV or plain text' },
  json: { mime: 'application/json', label: 'JSON' },
  html: { mime: 'text/html', label: 'HTML' },
  svg: { mime: 'image/svg+xml', label: 'SVG' },
} as const

export type FileFormat = keyof typeof FILE_FORMATS

/** Every format the service reads or writes. */
export const ALL_FILE_FORMATS = Object.keys(FILE_FORMATS) as FileFormat[]

/** The format of a media type (parameters such as charset ignored); undefined for one the service does not name. */
export function formatOfMediaType(type: string): FileFormat | undefined {
  const mime = type.split(';', 1)[0]!.trim()
  return ALL_FILE_FORMATS.find((format) => FILE_FORMATS[format].mime === mime)
}

/** Every raster image format the service reads. */
export const IMAGE_FORMATS = ['jpg', 'png', 'webp', 'avif', 'gif', 'tiff', 'bmp', 'ico', 'heic'] as const satisfies readonly FileFormat[]
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export function isImageFormat(format: FileFormat): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format)
}
