/**
 * XML pretty-printing and minifying. The document is first checked as dev/xml-to-json checks it
 * (well-formed, no DTD or entity declarations), then split into markup and text and laid out
 * again: tags, comments, CDATA sections and processing instructions are copied as written
 * (whitespace inside tags collapsed), text is never decoded or re-encoded.
 */
import { ApiError, OperationError } from '../../core/errors.ts'
import { checkXml, MAX_XML_DEPTH } from '../data/xml.ts'
import { MAX_JSON_OUTPUT } from './values.ts'

export { MAX_XML_DEPTH }
export const MAX_XML_OUTPUT = MAX_JSON_OUTPUT

type Kind = 'open' | 'close' | 'empty' | 'text' | 'other'
interface Token { kind: Kind; text: string; depth: number }

/** A start or empty-element tag with the whitespace between attributes collapsed to one space. */
function tidyTag(tag: string): string {
  let out = ''
  let quote = ''
  let space = false
  for (const c of tag) {
    if (quote) {
      out += c
      if (c === quote) quote = ''
    } else if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      space = true
    } else {
      // One space between names and attributes; none before > or />, nor around =.
      if (space && c !== '>' && c !== '/' && c !== '=' && !out.endsWith('=')) out += ' '
      space = false
      if (c === '"' || c === "'") quote = c
      out += c
    }
  }
  return out
}

/** The document as tokens with their nesting depth; the text is already known to be well-formed. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let depth = 0
  let i = 0
  const n = text.length
  while (i < n) {
    const lt = text.indexOf('<', i)
    if (lt !== i) {
      const end = lt === -1 ? n : lt
      tokens.push({ kind: 'text', text: text.slice(i, end), depth })
      i = end
      continue
    }
    let end: number
    let kind: Kind = 'other'
    if (text.startsWith('<!--', i)) end = text.indexOf('-->', i + 4) + 3
    else if (text.startsWith('<![CDATA[', i)) end = text.indexOf(']]>', i + 9) + 3
    else if (text.startsWith('<?', i)) end = text.indexOf('?>', i + 2) + 2
    else if (text.startsWith('</', i)) {
      end = text.indexOf('>', i) + 1
      kind = 'close'
    } else {
      // A start tag: its end is the first > outside a quoted attribute value.
      let j = i + 1
      let quote = 0
      for (; j < n; j++) {
        const c = text.charCodeAt(j)
        if (quote) { if (c === quote) quote = 0 } else if (c === 0x22 || c === 0x27) quote = c
        else if (c === 0x3e) break
      }
      end = j + 1
      kind = text.charCodeAt(j - 1) === 0x2f ? 'empty' : 'open'
    }
    const raw = text.slice(i, end)
    if (kind === 'close') depth--
    const tag = kind === 'open' || kind === 'empty' ? tidyTag(raw) : kind === 'close' ? raw.replace(/\s+>$/, '>') : raw
    tokens.push({ kind, text: tag, depth })
    if (kind === 'open' && ++depth > MAX_XML_DEPTH) throw new OperationError('XML_TOO_DEEP', { max: MAX_XML_DEPTH })
    i = end
  }
  return tokens
}

const isBlank = (text: string) => /^[ \t\r\n]*$/.test(text)

/**
 * The document laid out again. pretty: one tag, comment or text per line, indented by nesting, and an
 * element holding only text (or nothing) on one line with its text as written; text between elements
 * is trimmed. minify: whitespace-only text between tags removed, everything else kept. Text made only
 * of whitespace is dropped in both. Refused: what checkXml refuses, nesting deeper than
 * MAX_XML_DEPTH (422), and output over MAX_XML_OUTPUT characters (413, before it is built).
 */
export async function formatXml(text: string, mode: 'pretty' | 'minify', indent: number): Promise<string> {
  await checkXml(text)
  const tokens = tokenize(text).filter((token) => token.kind !== 'text' || !isBlank(token.text))
  if (mode === 'minify') {
    let size = 0
    for (const token of tokens) size += token.text.length
    if (size > MAX_XML_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_XML_OUTPUT })
    return tokens.map((token) => token.text).join('')
  }
  // Lines first, each a run of tokens at one depth, so the size is known before the text is built.
  const lines: { depth: number; parts: string[] }[] = []
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!
    if (token.kind === 'open') {
      const next = tokens[k + 1]
      const after = tokens[k + 2]
      if (next?.kind === 'close') {
        lines.push({ depth: token.depth, parts: [token.text, next.text] })
        k += 1
        continue
      }
      if (next?.kind === 'text' && after?.kind === 'close') {
        lines.push({ depth: token.depth, parts: [token.text, next.text, after.text] })
        k += 2
        continue
      }
    }
    lines.push({ depth: token.depth, parts: [token.kind === 'text' ? token.text.trim() : token.text] })
  }
  let size = 0
  for (const line of lines) {
    size += line.depth * indent + 1
    for (const part of line.parts) size += part.length
  }
  if (size > MAX_XML_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_XML_OUTPUT })
  const pads: string[] = []
  return lines.map((line) => (pads[line.depth] ??= ' '.repeat(line.depth * indent)) + line.parts.join('')).join('\n')
}
