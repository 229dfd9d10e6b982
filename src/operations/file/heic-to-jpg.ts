import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'heic-to-jpg', from: 'heic', to: 'jpg' })
