import { ApiError, OperationError, type OperationErrorCode } from '../../core/errors.ts'
import { excerpt } from './codec.ts'
import { lineColumn, showChar } from '../text/position.ts'

/**
 * Deepest nesting of arrays and objects the JSON tools accept. JSON.stringify and every recursive
 * walk overflow the stack near 4,000 levels (SECURITY.md X5); real documents stay far below 512.
 * The check is part of the iterative scan below, so nothing recursive ever sees a deeper document.
 */
export const MAX_JSON_DEPTH = 512

/** Longest text a JSON tool produces, in characters; checked before the text is built. */
export const MAX_JSON_OUTPUT = 10_000_000

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null'

/** Why a text is not acceptable JSON, and where: line and column count from 1. */
export interface JsonProblem {
  code: OperationErrorCode
  vars: { line: number; column: number } & Record<string, string | number>
}

/** What pretty-printing a document adds, known from the scan so the output size is known first. */
export interface JsonLayout {
  type: JsonType
  /** Characters of the document without the whitespace between tokens. */
  compact: number
  /** Line breaks that pretty-printing inserts. */
  breaks: number
  /** Nesting levels summed over those new lines: times the indent, the indentation added. */
  levels: number
  /** Object members: pretty-printing adds a space after each colon. */
  members: number
}

export type JsonScan = { ok: true; layout: JsonLayout } | { ok: false; problem: JsonProblem }

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const MINUS = 0x2d

// RFC 8259 section 2: the only insignificant whitespace is space, tab, LF and CR.
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
const isWordChar = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x24
// Characters that can continue a mistyped number (0x1F, 1.5.3, 1e+-2), so the message quotes it whole.
const isNumberish = (c: number) => isWordChar(c) || c === 0x2e || c === 0x2b || c === MINUS
// \" \\ \/ \b \f \n \r \t
const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74])

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++
  return i
}

class Syntax {
  constructor(readonly code: OperationErrorCode, readonly index: number, readonly extra: Record<string, string | number> = {}) {}
}

