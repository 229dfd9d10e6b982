import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'tiff-to-jpg', from: 'tiff', to: 'jpg',
  es: {
    summary: 'Convierte TIFF a JPEG',
    description: es.image.imageConversion('TIFF', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
