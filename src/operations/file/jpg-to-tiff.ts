import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'jpg-to-tiff', from: 'jpg', to: 'tiff',
  es: {
    summary: 'Convierte JPEG a TIFF',
    description: es.image.imageConversion('JPEG'),
  },
})
