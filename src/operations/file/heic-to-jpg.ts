import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'heic-to-jpg', from: 'heic', to: 'jpg' })
