import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { renamed } from '../../lib/files/filename.ts'
import { cssColor, prepareSvg, SVG_MAX_BYTES, SVG_MAX_ELEMENTS, SVG_RENDER_MS, type SvgFit } from '../../lib/image/svg.ts'

const PNG = FILE_FORMATS.png.mime
const MAX_SIDE = 20_000

export default defineOperation({
  category: 'file',
  name: 'svg-to-png',
  input: 'file',
  summary: 'Convert SVG to PNG',
  description: 'Draws an SVG drawing as a PNG image with resvg. Without width, height or scale the PNG has the drawing\'s own size '
    + '(its width and height, else its viewBox; 100 × 100 when it has neither). width or height sets one side in pixels and the other '
    + 'follows the proportions; scale multiplies the own size (2 for a sharp image on high-density screens). Give one of the three. '
    + 'Areas the drawing leaves empty stay transparent unless background names a colour. '
    + 'Nothing outside the file is read or fetched: links to other files, web addresses and local paths (images, fonts, stylesheets, '
    + '<use> of another file) are left out and the rest is drawn; images embedded as data: PNG, JPEG, GIF or WebP are drawn. '
    + 'Text is drawn with Liberation Sans, whatever font the SVG names. '
    + `An SVG may have up to ${SVG_MAX_BYTES / 1024 / 1024} MiB and ${SVG_MAX_ELEMENTS.toLocaleString('en')} elements; DOCTYPE and entity declarations are refused. `
    + `The PNG may have as many pixels as any image the service makes (IMAGE_MAX_PIXELS); a drawing that takes more than ${SVG_RENDER_MS / 1000} s is stopped.`,
  files: { accepts: ['svg'], mode: 'each', answers: [PNG] },
  params: z.object({
    width: z.number().int().min(1).max(MAX_SIDE).optional()
      .describe(`Width of the PNG in pixels, 1-${MAX_SIDE}; the height follows the proportions`),
    height: z.number().int().min(1).max(MAX_SIDE).optional()
      .describe(`Height of the PNG in pixels, 1-${MAX_SIDE}; the width follows the proportions`),
    scale: z.number().min(0.01).max(100).optional()
      .describe('Multiplies the drawing\'s own size, 0.01-100 (2 doubles it); instead of width or height'),
    background: z.string().max(60).optional()
      .describe('A colour behind the drawing (CSS name, #hex, rgb()…); transparent by default'),
  }),
  examples: [
    { title: 'An SVG at its own size', params: {}, files: ['drawing.svg'], output: PNG },
    { title: 'An SVG 800 pixels wide on white', params: { width: 800, background: 'white' }, files: ['drawing.svg'], output: PNG },
  ],
  run: async ({ width, height, scale, background }, ctx) => {
    if ([width, height, scale].filter((value) => value !== undefined).length > 1) throw new OperationError('SVG_SIZE_ONE')
    const fill = background === undefined ? undefined : await cssColor(background, 'background')
    const upload = ctx.files.uploads[0]!
    const svg = prepareSvg(upload.name, upload.bytes)
    const fit: SvgFit = width !== undefined ? { mode: 'width', value: width }
      : height !== undefined ? { mode: 'height', value: height }
        : scale !== undefined ? { mode: 'zoom', value: scale } : { mode: 'original' }
    const timeoutMs = Math.max(1, Math.min(SVG_RENDER_MS, ctx.files.deadline - Date.now()))
    const { png } = await ctx.compute.run('image.renderSvg', { name: upload.name, svg, fit, background: fill, maxPixels: ctx.files.maxPixels }, { timeoutMs, timeoutCode: 'SVG_TIMEOUT' })
    return new FileOutput(renamed(upload.name, 'png'), PNG, png)
  },
  es: {
    summary: 'Convierte SVG a PNG',
    description: 'Dibuja un SVG como imagen PNG con resvg. Sin width, height ni scale, el PNG tiene el tamaño propio del dibujo '
      + '(su width y height, si no su viewBox; 100 × 100 si no tiene ninguno). width o height fija un lado en píxeles y el otro '
      + 'sigue las proporciones; scale multiplica el tamaño propio (2 para una imagen nítida en pantallas de alta densidad). Indique uno de los tres. '
      + 'Las zonas que el dibujo deja vacías quedan transparentes, salvo que background indique un color. '
      + 'No se lee ni se descarga nada fuera del archivo: los enlaces a otros archivos, direcciones web y rutas locales (imágenes, fuentes, hojas de estilo, '
      + '<use> de otro archivo) se omiten y se dibuja el resto; las imágenes incrustadas como data: PNG, JPEG, GIF o WebP sí se dibujan. '
      + 'El texto se dibuja con Liberation Sans, sea cual sea la fuente que indique el SVG. '
      + `Un SVG puede tener hasta ${SVG_MAX_BYTES / 1024 / 1024} MiB y ${SVG_MAX_ELEMENTS.toLocaleString('es')} elementos; las declaraciones DOCTYPE y de entidades se rechazan. `
      + `El PNG puede tener tantos píxeles como cualquier imagen que crea el servicio (IMAGE_MAX_PIXELS); un dibujo que tarda más de ${SVG_RENDER_MS / 1000} s se detiene.`,
    params: {
      width: `Ancho del PNG en píxeles, 1-${MAX_SIDE}; el alto sigue las proporciones`,
      height: `Alto del PNG en píxeles, 1-${MAX_SIDE}; el ancho sigue las proporciones`,
      scale: 'Multiplica el tamaño propio del dibujo, 0.01-100 (2 lo duplica); en lugar de width o height',
      background: 'Un color detrás del dibujo (nombre CSS, #hex, rgb()…); transparente por defecto',
    },
  },
  de: {
    summary: 'Konvertiert SVG in PNG',
    description: 'Zeichnet eine SVG-Grafik mit resvg als PNG-Bild. Ohne width, height oder scale hat das PNG die eigene Größe der Grafik '
      + '(ihre width und height, sonst ihre viewBox; 100 × 100, wenn sie keines von beiden hat). width oder height legt eine Seite in Pixeln fest, und die andere '
      + 'folgt den Proportionen; scale vervielfacht die eigene Größe (2 für ein scharfes Bild auf Bildschirmen mit hoher Pixeldichte). Geben Sie einen der drei Werte an. '
      + 'Bereiche, die die Grafik leer lässt, bleiben transparent, sofern background keine Farbe angibt. '
      + 'Nichts außerhalb der Datei wird gelesen oder abgerufen: Verweise auf andere Dateien, Webadressen und lokale Pfade (Bilder, Schriftarten, Stylesheets, '
      + '<use> einer anderen Datei) werden ausgelassen und der Rest gezeichnet; als data: eingebettete PNG-, JPEG-, GIF- oder WebP-Bilder werden gezeichnet. '
      + 'Text wird in Liberation Sans gezeichnet, unabhängig davon, welche Schriftart das SVG angibt. '
      + `Ein SVG darf bis zu ${SVG_MAX_BYTES / 1024 / 1024} MiB groß sein und bis zu ${SVG_MAX_ELEMENTS.toLocaleString('de')} Elemente haben; DOCTYPE- und Entitätsdeklarationen werden abgelehnt. `
      + `Das PNG darf so viele Pixel haben wie jedes Bild, das der Dienst erzeugt (IMAGE_MAX_PIXELS); eine Grafik, deren Zeichnen länger als ${SVG_RENDER_MS / 1000} s dauert, wird abgebrochen.`,
    params: {
      width: `Breite des PNG in Pixeln, 1-${MAX_SIDE}; die Höhe folgt den Proportionen`,
      height: `Höhe des PNG in Pixeln, 1-${MAX_SIDE}; die Breite folgt den Proportionen`,
      scale: 'Vervielfacht die eigene Größe der Grafik, 0.01-100 (2 verdoppelt sie); anstelle von width oder height',
      background: 'Eine Farbe hinter der Grafik (CSS-Name, #hex, rgb()…); standardmäßig transparent',
    },
  },
  fr: {
    summary: 'Convertit un SVG en PNG',
    description: 'Convertit un dessin SVG en image PNG avec resvg. Sans width, height ni scale, le PNG a la taille propre du dessin '
      + '(ses width et height, sinon sa viewBox\u00a0; 100 × 100 s\'il n\'a ni l\'un ni l\'autre). width ou height fixe un côté en pixels et l\'autre '
      + 'suit les proportions\u00a0; scale multiplie la taille propre (2 pour une image nette sur les écrans haute densité). Indiquez l\'un des trois. '
      + 'Les zones que le dessin laisse vides restent transparentes, sauf si background indique une couleur. '
      + 'Rien n\'est lu ni récupéré hors du fichier\u00a0: les liens vers d\'autres fichiers, les adresses web et les chemins locaux (images, polices, feuilles de style, '
      + '<use> d\'un autre fichier) sont omis et le reste est dessiné\u00a0; les images incorporées en data: PNG, JPEG, GIF ou WebP sont dessinées. '
      + 'Le texte est dessiné en Liberation Sans, quelle que soit la police indiquée par le SVG. '
      + `Un SVG peut faire jusqu'à ${SVG_MAX_BYTES / 1024 / 1024} MiB et ${SVG_MAX_ELEMENTS.toLocaleString('fr')} éléments\u00a0; les déclarations DOCTYPE et d'entités sont refusées. `
      + `Le PNG peut compter autant de pixels que toute image produite par le service (IMAGE_MAX_PIXELS)\u00a0; un dessin qui prend plus de ${SVG_RENDER_MS / 1000} s est interrompu.`,
    params: {
      width: `Largeur du PNG en pixels, 1-${MAX_SIDE}\u00a0; la hauteur suit les proportions`,
      height: `Hauteur du PNG en pixels, 1-${MAX_SIDE}\u00a0; la largeur suit les proportions`,
      scale: 'Multiplie la taille propre du dessin, 0.01-100 (2 la double)\u00a0; à la place de width ou height',
      background: 'Une couleur derrière le dessin (nom CSS, #hex, rgb()…)\u00a0; transparent par défaut',
    },
  },
  'pt-br': {
    summary: 'Converte SVG em PNG',
    description: 'Desenha um SVG como imagem PNG com o resvg. Sem width, height nem scale, o PNG tem o tamanho próprio do desenho '
      + '(seus width e height ou, na falta deles, seu viewBox; 100 × 100 quando não tem nenhum). width ou height define um lado em pixels e o outro '
      + 'segue as proporções; scale multiplica o tamanho próprio (2 para uma imagem nítida em telas de alta densidade). Informe um dos três. '
      + 'As áreas que o desenho deixa vazias ficam transparentes, a menos que background indique uma cor. '
      + 'Nada fora do arquivo é lido ou buscado: links para outros arquivos, endereços web e caminhos locais (imagens, fontes, folhas de estilo, '
      + '<use> de outro arquivo) são omitidos e o resto é desenhado; imagens incorporadas como data: PNG, JPEG, GIF ou WebP são desenhadas. '
      + 'O texto é desenhado com Liberation Sans, seja qual for a fonte que o SVG indique. '
      + `Um SVG pode ter até ${SVG_MAX_BYTES / 1024 / 1024} MiB e ${SVG_MAX_ELEMENTS.toLocaleString('pt-BR')} elementos; declarações DOCTYPE e de entidades são recusadas. `
      + `O PNG pode ter tantos pixels quanto qualquer imagem que o serviço gera (IMAGE_MAX_PIXELS); um desenho que leva mais de ${SVG_RENDER_MS / 1000} s é interrompido.`,
    params: {
      width: `Largura do PNG em pixels, 1-${MAX_SIDE}; a altura segue as proporções`,
      height: `Altura do PNG em pixels, 1-${MAX_SIDE}; a largura segue as proporções`,
      scale: 'Multiplica o tamanho próprio do desenho, 0.01-100 (2 o dobra); em vez de width ou height',
      background: 'Uma cor atrás do desenho (nome CSS, #hex, rgb()…); transparente por padrão',
    },
  },
  'zh-cn': {
    summary: '将 SVG 转换为 PNG',
    description: '使用 resvg 将 SVG 图形绘制为 PNG 图像。未指定 width、height 或 scale 时，PNG 采用图形自身的尺寸'
      + '（其 width 和 height，否则为其 viewBox；两者都没有时为 100 × 100）。width 或 height 以像素为单位设置一边，另一边'
      + '按比例计算；scale 按倍数缩放自身尺寸（设为 2 可在高密度屏幕上获得清晰图像）。三者只能指定其一。'
      + '图形中留空的区域保持透明，除非 background 指定了颜色。'
      + '不读取或获取文件以外的任何内容：指向其他文件的链接、网址和本地路径（图像、字体、样式表、'
      + '引用其他文件的 <use>）会被忽略，其余部分照常绘制；以 data: 形式嵌入的 PNG、JPEG、GIF 或 WebP 图像会被绘制。'
      + '无论 SVG 指定何种字体，文本都使用 Liberation Sans 绘制。'
      + `SVG 最大为 ${SVG_MAX_BYTES / 1024 / 1024} MiB、最多包含 ${SVG_MAX_ELEMENTS.toLocaleString('zh-CN')} 个元素；DOCTYPE 和实体声明会被拒绝。`
      + `PNG 的像素数上限与服务生成的任何图像相同（IMAGE_MAX_PIXELS）；绘制时间超过 ${SVG_RENDER_MS / 1000} s 的图形会被中止。`,
    params: {
      width: `PNG 的宽度（像素），1-${MAX_SIDE}；高度按比例计算`,
      height: `PNG 的高度（像素），1-${MAX_SIDE}；宽度按比例计算`,
      scale: '图形自身尺寸的倍数，0.01-100（2 表示加倍）；用于代替 width 或 height',
      background: '图形背后的颜色（CSS 颜色名、#hex、rgb()…）；默认为透明',
    },
  },
})
