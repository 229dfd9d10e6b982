import { unitConversion } from '../../lib/units.ts'

export default unitConversion('energy')
