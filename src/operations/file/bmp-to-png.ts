import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'bmp-to-png', from: 'bmp', to: 'png',
  es: {
    summary: 'Convierte BMP a PNG',
    description: es.image.imageConversion('BMP'),
  },
})
