import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'png-to-jpg', from: 'png', to: 'jpg' })
