import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'heic-to-webp', from: 'heic', to: 'webp' })
