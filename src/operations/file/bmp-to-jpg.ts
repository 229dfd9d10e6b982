import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'bmp-to-jpg', from: 'bmp', to: 'jpg' })
