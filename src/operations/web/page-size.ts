import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS, LOOKUP_MS } from '../kits/web-results.ts'
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
    content_type: z.string().nullable().apply(described, { en: 'The Content-Type header of the final response; null when absent', es: 'La cabecera Content-Type de la respuesta final; null cuando falta' }),
    content_encoding: z.string().nullable().apply(described, { en: 'The Content-Encoding the site used, such as gzip or br; null when uncompressed', es: 'El Content-Encoding que usó el sitio, como gzip o br; null cuando no hay compresión' }),
    transferred_bytes: z.number().int().nonnegative().apply(described, { en: 'Bytes of the body as sent on the wire (compressed when the site compresses)', es: 'Bytes del cuerpo tal como se enviaron por la red (comprimidos cuando el sitio comprime)' }),
    decoded_bytes: z.number().int().nonnegative().apply(described, { en: 'Bytes of the body after decompression', es: 'Bytes del cuerpo tras la descompresión' }),
    compression_ratio: z.number().nullable().apply(described, { en: 'decoded_bytes / transferred_bytes, to 2 decimals; null when nothing was transferred', es: 'decoded_bytes / transferred_bytes, con 2 decimales; null cuando no se transfirió nada' }),
    truncated: z.boolean().apply(described, { en: 'The body exceeded limit_bytes, so reading stopped there and both sizes count only what was read', es: 'El cuerpo superó limit_bytes, así que se dejó de leer ahí y ambos tamaños cuentan solo lo leído' }),
    limit_bytes: z.number().int().apply(described, { en: 'Most decoded bytes read of a body, in bytes', es: 'Máximo de bytes decodificados que se leen de un cuerpo, en bytes' }),
    resources: z.object({
      total: z.number().int().nonnegative().apply(described, { en: 'Distinct linked resources of every kind', es: 'Recursos enlazados distintos de todos los tipos' }),
      scripts: z.number().int().nonnegative().apply(described, { en: 'Scripts: script elements with a src attribute', es: 'Scripts: elementos script con atributo src' }),
      stylesheets: z.number().int().nonnegative().apply(described, { en: 'Stylesheets (<link rel="stylesheet">)', es: 'Hojas de estilo (<link rel="stylesheet">)' }),
      images: z.number().int().nonnegative().apply(described, { en: 'Images (<img src>)', es: 'Imágenes (<img src>)' }),
      frames: z.number().int().nonnegative().apply(described, { en: 'Frames (<iframe src>)', es: 'Marcos (<iframe src>)' }),
      media: z.number().int().nonnegative().apply(described, { en: 'Video, audio and embedded media sources', es: 'Fuentes de vídeo, audio y multimedia incrustada' }),
      other: z.number().int().nonnegative().apply(described, { en: 'Other linked resources (icons, preloads, manifest...)', es: 'Otros recursos enlazados (iconos, precargas, manifiesto...)' }),
    }).nullable().apply(described, { en: 'Distinct resources the HTML links, by kind (counted, not downloaded); null when the body is not HTML', es: 'Recursos distintos que enlaza el HTML, por tipo (contados, no descargados); null cuando el cuerpo no es HTML' }),
    total_ms: LOOKUP_MS,
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const r = await ctx.web.fetch(withScheme(url), { truncate: true })
    let resources: ({ total: number } & Record<Kind, number>) | null = null
    if (isHtml(r)) {
      const html = await parseHtml(r)
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
