import { defineImagesToPdf } from '../kits/images-to-pdf.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImagesToPdf({
  name: 'png-to-pdf', from: 'png',
  es: {
    summary: 'Crea un PDF a partir de imágenes PNG, una página por imagen',
    description: es.pdf.imagesToPdf('PNG y JPEG'),
    params: es.pdf.IMAGES_TO_PDF_PARAMS,
  },
})
