import { z } from 'zod'
import { defineImageEdit } from '../kits/image-edit.ts'
import type { OutputFormat } from '../../lib/image/image.ts'

// High enough that removing metadata does not visibly cost image quality; PNG, GIF, TIFF and
// BMP are lossless anyway.
const QUALITY: Partial<Record<OutputFormat, number>> = { jpg: 92, webp: 90, avif: 80 }

export default defineImageEdit({
  name: 'image-strip',
  summary: 'Remove EXIF, GPS and other metadata from an image',
  description: 'Removes all metadata: EXIF (camera, dates, GPS position), XMP, IPTC and the ICC colour profile (colours are converted to sRGB). The orientation is applied to the pixels, so the image still displays upright and no orientation tag is left. Lossy formats are re-encoded at high quality (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF and BMP stay lossless.',
  params: z.object({}),
  animated: true,
  examples: [
    { title: 'Remove the camera and GPS data from a photo', params: {}, files: ['photo.jpg'], output: 'image/jpeg' },
  ],
  encoding: (_params, format) => ({ quality: QUALITY[format] }),
  es: {
    summary: 'Elimina de una imagen los metadatos EXIF, GPS y demás',
    description: `Elimina todos los metadatos: EXIF (cámara, fechas, posición GPS), XMP, IPTC y el perfil de color ICC (los colores se convierten a sRGB). La orientación se aplica a los píxeles, así que la imagen se sigue mostrando derecha y no queda ninguna etiqueta de orientación. Los formatos con pérdida se vuelven a codificar con calidad alta (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF y BMP siguen sin pérdida.`,
  },
  de: {
    summary: 'Entfernt EXIF-, GPS- und andere Metadaten aus einem Bild',
    description: 'Entfernt alle Metadaten: EXIF (Kamera, Datumsangaben, GPS-Position), XMP, IPTC und das ICC-Farbprofil (die Farben werden in sRGB umgewandelt). Die Ausrichtung wird auf die Pixel angewendet, sodass das Bild weiterhin aufrecht angezeigt wird und kein Ausrichtungs-Tag übrig bleibt. Verlustbehaftete Formate werden mit hoher Qualität neu codiert (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF und BMP bleiben verlustfrei.',
  },
  fr: {
    summary: 'Supprime les métadonnées EXIF, GPS et autres d\'une image',
    description: 'Supprime toutes les métadonnées\u00a0: EXIF (appareil photo, dates, position GPS), XMP, IPTC et le profil de couleur ICC (les couleurs sont converties en sRGB). L\'orientation est appliquée aux pixels, si bien que l\'image s\'affiche toujours à l\'endroit et qu\'il ne reste aucune balise d\'orientation. Les formats avec perte sont réencodés en haute qualité (JPEG 92, WebP 90, AVIF 80)\u00a0; PNG, GIF, TIFF et BMP restent sans perte.',
  },
  'pt-br': {
    summary: 'Remove metadados EXIF, GPS e outros de uma imagem',
    description: 'Remove todos os metadados: EXIF (câmera, datas, posição GPS), XMP, IPTC e o perfil de cor ICC (as cores são convertidas para sRGB). A orientação é aplicada aos pixels, então a imagem continua sendo exibida em pé e não sobra nenhuma tag de orientação. Formatos com perdas são recodificados com alta qualidade (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF e BMP continuam sem perdas.',
  },
  'zh-cn': {
    summary: '删除图像中的 EXIF、GPS 等元数据',
    description: '删除所有元数据：EXIF（相机、日期、GPS 位置）、XMP、IPTC 以及 ICC 颜色配置文件（颜色转换为 sRGB）。方向会应用到像素上，因此图像仍以正向显示，且不会留下方向标签。有损格式会以高质量重新编码（JPEG 92、WebP 90、AVIF 80）；PNG、GIF、TIFF 和 BMP 保持无损。',
  },
})
