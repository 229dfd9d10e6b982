import type { Metadata } from 'sharp'
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation, type OperationContext, type Upload } from '../../core/operation.ts'
import { readExif, type ExifData, type ExifValue as ExifTagValue, type GpsPosition } from '../../lib/image/exif.ts'
import { FILE_FORMATS, IMAGE_FORMATS, type ImageFormat } from '../../lib/files/file-type.ts'
import { imageFailure, loadImage } from '../../lib/image/image.ts'
import { loadSharp } from '../../lib/image/sharp.ts'
import { ExifValue, UploadName, UploadSize } from '../kits/file-results.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'

interface ImageInfo {
  name: string
  format: ImageFormat
  mime: string
  size_bytes: number
  width: number
  height: number
  display_width: number
  display_height: number
  channels: number
  has_alpha: boolean
  color_space: string | null
  bit_depth: number | null
  density: number | null
  frames: number
  animated: boolean
  orientation: number | null
  has_icc_profile: boolean
  has_exif: boolean
  exif: Record<string, ExifTagValue> | null
  gps: GpsPosition | null
}

const BITS_PER_SAMPLE: Readonly<Record<string, number>> = {
  uchar: 8, char: 8, ushort: 16, short: 16, uint: 32, int: 32, float: 32, double: 64,
}

/** The header of an upload sharp cannot read itself (BMP, ICO), through its decoder. */
async function decodedHeader(upload: Upload, ctx: OperationContext): Promise<Metadata> {
  const loaded = await loadImage(upload, imageJob(ctx))
  return loaded.image.metadata()
}

/**
 * Reads the header without decoding pixels. A HEIC whose header libheif cannot read is decoded
 * instead, by the same decoder its conversions use.
 */
