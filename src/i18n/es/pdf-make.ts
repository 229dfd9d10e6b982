import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-make.ts'

export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} contiene caracteres que la fuente no puede dibujar: {characters}; quítalos o sustitúyelos (las letras latinas, los dígitos y la puntuación habitual funcionan)',
  SIGNATURE_SOURCE: 'Indica exactamente una firma: una imagen en el campo de archivo signature, un signature_data_url o un texto escrito (se indicaron {count})',
  WATERMARK_SOURCE: 'Indica exactamente una marca de agua: un texto o una imagen en el campo de archivo image (se indicaron {count})',
  DATA_URL_INVALID: '{param} debe ser una URL de datos con una imagen PNG o JPEG, como data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: 'La firma, de {width}×{height} pt en x={x}, y={y}, no cabe en la página {page}, que mide {page_width}×{page_height} pt; x + ancho debe ser como máximo {page_width} e y + alto como máximo {page_height} (elige un ancho menor o muévela)',
  PAGE_NUMBER_FORMAT: 'format debe contener {n} donde va el número de página, por ejemplo "{n}", "{n} / {total}" o "Página {n} de {total}"',
} satisfies Catalogue<typeof en>
