import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'tiff-to-jpg', from: 'tiff', to: 'jpg' })
