import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'avif-to-png', from: 'avif', to: 'png' })
