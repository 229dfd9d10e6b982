import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'jpg-to-bmp', from: 'jpg', to: 'bmp' })
