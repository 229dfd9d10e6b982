import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'image-to-webp', from: 'image', to: 'webp',
  es: {
    summary: 'Convierte cualquier imagen a WebP',
    description: `Lee cualquier imagen (JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC). Se aplica la orientación EXIF y no se copian los metadatos. Las animaciones siguen animadas. ${es.image.SEVERAL_ZIP}`,
    params: { quality: es.image.quality(85) },
  },
})
