import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'jpg-to-png', from: 'jpg', to: 'png' })
