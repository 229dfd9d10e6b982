import type { Category } from '../../../core/operation.ts'

/** Each category's title and one-line description in Simplified Chinese. */
export default {
  convert: { title: '转换', about: '单位与货币换算。' },
  dev: { title: '开发者工具', about: '面向开发者的哈希、编码和数据格式工具。' },
  text: { title: '文本', about: '文本转换与统计。' },
  calc: { title: '计算器', about: '金融、健康和日常计算器。' },
  web: { title: 'Web 查询', about: '针对公共网站和 DNS 的查询。' },
  generate: { title: '生成器', about: '密码、标识符、颜色、二维码和条形码。' },
  encode: { title: '编码', about: '文本的编码与解码。' },
  datetime: { title: '日期和时间', about: '日期、时间和时区。' },
  number: { title: '数字', about: '进制、数字表示法、数字转文字和精确整数运算。' },
  file: { title: '文件', about: '通过上传转换图像、PDF 和 Office 文件。' },
} satisfies Record<Category, { title: string; about: string }>
