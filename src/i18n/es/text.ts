import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {} satisfies Catalogue<typeof en>
