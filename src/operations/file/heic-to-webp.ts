import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'heic-to-webp', from: 'heic', to: 'webp' })
