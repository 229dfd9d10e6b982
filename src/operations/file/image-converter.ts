import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { backgroundParam, IMAGE_FILES, imageJob, parseBackground, WHITE } from '../kits/image-conversion.ts'
import { OUTPUT_FORMATS, transformImage, type EncodeOptions, type OutputFormat } from '../../lib/image/image.ts'
import { registerImagePass } from '../kits/image-passes.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { FILE_FORMATS } from '../../core/file-formats.ts'

/** Targets without transparency: the background option applies to them only. */
const OPAQUE: ReadonlySet<OutputFormat> = new Set(['jpg', 'bmp'])

const params = z.object({
  format: z.enum(OUTPUT_FORMATS).describe('Format to write: jpg, png, webp, avif, gif, tiff, bmp or ico'),
  quality: z.number().int().min(1).max(100).optional()
    .describe('Encoding quality for jpg, webp and avif, from 1 (smallest file) to 100 (best image); default 90 for jpg, 85 for webp, 60 for avif'),
  background: backgroundParam('laid behind transparent areas for jpg and bmp, which cannot hold them; default white'),
})

function encoding({ format, quality, background }: z.output<typeof params>): EncodeOptions {
  const fill = parseBackground(background, WHITE)
  return { quality, background: OPAQUE.has(format) ? fill : undefined }
}

