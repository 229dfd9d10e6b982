import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'png-to-bmp', from: 'png', to: 'bmp' })
