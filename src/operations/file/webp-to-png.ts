import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'webp-to-png', from: 'webp', to: 'png' })
