import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'webp-to-jpg', from: 'webp', to: 'jpg',
  es: {
    summary: 'Convierte WebP a JPEG',
    description: es.image.imageConversion('WebP', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
