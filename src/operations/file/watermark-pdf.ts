import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation, type OperationContext } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { colorParam, pagesParam, passwordParam, pdfImage, pdfTarget } from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import type { WatermarkRequest } from '../../lib/pdf/watermark.ts'
import { IMAGE_SHARE, WATERMARK_EDGE, WATERMARK_POSITIONS } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const params = z.object({
  text: z.string().max(200).optional()
    .describe('Watermark text of 1-200 characters, in Helvetica Bold (Latin-1 characters)'),
  opacity: z.number().min(0.05).max(1).default(0.3)
    .describe('Opacity of the watermark, from 0.05 (faint) to 1 (solid); default 0.3'),
  position: z.enum(WATERMARK_POSITIONS).default('diagonal')
    .describe(`center, diagonal (centred, along the line from the bottom-left to the top-right corner), top or bottom (centred, ${WATERMARK_EDGE} pt from that edge); default diagonal`),
  font_size: z.number().int().min(8).max(200).default(48)
    .describe('Size of the text in points; a text too long for the page is made smaller to fit; default 48'),
  color: colorParam('the text', '#808080'),
  pages: pagesParam('to watermark'),
  password: passwordParam,
})

type Options = z.output<typeof params>

async function markOf(options: Options, ctx: OperationContext): Promise<WatermarkRequest['mark']> {
  const text = optionalText(options.text)
  const part = ctx.files.parts.image
  const count = [text, part].filter((source) => source !== undefined).length
  if (count !== 1) throw new OperationError('WATERMARK_SOURCE', { count })
  return text !== undefined ? { text } : { image: await pdfImage(part!, ctx) }
}

