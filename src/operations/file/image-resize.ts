import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit, expectSize, FITS, fillColor, fillEncoding, fittedSize } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'
import { sameFormat } from '../../lib/image/image.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const side = (what: string) => z.number().int().min(1).max(16384).optional()
  .describe(`${what} of the result in pixels, 1-16384; leave it out to follow the aspect ratio`)

export default defineImageEdit({
  name: 'image-resize',
  summary: 'Resize an image to a width, a height or both',
  description: [
    'Scales the image. With only width or only height the other side follows the aspect ratio.',
    'With both, fit decides how the image meets that box, as CSS object-fit does:',
    'cover (default) fills the box exactly and crops what overflows, keeping the centre;',
    'contain shows the whole image exactly in the box and pads the rest with background (transparent, or white for JPEG and BMP);',
    'fill stretches to the box, ignoring the aspect ratio;',
    'inside fits within the box keeping the aspect ratio (the result may be smaller on one side);',
    'outside covers the box keeping the aspect ratio without cropping (the result may be larger on one side).',
    'without_enlargement leaves an image smaller than the requested size as it is.',
  ].join(' '),
  params: z.object({
    width: side('Width'),
    height: side('Height'),
    fit: z.enum(FITS).default('cover')
      .describe('How the image meets a box of width × height: cover, contain, fill, inside or outside; default cover'),
    background: backgroundParam('of the padding added by fit=contain; default transparent, or white for JPEG and BMP'),
    without_enlargement: z.boolean().default(false)
      .describe('1 to never make the image larger than it is; default 0'),
  }),
  animated: true,
  examples: [
    { title: 'Resize a photo to 200 pixels wide', params: { width: 200 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Fit a PNG inside a 32×32 square, padded with transparency', params: { width: 32, height: 32, fit: 'contain' }, files: ['alpha.png'], output: 'image/png' },
  ],
  check: ({ width, height }) => {
    if (width === undefined && height === undefined) throw new OperationError('RESIZE_NEEDS_SIZE')
  },
  edit: ({ width, height, fit, background, without_enlargement: withoutEnlargement }, loaded, ctx) => {
    expectSize(loaded, fittedSize(loaded, { width, height }, fit, withoutEnlargement), ctx)
    loaded.image.resize({ width, height, fit, withoutEnlargement, background: fillColor(background, sameFormat(loaded.upload.format)) })
  },
  encoding: ({ background }, format) => fillEncoding(fillColor(background, format), format),
  es: {
    summary: 'Cambia el tamaño de una imagen a un ancho, un alto o ambos',
    description: `Escala la imagen. Con solo width o solo height, el otro lado sigue la relación de aspecto. Con ambos, fit decide cómo se ajusta la imagen a ese recuadro, como object-fit de CSS: cover (por defecto) llena exactamente el recuadro y recorta lo que sobresale, conservando el centro; contain muestra la imagen entera exactamente en el recuadro y rellena el resto con background (transparente, o blanco para JPEG y BMP); fill la estira hasta el recuadro, sin tener en cuenta la relación de aspecto; inside la ajusta dentro del recuadro conservando la relación de aspecto (el resultado puede ser menor por un lado); outside cubre el recuadro conservando la relación de aspecto sin recortar (el resultado puede ser mayor por un lado). without_enlargement deja tal cual una imagen más pequeña que el tamaño pedido.`,
    params: {
      width: 'Ancho del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      height: 'Alto del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      fit: 'Cómo se ajusta la imagen a un recuadro de width × height: cover, contain, fill, inside u outside; por defecto cover',
      background: `Color del relleno que añade fit=contain; por defecto transparente, o blanco para JPEG y BMP: ${es.image.COLOR_FORMS}`,
      without_enlargement: '1 para no hacer nunca la imagen más grande de lo que es; por defecto 0',
    },
  },
  de: {
    summary: 'Ändert die Größe eines Bilds auf eine Breite, eine Höhe oder beides',
    description: `Skaliert das Bild. Mit nur width oder nur height folgt die andere Seite dem Seitenverhältnis. Mit beiden bestimmt fit – wie object-fit in CSS –, wie das Bild in diesen Rahmen gebracht wird: cover (Standard) füllt den Rahmen genau aus und schneidet Überstehendes ab, wobei die Mitte erhalten bleibt; contain zeigt das ganze Bild genau im Rahmen und füllt den Rest mit background auf (transparent oder bei JPEG und BMP weiß); fill streckt das Bild auf den Rahmen, ohne das Seitenverhältnis zu beachten; inside passt es unter Beibehaltung des Seitenverhältnisses in den Rahmen ein (das Ergebnis kann auf einer Seite kleiner sein); outside deckt den Rahmen unter Beibehaltung des Seitenverhältnisses ohne Zuschneiden ab (das Ergebnis kann auf einer Seite größer sein). without_enlargement lässt ein Bild, das kleiner als die angeforderte Größe ist, unverändert.`,
    params: {
      width: 'Breite des Ergebnisses in Pixeln, 1-16384; ohne Angabe folgt sie dem Seitenverhältnis',
      height: 'Höhe des Ergebnisses in Pixeln, 1-16384; ohne Angabe folgt sie dem Seitenverhältnis',
      fit: 'Wie das Bild in einen Rahmen von width × height gebracht wird: cover, contain, fill, inside oder outside; Standardwert: cover',
      background: `Farbe des Rands, den fit=contain hinzufügt; standardmäßig transparent oder bei JPEG und BMP weiß. Angabe als ${de.image.COLOR_FORMS}`,
      without_enlargement: '1, damit das Bild nie größer wird, als es ist; Standardwert: 0',
    },
  },
  fr: {
    summary: 'Redimensionne une image à une largeur, une hauteur ou les deux',
    description: `Met l'image à l'échelle. Avec seulement width ou seulement height, l'autre côté suit le rapport hauteur/largeur. Avec les deux, fit détermine comment l'image s'adapte à ce cadre, comme object-fit en CSS\u00a0: cover (par défaut) remplit exactement le cadre et rogne ce qui dépasse, en gardant le centre\u00a0; contain affiche l'image entière exactement dans le cadre et complète le reste avec background (transparent, ou blanc pour JPEG et BMP)\u00a0; fill étire l'image jusqu'au cadre, sans tenir compte du rapport hauteur/largeur\u00a0; inside l'ajuste dans le cadre en conservant le rapport hauteur/largeur (le résultat peut être plus petit d'un côté)\u00a0; outside couvre le cadre en conservant le rapport hauteur/largeur, sans rogner (le résultat peut être plus grand d'un côté). without_enlargement laisse telle quelle une image plus petite que la taille demandée.`,
    params: {
      width: 'Largeur du résultat en pixels, 1-16384\u00a0; omettez-la pour suivre le rapport hauteur/largeur',
      height: 'Hauteur du résultat en pixels, 1-16384\u00a0; omettez-la pour suivre le rapport hauteur/largeur',
      fit: 'Comment l\'image s\'adapte à un cadre de width × height\u00a0: cover, contain, fill, inside ou outside\u00a0; cover par défaut',
      background: `Couleur du remplissage ajouté par fit=contain\u00a0; transparent par défaut, ou blanc pour JPEG et BMP. Formats acceptés\u00a0: ${fr.image.COLOR_FORMS}`,
      without_enlargement: '1 pour ne jamais agrandir l\'image au-delà de sa taille\u00a0; 0 par défaut',
    },
  },
  'pt-br': {
    summary: 'Redimensiona uma imagem para uma largura, uma altura ou ambas',
    description: `Redimensiona a imagem. Com apenas width ou apenas height, o outro lado segue a proporção. Com ambos, fit decide como a imagem se ajusta a essa caixa, como o object-fit do CSS: cover (padrão) preenche exatamente a caixa e corta o que sobra, mantendo o centro; contain mostra a imagem inteira exatamente na caixa e preenche o resto com background (transparente, ou branco para JPEG e BMP); fill estica a imagem até a caixa, ignorando a proporção; inside ajusta a imagem dentro da caixa mantendo a proporção (o resultado pode ser menor em um lado); outside cobre a caixa mantendo a proporção, sem cortar (o resultado pode ser maior em um lado). without_enlargement deixa como está uma imagem menor que o tamanho pedido.`,
    params: {
      width: 'Largura do resultado em pixels, 1-16384; omita para seguir a proporção',
      height: 'Altura do resultado em pixels, 1-16384; omita para seguir a proporção',
      fit: 'Como a imagem se ajusta a uma caixa de width × height: cover, contain, fill, inside ou outside; padrão: cover',
      background: `Cor do preenchimento adicionado por fit=contain; padrão: transparente, ou branco para JPEG e BMP. Formatos aceitos: ${ptBr.image.COLOR_FORMS}`,
      without_enlargement: '1 para nunca deixar a imagem maior do que ela é; padrão: 0',
    },
  },
  'zh-cn': {
    summary: '将图像调整为指定的宽度、高度或两者',
    description: `缩放图像。只指定 width 或 height 时，另一边按宽高比缩放。两者都指定时，由 fit 决定图像如何适应该框，与 CSS 的 object-fit 相同：cover（默认）恰好填满框并裁掉溢出部分，保留中心；contain 将整张图像恰好显示在框内，其余部分用 background 填充（透明，JPEG 和 BMP 为白色）；fill 拉伸到框的大小，不考虑宽高比；inside 保持宽高比放入框内（结果可能在某一边较小）；outside 保持宽高比覆盖整个框且不裁剪（结果可能在某一边较大）。without_enlargement 使小于请求尺寸的图像保持原样。`,
    params: {
      width: '结果的宽度（像素），1-16384；省略则按宽高比计算',
      height: '结果的高度（像素），1-16384；省略则按宽高比计算',
      fit: '图像如何适应 width × height 的框：cover、contain、fill、inside 或 outside；默认为 cover',
      background: `fit=contain 所添加填充的颜色；默认为透明，JPEG 和 BMP 为白色。可用写法：${zhCn.image.COLOR_FORMS}`,
      without_enlargement: '设为 1 则绝不放大图像；默认为 0',
    },
  },
})
