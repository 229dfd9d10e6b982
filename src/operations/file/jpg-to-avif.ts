import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'jpg-to-avif', from: 'jpg', to: 'avif' })
