import type en from '../../en/phrases/image.ts'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Varios archivos en una misma petición se responden en un ZIP.'

const EDIT_TAIL = 'La orientación EXIF se aplica primero, así que los tamaños y las posiciones se refieren a la imagen tal como se muestra. El resultado conserva el formato del archivo subido (HEIC, que no se puede escribir, pasa a PNG; un icono se escribe con todos los tamaños estándar hasta el suyo), y no se copian los metadatos (EXIF, XMP, perfil ICC).'

const STAYS_ANIMATED = 'Los GIF y WebP animados siguen animados.'

const FIRST_FRAME_EDITED = 'De un GIF o WebP animado se edita el primer fotograma.'

const ON_WHITE = 'Las zonas transparentes se colocan sobre blanco (o sobre `background`).'

const COMPRESS_TAIL = 'Los metadatos (EXIF, GPS, comentarios, perfil de color) se descartan como parte de la compresión; los colores se convierten a sRGB y la orientación EXIF se aplica primero, así que la imagen se sigue mostrando derecha. El resultado nunca es mayor que el archivo subido: cuando volver a codificar no reduce un archivo, se responde con el archivo subido sin cambios (metadatos incluidos) y la cabecera X-Compression: original, y en otro caso X-Compression: compressed. X-Original-Size y X-Output-Size dan ambos tamaños en bytes.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" o "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `Color ${what}: ${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('que se pone detrás de las zonas transparentes, que este formato no admite; por defecto blanco')

const ANIMATIONS_STAY = 'Las animaciones siguen animadas.'

const FIRST_FRAME_CONVERTED = 'De una animación se convierte el primer fotograma.'

const LARGEST_ICON = 'De un icono se convierte la imagen más grande.'

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Calidad de codificación de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto ${byDefault}`
}

/** Names in a sentence: "A, B y C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = 'cualquier imagen'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `Convierte ${from} a ${to}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `Lee ${ANY_IMAGE} (${formats.join(', ')}).`
    : `Lee ${from}; también lee cualquier otro formato de imagen admitido, ya que el formato se detecta a partir de los bytes.`
  return [reads, 'Se aplica la orientación EXIF y no se copian los metadatos.', ...notes, SEVERAL_ZIP].join(' ')
}

/** An image edit: its own description, then what every edit shares. */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join(' ')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? 'Comprime imágenes' : `Comprime imágenes ${format}`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: 'El JPEG se recodifica con mozjpeg (cuantización trellis, barridos progresivos optimizados) con `quality`.',
  png: 'El PNG se reduce a una paleta de como máximo 256 colores (conservando la transparencia, con tramado para que los degradados sigan suaves; `quality` fija cuántos colores puede usar) y se empaqueta con el nivel más alto de zlib. Es con pérdida, aunque normalmente imperceptible en gráficos, capturas de pantalla e iconos.',
  webp: 'El WebP se recodifica como WebP con pérdida con `quality` y un ajuste del codificador más lento y ajustado; las animaciones siguen animadas.',
  image: 'Cada archivo se queda en su propio formato: JPEG con mozjpeg, PNG como PNG con paleta (como máximo 256 colores), WebP y AVIF recodificados con `quality`, GIF recodificado (ya es sin pérdida, así que rara vez se reduce; las animaciones siguen animadas), TIFF con LZW, BMP a 24 bits (un BMP con transparencia se devuelve sin cambios) e ICO reconstruido a partir de su imagen más grande en los tamaños estándar de icono. HEIC no se puede escribir, así que un HEIC pasa a ser un PNG, que solo se devuelve cuando es más pequeño.',
}

/** A compression: the one format it reads (undefined for every format in `formats`), and what compressing does. */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `Lee ${list(formats)}.`
    : `Solo lee ${format} (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`.`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join(' ')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
} satisfies typeof en
