import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'png-to-webp', from: 'png', to: 'webp' })
