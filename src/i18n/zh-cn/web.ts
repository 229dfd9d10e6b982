import type { Catalogue } from '../catalogue.ts'
import type en from '../en/web.ts'

export default {
  INVALID_URL: '无法获取 url“{url}”：{reason}；请发送绝对的 http:// 或 https:// URL，例如 https://example.com/page',
  REDIRECT_REFUSED: '该网站重定向到“{url}”，但不会跟随此重定向：{reason}；如果它是公共的 http(s) 页面，请直接请求该地址',
  TOO_MANY_REDIRECTS: '“{url}”重定向超过 {max} 次（可能是重定向循环）；请检查该网站的重定向，或直接请求最终地址',
  ADDRESS_NOT_ALLOWED: '{host} 是（或解析为）{address}，属于专用、环回、链路本地或其他非公共地址，此服务不会获取此类地址；请发送公共网站的 URL',
  HOST_NOT_FOUND: '主机名 {host} 无法解析为任何地址；请检查 URL 的拼写',
  UPSTREAM_TIMEOUT: '{url} 未在 {ms} ms 内完整响应；请稍后重试，或请求较轻量的页面',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} 发送的响应标头超过 {limit} 字节，此服务不读取',
  UPSTREAM_FAILED: '获取 {url} 失败：{reason}；请检查该网站是否正常运行以及 URL 是否正确',
  RESPONSE_TOO_LARGE: '{url} 发送的正文超过 {limit} 字节（解压后），此服务不读取；请请求较小的页面（web/page-size 可报告大型页面的大小）',
  NOT_HTML: '{url} 是 {type}，而不是 HTML 页面；请发送 HTML 页面的 URL',
  INVALID_DOMAIN: '{param}“{value}”不是有效的域名：{reason}；请发送 example.com 之类的名称',
  DOMAIN_IS_IP: '{param}“{value}”是 IP 地址；请发送 example.com 之类的域名',
  DOMAIN_NOT_FOUND: '域名 {domain} 不存在（NXDOMAIN）；请检查拼写',
  DNS_TIMEOUT: 'DNS 服务器未在 {ms} ms 内响应 {domain} 的查询；请稍后重试',
  DNS_FAILED: '{domain} 的 DNS 查询失败（{reason}）；请稍后重试',
  INVALID_VIDEO: '{param}“{value}”不是 YouTube 视频：请发送视频 URL（https://www.youtube.com/watch?v=…、https://youtu.be/…、/shorts/…、/embed/…）或由字母、数字、- 和 _ 组成的 11 个字符的视频 ID',
  TOO_MANY_FETCHES: '您已有 {max} 个 Web 查询正在进行，这是单个调用方可同时进行的上限；请等待其中一个完成后重试',
  VIDEO_NOT_FOUND: '没有 ID 为 {id} 的公开 YouTube 视频（它可能是私享视频、已被删除或不允许嵌入）；请检查该 ID',
} satisfies Catalogue<typeof en>
