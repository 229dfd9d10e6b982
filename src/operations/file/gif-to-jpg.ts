import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'gif-to-jpg', from: 'gif', to: 'jpg',
  es: {
    summary: 'Convierte GIF a JPEG',
    description: es.image.imageConversion('GIF', `De una animación se convierte el primer fotograma. ${es.image.ON_WHITE}`),
    params: { quality: es.image.quality(90), background: es.image.FLATTEN_BACKGROUND },
  },
})
