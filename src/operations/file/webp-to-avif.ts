import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'webp-to-avif', from: 'webp', to: 'avif' })
