import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'gif-to-png', from: 'gif', to: 'png',
  es: {
    summary: 'Convierte GIF a PNG',
    description: es.image.imageConversion('GIF', 'De una animación se convierte el primer fotograma.'),
  },
})
