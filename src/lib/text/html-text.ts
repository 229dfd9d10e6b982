/**
 * HTML to plain text, the way a browser would lay the text out: tags removed, the contents of
 * script, style and similar elements dropped, character references decoded, white space collapsed
 * (except inside pre and textarea), and block elements on lines of their own.
 *
 * A single left-to-right scan with indexOf and sticky patterns: linear in the length of the input,
 * whatever it holds (unclosed tags, stray < characters, unterminated quotes or comments).
 */
import { decodeHTML } from 'entities'

// Elements whose content is not shown as text: skipped up to their end tag (or to the end of the input).
const HIDDEN = new Set(['script', 'style', 'title', 'template', 'iframe', 'noembed', 'noframes'])
// Elements that start a paragraph (a blank line before and after) or a line of their own.
const PARAGRAPH = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'dl', 'fieldset', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul',
])
const LINE = new Set([
  'body', 'caption', 'center', 'dd', 'dir', 'div', 'dt', 'figcaption', 'head', 'html', 'legend', 'li', 'listing',
  'optgroup', 'option', 'summary', 'tbody', 'textarea', 'tfoot', 'thead', 'tr',
])
const CELL = new Set(['td', 'th'])
// Elements whose white space is kept as written.
const PREFORMATTED = new Set(['pre', 'listing', 'textarea'])

const TAG_NAME = /[A-Za-z][^\s/>]*/y
const HTML_SPACE = new Set([' ', '\t', '\n', '\f', '\r'])
const endTagPatterns = new Map<string, RegExp>()

type Token = string | { pre: string } | Break
/** 1: a line break, 2: a paragraph break (blank line), 3: <br>, 4: a table cell boundary. */
type Break = 1 | 2 | 3 | 4

