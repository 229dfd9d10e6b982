import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'tiff-to-png', from: 'tiff', to: 'png',
  es: {
    summary: 'Convierte TIFF a PNG',
    description: es.image.imageConversion('TIFF'),
  },
})
