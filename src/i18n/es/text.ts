import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} está vacío; envíe al menos un carácter que buscar',
  FIND_REGEX_TOO_LONG: 'find tiene {length} caracteres, pero una expresión regular puede tener como máximo {max}; acórtela, o envíe regex: false para buscar el texto literalmente',
  FIND_INVALID_REGEX: 'find no es una expresión regular de JavaScript válida: {detail}; compruebe que los paréntesis y corchetes estén equilibrados, que ningún cuantificador quede sin nada que repetir y que no haya un {, } o ] suelto (escriba \\{, \\} o \\]), o envíe regex: false para buscar el texto literalmente',
  DIFF_INPUT_TOO_LARGE: '{param} ocupa {size} bytes; text/diff compara textos de como máximo {max} bytes (UTF-8) cada uno; compare fragmentos más pequeños',
  DIFF_TOO_COMPLEX: 'a y b difieren en más de {max} inserciones y eliminaciones (by {unit}), o compararlas tardó más de {ms} ms; compare fragmentos más pequeños, o por líneas',
  DISTANCE_TOO_LONG: '{param} tiene {length} caracteres; la distancia de edición se calcula sobre como máximo {max} caracteres cada uno; envíe textos más cortos',
  DISTANCE_TOO_MANY_CELLS: 'a tiene {length_a} caracteres y b {length_b}; su producto puede ser como máximo {max}; envíe textos más cortos',
  ESCAPE_BAD_SEQUENCE: '{sequence} en la posición {position} no es una secuencia de escape válida de {format}; escriba una barra invertida como \\\\, o escape antes el texto',
  ESCAPE_STRAY_QUOTE: 'la {quote} suelta en la posición {position} no es válida en {format}: dentro del valor escríbala doble ({quote}{quote})',
  ESCAPE_UNCLOSED_QUOTE: 'las comillas abiertas en la posición {position} no se cierran nunca; ciérrelas, o escape antes el texto ({format})',
  ESCAPE_SEVERAL_WORDS: 'el texto son varias palabras de shell (espacio sin comillas en la posición {position}); envíe una sola palabra, con sus espacios entre comillas o escapados',
} satisfies Catalogue<typeof en>
