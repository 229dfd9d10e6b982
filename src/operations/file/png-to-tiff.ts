import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'png-to-tiff', from: 'png', to: 'tiff' })
