import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'webp-to-png', from: 'webp', to: 'png',
  es: {
    summary: 'Convierte WebP a PNG',
    description: es.image.imageConversion('WebP'),
  },
})
