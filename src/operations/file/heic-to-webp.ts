import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'heic-to-webp', from: 'heic', to: 'webp',
  es: {
    summary: 'Convierte HEIC a WebP',
    description: es.image.imageConversion('HEIC'),
    params: { quality: es.image.quality(85) },
  },
})
