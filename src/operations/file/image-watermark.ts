import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { FILE_FORMATS } from '../../core/file-formats.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { loadImage, OUTPUT_FORMATS, transformImage, imageFailure } from '../../lib/image/image.ts'
import { cssColor } from '../../lib/image/svg.ts'
import { imageMark, layMark, POSITIONS, type Mark } from '../../lib/image/watermark.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'
import { translated } from '../kits/words.ts'

const TEXT_SIZE = 50
const IMAGE_SIZE = 25

const DESCRIPTION = {
  en: 'Lays a watermark on the image: a line of text (text, drawn in Liberation Sans) or an image sent in the file field watermark (PNG with transparency works best), one of the two. '
    + 'position places it (center by default; the others keep a margin of 3 % of the shorter side from the edges) or tile repeats it across the whole image. '
    + `size is its width as a percentage of the image's width (default ${TEXT_SIZE} for text, ${IMAGE_SIZE} for an image); for text, font_size in pixels may be given instead. `
    + 'A mark larger than the image is made smaller to fit. opacity (0-1, default 0.5) is how much it covers: 0.5 of black over white gives mid grey. color is the text\'s colour (black by default).',
  es: 'Coloca una marca de agua sobre la imagen: una línea de texto (text, dibujada en Liberation Sans) o una imagen enviada en el campo de archivo watermark (mejor un PNG con transparencia), una de las dos. '
    + 'position la sitúa (center por defecto; las demás dejan un margen del 3 % del lado más corto respecto a los bordes) o tile la repite por toda la imagen. '
    + `size es su ancho como porcentaje del ancho de la imagen (por defecto ${TEXT_SIZE} para texto y ${IMAGE_SIZE} para una imagen); para texto puede indicarse en su lugar font_size en píxeles. `
    + 'Una marca mayor que la imagen se reduce para que quepa. opacity (0-1, por defecto 0.5) indica cuánto cubre: 0.5 de negro sobre blanco da un gris medio. color es el color del texto (negro por defecto).',
  de: 'Legt ein Wasserzeichen auf das Bild: eine Textzeile (text, in Liberation Sans gezeichnet) oder ein Bild, das im Dateifeld watermark gesendet wird (am besten ein PNG mit Transparenz), eines von beiden. '
    + 'position legt die Lage fest (standardmäßig center; die anderen Positionen halten zu den Rändern einen Abstand von 3 % der kürzeren Seite), oder tile wiederholt es über das ganze Bild. '
    + `size ist seine Breite in Prozent der Bildbreite (Standardwert: ${TEXT_SIZE} für Text, ${IMAGE_SIZE} für ein Bild); bei Text kann stattdessen font_size in Pixeln angegeben werden. `
    + 'Ein Wasserzeichen, das größer als das Bild ist, wird passend verkleinert. opacity (0-1, Standardwert: 0.5) gibt an, wie stark es deckt: 0.5 Schwarz auf Weiß ergibt ein mittleres Grau. color ist die Farbe des Texts (standardmäßig Schwarz).',
  fr: 'Appose un filigrane sur l\'image\u00a0: une ligne de texte (text, dessinée en Liberation Sans) ou une image envoyée dans le champ de fichier watermark (de préférence un PNG avec transparence), l\'un ou l\'autre. '
    + 'position le place (center par défaut ; les autres positions laissent une marge de 3 % du petit côté par rapport aux bords) ou tile le répète sur toute l\'image. '
    + `size est sa largeur en pourcentage de la largeur de l'image (${TEXT_SIZE} par défaut pour du texte, ${IMAGE_SIZE} pour une image) ; pour du texte, font_size en pixels peut être indiqué à la place. `
    + 'Un filigrane plus grand que l\'image est réduit pour tenir. opacity (0-1, 0.5 par défaut) indique dans quelle mesure il couvre : 0.5 de noir sur du blanc donne un gris moyen. color est la couleur du texte (noir par défaut).',
  'pt-br': 'Aplica uma marca d\'água sobre a imagem: uma linha de texto (text, desenhada em Liberation Sans) ou uma imagem enviada no campo de arquivo watermark (de preferência um PNG com transparência), uma das duas. '
    + 'position define onde ela fica (center por padrão; as demais posições deixam uma margem de 3% do lado menor em relação às bordas) ou tile a repete por toda a imagem. '
    + `size é a largura dela em porcentagem da largura da imagem (padrão: ${TEXT_SIZE} para texto, ${IMAGE_SIZE} para uma imagem); para texto, é possível informar font_size em pixels no lugar. `
    + 'Uma marca maior que a imagem é reduzida para caber. opacity (0-1, padrão: 0.5) indica quanto ela cobre: 0.5 de preto sobre branco dá um cinza médio. color é a cor do texto (preto por padrão).',
  'zh-cn': '在图像上添加水印：一行文字（text，使用 Liberation Sans 绘制）或在文件字段 watermark 中发送的图像（最好是带透明度的 PNG），二者选其一。'
    + 'position 决定其位置（默认为 center；其他位置与各边缘保持较短边 3% 的边距），tile 则将其平铺到整张图像。'
    + `size 是水印宽度占图像宽度的百分比（文字默认为 ${TEXT_SIZE}，图像默认为 ${IMAGE_SIZE}）；对于文字，也可以改用以像素为单位的 font_size。`
    + '大于图像的水印会缩小以适应图像。opacity（0-1，默认为 0.5）表示覆盖程度：黑色以 0.5 覆盖在白色上得到中灰色。color 是文字的颜色（默认为黑色）。',
}

