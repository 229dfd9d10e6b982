import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
  IMAGE_COLOR_INVALID: '{param} "{value}" n\'est pas une couleur\u00a0; écrivez un nom de couleur CSS tel que navy, une couleur HEX telle que #336699 ou #369 (dans une chaîne de requête d\'URL, écrivez # sous la forme %23, ou omettez-le), ou rgb(51 102 153)',
  SVG_INVALID: '{name} n\'a pas pu être lu comme un SVG\u00a0: {detail}\u00a0; envoyez un document SVG bien formé (un élément racine <svg> dans l\'espace de noms SVG)',
  SVG_DTD: '{name} déclare un type de document ou des entités (<!DOCTYPE, <!ENTITY ou similaire), ce que ce service n\'accepte pas\u00a0: supprimez la déclaration et écrivez en clair le texte que représentaient les entités',
  SVG_SIZE_ONE: 'indiquez une seule valeur parmi width, height et scale\u00a0: l\'autre côté découle des proportions du dessin',
  SVG_TIMEOUT: 'le dessin du SVG a pris plus de {ms} ms\u00a0; simplifiez-le (moins d\'éléments, de filtres ou de flous) ou demandez une taille plus petite',
  CODES_TIMEOUT: 'la lecture des codes a pris plus de {ms} ms\u00a0; envoyez une image plus petite, recadrée autour du code',
  IMAGE_WATERMARK_SOURCE: 'envoyez soit text, soit une image dans le champ de fichier watermark, l\'un des deux',
  SVG_TOO_LARGE: '{name} fait {bytes} octets, plus que les {max} octets autorisés pour un SVG\u00a0; envoyez un dessin plus petit',
  SVG_TOO_MANY_ELEMENTS: '{name} contient plus de {max} éléments\u00a0; simplifiez le dessin (fusionnez des tracés, supprimez les calques masqués) et renvoyez-le',
} satisfies Catalogue<typeof en>
