import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {} satisfies Catalogue<typeof en>
