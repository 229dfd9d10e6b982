import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'png-to-avif', from: 'png', to: 'avif',
  es: {
    summary: 'Convierte PNG a AVIF',
    description: es.image.imageConversion('PNG'),
    params: { quality: es.image.quality(60) },
  },
})
