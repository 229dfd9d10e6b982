import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-render.ts'

export default {
  RENDER_TOO_MANY_PAGES: '{name}: foram selecionadas {count} páginas para renderizar, mais do que o limite de {max} por solicitação; escolha menos com pages (por exemplo 1-{max}) e envie o restante em outras solicitações',
  RENDER_PAGE_TOO_LARGE: '{name}: a página {page} teria {width}×{height} pixels a {dpi} dpi, mais do que o limite de {max} pixels (ou {side} de lado); peça um dpi menor',
} satisfies Catalogue<typeof en>
