import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'png-to-jpg', from: 'png', to: 'jpg' })
