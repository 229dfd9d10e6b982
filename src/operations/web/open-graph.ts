import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'
import { absolute, fetchHtmlPage, metaMap, urlParam } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
      .apply(described, {
        en: 'Every og:* property without the prefix (title, type, image...): a string, or an array in page order when repeated; URL-valued ones absolute',
        es: 'Cada propiedad og:* sin el prefijo (title, type, image...): una cadena, o un array en el orden de la página cuando se repite; las que tienen una URL por valor, absolutas',
        de: 'Alle og:*-Eigenschaften ohne das Präfix (title, type, image...): ein String oder bei Wiederholung ein Array in Seitenreihenfolge; URL-Werte absolut',
        fr: `Chaque propriété og:* sans le préfixe (title, type, image...)\u00a0: une chaîne, ou un tableau dans l'ordre de la page si elle est répétée\u00a0; les valeurs d'URL sont absolues`,
        'pt-br': 'Cada propriedade og:* sem o prefixo (title, type, image...): uma string ou, quando repetida, um array na ordem da página; as que têm URL como valor ficam absolutas',
        'zh-cn': '所有 og:* 属性（去掉前缀，如 title、type、image...）：字符串，重复时为按页面顺序排列的数组；值为 URL 的属性已转为绝对 URL',
      }),
    twitter: z.record(z.string(), z.union([z.string(), z.array(z.string())]))
      .apply(described, {
        en: 'Every twitter:* name without the prefix (card, image...), in the same form',
        es: 'Cada nombre twitter:* sin el prefijo (card, image...), de la misma forma',
        de: 'Alle twitter:*-Namen ohne das Präfix (card, image...), in derselben Form',
        fr: 'Chaque nom twitter:* sans le préfixe (card, image...), sous la même forme',
        'pt-br': 'Cada nome twitter:* sem o prefixo (card, image...), no mesmo formato',
        'zh-cn': '所有 twitter:* 名称（去掉前缀，如 card、image...），形式相同',
      }),
    images: z.array(z.string()).apply(described, {
      en: 'Every og:image and twitter:image as an absolute URL, without duplicates, in page order',
      es: 'Cada og:image y twitter:image como URL absoluta, sin duplicados, en el orden de la página',
      de: 'Alle og:image und twitter:image als absolute URL, ohne Duplikate, in Seitenreihenfolge',
      fr: `Chaque og:image et twitter:image sous forme d'URL absolue, sans doublons, dans l'ordre de la page`,
      'pt-br': 'Cada og:image e twitter:image como URL absoluta, sem duplicatas, na ordem da página',
      'zh-cn': '所有 og:image 和 twitter:image，以绝对 URL 表示，不含重复项，按页面顺序排列',
    }),
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
  de: {
    summary: 'Open-Graph- und Twitter-Card-Tags einer Webseite',
    description: 'Lädt die HTML-Seite unter url herunter (dieselben Prüfungen und Grenzen wie bei web/meta-tags) und gibt og (alle og:*-Eigenschaften ohne das Präfix og:, z. B. title, type, image) und twitter (alle twitter:*-Namen ohne das Präfix) zurück. Ein Tag, das einmal vorkommt, ergibt einen String, ein wiederholtes (mehrere og:image) ein Array in Seitenreihenfolge. Tags mit einer URL als Wert (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) werden relativ zur Seite in absolute URLs aufgelöst; images listet alle og:image und twitter:image als absolute URLs ohne Duplikate auf. Eine Seite ohne solche Tags ergibt leere Objekte.',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: `Balises Open Graph et Twitter Card d'une page web`,
    description: `Télécharge la page HTML située à url (mêmes vérifications et limites que web/meta-tags) et renvoie og (chaque propriété og:* sans le préfixe og:, par exemple title, type, image) et twitter (chaque nom twitter:* sans le préfixe). Une balise présente une seule fois donne une chaîne, une balise répétée (plusieurs og:image) un tableau dans l'ordre de la page. Les balises dont la valeur est une URL (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) sont résolues en URL absolues par rapport à la page\u00a0; images liste chaque og:image et twitter:image sous forme d'URL absolue, sans doublons. Une page sans ces balises donne des objets vides.`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Tags Open Graph e de cartão do Twitter de uma página da Web',
    description: 'Baixa a página HTML em url (com as mesmas verificações e limites de web/meta-tags) e retorna og (cada propriedade og:* sem o prefixo og:, por exemplo title, type, image) e twitter (cada nome twitter:* sem o prefixo). Uma tag que aparece uma vez gera uma string, e uma repetida (várias og:image), um array na ordem da página. As tags cujo valor é uma URL (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) são resolvidas para URLs absolutas em relação à página; images lista cada og:image e twitter:image como URLs absolutas, sem duplicatas. Uma página sem essas tags gera objetos vazios.',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: '网页的 Open Graph 和 Twitter Card 标签',
    description: '获取 url 处的 HTML 页面（检查和限制与 web/meta-tags 相同），并返回 og（所有 og:* 属性，去掉 og: 前缀，例如 title、type、image）和 twitter（所有 twitter:* 名称，去掉前缀）。只出现一次的标签为字符串，重复出现的标签（多个 og:image）为按页面顺序排列的数组。值为 URL 的标签（og:image、og:image:secure_url、og:video、og:url、twitter:image 等）会相对于页面解析为绝对 URL；images 以绝对 URL 列出所有 og:image 和 twitter:image，不含重复项。没有此类标签的页面返回空对象。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
