import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { FILE_FORMATS } from '../../core/file-formats.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { loadImage, OUTPUT_FORMATS, transformImage, imageFailure } from '../../lib/image/image.ts'
import { cssColor } from '../../lib/image/svg.ts'
import { imageMark, layMark, POSITIONS, type Mark } from '../../lib/image/watermark.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'
import { translated } from '../kits/words.ts'

const TEXT_SIZE = 50
const IMAGE_SIZE = 25

const DESCRIPTION = {
  en: 'Lays a watermark on the image: a line of text (text, drawn in Liberation Sans) or an image sent in the file field watermark (PNG with transparency works best), one of the two. '
    + 'position places it (center by default; the others keep a margin of 3 % of the shorter side from the edges) or tile repeats it across the whole image. '
    + `size is its width as a percentage of the image's width (default ${TEXT_SIZE} for text, ${IMAGE_SIZE} for an image); for text, font_size in pixels may be given instead. `
    + 'A mark larger than the image is made smaller to fit. opacity (0-1, default 0.5) is how much it covers: 0.5 of black over white gives mid grey. color is the text\'s colour (black by default).',
  es: 'Coloca una marca de agua sobre la imagen: una línea de texto (text, dibujada en Liberation Sans) o una imagen enviada en el campo de archivo watermark (mejor un PNG con transparencia), una de las dos. '
    + 'position la sitúa (center por defecto; las demás dejan un margen del 3 % del lado más corto respecto a los bordes) o tile la repite por toda la imagen. '
    + `size es su ancho como porcentaje del ancho de la imagen (por defecto ${TEXT_SIZE} para texto y ${IMAGE_SIZE} para una imagen); para texto puede indicarse en su lugar font_size en píxeles. `
    + 'Una marca mayor que la imagen se reduce para que quepa. opacity (0-1, por defecto 0.5) indica cuánto cubre: 0.5 de negro sobre blanco da un gris medio. color es el color del texto (negro por defecto).',
}

const words = translated(({ image }, lang) => ({
  summary: 'Añade una marca de agua (texto o imagen) a una imagen',
  description: image.imageEdit(DESCRIPTION[lang], false),
  params: {
    text: 'Texto de la marca de agua, hasta 200 caracteres; o envíe una imagen en el campo de archivo watermark',
    position: 'Dónde va: top-left, top, top-right, left, center (por defecto), right, bottom-left, bottom, bottom-right, o tile para repetirla por toda la imagen',
    opacity: 'Opacidad de la marca, de 0 (invisible) a 1 (opaca); por defecto 0.5',
    size: `Ancho de la marca en porcentaje del ancho de la imagen, 1-100; por defecto ${TEXT_SIZE} para texto y ${IMAGE_SIZE} para una imagen`,
    color: 'Color del texto (nombre CSS, #hex, rgb()…); negro por defecto',
    font_size: 'Tamaño de letra del texto en píxeles, 4-2000, en lugar de size',
  },
}))

export default defineOperation({
  category: 'file',
  name: 'image-watermark',
  input: 'file',
  summary: 'Add a text or image watermark to an image',
  description: PHRASES.en.image.imageEdit(DESCRIPTION.en, false),
  // The upload's own format, HEIC written as PNG; the mark may be any image the service reads.
  files: { ...IMAGE_FILES, extraFields: ['watermark'], answers: OUTPUT_FORMATS.map((format) => FILE_FORMATS[format].mime) },
  params: z.object({
    text: z.string().min(1).max(200).optional()
      .describe('Text of the watermark, up to 200 characters; or send an image in the file field watermark'),
    position: z.enum(POSITIONS).default('center')
      .describe('Where it goes: top-left, top, top-right, left, center (default), right, bottom-left, bottom, bottom-right, or tile to repeat it across the image'),
    opacity: z.number().min(0).max(1).default(0.5)
      .describe('Opacity of the mark, 0 (invisible) to 1 (opaque); default 0.5'),
    size: z.number().min(1).max(100).optional()
      .describe(`Width of the mark as a percentage of the image's width, 1-100; default ${TEXT_SIZE} for text, ${IMAGE_SIZE} for an image`),
    color: z.string().max(60).optional()
      .describe('Colour of the text (CSS name, #hex, rgb()…); black by default'),
    font_size: z.number().min(4).max(2000).optional()
      .describe('Font size of the text in pixels, 4-2000, instead of size'),
  }),
  examples: [
    { title: 'Text in the bottom-right corner', params: { text: '© Example', position: 'bottom-right', size: 30 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Text repeated across the image', params: { text: 'DRAFT', position: 'tile', size: 20, opacity: 0.3, color: 'red' }, files: ['alpha.png'], output: 'image/png' },
  ],
  ...words,
  run: async ({ text, position, opacity, size, color, font_size: fontSize }, ctx) => {
    const part = ctx.files.parts.watermark
    if ((text === undefined) === (part === undefined)) throw new OperationError('IMAGE_WATERMARK_SOURCE')
    const fill = await cssColor(color ?? 'black', 'color')
    const upload = ctx.files.uploads[0]!
    const job = imageJob(ctx)
    // The mark is measured against the pixel cap from its header, like any upload.
    const source = part === undefined ? undefined : await loadImage(part, job)
    return transformImage(upload, job, 'same', async (loaded) => {
      const width = Math.max(1, Math.round(loaded.width * (size ?? (text === undefined ? IMAGE_SIZE : TEXT_SIZE)) / 100))
      const seconds = Math.max(1, Math.ceil((job.deadline - Date.now()) / 1000))
      let mark: Mark
      if (source) {
        try {
          mark = await imageMark(source, width, opacity, loaded.width, loaded.height, seconds)
        } catch (error) {
          throw imageFailure(source.upload, error, seconds * 1000)
        }
      } else {
        const request = { text: text!, color: fill, opacity, maxWidth: loaded.width, maxHeight: loaded.height, ...(fontSize === undefined ? { width } : { fontSize }) }
        const drawn = await ctx.compute.run('image.renderText', request, { timeoutMs: Math.max(1, job.deadline - Date.now()) })
        mark = { png: drawn.png, width: drawn.width, height: drawn.height }
      }
      await layMark(loaded, mark, position)
    })
  },
})
