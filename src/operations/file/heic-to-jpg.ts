import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'heic-to-jpg', from: 'heic', to: 'jpg',
  es: {
    summary: 'Convierte HEIC a JPEG',
    description: es.image.imageConversion('HEIC', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
