import { defineCompression } from '../../lib/image-compress.ts'

export default defineCompression({ name: 'compress-image', format: 'image' })
