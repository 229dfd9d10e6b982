import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
  IMAGE_COLOR_INVALID: '{param}“{value}”不是颜色；请写 CSS 颜色名称（例如 navy）、HEX（例如 #336699 或 #369；在 URL 查询字符串中，# 请写作 %23 或省略）或 rgb(51 102 153)',
  SVG_INVALID: '无法将 {name} 读取为 SVG：{detail}；请发送格式正确的 SVG 文档（根元素为 SVG 命名空间中的 <svg>）',
  SVG_DTD: '{name} 声明了文档类型或实体（<!DOCTYPE、<!ENTITY 或类似声明），此服务不接受：请删除该声明，并直接写出实体所代表的文本',
  SVG_SIZE_ONE: '请只提供 width、height 和 scale 中的一个：另一边按图形比例确定',
  SVG_TIMEOUT: '绘制该 SVG 耗时超过 {ms} ms；请简化它（减少元素、滤镜或模糊），或请求较小的尺寸',
  CODES_TIMEOUT: '读取代码耗时超过 {ms} ms；请发送较小的图像，并裁剪到代码周围',
  IMAGE_WATERMARK_SOURCE: '请发送 text 或文件字段 watermark 中的图像，二者选其一',
  SVG_TOO_LARGE: '{name} 为 {bytes} 字节，超过了 SVG 允许的 {max} 字节；请发送较小的图形',
  SVG_TOO_MANY_ELEMENTS: '{name} 包含超过 {max} 个元素；请简化图形（合并路径、删除隐藏图层）后重新发送',
} satisfies Catalogue<typeof en>
