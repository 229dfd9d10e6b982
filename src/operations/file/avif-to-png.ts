import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'avif-to-png', from: 'avif', to: 'png',
  es: {
    summary: 'Convierte AVIF a PNG',
    description: es.image.imageConversion('AVIF'),
  },
})
