/**
 * Tables to and from text: CSV (RFC 4180) and JSON, both ways, for the spreadsheet conversions.
 */
import { ApiError, OperationError } from '../../core/errors.ts'
import { headerNames, readCsv } from '../data/csv.ts'
import { parseJson } from '../data/json.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, type Cell, type SheetData, type WrittenCell } from './sheets.ts'

/** Longest CSV or JSON result, in characters, all sheets together; checked row by row. */
export const MAX_TEXT_OUTPUT = 50_000_000

export const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const
export type DelimiterName = keyof typeof DELIMITERS

/** Counts the characters of a result as it grows, and refuses (413) the row that passes the limit. */
export class OutputBudget {
  private left = MAX_TEXT_OUTPUT

  spend(characters: number): void {
    this.left -= characters
    if (this.left < 0) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_TEXT_OUTPUT })
  }
}

/**
 * A date as ISO 8601 to the second, without a zone (a spreadsheet's dates have none): the day
 * alone at midnight, the time alone for a time of day (a date on Excel's day zero, 1899-12-30).
 */
export function isoDate(date: Date): string | null {
  const time = date.getTime()
  if (Number.isNaN(time)) return null
  const iso = new Date(Math.round(time / 1000) * 1000).toISOString()
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10)
  if (iso.startsWith('1899-12-30T')) return iso.slice(11, 19)
  return iso.slice(0, 19)
}

/** A cell as CSV shows it: numbers in their shortest form, TRUE and FALSE, dates in ISO 8601. */
function cellText(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  if (cell instanceof Date) return isoDate(cell) ?? ''
  return String(cell)
}

