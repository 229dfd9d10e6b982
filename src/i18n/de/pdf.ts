import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf.ts'

export default {
  PDF_MERGE_NEEDS_TWO: 'Zum Zusammenführen sind mindestens zwei PDF-Dateien erforderlich; senden Sie zwei oder mehr in files[] (angekommen ist nur {count})',
  PDF_MERGE_TOO_MANY_PAGES: 'Zusammen haben die Dateien mindestens {pages} Seiten, mehr als das Limit von {max}; führen Sie weniger Dateien zusammen oder entfernen Sie zuerst Seiten',
  PDF_DELETE_ALL_PAGES: 'pages wählt alle {pages} Seiten von {name} aus; mindestens eine Seite muss erhalten bleiben, lassen Sie also mindestens eine aus der Auswahl weg',
  PDF_ORDER_DUPLICATE: '{param} nennt Seite {page} mehr als einmal; nennen Sie jede Seite höchstens einmal',
  PDF_ALREADY_ENCRYPTED: '{name} ist bereits durch ein Kennwort geschützt; entfernen Sie es zuerst mit /api/v1/file/unlock-pdf und schützen Sie dann das Ergebnis',
  PDF_PASSWORD_REQUIRED: '{name} benötigt zum Öffnen sein Kennwort; senden Sie es im Feld password',
  PDF_TOTAL_INFLATE_TOO_LARGE: 'die komprimierten Streams von {name} ergeben dekomprimiert insgesamt mehr als {max} Bytes, mehr als dieser Dienst aus einem PDF liest; die Datei wird als Dekomprimierungsbombe abgelehnt (senden Sie eine kleinere oder weniger stark komprimierte Datei)',
  PDF_SAME_PASSWORDS: 'owner_password ist identisch mit password, sodass jeder, der die Datei öffnen kann, ihre Einschränkungen aufheben könnte; wählen Sie ein anderes owner_password oder lassen Sie es weg',
} satisfies Catalogue<typeof en>
