/** Fetching and reading web pages for the web operations (meta tags, Open Graph, CMS detection, sizes). */
import type * as Htmlparser2 from 'htmlparser2'
import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import type { FetchResult, WebClient } from '../../core/web.ts'

/** HTML parsed per page: the first 2 MB (after decompression), enough for every head. */
export const HTML_PARSE_BYTES = 2 * 1024 * 1024

/** The `url` parameter of the operations that fetch a page; each describes it with the web phrases. */
export const urlParam = z.string().max(2048)

/** The URL the caller sent, with https:// added when it has no scheme. */
export function withScheme(value: string): string {
  const url = value.trim()
  if (url === '') throw new OperationError('PARAM_REQUIRED', { param: 'url' })
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`
}

export const chainOf = (r: FetchResult) => r.chain.map((h) => ({ url: h.url, status: h.status, location: h.location, time_ms: h.time_ms }))

export interface HtmlTag {
  name: string
  attrs: Record<string, string>
}

export interface ParsedHtml {
  title: string | null
  lang: string | null
  /** Every start tag of interest (meta, link, script, img, …) with its attributes, in order. */
  tags: HtmlTag[]
}

// Loaded with the first page read: only the web operations that read HTML need it.
let htmlparser2: Promise<typeof Htmlparser2> | undefined
const loadHtmlparser2 = () => (htmlparser2 ??= import('htmlparser2'))

const KEPT = new Set(['meta', 'link', 'script', 'img', 'iframe', 'source', 'video', 'audio', 'embed', 'object', 'base', 'html', 'input'])

function charsetOf(contentType: string | null, head: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head.subarray(0, 4096).toString('latin1'))?.[1]
  const label = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase()
  try {
    new TextDecoder(label)
    return label
  } catch {
    return 'utf-8'
  }
}

export function isHtml(r: FetchResult): boolean {
  const type = (r.contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'text/html' || type === 'application/xhtml+xml') return true
  return type === '' && /^\s*(<!doctype html|<html)/i.test(r.body.subarray(0, 512).toString('latin1'))
}

/** Fails with NOT_HTML for another content type; otherwise parses the first HTML_PARSE_BYTES. */
export async function parseHtml(r: FetchResult): Promise<ParsedHtml> {
  if (!isHtml(r)) throw new OperationError('NOT_HTML', { url: r.url, type: r.contentType ?? 'of no declared type' })
  const { Parser } = await loadHtmlparser2()
  const bytes = r.body.subarray(0, HTML_PARSE_BYTES)
  const text = new TextDecoder(charsetOf(r.contentType, bytes)).decode(bytes)
  const parsed: ParsedHtml = { title: null, lang: null, tags: [] }
  let inTitle = false
  let inSvg = 0
  let title = ''
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'svg') inSvg++
      if (name === 'title' && inSvg === 0 && parsed.title === null) inTitle = true
      if (name === 'html' && attrs.lang && parsed.lang === null) parsed.lang = attrs.lang.trim()
      if (KEPT.has(name) && parsed.tags.length < 20_000) parsed.tags.push({ name, attrs })
    },
    ontext(data) {
      if (inTitle) title += data
    },
    onclosetag(name) {
      if (name === 'svg' && inSvg > 0) inSvg--
      if (name === 'title' && inTitle) {
        inTitle = false
        parsed.title = title.replace(/\s+/g, ' ').trim()
      }
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  parser.write(text)
  parser.end()
  if (inTitle) parsed.title = title.replace(/\s+/g, ' ').trim()
  return parsed
}

/** An absolute http(s) URL for a reference found on the page, or null. */
export function absolute(ref: string | undefined, base: string): string | null {
  if (!ref || ref.trim() === '') return null
  try {
    const url = new URL(ref.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The document's base URL: <base href> when present, else the final URL. */
export function baseOf(html: ParsedHtml, url: string): string {
  const base = html.tags.find((t) => t.name === 'base' && t.attrs.href)
  return absolute(base?.attrs.href, url) ?? url
}

/** meta tags by name or property: key (lower case) → content. Repeated keys keep every value. */
export function metaMap(html: ParsedHtml): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const t of html.tags) {
    if (t.name !== 'meta') continue
    const key = (t.attrs.property ?? t.attrs.name ?? t.attrs.itemprop ?? '').trim().toLowerCase()
    if (!key || t.attrs.content === undefined) continue
    const list = map.get(key) ?? []
    list.push(t.attrs.content.trim())
    map.set(key, list)
  }
  return map
}

export const relOf = (t: HtmlTag) => (t.attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean)

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5'

/** Fetches the HTML page a caller named and parses it; base is the URL its relative links resolve against. */
export async function fetchHtmlPage(url: string, web: WebClient): Promise<{ response: FetchResult; html: ParsedHtml; base: string }> {
  const response = await web.fetch(withScheme(url), { headers: { accept: HTML_ACCEPT } })
  const html = await parseHtml(response)
  return { response, html, base: baseOf(html, response.url) }
}
