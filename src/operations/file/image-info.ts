import type { Metadata } from 'sharp'
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation, type OperationContext, type Upload } from '../../core/operation.ts'
import { readExif, type ExifData, type ExifValue as ExifTagValue, type GpsPosition } from '../../lib/image/exif.ts'
import { FILE_FORMATS, IMAGE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { imageFailure, loadImage } from '../../lib/image/image.ts'
import { loadSharp } from '../../lib/image/sharp.ts'
import { ExifValue, UploadName, UploadSize } from '../kits/file-results.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'

interface ImageInfo {
  name: string
  format: ImageFormat
  mime: string
  size_bytes: number
  width: number
  height: number
  display_width: number
  display_height: number
  channels: number
  has_alpha: boolean
  color_space: string | null
  bit_depth: number | null
  density: number | null
  frames: number
  animated: boolean
  orientation: number | null
  has_icc_profile: boolean
  has_exif: boolean
  exif: Record<string, ExifTagValue> | null
  gps: GpsPosition | null
}

const BITS_PER_SAMPLE: Readonly<Record<string, number>> = {
  uchar: 8, char: 8, ushort: 16, short: 16, uint: 32, int: 32, float: 32, double: 64,
}

/** The header of an upload sharp cannot read itself (BMP, ICO), through its decoder. */
async function decodedHeader(upload: Upload, ctx: OperationContext): Promise<Metadata> {
  const loaded = await loadImage(upload, imageJob(ctx))
  return loaded.image.metadata()
}

/**
 * Reads the header without decoding pixels. A HEIC whose header libheif cannot read is decoded
 * instead, by the same decoder its conversions use.
 */
async function readHeader(upload: Upload, ctx: OperationContext): Promise<Metadata> {
  if (upload.format === 'bmp' || upload.format === 'ico') return decodedHeader(upload, ctx)
  const sharp = await loadSharp()
  try {
    // Nothing is decoded, so no pixel limit applies: a huge image can still be described.
    return await sharp(upload.bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    if (upload.format === 'heic') return decodedHeader(upload, ctx)
    throw imageFailure(upload, error, Math.max(1, ctx.files.deadline - Date.now()))
  }
}

/** A TIFF file's own tags are its EXIF; other formats carry an EXIF block, which sharp extracts. */
function exifOf(upload: Upload, header: Metadata): Promise<ExifData | null> {
  if (upload.format === 'tiff') return readExif(upload.bytes)
  if (header.exif) return readExif(header.exif)
  // A HEIC read through its decoder: exifr finds the block in the container itself.
  if (upload.format === 'heic') return readExif(upload.bytes)
  return Promise.resolve(null)
}

function bitDepth(header: Metadata): number | null {
  if (header.format === 'raw') return null // decoded pixels, not what the file stores
  return header.bitsPerSample ?? BITS_PER_SAMPLE[header.depth ?? ''] ?? null
}

async function describe(upload: Upload, ctx: OperationContext): Promise<ImageInfo> {
  const header = await readHeader(upload, ctx)
  const exif = await exifOf(upload, header)
  const width = header.width ?? 0
  const height = header.height ?? 0
  const frames = header.pages ?? 1
  return {
    name: upload.name,
    // IMAGE_FILES accepts image formats only: any other upload is refused before run.
    format: upload.format as ImageFormat,
    mime: FILE_FORMATS[upload.format].mime,
    size_bytes: upload.bytes.length,
    width,
    height,
    display_width: header.autoOrient?.width ?? width,
    display_height: header.autoOrient?.height ?? height,
    channels: header.channels ?? 0,
    has_alpha: header.hasAlpha ?? false,
    color_space: header.space ?? null,
    bit_depth: bitDepth(header),
    density: header.format === 'raw' ? null : header.density ?? null,
    frames,
    // Frame delays are what make pages an animation rather than a multi-page document.
    animated: frames > 1 && header.delay !== undefined,
    orientation: header.orientation ?? null,
    has_icc_profile: header.hasProfile ?? false,
    has_exif: exif !== null,
    exif: exif?.tags ?? null,
    gps: exif?.gps ?? null,
  }
}

export default defineOperation({
  category: 'file',
  name: 'image-info',
  input: 'file',
  summary: 'Read an image\'s dimensions, format and EXIF metadata',
  description: [
    'Describes each image without changing it: width and height as stored, display_width and display_height once the EXIF orientation (1-8, or null) is applied,',
    'format and media type from the file\'s bytes, file size, channels, alpha, colour space, bits per sample and density in dpi (null when unknown),',
    'frames and whether they are an animation, and whether an ICC profile and EXIF are present.',
    'exif holds the readable EXIF tags (camera, lens, exposure, dates as local "YYYY-MM-DDTHH:mm:ss" since EXIF has no time zone; binary values as short hex, long ones left out),',
    'and gps the position in decimal degrees (south and west negative) with the altitude in metres when recorded, or null.',
    'The header is read without decoding pixels, except for BMP and ICO (of an icon, the largest image is described).',
    'Unreadable EXIF does not fail the call: exif is then null. Several files answer an array in upload order.',
  ].join(' '),
  files: IMAGE_FILES,
  params: z.object({}),
  result: z.object({
    name: UploadName,
    format: z.enum(IMAGE_FORMATS).apply(described, { en: 'The image format, detected from the file\'s bytes', es: 'El formato de la imagen, detectado a partir de los bytes del archivo' }),
    mime: z.string().apply(described, { en: 'The media type of that format, such as image/jpeg', es: 'El tipo de medio de ese formato, como image/jpeg' }),
    size_bytes: UploadSize,
    width: z.number().int().min(0).apply(described, { en: 'Width as stored, in pixels (of an icon, its largest image; 0 when the header does not say)', es: 'Anchura tal como está almacenada, en píxeles (de un icono, la de su imagen más grande; 0 cuando la cabecera no la indica)' }),
    height: z.number().int().min(0).apply(described, { en: 'Height as stored, in pixels, of one frame (0 when the header does not say)', es: 'Altura tal como está almacenada, en píxeles, de un fotograma (0 cuando la cabecera no la indica)' }),
    display_width: z.number().int().min(0).apply(described, { en: 'Width once the EXIF orientation is applied, in pixels: height when the image is stored turned a quarter', es: 'Anchura una vez aplicada la orientación EXIF, en píxeles: la altura cuando la imagen está almacenada girada un cuarto de vuelta' }),
    display_height: z.number().int().min(0).apply(described, { en: 'Height once the EXIF orientation is applied, in pixels', es: 'Altura una vez aplicada la orientación EXIF, en píxeles' }),
    channels: z.number().int().min(0).apply(described, { en: 'Number of colour channels, alpha included (3 for RGB, 4 for RGBA or CMYK); 0 when unknown', es: 'Número de canales de color, alfa incluido (3 para RGB, 4 para RGBA o CMYK); 0 cuando se desconoce' }),
    has_alpha: z.boolean().apply(described, { en: 'Whether the image has an alpha (transparency) channel', es: 'Si la imagen tiene un canal alfa (transparencia)' }),
    color_space: z.string().nullable().apply(described, { en: 'Colour space as libvips names it (srgb, b-w, cmyk, rgb16...); null when unknown', es: 'Espacio de color tal como lo nombra libvips (srgb, b-w, cmyk, rgb16...); null cuando se desconoce' }),
    bit_depth: z.number().int().min(1).nullable().apply(described, { en: 'Bits per sample (8, 16...); null when unknown', es: 'Bits por muestra (8, 16...); null cuando se desconoce' }),
    density: z.number().min(0).nullable().apply(described, { en: 'Pixel density, in dots per inch; null when the file does not record it', es: 'Densidad de píxeles, en puntos por pulgada; null cuando el archivo no la registra' }),
    frames: z.number().int().min(1).apply(described, { en: 'Number of frames or pages: 1 for a still image', es: 'Número de fotogramas o páginas: 1 para una imagen fija' }),
    animated: z.boolean().apply(described, { en: 'Whether the frames are an animation (they have frame delays) rather than pages', es: 'Si los fotogramas forman una animación (tienen retardos entre fotogramas) en lugar de páginas' }),
    orientation: z.number().int().nullable().apply(described, { en: 'EXIF orientation, 1 to 8 (1 upright, 6 stored turned a quarter anticlockwise); null when not recorded', es: 'Orientación EXIF, de 1 a 8 (1 derecha, 6 almacenada girada un cuarto de vuelta en sentido antihorario); null cuando no está registrada' }),
    has_icc_profile: z.boolean().apply(described, { en: 'Whether an ICC colour profile is embedded', es: 'Si hay un perfil de color ICC incrustado' }),
    has_exif: z.boolean().apply(described, { en: 'Whether readable EXIF data is present (the same as exif not being null)', es: 'Si hay datos EXIF legibles (lo mismo que exif no sea null)' }),
    exif: z.record(z.string(), ExifValue).nullable()
      .apply(described, { en: 'The readable EXIF tags by name (Make, Model, DateTimeOriginal, ExposureTime...); binary values over 32 bytes, lists over 16 values and texts over 1000 characters left out; null when there is no readable EXIF', es: 'Las etiquetas EXIF legibles por nombre (Make, Model, DateTimeOriginal, ExposureTime...), omitiendo los valores binarios de más de 32 bytes, las listas de más de 16 valores y los textos de más de 1000 caracteres; null cuando no hay EXIF legible' }),
    gps: z.object({
      latitude: z.number().apply(described, { en: 'Latitude, in decimal degrees (south negative), to 7 decimals', es: 'Latitud, en grados decimales (sur en negativo), con 7 decimales' }),
      longitude: z.number().apply(described, { en: 'Longitude, in decimal degrees (west negative), to 7 decimals', es: 'Longitud, en grados decimales (oeste en negativo), con 7 decimales' }),
      altitude: z.number().optional().apply(described, { en: 'Altitude, in metres (negative below sea level); absent when not recorded', es: 'Altitud, en metros (negativa bajo el nivel del mar); ausente cuando no está registrada' }),
    }).nullable().apply(described, { en: 'The recorded position; null when the EXIF has none', es: 'La posición registrada; null cuando el EXIF no tiene ninguna' }),
  }),
  examples: [{
    title: 'A photo stored sideways, with camera and GPS data',
    params: {},
    files: ['photo.jpg'],
    result: {
      format: 'jpg', width: 80, height: 60, display_width: 60, display_height: 80, orientation: 6,
      exif: { Make: 'Devutils', Model: 'Test Camera' }, gps: { latitude: 48.8584, longitude: 2.2945 },
    },
  }, {
    title: 'An animated GIF',
    params: {},
    files: ['animated.gif'],
    result: { format: 'gif', width: 40, height: 30, frames: 3, animated: true, exif: null, gps: null },
  }],
  run: (_params, ctx) => describe(ctx.files.uploads[0]!, ctx),
  es: {
    summary: 'Lee las dimensiones, el formato y los metadatos EXIF de una imagen',
    description: 'Describe cada imagen sin modificarla: width y height tal como están almacenados, display_width y display_height una vez aplicada la orientación EXIF (1-8, o null), el formato y el tipo de medio según los bytes del archivo, el tamaño del archivo, los canales, el canal alfa, el espacio de color, los bits por muestra y la densidad en ppp (null si se desconoce), los fotogramas y si forman una animación, y si hay un perfil ICC y datos EXIF. exif contiene las etiquetas EXIF legibles (cámara, objetivo, exposición, fechas como "YYYY-MM-DDTHH:mm:ss" locales, ya que EXIF no tiene zona horaria; los valores binarios como hexadecimal corto, omitiendo los largos), y gps la posición en grados decimales (sur y oeste en negativo) con la altitud en metros cuando se registró, o null. La cabecera se lee sin decodificar los píxeles, salvo en BMP e ICO (de un icono se describe la imagen más grande). Unos EXIF ilegibles no hacen fallar la llamada: exif es entonces null. Varios archivos se responden con un array en el orden de subida.',
  },
})
