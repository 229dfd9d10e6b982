import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
  PDF_NO_IMAGES: '{name} 在所选页面上没有嵌入的图像（图像 XObject；不提取以内联方式写入页面内容的图像）；请选择其他页面，或使用 pdf-to-png 渲染页面本身',
  PDF_TOO_MANY_IMAGES: '{name} 在所选页面上包含超过 {max} 张图像；请用 pages 选择较少的页面，其余在另一次调用中提取',
  PDF_IMAGE_TOO_LARGE: '{name} 第 {page} 页上的图像 {index} 为 {width}×{height} 像素，超过了单张图像允许的 {max} 像素；请用 pages 排除该页',
  PDF_IMAGES_TOO_LARGE: '{name} 所选页面上的图像解码后超过 {max} 字节；请用 pages 选择较少的页面，其余在另一次调用中提取',
  MARKDOWN_FILE_TOO_LONG: '{name} 有 {length} 个 Markdown 字符，超过了允许的 {max} 个；请将其拆分为较小的文档',
} satisfies Catalogue<typeof en>
