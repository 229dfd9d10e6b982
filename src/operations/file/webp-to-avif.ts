import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'webp-to-avif', from: 'webp', to: 'avif' })
