import { defineCompression } from '../../lib/image-compress.ts'

export default defineCompression({ name: 'compress-webp', format: 'webp' })
