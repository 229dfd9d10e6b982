import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file.ts'

export default {
  UPLOAD_REQUIRED: 'Envíe el archivo como multipart/form-data en el campo files[] (por ejemplo: curl -F "files[]=@foto.jpg" ...), con las opciones como campos adicionales',
  FILE_REQUIRED: 'No se subió ningún archivo; envíe al menos uno en el campo {field}',
  UNKNOWN_FILE_FIELD: 'Esta operación no lee el campo de archivo "{field}"; envíe los archivos en: {fields}',
  TOO_MANY_FILES: 'Demasiados archivos en una petición: como máximo {max}',
  TOO_MANY_PARTS: 'La subida tiene demasiadas partes o campos',
  FILE_TOO_LARGE: 'Un archivo supera el límite de {limit} bytes',
  UPLOADS_TOO_LARGE: 'Los archivos de esta petición suman más de {limit} bytes; envíelos en varias peticiones',
  EMPTY_FILE: '{name} está vacío (0 bytes)',
  UNSUPPORTED_FILE_FORMAT: '{name} no es un archivo que lea esta operación (su contenido parece: {found}); formatos aceptados: {accepted}',
  CORRUPT_IMAGE: 'No se pudo leer {name} como imagen {format}: {detail}; puede que el archivo esté dañado o truncado',
  IMAGE_TOO_LARGE: '{name} mide {width}×{height} píxeles × {frames} fotograma(s), más que el límite de {max} píxeles; envíe una imagen más pequeña',
  IMAGE_FAILED: 'No se pudo convertir {name}: {detail}',
  IMAGE_OUTPUT_TOO_LARGE: 'El resultado mediría {width}×{height} píxeles, más que el límite de {max} píxeles; pida un tamaño menor',
  FORMAT_NO_ANIMATION: 'La salida {format} contiene una sola imagen; se usó el primer fotograma',
  CROP_OUTSIDE: 'El rectángulo x={x}, y={y}, width={width}, height={height} no cabe en la imagen de {imageWidth}×{imageHeight}; x + width debe ser como máximo {imageWidth} e y + height como máximo {imageHeight}',
  RESIZE_NEEDS_SIZE: 'Indique width, height o ambos',
  MALFORMED_PDF: 'No se pudo leer {name} como PDF: {detail}; puede que el archivo esté dañado o truncado',
  PDF_ENCRYPTED: '{name} está protegido con contraseña; envíela en el campo password (o quítela antes con /api/v1/file/unlock-pdf)',
  BAD_PASSWORD: 'La contraseña no abre {name}; revísela e inténtelo de nuevo',
  PDF_TOO_MANY_PAGES: '{name} tiene {pages} páginas, más que el límite de {max}; divídalo antes',
  PDF_STREAM_TOO_LARGE: '{name} contiene un flujo comprimido que se expande a más de {max} bytes; se rechaza como bomba de descompresión',
  PAGES_INVALID: '{param} "{value}" no es una selección de páginas; escriba páginas y rangos separados por comas, como 1-3,5,7-',
  PAGE_OUT_OF_RANGE: '{param} indica la página {page}, pero el documento tiene {pages} páginas',
  CONVERTER_MISSING: 'Este servidor no puede ejecutar {operation}: {program} no está instalado (paquete de Debian: {package}); pida al operador que lo instale',
} satisfies Catalogue<typeof en>
