import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'avif-to-jpg', from: 'avif', to: 'jpg' })
