import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'gif-to-png', from: 'gif', to: 'png' })
