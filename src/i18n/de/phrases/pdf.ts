import type en from '../../en/phrases/pdf.ts'
import type { ImagesToPdfFigures, PageAction, RenderFigures } from '../../en/phrases/pdf.ts'

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = 'Kennwort, das eine verschlüsselte Eingabe öffnet (ihr Benutzer- oder Besitzerkennwort). Für eine Datei, die sich ohne Kennwort öffnen lässt, nicht erforderlich; bei nicht verschlüsselten Dateien ignoriert.'

const PDF_OPENED = 'Eine verschlüsselte Eingabe wird mit password geöffnet (eine Datei, die nur Drucken oder Bearbeiten einschränkt, öffnet sich auch ohne); das Ergebnis ist nicht verschlüsselt.'

const PDF_SAVED_PLAIN = 'Kennwort, das ein verschlüsseltes PDF öffnet; das Ergebnis wird unverschlüsselt gespeichert'

const PDF_RENDER_PASSWORD = 'Kennwort eines verschlüsselten PDFs (sein Benutzer- oder Besitzerkennwort); wird ignoriert, wenn das PDF nicht verschlüsselt ist'

/** What a new document made of some pages keeps, after its subject ("es", "jeder Teil"). */
const KEEPS_INFO = 'behält die Dokumentinformationen (Titel, Autor...) bei, aber keine Lesezeichen oder Formularfelder'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `Zu ${{ render: 'rendernde', read: 'lesende' }[action]} Seiten, etwa 1-3,5,7- (7- bedeutet von Seite 7 bis zur letzten Seite), in der angegebenen Reihenfolge; standardmäßig alle`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `Auflösung in Punkten pro Zoll, ${figures.minDpi}-${figures.maxDpi}, Standard ${figures.dpi}: Eine Seite ist ihre Größe in Zoll × dpi Pixel breit und hoch, eine A4-Seite bei ${figures.dpi} dpi also ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}: Seitenzahlen und Bereiche, durch Kommas getrennt, etwa 1-3,5,7- ("7-" reicht bis zur letzten Seite, "all" steht für alle Seiten).`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `Rendert PDF-Seiten als ${format}-Bilder`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return `Zeichnet jede ausgewählte Seite eines PDFs (standardmäßig alle Seiten) mit pdf.js als ${format}-Bild mit \`dpi\` Punkten pro Zoll auf weißem Papier. Das Bild ist die angezeigte Seite (Crop Box, mit angewendeter Seitendrehung) in dieser Auflösung: Eine A4-Seite bei ${figures.dpi} dpi hat ${figures.a4} Pixel, eine US-Letter-Seite ${figures.letter}. Jedes Bild wird nach dem PDF und seiner Seitenzahl benannt (report-1.${ext}, report-3.${ext}…), auch wenn nur eine Seite ausgewählt ist, sodass der Name immer angibt, um welche Seite es sich handelt. Eine Seite wird mit dem Bild selbst beantwortet, mehrere mit einem ZIP der Bilder; mehrere PDFs in einer Anfrage werden mit einem ZIP beantwortet, das pro PDF mit mehreren Bildern einen Ordner enthält. Ein verschlüsseltes PDF benötigt sein Kennwort in \`password\` (422 PDF_ENCRYPTED ohne, BAD_PASSWORD bei falschem Kennwort). Limits, geprüft bevor etwas gezeichnet wird: höchstens das Renderlimit des Servers an Seiten pro Anfrage (standardmäßig ${figures.pages}), jede Seite höchstens das Pixellimit für Bilder bei der gewählten dpi (standardmäßig ${figures.megapixels} Millionen; fordern Sie eine niedrigere dpi oder weniger Seiten an), beide mit 413 beantwortet; komprimierte Streams, die sich über das Limit des Servers hinaus ausdehnen, werden als Dekomprimierungsbomben abgelehnt (413), und ein Bild innerhalb einer Seite, das größer als das Pixellimit ist, wird beim Zeichnen ausgelassen.`
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `Erstellt ein PDF aus ${format}-Bildern, eine Seite pro Bild`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return `Liest ${first}- und ${second}-Bilder (das Format wird anhand der Bytes erkannt) und erstellt daraus ein PDF mit einer Seite pro Bild, in der Reihenfolge des Hochladens. Die EXIF-Ausrichtung wird angewendet, sodass Fotos so stehen, wie sie aufgenommen wurden. Die Größe eines Bilds auf der Seite ergibt sich aus seiner gespeicherten Dichte (dpi, wenn zwischen ${figures.minDensity} und ${figures.maxDensity}) oder sonst aus ${figures.density} dpi. Mit page_size=fit ist jede Seite so groß wie das Bild plus Ränder. Auf Papier im Format a4 oder letter wird das Bild innerhalb der Ränder zentriert und passend verkleinert; es wird nie vergrößert, da es dadurch nur unscharf würde. Eine Seitenlänge überschreitet nie ${figures.maxSide} pt (${figures.maxSide / 72} Zoll), das Maximum, das PDF-Reader akzeptieren: Größere Bilder werden verkleinert. JPEG-Bilder werden mit Qualität ${figures.quality} neu geschrieben und PNG-Bilder verlustfrei, mit erhaltener Transparenz. Das PDF wird nach dem ersten Bild benannt.`
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit: Jede Seite hat die Größe ihres Bilds (plus Ränder); a4 (${figures.a4} pt) oder letter (${figures.letter} pt): Papier mit zentriertem Bild; Standard fit`,
    orientation: 'Papierausrichtung für a4 und letter: auto dreht eine Seite ins Querformat, wenn ihr Bild breiter als hoch ist; bei fit ignoriert; Standard auto',
    margin: `Freiraum um das Bild auf jeder Seite, in Punkten (72 pt = 1 Zoll); Standard 0 bei fit, ${figures.margin} bei a4 und letter`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
} satisfies typeof en
