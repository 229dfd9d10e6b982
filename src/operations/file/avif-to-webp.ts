import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'avif-to-webp', from: 'avif', to: 'webp' })
