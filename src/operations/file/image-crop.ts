import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit, expectSize } from '../kits/image-edit.ts'

const offset = (what: string) => z.number().int().min(0).max(100000).default(0)
  .describe(`${what} of the rectangle's top-left corner, in pixels from the ${what === 'x' ? 'left' : 'top'} edge; default 0`)
const side = (what: string) => z.number().int().min(1).max(100000)
  .describe(`${what} of the rectangle in pixels`)

export default defineImageEdit({
  name: 'image-crop',
  summary: 'Crop an image to a rectangle',
  description: 'Keeps the rectangle of width × height pixels whose top-left corner is at x, y (0, 0 being the top-left corner of the image). The rectangle must lie inside the image as displayed: a photo stored sideways with an EXIF orientation is cropped in the upright coordinates a viewer shows.',
  params: z.object({
    x: offset('x'),
    y: offset('y'),
    width: side('Width'),
    height: side('Height'),
  }),
  animated: true,
  examples: [
    { title: 'The top-left 40×40 pixels of a photo', params: { width: 40, height: 40 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A 32×24 region from the middle of a PNG', params: { x: 16, y: 12, width: 32, height: 24 }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: ({ x, y, width, height }, loaded, ctx) => {
    if (x + width > loaded.width || y + height > loaded.height) {
      throw new OperationError('CROP_OUTSIDE', { x, y, width, height, imageWidth: loaded.width, imageHeight: loaded.height })
    }
    expectSize(loaded, { width, height }, ctx)
    loaded.image.extract({ left: x, top: y, width, height })
  },
  es: {
    summary: 'Recorta una imagen a un rectángulo',
    description: `Conserva el rectángulo de width × height píxeles cuya esquina superior izquierda está en x, y (siendo 0, 0 la esquina superior izquierda de la imagen). El rectángulo debe quedar dentro de la imagen tal como se muestra: una foto guardada de lado con una orientación EXIF se recorta en las coordenadas derechas que muestra un visor.`,
    params: {
      x: 'x de la esquina superior izquierda del rectángulo, en píxeles desde el borde izquierdo; por defecto 0',
      y: 'y de la esquina superior izquierda del rectángulo, en píxeles desde el borde superior; por defecto 0',
      width: 'Ancho del rectángulo en píxeles',
      height: 'Alto del rectángulo en píxeles',
    },
  },
})
