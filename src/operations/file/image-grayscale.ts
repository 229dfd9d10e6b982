import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'

export default defineImageEdit({
  name: 'image-grayscale',
  summary: 'Convert an image to greyscale',
  description: 'Turns every pixel grey (luminance only, so red, green and blue become equal) and keeps transparency as it is.',
  params: z.object({}),
  animated: true,
  examples: [
    { title: 'A JPEG photo in black and white', params: {}, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A PNG with transparency stays transparent', params: {}, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: (_params, { image }) => {
    image.grayscale()
  },
  es: {
    summary: 'Convierte una imagen a escala de grises',
    description: `Vuelve gris cada píxel (solo luminancia, así que rojo, verde y azul pasan a ser iguales) y conserva la transparencia tal cual.`,
  },
})
