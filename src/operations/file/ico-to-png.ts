import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'ico-to-png', from: 'ico', to: 'png' })
