import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
} satisfies Catalogue<typeof en>
