import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
} satisfies Catalogue<typeof en>
