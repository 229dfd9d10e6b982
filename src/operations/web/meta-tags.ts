import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'
import { absolute, fetchHtmlPage, metaMap, relOf, urlParam } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'web',
  name: 'meta-tags',
  input: 'query',
  summary: 'Title, description and meta tags of a web page',
  description: 'Fetches the HTML page at url (redirects followed and checked as in web/http-status; bodies over 5 MiB after decompression are '
    + 'refused with 502 RESPONSE_TOO_LARGE; the first 2 MB are parsed) and returns title (the <title> text, whitespace collapsed), description, '
    + 'canonical (absolute URL), robots, lang (<html lang>), charset, viewport, meta (every meta tag with a name or property, in page order, '
    + 'as {key, content} with key in lower case) and icons (link rel icon / apple-touch-icon / mask-icon, absolute URLs). Missing values are null. '
    + 'A page that is not HTML answers 422 NOT_HTML.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    title: z.string().nullable().apply(described, { en: 'The <title> text, whitespace collapsed; null when the page has none', es: 'El texto de <title>, con los espacios colapsados; null cuando la página no tiene' }),
    description: z.string().nullable().apply(described, { en: 'The description meta tag; null when absent', es: 'La metaetiqueta description; null cuando falta' }),
    canonical: z.string().nullable().apply(described, { en: 'The canonical link, as an absolute URL; null when absent', es: 'El enlace canonical, como URL absoluta; null cuando falta' }),
    robots: z.string().nullable().apply(described, { en: 'The robots meta tag; null when absent', es: 'La metaetiqueta robots; null cuando falta' }),
    lang: z.string().nullable().apply(described, { en: 'The language of <html lang>; null when absent', es: 'El idioma de <html lang>; null cuando falta' }),
    charset: z.string().nullable().apply(described, { en: 'The charset of <meta charset>; null when absent', es: 'La codificación de <meta charset>; null cuando falta' }),
    viewport: z.string().nullable().apply(described, { en: 'The viewport meta tag; null when absent', es: 'La metaetiqueta viewport; null cuando falta' }),
    meta: z.array(z.object({
      key: z.string().apply(described, { en: 'The tag\'s name or property, in lower case', es: 'El name o property de la etiqueta, en minúsculas' }),
      content: z.string().apply(described, { en: 'Its content, trimmed', es: 'Su contenido, sin espacios al principio ni al final' }),
    })).apply(described, { en: 'Every meta tag with a name or property, in page order', es: 'Cada metaetiqueta con name o property, en el orden de la página' }),
    icons: z.array(z.object({
      rel: z.string().apply(described, { en: 'The link\'s rel values, in lower case, such as icon or apple-touch-icon', es: 'Los valores rel del enlace, en minúsculas, como icon o apple-touch-icon' }),
      href: z.string().apply(described, { en: 'The icon\'s absolute URL', es: 'La URL absoluta del icono' }),
      sizes: z.string().nullable().apply(described, { en: 'Its sizes attribute, such as 32x32; null when absent', es: 'Su atributo sizes, como 32x32; null cuando falta' }),
      type: z.string().nullable().apply(described, { en: 'Its type attribute, such as image/png; null when absent', es: 'Su atributo type, como image/png; null cuando falta' }),
    })).apply(described, { en: 'The icon links (icon, apple-touch-icon, mask-icon), in page order', es: 'Los enlaces de iconos (icon, apple-touch-icon, mask-icon), en el orden de la página' }),
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const { response: r, html, base } = await fetchHtmlPage(url, ctx.web)
    const meta = metaMap(html)
    const first = (key: string) => meta.get(key)?.[0] ?? null
    const canonical = html.tags.find((t) => t.name === 'link' && relOf(t).includes('canonical'))
    const icons = html.tags
      .filter((t) => t.name === 'link' && relOf(t).some((rel) => rel === 'icon' || rel === 'apple-touch-icon' || rel === 'mask-icon' || rel === 'apple-touch-icon-precomposed'))
      .flatMap((t) => {
        const href = absolute(t.attrs.href, base)
        return href ? [{ rel: relOf(t).join(' '), href, sizes: t.attrs.sizes ?? null, type: t.attrs.type ?? null }] : []
      })
    const charsetTag = html.tags.find((t) => t.name === 'meta' && t.attrs.charset)
    return {
      url: r.url,
      status: r.status,
      title: html.title,
      description: first('description'),
      canonical: absolute(canonical?.attrs.href, base),
      robots: first('robots'),
      lang: html.lang,
      charset: charsetTag?.attrs.charset ?? null,
      viewport: first('viewport'),
      meta: [...meta.entries()].flatMap(([key, values]) => values.map((content) => ({ key, content }))),
      icons,
    }
  },
  es: {
    summary: 'Título, descripción y metaetiquetas de una página web',
    description: 'Descarga la página HTML de url (con las redirecciones seguidas y comprobadas como en web/http-status; los cuerpos de más de 5 MiB tras la descompresión se rechazan con 502 RESPONSE_TOO_LARGE; se analizan los primeros 2 MB) y devuelve title (el texto de <title>, con los espacios colapsados), description, canonical (URL absoluta), robots, lang (<html lang>), charset, viewport, meta (cada metaetiqueta con name o property, en el orden de la página, como {key, content} con key en minúsculas) e icons (link rel icon / apple-touch-icon / mask-icon, como URL absolutas). Los valores que faltan son null. Una página que no es HTML responde 422 NOT_HTML.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
})
