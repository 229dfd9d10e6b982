import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'webp-to-jpg', from: 'webp', to: 'jpg' })
