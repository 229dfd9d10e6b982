import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'jpg-to-webp', from: 'jpg', to: 'webp' })
