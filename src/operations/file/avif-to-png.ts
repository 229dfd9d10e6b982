import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'avif-to-png', from: 'avif', to: 'png' })
