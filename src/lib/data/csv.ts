import { ApiError, OperationError } from '../../core/errors.ts'
import { excerpt } from './codec.ts'
import { lineColumn, showChar } from '../text/position.ts'

/** Data rows (the header not counted) one call may convert. */
export const MAX_CSV_ROWS = 100_000
/** Columns a record may have; the header decides how many the rows have. */
export const MAX_CSV_COLUMNS = 1_000
/** Largest JSON the rows may serialize to, in characters; checked row by row before each is built. */
export const MAX_CSV_OUTPUT = 10_000_000

/** Delimiters that can be named, for clients where a tab or a semicolon is awkward to send. */
export const DELIMITER_NAMES: Readonly<Record<string, string>> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|', space: ' ' }

/**
 * The delimiter character for a parameter value: a name from DELIMITER_NAMES (any case), the two
 * characters \t for a tab, or any single character except a double quote, CR or LF.
 */
export function csvDelimiter(value: string): string {
  const word = value.trim().toLowerCase()
  if (Object.hasOwn(DELIMITER_NAMES, word)) return DELIMITER_NAMES[word]!
  if (value === '\\t') return '\t'
  if (value.length === 1 && value !== '"' && value !== '\r' && value !== '\n') return value
  throw new OperationError('CSV_DELIMITER', { value: excerpt(value), names: Object.keys(DELIMITER_NAMES).join(', ') })
}

const QUOTE = 0x22
const LF = 0x0a
const CR = 0x0d

function lineBreaks(text: string, from: number, to: number): number {
  let count = 0
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++
  }
  return count
}

/**
 * Reads RFC 4180 records and hands each to onRecord with the line it starts on. Records end at
 * LF, CRLF or a lone CR, in any mix. A field that starts with a double quote is quoted: it ends at
 * the next lone quote, "" inside it is one quote, and it may span lines; after its closing quote
 * only the delimiter or the end of the record may follow. A quote inside an unquoted field is kept
 * as text. Blank lines are skipped. A leading byte order mark is ignored.
 */
export function readCsv(text: string, delimiter: string, onRecord: (fields: string[], line: number) => void): void {
  const n = text.length
  const d = delimiter.charCodeAt(0)
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (i < n) {
    const start = line
    const fields: string[] = []
    let quoted = false
    for (;;) {
      if (fields.length === MAX_CSV_COLUMNS) throw new OperationError('CSV_TOO_MANY_COLUMNS', { line: start, max: MAX_CSV_COLUMNS })
      if (text.charCodeAt(i) === QUOTE) {
        quoted = true
        const open = i
        let value = ''
        let from = i + 1
        for (;;) {
          const close = text.indexOf('"', from)
          if (close === -1) throw new OperationError('CSV_UNCLOSED_QUOTE', lineColumn(text, open))
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += text.slice(from, close + 1)
            from = close + 2
          } else {
            value += text.slice(from, close)
            i = close + 1
            break
          }
        }
        line += lineBreaks(text, open, i)
        fields.push(value)
        const next = text.charCodeAt(i)
        if (i < n && next !== d && next !== LF && next !== CR) {
          throw new OperationError('CSV_TEXT_AFTER_QUOTE', { ...lineColumn(text, i), char: showChar(text, i) })
        }
      } else {
        let end = i
        while (end < n) {
          const c = text.charCodeAt(end)
          if (c === d || c === LF || c === CR) break
          end++
        }
        fields.push(text.slice(i, end))
        i = end
      }
      if (i < n && text.charCodeAt(i) === d) {
        i++
        continue
      }
      if (i < n) {
        i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
        line++
      }
      break
    }
    if (!quoted && fields.length === 1 && fields[0] === '') continue // a blank line
    onRecord(fields, start)
  }
}

/**
 * Property names from a header row: an empty name becomes column_<n> (n counting from 1), and a
 * name already taken gets _2, _3… appended, so every value of every row keeps a distinct key.
 */
export function headerNames(header: readonly string[]): string[] {
  const used = new Set<string>()
  return header.map((raw, index) => {
    const base = raw === '' ? `column_${index + 1}` : raw
    let name = base
    for (let k = 2; used.has(name); k++) name = `${base}_${k}`
    used.add(name)
    return name
  })
}

/** Characters JSON.stringify writes for a string, computed cheaply in the common case. */
function jsonLength(value: string): number {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    // a quote, a backslash or a control character is escaped: measure it the exact way
    if (c < 0x20 || c === 0x22 || c === 0x5c) return JSON.stringify(value).length
  }
  return value.length + 2
}

export type CsvRow = Record<string, string | null>

/**
 * Rows of a CSV whose first record is the header, as objects keyed by the header names. Values
 * stay strings, exactly as written (no trimming, no number guessing). A row shorter than the
 * header gets null for the missing columns; a row longer than the header is refused, since its
 * extra values would have no name. Caps: MAX_CSV_ROWS rows, MAX_CSV_COLUMNS columns, and
 * MAX_CSV_OUTPUT characters of JSON (413), each checked before the row that would pass it is built.
 */
export function csvToRows(text: string, delimiter: string): CsvRow[] {
  let names: string[] | undefined
  let keyLengths: number[] = []
  let dictionary = false
  let size = 2 // []
  const rows: CsvRow[] = []
  readCsv(text, delimiter, (fields, line) => {
    if (names === undefined) {
      names = headerNames(fields)
      keyLengths = names.map(jsonLength)
      // Rows without a prototype: a column named __proto__ is then a plain key, and wide rows
      // build faster. Narrow rows build fastest as ordinary objects sharing one hidden class.
      dictionary = names.length > 32 || names.includes('__proto__')
      return
    }
    if (fields.length > names.length) {
      throw new OperationError('CSV_TOO_MANY_FIELDS', { line, count: fields.length, columns: names.length })
    }
    if (rows.length === MAX_CSV_ROWS) throw new OperationError('CSV_TOO_MANY_ROWS', { max: MAX_CSV_ROWS })
    // {"key":"value",...}: braces, a colon per field, commas between fields and before the row
    size += 1 + 2 * names.length + (rows.length > 0 ? 1 : 0)
    for (let k = 0; k < names.length; k++) {
      const value = fields[k]
      size += keyLengths[k]! + (value === undefined ? 4 : jsonLength(value))
    }
    if (size > MAX_CSV_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_CSV_OUTPUT })
    const row: CsvRow = dictionary ? Object.create(null) as CsvRow : {}
    for (let k = 0; k < names.length; k++) row[names[k]!] = fields[k] ?? null
    rows.push(row)
  })
  if (names === undefined) throw new OperationError('CSV_NO_HEADER')
  return rows
}
