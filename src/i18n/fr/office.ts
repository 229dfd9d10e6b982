import type { Catalogue } from '../catalogue.ts'
import type en from '../en/office.ts'

export default {
  OFFICE_TOO_LARGE: '{name} se décompresse en plus de {max} octets\u00a0; il est refusé comme bombe de décompression (un vrai document de cette taille doit être divisé)',
  OFFICE_TOO_MANY_PARTS: '{name} est un paquet de {count} parties, plus que la limite de {max}\u00a0; il est refusé comme bombe de décompression',
  OFFICE_MALFORMED: '{name} n\'a pas pu être lu comme {format}\u00a0: {detail}\u00a0; le fichier est peut-être endommagé, tronqué ou enregistré dans un autre format',
  OFFICE_SHEET_NOT_FOUND: '{name} n\'a pas de feuille "{sheet}"\u00a0; indiquez l\'un de ses noms de feuille ({sheets}) ou un nombre de 1 à {count}',
  OFFICE_TOO_MANY_ROWS: 'La feuille "{sheet}" de {name} comporte plus de {max} lignes, le maximum autorisé ici pour une feuille\u00a0; divisez-la en fichiers plus petits',
  OFFICE_TOO_MANY_CELLS: 'La feuille "{sheet}" de {name} s\'étend sur plus de {max} cellules (lignes × colonnes, cellules vides comprises)\u00a0; divisez-la en fichiers plus petits',
  OFFICE_TOO_MANY_COLUMNS: 'La feuille "{sheet}" de {name} aurait {count} colonnes, plus que la limite de {max}\u00a0; utilisez moins de clés ou de colonnes distinctes',
  OFFICE_TOO_MANY_SHEETS: '{name} donnerait {count} feuilles, plus que la limite de {max}\u00a0; envoyez moins de clés au premier niveau',
  OFFICE_SHEET_NAME: '"{sheet}" ne peut pas nommer une feuille Excel\u00a0: un nom comporte de 1 à 31 caractères, aucun de *\u00a0?\u00a0: \\ / [ ], ne commence ni ne se termine par une apostrophe, n\'est pas "History" et est unique quelle que soit la casse',
  OFFICE_CELL_TOO_LONG: 'La valeur de la ligne {row}, colonne {column} de la feuille "{sheet}" comporte {length} caractères\u00a0; une cellule Excel en contient au plus {max}',
  OFFICE_JSON_SHAPE: 'Dans {name}, la valeur en {path} ne forme pas une feuille\u00a0; envoyez un tableau d\'objets (une ligne chacun, leurs clés servant d\'en-tête), un tableau de tableaux (une ligne chacun), ou un objet dont les valeurs sont de tels tableaux (une feuille chacun)',
  OFFICE_IMAGES_TOO_LARGE: 'Les images de {name} dépassent au total {max} octets, trop pour être intégrées dans une seule page HTML\u00a0; réduisez-les ou utilisez word-to-text',
  OFFICE_CONVERSION_FAILED: '{name} n\'a pas pu être converti par {program} ({detail})\u00a0; le fichier est peut-être endommagé ou utilise des fonctionnalités que le convertisseur ne sait pas lire',
  OFFICE_HTML_TOO_DEEP: 'Le HTML de {name} imbrique des éléments sur plus de {max} niveaux (les éléments non fermés comptent aussi)\u00a0; les navigateurs cessent d\'imbriquer à 512, fermez-les donc ou aplatissez-les',
  OFFICE_OUTPUT_TOO_LARGE: 'Le PDF produit à partir de {name} dépasserait {max} octets\u00a0; envoyez un document plus petit',
} satisfies Catalogue<typeof en>
