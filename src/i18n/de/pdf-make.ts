import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-make.ts'

export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} enthält Zeichen, die die Schriftart nicht darstellen kann: {characters}; entfernen oder ersetzen Sie sie (lateinische Buchstaben, Ziffern und gängige Satzzeichen funktionieren)',
  SIGNATURE_SOURCE: 'Geben Sie genau eine Signatur an: ein Bild im Dateifeld signature, eine signature_data_url oder einen getippten Text ({count} angegeben)',
  WATERMARK_SOURCE: 'Geben Sie genau ein Wasserzeichen an: einen Text oder ein Bild im Dateifeld image ({count} angegeben)',
  DATA_URL_INVALID: '{param} muss eine Data-URL mit einem PNG- oder JPEG-Bild sein, etwa data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: 'Die Signatur mit {width}×{height} pt bei x={x}, y={y} passt nicht auf Seite {page}, die {page_width}×{page_height} pt groß ist; x + width darf höchstens {page_width} und y + height höchstens {page_height} sein (wählen Sie eine kleinere width oder verschieben Sie sie)',
  PAGE_NUMBER_FORMAT: 'format muss {n} an der Stelle der Seitenzahl enthalten, zum Beispiel "{n}", "{n} / {total}" oder "Seite {n} von {total}"',
} satisfies Catalogue<typeof en>
