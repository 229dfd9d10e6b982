import { defineCompression } from '../kits/image-compression.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineCompression({
  name: 'compress-jpg', format: 'jpg',
  es: {
    summary: 'Comprime imágenes JPEG',
    description: `Solo lee JPEG (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El JPEG se recodifica con mozjpeg (cuantización trellis, barridos progresivos optimizados) con \`quality\`. ${es.image.COMPRESS_TAIL} ${es.image.SEVERAL_ZIP}`,
    params: { quality: es.image.quality(75) },
  },
})
