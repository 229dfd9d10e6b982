import type { Catalogue } from '../catalogue.ts'
import type en from '../en/office.ts'

export default {
  OFFICE_TOO_LARGE: '{name} wird beim Entpacken größer als {max} Bytes; die Datei wird als Dekomprimierungsbombe abgelehnt (ein echtes Dokument dieser Größe muss aufgeteilt werden)',
  OFFICE_TOO_MANY_PARTS: '{name} ist ein Paket aus {count} Teilen, mehr als das Limit von {max}; die Datei wird als Dekomprimierungsbombe abgelehnt',
  OFFICE_MALFORMED: '{name} konnte nicht als {format} gelesen werden: {detail}; die Datei ist möglicherweise beschädigt, abgeschnitten oder in einem anderen Format gespeichert',
  OFFICE_SHEET_NOT_FOUND: '{name} hat kein Blatt "{sheet}"; geben Sie einen seiner Blattnamen ({sheets}) oder eine Zahl von 1 bis {count} an',
  OFFICE_TOO_MANY_ROWS: 'Das Blatt "{sheet}" von {name} hat mehr als {max} Zeilen, das Maximum für ein Blatt hier; teilen Sie es in kleinere Dateien auf',
  OFFICE_TOO_MANY_CELLS: 'Das Blatt "{sheet}" von {name} umfasst mehr als {max} Zellen (Zeilen × Spalten, einschließlich leerer Zellen); teilen Sie es in kleinere Dateien auf',
  OFFICE_TOO_MANY_COLUMNS: 'Das Blatt "{sheet}" von {name} hätte {count} Spalten, mehr als das Limit von {max}; verwenden Sie weniger verschiedene Schlüssel oder Spalten',
  OFFICE_TOO_MANY_SHEETS: '{name} würde {count} Blätter ergeben, mehr als das Limit von {max}; senden Sie weniger Schlüssel auf der obersten Ebene',
  OFFICE_SHEET_NAME: '"{sheet}" kann kein Excel-Blatt benennen: Ein Name hat 1 bis 31 Zeichen, keines davon * ? : \\ / [ ], beginnt oder endet nicht mit einem Apostroph, lautet nicht "History" und ist unabhängig von Groß-/Kleinschreibung eindeutig',
  OFFICE_CELL_TOO_LONG: 'Der Wert in Zeile {row}, Spalte {column} des Blatts "{sheet}" hat {length} Zeichen; eine Excel-Zelle fasst höchstens {max}',
  OFFICE_JSON_SHAPE: 'In {name} ergibt der Wert bei {path} kein Blatt; senden Sie ein Array von Objekten (je eine Zeile, ihre Schlüssel als Kopfzeile), ein Array von Arrays (je eine Zeile) oder ein Objekt, dessen Werte solche Arrays sind (je ein Blatt)',
  OFFICE_IMAGES_TOO_LARGE: 'Die Bilder von {name} ergeben zusammen mehr als {max} Bytes, zu viel zum Einbetten in eine HTML-Seite; verkleinern Sie sie oder verwenden Sie word-to-text',
  OFFICE_CONVERSION_FAILED: '{name} konnte von {program} nicht konvertiert werden ({detail}); die Datei ist möglicherweise beschädigt oder verwendet Funktionen, die der Konverter nicht lesen kann',
  OFFICE_HTML_TOO_DEEP: 'Das HTML von {name} verschachtelt Elemente tiefer als {max} Ebenen (nicht geschlossene Elemente zählen mit); Browser hören bei 512 mit dem Verschachteln auf, schließen Sie die Elemente also oder flachen Sie sie ab',
  OFFICE_OUTPUT_TOO_LARGE: 'Das aus {name} erzeugte PDF wäre größer als {max} Bytes; senden Sie ein kleineres Dokument',
} satisfies Catalogue<typeof en>
