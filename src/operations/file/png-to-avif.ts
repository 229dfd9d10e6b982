import { defineImageConversion } from '../kits/image-conversion.ts'

export default defineImageConversion({ name: 'png-to-avif', from: 'png', to: 'avif' })
