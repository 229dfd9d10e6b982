import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'heic-to-png', from: 'heic', to: 'png' })
