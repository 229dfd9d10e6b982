import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'

const DIRECTIONS = ['horizontal', 'vertical', 'both'] as const

export default defineImageEdit({
  name: 'image-flip',
  summary: 'Mirror an image horizontally or vertically',
  description: 'Mirrors the image: horizontal swaps left and right, vertical swaps top and bottom, both does the two (the same as turning it 180°). Animated GIF and WebP stay animated when flipped horizontally; a vertical flip edits the first frame.',
  params: z.object({
    direction: z.enum(DIRECTIONS).default('horizontal')
      .describe('horizontal (mirror left-right), vertical (upside down) or both; default horizontal'),
  }),
  // libvips holds an animation as one tall strip of frames: turning it upside down would also
  // play the frames backwards.
  animated: ({ direction }) => direction === 'horizontal',
  examples: [
    { title: 'Mirror a photo left to right', params: { direction: 'horizontal' }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Turn a PNG upside down', params: { direction: 'vertical' }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: ({ direction }, { image }) => {
    if (direction !== 'vertical') image.flop()
    if (direction !== 'horizontal') image.flip()
  },
  es: {
    summary: 'Refleja una imagen en horizontal o en vertical',
    description: `Refleja la imagen: horizontal intercambia izquierda y derecha, vertical intercambia arriba y abajo, y both hace ambas cosas (lo mismo que girarla 180°). Los GIF y WebP animados siguen animados al reflejarlos en horizontal; un reflejo vertical edita el primer fotograma.`,
    params: {
      direction: 'horizontal (espejo izquierda-derecha), vertical (boca abajo) o both; por defecto horizontal',
    },
  },
})
