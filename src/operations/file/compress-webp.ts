import { defineCompression } from '../kits/image-compression.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineCompression({
  name: 'compress-webp', format: 'webp',
  es: {
    summary: 'Comprime imágenes WebP',
    description: `Solo lee WebP (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El WebP se recodifica como WebP con pérdida con \`quality\` y un ajuste del codificador más lento y ajustado; las animaciones siguen animadas. ${es.image.COMPRESS_TAIL} ${es.image.SEVERAL_ZIP}`,
    params: { quality: es.image.quality(75) },
  },
})
