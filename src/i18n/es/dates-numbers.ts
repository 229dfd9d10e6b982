import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dates-numbers.ts'

export default {
} satisfies Catalogue<typeof en>
