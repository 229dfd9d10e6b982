import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'bmp-to-jpg', from: 'bmp', to: 'jpg' })
