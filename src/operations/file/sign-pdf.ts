import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation, type OperationContext } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import {
  colorParam, DATA_URL_MAX_CHARS, dataUrlImage, passwordParam, pdfImage, pdfTarget,
} from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import type { SignRequest } from '../../lib/pdf/sign.ts'
import { SIGNATURE_EDGE } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const params = z.object({
  text: z.string().max(100).optional()
    .describe('A typed signature of 1-100 characters, written in a handwriting font (Dancing Script); Latin letters, digits and common punctuation'),
  signature_data_url: z.string().max(DATA_URL_MAX_CHARS).optional()
    .describe(`The signature as a data URL, data:image/png;base64,… or data:image/jpeg;base64,… (as a drawing canvas gives it), at most ${DATA_URL_MAX_CHARS} characters (about 1.5 MB of image)`),
  page: z.number().int().min(1).max(100_000).optional()
    .describe('The page to sign, counted from 1; default the last page'),
  x: z.number().min(0).max(14_400).optional()
    .describe(`Left edge of the signature in points from the left of the page (72 pt = 1 inch); default: ${SIGNATURE_EDGE} pt from the right edge`),
  y: z.number().min(0).max(14_400).optional()
    .describe(`Bottom edge of the signature (with its date line) in points from the bottom of the page; default ${SIGNATURE_EDGE}`),
  width: z.number().min(10).max(1000).default(150)
    .describe('Width of the signature in points; its height keeps the image\'s or the text\'s proportions; default 150'),
  color: colorParam('a typed signature and the date line', '#1a237e'),
  date: z.boolean().default(false)
    .describe('Write today\'s date (UTC, YYYY-MM-DD) under the signature; default false'),
  password: passwordParam,
})

type Options = z.output<typeof params>

/** Exactly one of the three ways to give a signature, as the worker takes it. */
async function signatureOf(options: Options, ctx: OperationContext): Promise<SignRequest['signature']> {
  const text = optionalText(options.text)
  const dataUrl = optionalText(options.signature_data_url)
  const part = ctx.files.parts.signature
  const count = [text, dataUrl, part].filter((source) => source !== undefined).length
  if (count !== 1) throw new OperationError('SIGNATURE_SOURCE', { count })
  if (text !== undefined) return { text }
  return { image: await pdfImage(part ?? dataUrlImage(dataUrl!, 'signature_data_url'), ctx) }
}

