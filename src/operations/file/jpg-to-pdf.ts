import { defineImagesToPdf } from '../kits/images-to-pdf.ts'

export default defineImagesToPdf({ name: 'jpg-to-pdf', from: 'jpg' })
