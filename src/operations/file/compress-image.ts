import { defineCompression } from '../kits/image-compression.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineCompression({
  name: 'compress-image', format: 'image',
  es: {
    summary: 'Comprime imágenes',
    description: `Lee JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO y HEIC. Cada archivo se queda en su propio formato: JPEG con mozjpeg, PNG como PNG con paleta (como máximo 256 colores), WebP y AVIF recodificados con \`quality\`, GIF recodificado (ya es sin pérdida, así que rara vez se reduce; las animaciones siguen animadas), TIFF con LZW, BMP a 24 bits (un BMP con transparencia se devuelve sin cambios) e ICO reconstruido a partir de su imagen más grande en los tamaños estándar de icono. HEIC no se puede escribir, así que un HEIC pasa a ser un PNG, que solo se devuelve cuando es más pequeño. ${es.image.COMPRESS_TAIL} ${es.image.SEVERAL_ZIP}`,
    params: { quality: es.image.quality(75) },
  },
})
