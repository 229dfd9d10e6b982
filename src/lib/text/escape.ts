/**
 * Escaping text for the places developers paste it (string literals, markup, CSV fields, SQL
 * strings, regular expressions, shell words) and reading such escaped text back.
 */
import { decodeHTML, decodeXML } from 'entities'
import { OperationError } from '../../core/errors.ts'
import { locate } from '../data/codec.ts'

export const ESCAPE_FORMATS = ['json', 'javascript', 'html', 'xml', 'csv', 'sql', 'regex', 'shell'] as const
export type EscapeFormat = (typeof ESCAPE_FORMATS)[number]

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0')

function badSequence(format: EscapeFormat, text: string, index: number, length: number): never {
  const { position } = locate(text, index)
  throw new OperationError('ESCAPE_BAD_SEQUENCE', { format, sequence: text.slice(index, index + length), position })
}

// ---------------------------------------------------------------------------------------------
// JSON and JavaScript string literals
// ---------------------------------------------------------------------------------------------

const JSON_SHORT: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

/** The inside of a JSON string (RFC 8259): " and \ escaped, control characters as \n, \t … or \u00XX, lone surrogates as \uXXXX. */
function escapeJson(text: string): string {
  return JSON.stringify(text).slice(1, -1)
}

function unescapeJson(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c !== '\\') { out += c; continue }
    const next = text[i + 1]
    if (next !== undefined && Object.hasOwn(JSON_SHORT, next)) { out += JSON_SHORT[next]; i++; continue }
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16))
      i += 5
      continue
    }
    badSequence('json', text, i, next === undefined ? 1 : next === 'u' ? Math.min(6, text.length - i) : 2)
  }
  return out
}

