import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'jpg-to-webp', from: 'jpg', to: 'webp',
  es: {
    summary: 'Convierte JPEG a WebP',
    description: es.image.imageConversion('JPEG'),
    params: { quality: es.image.quality(85) },
  },
})
