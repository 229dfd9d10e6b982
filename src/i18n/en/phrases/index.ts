/** English phrases the operation texts share, by domain; every other language has the same ones. */
import units from './units.ts'

export default { units }
