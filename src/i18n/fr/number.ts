import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '"{value}" n\'est pas un nombre romain valide\u00a0; utilisez la forme standard, par exemple MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value doit être un nombre entier compris entre 1 et 3999 pour s\'écrire en chiffres romains',
  NUMBER_INVALID: '{param} doit être un nombre entier écrit avec les chiffres 0-9, par exemple 42 ou -7\u00a0; "{value}" n\'en est pas un',
  NUMBER_FRACTION: '{param} doit être un nombre entier\u00a0; retirez le point décimal et la partie fractionnaire de "{value}"',
  NUMBER_EXPONENT: '{param} doit être écrit avec tous ses chiffres\u00a0; la notation scientifique comme "{value}" n\'est pas acceptée',
  NUMBER_TOO_LONG: '{param} peut comporter au plus {max} chiffres, mais il en a {digits}\u00a0; envoyez un nombre plus petit',
  NUMBER_UNDERSCORE: 'le trait de soulignement en position {position} de {param} est mal placé\u00a0; un trait de soulignement ne peut séparer que deux chiffres, comme dans 1_000_000',
  BASE_INVALID_DIGIT: '"{digit}" en position {position} de {param} n\'est pas un chiffre en base {base}\u00a0; la base {base} utilise les chiffres {digits}',
  BASE_NO_DIGITS: '{param} ne contient aucun chiffre\u00a0; écrivez au moins un chiffre de la base {base} ({digits})',
  WORDS_INVALID: '{param} doit être un nombre écrit avec les chiffres 0-9, un signe facultatif et un point décimal facultatif, par exemple -12.5\u00a0; "{value}" n\'en est pas un',
  WORDS_TOO_LONG: 'les nombres en toutes lettres en {lang} sont disponibles pour au plus {max} chiffres avant et {max} après le point décimal, mais {param} en a {integer} et {fraction}\u00a0; envoyez un nombre plus petit ou avec moins de décimales',
  WORDS_LANGUAGE: '"{lang}" n\'est pas une langue disponible pour écrire les nombres en toutes lettres\u00a0; utilisez l\'une des suivantes\u00a0: {languages}',
} satisfies Catalogue<typeof en>
