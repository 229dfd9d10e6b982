import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-make.ts'

export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} 包含字体无法绘制的字符：{characters}；请删除或替换这些字符（拉丁字母、数字和常用标点可以正常使用）',
  SIGNATURE_SOURCE: '请只提供一个签名：文件字段 signature 中的图像、signature_data_url 或输入的文本（当前提供了 {count} 个）',
  WATERMARK_SOURCE: '请只提供一个水印：文本，或文件字段 image 中的图像（当前提供了 {count} 个）',
  DATA_URL_INVALID: '{param} 必须是包含 PNG 或 JPEG 图像的 data URL，例如 data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: '位于 x={x}、y={y} 的 {width}×{height} pt 签名超出了第 {page} 页（{page_width}×{page_height} pt）的范围；x + width 不得超过 {page_width}，y + height 不得超过 {page_height}（请选择较小的宽度或移动签名）',
  PAGE_NUMBER_FORMAT: 'format 必须在页码所在位置包含 {n}，例如 "{n}"、"{n} / {total}" 或 "第 {n} 页，共 {total} 页"',
} satisfies Catalogue<typeof en>
