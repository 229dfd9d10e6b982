import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {} satisfies Catalogue<typeof en>
