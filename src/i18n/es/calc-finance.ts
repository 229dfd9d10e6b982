import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {} satisfies Catalogue<typeof en>
