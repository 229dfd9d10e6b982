import type en from '../../en/phrases/image.ts'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Mehrere Dateien in einer Anfrage werden mit einem ZIP beantwortet.'

const EDIT_TAIL = 'Die EXIF-Ausrichtung wird zuerst angewendet, sodass sich Größen und Positionen auf das Bild so beziehen, wie es angezeigt wird. Das Ergebnis behält das Format der hochgeladenen Datei (HEIC, das nicht geschrieben werden kann, wird zu PNG; ein Symbol wird mit allen Standardgrößen bis zu seiner eigenen geschrieben), und Metadaten (EXIF, XMP, ICC-Profil) werden nicht übernommen.'

const STAYS_ANIMATED = 'Animierte GIF- und WebP-Dateien bleiben animiert.'

const FIRST_FRAME_EDITED = 'Bei einem animierten GIF oder WebP wird der erste Frame bearbeitet.'

const ON_WHITE = 'Transparente Bereiche werden auf Weiß gelegt (oder auf `background`).'

const COMPRESS_TAIL = 'Metadaten (EXIF, GPS, Kommentare, Farbprofil) werden beim Komprimieren verworfen; die Farben werden in sRGB konvertiert, und die EXIF-Ausrichtung wird zuerst angewendet, sodass das Bild weiterhin aufrecht angezeigt wird. Das Ergebnis ist nie größer als die hochgeladene Datei: Wenn das Neukodieren eine Datei nicht verkleinert, wird die hochgeladene Datei unverändert (einschließlich Metadaten) mit dem Header X-Compression: original zurückgegeben, andernfalls mit X-Compression: compressed. X-Original-Size und X-Output-Size geben beide Größen in Bytes an.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" oder "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `Farbe ${what}: ${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('hinter transparenten Bereichen, die dieses Format nicht speichern kann; Standard Weiß')

const ANIMATIONS_STAY = 'Animationen bleiben animiert.'

const FIRST_FRAME_CONVERTED = 'Bei einer Animation wird der erste Frame konvertiert.'

const LARGEST_ICON = 'Bei einem Symbol wird das größte Bild konvertiert.'

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Kodierungsqualität von 1 (kleinste Datei) bis 100 (bestes Bild); Standard ${byDefault}`
}

/** Names in a sentence: "A, B und C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = 'beliebige Bilder'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `Konvertiert ${from} in ${to}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `Liest ${ANY_IMAGE} (${formats.join(', ')}).`
    : `Liest ${from}; jedes andere unterstützte Bildformat wird ebenfalls gelesen, da das Format anhand der Bytes erkannt wird.`
  return [reads, 'Die EXIF-Ausrichtung wird angewendet, und Metadaten werden nicht übernommen.', ...notes, SEVERAL_ZIP].join(' ')
}

/** An image edit: its own description, then what every edit shares. */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join(' ')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? 'Komprimiert Bilder' : `Komprimiert ${format}-Bilder`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: 'Das JPEG wird mit mozjpeg (Trellis-Quantisierung, optimierte progressive Scans) mit `quality` neu kodiert.',
  png: 'Das PNG wird auf eine Palette von höchstens 256 Farben reduziert (Transparenz bleibt erhalten, mit Dithering, damit Verläufe glatt bleiben; `quality` legt fest, wie viele Farben es verwenden darf) und mit der höchsten zlib-Stufe gepackt. Das ist verlustbehaftet, bei Grafiken, Screenshots und Symbolen aber meist unsichtbar.',
  webp: 'Das WebP wird als verlustbehaftetes WebP mit `quality` und einer langsameren, gründlicheren Encodereinstellung neu kodiert; Animationen bleiben animiert.',
  image: 'Jede Datei behält ihr eigenes Format: JPEG mit mozjpeg, PNG als Paletten-PNG (höchstens 256 Farben), WebP und AVIF mit `quality` neu kodiert, GIF neu kodiert (bereits verlustfrei, daher selten kleiner; Animationen bleiben animiert), TIFF mit LZW, BMP als 24-Bit (ein BMP mit Transparenz wird unverändert zurückgegeben), ICO aus seinem größten Bild in den Standardsymbolgrößen neu aufgebaut. HEIC kann nicht geschrieben werden, daher wird ein HEIC zu einem PNG, das nur zurückgegeben wird, wenn es kleiner ist.',
}

/** A compression: the one format it reads (undefined for every format in `formats`), and what compressing does. */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `Liest ${list(formats)}.`
    : `Liest nur ${format} (anhand der Bytes erkannt, nicht anhand des Namens); jede andere Datei wird mit 422 \`UNSUPPORTED_FILE_FORMAT\` beantwortet.`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join(' ')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
} satisfies typeof en
