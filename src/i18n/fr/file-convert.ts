import type { Catalogue } from '../catalogue.ts'
import type en from '../en/file-convert.ts'

export default {
} satisfies Catalogue<typeof en>
