import type en from '../../en/phrases/image.ts'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Vários arquivos em uma mesma solicitação são retornados em um ZIP.'

const EDIT_TAIL = 'A orientação EXIF é aplicada primeiro, então tamanhos e posições se referem à imagem como ela é exibida. O resultado mantém o formato do arquivo carregado (HEIC, que não pode ser gravado, vira PNG; um ícone é gravado com todos os tamanhos padrão até o dele), e os metadados (EXIF, XMP, perfil ICC) não são copiados.'

const STAYS_ANIMATED = 'GIFs e WebPs animados continuam animados.'

const FIRST_FRAME_EDITED = 'De um GIF ou WebP animado, é editado o primeiro quadro.'

const ON_WHITE = 'As áreas transparentes são colocadas sobre branco (ou sobre `background`).'

const COMPRESS_TAIL = 'Os metadados (EXIF, GPS, comentários, perfil de cor) são descartados como parte da compactação; as cores são convertidas para sRGB e a orientação EXIF é aplicada primeiro, então a imagem continua sendo exibida na posição correta. O resultado nunca é maior que o arquivo carregado: quando a recodificação não reduz o arquivo, o arquivo carregado é retornado sem alterações (com os metadados) e com o cabeçalho X-Compression: original; caso contrário, com X-Compression: compressed. X-Original-Size e X-Output-Size informam os dois tamanhos em bytes.'

const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" ou "transparent"'

/** A color option: what the color is for (and its default), then the ways to write it. */
function colorOption(what: string): string {
  return `Cor ${what}: ${COLOR_FORMS}`
}

const FLATTEN_BACKGROUND = colorOption('colocada atrás das áreas transparentes, que este formato não comporta; padrão branco')

const ANIMATIONS_STAY = 'As animações continuam animadas.'

const FIRST_FRAME_CONVERTED = 'De uma animação, é convertido o primeiro quadro.'

const LARGEST_ICON = 'De um ícone, é convertida a maior imagem.'

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Qualidade de codificação de 1 (arquivo menor) a 100 (melhor imagem); padrão ${byDefault}`
}

/** Names in a sentence: "A, B e C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

/** What an operation that reads every image format is named after. */
const ANY_IMAGE = 'qualquer imagem'

/** The summary of a format-to-format image conversion. */
function conversionSummary(from: string, to: string): string {
  return `Converte ${from} em ${to}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(from: string | undefined, formats: readonly string[], notes: readonly string[]): string {
  const reads = from === undefined
    ? `Lê ${ANY_IMAGE} (${formats.join(', ')}).`
    : `Lê ${from}; qualquer outro formato de imagem compatível também é lido, pois o formato é detectado a partir dos bytes.`
  return [reads, 'A orientação EXIF é aplicada e os metadados não são copiados.', ...notes, SEVERAL_ZIP].join(' ')
}

/** An image edit: its own description, then what every edit shares. */
function imageEdit(own: string, animated: boolean | undefined): string {
  const animation = animated === undefined ? [] : [animated ? STAYS_ANIMATED : FIRST_FRAME_EDITED]
  return [own, EDIT_TAIL, ...animation, SEVERAL_ZIP].join(' ')
}

/** The summary of a compression: of one format's images, or of any image (undefined). */
function compressionSummary(format: string | undefined): string {
  return format === undefined ? 'Compacta imagens' : `Compacta imagens ${format}`
}

/** What compressing does to each format, and to every format for the operation that reads them all. */
const COMPRESSION_METHOD = {
  jpg: 'O JPEG é recodificado com mozjpeg (quantização trellis, varreduras progressivas otimizadas) com `quality`.',
  png: 'O PNG é reduzido a uma paleta de no máximo 256 cores (mantendo a transparência, com pontilhamento para que os degradês continuem suaves; `quality` define quantas cores podem ser usadas) e compactado no nível mais alto do zlib. Há perda, geralmente imperceptível em gráficos, capturas de tela e ícones.',
  webp: 'O WebP é recodificado como WebP com perdas com `quality` e uma configuração de codificador mais lenta e mais compacta; as animações continuam animadas.',
  image: 'Cada arquivo permanece no próprio formato: JPEG com mozjpeg, PNG como PNG com paleta (no máximo 256 cores), WebP e AVIF recodificados com `quality`, GIF recodificado (já é sem perdas, então raramente diminui; as animações continuam animadas), TIFF com LZW, BMP em 24 bits (um BMP com transparência é retornado sem alterações) e ICO reconstruído a partir da maior imagem nos tamanhos padrão de ícone. HEIC não pode ser gravado, então um HEIC vira um PNG, que só é retornado quando é menor.',
}

/** A compression: the one format it reads (undefined for every format in `formats`), and what compressing does. */
function imageCompression(format: string | undefined, formats: readonly string[], method: string): string {
  const reads = format === undefined
    ? `Lê ${list(formats)}.`
    : `Lê apenas ${format} (identificado pelos bytes, não pelo nome); qualquer outro arquivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`.`
  return [reads, method, COMPRESS_TAIL, SEVERAL_ZIP].join(' ')
}

export default {
  SEVERAL_ZIP, EDIT_TAIL, STAYS_ANIMATED, FIRST_FRAME_EDITED, ON_WHITE, ANIMATIONS_STAY, FIRST_FRAME_CONVERTED, LARGEST_ICON,
  COMPRESS_TAIL, COLOR_FORMS, colorOption, FLATTEN_BACKGROUND, quality, list, ANY_IMAGE, conversionSummary, imageConversion,
  imageEdit, compressionSummary, COMPRESSION_METHOD, imageCompression,
} satisfies typeof en
