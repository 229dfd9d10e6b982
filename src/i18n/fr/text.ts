import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} est vide\u00a0; envoyez au moins un caractère à rechercher',
  FIND_REGEX_TOO_LONG: 'find comporte {length} caractères, mais une expression régulière peut en comporter au plus {max}\u00a0; raccourcissez-la, ou envoyez regex: false pour rechercher le texte littéralement',
  FIND_INVALID_REGEX: 'find n\'est pas une expression régulière JavaScript valide\u00a0: {detail}\u00a0; vérifiez les parenthèses ou crochets non équilibrés, un quantificateur sans rien à répéter, ou un {, } ou ] isolé (écrivez \\{, \\} ou \\]), ou envoyez regex: false pour rechercher le texte littéralement',
  DIFF_INPUT_TOO_LARGE: '{param} fait {size} octets\u00a0; text/diff compare des textes d\'au plus {max} octets (UTF-8) chacun\u00a0; comparez des morceaux plus petits',
  DIFF_TOO_COMPLEX: 'a et b diffèrent de plus de {max} insertions et suppressions (by {unit}), ou leur comparaison a pris plus de {ms} ms\u00a0; comparez des morceaux plus petits, ou par lignes',
  DISTANCE_TOO_LONG: '{param} comporte {length} caractères\u00a0; la distance d\'édition est calculée sur au plus {max} caractères chacun\u00a0; envoyez des textes plus courts',
  DISTANCE_TOO_MANY_CELLS: 'a comporte {length_a} caractères et b {length_b}\u00a0; leur produit peut valoir au plus {max}\u00a0; envoyez des textes plus courts',
  ESCAPE_BAD_SEQUENCE: '{sequence} en position {position} n\'est pas une séquence d\'échappement {format} valide\u00a0; écrivez une barre oblique inverse elle-même sous la forme \\\\, ou échappez d\'abord le texte',
  ESCAPE_STRAY_QUOTE: 'le {quote} isolé en position {position} n\'est pas valide en {format}\u00a0: à l\'intérieur de la valeur, doublez-le ({quote}{quote})',
  ESCAPE_UNCLOSED_QUOTE: 'le guillemet ouvert en position {position} n\'est jamais fermé\u00a0; fermez-le, ou échappez d\'abord le texte ({format})',
  ESCAPE_SEVERAL_WORDS: 'le texte se compose de plusieurs mots shell (espace non protégé en position {position})\u00a0; envoyez un seul mot, avec ses espaces entre guillemets ou échappés',
} satisfies Catalogue<typeof en>
