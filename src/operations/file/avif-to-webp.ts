import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'avif-to-webp', from: 'avif', to: 'webp',
  es: {
    summary: 'Convierte AVIF a WebP',
    description: es.image.imageConversion('AVIF'),
    params: { quality: es.image.quality(85) },
  },
})
