import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-render.ts'

export default {
  RENDER_TOO_MANY_PAGES: '{name}: Zum Rendern wurden {count} Seiten ausgewählt, mehr als das Limit von {max} pro Anfrage; wählen Sie mit pages weniger aus (zum Beispiel 1-{max}) und senden Sie den Rest in weiteren Anfragen',
  RENDER_PAGE_TOO_LARGE: '{name}: Seite {page} hätte bei {dpi} dpi {width}×{height} Pixel, mehr als das Limit von {max} Pixeln (oder {side} pro Seite); fordern Sie einen niedrigeren dpi-Wert an',
} satisfies Catalogue<typeof en>
