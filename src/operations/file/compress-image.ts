import { defineCompression } from '../kits/image-compression.ts'

export default defineCompression({ name: 'compress-image', format: 'image' })
