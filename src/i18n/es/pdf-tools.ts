import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
  PDF_NO_IMAGES: '{name} no tiene imágenes incrustadas en las páginas elegidas (XObjects de imagen; las imágenes escritas en línea en el contenido de la página no se extraen); elija otras páginas, o use pdf-to-png para convertir las propias páginas en imágenes',
  PDF_TOO_MANY_IMAGES: '{name} contiene más de {max} imágenes en las páginas elegidas; elija menos páginas con pages y extraiga el resto en otra llamada',
  PDF_IMAGE_TOO_LARGE: 'La imagen {index} de la página {page} de {name} mide {width}×{height} píxeles, más de los {max} píxeles que puede tener una imagen; deje fuera esa página con pages',
  PDF_IMAGES_TOO_LARGE: 'Las imágenes de {name} en las páginas elegidas ocupan más de {max} bytes una vez decodificadas; elija menos páginas con pages y extraiga el resto en otra llamada',
  MARKDOWN_FILE_TOO_LONG: '{name} tiene {length} caracteres de Markdown, más de los {max} permitidos; divídalo en documentos más pequeños',
} satisfies Catalogue<typeof en>
