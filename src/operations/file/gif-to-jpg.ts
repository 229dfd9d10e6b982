import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'gif-to-jpg', from: 'gif', to: 'jpg' })
