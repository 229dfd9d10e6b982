import httpStatus from './http-status.ts'
import httpHeaders from './http-headers.ts'
import metaTags from './meta-tags.ts'
import openGraph from './open-graph.ts'
import dns from './dns.ts'
import ip from './ip.ts'
import pageSize from './page-size.ts'
import wordpress from './wordpress.ts'
import youtube from './youtube.ts'

export default [
  httpStatus,
  httpHeaders,
  metaTags,
  openGraph,
  dns,
  ip,
  pageSize,
  wordpress,
  youtube,
]