/**
 * Checks a JSON text (RFC 8259) in one iterative pass: syntax, and nesting up to maxDepth. On
 * failure it names the first problem in reading order and where it is. On success it returns the
 * type of the value and what pretty-printing would add. Nothing recursive runs, so a document
 * nested 1,000,000 levels deep costs one linear pass and is refused at level maxDepth + 1.
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonScan {
  try {
    return { ok: true, layout: scan(text, maxDepth) }
  } catch (error) {
    if (!(error instanceof Syntax)) throw error
    return { ok: false, problem: { code: error.code, vars: { ...lineColumn(text, error.index), ...error.extra } } }
  }
}

function scan(text: string, maxDepth: number): JsonLayout {
  const n = text.length
  // Open containers, innermost last: the index of the bracket, times 2, plus 1 for an object.
  const open: number[] = []
  let compact = 0
  let breaks = 0
  let levels = 0
  let members = 0
  let type: JsonType | undefined

  const unexpectedEnd = () => {
    const top = open[open.length - 1]!
    const at = lineColumn(text, top >> 1)
    return new Syntax(top & 1 ? 'JSON_UNCLOSED_OBJECT' : 'JSON_UNCLOSED_ARRAY', n, { openLine: at.line, openColumn: at.column })
  }
  const inObject = () => (open[open.length - 1]! & 1) === 1

  // A string starting at i (a quote); returns the index after its closing quote.
  const string = (start: number): number => {
    let j = start + 1
    for (;;) {
      if (j >= n) throw new Syntax('JSON_UNTERMINATED_STRING', start)
      const c = text.charCodeAt(j)
      if (c === QUOTE) return j + 1
      if (c === BACKSLASH) {
        const e = text.charCodeAt(j + 1)
        if (SIMPLE_ESCAPES.has(e)) { j += 2; continue }
        if (e === 0x75 && isHex(text.charCodeAt(j + 2)) && isHex(text.charCodeAt(j + 3)) && isHex(text.charCodeAt(j + 4)) && isHex(text.charCodeAt(j + 5))) {
          j += 6
          continue
        }
        if (j + 1 >= n) throw new Syntax('JSON_UNTERMINATED_STRING', start)
        let end = j + 2
        if (e === 0x75) while (end < j + 6 && isHex(text.charCodeAt(end))) end++
        throw new Syntax('JSON_BAD_ESCAPE', j, { escape: text.slice(j, end) })
      }
      if (c < 0x20) throw new Syntax('JSON_CONTROL_CHAR', j, { char: showChar(text, j) })
      j++
    }
  }

  // A number starting at i; returns the index after it.
  const number = (start: number): number => {
    let j = start
    if (text.charCodeAt(j) === MINUS) j++
    let ok = false
    if (text.charCodeAt(j) === 0x30) {
      j++
      ok = true
    } else if (isDigit(text.charCodeAt(j))) {
      while (isDigit(text.charCodeAt(j))) j++
      ok = true
    }
    if (ok && text.charCodeAt(j) === 0x2e) {
      j++
      ok = isDigit(text.charCodeAt(j))
      while (isDigit(text.charCodeAt(j))) j++
    }
    if (ok && (text.charCodeAt(j) | 0x20) === 0x65) {
      j++
      const sign = text.charCodeAt(j)
      if (sign === 0x2b || sign === MINUS) j++
      ok = isDigit(text.charCodeAt(j))
      while (isDigit(text.charCodeAt(j))) j++
    }
    if (ok && (j >= n || !isNumberish(text.charCodeAt(j)))) return j
    let end = start + 1
    while (end < n && isNumberish(text.charCodeAt(end))) end++
    throw new Syntax('JSON_BAD_NUMBER', start, { value: excerpt(text.slice(start, end)) })
  }

  // A property name and its colon, starting at i; returns the index of the value.
  const key = (i: number): number => {
    if (text.charCodeAt(i) !== QUOTE) throw new Syntax('JSON_EXPECTED_KEY', i, { char: showChar(text, i) })
    const end = string(i)
    compact += end - i + 1
    members++
    const colon = skipSpace(text, end)
    if (colon === n) throw unexpectedEnd()
    if (text.charCodeAt(colon) !== COLON) throw new Syntax('JSON_EXPECTED_COLON', colon, { char: showChar(text, colon) })
    const value = skipSpace(text, colon + 1)
    if (value === n) throw unexpectedEnd()
    return value
  }

  let i = skipSpace(text, 0)
  if (i === n) throw new Syntax('JSON_EMPTY', n)

  // Each turn reads one value starting at i, then the commas and closing brackets after it.
  for (;;) {
    const c = text.charCodeAt(i)
    let valueType: JsonType
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (open.length >= maxDepth) throw new Syntax('TOO_DEEP', i, { max: maxDepth })
      const object = c === OPEN_OBJECT
      valueType = object ? 'object' : 'array'
      type ??= valueType
      open.push(i * 2 + (object ? 1 : 0))
      compact++
      const next = skipSpace(text, i + 1)
      if (next === n) throw unexpectedEnd()
      if (text.charCodeAt(next) === (object ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        open.pop()
        compact++
        i = next + 1
      } else {
        breaks++
        levels += open.length
        i = object ? key(next) : next
        continue
      }
    } else if (c === QUOTE) {
      valueType = 'string'
      const end = string(i)
      compact += end - i
      i = end
    } else if (c === MINUS || isDigit(c) || c === 0x2b || c === 0x2e) {
      valueType = 'number'
      const end = number(i)
      compact += end - i
      i = end
    } else if (isWordChar(c)) {
      let end = i + 1
      while (end < n && isWordChar(text.charCodeAt(end))) end++
      const word = text.slice(i, end)
      if (word === 'true' || word === 'false') valueType = 'boolean'
      else if (word === 'null') valueType = 'null'
      else throw new Syntax('JSON_BAD_LITERAL', i, { value: excerpt(word) })
      compact += end - i
      i = end
    } else {
      throw new Syntax('JSON_EXPECTED_VALUE', i, { char: showChar(text, i) })
    }
    type ??= valueType

    // After a value: the end of the document, a comma and the next value, or closing brackets.
    for (;;) {
      i = skipSpace(text, i)
      if (open.length === 0) {
        if (i === n) return { type, compact, breaks, levels, members }
        throw new Syntax('JSON_TRAILING_CONTENT', i, { char: showChar(text, i) })
      }
      if (i === n) throw unexpectedEnd()
      const d = text.charCodeAt(i)
      const object = inObject()
      if (d === COMMA) {
        compact++
        breaks++
        levels += open.length
        const next = skipSpace(text, i + 1)
        if (next === n) throw unexpectedEnd()
        i = object ? key(next) : next
        break
      }
      if (d === (object ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        compact++
        breaks++
        levels += open.length - 1
        open.pop()
        i++
        continue
      }
      throw new Syntax(object ? 'JSON_EXPECTED_COMMA_OR_BRACE' : 'JSON_EXPECTED_COMMA_OR_BRACKET', i, { char: showChar(text, i) })
    }
  }
}

/** The layout of a JSON text, or a 422 naming its first problem with line and column. */
export function checkJson(text: string): JsonLayout {
  const result = scanJson(text)
  if (!result.ok) throw new OperationError(result.problem.code, result.problem.vars)
  return result.layout
}

