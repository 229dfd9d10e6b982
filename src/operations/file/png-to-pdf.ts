import { defineImagesToPdf } from '../kits/images-to-pdf.ts'

export default defineImagesToPdf({ name: 'png-to-pdf', from: 'png' })
