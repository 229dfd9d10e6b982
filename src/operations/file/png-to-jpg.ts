import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'png-to-jpg', from: 'png', to: 'jpg',
  es: {
    summary: 'Convierte PNG a JPEG',
    description: es.image.imageConversion('PNG', es.image.ON_WHITE),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