/** The summary and parameters in every language besides English. */
const WORDS = {
  es: {
    summary: 'Añade una marca de agua (texto o imagen) a una imagen',
    params: {
      text: 'Texto de la marca de agua, hasta 200 caracteres; o envíe una imagen en el campo de archivo watermark',
      position: 'Dónde va: top-left, top, top-right, left, center (por defecto), right, bottom-left, bottom, bottom-right, o tile para repetirla por toda la imagen',
      opacity: 'Opacidad de la marca, de 0 (invisible) a 1 (opaca); por defecto 0.5',
      size: `Ancho de la marca en porcentaje del ancho de la imagen, 1-100; por defecto ${TEXT_SIZE} para texto y ${IMAGE_SIZE} para una imagen`,
      color: 'Color del texto (nombre CSS, #hex, rgb()…); negro por defecto',
      font_size: 'Tamaño de letra del texto en píxeles, 4-2000, en lugar de size',
    },
  },
  de: {
    summary: 'Fügt einem Bild ein Wasserzeichen aus Text oder einem Bild hinzu',
    params: {
      text: 'Text des Wasserzeichens, bis zu 200 Zeichen; oder senden Sie ein Bild im Dateifeld watermark',
      position: 'Wo es platziert wird: top-left, top, top-right, left, center (Standard), right, bottom-left, bottom, bottom-right oder tile, um es über das ganze Bild zu wiederholen',
      opacity: 'Deckkraft des Wasserzeichens, von 0 (unsichtbar) bis 1 (deckend); Standardwert: 0.5',
      size: `Breite des Wasserzeichens in Prozent der Bildbreite, 1-100; Standardwert: ${TEXT_SIZE} für Text, ${IMAGE_SIZE} für ein Bild`,
      color: 'Farbe des Texts (CSS-Name, #hex, rgb()…); standardmäßig Schwarz',
      font_size: 'Schriftgröße des Texts in Pixeln, 4-2000, anstelle von size',
    },
  },
  fr: {
    summary: 'Ajoute un filigrane (texte ou image) à une image',
    params: {
      text: 'Texte du filigrane, jusqu\'à 200 caractères\u00a0; ou envoyez une image dans le champ de fichier watermark',
      position: 'Emplacement\u00a0: top-left, top, top-right, left, center (par défaut), right, bottom-left, bottom, bottom-right, ou tile pour le répéter sur toute l\'image',
      opacity: 'Opacité du filigrane, de 0 (invisible) à 1 (opaque)\u00a0; 0.5 par défaut',
      size: `Largeur du filigrane en pourcentage de la largeur de l'image, 1-100\u00a0; par défaut ${TEXT_SIZE} pour du texte et ${IMAGE_SIZE} pour une image`,
      color: 'Couleur du texte (nom CSS, #hex, rgb()…)\u00a0; noir par défaut',
      font_size: 'Taille de police du texte en pixels, 4-2000, à la place de size',
    },
  },
  'pt-br': {
    summary: 'Adiciona uma marca d\'água de texto ou de imagem a uma imagem',
    params: {
      text: 'Texto da marca d\'água, até 200 caracteres; ou envie uma imagem no campo de arquivo watermark',
      position: 'Onde ela fica: top-left, top, top-right, left, center (padrão), right, bottom-left, bottom, bottom-right, ou tile para repeti-la por toda a imagem',
      opacity: 'Opacidade da marca, de 0 (invisível) a 1 (opaca); padrão: 0.5',
      size: `Largura da marca em porcentagem da largura da imagem, 1-100; padrão: ${TEXT_SIZE} para texto e ${IMAGE_SIZE} para uma imagem`,
      color: 'Cor do texto (nome CSS, #hex, rgb()…); preto por padrão',
      font_size: 'Tamanho da fonte do texto em pixels, 4-2000, em vez de size',
    },
  },
  'zh-cn': {
    summary: '为图像添加文字或图像水印',
    params: {
      text: '水印文字，最多 200 个字符；也可以在文件字段 watermark 中发送图像',
      position: '放置位置：top-left、top、top-right、left、center（默认）、right、bottom-left、bottom、bottom-right，或用 tile 将其平铺到整张图像',
      opacity: '水印的不透明度，从 0（不可见）到 1（不透明）；默认为 0.5',
      size: `水印宽度占图像宽度的百分比，1-100；默认值：文字为 ${TEXT_SIZE}，图像为 ${IMAGE_SIZE}`,
      color: '文字颜色（CSS 颜色名、#hex、rgb()…）；默认为黑色',
      font_size: '文字的字号（像素），4-2000，用于代替 size',
    },
  },
}

