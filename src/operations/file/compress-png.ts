import { defineCompression } from '../kits/image-compression.ts'

export default defineCompression({ name: 'compress-png', format: 'png' })
