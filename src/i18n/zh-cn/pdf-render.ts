import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-render.ts'

export default {
  RENDER_TOO_MANY_PAGES: '{name}：选择渲染 {count} 页，超过了每个请求 {max} 页的限制；请用 pages 选择较少的页面（例如 1-{max}），其余页面在后续请求中发送',
  RENDER_PAGE_TOO_LARGE: '{name}：第 {page} 页在 {dpi} dpi 下将为 {width}×{height} 像素，超过了 {max} 像素（或单边 {side}）的限制；请使用较低的 dpi',
} satisfies Catalogue<typeof en>
