import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'

const DIRECTIONS = ['horizontal', 'vertical', 'both'] as const

export default defineImageEdit({
  name: 'image-flip',
  summary: 'Mirror an image horizontally or vertically',
  description: 'Mirrors the image: horizontal swaps left and right, vertical swaps top and bottom, both does the two (the same as turning it 180°). Animated GIF and WebP stay animated when flipped horizontally; a vertical flip edits the first frame.',
  params: z.object({
    direction: z.enum(DIRECTIONS).default('horizontal')
      .describe('horizontal (mirror left-right), vertical (upside down) or both; default horizontal'),
  }),
  // libvips holds an animation as one tall strip of frames: turning it upside down would also
  // play the frames backwards.
  animated: ({ direction }) => direction === 'horizontal',
  examples: [
    { title: 'Mirror a photo left to right', params: { direction: 'horizontal' }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Turn a PNG upside down', params: { direction: 'vertical' }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: ({ direction }, { image }) => {
    if (direction !== 'vertical') image.flop()
    if (direction !== 'horizontal') image.flip()
  },
  es: {
    summary: 'Refleja una imagen en horizontal o en vertical',
    description: `Refleja la imagen: horizontal intercambia izquierda y derecha, vertical intercambia arriba y abajo, y both hace ambas cosas (lo mismo que girarla 180°). Los GIF y WebP animados siguen animados al reflejarlos en horizontal; un reflejo vertical edita el primer fotograma.`,
    params: {
      direction: 'horizontal (espejo izquierda-derecha), vertical (boca abajo) o both; por defecto horizontal',
    },
  },
  de: {
    summary: 'Spiegelt ein Bild horizontal oder vertikal',
    description: 'Spiegelt das Bild: horizontal vertauscht links und rechts, vertical oben und unten, both beides (wie eine Drehung um 180°). Animierte GIF- und WebP-Bilder bleiben bei horizontaler Spiegelung animiert; bei vertikaler Spiegelung wird der erste Frame bearbeitet.',
    params: {
      direction: 'horizontal (links und rechts spiegeln), vertical (auf den Kopf stellen) oder both; Standardwert: horizontal',
    },
  },
  fr: {
    summary: 'Retourne une image horizontalement ou verticalement',
    description: 'Retourne l\'image en miroir\u00a0: horizontal échange la gauche et la droite, vertical le haut et le bas, et both fait les deux (comme une rotation de 180°). Les GIF et WebP animés restent animés lorsqu\'ils sont retournés horizontalement\u00a0; un retournement vertical modifie la première image.',
    params: {
      direction: 'horizontal (miroir gauche-droite), vertical (tête en bas) ou both\u00a0; horizontal par défaut',
    },
  },
  'pt-br': {
    summary: 'Espelha uma imagem na horizontal ou na vertical',
    description: 'Espelha a imagem: horizontal troca esquerda e direita, vertical troca em cima e embaixo, e both faz as duas coisas (o mesmo que girá-la 180°). GIF e WebP animados continuam animados quando espelhados na horizontal; um espelhamento vertical edita o primeiro quadro.',
    params: {
      direction: 'horizontal (espelha esquerda-direita), vertical (de cabeça para baixo) ou both; padrão: horizontal',
    },
  },
  'zh-cn': {
    summary: '水平或垂直翻转图像',
    description: '镜像翻转图像：horizontal 交换左右，vertical 交换上下，both 两者都做（等同于旋转 180°）。水平翻转时，动画 GIF 和 WebP 保持动画；垂直翻转只编辑第一帧。',
    params: {
      direction: 'horizontal（左右镜像）、vertical（上下颠倒）或 both；默认为 horizontal',
    },
  },
})
