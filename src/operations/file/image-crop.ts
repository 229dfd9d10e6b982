import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit, expectSize } from '../kits/image-edit.ts'

const offset = (what: string) => z.number().int().min(0).max(100000).default(0)
  .describe(`${what} of the rectangle's top-left corner, in pixels from the ${what === 'x' ? 'left' : 'top'} edge; default 0`)
const side = (what: string) => z.number().int().min(1).max(100000)
  .describe(`${what} of the rectangle in pixels`)

export default defineImageEdit({
  name: 'image-crop',
  summary: 'Crop an image to a rectangle',
  description: 'Keeps the rectangle of width × height pixels whose top-left corner is at x, y (0, 0 being the top-left corner of the image). The rectangle must lie inside the image as displayed: a photo stored sideways with an EXIF orientation is cropped in the upright coordinates a viewer shows.',
  params: z.object({
    x: offset('x'),
    y: offset('y'),
    width: side('Width'),
    height: side('Height'),
  }),
  animated: true,
  examples: [
    { title: 'The top-left 40×40 pixels of a photo', params: { width: 40, height: 40 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A 32×24 region from the middle of a PNG', params: { x: 16, y: 12, width: 32, height: 24 }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: ({ x, y, width, height }, loaded, ctx) => {
    if (x + width > loaded.width || y + height > loaded.height) {
      throw new OperationError('CROP_OUTSIDE', { x, y, width, height, imageWidth: loaded.width, imageHeight: loaded.height })
    }
    expectSize(loaded, { width, height }, ctx)
    loaded.image.extract({ left: x, top: y, width, height })
  },
  es: {
    summary: 'Recorta una imagen a un rectángulo',
    description: `Conserva el rectángulo de width × height píxeles cuya esquina superior izquierda está en x, y (siendo 0, 0 la esquina superior izquierda de la imagen). El rectángulo debe quedar dentro de la imagen tal como se muestra: una foto guardada de lado con una orientación EXIF se recorta en las coordenadas derechas que muestra un visor.`,
    params: {
      x: 'x de la esquina superior izquierda del rectángulo, en píxeles desde el borde izquierdo; por defecto 0',
      y: 'y de la esquina superior izquierda del rectángulo, en píxeles desde el borde superior; por defecto 0',
      width: 'Ancho del rectángulo en píxeles',
      height: 'Alto del rectángulo en píxeles',
    },
  },
  de: {
    summary: 'Schneidet ein Bild auf ein Rechteck zu',
    description: 'Behält das Rechteck von width × height Pixeln, dessen obere linke Ecke bei x, y liegt (0, 0 ist die obere linke Ecke des Bilds). Das Rechteck muss innerhalb des Bilds liegen, wie es angezeigt wird: Ein seitlich gespeichertes Foto mit EXIF-Ausrichtung wird in den aufrechten Koordinaten zugeschnitten, die ein Bildbetrachter zeigt.',
    params: {
      x: 'x der oberen linken Ecke des Rechtecks, in Pixeln vom linken Rand; Standardwert: 0',
      y: 'y der oberen linken Ecke des Rechtecks, in Pixeln vom oberen Rand; Standardwert: 0',
      width: 'Breite des Rechtecks in Pixeln',
      height: 'Höhe des Rechtecks in Pixeln',
    },
  },
  fr: {
    summary: 'Recadre une image selon un rectangle',
    description: 'Conserve le rectangle de width × height pixels dont le coin supérieur gauche se trouve en x, y (0, 0 étant le coin supérieur gauche de l\'image). Le rectangle doit se trouver à l\'intérieur de l\'image telle qu\'elle est affichée\u00a0: une photo enregistrée de côté avec une orientation EXIF est recadrée dans les coordonnées redressées qu\'affiche une visionneuse.',
    params: {
      x: 'x du coin supérieur gauche du rectangle, en pixels depuis le bord gauche\u00a0; 0 par défaut',
      y: 'y du coin supérieur gauche du rectangle, en pixels depuis le bord supérieur\u00a0; 0 par défaut',
      width: 'Largeur du rectangle en pixels',
      height: 'Hauteur du rectangle en pixels',
    },
  },
  'pt-br': {
    summary: 'Recorta uma imagem em um retângulo',
    description: 'Mantém o retângulo de width × height pixels cujo canto superior esquerdo está em x, y (sendo 0, 0 o canto superior esquerdo da imagem). O retângulo precisa ficar dentro da imagem como ela é exibida: uma foto armazenada de lado com uma orientação EXIF é recortada nas coordenadas já endireitadas que um visualizador mostra.',
    params: {
      x: 'x do canto superior esquerdo do retângulo, em pixels a partir da borda esquerda; padrão: 0',
      y: 'y do canto superior esquerdo do retângulo, em pixels a partir da borda superior; padrão: 0',
      width: 'Largura do retângulo em pixels',
      height: 'Altura do retângulo em pixels',
    },
  },
  'zh-cn': {
    summary: '将图像裁剪为矩形',
    description: '保留左上角位于 x, y（图像左上角为 0, 0）、大小为 width × height 像素的矩形。该矩形必须位于图像的显示范围之内：对于以侧向存储并带有 EXIF 方向的照片，按查看器显示的正向坐标进行裁剪。',
    params: {
      x: '矩形左上角的 x 坐标，即距左边缘的像素数；默认为 0',
      y: '矩形左上角的 y 坐标，即距上边缘的像素数；默认为 0',
      width: '矩形的宽度（像素）',
      height: '矩形的高度（像素）',
    },
  },
})
