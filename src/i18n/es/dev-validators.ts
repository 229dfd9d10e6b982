import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
} satisfies Catalogue<typeof en>
