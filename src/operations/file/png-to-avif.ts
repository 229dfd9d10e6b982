import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'png-to-avif', from: 'png', to: 'avif' })
