import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { imageFailure, loadImage } from '../../lib/image/image.ts'
import { MAX_CODES } from '../../lib/image/scan.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'

/** Time the reading may take in its worker thread (less when the file job has less left). */
const READ_MS = 15_000

const point = (words: FieldWords) => z.object({
  x: z.number().int().apply(described, {
    en: 'Pixels from the left edge',
    es: 'Píxeles desde el borde izquierdo',
    de: 'Pixel vom linken Rand',
    fr: 'Pixels depuis le bord gauche',
    'pt-br': 'Pixels a partir da borda esquerda',
    'zh-cn': '距左边缘的像素数',
  }),
  y: z.number().int().apply(described, {
    en: 'Pixels from the top edge',
    es: 'Píxeles desde el borde superior',
    de: 'Pixel vom oberen Rand',
    fr: 'Pixels depuis le bord supérieur',
    'pt-br': 'Pixels a partir da borda superior',
    'zh-cn': '距上边缘的像素数',
  }),
}).apply(described, words)

export default defineOperation({
  category: 'file',
  name: 'qr-decode',
  input: 'file',
  summary: 'Read QR codes and barcodes from an image',
  description: 'Finds and reads every QR code, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode and barcode (EAN-13, EAN-8, UPC-A, UPC-E, '
    + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) in an image, with ZXing-C++. Codes may be rotated, mirrored or light on dark. '
    + `codes lists what was found (up to ${MAX_CODES}) with its symbology, its text and the corners of the code in the image, in pixels; `
    + 'an image without any readable code answers an empty list. Photos read best when the code is sharp, fills a good part of the '
    + 'picture and has its quiet zone (the blank margin) around it. Every image format the service reads is accepted (the first frame of an animation); '
    + `several images answer a list, in upload order. Reading stops after ${READ_MS / 1000} s.`,
  files: IMAGE_FILES,
  params: z.object({}),
  result: z.object({
    codes: z.array(z.object({
      format: z.string().apply(described, {
        en: 'Symbology: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…',
        es: 'Simbología: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…',
        de: 'Symbologie: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…',
        fr: 'Symbologie\u00a0: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…',
        'pt-br': 'Simbologia: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…',
        'zh-cn': '码制：QR、Micro QR、Data Matrix、Aztec、PDF417、EAN-13、UPC-A、Code 128、Code 39…',
      }),
      text: z.string().apply(described, {
        en: 'The content, as text',
        es: 'El contenido, como texto',
        de: 'Der Inhalt als Text',
        fr: 'Le contenu, sous forme de texte',
        'pt-br': 'O conteúdo, como texto',
        'zh-cn': '内容，以文本形式表示',
      }),
      position: z.object({
        top_left: point({
          en: 'Top-left corner of the code',
          es: 'Esquina superior izquierda del código',
          de: 'Obere linke Ecke des Codes',
          fr: 'Coin supérieur gauche du code',
          'pt-br': 'Canto superior esquerdo do código',
          'zh-cn': '条码的左上角',
        }),
        top_right: point({ en: 'Top-right corner', es: 'Esquina superior derecha', de: 'Obere rechte Ecke', fr: 'Coin supérieur droit', 'pt-br': 'Canto superior direito', 'zh-cn': '右上角' }),
        bottom_right: point({ en: 'Bottom-right corner', es: 'Esquina inferior derecha', de: 'Untere rechte Ecke', fr: 'Coin inférieur droit', 'pt-br': 'Canto inferior direito', 'zh-cn': '右下角' }),
        bottom_left: point({ en: 'Bottom-left corner', es: 'Esquina inferior izquierda', de: 'Untere linke Ecke', fr: 'Coin inférieur gauche', 'pt-br': 'Canto inferior esquerdo', 'zh-cn': '左下角' }),
      }).apply(described, {
        en: 'Corners of the code in the image, as the code is read (a rotated code has rotated corners)',
        es: 'Esquinas del código en la imagen, según se lee el código (un código girado tiene las esquinas giradas)',
        de: 'Ecken des Codes im Bild, bezogen auf die Leserichtung des Codes (ein gedrehter Code hat gedrehte Ecken)',
        fr: 'Coins du code dans l\'image, dans le sens de lecture du code (un code pivoté a des coins pivotés)',
        'pt-br': 'Cantos do código na imagem, conforme o código é lido (um código girado tem os cantos girados)',
        'zh-cn': '条码在图像中的各个角，按条码的读取方向确定（旋转的条码，其角也随之旋转）',
      }),
    })).apply(described, {
      en: 'Every code found, empty when none',
      es: 'Todos los códigos encontrados; vacía si no hay ninguno',
      de: 'Alle gefundenen Codes; leer, wenn keine gefunden wurden',
      fr: 'Tous les codes trouvés\u00a0; vide s\'il n\'y en a aucun',
      'pt-br': 'Todos os códigos encontrados; vazio quando não há nenhum',
      'zh-cn': '找到的所有条码；未找到时为空',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'How many codes were found',
      es: 'Cuántos códigos se encontraron',
      de: 'Wie viele Codes gefunden wurden',
      fr: 'Nombre de codes trouvés',
      'pt-br': 'Quantos códigos foram encontrados',
      'zh-cn': '找到的条码数量',
    }),
  }),
  examples: [
    { title: 'A QR code', params: {}, files: ['code-qr.png'], result: { codes: [{ format: 'QR', text: 'https://example.com/devutils' }], count: 1 } },
    { title: 'An EAN-13 barcode', params: {}, files: ['code-ean13.png'], result: { codes: [{ format: 'EAN-13', text: '9780201379624' }], count: 1 } },
  ],
  run: async (_params, ctx) => {
    const upload = ctx.files.uploads[0]!
    const job = imageJob(ctx)
    const loaded = await loadImage(upload, job)
    let gray: Buffer
    let width: number
    let height: number
    try {
      const seconds = Math.max(1, Math.ceil((job.deadline - Date.now()) / 1000))
      const { data, info } = await loaded.image.flatten({ background: '#ffffff' }).greyscale().raw().timeout({ seconds }).toBuffer({ resolveWithObject: true })
      gray = data
      width = info.width
      height = info.height
    } catch (error) {
      throw imageFailure(upload, error, Math.max(1, job.deadline - Date.now()))
    }
    const timeoutMs = Math.max(1, Math.min(READ_MS, job.deadline - Date.now()))
    const codes = await ctx.compute.run('image.readCodes', { gray: new Uint8Array(gray.buffer, gray.byteOffset, gray.byteLength), width, height }, { timeoutMs, timeoutCode: 'CODES_TIMEOUT' })
    return { codes, count: codes.length }
  },
  es: {
    summary: 'Lee códigos QR y códigos de barras de una imagen',
    description: 'Encuentra y lee todos los códigos QR, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode y códigos de barras (EAN-13, EAN-8, UPC-A, UPC-E, '
      + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) de una imagen, con ZXing-C++. Los códigos pueden estar girados, reflejados o ser claros sobre oscuro. '
      + `codes enumera lo encontrado (hasta ${MAX_CODES}) con su simbología, su texto y las esquinas del código en la imagen, en píxeles; `
      + 'una imagen sin ningún código legible responde una lista vacía. Las fotos se leen mejor cuando el código está nítido, ocupa buena parte de la '
      + 'imagen y conserva su zona de silencio (el margen en blanco) alrededor. Se acepta cualquier formato de imagen que lee el servicio (el primer fotograma de una animación); '
      + `varias imágenes responden una lista, en el orden de subida. La lectura se detiene a los ${READ_MS / 1000} s.`,
    params: {},
  },
  de: {
    summary: 'Liest QR-Codes und Barcodes aus einem Bild',
    description: 'Findet und liest mit ZXing-C++ alle QR-Codes, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode und Barcodes (EAN-13, EAN-8, UPC-A, UPC-E, '
      + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) in einem Bild. Codes dürfen gedreht, gespiegelt oder hell auf dunklem Grund sein. '
      + `codes listet die gefundenen Codes (bis zu ${MAX_CODES}) mit Symbologie, Text und den Ecken des Codes im Bild in Pixeln auf; `
      + 'ein Bild ohne lesbaren Code ergibt eine leere Liste. Fotos lassen sich am besten lesen, wenn der Code scharf ist, einen guten Teil des '
      + 'Bilds ausfüllt und seine Ruhezone (den freien Rand) um sich hat. Jedes Bildformat, das der Dienst liest, wird akzeptiert (bei einer Animation der erste Frame); '
      + `bei mehreren Bildern ist die Antwort eine Liste in der Reihenfolge des Hochladens. Das Lesen wird nach ${READ_MS / 1000} s abgebrochen.`,
    params: {},
  },
  fr: {
    summary: 'Lit les codes QR et les codes-barres d\'une image',
    description: 'Trouve et lit tous les codes QR, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode et codes-barres (EAN-13, EAN-8, UPC-A, UPC-E, '
      + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) d\'une image, avec ZXing-C++. Les codes peuvent être pivotés, en miroir ou clairs sur fond sombre. '
      + `codes liste ce qui a été trouvé (jusqu'à ${MAX_CODES}) avec sa symbologie, son texte et les coins du code dans l'image, en pixels\u00a0; `
      + 'une image sans aucun code lisible renvoie une liste vide. Les photos se lisent mieux lorsque le code est net, occupe une bonne partie de '
      + 'l\'image et garde sa zone de silence (la marge vierge) autour de lui. Tout format d\'image que lit le service est accepté (la première image d\'une animation)\u00a0; '
      + `plusieurs images donnent une liste, dans l'ordre de chargement. La lecture s'arrête au bout de ${READ_MS / 1000} s.`,
    params: {},
  },
  'pt-br': {
    summary: 'Lê códigos QR e códigos de barras de uma imagem',
    description: 'Encontra e lê todos os códigos QR, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode e códigos de barras (EAN-13, EAN-8, UPC-A, UPC-E, '
      + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) de uma imagem, com o ZXing-C++. Os códigos podem estar girados, espelhados ou ser claros sobre fundo escuro. '
      + `codes lista o que foi encontrado (até ${MAX_CODES}) com a simbologia, o texto e os cantos do código na imagem, em pixels; `
      + 'uma imagem sem nenhum código legível responde com uma lista vazia. As fotos são lidas melhor quando o código está nítido, ocupa boa parte da '
      + 'imagem e mantém a zona de silêncio (a margem em branco) ao redor. Qualquer formato de imagem que o serviço lê é aceito (o primeiro quadro de uma animação); '
      + `várias imagens respondem com uma lista, na ordem de envio. A leitura para após ${READ_MS / 1000} s.`,
    params: {},
  },
  'zh-cn': {
    summary: '读取图像中的二维码和条码',
    description: '使用 ZXing-C++ 查找并读取图像中的所有 QR 码、Micro QR、rMQR、Data Matrix、Aztec、PDF417、MaxiCode 和一维条码（EAN-13、EAN-8、UPC-A、UPC-E、'
      + 'Code 128、Code 39、Code 93、Codabar、ITF、DataBar）。条码可以是旋转的、镜像的，或深色背景上的浅色码。'
      + `codes 列出找到的条码（最多 ${MAX_CODES} 个）及其码制、文本和条码在图像中的各个角（以像素为单位）；`
      + '没有任何可读条码的图像返回空列表。当条码清晰、占据画面较大部分且四周保留静区（空白边距）时，照片的识别效果最好。'
      + '接受服务能读取的所有图像格式（动画取第一帧）；'
      + `多张图像按上传顺序返回列表。读取在 ${READ_MS / 1000} s 后停止。`,
    params: {},
  },
})
