import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'avif-to-webp', from: 'avif', to: 'webp' })
