import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-edit.ts'

export default {
  BLUR_SIGMA_OR_RADIUS: 'Indica sigma o radius, no ambos (sigma={sigma}, radius={radius}); radius es la misma intensidad en píxeles, sigma = radius / 2',
} satisfies Catalogue<typeof en>
