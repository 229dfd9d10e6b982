import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'png-to-tiff', from: 'png', to: 'tiff',
  es: {
    summary: 'Convierte PNG a TIFF',
    description: es.image.imageConversion('PNG'),
  },
})