const converter = defineOperation({
  category: 'file',
  name: 'image-converter',
  input: 'file',
  summary: 'Convert images to any format',
  description: [
    'Converts JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO or HEIC images to the chosen `format`.',
    'The EXIF orientation is applied and metadata is not copied.',
    'Animated GIF or WebP stays animated when the target is gif or webp; other targets get the first frame.',
    'Of an icon, the largest image is converted; an ico target holds the standard sizes (16 to 256) up to the image\'s own, each a PNG, the image fitted inside a transparent square.',
    'jpg and bmp cannot hold transparency: transparent areas are laid on white, or on `background`.',
    'Several files in one request answer one ZIP.',
  ].join(' '),
  files: { ...IMAGE_FILES, answers: OUTPUT_FORMATS.map((format) => FILE_FORMATS[format].mime) },
  params,
  examples: [
    { title: 'JPEG to PNG', params: { format: 'png' }, files: ['photo.jpg'], output: 'image/png' },
    { title: 'Transparent PNG to JPEG on a black background', params: { format: 'jpg', background: '#000000', quality: 80 }, files: ['alpha.png'], output: 'image/jpeg' },
    { title: 'Animated GIF to animated WebP', params: { format: 'webp' }, files: ['animated.gif'], output: 'image/webp' },
  ],
  run: (options, ctx) => transformImage(ctx.files.uploads[0]!, imageJob(ctx), options.format, undefined, {
    ...encoding(options),
    animated: true,
  }),
  es: {
    summary: 'Convierte imágenes a cualquier formato',
    description: `Convierte imágenes JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO o HEIC al \`format\` elegido. Se aplica la orientación EXIF y no se copian los metadatos. Un GIF o WebP animado sigue animado cuando el destino es gif o webp; los demás destinos reciben el primer fotograma. De un icono se convierte la imagen más grande; un destino ico contiene los tamaños estándar (de 16 a 256) hasta el de la propia imagen, cada uno un PNG, con la imagen ajustada dentro de un cuadrado transparente. jpg y bmp no admiten transparencia: las zonas transparentes se colocan sobre blanco, o sobre \`background\`. ${es.image.SEVERAL_ZIP}`,
    params: {
      format: 'Formato que se escribe: jpg, png, webp, avif, gif, tiff, bmp o ico',
      quality: 'Calidad de codificación para jpg, webp y avif, de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto 90 para jpg, 85 para webp y 60 para avif',
      background: `Color que se pone detrás de las zonas transparentes para jpg y bmp, que no las admiten; por defecto blanco: ${es.image.COLOR_FORMS}`,
    },
  },
  de: {
    summary: 'Konvertiert Bilder in ein beliebiges Format',
    description: `Konvertiert JPEG-, PNG-, WebP-, AVIF-, GIF-, TIFF-, BMP-, ICO- oder HEIC-Bilder in das gewählte \`format\`. Die EXIF-Ausrichtung wird angewendet, Metadaten werden nicht übernommen. Animierte GIF- oder WebP-Bilder bleiben animiert, wenn das Ziel gif oder webp ist; andere Ziele erhalten den ersten Frame. Von einem Symbol wird das größte Bild konvertiert; ein ico-Ziel enthält die Standardgrößen (16 bis 256) bis zur eigenen Größe des Bilds, jeweils als PNG, wobei das Bild in ein transparentes Quadrat eingepasst wird. jpg und bmp können keine Transparenz speichern: Transparente Bereiche werden auf Weiß gelegt oder auf \`background\`. ${de.image.SEVERAL_ZIP}`,
    params: {
      format: 'Zu schreibendes Format: jpg, png, webp, avif, gif, tiff, bmp oder ico',
      quality: 'Codierungsqualität für jpg, webp und avif, von 1 (kleinste Datei) bis 100 (bestes Bild); Standardwert: 90 für jpg, 85 für webp, 60 für avif',
      background: `Farbe, die bei jpg und bmp hinter transparente Bereiche gelegt wird, da diese Formate keine Transparenz speichern können; standardmäßig Weiß. Angabe als ${de.image.COLOR_FORMS}`,
    },
  },
  fr: {
    summary: 'Convertit des images dans n\'importe quel format',
    description: `Convertit des images JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO ou HEIC au \`format\` choisi. L'orientation EXIF est appliquée et les métadonnées ne sont pas copiées. Un GIF ou un WebP animé reste animé lorsque la cible est gif ou webp\u00a0; les autres cibles reçoivent la première image. D'une icône, c'est la plus grande image qui est convertie\u00a0; une cible ico contient les tailles standard (de 16 à 256) jusqu'à celle de l'image, chacune au format PNG, l'image étant ajustée dans un carré transparent. jpg et bmp ne gèrent pas la transparence\u00a0: les zones transparentes sont posées sur du blanc, ou sur \`background\`. ${fr.image.SEVERAL_ZIP}`,
    params: {
      format: 'Format à écrire\u00a0: jpg, png, webp, avif, gif, tiff, bmp ou ico',
      quality: 'Qualité d\'encodage pour jpg, webp et avif, de 1 (fichier le plus petit) à 100 (meilleure image)\u00a0; par défaut 90 pour jpg, 85 pour webp et 60 pour avif',
      background: `Couleur placée derrière les zones transparentes pour jpg et bmp, qui ne gèrent pas la transparence\u00a0; blanc par défaut. Formats acceptés\u00a0: ${fr.image.COLOR_FORMS}`,
    },
  },
  'pt-br': {
    summary: 'Converte imagens para qualquer formato',
    description: `Converte imagens JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO ou HEIC para o \`format\` escolhido. A orientação EXIF é aplicada e os metadados não são copiados. GIF ou WebP animado continua animado quando o destino é gif ou webp; os outros destinos recebem o primeiro quadro. De um ícone, é convertida a maior imagem; um destino ico contém os tamanhos padrão (de 16 a 256) até o tamanho da própria imagem, cada um em PNG, com a imagem ajustada dentro de um quadrado transparente. jpg e bmp não suportam transparência: as áreas transparentes são colocadas sobre branco, ou sobre \`background\`. ${ptBr.image.SEVERAL_ZIP}`,
    params: {
      format: 'Formato a gravar: jpg, png, webp, avif, gif, tiff, bmp ou ico',
      quality: 'Qualidade de codificação para jpg, webp e avif, de 1 (menor arquivo) a 100 (melhor imagem); padrão: 90 para jpg, 85 para webp e 60 para avif',
      background: `Cor colocada atrás das áreas transparentes em jpg e bmp, que não suportam transparência; padrão: branco. Formatos aceitos: ${ptBr.image.COLOR_FORMS}`,
    },
  },
  'zh-cn': {
    summary: '将图像转换为任意格式',
    description: `将 JPEG、PNG、WebP、AVIF、GIF、TIFF、BMP、ICO 或 HEIC 图像转换为所选的 \`format\`。会应用 EXIF 方向，不复制元数据。目标为 gif 或 webp 时，动画 GIF 或 WebP 保持动画；其他目标格式只取第一帧。图标只转换其中最大的图像；ico 目标包含从 16 到 256、不超过图像自身尺寸的各个标准尺寸，每个尺寸均为 PNG，图像适配在透明正方形内。jpg 和 bmp 不支持透明度：透明区域会铺在白色或 \`background\` 之上。${zhCn.image.SEVERAL_ZIP}`,
    params: {
      format: '要写入的格式：jpg、png、webp、avif、gif、tiff、bmp 或 ico',
      quality: 'jpg、webp 和 avif 的编码质量，从 1（文件最小）到 100（图像最佳）；默认值：jpg 为 90，webp 为 85，avif 为 60',
      background: `对于不支持透明度的 jpg 和 bmp，铺在透明区域背后的颜色；默认为白色。可用写法：${zhCn.image.COLOR_FORMS}`,
    },
  },
})

registerImagePass(converter, (options: z.output<typeof params>) => ({ format: () => options.format, encoding: () => encoding(options) }))

export default converter
