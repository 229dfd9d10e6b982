import type en from '../../en/phrases/pdf.ts'
import type { ImagesToPdfFigures, PageAction, RenderFigures } from '../../en/phrases/pdf.ts'

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = 'Contraseña que abre una entrada cifrada (su contraseña de usuario o de propietario). No hace falta para un archivo que se abre sin ella; se ignora en los archivos que no están cifrados.'

const PDF_OPENED = 'Una entrada cifrada se abre con password (un archivo que solo restringe la impresión o la edición se abre sin ella); el resultado no está cifrado.'

const PDF_SAVED_PLAIN = 'Contraseña que abre un PDF cifrado; el resultado se guarda sin cifrar'

const PDF_RENDER_PASSWORD = 'Contraseña de un PDF cifrado (su contraseña de usuario o de propietario); se ignora cuando el PDF no está cifrado'

/** What a new document made of some pages keeps, after its subject. */
const KEEPS_INFO = 'conserva la información del documento (título, autor...), pero no los marcadores ni los campos de formulario'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `Páginas que se ${{ render: 'dibujan', read: 'leen' }[action]}, como 1-3,5,7- (7- significa de la 7 a la última página), en el orden escrito; por defecto todas`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `Resolución en puntos por pulgada, ${figures.minDpi}-${figures.maxDpi}, por defecto ${figures.dpi}: una página mide su tamaño en pulgadas × dpi píxeles de ancho y de alto, así que una página A4 a ${figures.dpi} dpi mide ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}: números de página e intervalos separados por comas, como 1-3,5,7- ("7-" llega hasta la última página y "all" son todas las páginas).`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `Convierte páginas de un PDF en imágenes ${format}`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return `Dibuja cada página seleccionada de un PDF (todas las páginas por defecto) como una imagen ${format} a \`dpi\` puntos por pulgada, sobre papel blanco, con pdf.js. La imagen es la página tal como se muestra (crop box, con la rotación de la página aplicada) a esa resolución: una página A4 a ${figures.dpi} dpi mide ${figures.a4} píxeles, y una página US Letter ${figures.letter}. Cada imagen se nombra según el PDF y su número de página (report-1.${ext}, report-3.${ext}…), también cuando solo se selecciona una página, para que el nombre indique siempre de qué página se trata. Una página se responde con la propia imagen; varias, con un ZIP de imágenes; varios PDF en una petición se responden con un ZIP con una carpeta por cada PDF que dio varias imágenes. Un PDF cifrado necesita su contraseña en \`password\` (422 PDF_ENCRYPTED sin ella, BAD_PASSWORD si es incorrecta). Límites, comprobados antes de dibujar nada: como máximo el límite de renderizado del servidor en páginas por petición (${figures.pages} por defecto), y cada página como máximo el límite de píxeles de imagen con el dpi elegido (${figures.megapixels} millones por defecto; pida un dpi más bajo o menos páginas), ambos respondidos con 413; los flujos comprimidos que se inflan por encima del límite del servidor se rechazan como bombas de descompresión (413), y una imagen dentro de una página que supera el límite de píxeles se omite del dibujo.`
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `Crea un PDF a partir de imágenes ${format}, una página por imagen`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return `Lee imágenes ${first} y ${second} (el formato se detecta a partir de los bytes) y crea un PDF con una página por imagen, en el orden de subida. Se aplica la orientación EXIF, así que las fotos quedan como se tomaron. El tamaño de una imagen en la página sale de su densidad registrada (dpi, si está entre ${figures.minDensity} y ${figures.maxDensity}) o, si no, de ${figures.density} dpi. Con page_size=fit cada página mide ese tamaño más los márgenes. En papel a4 o letter la imagen se centra dentro de los márgenes y se reduce para caber; nunca se amplía, lo que solo la emborronaría. Un lado de página nunca pasa de ${figures.maxSide} pt (${figures.maxSide / 72} pulgadas), lo máximo que aceptan los lectores de PDF: las imágenes mayores se reducen. Las imágenes JPEG se vuelven a escribir con calidad ${figures.quality} y las PNG sin pérdida, conservando la transparencia. El PDF se nombra según la primera imagen.`
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit: cada página mide lo que su imagen (más los márgenes); a4 (${figures.a4} pt) o letter (${figures.letter} pt): papel con la imagen centrada; por defecto fit`,
    orientation: 'Orientación del papel para a4 y letter: auto pone una página en horizontal cuando su imagen es más ancha que alta; se ignora con fit; por defecto auto',
    margin: `Espacio libre alrededor de la imagen por cada lado, en puntos (72 pt = 1 pulgada); por defecto 0 con fit y ${figures.margin} con a4 y letter`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
} satisfies typeof en
