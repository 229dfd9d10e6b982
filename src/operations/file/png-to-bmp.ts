import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'png-to-bmp', from: 'png', to: 'bmp',
  es: {
    summary: 'Convierte PNG a BMP',
    description: es.image.imageConversion('PNG', es.image.ON_WHITE),
    params: { background: es.image.FLATTEN_BACKGROUND },
  },
})
