import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'
import type { OutputFormat } from '../../lib/image/image.ts'

// High enough that removing metadata does not visibly cost image quality; PNG, GIF, TIFF and
// BMP are lossless anyway.
const QUALITY: Partial<Record<OutputFormat, number>> = { jpg: 92, webp: 90, avif: 80 }

export default defineImageEdit({
  name: 'image-strip',
  summary: 'Remove EXIF, GPS and other metadata from an image',
  description: 'Removes all metadata: EXIF (camera, dates, GPS position), XMP, IPTC and the ICC colour profile (colours are converted to sRGB). The orientation is applied to the pixels, so the image still displays upright and no orientation tag is left. Lossy formats are re-encoded at high quality (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF and BMP stay lossless.',
  params: z.object({}),
  animated: true,
  examples: [
    { title: 'Remove the camera and GPS data from a photo', params: {}, files: ['photo.jpg'], output: 'image/jpeg' },
  ],
  encoding: (_params, format) => ({ quality: QUALITY[format] }),
  es: {
    summary: 'Elimina de una imagen los metadatos EXIF, GPS y demás',
    description: `Elimina todos los metadatos: EXIF (cámara, fechas, posición GPS), XMP, IPTC y el perfil de color ICC (los colores se convierten a sRGB). La orientación se aplica a los píxeles, así que la imagen se sigue mostrando derecha y no queda ninguna etiqueta de orientación. Los formatos con pérdida se vuelven a codificar con calidad alta (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF y BMP siguen sin pérdida.`,
  },
})
