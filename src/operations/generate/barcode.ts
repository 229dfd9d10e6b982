import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { imageLinkFields } from '../kits/text-results.ts'
import {
  BARCODE_2D_MAX, BARCODE_LINEAR_MAX, BARCODE_MAX_PIXELS, BARCODE_SCALE, BARCODE_TYPES, barcodeParams, barcodeQuery, formatParam, imageLink, prepareBarcode, renderBarcode, type BarcodeTypeName,
} from '../../lib/image/codes.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

// The keys of a fixed table, typed as its names (Object.keys types them as plain strings).
const BARCODE_TYPE_NAMES = Object.keys(BARCODE_TYPES) as [BarcodeTypeName, ...BarcodeTypeName[]]

export default defineOperation({
  category: 'generate',
  name: 'barcode',
  input: 'query',
  summary: 'Generate a barcode image (Code 128, EAN-13, UPC-A, Code 39, Data Matrix and more)',
  description: 'Draws text as a barcode of the chosen type, black on white with quiet zones, as PNG or SVG. '
    + 'EAN-13, EAN-8, UPC-A (type upca or upc), UPC-E and ITF-14 carry a check digit in their last place: '
    + 'send the number without it (12, 7, 11, 7 or 13 digits) to have it computed and appended, '
    + 'or with it (13, 8, 12, 8 or 14 digits) to have it verified (a wrong one is refused, naming the right digit); '
    + 'check_digit gives the digit and check_digit_computed says which happened. Spaces and hyphens between digits are ignored. '
    + 'UPC-E numbers start with the number system 0 or 1. Interleaved 2 of 5 takes an even number of digits. '
    + `code128 takes printable ASCII (up to ${BARCODE_LINEAR_MAX} characters), code39 capitals, digits, space and - . $ / + %, `
    + `code93 the same without %; datamatrix and pdf417 take printable ASCII, tabs and line breaks (up to ${BARCODE_2D_MAX}). `
    + 'text in the result is exactly what is encoded. '
    + `A PNG may have up to ${BARCODE_MAX_PIXELS.toLocaleString('en-US')} pixels (quiet zones included), which only long linear codes at scale 3 or 4 exceed; `
    + 'lower scale or ask for SVG then. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline, which never expires. width and height are the image size in pixels.',
  params: barcodeParams.extend({ format: formatParam }),
  result: z.object({
    ...imageLinkFields,
    type: z.enum(BARCODE_TYPE_NAMES).apply(described, {
      en: 'The symbology drawn (upc is answered as upca)',
      es: 'La simbología dibujada (upc se responde como upca)',
      de: 'Die gezeichnete Symbologie (upc wird als upca zurückgegeben)',
      fr: 'La symbologie dessinée (upc est renvoyé comme upca)',
      'pt-br': 'A simbologia desenhada (upc é respondido como upca)',
      'zh-cn': '绘制的码制（upc 返回为 upca）',
    }),
    text: z.string().apply(described, {
      en: 'What is encoded: for EAN, UPC and ITF-14 numbers the digits with their check digit, without spaces or hyphens',
      es: 'Lo que se codifica: en los números EAN, UPC e ITF-14, los dígitos con su dígito de control, sin espacios ni guiones',
      de: 'Was codiert ist: bei EAN-, UPC- und ITF-14-Nummern die Ziffern mit ihrer Prüfziffer, ohne Leerzeichen oder Bindestriche',
      fr: 'Ce qui est encodé\u00a0: pour les numéros EAN, UPC et ITF-14, les chiffres avec leur chiffre de contrôle, sans espaces ni traits d\'union',
      'pt-br': 'O que é codificado: nos números EAN, UPC e ITF-14, os dígitos com o dígito verificador, sem espaços nem hifens',
      'zh-cn': '编码的内容：对于 EAN、UPC 和 ITF-14 号码，为带校验位的数字，不含空格和连字符',
    }),
    check_digit: z.number().int().min(0).max(9).optional().apply(described, {
      en: 'The GS1 check digit, for ean13, ean8, upca, upce and itf14 only',
      es: 'El dígito de control GS1, solo para ean13, ean8, upca, upce e itf14',
      de: 'Die GS1-Prüfziffer, nur bei ean13, ean8, upca, upce und itf14',
      fr: 'Le chiffre de contrôle GS1, uniquement pour ean13, ean8, upca, upce et itf14',
      'pt-br': 'O dígito verificador GS1, apenas para ean13, ean8, upca, upce e itf14',
      'zh-cn': 'GS1 校验位，仅适用于 ean13、ean8、upca、upce 和 itf14',
    }),
    check_digit_computed: z.boolean().optional().apply(described, {
      en: 'For ean13, ean8, upca, upce and itf14 only: true when the check digit was computed and appended, false when it was given and verified',
      es: 'Solo para ean13, ean8, upca, upce e itf14: true cuando el dígito de control se calculó y se añadió, false cuando venía dado y se verificó',
      de: 'Nur bei ean13, ean8, upca, upce und itf14: true, wenn die Prüfziffer berechnet und angehängt wurde, false, wenn sie angegeben und geprüft wurde',
      fr: 'Uniquement pour ean13, ean8, upca, upce et itf14\u00a0: true si le chiffre de contrôle a été calculé et ajouté, false s\'il a été fourni et vérifié',
      'pt-br': 'Apenas para ean13, ean8, upca, upce e itf14: true quando o dígito verificador foi calculado e acrescentado, false quando foi informado e verificado',
      'zh-cn': '仅适用于 ean13、ean8、upca、upce 和 itf14：校验位经计算并追加时为 true，由调用方提供并经过验证时为 false',
    }),
    type_name: z.string().apply(described, {
      en: 'Name of the symbology, such as Code 128 or EAN-13',
      es: 'Nombre de la simbología, como Code 128 o EAN-13',
      de: 'Name der Symbologie, etwa Code 128 oder EAN-13',
      fr: 'Nom de la symbologie, par exemple Code 128 ou EAN-13',
      'pt-br': 'Nome da simbologia, como Code 128 ou EAN-13',
      'zh-cn': '码制名称，例如 Code 128 或 EAN-13',
    }),
    scale: z.number().int().min(BARCODE_SCALE.min).max(BARCODE_SCALE.max).apply(described, {
      en: 'Pixels per module (the narrowest bar)',
      es: 'Píxeles por módulo (la barra más estrecha)',
      de: 'Pixel pro Modul (dem schmalsten Balken)',
      fr: 'Pixels par module (la barre la plus étroite)',
      'pt-br': 'Pixels por módulo (a barra mais estreita)',
      'zh-cn': '每个模块（最窄的条）的像素数',
    }),
    include_text: z.boolean().apply(described, {
      en: 'Whether the human-readable text is printed under a linear barcode (never under datamatrix or pdf417)',
      es: 'Si el texto legible se imprime bajo un código de barras lineal (nunca bajo datamatrix ni pdf417)',
      de: 'Ob der Klartext unter einen linearen Barcode gedruckt wird (nie unter datamatrix oder pdf417)',
      fr: 'Indique si le texte lisible est imprimé sous un code-barres linéaire (jamais sous datamatrix ni pdf417)',
      'pt-br': 'Se o texto legível é impresso sob um código de barras linear (nunca sob datamatrix ou pdf417)',
      'zh-cn': '是否在线性条形码下方打印人眼可读的文字（datamatrix 和 pdf417 从不打印）',
    }),
  }),
  examples: [
    {
      title: 'Code 128 (the default type)',
      params: { text: 'ABC-12345' },
      result: { type: 'code128', text: 'ABC-12345', format: 'png', content_type: 'image/png' },
    },
    {
      title: 'EAN-13 with its check digit computed',
      params: { text: '400638133393', type: 'ean13' },
      result: { type: 'ean13', text: '4006381333931', check_digit: 1, check_digit_computed: true },
    },
    {
      title: 'UPC-A as SVG, check digit verified',
      params: { text: '036000291452', type: 'upc', format: 'svg' },
      result: { type: 'upca', text: '036000291452', check_digit: 2, check_digit_computed: false, format: 'svg' },
    },
  ],
  run: async ({ text, type, scale, include_text, format }, ctx) => {
    const barcode = prepareBarcode(type, text)
    const image = await renderBarcode(barcode, scale, include_text, format)
    return {
      ...imageLink(ctx, 'barcode', image, barcodeQuery(barcode, scale, include_text)),
      ...barcode,
      type_name: BARCODE_TYPES[barcode.type].label,
      scale,
      include_text,
    }
  },
  es: {
    summary: 'Genera una imagen de código de barras (Code 128, EAN-13, UPC-A, Code 39, Data Matrix y más)',
    description: `Dibuja text como un código de barras del tipo elegido, negro sobre blanco con zonas de silencio, en PNG o SVG. EAN-13, EAN-8, UPC-A (tipo upca o upc), UPC-E e ITF-14 llevan un dígito de control en su última posición: envíe el número sin él (12, 7, 11, 7 o 13 dígitos) para que se calcule y se añada, o con él (13, 8, 12, 8 o 14 dígitos) para que se verifique (uno incorrecto se rechaza indicando el dígito correcto); check_digit da el dígito y check_digit_computed indica qué ocurrió. Se ignoran los espacios y guiones entre dígitos. Los números UPC-E empiezan por el sistema de numeración 0 o 1. Interleaved 2 of 5 admite un número par de dígitos. code128 admite ASCII imprimible (hasta ${BARCODE_LINEAR_MAX} caracteres), code39 mayúsculas, dígitos, espacio y - . $ / + %, code93 lo mismo sin %; datamatrix y pdf417 admiten ASCII imprimible, tabuladores y saltos de línea (hasta ${BARCODE_2D_MAX}). text en el resultado es exactamente lo que se codifica. Un PNG puede tener hasta ${es.text.figure(BARCODE_MAX_PIXELS)} píxeles (con las zonas de silencio), algo que solo superan los códigos lineales largos con scale 3 o 4; en ese caso baje scale o pida SVG. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea, que nunca caduca. width y height son el tamaño de la imagen en píxeles.`,
    params: {
      text: `El contenido: dígitos para ean13, ean8, upca, upce, itf14 e interleaved2of5; ASCII imprimible para code128 (hasta ${BARCODE_LINEAR_MAX} caracteres), datamatrix y pdf417 (hasta ${BARCODE_2D_MAX}); mayúsculas, dígitos y espacio - . $ / + (y % para code39) para code39 y code93`,
      type: 'Simbología: code128 (por defecto), ean13, ean8, upca (o upc), upce, itf14, code39, code93, interleaved2of5, datamatrix o pdf417',
      scale: `Píxeles por módulo (la barra más estrecha), de ${BARCODE_SCALE.min} a ${BARCODE_SCALE.max}; por defecto ${BARCODE_SCALE.default}`,
      include_text: '1 (por defecto) imprime el texto legible bajo un código de barras lineal; 0 lo omite. datamatrix y pdf417 lo ignoran',
      format: 'Formato de imagen: png (por defecto) o svg',
    },
  },
  de: {
    summary: 'Erzeugt ein Barcodebild (Code 128, EAN-13, UPC-A, Code 39, Data Matrix und mehr)',
    description: `Zeichnet text als Barcode des gewählten Typs, schwarz auf weiß mit Ruhezonen, als PNG oder SVG. EAN-13, EAN-8, UPC-A (Typ upca oder upc), UPC-E und ITF-14 tragen an der letzten Stelle eine Prüfziffer: Senden Sie die Nummer ohne sie (12, 7, 11, 7 oder 13 Ziffern), damit sie berechnet und angehängt wird, oder mit ihr (13, 8, 12, 8 oder 14 Ziffern), damit sie geprüft wird (eine falsche wird unter Angabe der richtigen Ziffer abgelehnt); check_digit gibt die Ziffer an, und check_digit_computed sagt, was davon geschehen ist. Leerzeichen und Bindestriche zwischen Ziffern werden ignoriert. UPC-E-Nummern beginnen mit dem Nummernsystem 0 oder 1. Interleaved 2 of 5 nimmt eine gerade Anzahl von Ziffern an. code128 nimmt druckbares ASCII an (bis zu ${BARCODE_LINEAR_MAX} Zeichen), code39 Großbuchstaben, Ziffern, Leerzeichen und - . $ / + %, code93 dasselbe ohne %; datamatrix und pdf417 nehmen druckbares ASCII, Tabulatoren und Zeilenumbrüche an (bis zu ${BARCODE_2D_MAX}). text im Ergebnis ist genau das, was codiert wird. Ein PNG darf bis zu ${de.text.figure(BARCODE_MAX_PIXELS)} Pixel haben (einschließlich Ruhezonen), was nur lange lineare Codes mit scale 3 oder 4 überschreiten; verringern Sie dann scale, oder fordern Sie SVG an. url ist ein Link zum Bild auf diesem Dienst, signiert und gültig bis expires_at (danach antwortet er mit 410: Rufen Sie die Operation erneut auf, um einen neuen zu erhalten); sein Abruf wird nicht auf das Kontingent angerechnet. data_uri ist dasselbe Bild eingebettet und läuft nie ab. width und height sind die Bildgröße in Pixeln.`,
    params: {
      text: `Der Inhalt: Ziffern bei ean13, ean8, upca, upce, itf14 und interleaved2of5; druckbares ASCII bei code128 (bis zu ${BARCODE_LINEAR_MAX} Zeichen), datamatrix und pdf417 (bis zu ${BARCODE_2D_MAX}); Großbuchstaben, Ziffern und Leerzeichen - . $ / + (und % bei code39) bei code39 und code93`,
      type: 'Symbologie: code128 (Standard), ean13, ean8, upca (oder upc), upce, itf14, code39, code93, interleaved2of5, datamatrix oder pdf417',
      scale: `Pixel pro Modul (dem schmalsten Balken), ${BARCODE_SCALE.min} bis ${BARCODE_SCALE.max}; Standard: ${BARCODE_SCALE.default}`,
      include_text: '1 (Standard) druckt den Klartext unter einen linearen Barcode; 0 lässt ihn weg. Wird von datamatrix und pdf417 ignoriert',
      format: 'Bildformat: png (Standard) oder svg',
    },
  },
  fr: {
    summary: 'Génère l\'image d\'un code-barres (Code 128, EAN-13, UPC-A, Code 39, Data Matrix et autres)',
    description: `Dessine text sous forme de code-barres du type choisi, noir sur blanc avec des zones de silence, en PNG ou SVG. EAN-13, EAN-8, UPC-A (type upca ou upc), UPC-E et ITF-14 comportent un chiffre de contrôle en dernière position\u00a0: envoyez le numéro sans ce chiffre (12, 7, 11, 7 ou 13 chiffres) pour qu'il soit calculé et ajouté, ou avec (13, 8, 12, 8 ou 14 chiffres) pour qu'il soit vérifié (un chiffre erroné est refusé, avec l'indication du bon chiffre)\u00a0; check_digit donne le chiffre et check_digit_computed indique ce qui s'est passé. Les espaces et traits d'union entre les chiffres sont ignorés. Les numéros UPC-E commencent par le système de numérotation 0 ou 1. Interleaved 2 of 5 accepte un nombre pair de chiffres. code128 accepte l'ASCII imprimable (jusqu'à ${BARCODE_LINEAR_MAX} caractères), code39 les majuscules, les chiffres, l'espace et - . $ / + %, code93 les mêmes sans %\u00a0; datamatrix et pdf417 acceptent l'ASCII imprimable, les tabulations et les sauts de ligne (jusqu'à ${BARCODE_2D_MAX}). text dans le résultat correspond exactement à ce qui est encodé. Un PNG peut compter jusqu'à ${fr.text.figure(BARCODE_MAX_PIXELS)} pixels (zones de silence comprises), ce que seuls les longs codes linéaires avec scale 3 ou 4 dépassent\u00a0; dans ce cas, réduisez scale ou demandez du SVG. url est un lien vers l'image sur ce service, signé et valide jusqu'à expires_at (il répond ensuite 410\u00a0: appelez à nouveau l'opération pour en obtenir un nouveau)\u00a0; son téléchargement n'est pas décompté du quota. data_uri est la même image intégrée, qui n'expire jamais. width et height donnent la taille de l'image en pixels.`,
    params: {
      text: `Le contenu\u00a0: des chiffres pour ean13, ean8, upca, upce, itf14 et interleaved2of5\u00a0; de l'ASCII imprimable pour code128 (jusqu'à ${BARCODE_LINEAR_MAX} caractères), datamatrix et pdf417 (jusqu'à ${BARCODE_2D_MAX})\u00a0; des majuscules, des chiffres et l'espace - . $ / + (et % pour code39) pour code39 et code93`,
      type: 'Symbologie\u00a0: code128 (par défaut), ean13, ean8, upca (ou upc), upce, itf14, code39, code93, interleaved2of5, datamatrix ou pdf417',
      scale: `Pixels par module (la barre la plus étroite), de ${BARCODE_SCALE.min} à ${BARCODE_SCALE.max}\u00a0; ${BARCODE_SCALE.default} par défaut`,
      include_text: '1 (par défaut) imprime le texte lisible sous un code-barres linéaire\u00a0; 0 l\'omet. Ignoré par datamatrix et pdf417',
      format: 'Format d\'image\u00a0: png (par défaut) ou svg',
    },
  },
  'pt-br': {
    summary: 'Gera uma imagem de código de barras (Code 128, EAN-13, UPC-A, Code 39, Data Matrix e outros)',
    description: `Desenha text como um código de barras do tipo escolhido, preto sobre branco com zonas de silêncio, em PNG ou SVG. EAN-13, EAN-8, UPC-A (tipo upca ou upc), UPC-E e ITF-14 levam um dígito verificador na última posição: envie o número sem ele (12, 7, 11, 7 ou 13 dígitos) para que seja calculado e acrescentado, ou com ele (13, 8, 12, 8 ou 14 dígitos) para que seja verificado (um dígito incorreto é recusado, com a indicação do dígito certo); check_digit informa o dígito e check_digit_computed indica o que aconteceu. Espaços e hifens entre os dígitos são ignorados. Os números UPC-E começam com o sistema de numeração 0 ou 1. Interleaved 2 of 5 aceita um número par de dígitos. code128 aceita ASCII imprimível (até ${BARCODE_LINEAR_MAX} caracteres), code39 maiúsculas, dígitos, espaço e - . $ / + %, code93 o mesmo sem %; datamatrix e pdf417 aceitam ASCII imprimível, tabulações e quebras de linha (até ${BARCODE_2D_MAX}). text no resultado é exatamente o que é codificado. Um PNG pode ter até ${ptBr.text.figure(BARCODE_MAX_PIXELS)} pixels (incluindo as zonas de silêncio), o que só os códigos lineares longos com scale 3 ou 4 excedem; nesse caso, reduza scale ou peça SVG. url é um link para a imagem neste serviço, assinado e válido até expires_at (depois responde 410: chame de novo para obter um novo); baixá-lo não consome cota. data_uri é a mesma imagem embutida, que nunca expira. width e height são o tamanho da imagem em pixels.`,
    params: {
      text: `O conteúdo: dígitos para ean13, ean8, upca, upce, itf14 e interleaved2of5; ASCII imprimível para code128 (até ${BARCODE_LINEAR_MAX} caracteres), datamatrix e pdf417 (até ${BARCODE_2D_MAX}); maiúsculas, dígitos e espaço - . $ / + (e % para code39) para code39 e code93`,
      type: 'Simbologia: code128 (padrão), ean13, ean8, upca (ou upc), upce, itf14, code39, code93, interleaved2of5, datamatrix ou pdf417',
      scale: `Pixels por módulo (a barra mais estreita), de ${BARCODE_SCALE.min} a ${BARCODE_SCALE.max}; padrão ${BARCODE_SCALE.default}`,
      include_text: '1 (padrão) imprime o texto legível sob um código de barras linear; 0 o omite. Ignorado por datamatrix e pdf417',
      format: 'Formato de imagem: png (padrão) ou svg',
    },
  },
  'zh-cn': {
    summary: '生成条形码图像（Code 128、EAN-13、UPC-A、Code 39、Data Matrix 等）',
    description: `将 text 绘制为所选类型的条形码，白底黑码并带静区，格式为 PNG 或 SVG。EAN-13、EAN-8、UPC-A（类型 upca 或 upc）、UPC-E 和 ITF-14 的最后一位是校验位：发送不带校验位的号码（12、7、11、7 或 13 位）会计算并追加校验位，发送带校验位的号码（13、8、12、8 或 14 位）则会对其进行验证（错误的校验位会被拒绝，并指出正确的数字）；check_digit 给出校验位，check_digit_computed 说明属于哪种情况。数字之间的空格和连字符会被忽略。UPC-E 号码以数制 0 或 1 开头。Interleaved 2 of 5 要求偶数个数字。code128 接受可打印 ASCII（最多 ${BARCODE_LINEAR_MAX} 个字符），code39 接受大写字母、数字、空格和 - . $ / + %，code93 与之相同但不含 %；datamatrix 和 pdf417 接受可打印 ASCII、制表符和换行符（最多 ${BARCODE_2D_MAX} 个）。结果中的 text 正是所编码的内容。PNG 最多可有 ${zhCn.text.figure(BARCODE_MAX_PIXELS)} 个像素（含静区），只有 scale 为 3 或 4 的长线性码才会超出；此时请降低 scale 或改用 SVG。url 是指向本服务上该图像的链接，已签名，在 expires_at 之前有效（之后返回 410：请重新调用以获取新链接）；访问该链接不计入配额。data_uri 是内嵌的同一图像，永不过期。width 和 height 是图像的像素尺寸。`,
    params: {
      text: `内容：ean13、ean8、upca、upce、itf14 和 interleaved2of5 为数字；code128（最多 ${BARCODE_LINEAR_MAX} 个字符）、datamatrix 和 pdf417（最多 ${BARCODE_2D_MAX} 个）为可打印 ASCII；code39 和 code93 为大写字母、数字以及空格 - . $ / +（code39 另可使用 %）`,
      type: '码制：code128（默认）、ean13、ean8、upca（或 upc）、upce、itf14、code39、code93、interleaved2of5、datamatrix 或 pdf417',
      scale: `每个模块（最窄的条）的像素数，${BARCODE_SCALE.min} 到 ${BARCODE_SCALE.max}；默认 ${BARCODE_SCALE.default}`,
      include_text: '1（默认）在线性条形码下方打印人眼可读的文字；0 则不打印。datamatrix 和 pdf417 忽略此参数',
      format: '图像格式：png（默认）或 svg',
    },
  },
})
