import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'png-to-bmp', from: 'png', to: 'bmp' })
