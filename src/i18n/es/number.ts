import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '"{value}" no es un número romano válido; use la forma estándar, como MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value debe ser un número entero entre 1 y 3999 para escribirlo en números romanos',
  NUMBER_INVALID: '{param} debe ser un número entero escrito con los dígitos 0-9, como 42 o -7; "{value}" no lo es',
  NUMBER_FRACTION: '{param} debe ser un número entero; quite el punto decimal y la parte fraccionaria de "{value}"',
  NUMBER_EXPONENT: '{param} debe escribirse con todos sus dígitos; no se acepta la notación científica como "{value}"',
  NUMBER_TOO_LONG: '{param} puede tener como máximo {max} dígitos, pero tiene {digits}; envíe un número más pequeño',
  NUMBER_UNDERSCORE: 'el guion bajo en la posición {position} de {param} está mal colocado; un guion bajo solo puede separar dos dígitos, como en 1_000_000',
  BASE_INVALID_DIGIT: '"{digit}" en la posición {position} de {param} no es un dígito en base {base}; la base {base} usa los dígitos {digits}',
  BASE_NO_DIGITS: '{param} no contiene dígitos; escriba al menos un dígito de base {base} ({digits})',
  WORDS_INVALID: '{param} debe ser un número escrito con los dígitos 0-9, un signo opcional y un punto decimal opcional, como -12.5; "{value}" no lo es',
  WORDS_TOO_LONG: 'las palabras en {lang} están disponibles para como máximo {max} dígitos antes y {max} después del punto decimal, pero {param} tiene {integer} y {fraction}; envíe un número más pequeño o con menos decimales',
  WORDS_LANGUAGE: '"{lang}" no es un idioma disponible para escribir números en palabras; use uno de: {languages}',
} satisfies Catalogue<typeof en>
