import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'jpg-to-avif', from: 'jpg', to: 'avif' })
