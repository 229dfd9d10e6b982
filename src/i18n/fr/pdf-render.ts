import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-render.ts'

export default {
  RENDER_TOO_MANY_PAGES: '{name}\u00a0: {count} pages ont été sélectionnées pour le rendu, plus que la limite de {max} par requête\u00a0; sélectionnez-en moins avec pages (par exemple 1-{max}) et envoyez le reste dans d\'autres requêtes',
  RENDER_PAGE_TOO_LARGE: '{name}\u00a0: la page {page} mesurerait {width}×{height} pixels à {dpi} dpi, plus que la limite de {max} pixels (ou {side} par côté)\u00a0; demandez un dpi plus faible',
} satisfies Catalogue<typeof en>
