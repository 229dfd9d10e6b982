import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'heic-to-png', from: 'heic', to: 'png',
  es: {
    summary: 'Convierte HEIC a PNG',
    description: es.image.imageConversion('HEIC'),
  },
})