/** The text of an HTML document or fragment. */
export function stripHtml({ text }: { text: string }): { output: string } {
  return { output: layOut(tokenize(text)) }
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = []
  let preDepth = 0
  let afterPreStart = false
  const addText = (raw: string) => {
    if (raw === '') return
    let decoded = decodeHTML(raw)
    if (preDepth > 0) {
      // A line break right after <pre> is not part of the content (HTML parsing rule).
      if (afterPreStart && decoded.startsWith('\n')) decoded = decoded.slice(1)
      tokens.push({ pre: decoded.replace(/\r\n?/g, '\n') })
    } else {
      tokens.push(decoded.replace(/[ \t\n\r\f]+/g, ' '))
    }
    afterPreStart = false
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) { addText(html.slice(i)); break }
    addText(html.slice(i, lt))
    i = lt
    const next = html[lt + 1]
    if (html.startsWith('<!--', lt)) {
      // <!--> and <!---> are complete (empty) comments.
      if (html.startsWith('>', lt + 4)) { i = lt + 5; continue }
      if (html.startsWith('->', lt + 4)) { i = lt + 6; continue }
      const end = html.indexOf('-->', lt + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    if (next === '!' || next === '?') { i = skipPast(html, '>', lt + 2); continue } // doctype, CDATA, processing instruction
    const closing = next === '/'
    const nameAt = closing ? lt + 2 : lt + 1
    TAG_NAME.lastIndex = nameAt
    const name = TAG_NAME.exec(html)?.[0].toLowerCase()
    if (name === undefined) {
      if (closing) { i = skipPast(html, '>', lt + 2); continue } // </> or </ x>: ignored
      addText('<') // a < that starts no tag is text
      i = lt + 1
      continue
    }
    const end = tagEnd(html, nameAt + name.length)
    i = end < 0 ? html.length : end + 1
    if (end < 0) break // a tag cut off by the end of the input shows nothing

    if (!closing && HIDDEN.has(name)) { i = afterEndTag(html, name, i).next; continue }
    if (name === 'br') { tokens.push(3); continue }
    if (CELL.has(name)) { tokens.push(4); continue }
    if (PARAGRAPH.has(name)) tokens.push(2)
    else if (LINE.has(name)) tokens.push(1)
    if (PREFORMATTED.has(name)) {
      if (closing) preDepth = Math.max(0, preDepth - 1)
      else {
        preDepth++
        afterPreStart = true
      }
    }
    if (!closing && name === 'textarea') {
      // Its content is text up to </textarea>, tags included.
      const { contentEnd, next: after } = afterEndTag(html, name, i)
      addText(html.slice(i, contentEnd))
      preDepth = Math.max(0, preDepth - 1)
      tokens.push(1)
      i = after
    }
  }
  return tokens
}

/** Index of the > ending a tag whose attributes start at `from`; quoted attribute values may hold >. -1 when the input ends first. */
function tagEnd(html: string, from: number): number {
  let afterEquals = false
  for (let j = from; j < html.length; j++) {
    const c = html[j]!
    if (c === '>') return j
    if ((c === '"' || c === "'") && afterEquals) {
      const close = html.indexOf(c, j + 1)
      if (close < 0) return -1
      j = close
      afterEquals = false
    } else if (c === '=') {
      afterEquals = true
    } else if (!HTML_SPACE.has(c)) {
      afterEquals = false
    }
  }
  return -1
}

function skipPast(html: string, char: string, from: number): number {
  const at = html.indexOf(char, from)
  return at < 0 ? html.length : at + 1
}

/** Where the content of a raw element that starts at `from` ends, and where its end tag ends. */
function afterEndTag(html: string, name: string, from: number): { contentEnd: number; next: number } {
  let pattern = endTagPatterns.get(name)
  if (!pattern) {
    pattern = new RegExp(`</${name}(?=[\\s/>])`, 'gi')
    endTagPatterns.set(name, pattern)
  }
  pattern.lastIndex = from
  const m = pattern.exec(html)
  if (!m) return { contentEnd: html.length, next: html.length }
  const end = tagEnd(html, m.index + m[0].length)
  return { contentEnd: m.index, next: end < 0 ? html.length : end + 1 }
}

/**
 * Joins the text: breaks between two pieces of text merge (the larger wins; <br> counts each
 * time, up to a blank line), white space next to a break is dropped, and a table cell boundary
 * within a line becomes a tab. Nothing is put before the first text or after the last.
 */
function layOut(tokens: readonly Token[]): string {
  const parts: string[] = []
  let started = false
  let trailingNewlines = 0
  let block = 0
  let hard = 0
  let cell = false
  let space = false

  const emit = (s: string) => {
    if (started) {
      const newlines = Math.min(2, Math.max(block, hard))
      if (newlines > 0) parts.push('\n'.repeat(Math.max(0, newlines - trailingNewlines)))
      else if (cell) parts.push('\t')
      else if (space) parts.push(' ')
    }
    parts.push(s)
    started = true
    let end = s.length
    while (end > 0 && s[end - 1] === '\n') end--
    trailingNewlines = end === 0 ? trailingNewlines + s.length : s.length - end
    block = 0
    hard = 0
    cell = false
    space = false
  }

  for (const token of tokens) {
    if (typeof token === 'number') {
      if (token === 3) hard++
      else if (token === 4) cell = true
      else block = Math.max(block, token)
    } else if (typeof token === 'object') {
      if (token.pre !== '') emit(token.pre)
    } else {
      let s = token
      const leading = s.startsWith(' ')
      const trailing = s.endsWith(' ')
      s = s.slice(leading ? 1 : 0, trailing ? -1 : undefined)
      if (leading) space = true
      if (s !== '') {
        emit(s)
        space = trailing
      } else if (trailing) {
        space = true
      }
    }
  }
  const text = parts.join('').replace(/\n{3,}/g, '\n\n').trimEnd()
  // Leading line breaks can only come from a pre; its indentation stays.
  let start = 0
  while (text[start] === '\n') start++
  return text.slice(start)
}
