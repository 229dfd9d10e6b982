import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'ico-to-png', from: 'ico', to: 'png' })
