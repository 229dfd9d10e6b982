import { defineCompression } from '../kits/image-compression.ts'

export default defineCompression({ name: 'compress-webp', format: 'webp' })
