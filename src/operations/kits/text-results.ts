/**
 * Result shapes that several text, number and generate operations answer alike, each named once
 * so the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { IMAGE_FORMATS, QR_LEVELS, QR_MARGIN, QR_SIZE } from '../../lib/image/codes.ts'

const outputText = z.string().apply(described, {
  en: 'The resulting text; line breaks are written as \\n',
  es: 'El texto resultante; los saltos de línea se escriben como \\n',
  de: 'Der resultierende Text; Zeilenumbrüche werden als \\n geschrieben',
  fr: 'Le texte obtenu\u00a0; les sauts de ligne sont écrits \\n',
  'pt-br': 'O texto resultante; as quebras de linha são escritas como \\n',
  'zh-cn': '生成的文本；换行符写作 \\n',
})
const lineCount = z.number().int().min(0).apply(described, {
  en: 'Number of lines in output (an empty text has none; a final line break does not start a new one)',
  es: 'Número de líneas de output (un texto vacío no tiene ninguna; un salto de línea final no inicia una nueva)',
  de: 'Anzahl der Zeilen in output (ein leerer Text hat keine; ein abschließender Zeilenumbruch beginnt keine neue)',
  fr: `Nombre de lignes de output (un texte vide n'en a aucune\u00a0; un saut de ligne final ne commence pas de nouvelle ligne)`,
  'pt-br': 'Número de linhas de output (um texto vazio não tem nenhuma; uma quebra de linha final não inicia uma nova)',
  'zh-cn': 'output 中的行数（空文本没有行；末尾的换行符不会开始新的一行）',
})

/** A text operation that answers the transformed text alone. */
export const TextOutput = z.object({
  output: outputText,
}).meta({ id: 'TextOutput', description: 'The text an operation produced' })

/** A line operation: the resulting text and how many lines it has. */
export const TextLines = z.object({
  output: outputText,
  lines: lineCount,
}).meta({ id: 'TextLines', description: 'The text a line operation produced, with its number of lines' })

/** A line filter: the lines kept, and how many were dropped. */
export const FilteredLines = z.object({
  output: z.string().apply(described, {
    en: 'The lines kept, in their original order, joined with \\n (a final line break is kept)',
    es: 'Las líneas conservadas, en su orden original, unidas con \\n (se conserva un salto de línea final)',
    de: 'Die behaltenen Zeilen in ihrer ursprünglichen Reihenfolge, verbunden mit \\n (ein abschließender Zeilenumbruch bleibt erhalten)',
    fr: `Les lignes conservées, dans leur ordre d'origine, jointes par \\n (un saut de ligne final est conservé)`,
    'pt-br': 'As linhas mantidas, na ordem original, unidas com \\n (uma quebra de linha final é mantida)',
    'zh-cn': '保留的行，按原有顺序以 \\n 连接（末尾的换行符会保留）',
  }),
  lines: z.number().int().min(0).apply(described, {
    en: 'Number of lines kept',
    es: 'Número de líneas conservadas',
    de: 'Anzahl der behaltenen Zeilen',
    fr: 'Nombre de lignes conservées',
    'pt-br': 'Número de linhas mantidas',
    'zh-cn': '保留的行数',
  }),
  removed: z.number().int().min(0).apply(described, {
    en: 'Number of lines removed',
    es: 'Número de líneas eliminadas',
    de: 'Anzahl der entfernten Zeilen',
    fr: 'Nombre de lignes supprimées',
    'pt-br': 'Número de linhas removidas',
    'zh-cn': '删除的行数',
  }),
}).meta({ id: 'FilteredLines', description: 'The lines a filter kept, with the numbers of lines kept and removed' })

/** A colour channel's field, named in every language. */
const channel = (name: FieldWords) => z.number().int().min(0).max(255)
  .apply(described, {
    en: `${name.en} channel, 0-255`,
    es: `Canal ${name.es}, 0-255`,
    de: `${name.de}kanal, 0-255`,
    fr: `Canal ${name.fr}, 0-255`,
    'pt-br': `Valor do canal ${name['pt-br']}, 0-255`,
    'zh-cn': `${name['zh-cn']}色通道，0-255`,
  })

