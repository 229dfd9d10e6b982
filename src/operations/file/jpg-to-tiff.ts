import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'jpg-to-tiff', from: 'jpg', to: 'tiff' })
