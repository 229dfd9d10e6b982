import type { Catalogue } from '../catalogue.ts'
import type en from '../en/office.ts'

export default {
  OFFICE_TOO_LARGE: '{name} 解包后超过 {max} 字节；它被视为解压缩炸弹而拒绝（如此大的真实文档必须拆分）',
  OFFICE_TOO_MANY_PARTS: '{name} 是包含 {count} 个部件的包，超过了 {max} 个的限制；它被视为解压缩炸弹而拒绝',
  OFFICE_MALFORMED: '无法将 {name} 读取为 {format}：{detail}；该文件可能已损坏、被截断或以其他格式保存',
  OFFICE_SHEET_NOT_FOUND: '{name} 中没有工作表“{sheet}”；请提供其工作表名称之一（{sheets}）或 1 到 {count} 之间的数字',
  OFFICE_TOO_MANY_ROWS: '{name} 的工作表“{sheet}”超过 {max} 行，这是此处单个工作表的上限；请将其拆分为较小的文件',
  OFFICE_TOO_MANY_CELLS: '{name} 的工作表“{sheet}”跨越超过 {max} 个单元格（行 × 列，包括空白单元格）；请将其拆分为较小的文件',
  OFFICE_TOO_MANY_COLUMNS: '{name} 的工作表“{sheet}”将有 {count} 列，超过了 {max} 列的限制；请使用较少的不同键或列',
  OFFICE_TOO_MANY_SHEETS: '{name} 将生成 {count} 个工作表，超过了 {max} 个的限制；请在顶层发送较少的键',
  OFFICE_SHEET_NAME: '“{sheet}”不能作为 Excel 工作表名称：名称为 1 到 31 个字符，不含 * ? : \\ / [ ] 中的任何字符，不以撇号开头或结尾，不是“History”，且不区分大小写时唯一',
  OFFICE_CELL_TOO_LONG: '工作表“{sheet}”第 {row} 行第 {column} 列的值有 {length} 个字符；Excel 单元格最多容纳 {max} 个',
  OFFICE_JSON_SHAPE: '在 {name} 中，{path} 处的值无法构成工作表；请发送对象数组（每个对象一行，其键作为标题行）、数组的数组（每个数组一行），或值为此类数组的对象（每个值一个工作表）',
  OFFICE_IMAGES_TOO_LARGE: '{name} 中的图像合计超过 {max} 字节，无法嵌入单个 HTML 页面；请缩小图像或使用 word-to-text',
  OFFICE_CONVERSION_FAILED: '{program} 无法转换 {name}（{detail}）；该文件可能已损坏，或使用了转换器无法读取的功能',
  OFFICE_HTML_TOO_DEEP: '{name} 的 HTML 中元素嵌套超过 {max} 层（未闭合的元素也计算在内）；浏览器在 512 层时停止嵌套，因此请闭合或扁平化这些元素',
  OFFICE_OUTPUT_TOO_LARGE: '由 {name} 生成的 PDF 将超过 {max} 字节；请发送较小的文档',
} satisfies Catalogue<typeof en>
