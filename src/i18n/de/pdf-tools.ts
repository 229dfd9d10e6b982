import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
  PDF_NO_IMAGES: '{name} hat auf den ausgewählten Seiten keine eingebetteten Bilder (Bild-XObjects; direkt im Seiteninhalt geschriebene Inline-Bilder werden nicht extrahiert); wählen Sie andere Seiten, oder verwenden Sie pdf-to-png, um die Seiten selbst zu rendern',
  PDF_TOO_MANY_IMAGES: '{name} enthält auf den ausgewählten Seiten mehr als {max} Bilder; wählen Sie mit pages weniger Seiten aus und extrahieren Sie den Rest in einem weiteren Aufruf',
  PDF_IMAGE_TOO_LARGE: 'Bild {index} auf Seite {page} von {name} hat {width}×{height} Pixel, mehr als die {max} Pixel, die ein Bild haben darf; lassen Sie diese Seite mit pages weg',
  PDF_IMAGES_TOO_LARGE: 'Die Bilder von {name} auf den ausgewählten Seiten belegen dekodiert mehr als {max} Bytes; wählen Sie mit pages weniger Seiten aus und extrahieren Sie den Rest in einem weiteren Aufruf',
  MARKDOWN_FILE_TOO_LONG: '{name} hat {length} Zeichen Markdown, mehr als die erlaubten {max}; teilen Sie es in kleinere Dokumente auf',
} satisfies Catalogue<typeof en>