export default defineOperation({
  category: 'file',
  name: 'watermark-pdf',
  input: 'file',
  summary: 'Lay a text or image watermark over PDF pages',
  description: [
    'Draws a `text`, or an image sent in the file field `image` (PNG, transparency kept, or JPEG), over the selected pages (default all), at the given opacity. Exactly one of the two.',
    `An image is scaled to ${IMAGE_SHARE * 100} % of the page's width (less when that would pass ${IMAGE_SHARE * 100} % of its height).`,
    'Positions are taken on the page as displayed, so rotated pages get an upright watermark. The text stays selectable.',
    'Everything else in the PDF is kept; several PDFs get the same watermark and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', extraFields: ['image'], extraAccepts: ['jpg', 'png'], answers: [PDF_TYPE] },
  params,
  examples: [{
    title: 'A diagonal CONFIDENTIAL on every page',
    params: { text: 'CONFIDENTIAL' },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const color = parseHex(options.color, 'color')
    const mark = await markOf(options, ctx)
    const files = await ctx.documents.run('pdf.watermark', {
      ...target,
      mark,
      opacity: options.opacity,
      position: options.position,
      fontSize: options.font_size,
      color,
      ...(options.pages !== undefined && { pages: options.pages }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Pone una marca de agua de texto o de imagen sobre páginas de un PDF',
    description: 'Dibuja un `text`, o una imagen enviada en el campo de archivo `image` (PNG, conservando la transparencia, o JPEG), sobre las páginas seleccionadas (todas por defecto), con la opacidad indicada. Exactamente uno de los dos. Una imagen se escala al 50 % del ancho de la página (menos si así pasara del 50 % de su alto). Las posiciones se toman en la página tal como se muestra, así que las páginas giradas reciben una marca de agua derecha. El texto sigue siendo seleccionable. Todo lo demás del PDF se conserva; varios PDF reciben la misma marca de agua y se responden en un ZIP.',
    params: {
      text: 'Texto de la marca de agua, de 1-200 caracteres, en Helvetica Bold (caracteres Latin-1)',
      opacity: 'Opacidad de la marca de agua, de 0.05 (tenue) a 1 (opaca); por defecto 0.3',
      position: 'center, diagonal (centrada, a lo largo de la línea de la esquina inferior izquierda a la superior derecha), top o bottom (centrada, a 36 pt de ese borde); por defecto diagonal',
      font_size: 'Tamaño del texto en puntos; un texto demasiado largo para la página se reduce para caber; por defecto 48',
      color: 'Color del texto como #rrggbb o #rgb; por defecto #808080',
      pages: 'Páginas que llevan la marca de agua, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
  de: {
    summary: 'Legt ein Text- oder Bildwasserzeichen über PDF-Seiten',
    description: `Zeichnet einen \`text\` oder ein im Dateifeld \`image\` gesendetes Bild (PNG mit erhaltener Transparenz oder JPEG) mit der angegebenen Deckkraft über die ausgewählten Seiten (standardmäßig alle). Genau eines von beiden. Ein Bild wird auf ${IMAGE_SHARE * 100} % der Seitenbreite skaliert (weniger, wenn es sonst ${IMAGE_SHARE * 100} % der Seitenhöhe überschreiten würde). Positionen beziehen sich auf die Seite, wie sie angezeigt wird, sodass gedrehte Seiten ein aufrechtes Wasserzeichen erhalten. Der Text bleibt markierbar. Alles andere im PDF bleibt erhalten; mehrere PDFs erhalten dasselbe Wasserzeichen und werden in einem ZIP zurückgegeben.`,
    params: {
      text: 'Text des Wasserzeichens mit 1-200 Zeichen, in Helvetica Bold (Latin-1-Zeichen)',
      opacity: 'Deckkraft des Wasserzeichens, von 0.05 (schwach) bis 1 (deckend); Standardwert: 0.3',
      position: `center, diagonal (zentriert, entlang der Linie von der unteren linken zur oberen rechten Ecke), top oder bottom (zentriert, ${WATERMARK_EDGE} pt von diesem Rand entfernt); Standardwert: diagonal`,
      font_size: 'Größe des Texts in Punkt; ein für die Seite zu langer Text wird passend verkleinert; Standardwert: 48',
      color: 'Farbe des Texts als #rrggbb oder #rgb; Standardwert: #808080',
      pages: 'Seiten, die das Wasserzeichen erhalten, etwa "1-3,5,7-" (7- bedeutet von 7 bis zum Ende); Standardwert: alle Seiten',
      password: de.pdf.PDF_SAVED_PLAIN,
    },
  },
  fr: {
    summary: 'Appose un filigrane texte ou image sur les pages d\'un PDF',
    description: `Dessine un \`text\`, ou une image envoyée dans le champ de fichier \`image\` (PNG, transparence conservée, ou JPEG), sur les pages sélectionnées (toutes par défaut), avec l'opacité indiquée. Exactement l'un des deux. Une image est mise à l'échelle à ${IMAGE_SHARE * 100} % de la largeur de la page (moins si elle dépassait alors ${IMAGE_SHARE * 100} % de sa hauteur). Les positions sont prises sur la page telle qu'elle est affichée, si bien que les pages pivotées reçoivent un filigrane à l'endroit. Le texte reste sélectionnable. Tout le reste du PDF est conservé\u00a0; plusieurs PDF reçoivent le même filigrane et sont renvoyés dans un seul ZIP.`,
    params: {
      text: 'Texte du filigrane, de 1 à 200 caractères, en Helvetica Bold (caractères Latin-1)',
      opacity: 'Opacité du filigrane, de 0.05 (léger) à 1 (opaque)\u00a0; 0.3 par défaut',
      position: `center, diagonal (centré, le long de la ligne qui va du coin inférieur gauche au coin supérieur droit), top ou bottom (centré, à ${WATERMARK_EDGE} pt de ce bord)\u00a0; diagonal par défaut`,
      font_size: 'Taille du texte en points\u00a0; un texte trop long pour la page est réduit pour tenir\u00a0; 48 par défaut',
      color: 'Couleur du texte, au format #rrggbb ou #rgb\u00a0; #808080 par défaut',
      pages: 'Pages qui reçoivent le filigrane, par exemple "1-3,5,7-" (7- signifie de la 7 à la fin)\u00a0; toutes par défaut',
      password: fr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'pt-br': {
    summary: 'Aplica uma marca d\'água de texto ou de imagem sobre páginas de um PDF',
    description: `Desenha um \`text\`, ou uma imagem enviada no campo de arquivo \`image\` (PNG, mantendo a transparência, ou JPEG), sobre as páginas selecionadas (todas por padrão), com a opacidade indicada. Exatamente um dos dois. Uma imagem é redimensionada para ${IMAGE_SHARE * 100}% da largura da página (menos quando isso passaria de ${IMAGE_SHARE * 100}% da altura dela). As posições são tomadas na página como ela é exibida, então páginas giradas recebem uma marca d'água em pé. O texto continua selecionável. Todo o resto do PDF é mantido; vários PDFs recebem a mesma marca d'água e são retornados em um único ZIP.`,
    params: {
      text: 'Texto da marca d\'água, de 1-200 caracteres, em Helvetica Bold (caracteres Latin-1)',
      opacity: 'Opacidade da marca d\'água, de 0.05 (fraca) a 1 (sólida); padrão: 0.3',
      position: `center, diagonal (centralizada, ao longo da linha do canto inferior esquerdo ao superior direito), top ou bottom (centralizada, a ${WATERMARK_EDGE} pt dessa borda); padrão: diagonal`,
      font_size: 'Tamanho do texto em pontos; um texto longo demais para a página é reduzido para caber; padrão: 48',
      color: 'Cor do texto como #rrggbb ou #rgb; padrão: #808080',
      pages: 'Páginas que recebem a marca d\'água, como "1-3,5,7-" (7- significa da 7 até o fim); padrão: todas',
      password: ptBr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'zh-cn': {
    summary: '在 PDF 页面上叠加文字或图像水印',
    description: `以指定的不透明度，在所选页面（默认为所有页面）上绘制 \`text\`，或在文件字段 \`image\` 中发送的图像（保留透明度的 PNG，或 JPEG）。二者必须且只能选其一。图像会缩放到页面宽度的 ${IMAGE_SHARE * 100}%（如果这样会超过页面高度的 ${IMAGE_SHARE * 100}%，则缩放得更小）。位置按页面的显示方向确定，因此旋转过的页面也会得到正向的水印。文字仍可选择。PDF 中的其他内容全部保留；多个 PDF 会加上相同的水印，并以一个 ZIP 返回。`,
    params: {
      text: '水印文字，1-200 个字符，使用 Helvetica Bold（Latin-1 字符）',
      opacity: '水印的不透明度，从 0.05（淡）到 1（不透明）；默认为 0.3',
      position: `center、diagonal（居中，沿左下角到右上角的连线）、top 或 bottom（居中，距该边缘 ${WATERMARK_EDGE} pt）；默认为 diagonal`,
      font_size: '文字大小，以磅为单位；对页面而言过长的文字会缩小以适应页面；默认为 48',
      color: '文字颜色，格式为 #rrggbb 或 #rgb；默认为 #808080',
      pages: '要添加水印的页面，如 "1-3,5,7-"（7- 表示从第 7 页到最后一页）；默认为所有页面',
      password: zhCn.pdf.PDF_SAVED_PLAIN,
    },
  },
})
