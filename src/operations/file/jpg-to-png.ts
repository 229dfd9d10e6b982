import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'jpg-to-png', from: 'jpg', to: 'png',
  es: {
    summary: 'Convierte JPEG a PNG',
    description: es.image.imageConversion('JPEG'),
  },
})
