import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'webp-to-avif', from: 'webp', to: 'avif',
  es: {
    summary: 'Convierte WebP a AVIF',
    description: es.image.imageConversion('WebP'),
    params: { quality: es.image.quality(60) },
  },
})
