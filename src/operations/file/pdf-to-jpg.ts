import { definePdfToImage } from '../kits/pdf-to-image.ts'
import es from '../../i18n/es/phrases/index.ts'

export default definePdfToImage('jpg', {
  es: {
    summary: 'Convierte páginas de un PDF en imágenes JPEG',
    description: es.pdf.pdfRender('JPEG', 'jpg'),
    params: {
      dpi: es.pdf.PDF_RENDER_DPI,
      pages: es.pdf.PDF_RENDER_PAGES,
      quality: es.image.quality(85),
      password: es.pdf.PDF_RENDER_PASSWORD,
    },
  },
})
