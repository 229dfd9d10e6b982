import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'jpg-to-bmp', from: 'jpg', to: 'bmp',
  es: {
    summary: 'Convierte JPEG a BMP',
    description: es.image.imageConversion('JPEG', es.image.ON_WHITE),
    params: { background: es.image.FLATTEN_BACKGROUND },
  },
})
