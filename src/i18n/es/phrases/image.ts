/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Varios archivos en una misma petición se responden en un ZIP.'

const EDIT_TAIL = 'La orientación EXIF se aplica primero, así que los tamaños y las posiciones se refieren a la imagen tal como se muestra. El resultado conserva el formato del archivo subido (HEIC, que no se puede escribir, pasa a PNG; un icono se escribe con todos los tamaños estándar hasta el suyo), y no se copian los metadatos (EXIF, XMP, perfil ICC).'

const STAYS_ANIMATED = 'Los GIF y WebP animados siguen animados.'

const FIRST_FRAME_EDITED = 'De un GIF o WebP animado se edita el primer fotograma.'

const ON_WHITE = 'Las zonas transparentes se colocan sobre blanco (o sobre `background`).'

const COMPRESS_TAIL = 'Los metadatos (EXIF, GPS, comentarios, perfil de color) se descartan como parte de la compresión; los colores se convierten a sRGB y la orientación EXIF se aplica primero, así que la imagen se sigue mostrando derecha. El resultado nunca es mayor que el archivo subido: cuando volver a codificar no reduce un archivo, se responde con el archivo subido sin cambios (metadatos incluidos) y la cabecera X-Compression: original, y en otro caso X-Compression: compressed. X-Original-Size y X-Output-Size dan ambos tamaños en bytes.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" o "transparent"'

const FLATTEN_BACKGROUND = `Color que se pone detrás de las zonas transparentes, que este formato no admite; por defecto blanco: ${COLOR_FORMS}`

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Calidad de codificación de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto ${byDefault}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(reads: string, notes = ''): string {
  return `Lee ${reads}; también lee cualquier otro formato de imagen admitido, ya que el formato se detecta a partir de los bytes. Se aplica la orientación EXIF y no se copian los metadatos. ${notes ? `${notes} ` : ''}${SEVERAL_ZIP}`
}

export default { SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, COMPRESS_TAIL, COLOR_FORMS, FLATTEN_BACKGROUND, quality, imageConversion }
