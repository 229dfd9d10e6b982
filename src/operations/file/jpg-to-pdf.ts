import { defineImagesToPdf } from '../../lib/pdf-images-operation.ts'

export default defineImagesToPdf({ name: 'jpg-to-pdf', from: 'jpg' })
