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
    detected: z.boolean().apply(described, { en: 'Whether any sign of WordPress was found', es: 'Si se encontró alguna señal de WordPress' }),
    version: z.string().nullable().apply(described, { en: 'The WordPress version the generator tag shows; null when hidden or absent', es: 'La versión de WordPress que muestra la etiqueta generator; null cuando está oculta o falta' }),
    evidence: z.array(z.object({
      kind: z.enum(EVIDENCE_KINDS).apply(described, { en: 'The kind of sign: generator (meta tag), wp-content or wp-includes (paths), rest-api-link, editing-link (wlwmanifest or EditURI)', es: 'El tipo de señal: generator (metaetiqueta), wp-content o wp-includes (rutas), rest-api-link, editing-link (wlwmanifest o EditURI)' }),
      detail: z.string().apply(described, { en: 'An example of it: the generator text, or the URL found (at most 300 characters)', es: 'Un ejemplo de ella: el texto de generator, o la URL encontrada (como máximo 300 caracteres)' }),
    })).apply(described, { en: 'Each kind of sign found, once, with an example; empty when none', es: 'Cada tipo de señal encontrado, una sola vez, con un ejemplo; vacío cuando no hay ninguno' }),
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
})
