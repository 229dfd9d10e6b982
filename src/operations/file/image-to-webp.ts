import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'image-to-webp', from: 'image', to: 'webp' })
