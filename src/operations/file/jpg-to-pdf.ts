import { defineImagesToPdf } from '../kits/images-to-pdf.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineImagesToPdf({
  name: 'jpg-to-pdf', from: 'jpg',
  es: {
    summary: 'Crea un PDF a partir de imágenes JPEG, una página por imagen',
    description: es.pdf.imagesToPdf('JPEG y PNG'),
    params: es.pdf.IMAGES_TO_PDF_PARAMS,
  },
})
