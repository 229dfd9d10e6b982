import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf.ts'

export default {
  PDF_MERGE_NEEDS_TWO: '合并至少需要两个 PDF 文件；请在 files[] 中发送两个或更多文件（只收到了 {count} 个）',
  PDF_MERGE_TOO_MANY_PAGES: '这些文件合计至少有 {pages} 页，超过了 {max} 页的限制；请合并较少的文件，或先删除部分页面',
  PDF_DELETE_ALL_PAGES: 'pages 选中了 {name} 的全部 {pages} 页；至少必须保留一页，因此请至少留出一页不选',
  PDF_ORDER_DUPLICATE: '{param} 多次指定了第 {page} 页；每页最多只能指定一次',
  PDF_ALREADY_ENCRYPTED: '{name} 已受密码保护；请先使用 /api/v1/file/unlock-pdf 移除密码，再保护结果',
  PDF_PASSWORD_REQUIRED: '打开 {name} 需要密码；请在 password 字段中发送密码',
  PDF_TOTAL_INFLATE_TOO_LARGE: '{name} 的压缩流解压后总计超过 {max} 字节，超出了此服务从单个 PDF 读取的上限；它被视为解压缩炸弹而拒绝（请发送较小或压缩程度较低的文件）',
  PDF_SAME_PASSWORDS: 'owner_password 与 password 相同，因此任何能打开该文件的人都能解除其限制；请选择不同的 owner_password，或将其省略',
} satisfies Catalogue<typeof en>
