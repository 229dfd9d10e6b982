import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '"{value}" no es un número romano válido; use la forma estándar, como MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value debe ser un número entero entre 1 y 3999 para escribirlo en números romanos',
} satisfies Catalogue<typeof en>
