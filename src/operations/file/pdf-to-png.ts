import { definePdfToImage } from '../kits/pdf-to-image.ts'
import es from '../../i18n/es/phrases/index.ts'

export default definePdfToImage('png', {
  es: {
    summary: 'Convierte páginas de un PDF en imágenes PNG',
    description: es.pdf.pdfRender('PNG', 'png'),
    params: {
      dpi: es.pdf.PDF_RENDER_DPI,
      pages: es.pdf.PDF_RENDER_PAGES,
      password: es.pdf.PDF_RENDER_PASSWORD,
    },
  },
})
