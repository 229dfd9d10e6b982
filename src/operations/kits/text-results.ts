/**
 * Result shapes that several text, number and generate operations answer alike, each named once
 * so the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { IMAGE_FORMATS, QR_LEVELS, QR_MARGIN, QR_SIZE } from '../../lib/image/codes.ts'

const outputText = z.string().apply(described, { en: 'The resulting text; line breaks are written as \\n', es: 'El texto resultante; los saltos de línea se escriben como \\n' })
const lineCount = z.number().int().min(0).apply(described, { en: 'Number of lines in output (an empty text has none; a final line break does not start a new one)', es: 'Número de líneas de output (un texto vacío no tiene ninguna; un salto de línea final no inicia una nueva)' })

/** A text operation that answers the transformed text alone. */
export const TextOutput = z.object({
  output: outputText,
}).meta({ id: 'TextOutput', description: 'The text an operation produced' })

/** A line operation: the resulting text and how many lines it has. */
export const TextLines = z.object({
  output: outputText,
  lines: lineCount,
}).meta({ id: 'TextLines', description: 'The text a line operation produced, with its number of lines' })

/** A line filter: the lines kept, and how many were dropped. */
export const FilteredLines = z.object({
  output: z.string().apply(described, { en: 'The lines kept, in their original order, joined with \\n (a final line break is kept)', es: 'Las líneas conservadas, en su orden original, unidas con \\n (se conserva un salto de línea final)' }),
  lines: z.number().int().min(0).apply(described, { en: 'Number of lines kept', es: 'Número de líneas conservadas' }),
  removed: z.number().int().min(0).apply(described, { en: 'Number of lines removed', es: 'Número de líneas eliminadas' }),
}).meta({ id: 'FilteredLines', description: 'The lines a filter kept, with the numbers of lines kept and removed' })

/** A colour channel's field, named in every language. */
const channel = (name: FieldWords) => z.number().int().min(0).max(255)
  .apply(described, { en: `${name.en} channel, 0-255`, es: `Canal ${name.es}, 0-255` })

/** A colour in every form a stylesheet uses (describeColor in src/lib/image/color.ts). */
export const Color = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/).apply(described, { en: 'The colour as #rrggbb, lower case', es: 'El color como #rrggbb, en minúsculas' }),
  rgb: z.object({
    r: channel({ en: 'Red', es: 'rojo' }),
    g: channel({ en: 'Green', es: 'verde' }),
    b: channel({ en: 'Blue', es: 'azul' }),
  }).apply(described, { en: 'Red, green and blue channels', es: 'Canales rojo, verde y azul' }),
  hsl: z.object({
    h: z.number().min(0).lt(360).apply(described, { en: 'Hue in degrees, 0 to less than 360, to one decimal (0 for a grey)', es: 'Tono en grados, de 0 a menos de 360, con un decimal (0 para un gris)' }),
    s: z.number().min(0).max(100).apply(described, { en: 'Saturation in percent, 0-100, to one decimal', es: 'Saturación en porcentaje, 0-100, con un decimal' }),
    l: z.number().min(0).max(100).apply(described, { en: 'Lightness in percent, 0-100, to one decimal', es: 'Luminosidad en porcentaje, 0-100, con un decimal' }),
  }).apply(described, { en: 'Hue, saturation and lightness', es: 'Tono, saturación y luminosidad' }),
  css: z.object({
    rgb: z.string().apply(described, { en: 'CSS rgb() value, such as rgb(51, 102, 153)', es: 'Valor CSS rgb(), como rgb(51, 102, 153)' }),
    hsl: z.string().apply(described, { en: 'CSS hsl() value, such as hsl(210, 50%, 40%)', es: 'Valor CSS hsl(), como hsl(210, 50%, 40%)' }),
  }).apply(described, { en: 'The colour as CSS values', es: 'El color como valores CSS' }),
}).meta({ id: 'Color', description: 'An sRGB colour as HEX, RGB and HSL values and as CSS' })
export type Color = z.output<typeof Color>

/**
 * The fields of a generated image link (imageLink in src/lib/image/codes.ts), which each image
 * result extends with its own: a link, the image inline, and when the link stops working.
 */
export const imageLinkFields = {
  url: z.string().apply(described, { en: 'Signed link to the image on this service; it works until expires_at', es: 'Enlace firmado a la imagen en este servicio; funciona hasta expires_at' }),
  data_uri: z.string().apply(described, { en: 'The same image inline, as a base64 data: URI', es: 'La misma imagen en línea, como URI data: en base64' }),
  format: z.enum(IMAGE_FORMATS).apply(described, { en: 'Image format: png or svg', es: 'Formato de la imagen: png o svg' }),
  content_type: z.string().apply(described, { en: 'Media type of the image: image/png or image/svg+xml', es: 'Tipo de medio de la imagen: image/png o image/svg+xml' }),
  width: z.number().int().min(0).apply(described, { en: 'Width of the image: pixels for PNG, CSS pixels for SVG', es: 'Ancho de la imagen: píxeles en PNG, píxeles CSS en SVG' }),
  height: z.number().int().min(0).apply(described, { en: 'Height of the image: pixels for PNG, CSS pixels for SVG', es: 'Alto de la imagen: píxeles en PNG, píxeles CSS en SVG' }),
  expires_at: z.iso.datetime().apply(described, { en: 'When url stops working, ISO 8601 in UTC', es: 'Momento en que url deja de funcionar, en ISO 8601 y UTC' }),
}

/** The fields of a QR code image besides its link (generate/qr, generate/wifi-qr): what was asked for and how dense the code is. */
export const qrCodeFields = {
  size: z.number().int().min(QR_SIZE.min).max(QR_SIZE.max).apply(described, { en: 'Width and height of the image asked for, in pixels', es: 'Ancho y alto de la imagen pedida, en píxeles' }),
  error_correction: z.enum(QR_LEVELS).apply(described, { en: 'Error correction level: L, M, Q or H', es: 'Nivel de corrección de errores: L, M, Q o H' }),
  margin: z.number().int().min(QR_MARGIN.min).max(QR_MARGIN.max).apply(described, { en: 'Quiet zone around the code, in modules', es: 'Zona de silencio alrededor del código, en módulos' }),
  version: z.number().int().min(1).max(40).apply(described, { en: 'QR version, 1-40 (version v is 17 + 4v modules wide)', es: 'Versión QR, 1-40 (la versión v mide 17 + 4v módulos de ancho)' }),
  modules: z.number().int().min(21).max(177).apply(described, { en: 'Modules (squares) per side of the code, without the margin', es: 'Módulos (cuadrados) por lado del código, sin el margen' }),
}
