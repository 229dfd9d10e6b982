import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { IMAGE_FORMATS, imageLink } from '../../lib/image/codes.ts'
import {
  PLACEHOLDER_BACKGROUND, PLACEHOLDER_COLOR, PLACEHOLDER_SIDE, PLACEHOLDER_TEXT_MAX,
  placeholderParams, placeholderQuery, placeholderText, renderPlaceholder,
} from '../../lib/image/placeholder.ts'
import { imageLinkFields } from '../kits/text-results.ts'

export default defineOperation({
  category: 'generate',
  name: 'placeholder',
  input: 'query',
  summary: 'Generate a placeholder image of any size (SVG or PNG)',
  description: `A plain rectangle of width × height pixels (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} each) with a line of text in the middle, `
    + 'by default its size such as 640×480, sized to fit. background and color take CSS colours (names, #hex, rgb(), hsl()…). '
    + 'format svg (default) is a small SVG document of exactly that width and height; png is the same drawing as a PNG, text in Liberation Sans. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline, which never expires.',
  params: placeholderParams.extend({
    format: z.enum(IMAGE_FORMATS).default('svg').describe('Image format: svg (default) or png'),
  }),
  result: z.object({
    ...imageLinkFields,
    text: z.string().apply(described, { en: 'The text drawn in the middle', es: 'El texto dibujado en el centro' }),
  }),
  examples: [
    {
      title: 'A 640 × 480 SVG placeholder',
      params: { width: 640, height: 480 },
      result: { format: 'svg', content_type: 'image/svg+xml', width: 640, height: 480, text: '640×480' },
    },
    {
      title: 'A banner PNG with its own text and colours',
      params: { width: 728, height: 90, text: 'Your ad here', background: 'navy', color: '#ffffff', format: 'png' },
      result: { format: 'png', content_type: 'image/png', width: 728, height: 90, text: 'Your ad here' },
    },
  ],
  run: async ({ format, ...spec }, ctx) => ({
    ...imageLink(ctx, 'placeholder', await renderPlaceholder(spec, format), placeholderQuery(spec)),
    text: placeholderText(spec),
  }),
  es: {
    summary: 'Genera una imagen de relleno de cualquier tamaño (SVG o PNG)',
    description: `Un rectángulo liso de width × height píxeles (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} cada uno) con una línea de texto en el centro, `
      + 'por defecto su tamaño, como 640×480, ajustada para que quepa. background y color admiten colores CSS (nombres, #hex, rgb(), hsl()…). '
      + 'format svg (por defecto) es un pequeño documento SVG de exactamente ese ancho y alto; png es el mismo dibujo como PNG, con el texto en Liberation Sans. '
      + 'url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); '
      + 'descargarlo no consume cuota. data_uri es la misma imagen en línea, que nunca caduca.',
    params: {
      width: `Ancho en píxeles, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `Alto en píxeles, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `Texto del centro, hasta ${PLACEHOLDER_TEXT_MAX} caracteres; por defecto el tamaño, como 640×480; vacío para ninguno`,
      background: `Color de fondo (nombre CSS, #hex, rgb()…; en una URL escriba # como %23 u omítalo); por defecto ${PLACEHOLDER_BACKGROUND}`,
      color: `Color del texto; por defecto ${PLACEHOLDER_COLOR}`,
      format: 'Formato de imagen: svg (por defecto) o png',
    },
  },
})
