import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit, expectSize, FITS, fillColor, fillEncoding, fittedSize } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'
import { sameFormat } from '../../lib/image/image.ts'
import es from '../../i18n/es/phrases/index.ts'

const side = (what: string) => z.number().int().min(1).max(16384).optional()
  .describe(`${what} of the result in pixels, 1-16384; leave it out to follow the aspect ratio`)

export default defineImageEdit({
  name: 'image-resize',
  summary: 'Resize an image to a width, a height or both',
  description: [
    'Scales the image. With only width or only height the other side follows the aspect ratio.',
    'With both, fit decides how the image meets that box, as CSS object-fit does:',
    'cover (default) fills the box exactly and crops what overflows, keeping the centre;',
    'contain shows the whole image exactly in the box and pads the rest with background (transparent, or white for JPEG and BMP);',
    'fill stretches to the box, ignoring the aspect ratio;',
    'inside fits within the box keeping the aspect ratio (the result may be smaller on one side);',
    'outside covers the box keeping the aspect ratio without cropping (the result may be larger on one side).',
    'without_enlargement leaves an image smaller than the requested size as it is.',
  ].join(' '),
  params: z.object({
    width: side('Width'),
    height: side('Height'),
    fit: z.enum(FITS).default('cover')
      .describe('How the image meets a box of width × height: cover, contain, fill, inside or outside; default cover'),
    background: backgroundParam('of the padding added by fit=contain; default transparent, or white for JPEG and BMP'),
    without_enlargement: z.boolean().default(false)
      .describe('1 to never make the image larger than it is; default 0'),
  }),
  animated: true,
  examples: [
    { title: 'Resize a photo to 200 pixels wide', params: { width: 200 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Fit a PNG inside a 32×32 square, padded with transparency', params: { width: 32, height: 32, fit: 'contain' }, files: ['alpha.png'], output: 'image/png' },
  ],
  check: ({ width, height }) => {
    if (width === undefined && height === undefined) throw new OperationError('RESIZE_NEEDS_SIZE')
  },
  edit: ({ width, height, fit, background, without_enlargement: withoutEnlargement }, loaded, ctx) => {
    expectSize(loaded, fittedSize(loaded, { width, height }, fit, withoutEnlargement), ctx)
    loaded.image.resize({ width, height, fit, withoutEnlargement, background: fillColor(background, sameFormat(loaded.upload.format)) })
  },
  encoding: ({ background }, format) => fillEncoding(fillColor(background, format), format),
  es: {
    summary: 'Cambia el tamaño de una imagen a un ancho, un alto o ambos',
    description: `Escala la imagen. Con solo width o solo height, el otro lado sigue la relación de aspecto. Con ambos, fit decide cómo se ajusta la imagen a ese recuadro, como object-fit de CSS: cover (por defecto) llena exactamente el recuadro y recorta lo que sobresale, conservando el centro; contain muestra la imagen entera exactamente en el recuadro y rellena el resto con background (transparente, o blanco para JPEG y BMP); fill la estira hasta el recuadro, sin tener en cuenta la relación de aspecto; inside la ajusta dentro del recuadro conservando la relación de aspecto (el resultado puede ser menor por un lado); outside cubre el recuadro conservando la relación de aspecto sin recortar (el resultado puede ser mayor por un lado). without_enlargement deja tal cual una imagen más pequeña que el tamaño pedido.`,
    params: {
      width: 'Ancho del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      height: 'Alto del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      fit: 'Cómo se ajusta la imagen a un recuadro de width × height: cover, contain, fill, inside u outside; por defecto cover',
      background: `Color del relleno que añade fit=contain; por defecto transparente, o blanco para JPEG y BMP: ${es.image.COLOR_FORMS}`,
      without_enlargement: '1 para no hacer nunca la imagen más grande de lo que es; por defecto 0',
    },
  },
})
