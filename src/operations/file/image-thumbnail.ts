import { z } from 'zod'
import { loadSharp } from '../../lib/image/sharp.ts'
import { defineImageEdit, expectSize, fittedSize } from '../kits/image-edit.ts'

export default defineImageEdit({
  name: 'image-thumbnail',
  summary: 'Make a thumbnail of an image',
  description: 'A small preview. Square (default): exactly size × size pixels, cropped to the most interesting part of the image (the region with the most detail, saturation and skin tones) rather than always the centre; an image smaller than that is scaled up so the square is always full. Not square: the whole image scaled to fit inside size × size with its aspect ratio kept; an image already smaller is left at its own size, never enlarged.',
  params: z.object({
    size: z.number().int().min(16).max(1024).default(256)
      .describe('Side of the thumbnail (or of the box it fits in) in pixels, 16-1024; default 256'),
    square: z.boolean().default(true)
      .describe('1 for an exactly square thumbnail (cropped to fill), 0 to keep the whole image and its aspect ratio; default 1'),
  }),
  animated: false,
  examples: [
    { title: 'A 128×128 square thumbnail of a photo', params: { size: 128 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A thumbnail that keeps the whole image', params: { size: 32, square: false }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: async ({ size, square }, loaded, ctx) => {
    const box = { width: size, height: size }
    expectSize(loaded, square ? box : fittedSize(loaded, box, 'inside', true), ctx)
    const { strategy } = await loadSharp()
    loaded.image.resize(size, size, square
      ? { fit: 'cover', position: strategy.attention }
      : { fit: 'inside', withoutEnlargement: true })
  },
  es: {
    summary: 'Crea una miniatura de una imagen',
    description: `Una vista previa pequeña. Cuadrada (por defecto): exactamente size × size píxeles, recortada a la parte más interesante de la imagen (la zona con más detalle, saturación y tonos de piel) en lugar de siempre al centro; una imagen más pequeña se amplía para que el cuadrado quede siempre lleno. No cuadrada: la imagen entera escalada para caber en size × size conservando su relación de aspecto; una imagen que ya es más pequeña se deja en su propio tamaño, nunca se amplía.`,
    params: {
      size: 'Lado de la miniatura (o del recuadro en que cabe) en píxeles, 16-1024; por defecto 256',
      square: '1 para una miniatura exactamente cuadrada (recortada para llenarla), 0 para conservar la imagen entera y su relación de aspecto; por defecto 1',
    },
  },
})
