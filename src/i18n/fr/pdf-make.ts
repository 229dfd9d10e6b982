import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-make.ts'

export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} contient des caractères que la police ne peut pas dessiner\u00a0: {characters}\u00a0; supprimez-les ou remplacez-les (les lettres latines, les chiffres et la ponctuation courante fonctionnent)',
  SIGNATURE_SOURCE: 'Indiquez exactement une signature\u00a0: une image dans le champ de fichier signature, une signature_data_url ou un texte saisi ({count} fourni(s))',
  WATERMARK_SOURCE: 'Indiquez exactement un filigrane\u00a0: un texte, ou une image dans le champ de fichier image ({count} fourni(s))',
  DATA_URL_INVALID: '{param} doit être une URL data contenant une image PNG ou JPEG, par exemple data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: 'La signature, de {width}×{height} pt à x={x}, y={y}, ne tient pas sur la page {page}, qui mesure {page_width}×{page_height} pt\u00a0; x + width doit valoir au plus {page_width} et y + height au plus {page_height} (choisissez une largeur plus petite ou déplacez-la)',
  PAGE_NUMBER_FORMAT: 'format doit contenir {n} à l\'emplacement du numéro de page, par exemple "{n}", "{n} / {total}" ou "Page {n} sur {total}"',
} satisfies Catalogue<typeof en>
