import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'avif-to-jpg', from: 'avif', to: 'jpg',
  es: {
    summary: 'Convierte AVIF a JPEG',
    description: es.image.imageConversion('AVIF', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