async function readHeader(upload: Upload, ctx: OperationContext): Promise<Metadata> {
  if (upload.format === 'bmp' || upload.format === 'ico') return decodedHeader(upload, ctx)
  const sharp = await loadSharp()
  try {
    // Nothing is decoded, so no pixel limit applies: a huge image can still be described.
    return await sharp(upload.bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    if (upload.format === 'heic') return decodedHeader(upload, ctx)
    throw imageFailure(upload, error, Math.max(1, ctx.files.deadline - Date.now()))
  }
}

/** A TIFF file's own tags are its EXIF; other formats carry an EXIF block, which sharp extracts. */
function exifOf(upload: Upload, header: Metadata): Promise<ExifData | null> {
  if (upload.format === 'tiff') return readExif(upload.bytes)
  if (header.exif) return readExif(header.exif)
  // A HEIC read through its decoder: exifr finds the block in the container itself.
  if (upload.format === 'heic') return readExif(upload.bytes)
  return Promise.resolve(null)
}

function bitDepth(header: Metadata): number | null {
  if (header.format === 'raw') return null // decoded pixels, not what the file stores
  return header.bitsPerSample ?? BITS_PER_SAMPLE[header.depth ?? ''] ?? null
}

async function describe(upload: Upload, ctx: OperationContext): Promise<ImageInfo> {
  const header = await readHeader(upload, ctx)
  const exif = await exifOf(upload, header)
  const width = header.width ?? 0
  const height = header.height ?? 0
  const frames = header.pages ?? 1
  return {
    name: upload.name,
    // IMAGE_FILES accepts image formats only: any other upload is refused before run.
    format: upload.format as ImageFormat,
    mime: FILE_FORMATS[upload.format].mime,
    size_bytes: upload.bytes.length,
    width,
    height,
    display_width: header.autoOrient?.width ?? width,
    display_height: header.autoOrient?.height ?? height,
    channels: header.channels ?? 0,
    has_alpha: header.hasAlpha ?? false,
    color_space: header.space ?? null,
    bit_depth: bitDepth(header),
    density: header.format === 'raw' ? null : header.density ?? null,
    frames,
    // Frame delays are what make pages an animation rather than a multi-page document.
    animated: frames > 1 && header.delay !== undefined,
    orientation: header.orientation ?? null,
    has_icc_profile: header.hasProfile ?? false,
    has_exif: exif !== null,
    exif: exif?.tags ?? null,
    gps: exif?.gps ?? null,
  }
}

export default defineOperation({
  category: 'file',
  name: 'image-info',
  input: 'file',
  summary: 'Read an image\'s dimensions, format and EXIF metadata',
  description: [
    'Describes each image without changing it: width and height as stored, display_width and display_height once the EXIF orientation (1-8, or null) is applied,',
    'format and media type from the file\'s bytes, file size, channels, alpha, colour space, bits per sample and density in dpi (null when unknown),',
    'frames and whether they are an animation, and whether an ICC profile and EXIF are present.',
    'exif holds the readable EXIF tags (camera, lens, exposure, dates as local "YYYY-MM-DDTHH:mm:ss" since EXIF has no time zone; binary values as short hex, long ones left out),',
    'and gps the position in decimal degrees (south and west negative) with the altitude in metres when recorded, or null.',
    'The header is read without decoding pixels, except for BMP and ICO (of an icon, the largest image is described).',
    'Unreadable EXIF does not fail the call: exif is then null. Several files answer an array in upload order.',
  ].join(' '),
  files: IMAGE_FILES,
  params: z.object({}),
  result: z.object({
    name: UploadName,
    format: z.enum(IMAGE_FORMATS).apply(described, {
      en: 'The image format, detected from the file\'s bytes',
      es: 'El formato de la imagen, detectado a partir de los bytes del archivo',
      de: 'Das Bildformat, anhand der Bytes der Datei erkannt',
      fr: 'Le format de l\'image, détecté à partir des octets du fichier',
      'pt-br': 'O formato da imagem, detectado a partir dos bytes do arquivo',
      'zh-cn': '图像格式，根据文件字节检测',
    }),
    mime: z.string().apply(described, {
      en: 'The media type of that format, such as image/jpeg',
      es: 'El tipo de medio de ese formato, como image/jpeg',
      de: 'Der Medientyp dieses Formats, etwa image/jpeg',
      fr: 'Le type de média de ce format, par exemple image/jpeg',
      'pt-br': 'O tipo de mídia desse formato, como image/jpeg',
      'zh-cn': '该格式的媒体类型，如 image/jpeg',
    }),
    size_bytes: UploadSize,
    width: z.number().int().min(0).apply(described, {
      en: 'Width as stored, in pixels (of an icon, its largest image; 0 when the header does not say)',
      es: 'Anchura tal como está almacenada, en píxeles (de un icono, la de su imagen más grande; 0 cuando la cabecera no la indica)',
      de: 'Breite wie gespeichert, in Pixeln (bei einem Symbol die des größten Bilds; 0, wenn der Header sie nicht angibt)',
      fr: 'Largeur telle qu\'elle est stockée, en pixels (pour une icône, celle de sa plus grande image\u00a0; 0 si l\'en-tête ne l\'indique pas)',
      'pt-br': 'Largura como está armazenada, em pixels (de um ícone, a da sua maior imagem; 0 quando o cabeçalho não informa)',
      'zh-cn': '存储的宽度，以像素为单位（图标取其最大图像的宽度；文件头未注明时为 0）',
    }),
    height: z.number().int().min(0).apply(described, {
      en: 'Height as stored, in pixels, of one frame (0 when the header does not say)',
      es: 'Altura tal como está almacenada, en píxeles, de un fotograma (0 cuando la cabecera no la indica)',
      de: 'Höhe eines Frames wie gespeichert, in Pixeln (0, wenn der Header sie nicht angibt)',
      fr: 'Hauteur d\'une image telle qu\'elle est stockée, en pixels (0 si l\'en-tête ne l\'indique pas)',
      'pt-br': 'Altura de um quadro como está armazenada, em pixels (0 quando o cabeçalho não informa)',
      'zh-cn': '存储的单帧高度，以像素为单位（文件头未注明时为 0）',
    }),
    display_width: z.number().int().min(0).apply(described, {
      en: 'Width once the EXIF orientation is applied, in pixels: height when the image is stored turned a quarter',
      es: 'Anchura una vez aplicada la orientación EXIF, en píxeles: la altura cuando la imagen está almacenada girada un cuarto de vuelta',
      de: 'Breite nach Anwendung der EXIF-Ausrichtung, in Pixeln: die Höhe, wenn das Bild um eine Vierteldrehung gedreht gespeichert ist',
      fr: 'Largeur une fois l\'orientation EXIF appliquée, en pixels\u00a0: la hauteur si l\'image est stockée tournée d\'un quart de tour',
      'pt-br': 'Largura depois de aplicada a orientação EXIF, em pixels: a altura quando a imagem está armazenada girada um quarto de volta',
      'zh-cn': '应用 EXIF 方向后的宽度，以像素为单位：图像存储时旋转了四分之一圈的，即为其高度',
    }),
    display_height: z.number().int().min(0).apply(described, {
      en: 'Height once the EXIF orientation is applied, in pixels',
      es: 'Altura una vez aplicada la orientación EXIF, en píxeles',
      de: 'Höhe nach Anwendung der EXIF-Ausrichtung, in Pixeln',
      fr: 'Hauteur une fois l\'orientation EXIF appliquée, en pixels',
      'pt-br': 'Altura depois de aplicada a orientação EXIF, em pixels',
      'zh-cn': '应用 EXIF 方向后的高度，以像素为单位',
    }),
    channels: z.number().int().min(0).apply(described, {
      en: 'Number of colour channels, alpha included (3 for RGB, 4 for RGBA or CMYK); 0 when unknown',
      es: 'Número de canales de color, alfa incluido (3 para RGB, 4 para RGBA o CMYK); 0 cuando se desconoce',
      de: 'Anzahl der Farbkanäle einschließlich Alpha (3 für RGB, 4 für RGBA oder CMYK); 0, wenn unbekannt',
      fr: 'Nombre de canaux de couleur, alpha compris (3 pour RGB, 4 pour RGBA ou CMYK)\u00a0; 0 si inconnu',
      'pt-br': 'Número de canais de cor, incluindo o alfa (3 para RGB, 4 para RGBA ou CMYK); 0 quando desconhecido',
      'zh-cn': '颜色通道数，包括 Alpha 通道（RGB 为 3，RGBA 或 CMYK 为 4）；未知时为 0',
    }),
    has_alpha: z.boolean().apply(described, {
      en: 'Whether the image has an alpha (transparency) channel',
      es: 'Si la imagen tiene un canal alfa (transparencia)',
      de: 'Ob das Bild einen Alphakanal (Transparenz) hat',
      fr: 'Indique si l\'image possède un canal alpha (transparence)',
      'pt-br': 'Se a imagem tem um canal alfa (transparência)',
      'zh-cn': '图像是否有 Alpha（透明度）通道',
    }),
    color_space: z.string().nullable().apply(described, {
      en: 'Colour space as libvips names it (srgb, b-w, cmyk, rgb16...); null when unknown',
      es: 'Espacio de color tal como lo nombra libvips (srgb, b-w, cmyk, rgb16...); null cuando se desconoce',
      de: 'Farbraum, wie libvips ihn benennt (srgb, b-w, cmyk, rgb16...); null, wenn unbekannt',
      fr: 'Espace colorimétrique tel que libvips le nomme (srgb, b-w, cmyk, rgb16...)\u00a0; null si inconnu',
      'pt-br': 'Espaço de cores como a libvips o nomeia (srgb, b-w, cmyk, rgb16...); null quando desconhecido',
      'zh-cn': '以 libvips 的命名表示的色彩空间（srgb、b-w、cmyk、rgb16...）；未知时为 null',
    }),
    bit_depth: z.number().int().min(1).nullable().apply(described, {
      en: 'Bits per sample (8, 16...); null when unknown',
      es: 'Bits por muestra (8, 16...); null cuando se desconoce',
      de: 'Bits pro Sample (8, 16...); null, wenn unbekannt',
      fr: 'Bits par échantillon (8, 16...)\u00a0; null si inconnu',
      'pt-br': 'Bits por amostra (8, 16...); null quando desconhecido',
      'zh-cn': '每个样本的位数（8、16...）；未知时为 null',
    }),
    density: z.number().min(0).nullable().apply(described, {
      en: 'Pixel density, in dots per inch; null when the file does not record it',
      es: 'Densidad de píxeles, en puntos por pulgada; null cuando el archivo no la registra',
      de: 'Pixeldichte in Punkten pro Zoll; null, wenn die Datei sie nicht angibt',
      fr: 'Densité de pixels, en points par pouce\u00a0; null si le fichier ne l\'enregistre pas',
      'pt-br': 'Densidade de pixels, em pontos por polegada; null quando o arquivo não a registra',
      'zh-cn': '像素密度，单位为每英寸点数；文件未记录时为 null',
    }),
    frames: z.number().int().min(1).apply(described, {
      en: 'Number of frames or pages: 1 for a still image',
      es: 'Número de fotogramas o páginas: 1 para una imagen fija',
      de: 'Anzahl der Frames oder Seiten: 1 bei einem Standbild',
      fr: 'Nombre d\'images ou de pages\u00a0: 1 pour une image fixe',
      'pt-br': 'Número de quadros ou páginas: 1 para uma imagem estática',
      'zh-cn': '帧数或页数：静态图像为 1',
    }),
    animated: z.boolean().apply(described, {
      en: 'Whether the frames are an animation (they have frame delays) rather than pages',
      es: 'Si los fotogramas forman una animación (tienen retardos entre fotogramas) en lugar de páginas',
      de: 'Ob die Frames eine Animation (mit Verzögerungszeiten) statt Seiten sind',
      fr: 'Indique si les images forment une animation (elles ont des délais d\'affichage) plutôt que des pages',
      'pt-br': 'Se os quadros formam uma animação (têm atrasos entre quadros) em vez de páginas',
      'zh-cn': '这些帧是否构成动画（带有帧延迟），而不是多个页面',
    }),
    orientation: z.number().int().nullable().apply(described, {
      en: 'EXIF orientation, 1 to 8 (1 upright, 6 stored turned a quarter anticlockwise); null when not recorded',
      es: 'Orientación EXIF, de 1 a 8 (1 derecha, 6 almacenada girada un cuarto de vuelta en sentido antihorario); null cuando no está registrada',
      de: 'EXIF-Ausrichtung, 1 bis 8 (1 aufrecht, 6 um eine Vierteldrehung gegen den Uhrzeigersinn gedreht gespeichert); null, wenn nicht angegeben',
      fr: 'Orientation EXIF, de 1 à 8 (1 à l\'endroit, 6 stockée tournée d\'un quart de tour dans le sens antihoraire)\u00a0; null si elle n\'est pas enregistrée',
      'pt-br': 'Orientação EXIF, de 1 a 8 (1 em pé, 6 armazenada girada um quarto de volta no sentido anti-horário); null quando não registrada',
      'zh-cn': 'EXIF 方向，1 到 8（1 表示正向，6 表示存储时逆时针旋转了四分之一圈）；未记录时为 null',
    }),
    has_icc_profile: z.boolean().apply(described, {
      en: 'Whether an ICC colour profile is embedded',
      es: 'Si hay un perfil de color ICC incrustado',
      de: 'Ob ein ICC-Farbprofil eingebettet ist',
      fr: 'Indique si un profil de couleur ICC est incorporé',
      'pt-br': 'Se há um perfil de cor ICC incorporado',
      'zh-cn': '是否嵌入了 ICC 颜色配置文件',
    }),
    has_exif: z.boolean().apply(described, {
      en: 'Whether readable EXIF data is present (the same as exif not being null)',
      es: 'Si hay datos EXIF legibles (lo mismo que exif no sea null)',
      de: 'Ob lesbare EXIF-Daten vorhanden sind (gleichbedeutend damit, dass exif nicht null ist)',
      fr: 'Indique si des données EXIF lisibles sont présentes (équivaut à exif différent de null)',
      'pt-br': 'Se há dados EXIF legíveis (o mesmo que exif não ser null)',
      'zh-cn': '是否存在可读的 EXIF 数据（等同于 exif 不为 null）',
    }),
    exif: z.record(z.string(), ExifValue).nullable()
      .apply(described, {
        en: 'The readable EXIF tags by name (Make, Model, DateTimeOriginal, ExposureTime...); binary values over 32 bytes, lists over 16 values and texts over 1000 characters left out; null when there is no readable EXIF',
        es: 'Las etiquetas EXIF legibles por nombre (Make, Model, DateTimeOriginal, ExposureTime...), omitiendo los valores binarios de más de 32 bytes, las listas de más de 16 valores y los textos de más de 1000 caracteres; null cuando no hay EXIF legible',
        de: 'Die lesbaren EXIF-Tags nach Namen (Make, Model, DateTimeOriginal, ExposureTime...); Binärwerte über 32 Bytes, Listen mit mehr als 16 Werten und Texte über 1000 Zeichen werden ausgelassen; null, wenn keine lesbaren EXIF-Daten vorhanden sind',
        fr: 'Les balises EXIF lisibles, par nom (Make, Model, DateTimeOriginal, ExposureTime...)\u00a0; les valeurs binaires de plus de 32 octets, les listes de plus de 16 valeurs et les textes de plus de 1000 caractères sont omis\u00a0; null s\'il n\'y a pas de données EXIF lisibles',
        'pt-br': 'As tags EXIF legíveis por nome (Make, Model, DateTimeOriginal, ExposureTime...), omitindo valores binários com mais de 32 bytes, listas com mais de 16 valores e textos com mais de 1000 caracteres; null quando não há EXIF legível',
        'zh-cn': '按名称列出的可读 EXIF 标签（Make、Model、DateTimeOriginal、ExposureTime...）；省略超过 32 字节的二进制值、超过 16 个值的列表和超过 1000 个字符的文本；没有可读的 EXIF 时为 null',
      }),
    gps: z.object({
      latitude: z.number().apply(described, {
        en: 'Latitude, in decimal degrees (south negative), to 7 decimals',
        es: 'Latitud, en grados decimales (sur en negativo), con 7 decimales',
        de: 'Breitengrad in Dezimalgrad (Süden negativ), auf 7 Nachkommastellen',
        fr: 'Latitude, en degrés décimaux (sud négatif), à 7 décimales',
        'pt-br': 'Latitude, em graus decimais (sul negativo), com 7 casas decimais',
        'zh-cn': '纬度，以十进制度表示（南纬为负），精确到小数点后 7 位',
      }),
      longitude: z.number().apply(described, {
        en: 'Longitude, in decimal degrees (west negative), to 7 decimals',
        es: 'Longitud, en grados decimales (oeste en negativo), con 7 decimales',
        de: 'Längengrad in Dezimalgrad (Westen negativ), auf 7 Nachkommastellen',
        fr: 'Longitude, en degrés décimaux (ouest négatif), à 7 décimales',
        'pt-br': 'Longitude, em graus decimais (oeste negativo), com 7 casas decimais',
        'zh-cn': '经度，以十进制度表示（西经为负），精确到小数点后 7 位',
      }),
      altitude: z.number().optional().apply(described, {
        en: 'Altitude, in metres (negative below sea level); absent when not recorded',
        es: 'Altitud, en metros (negativa bajo el nivel del mar); ausente cuando no está registrada',
        de: 'Höhe in Metern (negativ unter dem Meeresspiegel); fehlt, wenn nicht angegeben',
        fr: 'Altitude, en mètres (négative sous le niveau de la mer)\u00a0; absente si elle n\'est pas enregistrée',
        'pt-br': 'Altitude, em metros (negativa abaixo do nível do mar); ausente quando não registrada',
        'zh-cn': '海拔，以米为单位（低于海平面时为负）；未记录时不出现',
      }),
    }).nullable().apply(described, {
      en: 'The recorded position; null when the EXIF has none',
      es: 'La posición registrada; null cuando el EXIF no tiene ninguna',
      de: 'Die gespeicherte Position; null, wenn die EXIF-Daten keine enthalten',
      fr: 'La position enregistrée\u00a0; null si les données EXIF n\'en contiennent pas',
      'pt-br': 'A posição registrada; null quando o EXIF não tem nenhuma',
      'zh-cn': '记录的位置；EXIF 中没有位置信息时为 null',
    }),
  }),
  examples: [{
    title: 'A photo stored sideways, with camera and GPS data',
    params: {},
    files: ['photo.jpg'],
    result: {
      format: 'jpg', width: 80, height: 60, display_width: 60, display_height: 80, orientation: 6,
      exif: { Make: 'Devutils', Model: 'Test Camera' }, gps: { latitude: 48.8584, longitude: 2.2945 },
    },
  }, {
    title: 'An animated GIF',
    params: {},
    files: ['animated.gif'],
    result: { format: 'gif', width: 40, height: 30, frames: 3, animated: true, exif: null, gps: null },
  }],
  run: (_params, ctx) => describe(ctx.files.uploads[0]!, ctx),
  es: {
    summary: 'Lee las dimensiones, el formato y los metadatos EXIF de una imagen',
    description: 'Describe cada imagen sin modificarla: width y height tal como están almacenados, display_width y display_height una vez aplicada la orientación EXIF (1-8, o null), el formato y el tipo de medio según los bytes del archivo, el tamaño del archivo, los canales, el canal alfa, el espacio de color, los bits por muestra y la densidad en ppp (null si se desconoce), los fotogramas y si forman una animación, y si hay un perfil ICC y datos EXIF. exif contiene las etiquetas EXIF legibles (cámara, objetivo, exposición, fechas como "YYYY-MM-DDTHH:mm:ss" locales, ya que EXIF no tiene zona horaria; los valores binarios como hexadecimal corto, omitiendo los largos), y gps la posición en grados decimales (sur y oeste en negativo) con la altitud en metros cuando se registró, o null. La cabecera se lee sin decodificar los píxeles, salvo en BMP e ICO (de un icono se describe la imagen más grande). Unos EXIF ilegibles no hacen fallar la llamada: exif es entonces null. Varios archivos se responden con un array en el orden de subida.',
  },
  de: {
    summary: 'Liest Abmessungen, Format und EXIF-Metadaten eines Bilds',
    description: 'Beschreibt jedes Bild, ohne es zu verändern: width und height wie gespeichert, display_width und display_height nach Anwendung der EXIF-Ausrichtung (1-8 oder null), Format und Medientyp anhand der Bytes der Datei, Dateigröße, Kanäle, Alphakanal, Farbraum, Bits pro Sample und Dichte in dpi (null, wenn unbekannt), Frames und ob sie eine Animation bilden sowie ob ein ICC-Profil und EXIF-Daten vorhanden sind. exif enthält die lesbaren EXIF-Tags (Kamera, Objektiv, Belichtung, Datumsangaben als lokale Zeit "YYYY-MM-DDTHH:mm:ss", da EXIF keine Zeitzonen kennt; Binärwerte als kurze Hexadezimalzahl, lange werden ausgelassen) und gps die Position in Dezimalgrad (Süden und Westen negativ) mit der Höhe in Metern, sofern angegeben, oder null. Der Header wird gelesen, ohne Pixel zu decodieren, außer bei BMP und ICO (bei einem Symbol wird das größte Bild beschrieben). Nicht lesbare EXIF-Daten lassen den Aufruf nicht fehlschlagen: exif ist dann null. Bei mehreren Dateien ist die Antwort ein Array in der Reihenfolge des Hochladens.',
  },
  fr: {
    summary: 'Lit les dimensions, le format et les métadonnées EXIF d\'une image',
    description: 'Décrit chaque image sans la modifier\u00a0: width et height tels que stockés, display_width et display_height une fois l\'orientation EXIF (1-8, ou null) appliquée, le format et le type de média d\'après les octets du fichier, la taille du fichier, les canaux, l\'alpha, l\'espace colorimétrique, les bits par échantillon et la densité en ppp (null si inconnue), les images et si elles forment une animation, ainsi que la présence d\'un profil ICC et de données EXIF. exif contient les balises EXIF lisibles (appareil photo, objectif, exposition, dates en heure locale "YYYY-MM-DDTHH:mm:ss", car EXIF n\'a pas de fuseau horaire\u00a0; valeurs binaires en hexadécimal court, les longues étant omises), et gps la position en degrés décimaux (sud et ouest négatifs) avec l\'altitude en mètres si elle est enregistrée, ou null. L\'en-tête est lu sans décoder les pixels, sauf pour BMP et ICO (pour une icône, c\'est la plus grande image qui est décrite). Des données EXIF illisibles ne font pas échouer l\'appel\u00a0: exif vaut alors null. Plusieurs fichiers donnent un tableau dans l\'ordre de chargement.',
  },
  'pt-br': {
    summary: 'Lê as dimensões, o formato e os metadados EXIF de uma imagem',
    description: 'Descreve cada imagem sem alterá-la: width e height como armazenados, display_width e display_height depois de aplicada a orientação EXIF (1-8, ou null), formato e tipo de mídia a partir dos bytes do arquivo, tamanho do arquivo, canais, alfa, espaço de cores, bits por amostra e densidade em dpi (null quando desconhecida), quadros e se formam uma animação, e se há um perfil ICC e dados EXIF. exif contém as tags EXIF legíveis (câmera, lente, exposição, datas no horário local "YYYY-MM-DDTHH:mm:ss", já que o EXIF não tem fuso horário; valores binários como hexadecimal curto, omitindo os longos), e gps a posição em graus decimais (sul e oeste negativos) com a altitude em metros quando registrada, ou null. O cabeçalho é lido sem decodificar os pixels, exceto em BMP e ICO (de um ícone, é descrita a maior imagem). Um EXIF ilegível não faz a chamada falhar: exif fica null. Vários arquivos são respondidos com um array na ordem de envio.',
  },
  'zh-cn': {
    summary: '读取图像的尺寸、格式和 EXIF 元数据',
    description: '描述每张图像而不做任何修改：存储的 width 和 height；应用 EXIF 方向（1-8 或 null）后的 display_width 和 display_height；根据文件字节判断的格式和媒体类型；文件大小、通道数、Alpha 通道、色彩空间、每个样本的位数和以 dpi 表示的密度（未知时为 null）；帧数及其是否构成动画；以及是否存在 ICC 配置文件和 EXIF。exif 包含可读的 EXIF 标签（相机、镜头、曝光；日期为本地时间 "YYYY-MM-DDTHH:mm:ss"，因为 EXIF 不含时区；二进制值以简短的十六进制表示，较长的会被省略），gps 为以十进制度表示的位置（南纬和西经为负），有记录时附带以米为单位的海拔，否则为 null。读取文件头时不解码像素，BMP 和 ICO 除外（图标只描述其中最大的图像）。EXIF 无法读取不会导致调用失败：此时 exif 为 null。多个文件按上传顺序以数组返回。',
  },
})
