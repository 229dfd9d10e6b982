import type { Category } from '../../../core/operation.ts'
import { same } from '../../../i18n/same.ts'

/** Each category's title and one-line description in German. */
export default {
  convert: { title: 'Umrechnungen', about: 'Umrechnung von Einheiten und Währungen.' },
  dev: { title: 'Entwicklertools', about: 'Hashing, Kodierung und Datenformate für Entwickler.' },
  text: { title: same('Text'), about: 'Textumwandlungen und -statistiken.' },
  calc: { title: 'Rechner', about: 'Finanz-, Gesundheits- und Alltagsrechner.' },
  web: { title: 'Webabfragen', about: 'Abfragen öffentlicher Websites und des DNS.' },
  generate: { title: 'Generatoren', about: 'Kennwörter, Bezeichner, Farben, QR-Codes und Barcodes.' },
  encode: { title: 'Kodierungen', about: 'Kodierung und Dekodierung von Text.' },
  datetime: { title: 'Datum und Uhrzeit', about: 'Datumsangaben, Uhrzeiten und Zeitzonen.' },
  number: { title: 'Zahlen', about: 'Zahlensysteme, Zahlzeichen, Zahlwörter und exakte Ganzzahlarithmetik.' },
  file: { title: 'Dateien', about: 'Konvertierung von Bildern, PDFs und Office-Dateien per Upload.' },
} satisfies Record<Category, { title: string; about: string }>
