import { defineImageConversion } from '../../lib/image-ops.ts'

export default defineImageConversion({ name: 'gif-to-png', from: 'gif', to: 'png' })
