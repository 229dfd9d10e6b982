import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'heic-to-png', from: 'heic', to: 'png' })
