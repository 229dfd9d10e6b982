import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'png-to-tiff', from: 'png', to: 'tiff' })