function quoted(text: string, delimiter: string): string {
  const needsQuotes = text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r')
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180: fields quoted when they hold the delimiter, a quote or a line break; CRLF after every record. */
export function tableToCsv(table: readonly Cell[][], delimiter: string, budget: OutputBudget): string {
  const lines: string[] = []
  for (const row of table) {
    const line = row.map((cell) => quoted(cellText(cell), delimiter)).join(delimiter) + '\r\n'
    budget.spend(line.length)
    lines.push(line)
  }
  return lines.join('')
}

function jsonCell(cell: Cell): string | number | boolean | null {
  return cell instanceof Date ? isoDate(cell) : cell
}

/**
 * Rows for JSON, blank rows left out. With `header`, the first row names the properties (a blank
 * name becomes column_<n>, a repeated one gets _2, _3…) and every later row is an object with all
 * of them, null where blank; without, every row is an array.
 */
export function tableToJson(table: readonly Cell[][], header: boolean, budget: OutputBudget): unknown[] {
  const rows = table.filter((row) => row.some((cell) => cell !== null))
  const names = header && rows.length > 0 ? headerNames(rows.shift()!.map(cellText)) : undefined
  return rows.map((row) => {
    const values = row.map(jsonCell)
    // fromEntries defines properties: a column named __proto__ stays an ordinary key.
    const item = names ? Object.fromEntries(names.map((key, i) => [key, values[i] ?? null])) : values
    budget.spend(JSON.stringify(item).length + 1)
    return item
  })
}

/**
 * The delimiter of a CSV text: of comma, semicolon and tab, the one found most often in its first
 * record outside quoted fields; comma when none is.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(Object.values(DELIMITERS).map((d) => [d, 0]))
  let inQuotes = false
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const c = text[i]!
    if (c === '"') inQuotes = !inQuotes
    else if (!inQuotes && (c === '\n' || c === '\r')) break
    else if (!inQuotes && counts.has(c)) counts.set(c, counts.get(c)! + 1)
  }
  let best = ','
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter
  return best
}

// JSON's number grammar: "007", "1,5" or "+3" stay text, as do "1e400" and values past 15 digits,
// which a spreadsheet cell (an IEEE double) would not hold exactly.
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
const MAX_EXACT_DIGITS = 15

function typedCell(text: string): WrittenCell {
  if (text === '') return null
  if (NUMBER.test(text)) {
    const mantissa = text.replace(/^-/, '').replace(/[eE].*$/, '')
    const [whole = '', fraction = ''] = mantissa.split('.')
    const digits = (whole + fraction.replace(/0+$/, '')).replace(/^0+/, '')
    const value = Number(text)
    if (digits.length <= MAX_EXACT_DIGITS && Number.isFinite(value)) return value
  }
  const word = text.toLowerCase()
  if (word === 'true' || word === 'false') return word === 'true'
  return text
}

/** Where rows come from and go, for messages: the upload and the sheet being made. */
export interface TableSource {
  name: string
  sheet: string
}

/** Refuses (413) a sheet of more rows or cells than a workbook is written with, before it is built. */
function checkSize(rows: number, cells: number, { name, sheet }: TableSource): void {
  if (rows > MAX_SHEET_ROWS) throw new ApiError('OFFICE_TOO_MANY_ROWS', { name, sheet, max: MAX_SHEET_ROWS })
  if (cells > MAX_SHEET_CELLS) throw new ApiError('OFFICE_TOO_MANY_CELLS', { name, sheet, max: MAX_SHEET_CELLS })
}

/**
 * The records of a CSV text as rows. With `types`, numbers (JSON's grammar, at most 15 significant
 * digits) and true/false in any case become typed cells; an empty field is a blank cell either way.
 */
export function csvToTable(text: string, delimiter: string, types: boolean, source: TableSource): WrittenCell[][] {
  const rows: WrittenCell[][] = []
  let cells = 0
  readCsv(text, delimiter, (fields) => {
    cells += fields.length
    checkSize(rows.length + 1, cells, source)
    rows.push(fields.map((field) => (types ? typedCell(field) : field === '' ? null : field)))
  })
  return rows
}

function jsonCellValue(value: unknown): WrittenCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return JSON.stringify(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function shapeError(name: string, path: string): OperationError {
  return new OperationError('OFFICE_JSON_SHAPE', { name, path })
}

/** An array of objects (keys in first-seen order make the header row) or of arrays, as rows. */
function arrayToRows(items: readonly unknown[], source: TableSource, path: string): WrittenCell[][] {
  if (items.length === 0) return []
  if (items.every(Array.isArray)) {
    checkSize(items.length, items.reduce((sum, item) => sum + item.length, 0), source)
    return items.map((item) => item.map(jsonCellValue))
  }
  const columns = new Set<string>()
  items.forEach((item, i) => {
    if (!isRecord(item)) throw shapeError(source.name, `${path}[${i}]`)
    for (const key of Object.keys(item)) columns.add(key)
    if (columns.size > MAX_SHEET_COLUMNS) {
      throw new ApiError('OFFICE_TOO_MANY_COLUMNS', { ...source, count: columns.size, max: MAX_SHEET_COLUMNS })
    }
  })
  // Every row gets every column: the rectangle is what must fit.
  checkSize(items.length + 1, (items.length + 1) * columns.size, source)
  const header = [...columns]
  const rows = (items as Array<Record<string, unknown>>).map((item) =>
    header.map((key) => (Object.hasOwn(item, key) ? jsonCellValue(item[key]) : null)))
  return [header, ...rows]
}

/**
 * Sheets from a JSON document: an array is one sheet named `sheetName`; an object whose every
 * value is an array is one sheet per key, in order. Anything else answers 422 with its location.
 */
export function jsonToSheets(text: string, name: string, sheetName: string): SheetData[] {
  const value = parseJson(text.replace(/^\uFEFF/, ''))
  if (Array.isArray(value)) return [{ name: sheetName, rows: arrayToRows(value, { name, sheet: sheetName }, '$') }]
  if (!isRecord(value) || Object.keys(value).length === 0) throw shapeError(name, '$')
  return Object.entries(value).map(([key, items]) => {
    const path = `$[${JSON.stringify(key)}]`
    if (!Array.isArray(items)) throw shapeError(name, path)
    return { name: key, rows: arrayToRows(items, { name, sheet: key }, path) }
  })
}
