import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'tiff-to-jpg', from: 'tiff', to: 'jpg' })
