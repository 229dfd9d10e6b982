import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'jpg-to-tiff', from: 'jpg', to: 'tiff' })
