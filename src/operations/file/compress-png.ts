import { defineCompression } from '../kits/image-compression.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineCompression({
  name: 'compress-png', format: 'png',
  es: {
    summary: 'Comprime imágenes PNG',
    description: `Solo lee PNG (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El PNG se reduce a una paleta de como máximo 256 colores (conservando la transparencia, con tramado para que los degradados sigan suaves; \`quality\` fija cuántos colores puede usar) y se empaqueta con el nivel más alto de zlib. Es con pérdida, aunque normalmente imperceptible en gráficos, capturas de pantalla e iconos. ${es.image.COMPRESS_TAIL} ${es.image.SEVERAL_ZIP}`,
    params: { quality: es.image.quality(75) },
  },
})
