import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'jpg-to-bmp', from: 'jpg', to: 'bmp' })
