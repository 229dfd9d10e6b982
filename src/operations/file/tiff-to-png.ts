import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'tiff-to-png', from: 'tiff', to: 'png' })
