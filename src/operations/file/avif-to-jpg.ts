import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'avif-to-jpg', from: 'avif', to: 'jpg' })
