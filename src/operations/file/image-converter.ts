import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { backgroundParam, IMAGE_FILES, imageJob, parseBackground, WHITE } from '../kits/image-conversion.ts'
import { OUTPUT_FORMATS, transformImage, type EncodeOptions, type OutputFormat } from '../../lib/image/image.ts'
import { registerImagePass } from '../kits/image-passes.ts'
import es from '../../i18n/es/phrases/index.ts'
import { FILE_FORMATS } from '../../core/file-formats.ts'

/** Targets without transparency: the background option applies to them only. */
const OPAQUE: ReadonlySet<OutputFormat> = new Set(['jpg', 'bmp'])

const params = z.object({
  format: z.enum(OUTPUT_FORMATS).describe('Format to write: jpg, png, webp, avif, gif, tiff, bmp or ico'),
  quality: z.number().int().min(1).max(100).optional()
    .describe('Encoding quality for jpg, webp and avif, from 1 (smallest file) to 100 (best image); default 90 for jpg, 85 for webp, 60 for avif'),
  background: backgroundParam('laid behind transparent areas for jpg and bmp, which cannot hold them; default white'),
})

function encoding({ format, quality, background }: z.output<typeof params>): EncodeOptions {
  const fill = parseBackground(background, WHITE)
  return { quality, background: OPAQUE.has(format) ? fill : undefined }
}

const converter = defineOperation({
  category: 'file',
  name: 'image-converter',
  input: 'file',
  summary: 'Convert images to any format',
  description: [
    'Converts JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO or HEIC images to the chosen `format`.',
    'The EXIF orientation is applied and metadata is not copied.',
    'Animated GIF or WebP stays animated when the target is gif or webp; other targets get the first frame.',
    'Of an icon, the largest image is converted; an ico target holds the standard sizes (16 to 256) up to the image\'s own, each a PNG, the image fitted inside a transparent square.',
    'jpg and bmp cannot hold transparency: transparent areas are laid on white, or on `background`.',
    'Several files in one request answer one ZIP.',
  ].join(' '),
  files: { ...IMAGE_FILES, answers: OUTPUT_FORMATS.map((format) => FILE_FORMATS[format].mime) },
  params,
  examples: [
    { title: 'JPEG to PNG', params: { format: 'png' }, files: ['photo.jpg'], output: 'image/png' },
    { title: 'Transparent PNG to JPEG on a black background', params: { format: 'jpg', background: '#000000', quality: 80 }, files: ['alpha.png'], output: 'image/jpeg' },
    { title: 'Animated GIF to animated WebP', params: { format: 'webp' }, files: ['animated.gif'], output: 'image/webp' },
  ],
  run: (options, ctx) => transformImage(ctx.files.uploads[0]!, imageJob(ctx), options.format, undefined, {
    ...encoding(options),
    animated: true,
  }),
  es: {
    summary: 'Convierte imágenes a cualquier formato',
    description: `Convierte imágenes JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO o HEIC al \`format\` elegido. Se aplica la orientación EXIF y no se copian los metadatos. Un GIF o WebP animado sigue animado cuando el destino es gif o webp; los demás destinos reciben el primer fotograma. De un icono se convierte la imagen más grande; un destino ico contiene los tamaños estándar (de 16 a 256) hasta el de la propia imagen, cada uno un PNG, con la imagen ajustada dentro de un cuadrado transparente. jpg y bmp no admiten transparencia: las zonas transparentes se colocan sobre blanco, o sobre \`background\`. ${es.image.SEVERAL_ZIP}`,
    params: {
      format: 'Formato que se escribe: jpg, png, webp, avif, gif, tiff, bmp o ico',
      quality: 'Calidad de codificación para jpg, webp y avif, de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto 90 para jpg, 85 para webp y 60 para avif',
      background: `Color que se pone detrás de las zonas transparentes para jpg y bmp, que no las admiten; por defecto blanco: ${es.image.COLOR_FORMS}`,
    },
  },
})

registerImagePass(converter, (options: z.output<typeof params>) => ({ format: () => options.format, encoding: () => encoding(options) }))

export default converter