/**
 * The value of a JSON text, refused with a 422 when it is not JSON or nests too deep. Keys such as
 * "__proto__" become ordinary own properties (JSON.parse semantics): callers must not merge the
 * value into other objects.
 */
export function parseJson(text: string): unknown {
  checkJson(text)
  return JSON.parse(text)
}

// Index after the closing quote of the string that starts at i, in text already checked.
function stringEnd(text: string, i: number): number {
  let j = i + 1
  for (;;) {
    j = text.indexOf('"', j)
    let backslashes = 0
    while (text.charCodeAt(j - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return j + 1
    j++
  }
}

/**
 * The document without whitespace between tokens. Strings and numbers are copied exactly as
 * written: escapes stay, 1.50 stays 1.50, and integers beyond 2^53 keep all their digits.
 */
export function minifyJson(text: string): string {
  checkJson(text)
  const n = text.length
  let out = ''
  let start = 0
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      i = stringEnd(text, i)
    } else if (isSpace(c)) {
      out += text.slice(start, i)
      i = skipSpace(text, i)
      start = i
    } else {
      i++
    }
  }
  return out + text.slice(start)
}

/**
 * The document pretty-printed the way JSON.stringify(value, null, indent) lays it out: one member
 * or item per line, empty containers as {} and [], a space after each colon. Tokens are copied as
 * written, as in minifyJson. A result over MAX_JSON_OUTPUT is refused (413) before it is built.
 */
export function formatJson(text: string, indent: number): string {
  const layout = checkJson(text)
  const size = layout.compact + layout.breaks + layout.levels * indent + layout.members
  if (size > MAX_JSON_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_JSON_OUTPUT })

  const pads: string[] = []
  const pad = (depth: number) => (pads[depth] ??= '\n' + ' '.repeat(depth * indent))
  const n = text.length
  let out = ''
  let depth = 0
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const next = skipSpace(text, i + 1)
      if (text.charCodeAt(next) === c + 2) { // } is { + 2, ] is [ + 2
        out += c === OPEN_OBJECT ? '{}' : '[]'
        i = next + 1
      } else {
        out += text[i]! + pad(++depth)
        i = next
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      out += pad(--depth) + text[i]!
      i++
    } else if (c === COMMA) {
      out += ',' + pad(depth)
      i++
    } else if (c === COLON) {
      out += ': '
      i++
    } else if (isSpace(c)) {
      i = skipSpace(text, i)
    } else {
      let end = i + 1
      while (end < n && isNumberish(text.charCodeAt(end))) end++
      out += text.slice(i, end)
      i = end
    }
  }
  return out
}
