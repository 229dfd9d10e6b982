import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'gif-to-jpg', from: 'gif', to: 'jpg' })
