import type { Catalogue } from '../catalogue.ts'
import type en from '../en/encode.ts'

export default {} satisfies Catalogue<typeof en>
