/**
 * HTML made safe to print: an uploaded page must not run code or reach anything outside itself
 * (the network, or the server's files through file: URLs) while the browser renders it.
 *
 * The page is parsed (htmlparser2) and written out again by this module rather than patched in
 * place, so the browser can only see what was kept: text is always escaped, style sheets cannot
 * hold a "<", and comments, CDATA and doctypes are dropped. That closes the gaps where two HTML
 * parsers disagree (a <style> inside <svg>, <noscript>, RCDATA), the usual way around sanitizers.
 */
import { DomHandler, ElementType, Parser } from 'htmlparser2'
import { OperationError } from '../../core/errors.ts'

type Node = DomHandler['root']['children'][number]

/**
 * Deepest nesting of elements a page may have, elements left unclosed included. Browsers stop
 * nesting at 512 anyway; the bound keeps parsing linear (htmlparser2's element stack costs time
 * in proportion to its depth on every tag).
 */
export const MAX_HTML_DEPTH = 1_024

/** Builds the document tree, refusing (422) a page that nests past MAX_HTML_DEPTH. */
class BoundedHandler extends DomHandler {
  private depth = 0

  constructor(private readonly name: string) {
    super()
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > MAX_HTML_DEPTH) throw new OperationError('OFFICE_HTML_TOO_DEEP', { name: this.name, max: MAX_HTML_DEPTH })
    super.onopentag(name, attribs)
  }

  override onclosetag(): void {
    this.depth--
    super.onclosetag()
  }
}

/** Elements dropped with everything inside them: they run code, embed or fetch other documents. */
const DROPPED = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'link', 'base', 'portal', 'fencedframe',
  'noembed', 'noframes', 'template',
  // SVG animation can set an attribute such as href to a URL after the page is checked.
  'set', 'animate', 'animatemotion', 'animatetransform', 'discard',
])

/** Elements whose content browsers read as raw text: written as <pre>, where escaped text reads the same. */
const AS_PRE = new Set(['xmp', 'plaintext', 'listing'])

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen'])

/** Attributes whose value is a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'xlink:href', 'poster', 'background', 'action', 'formaction', 'data', 'ping', 'longdesc', 'lowsrc',
  'dynsrc', 'cite', 'manifest', 'codebase', 'archive', 'icon', 'profile', 'classid', 'usemap', 'itemtype', 'xml:base',
  'attributionsrc',
])

/** Attributes that hold several URLs or a whole document: never kept. */
const DROPPED_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'srcdoc'])

const TAG_NAME = /^[a-z][a-z0-9-]*$/
const ATTRIBUTE_NAME = /^[a-z_:][-a-z0-9_:.]*$/

/**
 * Whether a URL stays inside the page: a data: URI, or a #fragment of the page itself. Browsers
 * ignore spaces and control characters around and inside a scheme, so they are ignored here too.
 */
function isInside(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  return compact.startsWith('data:') || compact.startsWith('#')
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi
const CSS_IMPORT = /@import[^;]*;?/gi
const CSS_IMAGE_SET = /image-set\(/gi

function keepInsideUrls(css: string): string {
  return css.replace(CSS_URL, (whole, double?: string, single?: string, bare?: string) => (isInside(double ?? single ?? bare ?? '') ? whole : 'none'))
}

function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\([^\n])/gi, (_whole, hex?: string, char?: string) =>
    hex === undefined ? char! : String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd))
}

/** Whether CSS still names something outside the page, escapes decoded (a "u\72l(" is a url()). */
function reachesOut(css: string): boolean {
  const decoded = decodeCssEscapes(css)
  return /@import/i.test(decoded) || /image-set\(/i.test(decoded) || keepInsideUrls(decoded) !== decoded
}

/**
 * CSS that loads nothing: @import rules removed, url() that is not data: or #fragment replaced
 * by none, image-set() disabled, and "<" written as a CSS escape so no tag can start inside it.
 * CSS that would still reach out once its escapes are read is dropped whole.
 */
export function sanitizeCss(css: string): string {
  const cleaned = keepInsideUrls(css.replace(CSS_IMPORT, '')).replace(CSS_IMAGE_SET, 'no-image-set(').replaceAll('<', '\\3c ')
  return reachesOut(cleaned) ? '' : cleaned
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;')

function keptAttributeValue(name: string, value: string): string | undefined {
  if (!ATTRIBUTE_NAME.test(name) || name.startsWith('on') || DROPPED_ATTRIBUTES.has(name)) return undefined
  if (URL_ATTRIBUTES.has(name)) return isInside(value) ? value : undefined
  if (name === 'style') return sanitizeCss(value)
  // SVG presentation attributes (fill, filter, mask…) take url() references too.
  return /url\(|image-set/i.test(decodeCssEscapes(value)) ? sanitizeCss(value) : value
}

function openTag(name: string, attributes: Readonly<Record<string, string>>): string {
  let tag = `<${name}`
  for (const [attribute, raw] of Object.entries(attributes)) {
    const value = keptAttributeValue(attribute, raw)
    if (value !== undefined) tag += ` ${attribute}="${escapeAttribute(value)}"`
  }
  return `${tag}>`
}

function isDropped(name: string, attributes: Readonly<Record<string, string>>): boolean {
  return DROPPED.has(name) || (name === 'meta' && Object.hasOwn(attributes, 'http-equiv'))
}

/**
 * The page with nothing that runs or loads: no scripts, frames, objects, embeds, <link>, <base>,
 * <meta http-equiv>, event-handler attributes, or URLs other than data: and #fragments (in
 * attributes and CSS alike). It is written as UTF-8 with its own doctype and charset.
 */
export function sanitizeHtml(html: string, name: string): string {
  const handler = new BoundedHandler(name)
  new Parser(handler, { decodeEntities: true }).end(html)
  const document = handler.root
  const out: string[] = ['<!DOCTYPE html>\n<meta charset="utf-8">\n']
  // Written without recursion: a page nested 100,000 levels deep must not overflow the stack.
  const work: Array<Node | string> = [...document.children].reverse()
  while (work.length > 0) {
    const item = work.pop()!
    if (typeof item === 'string') {
      out.push(item)
      continue
    }
    if (item.type === ElementType.Text) {
      const inStyle = item.parent !== null && 'name' in item.parent && item.parent.name === 'style'
      out.push(inStyle ? sanitizeCss(item.data) : escapeText(item.data))
      continue
    }
    if (item.type !== ElementType.Tag && item.type !== ElementType.Script && item.type !== ElementType.Style) continue
    if (isDropped(item.name, item.attribs)) continue
    const children = [...item.children].reverse()
    if (!TAG_NAME.test(item.name)) {
      work.push(...children) // an odd tag name is left out, its content kept
      continue
    }
    const name = AS_PRE.has(item.name) ? 'pre' : item.name
    out.push(openTag(name, item.attribs))
    if (VOID.has(name)) continue
    work.push(`</${name}>`, ...children)
  }
  return out.join('')
}
