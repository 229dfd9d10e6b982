import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'
import { absolute, fetchHtmlPage, metaMap, urlParam } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

const IMAGE_KEYS = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src', 'og:video', 'og:video:url', 'og:video:secure_url', 'og:audio', 'og:url', 'twitter:player'])

export default defineOperation({
  category: 'web',
  name: 'open-graph',
  input: 'query',
  summary: 'Open Graph and Twitter card tags of a web page',
  description: 'Fetches the HTML page at url (same checks and limits as web/meta-tags) and returns og (every og:* property without the og: prefix, '
    + 'e.g. title, type, image) and twitter (every twitter:* name without the prefix). A tag that appears once gives a string, one repeated '
    + '(several og:image) an array in page order. URL-valued tags (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) are resolved '
    + 'to absolute URLs against the page; images lists every og:image and twitter:image as absolute URLs, without duplicates. '
    + 'A page without such tags gives empty objects.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    og: z.record(z.string(), z.union([z.string(), z.array(z.string())]))
      .apply(described, { en: 'Every og:* property without the prefix (title, type, image...): a string, or an array in page order when repeated; URL-valued ones absolute', es: 'Cada propiedad og:* sin el prefijo (title, type, image...): una cadena, o un array en el orden de la página cuando se repite; las que tienen una URL por valor, absolutas' }),
    twitter: z.record(z.string(), z.union([z.string(), z.array(z.string())]))
      .apply(described, { en: 'Every twitter:* name without the prefix (card, image...), in the same form', es: 'Cada nombre twitter:* sin el prefijo (card, image...), de la misma forma' }),
    images: z.array(z.string()).apply(described, { en: 'Every og:image and twitter:image as an absolute URL, without duplicates, in page order', es: 'Cada og:image y twitter:image como URL absoluta, sin duplicados, en el orden de la página' }),
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const { response: r, html, base } = await fetchHtmlPage(url, ctx.web)
    const og: Record<string, string | string[]> = {}
    const twitter: Record<string, string | string[]> = {}
    const images: string[] = []
    for (const [key, values] of metaMap(html)) {
      const target = key.startsWith('og:') ? og : key.startsWith('twitter:') ? twitter : null
      if (!target) continue
      const resolved = IMAGE_KEYS.has(key) ? values.map((v) => absolute(v, base) ?? v) : values
      if (key === 'og:image' || key === 'og:image:url' || key === 'twitter:image' || key === 'twitter:image:src') {
        for (const v of resolved) if (/^https?:/.test(v) && !images.includes(v)) images.push(v)
      }
      target[key.slice(key.indexOf(':') + 1)] = resolved.length === 1 ? resolved[0]! : resolved
    }
    return { url: r.url, status: r.status, og, twitter, images }
  },
  es: {
    summary: 'Etiquetas Open Graph y de tarjeta de Twitter de una página web',
    description: 'Descarga la página HTML de url (con las mismas comprobaciones y límites que web/meta-tags) y devuelve og (cada propiedad og:* sin el prefijo og:, p. ej. title, type, image) y twitter (cada nombre twitter:* sin el prefijo). Una etiqueta que aparece una vez da una cadena, y una repetida (varias og:image), un array en el orden de la página. Las etiquetas cuyo valor es una URL (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) se resuelven a URL absolutas respecto a la página; images lista cada og:image y twitter:image como URL absolutas, sin duplicados. Una página sin esas etiquetas da objetos vacíos.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
})
