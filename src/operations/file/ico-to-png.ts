import { defineImageConversion } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImageConversion({
  name: 'ico-to-png', from: 'ico', to: 'png',
  es: {
    summary: 'Convierte ICO a PNG',
    description: es.image.imageConversion('ICO', 'De un icono se convierte la imagen más grande.'),
  },
})
