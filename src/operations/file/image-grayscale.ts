import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'

export default defineImageEdit({
  name: 'image-grayscale',
  summary: 'Convert an image to greyscale',
  description: 'Turns every pixel grey (luminance only, so red, green and blue become equal) and keeps transparency as it is.',
  params: z.object({}),
  animated: true,
  examples: [
    { title: 'A JPEG photo in black and white', params: {}, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A PNG with transparency stays transparent', params: {}, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: (_params, { image }) => {
    image.grayscale()
  },
  es: {
    summary: 'Convierte una imagen a escala de grises',
    description: `Vuelve gris cada píxel (solo luminancia, así que rojo, verde y azul pasan a ser iguales) y conserva la transparencia tal cual.`,
  },
  de: {
    summary: 'Wandelt ein Bild in Graustufen um',
    description: 'Macht jedes Pixel grau (nur die Luminanz bleibt erhalten, sodass Rot, Grün und Blau gleich werden) und lässt die Transparenz unverändert.',
  },
  fr: {
    summary: 'Convertit une image en niveaux de gris',
    description: 'Rend chaque pixel gris (luminance seule, si bien que le rouge, le vert et le bleu deviennent égaux) et conserve la transparence telle quelle.',
  },
  'pt-br': {
    summary: 'Converte uma imagem para escala de cinza',
    description: 'Deixa cada pixel cinza (apenas a luminância, então vermelho, verde e azul ficam iguais) e mantém a transparência como está.',
  },
  'zh-cn': {
    summary: '将图像转换为灰度',
    description: '将每个像素变为灰色（仅保留亮度，使红、绿、蓝三个分量相等），透明度保持不变。',
  },
})
