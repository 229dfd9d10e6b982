import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'png-to-webp', from: 'png', to: 'webp' })
