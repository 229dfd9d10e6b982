import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-markup.ts'

export default {
  REGEX_DELIMITER: 'pattern debe empezar por un delimitador, como / en /\\d+/i o # en #a.b#s; "{char}" no puede serlo (no se admiten letras, dígitos, la barra invertida ni espacios)',
  REGEX_NO_END_DELIMITER: 'pattern no tiene un {close} de cierre para el {open} de apertura; termine el patrón con {close} seguido de los modificadores, como en {open}\\d+{close}i, y escriba un {close} que forme parte del patrón como \\{close}',
  REGEX_UNKNOWN_FLAGS: 'modificadores desconocidos tras el delimitador de cierre: {flags}; use i (sin distinguir mayúsculas), m (^ y $ en los saltos de línea), s (. incluye saltos de línea), u (Unicode), x (ignora espacios y comentarios #), A o y (anclado), D, S, g, d (posiciones de los grupos) o v (conjuntos Unicode)',
  REGEX_FLAG_UNGREEDY: 'el modificador U (no codicioso) no existe en JavaScript; quítelo y use cuantificadores perezosos, como .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern no es una expresión regular de JavaScript válida: {detail}; compruebe si hay paréntesis o corchetes desparejados, un cuantificador sin nada que repetir o una función exclusiva de PCRE, como cuantificadores posesivos (a++), grupos atómicos (?>…) o recursión (?R)',
  REGEX_TIMEOUT: 'el patrón tarda demasiado con este texto (más de {ms} ms): retroceso catastrófico, normalmente por cuantificadores anidados o solapados como (a+)+, (a|aa)+ o (.*a){20}; haga que las partes repetidas no puedan coincidir con los mismos caracteres, ancle el patrón o acorte el texto',
  REGEX_OUTPUT_TOO_LARGE: 'la primera coincidencia y sus grupos capturados suman más de {max} caracteres; capture menos, por ejemplo con grupos sin captura (?:…) o con un texto más corto',
  MARKDOWN_TIMEOUT: 'el Markdown tarda demasiado en convertirse (más de {ms} ms); probablemente contiene una construcción patológica, como miles de * o [ sin cerrar o citas > muy anidadas; simplifique esas partes o envíe el documento en trozos más pequeños',
  MARKDOWN_TOO_MANY_ELEMENTS: 'el Markdown tiene demasiados bloques y celdas de tabla para convertirlo (más de {max}); envíe un documento más pequeño, por ejemplo con menos columnas o filas de tabla (las filas cortas cuentan como completas: se añaden celdas vacías hasta igualar la cabecera)',
  MARKDOWN_OUTPUT_TOO_LARGE: 'el HTML de este Markdown superaría los {max} caracteres; envíe un documento más pequeño, por ejemplo con menos columnas o filas de tabla',
  COLOR_INVALID_HEX: '{param} "{value}" no es un color HEX; escriba 6 dígitos hexadecimales o la forma abreviada de 3, con # opcional, como #4f7cff o #fff (en la query string de una URL escriba # como %23)',
  COLOR_INVALID_RGB: '{param} "{value}" no es un color RGB; escriba tres números enteros de 0 a 255 separados por comas, como 79,124,255 o rgb(79, 124, 255)',
} satisfies Catalogue<typeof en>
