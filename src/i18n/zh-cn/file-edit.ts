import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-edit.ts'

export default {
  BLUR_SIGMA_OR_RADIUS: '请提供 sigma 或 radius，不能同时提供（sigma={sigma}，radius={radius}）；radius 是以像素表示的相同强度，sigma = radius / 2',
} satisfies Catalogue<typeof en>
