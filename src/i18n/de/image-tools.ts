import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
  IMAGE_COLOR_INVALID: '{param} "{value}" ist keine Farbe; schreiben Sie einen CSS-Farbnamen wie navy, HEX wie #336699 oder #369 (in einer URL-Abfragezeichenfolge schreiben Sie # als %23 oder lassen es weg) oder rgb(51 102 153)',
  SVG_INVALID: '{name} konnte nicht als SVG gelesen werden: {detail}; senden Sie ein wohlgeformtes SVG-Dokument (ein <svg>-Stammelement im SVG-Namespace)',
  SVG_DTD: '{name} deklariert einen Dokumenttyp oder Entitäten (<!DOCTYPE, <!ENTITY oder ähnlich), was dieser Dienst nicht akzeptiert: Entfernen Sie die Deklaration und schreiben Sie den Text aus, für den die Entitäten standen',
  SVG_SIZE_ONE: 'geben Sie nur einen der Werte width, height und scale an: Die andere Seite ergibt sich aus den Proportionen der Zeichnung',
  SVG_TIMEOUT: 'das Zeichnen des SVG hat mehr als {ms} ms gedauert; vereinfachen Sie es (weniger Elemente, Filter oder Weichzeichner) oder fordern Sie eine kleinere Größe an',
  CODES_TIMEOUT: 'das Lesen der Codes hat mehr als {ms} ms gedauert; senden Sie ein kleineres, um den Code zugeschnittenes Bild',
  IMAGE_WATERMARK_SOURCE: 'senden Sie entweder text oder ein Bild im Dateifeld watermark, eines von beiden',
  SVG_TOO_LARGE: '{name} ist {bytes} Bytes groß, mehr als die {max} Bytes, die ein SVG haben darf; senden Sie eine kleinere Zeichnung',
  SVG_TOO_MANY_ELEMENTS: '{name} enthält mehr als {max} Elemente; vereinfachen Sie die Zeichnung (Pfade zusammenführen, ausgeblendete Ebenen entfernen) und senden Sie sie erneut',
} satisfies Catalogue<typeof en>
