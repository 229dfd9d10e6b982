import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-markup.ts'

export default {
  REGEX_DELIMITER: 'pattern doit commencer par un délimiteur, par exemple / dans /\\d+/i ou # dans #a.b#s\u00a0; "{char}" ne peut pas en être un (les lettres, les chiffres, la barre oblique inverse et les espaces ne sont pas autorisés)',
  REGEX_NO_END_DELIMITER: 'pattern n\'a pas de {close} fermant correspondant au {open} ouvrant\u00a0; terminez le motif par {close} suivi d\'éventuels indicateurs, comme dans {open}\\d+{close}i, et écrivez un {close} qui fait partie du motif sous la forme \\{close}',
  REGEX_UNKNOWN_FLAGS: 'indicateurs inconnus après le délimiteur fermant\u00a0: {flags}\u00a0; utilisez i (ignorer la casse), m (^ et $ aux sauts de ligne), s (. correspond aux sauts de ligne), u (Unicode), x (ignorer les espaces et les commentaires #), A ou y (ancré), D, S, g, d (positions des groupes) ou v (ensembles Unicode)',
  REGEX_FLAG_UNGREEDY: 'l\'indicateur U (non gourmand) n\'a pas d\'équivalent en JavaScript\u00a0; supprimez-le et rendez plutôt les quantificateurs paresseux, comme dans .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern n\'est pas une expression régulière JavaScript valide\u00a0: {detail}\u00a0; vérifiez les parenthèses ou crochets non équilibrés, un quantificateur sans rien à répéter, ou une fonctionnalité propre à PCRE comme les quantificateurs possessifs (a++), les groupes atomiques (?>…) ou la récursion (?R)',
  REGEX_TIMEOUT: 'le motif prend trop de temps sur ce texte (plus de {ms} ms)\u00a0: retour arrière catastrophique, généralement dû à des quantificateurs imbriqués ou qui se chevauchent, comme (a+)+, (a|aa)+ ou (.*a){20}\u00a0; faites en sorte que les parties répétées ne puissent pas correspondre aux mêmes caractères, ancrez le motif ou raccourcissez le texte',
  REGEX_OUTPUT_TOO_LARGE: 'la première correspondance et ses groupes capturés dépassent au total {max} caractères\u00a0; capturez moins, par exemple avec des groupes non capturants (?:…) ou un texte plus court',
  MARKDOWN_TIMEOUT: 'le rendu du Markdown prend trop de temps (plus de {ms} ms)\u00a0; il contient probablement une construction pathologique, comme des milliers de * ou de [ non fermés ou des citations > profondément imbriquées\u00a0; simplifiez ces parties ou envoyez le document en plus petits morceaux',
  MARKDOWN_TOO_MANY_ELEMENTS: 'le Markdown contient trop de blocs et de cellules de tableau à afficher (plus de {max})\u00a0; envoyez un document plus petit, par exemple avec moins de colonnes ou de lignes de tableau (les lignes courtes comptent comme des lignes complètes\u00a0: des cellules vides sont ajoutées pour correspondre à l\'en-tête)',
  MARKDOWN_OUTPUT_TOO_LARGE: 'le HTML de ce Markdown dépasserait {max} caractères\u00a0; envoyez un document plus petit, par exemple avec moins de colonnes ou de lignes de tableau',
  COLOR_INVALID_HEX: '{param} "{value}" n\'est pas une couleur HEX\u00a0; écrivez 6 chiffres hexadécimaux ou la forme abrégée à 3 chiffres, éventuellement précédés de #, comme #4f7cff ou #fff (dans une chaîne de requête d\'URL, écrivez # sous la forme %23)',
  COLOR_INVALID_RGB: '{param} "{value}" n\'est pas une couleur RGB\u00a0; écrivez trois nombres entiers de 0 à 255 séparés par des virgules, comme 79,124,255 ou rgb(79, 124, 255)',
} satisfies Catalogue<typeof en>
