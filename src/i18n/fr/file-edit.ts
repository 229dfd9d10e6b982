import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-edit.ts'

export default {
  BLUR_SIGMA_OR_RADIUS: 'Indiquez sigma ou radius, pas les deux (sigma={sigma}, radius={radius})\u00a0; radius est la même intensité en pixels, sigma = radius / 2',
} satisfies Catalogue<typeof en>
