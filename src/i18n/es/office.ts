import type { Catalogue } from '../catalogue.ts'
import type en from '../en/office.ts'

export default {
  OFFICE_TOO_LARGE: '{name} se descomprime en más de {max} bytes; se rechaza como bomba de descompresión (un documento real tan grande debe dividirse)',
  OFFICE_TOO_MANY_PARTS: '{name} es un paquete de {count} partes, más que el límite de {max}; se rechaza como bomba de descompresión',
  OFFICE_MALFORMED: 'No se pudo leer {name} como {format}: {detail}; puede que el archivo esté dañado, incompleto o guardado en otro formato',
  OFFICE_SHEET_NOT_FOUND: '{name} no tiene ninguna hoja "{sheet}"; indica uno de sus nombres de hoja ({sheets}) o un número del 1 al {count}',
  OFFICE_TOO_MANY_ROWS: 'La hoja "{sheet}" de {name} tiene más de {max} filas, el máximo que admite una hoja aquí; divídela en archivos más pequeños',
  OFFICE_TOO_MANY_CELLS: 'La hoja "{sheet}" de {name} abarca más de {max} celdas (filas × columnas, incluidas las vacías); divídela en archivos más pequeños',
  OFFICE_TOO_MANY_COLUMNS: 'La hoja "{sheet}" de {name} tendría {count} columnas, más que el límite de {max}; usa menos claves o columnas distintas',
  OFFICE_TOO_MANY_SHEETS: '{name} generaría {count} hojas, más que el límite de {max}; envía menos claves en el nivel superior',
  OFFICE_SHEET_NAME: '"{sheet}" no sirve como nombre de hoja de Excel: un nombre tiene de 1 a 31 caracteres, ninguno de * ? : \\ / [ ], no empieza ni termina con apóstrofo, no es "History" y es único sin distinguir mayúsculas',
  OFFICE_CELL_TOO_LONG: 'El valor de la fila {row}, columna {column} de la hoja "{sheet}" tiene {length} caracteres; una celda de Excel admite como máximo {max}',
  OFFICE_JSON_SHAPE: 'En {name}, el valor en {path} no forma una hoja; envía un array de objetos (una fila cada uno, sus claves como encabezado), un array de arrays (una fila cada uno) o un objeto cuyos valores sean arrays así (una hoja cada uno)',
  OFFICE_IMAGES_TOO_LARGE: 'Las imágenes de {name} suman más de {max} bytes, demasiado para incrustarlas en una página HTML; redúcelas o usa word-to-text',
  OFFICE_CONVERSION_FAILED: '{program} no pudo convertir {name} ({detail}); puede que el archivo esté dañado o use funciones que el conversor no sabe leer',
  OFFICE_HTML_TOO_DEEP: 'El HTML de {name} anida elementos a más de {max} niveles (también cuentan los que quedan sin cerrar); los navegadores dejan de anidar a 512, así que ciérralos o aplánalos',
  OFFICE_OUTPUT_TOO_LARGE: 'El PDF generado a partir de {name} superaría los {max} bytes; envía un documento más pequeño',
} satisfies Catalogue<typeof en>
