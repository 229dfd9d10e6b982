import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-edit.ts'

export default {
  BLUR_SIGMA_OR_RADIUS: 'Geben Sie sigma oder radius an, nicht beides (sigma={sigma}, radius={radius}); radius ist dieselbe Stärke in Pixeln, sigma = radius / 2',
} satisfies Catalogue<typeof en>
