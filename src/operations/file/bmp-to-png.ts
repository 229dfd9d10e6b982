import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'bmp-to-png', from: 'bmp', to: 'png' })
