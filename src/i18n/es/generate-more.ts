import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
} satisfies Catalogue<typeof en>
