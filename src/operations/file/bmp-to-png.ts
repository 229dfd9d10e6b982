import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'bmp-to-png', from: 'bmp', to: 'png' })