/** A colour in every form a stylesheet uses (describeColor in src/lib/image/color.ts). */
export const Color = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/).apply(described, {
    en: 'The colour as #rrggbb, lower case',
    es: 'El color como #rrggbb, en minúsculas',
    de: 'Die Farbe als #rrggbb, in Kleinbuchstaben',
    fr: 'La couleur au format #rrggbb, en minuscules',
    'pt-br': 'A cor como #rrggbb, em minúsculas',
    'zh-cn': '颜色的 #rrggbb 形式，小写',
  }),
  rgb: z.object({
    r: channel({ en: 'Red', es: 'rojo', de: 'Rot', fr: 'rouge', 'pt-br': 'vermelho', 'zh-cn': '红' }),
    g: channel({ en: 'Green', es: 'verde', de: 'Grün', fr: 'vert', 'pt-br': 'verde', 'zh-cn': '绿' }),
    b: channel({ en: 'Blue', es: 'azul', de: 'Blau', fr: 'bleu', 'pt-br': 'azul', 'zh-cn': '蓝' }),
  }).apply(described, {
    en: 'Red, green and blue channels',
    es: 'Canales rojo, verde y azul',
    de: 'Rot-, Grün- und Blaukanal',
    fr: 'Canaux rouge, vert et bleu',
    'pt-br': 'Canais vermelho, verde e azul',
    'zh-cn': '红、绿、蓝通道',
  }),
  hsl: z.object({
    h: z.number().min(0).lt(360).apply(described, {
      en: 'Hue in degrees, 0 to less than 360, to one decimal (0 for a grey)',
      es: 'Tono en grados, de 0 a menos de 360, con un decimal (0 para un gris)',
      de: 'Farbton in Grad, 0 bis unter 360, auf eine Dezimalstelle (0 bei Grau)',
      fr: 'Teinte en degrés, de 0 à moins de 360, à une décimale (0 pour un gris)',
      'pt-br': 'Matiz em graus, de 0 a menos de 360, com uma casa decimal (0 para um cinza)',
      'zh-cn': '色相，单位为度，0 到小于 360，保留一位小数（灰色为 0）',
    }),
    s: z.number().min(0).max(100).apply(described, {
      en: 'Saturation in percent, 0-100, to one decimal',
      es: 'Saturación en porcentaje, 0-100, con un decimal',
      de: 'Sättigung in Prozent, 0-100, auf eine Dezimalstelle',
      fr: 'Saturation en pourcentage, 0-100, à une décimale',
      'pt-br': 'Saturação em porcentagem, 0-100, com uma casa decimal',
      'zh-cn': '饱和度（百分比），0-100，保留一位小数',
    }),
    l: z.number().min(0).max(100).apply(described, {
      en: 'Lightness in percent, 0-100, to one decimal',
      es: 'Luminosidad en porcentaje, 0-100, con un decimal',
      de: 'Helligkeit in Prozent, 0-100, auf eine Dezimalstelle',
      fr: 'Luminosité en pourcentage, 0-100, à une décimale',
      'pt-br': 'Luminosidade em porcentagem, 0-100, com uma casa decimal',
      'zh-cn': '亮度（百分比），0-100，保留一位小数',
    }),
  }).apply(described, {
    en: 'Hue, saturation and lightness',
    es: 'Tono, saturación y luminosidad',
    de: 'Farbton, Sättigung und Helligkeit',
    fr: 'Teinte, saturation et luminosité',
    'pt-br': 'Matiz, saturação e luminosidade',
    'zh-cn': '色相、饱和度和亮度',
  }),
  css: z.object({
    rgb: z.string().apply(described, {
      en: 'CSS rgb() value, such as rgb(51, 102, 153)',
      es: 'Valor CSS rgb(), como rgb(51, 102, 153)',
      de: 'CSS-Wert rgb(), etwa rgb(51, 102, 153)',
      fr: 'Valeur CSS rgb(), par exemple rgb(51, 102, 153)',
      'pt-br': 'Valor CSS rgb(), por exemplo rgb(51, 102, 153)',
      'zh-cn': 'CSS rgb() 值，例如 rgb(51, 102, 153)',
    }),
    hsl: z.string().apply(described, {
      en: 'CSS hsl() value, such as hsl(210, 50%, 40%)',
      es: 'Valor CSS hsl(), como hsl(210, 50%, 40%)',
      de: 'CSS-Wert hsl(), etwa hsl(210, 50%, 40%)',
      fr: 'Valeur CSS hsl(), par exemple hsl(210, 50%, 40%)',
      'pt-br': 'Valor CSS hsl(), por exemplo hsl(210, 50%, 40%)',
      'zh-cn': 'CSS hsl() 值，例如 hsl(210, 50%, 40%)',
    }),
  }).apply(described, {
    en: 'The colour as CSS values',
    es: 'El color como valores CSS',
    de: 'Die Farbe als CSS-Werte',
    fr: 'La couleur sous forme de valeurs CSS',
    'pt-br': 'A cor como valores CSS',
    'zh-cn': '以 CSS 值表示的颜色',
  }),
}).meta({ id: 'Color', description: 'An sRGB colour as HEX, RGB and HSL values and as CSS' })
export type Color = z.output<typeof Color>

