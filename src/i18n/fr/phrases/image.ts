import type en from '../../en/phrases/image.ts'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Plusieurs fichiers dans une même requête sont renvoyés dans un ZIP.'

const EDIT_TAIL = 'L\'orientation EXIF est appliquée en premier\u00a0: les tailles et les positions se rapportent donc à l\'image telle qu\'elle s\'affiche. Le résultat conserve le format du fichier chargé (HEIC, qui ne peut pas être écrit, devient PNG\u00a0; une icône est écrite avec toutes les tailles standard jusqu\'à la sienne), et les métadonnées (EXIF, XMP, profil ICC) ne sont pas copiées.'

const STAYS_ANIMATED = 'Les GIF et WebP animés restent animés.'

const FIRST_FRAME_EDITED = 'Pour un GIF ou un WebP animé, seule la première image est modifiée.'

const ON_WHITE = 'Les zones transparentes sont posées sur du blanc (ou sur `background`).'

const COMPRESS_TAIL = 'Les métadonnées (EXIF, GPS, commentaires, profil de couleur) sont supprimées lors de la compression\u00a0; les couleurs sont converties en sRGB et l\'orientation EXIF est appliquée en premier, de sorte que l\'image s\'affiche toujours à l\'endroit. Le résultat n\'est jamais plus volumineux que le fichier chargé\u00a0: lorsque le réencodage ne réduit pas un fichier, le fichier chargé est renvoyé tel quel (métadonnées comprises) avec l\'en-tête X-Compression: original, sinon avec X-Compression: compressed. X-Original-Size et X-Output-Size indiquent les deux tailles en octets.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" ou "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `Couleur ${what}\u00a0: ${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('placée derrière les zones transparentes, que ce format ne peut pas conserver\u00a0; blanc par défaut')

const ANIMATIONS_STAY = 'Les animations restent animées.'

const FIRST_FRAME_CONVERTED = 'Pour une animation, seule la première image est convertie.'

const LARGEST_ICON = 'Pour une icône, la plus grande image est convertie.'

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Qualité d'encodage de 1 (fichier le plus petit) à 100 (meilleure image)\u00a0; ${byDefault} par défaut`
}

/** Names in a sentence: "A, B et C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = 'toute image'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `Convertit ${from} en ${to}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `Lit ${ANY_IMAGE} (${formats.join(', ')}).`
    : `Lit le format ${from}\u00a0; tout autre format d'image pris en charge est également lu, car le format est détecté à partir des octets.`
  return [reads, 'L\'orientation EXIF est appliquée et les métadonnées ne sont pas copiées.', ...notes, SEVERAL_ZIP].join(' ')
}

/** An image edit: its own description, then what every edit shares. */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join(' ')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? 'Compresse des images' : `Compresse des images ${format}`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: 'Le JPEG est réencodé avec mozjpeg (quantification en treillis, balayages progressifs optimisés) selon `quality`.',
  png: 'Le PNG est réduit à une palette d\'au plus 256 couleurs (transparence conservée, avec tramage pour que les dégradés restent lisses\u00a0; `quality` fixe le nombre de couleurs utilisables) et compressé au niveau zlib le plus élevé. La compression est avec perte, mais généralement invisible pour les graphiques, les captures d\'écran et les icônes.',
  webp: 'Le WebP est réencodé en WebP avec perte selon `quality`, avec un réglage d\'encodeur plus lent et plus efficace\u00a0; les animations restent animées.',
  image: 'Chaque fichier reste dans son propre format\u00a0: JPEG avec mozjpeg, PNG en PNG à palette (256 couleurs au plus), WebP et AVIF réencodés selon `quality`, GIF réencodé (déjà sans perte, il diminue donc rarement\u00a0; les animations restent animées), TIFF avec LZW, BMP en 24 bits (un BMP avec transparence est renvoyé tel quel), ICO reconstruit à partir de sa plus grande image aux tailles d\'icône standard. HEIC ne pouvant pas être écrit, un HEIC devient un PNG, qui n\'est renvoyé que s\'il est plus petit.',
}

/** A compression: the one format it reads (undefined for every format in `formats`), and what compressing does. */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `Lit ${list(formats)}.`
    : `Lit uniquement le format ${format} (reconnu d'après les octets, et non d'après le nom)\u00a0; tout autre fichier renvoie 422 \`UNSUPPORTED_FILE_FORMAT\`.`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join(' ')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
} satisfies typeof en
