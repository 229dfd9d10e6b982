import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { imageLinkFields, qrCodeFields } from '../kits/text-results.ts'
import { formatParam, imageLink, QR_IMAGE_WORDS_ES, qrParams, qrQuery, renderQr } from '../../lib/image/codes.ts'

export default defineOperation({
  category: 'generate',
  name: 'qr',
  input: 'query',
  summary: 'Generate a QR code image (PNG or SVG) for a text or URL',
  description: 'Encodes text (UTF-8; runs of digits or capitals use the denser numeric and alphanumeric modes) in the smallest QR code '
    + 'version (1-40) that holds it at the chosen error correction level. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline (data:image/png;base64,… or data:image/svg+xml;base64,…), which never expires. '
    + 'The PNG is exactly size × size pixels, black on white: every module (square of the code) is the same whole number of pixels, '
    + 'the code is centred and the pixels left over widen the quiet zone; when even one pixel per module does not fit, the call is refused. '
    + 'The SVG has the same width and height and scales freely. '
    + 'version and modules (17 + 4 × version, the code\'s width without margin) tell how dense the code is: '
    + 'aim for 3 or more pixels per module for reliable scanning. Very long texts make long url values (the text is in the link); '
    + 'use data_uri for those.',
  params: qrParams.extend({ format: formatParam }),
  result: z.object({
    ...imageLinkFields,
    ...qrCodeFields,
  }),
  examples: [
    {
      title: 'a URL as a 300 px PNG',
      params: { text: 'https://example.com' },
      result: { format: 'png', content_type: 'image/png', width: 300, height: 300, size: 300, error_correction: 'M', margin: 4, version: 2, modules: 25 },
    },
    {
      title: 'SVG with high error correction',
      params: { text: 'Hello, world', format: 'svg', size: 200, error_correction: 'H' },
      result: { format: 'svg', content_type: 'image/svg+xml', size: 200, error_correction: 'H', version: 2 },
    },
  ],
  run: async ({ format, ...spec }, ctx) => {
    const { image, version, modules } = await renderQr(spec, format)
    return {
      ...imageLink(ctx, 'qr', image, qrQuery(spec)),
      size: spec.size,
      error_correction: spec.error_correction,
      margin: spec.margin,
      version,
      modules,
    }
  },
  es: {
    summary: 'Genera una imagen de código QR (PNG o SVG) para un texto o una URL',
    description: 'Codifica text (UTF-8; los tramos de dígitos o mayúsculas usan los modos numérico y alfanumérico, más densos) en la versión de código QR más pequeña (1-40) que lo contiene con el nivel de corrección de errores elegido. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea (data:image/png;base64,… o data:image/svg+xml;base64,…), que nunca caduca. El PNG mide exactamente size × size píxeles, negro sobre blanco: cada módulo (cuadrado del código) ocupa el mismo número entero de píxeles, el código va centrado y los píxeles sobrantes ensanchan la zona de silencio; cuando no cabe ni un píxel por módulo, la llamada se rechaza. El SVG tiene el mismo ancho y alto y se escala libremente. version y modules (17 + 4 × version, el ancho del código sin margen) indican lo denso que es el código: procure 3 o más píxeles por módulo para una lectura fiable. Los textos muy largos dan valores de url largos (el texto va en el enlace); para ellos use data_uri.',
    params: {
      ...QR_IMAGE_WORDS_ES,
      text: 'El texto que se codifica, como una URL; hasta 2953 bytes de texto UTF-8 con el nivel L, 2331 con M, 1663 con Q y 1273 con H (solo dígitos: 7089, 5596, 3993, 3057)',
      error_correction: 'Nivel de corrección de errores: L (puede dañarse el 7 % del código), M (15 %, por defecto), Q (25 %) o H (30 %); los niveles más altos admiten menos texto',
    },
  },
})
