import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-edit.ts'

export default {
  BLUR_SIGMA_OR_RADIUS: 'Informe sigma ou radius, não ambos (sigma={sigma}, radius={radius}); radius é a mesma intensidade em pixels, sigma = radius / 2',
} satisfies Catalogue<typeof en>