/**
 * The fields of a generated image link (imageLink in src/lib/image/codes.ts), which each image
 * result extends with its own: a link, the image inline, and when the link stops working.
 */
export const imageLinkFields = {
  url: z.string().apply(described, {
    en: 'Signed link to the image on this service; it works until expires_at',
    es: 'Enlace firmado a la imagen en este servicio; funciona hasta expires_at',
    de: 'Signierter Link zum Bild auf diesem Dienst; er funktioniert bis expires_at',
    fr: `Lien signé vers l'image sur ce service\u00a0; il fonctionne jusqu'à expires_at`,
    'pt-br': 'Link assinado para a imagem neste serviço; funciona até expires_at',
    'zh-cn': '指向本服务上该图像的签名链接；在 expires_at 之前有效',
  }),
  data_uri: z.string().apply(described, {
    en: 'The same image inline, as a base64 data: URI',
    es: 'La misma imagen en línea, como URI data: en base64',
    de: 'Dasselbe Bild eingebettet, als Base64-codierter data:-URI',
    fr: `La même image intégrée, sous forme d'URI data: en base64`,
    'pt-br': 'A mesma imagem embutida, como URI data: em base64',
    'zh-cn': '同一图像的内联形式，即 base64 编码的 data: URI',
  }),
  format: z.enum(IMAGE_FORMATS).apply(described, {
    en: 'Image format: png or svg',
    es: 'Formato de la imagen: png o svg',
    de: 'Bildformat: png oder svg',
    fr: `Format de l'image\u00a0: png ou svg`,
    'pt-br': 'Formato da imagem: png ou svg',
    'zh-cn': '图像格式：png 或 svg',
  }),
  content_type: z.string().apply(described, {
    en: 'Media type of the image: image/png or image/svg+xml',
    es: 'Tipo de medio de la imagen: image/png o image/svg+xml',
    de: 'Medientyp des Bilds: image/png oder image/svg+xml',
    fr: `Type de média de l'image\u00a0: image/png ou image/svg+xml`,
    'pt-br': 'Tipo de mídia da imagem: image/png ou image/svg+xml',
    'zh-cn': '图像的媒体类型：image/png 或 image/svg+xml',
  }),
  width: z.number().int().min(0).apply(described, {
    en: 'Width of the image: pixels for PNG, CSS pixels for SVG',
    es: 'Ancho de la imagen: píxeles en PNG, píxeles CSS en SVG',
    de: 'Breite des Bilds: Pixel bei PNG, CSS-Pixel bei SVG',
    fr: `Largeur de l'image\u00a0: pixels pour le PNG, pixels CSS pour le SVG`,
    'pt-br': 'Largura da imagem: pixels no PNG, pixels CSS no SVG',
    'zh-cn': '图像宽度：PNG 为像素，SVG 为 CSS 像素',
  }),
  height: z.number().int().min(0).apply(described, {
    en: 'Height of the image: pixels for PNG, CSS pixels for SVG',
    es: 'Alto de la imagen: píxeles en PNG, píxeles CSS en SVG',
    de: 'Höhe des Bilds: Pixel bei PNG, CSS-Pixel bei SVG',
    fr: `Hauteur de l'image\u00a0: pixels pour le PNG, pixels CSS pour le SVG`,
    'pt-br': 'Altura da imagem: pixels no PNG, pixels CSS no SVG',
    'zh-cn': '图像高度：PNG 为像素，SVG 为 CSS 像素',
  }),
  expires_at: z.iso.datetime().apply(described, {
    en: 'When url stops working, ISO 8601 in UTC',
    es: 'Momento en que url deja de funcionar, en ISO 8601 y UTC',
    de: 'Zeitpunkt, ab dem url nicht mehr funktioniert, in ISO 8601 und UTC',
    fr: 'Moment où url cesse de fonctionner, en ISO 8601 et UTC',
    'pt-br': 'Momento em que url deixa de funcionar, em ISO 8601 e UTC',
    'zh-cn': 'url 失效的时间，采用 ISO 8601 格式（UTC）',
  }),
}

