import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-render.ts'

export default {
  RENDER_TOO_MANY_PAGES: '{name}: se seleccionaron {count} páginas para renderizar, más que el límite de {max} por petición; elija menos con pages (por ejemplo 1-{max}) y envíe el resto en otras peticiones',
  RENDER_PAGE_TOO_LARGE: '{name}: la página {page} tendría {width}×{height} píxeles a {dpi} ppp, más que el límite de {max} píxeles (o {side} por lado); pida un dpi menor',
} satisfies Catalogue<typeof en>
