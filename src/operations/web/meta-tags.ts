import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'
import { absolute, fetchHtmlPage, metaMap, relOf, urlParam } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
    title: z.string().nullable().apply(described, {
      en: 'The <title> text, whitespace collapsed; null when the page has none',
      es: 'El texto de <title>, con los espacios colapsados; null cuando la página no tiene',
      de: 'Der Text von <title>, Leerraum zusammengefasst; null, wenn die Seite keinen hat',
      fr: `Le texte de <title>, espaces réduits\u00a0; null si la page n'en a pas`,
      'pt-br': 'O texto de <title>, com os espaços recolhidos; null quando a página não tem título',
      'zh-cn': '<title> 的文本，空白已合并；页面没有标题时为 null',
    }),
    description: z.string().nullable().apply(described, {
      en: 'The description meta tag; null when absent',
      es: 'La metaetiqueta description; null cuando falta',
      de: 'Das Meta-Tag description; null, wenn es fehlt',
      fr: 'La balise meta description\u00a0; null si elle est absente',
      'pt-br': 'A metatag description; null quando ausente',
      'zh-cn': 'description 元标签；缺失时为 null',
    }),
    canonical: z.string().nullable().apply(described, {
      en: 'The canonical link, as an absolute URL; null when absent',
      es: 'El enlace canonical, como URL absoluta; null cuando falta',
      de: 'Der canonical-Link als absolute URL; null, wenn er fehlt',
      fr: `Le lien canonical, sous forme d'URL absolue\u00a0; null s'il est absent`,
      'pt-br': 'O link canonical, como URL absoluta; null quando ausente',
      'zh-cn': 'canonical 链接，以绝对 URL 表示；缺失时为 null',
    }),
    robots: z.string().nullable().apply(described, {
      en: 'The robots meta tag; null when absent',
      es: 'La metaetiqueta robots; null cuando falta',
      de: 'Das Meta-Tag robots; null, wenn es fehlt',
      fr: 'La balise meta robots\u00a0; null si elle est absente',
      'pt-br': 'A metatag robots; null quando ausente',
      'zh-cn': 'robots 元标签；缺失时为 null',
    }),
    lang: z.string().nullable().apply(described, {
      en: 'The language of <html lang>; null when absent',
      es: 'El idioma de <html lang>; null cuando falta',
      de: 'Die Sprache aus <html lang>; null, wenn sie fehlt',
      fr: 'La langue de <html lang>\u00a0; null si elle est absente',
      'pt-br': 'O idioma de <html lang>; null quando ausente',
      'zh-cn': '<html lang> 中的语言；缺失时为 null',
    }),
    charset: z.string().nullable().apply(described, {
      en: 'The charset of <meta charset>; null when absent',
      es: 'La codificación de <meta charset>; null cuando falta',
      de: 'Der Zeichensatz aus <meta charset>; null, wenn er fehlt',
      fr: `Le jeu de caractères de <meta charset>\u00a0; null s'il est absent`,
      'pt-br': 'A codificação de <meta charset>; null quando ausente',
      'zh-cn': '<meta charset> 中的字符集；缺失时为 null',
    }),
    viewport: z.string().nullable().apply(described, {
      en: 'The viewport meta tag; null when absent',
      es: 'La metaetiqueta viewport; null cuando falta',
      de: 'Das Meta-Tag viewport; null, wenn es fehlt',
      fr: 'La balise meta viewport\u00a0; null si elle est absente',
      'pt-br': 'A metatag viewport; null quando ausente',
      'zh-cn': 'viewport 元标签；缺失时为 null',
    }),
    meta: z.array(z.object({
      key: z.string().apply(described, {
        en: 'The tag\'s name or property, in lower case',
        es: 'El name o property de la etiqueta, en minúsculas',
        de: 'name oder property des Tags, in Kleinbuchstaben',
        fr: 'Le name ou la property de la balise, en minuscules',
        'pt-br': 'O name ou property da tag, em minúsculas',
        'zh-cn': '标签的 name 或 property，小写',
      }),
      content: z.string().apply(described, {
        en: 'Its content, trimmed',
        es: 'Su contenido, sin espacios al principio ni al final',
        de: 'Sein Inhalt ohne umgebenden Leerraum',
        fr: 'Son contenu, sans espaces de début ni de fin',
        'pt-br': 'Seu conteúdo, sem espaços no início e no fim',
        'zh-cn': '其内容，已去除首尾空白',
      }),
    })).apply(described, {
      en: 'Every meta tag with a name or property, in page order',
      es: 'Cada metaetiqueta con name o property, en el orden de la página',
      de: 'Alle Meta-Tags mit name oder property, in Seitenreihenfolge',
      fr: `Chaque balise meta ayant un name ou une property, dans l'ordre de la page`,
      'pt-br': 'Cada metatag com name ou property, na ordem da página',
      'zh-cn': '所有带 name 或 property 的元标签，按页面顺序排列',
    }),
    icons: z.array(z.object({
      rel: z.string().apply(described, {
        en: 'The link\'s rel values, in lower case, such as icon or apple-touch-icon',
        es: 'Los valores rel del enlace, en minúsculas, como icon o apple-touch-icon',
        de: 'Die rel-Werte des Links in Kleinbuchstaben, etwa icon oder apple-touch-icon',
        fr: 'Les valeurs rel du lien, en minuscules, comme icon ou apple-touch-icon',
        'pt-br': 'Os valores rel do link, em minúsculas, como icon ou apple-touch-icon',
        'zh-cn': '链接的 rel 值，小写，如 icon 或 apple-touch-icon',
      }),
      href: z.string().apply(described, {
        en: 'The icon\'s absolute URL',
        es: 'La URL absoluta del icono',
        de: 'Die absolute URL des Symbols',
        fr: `L'URL absolue de l'icône`,
        'pt-br': 'A URL absoluta do ícone',
        'zh-cn': '图标的绝对 URL',
      }),
      sizes: z.string().nullable().apply(described, {
        en: 'Its sizes attribute, such as 32x32; null when absent',
        es: 'Su atributo sizes, como 32x32; null cuando falta',
        de: 'Sein Attribut sizes, etwa 32x32; null, wenn es fehlt',
        fr: `Son attribut sizes, comme 32x32\u00a0; null s'il est absent`,
        'pt-br': 'Seu atributo sizes, como 32x32; null quando ausente',
        'zh-cn': '其 sizes 属性，如 32x32；缺失时为 null',
      }),
      type: z.string().nullable().apply(described, {
        en: 'Its type attribute, such as image/png; null when absent',
        es: 'Su atributo type, como image/png; null cuando falta',
        de: 'Sein Attribut type, etwa image/png; null, wenn es fehlt',
        fr: `Son attribut type, comme image/png\u00a0; null s'il est absent`,
        'pt-br': 'Seu atributo type, como image/png; null quando ausente',
        'zh-cn': '其 type 属性，如 image/png；缺失时为 null',
      }),
    })).apply(described, {
      en: 'The icon links (icon, apple-touch-icon, mask-icon), in page order',
      es: 'Los enlaces de iconos (icon, apple-touch-icon, mask-icon), en el orden de la página',
      de: 'Die Symbol-Links (icon, apple-touch-icon, mask-icon), in Seitenreihenfolge',
      fr: `Les liens d'icônes (icon, apple-touch-icon, mask-icon), dans l'ordre de la page`,
      'pt-br': 'Os links de ícones (icon, apple-touch-icon, mask-icon), na ordem da página',
      'zh-cn': '图标链接（icon、apple-touch-icon、mask-icon），按页面顺序排列',
    }),
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
  de: {
    summary: 'Titel, Beschreibung und Meta-Tags einer Webseite',
    description: 'Lädt die HTML-Seite unter url herunter (Weiterleitungen werden wie bei web/http-status verfolgt und geprüft; Bodys über 5 MiB nach der Dekomprimierung werden mit 502 RESPONSE_TOO_LARGE abgelehnt; die ersten 2 MB werden analysiert) und gibt title (der Text von <title>, Leerraum zusammengefasst), description, canonical (absolute URL), robots, lang (<html lang>), charset, viewport, meta (alle Meta-Tags mit name oder property in Seitenreihenfolge, als {key, content} mit key in Kleinbuchstaben) und icons (link rel icon / apple-touch-icon / mask-icon, absolute URLs) zurück. Fehlende Werte sind null. Eine Seite, die kein HTML ist, ergibt 422 NOT_HTML.',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: `Titre, description et balises meta d'une page web`,
    description: `Télécharge la page HTML située à url (redirections suivies et vérifiées comme dans web/http-status\u00a0; les corps de plus de 5 MiB après décompression sont refusés avec 502 RESPONSE_TOO_LARGE\u00a0; les 2 premiers MB sont analysés) et renvoie title (le texte de <title>, espaces réduits), description, canonical (URL absolue), robots, lang (<html lang>), charset, viewport, meta (chaque balise meta ayant un name ou une property, dans l'ordre de la page, sous la forme {key, content} avec key en minuscules) et icons (link rel icon / apple-touch-icon / mask-icon, URL absolues). Les valeurs manquantes valent null. Une page qui n'est pas du HTML renvoie 422 NOT_HTML.`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Título, descrição e metatags de uma página da Web',
    description: 'Baixa a página HTML em url (com os redirecionamentos seguidos e verificados como em web/http-status; corpos com mais de 5 MiB após a descompactação são recusados com 502 RESPONSE_TOO_LARGE; os primeiros 2 MB são analisados) e retorna title (o texto de <title>, com os espaços recolhidos), description, canonical (URL absoluta), robots, lang (<html lang>), charset, viewport, meta (cada metatag com name ou property, na ordem da página, como {key, content} com key em minúsculas) e icons (link rel icon / apple-touch-icon / mask-icon, como URLs absolutas). Os valores ausentes são null. Uma página que não é HTML responde 422 NOT_HTML.',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: '网页的标题、描述和元标签',
    description: '获取 url 处的 HTML 页面（按 web/http-status 的方式跟随并检查重定向；解压后超过 5 MiB 的正文会以 502 RESPONSE_TOO_LARGE 拒绝；只解析前 2 MB），并返回 title（<title> 的文本，空白已合并）、description、canonical（绝对 URL）、robots、lang（<html lang>）、charset、viewport、meta（所有带 name 或 property 的 meta 标签，按页面顺序排列，格式为 {key, content}，key 为小写）和 icons（link rel icon / apple-touch-icon / mask-icon，绝对 URL）。缺失的值为 null。非 HTML 页面返回 422 NOT_HTML。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
