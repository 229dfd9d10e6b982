import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { IMAGE_FORMATS, imageLink } from '../../lib/image/codes.ts'
import {
  PLACEHOLDER_BACKGROUND, PLACEHOLDER_COLOR, PLACEHOLDER_SIDE, PLACEHOLDER_TEXT_MAX,
  placeholderParams, placeholderQuery, placeholderText, renderPlaceholder,
} from '../../lib/image/placeholder.ts'
import { imageLinkFields } from '../kits/text-results.ts'

export default defineOperation({
  category: 'generate',
  name: 'placeholder',
  input: 'query',
  summary: 'Generate a placeholder image of any size (SVG or PNG)',
  description: `A plain rectangle of width × height pixels (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} each) with a line of text in the middle, `
    + 'by default its size such as 640×480, sized to fit. background and color take CSS colours (names, #hex, rgb(), hsl()…). '
    + 'format svg (default) is a small SVG document of exactly that width and height; png is the same drawing as a PNG, text in Liberation Sans. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline, which never expires.',
  params: placeholderParams.extend({
    format: z.enum(IMAGE_FORMATS).default('svg').describe('Image format: svg (default) or png'),
  }),
  result: z.object({
    ...imageLinkFields,
    text: z.string().apply(described, {
      en: 'The text drawn in the middle',
      es: 'El texto dibujado en el centro',
      de: 'Der in der Mitte gezeichnete Text',
      fr: 'Le texte dessiné au centre',
      'pt-br': 'O texto desenhado no centro',
      'zh-cn': '绘制在中间的文字',
    }),
  }),
  examples: [
    {
      title: 'A 640 × 480 SVG placeholder',
      params: { width: 640, height: 480 },
      result: { format: 'svg', content_type: 'image/svg+xml', width: 640, height: 480, text: '640×480' },
    },
    {
      title: 'A banner PNG with its own text and colours',
      params: { width: 728, height: 90, text: 'Your ad here', background: 'navy', color: '#ffffff', format: 'png' },
      result: { format: 'png', content_type: 'image/png', width: 728, height: 90, text: 'Your ad here' },
    },
  ],
  run: async ({ format, ...spec }, ctx) => ({
    ...imageLink(ctx, 'placeholder', await renderPlaceholder(spec, format), placeholderQuery(spec)),
    text: placeholderText(spec),
  }),
  es: {
    summary: 'Genera una imagen de relleno de cualquier tamaño (SVG o PNG)',
    description: `Un rectángulo liso de width × height píxeles (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} cada uno) con una línea de texto en el centro, `
      + 'por defecto su tamaño, como 640×480, ajustada para que quepa. background y color admiten colores CSS (nombres, #hex, rgb(), hsl()…). '
      + 'format svg (por defecto) es un pequeño documento SVG de exactamente ese ancho y alto; png es el mismo dibujo como PNG, con el texto en Liberation Sans. '
      + 'url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); '
      + 'descargarlo no consume cuota. data_uri es la misma imagen en línea, que nunca caduca.',
    params: {
      width: `Ancho en píxeles, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `Alto en píxeles, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `Texto del centro, hasta ${PLACEHOLDER_TEXT_MAX} caracteres; por defecto el tamaño, como 640×480; vacío para ninguno`,
      background: `Color de fondo (nombre CSS, #hex, rgb()…; en una URL escriba # como %23 u omítalo); por defecto ${PLACEHOLDER_BACKGROUND}`,
      color: `Color del texto; por defecto ${PLACEHOLDER_COLOR}`,
      format: 'Formato de imagen: svg (por defecto) o png',
    },
  },
  de: {
    summary: 'Erzeugt ein Platzhalterbild in beliebiger Größe (SVG oder PNG)',
    description: `Ein einfarbiges Rechteck von width × height Pixeln (jeweils ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}) mit einer Textzeile in der Mitte, standardmäßig seiner Größe wie 640×480, passend skaliert. background und color nehmen CSS-Farben an (Namen, #hex, rgb(), hsl()…). format svg (Standard) ist ein kleines SVG-Dokument mit genau dieser Breite und Höhe; png ist dieselbe Zeichnung als PNG, mit Text in Liberation Sans. url ist ein Link zum Bild auf diesem Dienst, signiert und gültig bis expires_at (danach antwortet er mit 410: Rufen Sie die Operation erneut auf, um einen neuen zu erhalten); sein Abruf wird nicht auf das Kontingent angerechnet. data_uri ist dasselbe Bild eingebettet und läuft nie ab.`,
    params: {
      width: `Breite in Pixeln, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `Höhe in Pixeln, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `Text in der Mitte, bis zu ${PLACEHOLDER_TEXT_MAX} Zeichen; standardmäßig die Größe, etwa 640×480; leer für keinen Text`,
      background: `Hintergrundfarbe (CSS-Name, #hex, rgb()…; in einer URL-Abfrage # als %23 schreiben oder weglassen); Standard: ${PLACEHOLDER_BACKGROUND}`,
      color: `Textfarbe; Standard: ${PLACEHOLDER_COLOR}`,
      format: 'Bildformat: svg (Standard) oder png',
    },
  },
  fr: {
    summary: 'Génère une image d\'espace réservé de n\'importe quelle taille (SVG ou PNG)',
    description: `Un simple rectangle de width × height pixels (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} chacun) avec une ligne de texte au centre, par défaut sa taille, comme 640×480, dimensionnée pour tenir. background et color acceptent des couleurs CSS (noms, #hex, rgb(), hsl()…). format svg (par défaut) donne un petit document SVG d'exactement cette largeur et cette hauteur\u00a0; png donne le même dessin en PNG, avec le texte en Liberation Sans. url est un lien vers l'image sur ce service, signé et valide jusqu'à expires_at (il répond ensuite 410\u00a0: appelez à nouveau l'opération pour en obtenir un nouveau)\u00a0; son téléchargement n'est pas décompté du quota. data_uri est la même image intégrée, qui n'expire jamais.`,
    params: {
      width: `Largeur en pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `Hauteur en pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `Texte au centre, jusqu'à ${PLACEHOLDER_TEXT_MAX} caractères\u00a0; par défaut la taille, comme 640×480\u00a0; vide pour n'afficher aucun texte`,
      background: `Couleur d'arrière-plan (nom CSS, #hex, rgb()…\u00a0; dans la requête d'une URL, écrivez # sous la forme %23 ou omettez-le)\u00a0; ${PLACEHOLDER_BACKGROUND} par défaut`,
      color: `Couleur du texte\u00a0; ${PLACEHOLDER_COLOR} par défaut`,
      format: 'Format d\'image\u00a0: svg (par défaut) ou png',
    },
  },
  'pt-br': {
    summary: 'Gera uma imagem de espaço reservado de qualquer tamanho (SVG ou PNG)',
    description: `Um retângulo liso de width × height pixels (${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max} cada) com uma linha de texto no centro, por padrão o seu tamanho, como 640×480, dimensionada para caber. background e color aceitam cores CSS (nomes, #hex, rgb(), hsl()…). format svg (padrão) é um pequeno documento SVG com exatamente essa largura e altura; png é o mesmo desenho como PNG, com o texto em Liberation Sans. url é um link para a imagem neste serviço, assinado e válido até expires_at (depois responde 410: chame de novo para obter um novo); baixá-lo não consome cota. data_uri é a mesma imagem embutida, que nunca expira.`,
    params: {
      width: `Largura em pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `Altura em pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `Texto no centro, até ${PLACEHOLDER_TEXT_MAX} caracteres; por padrão o tamanho, como 640×480; vazio para nenhum`,
      background: `Cor de fundo (nome CSS, #hex, rgb()…; em uma query de URL, escreva # como %23 ou omita-o); padrão ${PLACEHOLDER_BACKGROUND}`,
      color: `Cor do texto; padrão ${PLACEHOLDER_COLOR}`,
      format: 'Formato de imagem: svg (padrão) ou png',
    },
  },
  'zh-cn': {
    summary: '生成任意尺寸的占位图（SVG 或 PNG）',
    description: `一个 width × height 像素（各 ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}）的纯色矩形，中间有一行文字，默认为其尺寸（如 640×480），文字大小自动适应。background 和 color 接受 CSS 颜色（名称、#hex、rgb()、hsl()…）。format 为 svg（默认）时生成宽高完全一致的小型 SVG 文档；为 png 时生成相同图案的 PNG，文字使用 Liberation Sans 字体。url 是指向本服务上该图像的链接，已签名，在 expires_at 之前有效（之后返回 410：请重新调用以获取新链接）；访问该链接不计入配额。data_uri 是内嵌的同一图像，永不过期。`,
    params: {
      width: `宽度（像素），${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      height: `高度（像素），${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`,
      text: `中间的文字，最多 ${PLACEHOLDER_TEXT_MAX} 个字符；默认为尺寸，如 640×480；留空则不显示文字`,
      background: `背景色（CSS 名称、#hex、rgb()…；在 URL 查询中请将 # 写成 %23 或省略）；默认 ${PLACEHOLDER_BACKGROUND}`,
      color: `文字颜色；默认 ${PLACEHOLDER_COLOR}`,
      format: '图像格式：svg（默认）或 png',
    },
  },
})
