import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'webp-to-png', from: 'webp', to: 'png' })
