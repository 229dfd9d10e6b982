import type en from '../../en/phrases/web.ts'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = '公共网页的地址：绝对的 http:// 或 https:// URL（没有协议的值会加上 https://）；拒绝专用、环回和链路本地地址'

export default { PAGE_URL } satisfies typeof en
