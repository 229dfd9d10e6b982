import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'webp-to-jpg', from: 'webp', to: 'jpg' })
