import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit } from '../kits/image-edit.ts'

const DEFAULT_SIGMA = 2

export default defineImageEdit({
  name: 'image-blur',
  summary: 'Blur an image (Gaussian blur)',
  description: `Softens the image with a Gaussian blur. sigma is the standard deviation of the blur in pixels: about 1 is a slight softening, 10 and more makes details unrecognisable. radius is another way to say it, in pixels (sigma = radius / 2); give one or the other, not both. Without either, sigma is ${DEFAULT_SIGMA}.`,
  params: z.object({
    sigma: z.number().min(0.3).max(100).optional()
      .describe(`Strength of the blur: the Gaussian's standard deviation in pixels, 0.3-100; default ${DEFAULT_SIGMA}`),
    radius: z.number().min(0.6).max(200).optional()
      .describe('The same strength as a radius in pixels, 0.6-200 (sigma = radius / 2); instead of sigma'),
  }),
  // libvips holds an animation as one tall strip of frames, and blurring it would bleed each
  // frame into the next.
  animated: false,
  examples: [
    { title: 'A slight blur', params: { sigma: 1.5 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'A strong blur given as a radius', params: { radius: 20 }, files: ['alpha.png'], output: 'image/png' },
  ],
  check: ({ sigma, radius }) => {
    if (sigma !== undefined && radius !== undefined) throw new OperationError('BLUR_SIGMA_OR_RADIUS', { sigma, radius })
  },
  edit: ({ sigma, radius }, { image }) => {
    image.blur(sigma ?? (radius === undefined ? DEFAULT_SIGMA : radius / 2))
  },
  es: {
    summary: 'Desenfoca una imagen (desenfoque gaussiano)',
    description: `Suaviza la imagen con un desenfoque gaussiano. sigma es la desviación típica del desenfoque en píxeles: alrededor de 1 es un suavizado ligero, y 10 o más hace irreconocibles los detalles. radius es otra forma de indicarlo, en píxeles (sigma = radius / 2); indique uno u otro, no ambos. Sin ninguno de los dos, sigma es 2.`,
    params: {
      sigma: 'Intensidad del desenfoque: la desviación típica de la gaussiana en píxeles, 0.3-100; por defecto 2',
      radius: 'La misma intensidad como radio en píxeles, 0.6-200 (sigma = radius / 2); en lugar de sigma',
    },
  },
  de: {
    summary: 'Zeichnet ein Bild weich (Gaußscher Weichzeichner)',
    description: `Zeichnet das Bild mit einem Gaußschen Weichzeichner weich. sigma ist die Standardabweichung der Unschärfe in Pixeln: Etwa 1 ergibt eine leichte Weichzeichnung, ab 10 werden Details unkenntlich. radius gibt dieselbe Stärke auf andere Weise an, in Pixeln (sigma = radius / 2); geben Sie das eine oder das andere an, nicht beides. Ohne beide ist sigma ${DEFAULT_SIGMA}.`,
    params: {
      sigma: `Stärke der Unschärfe: die Standardabweichung der Gauß-Funktion in Pixeln, 0.3-100; Standardwert: ${DEFAULT_SIGMA}`,
      radius: 'Dieselbe Stärke als Radius in Pixeln, 0.6-200 (sigma = radius / 2); anstelle von sigma',
    },
  },
  fr: {
    summary: 'Floute une image (flou gaussien)',
    description: `Adoucit l'image avec un flou gaussien. sigma est l'écart type du flou en pixels\u00a0: environ 1 donne un léger adoucissement, et à partir de 10 les détails deviennent méconnaissables. radius est une autre façon de l'indiquer, en pixels (sigma = radius / 2)\u00a0; indiquez l'un ou l'autre, pas les deux. Sans aucun des deux, sigma vaut ${DEFAULT_SIGMA}.`,
    params: {
      sigma: `Intensité du flou\u00a0: l'écart type de la gaussienne en pixels, 0.3-100\u00a0; ${DEFAULT_SIGMA} par défaut`,
      radius: 'La même intensité exprimée par un rayon en pixels, 0.6-200 (sigma = radius / 2)\u00a0; à la place de sigma',
    },
  },
  'pt-br': {
    summary: 'Desfoca uma imagem (desfoque gaussiano)',
    description: `Suaviza a imagem com um desfoque gaussiano. sigma é o desvio padrão do desfoque em pixels: cerca de 1 é uma suavização leve, e 10 ou mais torna os detalhes irreconhecíveis. radius é outra forma de indicá-lo, em pixels (sigma = radius / 2); informe um ou outro, não ambos. Sem nenhum dos dois, sigma é ${DEFAULT_SIGMA}.`,
    params: {
      sigma: `Intensidade do desfoque: o desvio padrão da gaussiana em pixels, 0.3-100; padrão: ${DEFAULT_SIGMA}`,
      radius: 'A mesma intensidade como raio em pixels, 0.6-200 (sigma = radius / 2); em vez de sigma',
    },
  },
  'zh-cn': {
    summary: '模糊图像（高斯模糊）',
    description: `用高斯模糊柔化图像。sigma 是模糊的标准差，以像素为单位：约为 1 时为轻微柔化，达到 10 及以上时细节将无法辨认。radius 是以像素为单位的另一种表示方式（sigma = radius / 2）；两者只能指定其一，不能同时指定。两者均未指定时，sigma 为 ${DEFAULT_SIGMA}。`,
    params: {
      sigma: `模糊强度：高斯函数的标准差，以像素为单位，0.3-100；默认为 ${DEFAULT_SIGMA}`,
      radius: '以半径（像素）表示的同一强度，0.6-200（sigma = radius / 2）；用于代替 sigma',
    },
  },
})
