import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit } from '../kits/image-edit.ts'

const DEFAULT_SIGMA = 2

export default defineImageEdit({
  name: 'image-blur',
  summary: 'Blur an image (Gaussian blur)',
  description: `Softens the image with a Gaussian blur. sigma is the standard deviation of the blur in pixels: about 1 is a slight softening, 10 and more makes details unrecognisable. radius is another way to say it, in pixels (sigma = radius / 2); give one or the other, not both. Without either, sigma is ${DEFAULT_SIGMA}.`,
  params: z.object({
    sigma: z.number().min(0.3).max(100).optional()
      .describe(`Strength of the blur: the Gaussian's standard deviation in pixels, 0.3-100; default ${DEFAULT_SIGMA}`),
    radius: z.number().min(0.6).max(200).optional()
      .describe('The same strength as a radius in pixels, 0.6-200 (sigma = radius / 2); instead of sigma'),
  }),
  // libvips holds an animation as one tall strip of frames, and blurring it would bleed each
  // frame into the next.
  animated: false,
  examples: [
    { title: 'A slight blur', params: { sigma: 1.5 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A strong blur given as a radius', params: { radius: 20 }, files: ['alpha.png'], output: 'image/png' },
  ],
  check: ({ sigma, radius }) => {
    if (sigma !== undefined && radius !== undefined) throw new OperationError('BLUR_SIGMA_OR_RADIUS', { sigma, radius })
  },
  edit: ({ sigma, radius }, { image }) => {
    image.blur(sigma ?? (radius === undefined ? DEFAULT_SIGMA : radius / 2))
  },
  es: {
    summary: 'Desenfoca una imagen (desenfoque gaussiano)',
    description: `Suaviza la imagen con un desenfoque gaussiano. sigma es la desviación típica del desenfoque en píxeles: alrededor de 1 es un suavizado ligero, y 10 o más hace irreconocibles los detalles. radius es otra forma de indicarlo, en píxeles (sigma = radius / 2); indique uno u otro, no ambos. Sin ninguno de los dos, sigma es 2.`,
    params: {
      sigma: 'Intensidad del desenfoque: la desviación típica de la gaussiana en píxeles, 0.3-100; por defecto 2',
      radius: 'La misma intensidad como radio en píxeles, 0.6-200 (sigma = radius / 2); en lugar de sigma',
    },
  },
})
