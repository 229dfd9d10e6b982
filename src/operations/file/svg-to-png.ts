import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { renamed } from '../../lib/files/filename.ts'
import { cssColor, prepareSvg, SVG_MAX_BYTES, SVG_MAX_ELEMENTS, SVG_RENDER_MS, type SvgFit } from '../../lib/image/svg.ts'

const PNG = FILE_FORMATS.png.mime
const MAX_SIDE = 20_000

export default defineOperation({
  category: 'file',
  name: 'svg-to-png',
  input: 'file',
  summary: 'Convert SVG to PNG',
  description: 'Draws an SVG drawing as a PNG image with resvg. Without width, height or scale the PNG has the drawing\'s own size '
    + '(its width and height, else its viewBox; 100 × 100 when it has neither). width or height sets one side in pixels and the other '
    + 'follows the proportions; scale multiplies the own size (2 for a sharp image on high-density screens). Give one of the three. '
    + 'Areas the drawing leaves empty stay transparent unless background names a colour. '
    + 'Nothing outside the file is read or fetched: links to other files, web addresses and local paths (images, fonts, stylesheets, '
    + '<use> of another file) are left out and the rest is drawn; images embedded as data: PNG, JPEG, GIF or WebP are drawn. '
    + 'Text is drawn with Liberation Sans, whatever font the SVG names. '
    + `An SVG may have up to ${SVG_MAX_BYTES / 1024 / 1024} MiB and ${SVG_MAX_ELEMENTS.toLocaleString('en')} elements; DOCTYPE and entity declarations are refused. `
    + `The PNG may have as many pixels as any image the service makes (IMAGE_MAX_PIXELS); a drawing that takes more than ${SVG_RENDER_MS / 1000} s is stopped.`,
  files: { accepts: ['svg'], mode: 'each', answers: [PNG] },
  params: z.object({
    width: z.number().int().min(1).max(MAX_SIDE).optional()
      .describe(`Width of the PNG in pixels, 1-${MAX_SIDE}; the height follows the proportions`),
    height: z.number().int().min(1).max(MAX_SIDE).optional()
      .describe(`Height of the PNG in pixels, 1-${MAX_SIDE}; the width follows the proportions`),
    scale: z.number().min(0.01).max(100).optional()
      .describe('Multiplies the drawing\'s own size, 0.01-100 (2 doubles it); instead of width or height'),
    background: z.string().max(60).optional()
      .describe('A colour behind the drawing (CSS name, #hex, rgb()…); transparent by default'),
  }),
  examples: [
    { title: 'An SVG at its own size', params: {}, files: ['drawing.svg'], output: PNG },
    { title: 'An SVG 800 pixels wide on white', params: { width: 800, background: 'white' }, files: ['drawing.svg'], output: PNG },
  ],
  run: async ({ width, height, scale, background }, ctx) => {
    if ([width, height, scale].filter((value) => value !== undefined).length > 1) throw new OperationError('SVG_SIZE_ONE')
    const fill = background === undefined ? undefined : await cssColor(background, 'background')
    const upload = ctx.files.uploads[0]!
    const svg = prepareSvg(upload.name, upload.bytes)
    const fit: SvgFit = width !== undefined ? { mode: 'width', value: width }
      : height !== undefined ? { mode: 'height', value: height }
        : scale !== undefined ? { mode: 'zoom', value: scale } : { mode: 'original' }
    const timeoutMs = Math.max(1, Math.min(SVG_RENDER_MS, ctx.files.deadline - Date.now()))
    const { png } = await ctx.compute.run('image.renderSvg', { name: upload.name, svg, fit, background: fill, maxPixels: ctx.files.maxPixels }, { timeoutMs, timeoutCode: 'SVG_TIMEOUT' })
    return new FileOutput(renamed(upload.name, 'png'), PNG, png)
  },
  es: {
    summary: 'Convierte SVG a PNG',
    description: 'Dibuja un SVG como imagen PNG con resvg. Sin width, height ni scale, el PNG tiene el tamaño propio del dibujo '
      + '(su width y height, si no su viewBox; 100 × 100 si no tiene ninguno). width o height fija un lado en píxeles y el otro '
      + 'sigue las proporciones; scale multiplica el tamaño propio (2 para una imagen nítida en pantallas de alta densidad). Indique uno de los tres. '
      + 'Las zonas que el dibujo deja vacías quedan transparentes, salvo que background indique un color. '
      + 'No se lee ni se descarga nada fuera del archivo: los enlaces a otros archivos, direcciones web y rutas locales (imágenes, fuentes, hojas de estilo, '
      + '<use> de otro archivo) se omiten y se dibuja el resto; las imágenes incrustadas como data: PNG, JPEG, GIF o WebP sí se dibujan. '
      + 'El texto se dibuja con Liberation Sans, sea cual sea la fuente que indique el SVG. '
      + `Un SVG puede tener hasta ${SVG_MAX_BYTES / 1024 / 1024} MiB y ${SVG_MAX_ELEMENTS.toLocaleString('es')} elementos; las declaraciones DOCTYPE y de entidades se rechazan. `
      + `El PNG puede tener tantos píxeles como cualquier imagen que crea el servicio (IMAGE_MAX_PIXELS); un dibujo que tarda más de ${SVG_RENDER_MS / 1000} s se detiene.`,
    params: {
      width: `Ancho del PNG en píxeles, 1-${MAX_SIDE}; el alto sigue las proporciones`,
      height: `Alto del PNG en píxeles, 1-${MAX_SIDE}; el ancho sigue las proporciones`,
      scale: 'Multiplica el tamaño propio del dibujo, 0.01-100 (2 lo duplica); en lugar de width o height',
      background: 'Un color detrás del dibujo (nombre CSS, #hex, rgb()…); transparente por defecto',
    },
  },
})
