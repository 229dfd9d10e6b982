import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} está vacío; envíe al menos un carácter que buscar',
  FIND_REGEX_TOO_LONG: 'find tiene {length} caracteres, pero una expresión regular puede tener como máximo {max}; acórtela, o envíe regex: false para buscar el texto literalmente',
  FIND_INVALID_REGEX: 'find no es una expresión regular de JavaScript válida: {detail}; compruebe que los paréntesis y corchetes estén equilibrados, que ningún cuantificador quede sin nada que repetir y que no haya un {, } o ] suelto (escriba \\{, \\} o \\]), o envíe regex: false para buscar el texto literalmente',
} satisfies Catalogue<typeof en>
