import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'tiff-to-png', from: 'tiff', to: 'png' })
