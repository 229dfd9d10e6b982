import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS } from '../kits/web-results.ts'

/** The kinds of WordPress sign the page is searched for. */
const EVIDENCE_KINDS = ['generator', 'wp-content', 'wp-includes', 'rest-api-link', 'editing-link'] as const
type EvidenceKind = (typeof EVIDENCE_KINDS)[number]
import { fetchHtmlPage, metaMap, relOf, urlParam } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'web',
  name: 'wordpress',
  input: 'query',
  summary: 'Whether a site runs WordPress, with the evidence',
  description: 'Fetches the HTML page at url (same checks and limits as web/meta-tags) and looks for WordPress signs: a generator meta tag naming '
    + 'WordPress, /wp-content/ or /wp-includes/ paths in scripts, stylesheets, images and links, the REST API link (rel="https://api.w.org/" in the '
    + 'page or in a Link header) and the wlwmanifest or EditURI links. detected is true when any sign is found; evidence lists each kind found with '
    + 'an example; version is the version the generator tag shows (null when hidden, as many sites do). Only the given page is read; '
    + 'no other URL of the site is requested.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    detected: z.boolean().apply(described, {
      en: 'Whether any sign of WordPress was found',
      es: 'Si se encontró alguna señal de WordPress',
      de: 'Ob ein Anzeichen für WordPress gefunden wurde',
      fr: 'Indique si un indice de WordPress a été trouvé',
      'pt-br': 'Se algum sinal de WordPress foi encontrado',
      'zh-cn': '是否找到任何 WordPress 迹象',
    }),
    version: z.string().nullable().apply(described, {
      en: 'The WordPress version the generator tag shows; null when hidden or absent',
      es: 'La versión de WordPress que muestra la etiqueta generator; null cuando está oculta o falta',
      de: 'Die WordPress-Version, die das generator-Tag angibt; null, wenn sie verborgen ist oder fehlt',
      fr: 'La version de WordPress affichée par la balise generator\u00a0; null si elle est masquée ou absente',
      'pt-br': 'A versão do WordPress que a tag generator mostra; null quando oculta ou ausente',
      'zh-cn': 'generator 标签显示的 WordPress 版本；隐藏或缺失时为 null',
    }),
    evidence: z.array(z.object({
      kind: z.enum(EVIDENCE_KINDS).apply(described, {
        en: 'The kind of sign: generator (meta tag), wp-content or wp-includes (paths), rest-api-link, editing-link (wlwmanifest or EditURI)',
        es: 'El tipo de señal: generator (metaetiqueta), wp-content o wp-includes (rutas), rest-api-link, editing-link (wlwmanifest o EditURI)',
        de: 'Die Art des Anzeichens: generator (Meta-Tag), wp-content oder wp-includes (Pfade), rest-api-link, editing-link (wlwmanifest oder EditURI)',
        fr: `Le type d'indice\u00a0: generator (balise meta), wp-content ou wp-includes (chemins), rest-api-link, editing-link (wlwmanifest ou EditURI)`,
        'pt-br': 'O tipo de sinal: generator (metatag), wp-content ou wp-includes (caminhos), rest-api-link, editing-link (wlwmanifest ou EditURI)',
        'zh-cn': '迹象类型：generator（meta 标签）、wp-content 或 wp-includes（路径）、rest-api-link、editing-link（wlwmanifest 或 EditURI）',
      }),
      detail: z.string().apply(described, {
        en: 'An example of it: the generator text, or the URL found (at most 300 characters)',
        es: 'Un ejemplo de ella: el texto de generator, o la URL encontrada (como máximo 300 caracteres)',
        de: 'Ein Beispiel dafür: der generator-Text oder die gefundene URL (höchstens 300 Zeichen)',
        fr: `Un exemple\u00a0: le texte de generator, ou l'URL trouvée (300 caractères au plus)`,
        'pt-br': 'Um exemplo dele: o texto de generator ou a URL encontrada (no máximo 300 caracteres)',
        'zh-cn': '一个示例：generator 文本或找到的 URL（最多 300 个字符）',
      }),
    })).apply(described, {
      en: 'Each kind of sign found, once, with an example; empty when none',
      es: 'Cada tipo de señal encontrado, una sola vez, con un ejemplo; vacío cuando no hay ninguno',
      de: 'Jede gefundene Art von Anzeichen, einmal, mit einem Beispiel; leer, wenn keine',
      fr: `Chaque type d'indice trouvé, une seule fois, avec un exemple\u00a0; vide s'il n'y en a aucun`,
      'pt-br': 'Cada tipo de sinal encontrado, uma vez, com um exemplo; vazio quando não há nenhum',
      'zh-cn': '找到的每种迹象，各一次，附一个示例；没有时为空',
    }),
  }),
  examples: [{ title: 'a public site', params: { url: 'https://wordpress.org/news/' }, network: true }],
  async run({ url }, ctx) {
    const { response: r, html } = await fetchHtmlPage(url, ctx.web)
    const evidence: { kind: EvidenceKind; detail: string }[] = []
    let version: string | null = null
    for (const g of metaMap(html).get('generator') ?? []) {
      const m = /wordpress\s*([\d.]+)?/i.exec(g)
      if (m) {
        evidence.push({ kind: 'generator', detail: g })
        version ??= m[1] ?? null
      }
    }
    const paths = new Set<string>()
    let restLink: string | null = null
    for (const t of html.tags) {
      for (const ref of [t.attrs.src, t.attrs.href, t.attrs.content]) {
        const m = ref ? /\/(wp-content|wp-includes)\//.exec(ref) : null
        if (m && !paths.has(m[1]!)) {
          paths.add(m[1]!)
          // The group matched one of its two alternatives, both evidence kinds.
          evidence.push({ kind: m[1] as 'wp-content' | 'wp-includes', detail: ref!.slice(0, 300) })
        }
      }
      if (t.name === 'link' && relOf(t).includes('https://api.w.org/') && restLink === null) restLink = t.attrs.href ?? ''
      if (t.name === 'link' && (relOf(t).includes('wlwmanifest') || (relOf(t).includes('edituri') && /xmlrpc\.php/.test(t.attrs.href ?? '')))) {
        if (!evidence.some((e) => e.kind === 'editing-link')) evidence.push({ kind: 'editing-link', detail: (t.attrs.href ?? '').slice(0, 300) })
      }
    }
    const linkHeader = r.headers.link
    const headerText = Array.isArray(linkHeader) ? linkHeader.join(', ') : (linkHeader ?? '')
    if (restLink === null) restLink = /<([^>]*)>\s*;\s*rel="https:\/\/api\.w\.org\/"/.exec(headerText)?.[1] ?? null
    if (restLink !== null) evidence.push({ kind: 'rest-api-link', detail: restLink.slice(0, 300) })
    return { url: r.url, status: r.status, detected: evidence.length > 0, version, evidence }
  },
  es: {
    summary: 'Si un sitio funciona con WordPress, con las pruebas',
    description: 'Descarga la página HTML de url (con las mismas comprobaciones y límites que web/meta-tags) y busca señales de WordPress: una metaetiqueta generator que nombra WordPress, rutas /wp-content/ o /wp-includes/ en scripts, hojas de estilo, imágenes y enlaces, el enlace a la REST API (rel="https://api.w.org/" en la página o en una cabecera Link) y los enlaces wlwmanifest o EditURI. detected es true cuando se encuentra alguna señal; evidence lista cada tipo encontrado con un ejemplo; version es la versión que muestra la etiqueta generator (null cuando está oculta, como en muchos sitios). Solo se lee la página indicada; no se pide ninguna otra URL del sitio.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
  de: {
    summary: 'Ob eine Website mit WordPress läuft, mit den Belegen',
    description: 'Lädt die HTML-Seite unter url herunter (dieselben Prüfungen und Grenzen wie bei web/meta-tags) und sucht nach Anzeichen für WordPress: ein generator-Meta-Tag, das WordPress nennt, /wp-content/- oder /wp-includes/-Pfade in Skripts, Stylesheets, Bildern und Links, der REST-API-Link (rel="https://api.w.org/" in der Seite oder in einem Link-Header) sowie die Links wlwmanifest oder EditURI. detected ist true, wenn ein Anzeichen gefunden wird; evidence listet jede gefundene Art mit einem Beispiel auf; version ist die Version, die das generator-Tag angibt (null, wenn sie verborgen ist, wie bei vielen Websites). Nur die angegebene Seite wird gelesen; keine andere URL der Website wird abgerufen.',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: 'Indique si un site utilise WordPress, avec les indices trouvés',
    description: `Télécharge la page HTML située à url (mêmes vérifications et limites que web/meta-tags) et recherche des indices de WordPress\u00a0: une balise meta generator qui mentionne WordPress, des chemins /wp-content/ ou /wp-includes/ dans les scripts, feuilles de style, images et liens, le lien vers l'API REST (rel="https://api.w.org/" dans la page ou dans un en-tête Link) et les liens wlwmanifest ou EditURI. detected vaut true lorsqu'un indice est trouvé\u00a0; evidence liste chaque type trouvé avec un exemple\u00a0; version est la version qu'affiche la balise generator (null lorsqu'elle est masquée, comme sur de nombreux sites). Seule la page indiquée est lue\u00a0; aucune autre URL du site n'est demandée.`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Se um site usa WordPress, com as evidências',
    description: 'Baixa a página HTML em url (com as mesmas verificações e limites de web/meta-tags) e procura sinais de WordPress: uma metatag generator que menciona o WordPress, caminhos /wp-content/ ou /wp-includes/ em scripts, folhas de estilo, imagens e links, o link da API REST (rel="https://api.w.org/" na página ou em um cabeçalho Link) e os links wlwmanifest ou EditURI. detected é true quando algum sinal é encontrado; evidence lista cada tipo encontrado com um exemplo; version é a versão que a tag generator mostra (null quando está oculta, como em muitos sites). Somente a página informada é lida; nenhuma outra URL do site é solicitada.',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: '站点是否运行 WordPress，并附上依据',
    description: '获取 url 处的 HTML 页面（检查和限制与 web/meta-tags 相同），并查找 WordPress 的迹象：提及 WordPress 的 generator meta 标签，脚本、样式表、图像和链接中的 /wp-content/ 或 /wp-includes/ 路径，REST API 链接（页面中或 Link 标头中的 rel="https://api.w.org/"），以及 wlwmanifest 或 EditURI 链接。找到任一迹象时 detected 为 true；evidence 列出找到的每种迹象及一个示例；version 是 generator 标签显示的版本（隐藏时为 null，许多站点都会隐藏）。只读取给定的页面，不会请求该站点的其他任何 URL。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
