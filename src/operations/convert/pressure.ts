import { unitConversion } from '../../lib/numbers/units.ts'

export default unitConversion('pressure')
