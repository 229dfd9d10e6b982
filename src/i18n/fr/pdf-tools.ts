import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
  PDF_NO_IMAGES: '{name} n\'a aucune image incorporée dans les pages choisies (XObjects image\u00a0; les images écrites en ligne dans le contenu de la page ne sont pas extraites)\u00a0; choisissez d\'autres pages, ou utilisez pdf-to-png pour effectuer le rendu des pages elles-mêmes',
  PDF_TOO_MANY_IMAGES: '{name} contient plus de {max} images dans les pages choisies\u00a0; choisissez moins de pages avec pages et extrayez le reste dans un autre appel',
  PDF_IMAGE_TOO_LARGE: 'L\'image {index} de la page {page} de {name} mesure {width}×{height} pixels, plus que les {max} pixels autorisés pour une image\u00a0; excluez cette page avec pages',
  PDF_IMAGES_TOO_LARGE: 'Les images de {name} dans les pages choisies occupent plus de {max} octets une fois décodées\u00a0; choisissez moins de pages avec pages et extrayez le reste dans un autre appel',
  MARKDOWN_FILE_TOO_LONG: '{name} contient {length} caractères de Markdown, plus que les {max} autorisés\u00a0; divisez-le en documents plus petits',
} satisfies Catalogue<typeof en>
