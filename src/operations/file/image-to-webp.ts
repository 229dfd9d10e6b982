import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'image-to-webp', from: 'image', to: 'webp' })