const words = translated(({ image }, lang) => ({
  summary: WORDS[lang].summary,
  description: image.imageEdit(DESCRIPTION[lang], false),
  params: WORDS[lang].params,
}))

export default defineOperation({
  category: 'file',
  name: 'image-watermark',
  input: 'file',
  summary: 'Add a text or image watermark to an image',
  description: PHRASES.en.image.imageEdit(DESCRIPTION.en, false),
  // The upload's own format, HEIC written as PNG; the mark may be any image the service reads.
  files: { ...IMAGE_FILES, extraFields: ['watermark'], answers: OUTPUT_FORMATS.map((format) => FILE_FORMATS[format].mime) },
  params: z.object({
    text: z.string().min(1).max(200).optional()
      .describe('Text of the watermark, up to 200 characters; or send an image in the file field watermark'),
    position: z.enum(POSITIONS).default('center')
      .describe('Where it goes: top-left, top, top-right, left, center (default), right, bottom-left, bottom, bottom-right, or tile to repeat it across the image'),
    opacity: z.number().min(0).max(1).default(0.5)
      .describe('Opacity of the mark, 0 (invisible) to 1 (opaque); default 0.5'),
    size: z.number().min(1).max(100).optional()
      .describe(`Width of the mark as a percentage of the image's width, 1-100; default ${TEXT_SIZE} for text, ${IMAGE_SIZE} for an image`),
    color: z.string().max(60).optional()
      .describe('Colour of the text (CSS name, #hex, rgb()…); black by default'),
    font_size: z.number().min(4).max(2000).optional()
      .describe('Font size of the text in pixels, 4-2000, instead of size'),
  }),
  examples: [
    { title: 'Text in the bottom-right corner', params: { text: '© Example', position: 'bottom-right', size: 30 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Text repeated across the image', params: { text: 'DRAFT', position: 'tile', size: 20, opacity: 0.3, color: 'red' }, files: ['alpha.png'], output: 'image/png' },
  ],
  ...words,
  run: async ({ text, position, opacity, size, color, font_size: fontSize }, ctx) => {
    const part = ctx.files.parts.watermark
    if ((text === undefined) === (part === undefined)) throw new OperationError('IMAGE_WATERMARK_SOURCE')
    const fill = await cssColor(color ?? 'black', 'color')
    const upload = ctx.files.uploads[0]!
    const job = imageJob(ctx)
    // The mark is measured against the pixel cap from its header, like any upload.
    const source = part === undefined ? undefined : await loadImage(part, job)
    return transformImage(upload, job, 'same', async (loaded) => {
      const width = Math.max(1, Math.round(loaded.width * (size ?? (text === undefined ? IMAGE_SIZE : TEXT_SIZE)) / 100))
      const seconds = Math.max(1, Math.ceil((job.deadline - Date.now()) / 1000))
      let mark: Mark
      if (source) {
        try {
          mark = await imageMark(source, width, opacity, loaded.width, loaded.height, seconds)
        } catch (error) {
          throw imageFailure(source.upload, error, seconds * 1000)
        }
      } else {
        const request = { text: text!, color: fill, opacity, maxWidth: loaded.width, maxHeight: loaded.height, ...(fontSize === undefined ? { width } : { fontSize }) }
        const drawn = await ctx.compute.run('image.renderText', request, { timeoutMs: Math.max(1, job.deadline - Date.now()) })
        mark = { png: drawn.png, width: drawn.width, height: drawn.height }
      }
      await layMark(loaded, mark, position)
    })
  },
})
