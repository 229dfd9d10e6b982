import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'jpg-to-webp', from: 'jpg', to: 'webp' })
