import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'bmp-to-jpg', from: 'bmp', to: 'jpg',
  es: {
    summary: 'Convierte BMP a JPEG',
    description: es.image.imageConversion('BMP', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
