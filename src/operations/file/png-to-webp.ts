import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'png-to-webp', from: 'png', to: 'webp',
  es: {
    summary: 'Convierte PNG a WebP',
    description: es.image.imageConversion('PNG'),
    params: { quality: es.image.quality(85) },
  },
})
