import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'jpg-to-png', from: 'jpg', to: 'png' })
