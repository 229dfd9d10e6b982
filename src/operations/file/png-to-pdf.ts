import { defineImagesToPdf } from '../../lib/pdf-images-operation.ts'

export default defineImagesToPdf({ name: 'png-to-pdf', from: 'png' })