export default defineOperation({
  category: 'file',
  name: 'sign-pdf',
  input: 'file',
  summary: 'Stamp a visible signature on a PDF page',
  description: [
    'Draws a signature on one page (default the last): an image sent in the file field `signature` (PNG with transparency, or JPEG), an image in `signature_data_url`, or a typed `text` written in Dancing Script, a handwriting font embedded (subset) in the PDF. Exactly one of the three.',
    `By default it sits in the bottom-right corner, ${SIGNATURE_EDGE} pt from the edges; \`x\` and \`y\` place its bottom-left corner instead, in points from the page's bottom-left corner as displayed (rotated pages included).`,
    'It must fit on the page: otherwise the answer is 422 with the sizes involved. With `date` the current date is written under it.',
    'This is a visible mark, not a cryptographic digital signature. Everything else in the PDF is kept; several PDFs get the same signature and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', extraFields: ['signature'], extraAccepts: ['jpg', 'png'], answers: [PDF_TYPE] },
  params,
  examples: [{
    title: 'A typed signature with the date on the last page',
    params: { text: 'Ada Lovelace', date: true },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const color = parseHex(options.color, 'color')
    const signature = await signatureOf(options, ctx)
    const files = await ctx.documents.run('pdf.sign', {
      ...target,
      signature,
      color,
      width: options.width,
      ...(options.page !== undefined && { page: options.page }),
      ...(options.x !== undefined && { x: options.x }),
      ...(options.y !== undefined && { y: options.y }),
      ...(options.date && { dateLine: new Date().toISOString().slice(0, 10) }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Estampa una firma visible en una página de un PDF',
    description: 'Dibuja una firma en una página (por defecto la última): una imagen enviada en el campo de archivo `signature` (PNG con transparencia, o JPEG), una imagen en `signature_data_url`, o un `text` escrito con Dancing Script, una fuente manuscrita incrustada (como subconjunto) en el PDF. Exactamente una de las tres. Por defecto se sitúa en la esquina inferior derecha, a 36 pt de los bordes; `x` e `y` sitúan en cambio su esquina inferior izquierda, en puntos desde la esquina inferior izquierda de la página tal como se muestra (páginas giradas incluidas). Debe caber en la página: en otro caso la respuesta es 422 con los tamaños implicados. Con `date` se escribe debajo la fecha actual. Es una marca visible, no una firma digital criptográfica. Todo lo demás del PDF se conserva; varios PDF reciben la misma firma y se responden en un ZIP.',
    params: {
      text: 'Una firma escrita de 1-100 caracteres, con una fuente manuscrita (Dancing Script); letras latinas, dígitos y puntuación habitual',
      signature_data_url: 'La firma como data URL, data:image/png;base64,… o data:image/jpeg;base64,… (como la da un lienzo de dibujo), como máximo 2097152 bytes de imagen',
      page: 'La página que se firma, contando desde 1; por defecto la última',
      x: 'Borde izquierdo de la firma en puntos desde la izquierda de la página (72 pt = 1 pulgada); por defecto, a 36 pt del borde derecho',
      y: 'Borde inferior de la firma (con su línea de fecha) en puntos desde el pie de la página; por defecto 36',
      width: 'Ancho de la firma en puntos; su alto conserva las proporciones de la imagen o del texto; por defecto 150',
      color: 'Color de una firma escrita y de la línea de fecha, como #rrggbb o #rgb; por defecto #1a237e',
      date: 'Escribe la fecha de hoy (UTC, YYYY-MM-DD) bajo la firma; por defecto false',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
  de: {
    summary: 'Setzt eine sichtbare Unterschrift auf eine PDF-Seite',
    description: `Zeichnet eine Unterschrift auf eine Seite (standardmäßig die letzte): ein Bild, das im Dateifeld \`signature\` gesendet wird (PNG mit Transparenz oder JPEG), ein Bild in \`signature_data_url\` oder einen getippten \`text\`, geschrieben in Dancing Script, einer Handschrift-Schriftart, die (als Teilmenge) in das PDF eingebettet wird. Genau eine der drei Möglichkeiten. Standardmäßig steht sie in der unteren rechten Ecke, ${SIGNATURE_EDGE} pt von den Rändern entfernt; \`x\` und \`y\` legen stattdessen ihre untere linke Ecke fest, in Punkt ab der unteren linken Ecke der Seite, wie sie angezeigt wird (auch bei gedrehten Seiten). Sie muss auf die Seite passen: Andernfalls lautet die Antwort 422 mit den betroffenen Größen. Mit \`date\` wird das aktuelle Datum darunter geschrieben. Dies ist eine sichtbare Markierung, keine kryptografische digitale Signatur. Alles andere im PDF bleibt erhalten; mehrere PDFs erhalten dieselbe Unterschrift und werden in einem ZIP zurückgegeben.`,
    params: {
      text: 'Eine getippte Unterschrift mit 1-100 Zeichen in einer Handschrift-Schriftart (Dancing Script); lateinische Buchstaben, Ziffern und gängige Satzzeichen',
      signature_data_url: `Die Unterschrift als Data-URL, data:image/png;base64,… oder data:image/jpeg;base64,… (wie sie eine Zeichenfläche liefert), höchstens ${DATA_URL_MAX_CHARS} Zeichen (etwa 1,5 MB Bild)`,
      page: 'Die zu unterschreibende Seite, ab 1 gezählt; Standardwert: die letzte Seite',
      x: `Linker Rand der Unterschrift in Punkt vom linken Seitenrand (72 pt = 1 Zoll); Standardwert: ${SIGNATURE_EDGE} pt vom rechten Rand`,
      y: `Unterer Rand der Unterschrift (mit ihrer Datumszeile) in Punkt vom unteren Seitenrand; Standardwert: ${SIGNATURE_EDGE}`,
      width: 'Breite der Unterschrift in Punkt; ihre Höhe behält die Proportionen des Bilds oder des Texts bei; Standardwert: 150',
      color: 'Farbe einer getippten Unterschrift und der Datumszeile als #rrggbb oder #rgb; Standardwert: #1a237e',
      date: 'Schreibt das heutige Datum (UTC, YYYY-MM-DD) unter die Unterschrift; Standardwert: false',
      password: de.pdf.PDF_SAVED_PLAIN,
    },
  },
  fr: {
    summary: 'Appose une signature visible sur une page d\'un PDF',
    description: `Dessine une signature sur une page (la dernière par défaut)\u00a0: une image envoyée dans le champ de fichier \`signature\` (PNG avec transparence, ou JPEG), une image dans \`signature_data_url\`, ou un \`text\` saisi, écrit en Dancing Script, une police manuscrite incorporée (sous forme de sous-ensemble) dans le PDF. Exactement l'une des trois. Par défaut, elle se place dans le coin inférieur droit, à ${SIGNATURE_EDGE} pt des bords\u00a0; \`x\` et \`y\` placent à la place son coin inférieur gauche, en points depuis le coin inférieur gauche de la page telle qu'elle est affichée (pages pivotées comprises). Elle doit tenir sur la page\u00a0: sinon, la réponse est 422 avec les tailles en jeu. Avec \`date\`, la date du jour est écrite en dessous. Il s'agit d'une marque visible, et non d'une signature numérique cryptographique. Tout le reste du PDF est conservé\u00a0; plusieurs PDF reçoivent la même signature et sont renvoyés dans un seul ZIP.`,
    params: {
      text: 'Une signature saisie de 1 à 100 caractères, écrite dans une police manuscrite (Dancing Script)\u00a0; lettres latines, chiffres et ponctuation courante',
      signature_data_url: `La signature sous forme d'URL data:, data:image/png;base64,… ou data:image/jpeg;base64,… (telle que la fournit un canevas de dessin), ${DATA_URL_MAX_CHARS} caractères au maximum (environ 1,5 MB d'image)`,
      page: 'La page à signer, comptée à partir de 1\u00a0; la dernière page par défaut',
      x: `Bord gauche de la signature en points depuis la gauche de la page (72 pt = 1 pouce)\u00a0; par défaut\u00a0: à ${SIGNATURE_EDGE} pt du bord droit`,
      y: `Bord inférieur de la signature (avec sa ligne de date) en points depuis le bas de la page\u00a0; ${SIGNATURE_EDGE} par défaut`,
      width: 'Largeur de la signature en points\u00a0; sa hauteur respecte les proportions de l\'image ou du texte\u00a0; 150 par défaut',
      color: 'Couleur d\'une signature saisie et de la ligne de date, au format #rrggbb ou #rgb\u00a0; #1a237e par défaut',
      date: 'Écrit la date du jour (UTC, YYYY-MM-DD) sous la signature\u00a0; false par défaut',
      password: fr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'pt-br': {
    summary: 'Coloca uma assinatura visível em uma página de um PDF',
    description: `Desenha uma assinatura em uma página (por padrão, a última): uma imagem enviada no campo de arquivo \`signature\` (PNG com transparência, ou JPEG), uma imagem em \`signature_data_url\` ou um \`text\` digitado, escrito em Dancing Script, uma fonte manuscrita incorporada (como subconjunto) ao PDF. Exatamente uma das três opções. Por padrão, ela fica no canto inferior direito, a ${SIGNATURE_EDGE} pt das bordas; \`x\` e \`y\` posicionam, em vez disso, o canto inferior esquerdo dela, em pontos a partir do canto inferior esquerdo da página como ela é exibida (inclusive páginas giradas). Ela precisa caber na página: caso contrário, a resposta é 422 com os tamanhos envolvidos. Com \`date\`, a data atual é escrita abaixo dela. Esta é uma marca visível, não uma assinatura digital criptográfica. Todo o resto do PDF é mantido; vários PDFs recebem a mesma assinatura e são retornados em um único ZIP.`,
    params: {
      text: 'Uma assinatura digitada de 1-100 caracteres, escrita em uma fonte manuscrita (Dancing Script); letras latinas, dígitos e pontuação comum',
      signature_data_url: `A assinatura como data URL, data:image/png;base64,… ou data:image/jpeg;base64,… (como um canvas de desenho a fornece), no máximo ${DATA_URL_MAX_CHARS} caracteres (cerca de 1,5 MB de imagem)`,
      page: 'A página a assinar, contando a partir de 1; padrão: a última página',
      x: `Borda esquerda da assinatura em pontos a partir da esquerda da página (72 pt = 1 polegada); padrão: a ${SIGNATURE_EDGE} pt da borda direita`,
      y: `Borda inferior da assinatura (com a linha de data) em pontos a partir da parte inferior da página; padrão: ${SIGNATURE_EDGE}`,
      width: 'Largura da assinatura em pontos; a altura mantém as proporções da imagem ou do texto; padrão: 150',
      color: 'Cor de uma assinatura digitada e da linha de data, como #rrggbb ou #rgb; padrão: #1a237e',
      date: 'Escreve a data de hoje (UTC, YYYY-MM-DD) abaixo da assinatura; padrão: false',
      password: ptBr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'zh-cn': {
    summary: '在 PDF 页面上加盖可见签名',
    description: `在一个页面（默认为最后一页）上绘制签名：可以是在文件字段 \`signature\` 中发送的图像（带透明度的 PNG 或 JPEG）、\`signature_data_url\` 中的图像，或以 Dancing Script 书写的键入文本 \`text\`，该手写字体会（以子集形式）嵌入 PDF。三者必须且只能选其一。签名默认位于右下角，距各边缘 ${SIGNATURE_EDGE} pt；\`x\` 和 \`y\` 则改为指定签名左下角的位置，以磅为单位，从页面（按显示方向，包括旋转过的页面）左下角起算。签名必须能放入页面：否则响应为 422，并给出相关尺寸。指定 \`date\` 时，会在签名下方写入当前日期。这是可见的标记，而不是基于密码学的数字签名。PDF 中的其他内容全部保留；多个 PDF 会加上相同的签名，并以一个 ZIP 返回。`,
    params: {
      text: '键入的签名，1-100 个字符，以手写字体（Dancing Script）书写；支持拉丁字母、数字和常用标点',
      signature_data_url: `以 data URL 表示的签名，data:image/png;base64,… 或 data:image/jpeg;base64,…（即绘图画布给出的形式），最多 ${DATA_URL_MAX_CHARS} 个字符（约 1.5 MB 图像）`,
      page: '要签名的页面，从 1 开始计数；默认为最后一页',
      x: `签名左边缘距页面左侧的距离，以磅为单位（72 pt = 1 英寸）；默认：距右边缘 ${SIGNATURE_EDGE} pt`,
      y: `签名（含日期行）下边缘距页面底部的距离，以磅为单位；默认为 ${SIGNATURE_EDGE}`,
      width: '签名的宽度，以磅为单位；其高度保持图像或文本的比例；默认为 150',
      color: '键入签名和日期行的颜色，格式为 #rrggbb 或 #rgb；默认为 #1a237e',
      date: '在签名下方写入今天的日期（UTC，YYYY-MM-DD）；默认为 false',
      password: zhCn.pdf.PDF_SAVED_PLAIN,
    },
  },
})