/** The fields of a QR code image besides its link (generate/qr, generate/wifi-qr): what was asked for and how dense the code is. */
export const qrCodeFields = {
  size: z.number().int().min(QR_SIZE.min).max(QR_SIZE.max).apply(described, {
    en: 'Width and height of the image asked for, in pixels',
    es: 'Ancho y alto de la imagen pedida, en píxeles',
    de: 'Angeforderte Breite und Höhe des Bilds in Pixeln',
    fr: `Largeur et hauteur demandées pour l'image, en pixels`,
    'pt-br': 'Largura e altura solicitadas para a imagem, em pixels',
    'zh-cn': '请求的图像宽度和高度，单位为像素',
  }),
  error_correction: z.enum(QR_LEVELS).apply(described, {
    en: 'Error correction level: L, M, Q or H',
    es: 'Nivel de corrección de errores: L, M, Q o H',
    de: 'Fehlerkorrekturstufe: L, M, Q oder H',
    fr: `Niveau de correction d'erreurs\u00a0: L, M, Q ou H`,
    'pt-br': 'Nível de correção de erros: L, M, Q ou H',
    'zh-cn': '纠错级别：L、M、Q 或 H',
  }),
  margin: z.number().int().min(QR_MARGIN.min).max(QR_MARGIN.max).apply(described, {
    en: 'Quiet zone around the code, in modules',
    es: 'Zona de silencio alrededor del código, en módulos',
    de: 'Ruhezone um den Code, in Modulen',
    fr: 'Zone de silence autour du code, en modules',
    'pt-br': 'Zona de silêncio ao redor do código, em módulos',
    'zh-cn': '码周围的静区，单位为模块',
  }),
  version: z.number().int().min(1).max(40).apply(described, {
    en: 'QR version, 1-40 (version v is 17 + 4v modules wide)',
    es: 'Versión QR, 1-40 (la versión v mide 17 + 4v módulos de ancho)',
    de: 'QR-Version, 1-40 (Version v ist 17 + 4v Module breit)',
    fr: 'Version QR, 1-40 (la version v mesure 17 + 4v modules de large)',
    'pt-br': 'Versão QR, 1-40 (a versão v tem 17 + 4v módulos de largura)',
    'zh-cn': 'QR 版本，1-40（版本 v 的宽度为 17 + 4v 个模块）',
  }),
  modules: z.number().int().min(21).max(177).apply(described, {
    en: 'Modules (squares) per side of the code, without the margin',
    es: 'Módulos (cuadrados) por lado del código, sin el margen',
    de: 'Module (Quadrate) pro Seite des Codes, ohne den Rand',
    fr: 'Modules (carrés) par côté du code, sans la marge',
    'pt-br': 'Módulos (quadrados) por lado do código, sem a margem',
    'zh-cn': '码每边的模块（方块）数，不含边距',
  }),
}
