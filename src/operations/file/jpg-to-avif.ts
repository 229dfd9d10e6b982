import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'jpg-to-avif', from: 'jpg', to: 'avif',
  es: {
    summary: 'Convierte JPEG a AVIF',
    description: es.image.imageConversion('JPEG'),
    params: { quality: es.image.quality(60) },
  },
})
