import { z } from 'zod'
import { loadSharp } from '../../lib/image/sharp.ts'
import { defineImageEdit, expectSize, fittedSize } from '../kits/image-edit.ts'

export default defineImageEdit({
  name: 'image-thumbnail',
  summary: 'Make a thumbnail of an image',
  description: 'A small preview. Square (default): exactly size × size pixels, cropped to the most interesting part of the image (the region with the most detail, saturation and skin tones) rather than always the centre; an image smaller than that is scaled up so the square is always full. Not square: the whole image scaled to fit inside size × size with its aspect ratio kept; an image already smaller is left at its own size, never enlarged.',
  params: z.object({
    size: z.number().int().min(16).max(1024).default(256)
      .describe('Side of the thumbnail (or of the box it fits in) in pixels, 16-1024; default 256'),
    square: z.boolean().default(true)
      .describe('1 for an exactly square thumbnail (cropped to fill), 0 to keep the whole image and its aspect ratio; default 1'),
  }),
  animated: false,
  examples: [
    { title: 'A 128×128 square thumbnail of a photo', params: { size: 128 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A thumbnail that keeps the whole image', params: { size: 32, square: false }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: async ({ size, square }, loaded, ctx) => {
    const box = { width: size, height: size }
    expectSize(loaded, square ? box : fittedSize(loaded, box, 'inside', true), ctx)
    const { strategy } = await loadSharp()
    loaded.image.resize(size, size, square
      ? { fit: 'cover', position: strategy.attention }
      : { fit: 'inside', withoutEnlargement: true })
  },
  es: {
    summary: 'Crea una miniatura de una imagen',
    description: `Una vista previa pequeña. Cuadrada (por defecto): exactamente size × size píxeles, recortada a la parte más interesante de la imagen (la zona con más detalle, saturación y tonos de piel) en lugar de siempre al centro; una imagen más pequeña se amplía para que el cuadrado quede siempre lleno. No cuadrada: la imagen entera escalada para caber en size × size conservando su relación de aspecto; una imagen que ya es más pequeña se deja en su propio tamaño, nunca se amplía.`,
    params: {
      size: 'Lado de la miniatura (o del recuadro en que cabe) en píxeles, 16-1024; por defecto 256',
      square: '1 para una miniatura exactamente cuadrada (recortada para llenarla), 0 para conservar la imagen entera y su relación de aspecto; por defecto 1',
    },
  },
  de: {
    summary: 'Erstellt eine Miniaturansicht eines Bilds',
    description: 'Eine kleine Vorschau. Quadratisch (Standard): genau size × size Pixel, zugeschnitten auf den interessantesten Teil des Bilds (den Bereich mit den meisten Details, der stärksten Sättigung und Hauttönen) statt immer auf die Mitte; ein kleineres Bild wird vergrößert, sodass das Quadrat immer gefüllt ist. Nicht quadratisch: das ganze Bild, unter Beibehaltung des Seitenverhältnisses so skaliert, dass es in size × size passt; ein bereits kleineres Bild behält seine eigene Größe und wird nie vergrößert.',
    params: {
      size: 'Seitenlänge der Miniaturansicht (oder des Rahmens, in den sie passt) in Pixeln, 16-1024; Standardwert: 256',
      square: '1 für eine exakt quadratische Miniaturansicht (zum Füllen zugeschnitten), 0, um das ganze Bild und sein Seitenverhältnis zu erhalten; Standardwert: 1',
    },
  },
  fr: {
    summary: 'Crée une miniature d\'une image',
    description: 'Un petit aperçu. Carré (par défaut)\u00a0: exactement size × size pixels, recadré sur la partie la plus intéressante de l\'image (la zone la plus riche en détails, en saturation et en tons chair) plutôt que toujours au centre\u00a0; une image plus petite est agrandie pour que le carré soit toujours plein. Non carré\u00a0: l\'image entière mise à l\'échelle pour tenir dans size × size en conservant son rapport hauteur/largeur\u00a0; une image déjà plus petite garde sa propre taille et n\'est jamais agrandie.',
    params: {
      size: 'Côté de la miniature (ou du cadre dans lequel elle tient) en pixels, 16-1024\u00a0; 256 par défaut',
      square: '1 pour une miniature exactement carrée (recadrée pour la remplir), 0 pour conserver l\'image entière et son rapport hauteur/largeur\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Cria uma miniatura de uma imagem',
    description: 'Uma pequena prévia. Quadrada (padrão): exatamente size × size pixels, recortada na parte mais interessante da imagem (a região com mais detalhes, saturação e tons de pele) em vez de sempre no centro; uma imagem menor que isso é ampliada para que o quadrado fique sempre cheio. Não quadrada: a imagem inteira redimensionada para caber em size × size mantendo a proporção; uma imagem que já é menor fica no próprio tamanho e nunca é ampliada.',
    params: {
      size: 'Lado da miniatura (ou da caixa em que ela cabe) em pixels, 16-1024; padrão: 256',
      square: '1 para uma miniatura exatamente quadrada (recortada para preenchê-la), 0 para manter a imagem inteira e sua proporção; padrão: 1',
    },
  },
  'zh-cn': {
    summary: '生成图像的缩略图',
    description: '小尺寸预览图。正方形（默认）：恰好 size × size 像素，裁剪到图像中最值得关注的部分（细节最丰富、饱和度最高、肤色最多的区域），而不总是取中心；小于该尺寸的图像会被放大，使正方形始终填满。非正方形：将整张图像保持宽高比缩放到 size × size 之内；本身已较小的图像保持原尺寸，绝不放大。',
    params: {
      size: '缩略图（或其所适应的框）的边长（像素），16-1024；默认为 256',
      square: '1 表示生成严格的正方形缩略图（裁剪以填满），0 表示保留整张图像及其宽高比；默认为 1',
    },
  },
})