const JS_SHORT: Readonly<Record<string, string>> = { '\\': '\\\\', "'": "\\'", '"': '\\"', '`': '\\`', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f', '\v': '\\v', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** For any JavaScript string literal ('…', "…" or `…`): \ ' " ` and ${ escaped, control characters and lone surrogates as escapes. */
function escapeJavaScript(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped
  return text.replace(/[\\'"`\n\r\t\b\f\v\u2028\u2029]|\$\{|[\0-\x1f\x7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c, offset: number) => {
    if (c === '${') return '\\${'
    const short = JS_SHORT[c]
    if (short !== undefined) return short
    const code = c.charCodeAt(0)
    if (code === 0 && !/[0-9]/.test(text[offset + 1] ?? '')) return '\\0'
    return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`
  })
}

/**
 * The character that a \0 (not followed by a digit), \xHH, \uHHHH or \u{H…} escape at i stands
 * for, as JavaScript strings and regular expressions both read them, and the escape's length;
 * null when the text at i is none of these.
 */
function numericEscape(text: string, i: number): { char: string; length: number } | null {
  const next = text[i + 1]
  if (next === '0' && !/[0-9]/.test(text[i + 2] ?? '')) return { char: '\0', length: 2 }
  if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) return { char: String.fromCharCode(parseInt(text.slice(i + 2, i + 4), 16)), length: 4 }
  if (next !== 'u') return null
  const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(text.slice(i + 2, i + 11))
  if (braced && parseInt(braced[1]!, 16) <= 0x10ffff) return { char: String.fromCodePoint(parseInt(braced[1]!, 16)), length: 2 + braced[0].length }
  if (/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { char: String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), length: 6 }
  return null
}

const JS_UNESCAPE: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' }

function unescapeJavaScript(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c !== '\\') { out += c; continue }
    const next = text[i + 1]
    if (next === undefined) badSequence('javascript', text, i, 1)
    if (Object.hasOwn(JS_UNESCAPE, next)) { out += JS_UNESCAPE[next]; i++; continue }
    const numeric = numericEscape(text, i)
    if (numeric) { out += numeric.char; i += numeric.length - 1; continue }
    if (next === 'x') badSequence('javascript', text, i, 2 + text.slice(i + 2, i + 4).length)
    if (next === 'u') {
      const braced = /^\{[0-9a-fA-F]{1,6}\}/.exec(text.slice(i + 2, i + 11))
      badSequence('javascript', text, i, 2 + (braced ? braced[0].length : text.slice(i + 2, i + 6).length))
    }
    // Legacy octal escapes (\1, \08) are refused, as in strict mode.
    if (/[0-9]/.test(next)) badSequence('javascript', text, i, 2)
    // A line continuation: backslash and line break stand for nothing.
    if (next === '\r' && text[i + 2] === '\n') { i += 2; continue }
    if (next === '\n' || next === '\r' || next === '\u2028' || next === '\u2029') { i++; continue }
    // Any other character stands for itself (\' \" \\ \` \$ and the rest).
    const cp = text.codePointAt(i + 1)!
    out += String.fromCodePoint(cp)
    i += cp > 0xffff ? 2 : 1
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// HTML and XML
// ---------------------------------------------------------------------------------------------

const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const XML: Readonly<Record<string, string>> = { ...HTML, "'": '&apos;' }

// ---------------------------------------------------------------------------------------------
// CSV fields and SQL strings
// ---------------------------------------------------------------------------------------------

/** An RFC 4180 field: quoted (with " doubled) when it holds a comma, semicolon, tab, quote or line break, or starts or ends with a space. */
function escapeCsv(text: string): string {
  return /[,;\t"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function unescapeCsv(text: string): string {
  if (!text.startsWith('"')) {
    const quote = text.indexOf('"')
    if (quote >= 0) throw new OperationError('ESCAPE_STRAY_QUOTE', { format: 'csv', quote: '"', position: locate(text, quote).position })
    return text
  }
  if (text.length < 2 || !text.endsWith('"')) throw new OperationError('ESCAPE_UNCLOSED_QUOTE', { format: 'csv', position: 1 })
  const inner = text.slice(1, -1)
  const stray = /"(?!")|""/g
  for (let m = stray.exec(inner); m !== null; m = stray.exec(inner)) {
    if (m[0] === '"') throw new OperationError('ESCAPE_STRAY_QUOTE', { format: 'csv', quote: '"', position: locate(text, m.index + 1).position })
  }
  return inner.replace(/""/g, '"')
}

function unescapeSql(text: string): string {
  const quotes = /''|'/g
  for (let m = quotes.exec(text); m !== null; m = quotes.exec(text)) {
    if (m[0] === "'") throw new OperationError('ESCAPE_STRAY_QUOTE', { format: 'sql', quote: "'", position: locate(text, m.index).position })
  }
  return text.replace(/''/g, "'")
}

// ---------------------------------------------------------------------------------------------
// Regular expressions
// ---------------------------------------------------------------------------------------------

/** The characters with a meaning in a regular expression, escaped so the text matches itself (valid with and without the u flag). */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
}

const REGEX_LITERAL: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' }

function unescapeRegex(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c !== '\\') { out += c; continue }
    const next = text[i + 1]
    if (next === undefined) badSequence('regex', text, i, 1)
    if (/[\\^$.*+?()[\]{}|/-]/.test(next)) { out += next; i++; continue }
    if (Object.hasOwn(REGEX_LITERAL, next)) { out += REGEX_LITERAL[next]; i++; continue }
    const numeric = numericEscape(text, i)
    if (numeric) { out += numeric.char; i += numeric.length - 1; continue }
    // \d, \w, \b, back-references and the like match classes or positions, not one text.
    badSequence('regex', text, i, 2)
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// POSIX shell words
// ---------------------------------------------------------------------------------------------

/** One shell word, as Python's shlex.quote writes it: as is when only safe characters, else in single quotes with ' as '"'"'. */
function escapeShell(text: string): string {
  if (text === '') return "''"
  if (/^[\w@%+=:,./-]+$/.test(text)) return text
  return `'${text.replace(/'/g, `'"'"'`)}'`
}

/** The one word a POSIX shell reads from the text (quotes and backslashes removed; nothing is expanded). */
function unescapeShell(text: string): string {
  let out = ''
  let i = 0
  const blank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n'
  while (blank(text[i])) i++
  while (i < text.length) {
    const c = text[i]!
    if (c === "'") {
      const end = text.indexOf("'", i + 1)
      if (end < 0) throw new OperationError('ESCAPE_UNCLOSED_QUOTE', { format: 'shell', position: locate(text, i).position })
      out += text.slice(i + 1, end)
      i = end + 1
    } else if (c === '"') {
      let j = i + 1
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length && '$`"\\\n'.includes(text[j + 1]!)) {
          if (text[j + 1] !== '\n') out += text[j + 1]
          j++
        } else {
          out += text[j]
        }
      }
      if (j >= text.length) throw new OperationError('ESCAPE_UNCLOSED_QUOTE', { format: 'shell', position: locate(text, i).position })
      i = j + 1
    } else if (c === '\\') {
      const next = text[i + 1]
      if (next !== undefined && next !== '\n') out += next
      i += 2
    } else if (blank(c)) {
      // Whitespace ends the word: only more whitespace may follow.
      const at = i
      while (blank(text[i])) i++
      if (i < text.length) throw new OperationError('ESCAPE_SEVERAL_WORDS', { position: locate(text, at).position })
    } else {
      out += c
      i++
    }
  }
  return out
}

/** The text escaped for a format, or read back from its escaped form. */
export function escapeText({ text, format, mode }: { text: string; format: EscapeFormat; mode: 'escape' | 'unescape' }): string {
  if (mode === 'escape') {
    switch (format) {
      case 'json': return escapeJson(text)
      case 'javascript': return escapeJavaScript(text)
      case 'html': return text.replace(/[&<>"']/g, (c) => HTML[c]!)
      case 'xml': return text.replace(/[&<>"']/g, (c) => XML[c]!)
      case 'csv': return escapeCsv(text)
      case 'sql': return text.replace(/'/g, "''")
      case 'regex': return escapeRegex(text)
      case 'shell': return escapeShell(text)
    }
  }
  switch (format) {
    case 'json': return unescapeJson(text)
    case 'javascript': return unescapeJavaScript(text)
    case 'html': return decodeHTML(text)
    case 'xml': return decodeXML(text)
    case 'csv': return unescapeCsv(text)
    case 'sql': return unescapeSql(text)
    case 'regex': return unescapeRegex(text)
    case 'shell': return unescapeShell(text)
  }
}
