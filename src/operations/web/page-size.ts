import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'
import { absolute, baseOf, isHtml, parseHtml, relOf, urlParam, withScheme } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

type Kind = 'scripts' | 'stylesheets' | 'images' | 'frames' | 'media' | 'other'

const LINKED_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'apple-touch-icon', 'manifest', 'prefetch'])

export default defineOperation({
  category: 'web',
  name: 'page-size',
  input: 'query',
  summary: 'Download size of a web page and how many resources it links',
  description: 'Fetches url (redirects followed and checked as in web/http-status) and measures its body: transferred_bytes as sent on the wire '
    + '(compressed when the site uses gzip, br or deflate), decoded_bytes after decompression, and compression_ratio (decoded / transferred, '
    + 'null when nothing was transferred). Bodies are read up to the service limit (5 MiB decoded by default): beyond it reading stops, truncated '
    + 'is true and both sizes count only what was read. For HTML pages, resources counts the distinct linked resources found in the first 2 MB '
    + '(scripts, stylesheets and other link rel resources, images, iframes, media sources) by kind; linked resources are counted, not downloaded. '
    + 'For other content types resources is null.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    content_type: z.string().nullable().describe('The Content-Type header of the final response; null when absent'),
    content_encoding: z.string().nullable().describe('The Content-Encoding the site used, such as gzip or br; null when uncompressed'),
    transferred_bytes: z.number().int().nonnegative().describe('Bytes of the body as sent on the wire (compressed when the site compresses)'),
    decoded_bytes: z.number().int().nonnegative().describe('Bytes of the body after decompression'),
    compression_ratio: z.number().nullable().describe('decoded_bytes / transferred_bytes, to 2 decimals; null when nothing was transferred'),
    truncated: z.boolean().describe('The body exceeded limit_bytes, so reading stopped there and both sizes count only what was read'),
    limit_bytes: z.number().int().describe('Most decoded bytes read of a body, in bytes'),
    resources: z.object({
      total: z.number().int().nonnegative().describe('Distinct linked resources of every kind'),
      scripts: z.number().int().nonnegative().describe('Scripts (<script src>)'),
      stylesheets: z.number().int().nonnegative().describe('Stylesheets (<link rel="stylesheet">)'),
      images: z.number().int().nonnegative().describe('Images (<img src>)'),
      frames: z.number().int().nonnegative().describe('Frames (<iframe src>)'),
      media: z.number().int().nonnegative().describe('Video, audio and embedded media sources'),
      other: z.number().int().nonnegative().describe('Other linked resources (icons, preloads, manifest...)'),
    }).nullable().describe('Distinct resources the HTML links, by kind (counted, not downloaded); null when the body is not HTML'),
    total_ms: z.number().int().describe('Time the whole lookup took, in milliseconds'),
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const r = await ctx.web.fetch(withScheme(url), { truncate: true })
    let resources: ({ total: number } & Record<Kind, number>) | null = null
    if (isHtml(r)) {
      const html = parseHtml(r)
      const base = baseOf(html, r.url)
      const seen = new Map<string, Kind>()
      const add = (ref: string | undefined, kind: Kind) => {
        const abs = absolute(ref, base)
        if (abs && !seen.has(abs)) seen.set(abs, kind)
      }
      for (const t of html.tags) {
        if (t.name === 'script') add(t.attrs.src, 'scripts')
        else if (t.name === 'img') add(t.attrs.src, 'images')
        else if (t.name === 'iframe') add(t.attrs.src, 'frames')
        else if (t.name === 'video' || t.name === 'audio' || t.name === 'source' || t.name === 'embed') add(t.attrs.src, 'media')
        else if (t.name === 'link') {
          const rels = relOf(t)
          if (rels.includes('stylesheet')) add(t.attrs.href, 'stylesheets')
          else if (rels.some((rel) => LINKED_RELS.has(rel))) add(t.attrs.href, 'other')
        }
      }
      resources = { total: seen.size, scripts: 0, stylesheets: 0, images: 0, frames: 0, media: 0, other: 0 }
      for (const kind of seen.values()) resources[kind]++
    }
    return {
      url: r.url,
      status: r.status,
      content_type: r.contentType,
      content_encoding: typeof r.headers['content-encoding'] === 'string' ? r.headers['content-encoding'] : null,
      transferred_bytes: r.transferredBytes,
      decoded_bytes: r.decodedBytes,
      compression_ratio: r.transferredBytes > 0 ? Math.round((r.decodedBytes / r.transferredBytes) * 100) / 100 : null,
      truncated: r.truncated,
      limit_bytes: ctx.web.maxBytes,
      resources,
      total_ms: r.totalMs,
    }
  },
  es: {
    summary: 'Tamaño de descarga de una página web y cuántos recursos enlaza',
    description: 'Descarga url (con las redirecciones seguidas y comprobadas como en web/http-status) y mide su cuerpo: transferred_bytes tal como se envió por la red (comprimido cuando el sitio usa gzip, br o deflate), decoded_bytes tras la descompresión, y compression_ratio (decodificado / transferido, null cuando no se transfirió nada). Los cuerpos se leen hasta el límite del servicio (5 MiB decodificados por defecto): a partir de ahí se deja de leer, truncated es true y ambos tamaños cuentan solo lo leído. En las páginas HTML, resources cuenta por tipo los recursos enlazados distintos que se encuentran en los primeros 2 MB (scripts, hojas de estilo y otros recursos link rel, imágenes, iframes, fuentes multimedia); los recursos enlazados se cuentan, no se descargan. Para otros tipos de contenido resources es null.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
})
