/** JSON rows written as CSV (RFC 4180). */
import { ApiError, OperationError } from '../../core/errors.ts'
import { parseJson } from '../data/json.ts'
import { MAX_CSV_COLUMNS, MAX_CSV_OUTPUT } from '../data/csv.ts'
import { jsonTypeOf } from './values.ts'

export { MAX_CSV_COLUMNS, MAX_CSV_OUTPUT }

/**
 * One row's cells by column name: nested objects flattened to dotted names (an empty object
 * stays as {}), arrays as their JSON text, true and false as such, null as an empty field.
 * Iterative; the JSON reader has already bounded the depth.
 */
function cellsOf(row: Record<string, unknown>): Map<string, string> {
  const cells = new Map<string, string>()
  const stack: [string, unknown][] = Object.keys(row).reverse().map((key) => [key, row[key]])
  while (stack.length > 0) {
    const [name, value] = stack.pop()!
    if (value === null) cells.set(name, '')
    else if (Array.isArray(value)) cells.set(name, JSON.stringify(value))
    else if (typeof value === 'object') {
      const keys = Object.keys(value)
      if (keys.length === 0) cells.set(name, '{}')
      for (let i = keys.length - 1; i >= 0; i--) stack.push([`${name}.${keys[i]!}`, (value as Record<string, unknown>)[keys[i]!]])
    } else cells.set(name, String(value))
  }
  return cells
}

/** A field as RFC 4180 writes it: quoted, with quotes doubled, when it holds the delimiter, a quote or a line break. */
function field(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * An array of objects as CSV: the header is the union of the (flattened) keys in the order they
 * are first seen, each record ends with CRLF, and a row without a column gets an empty field.
 * An empty array gives an empty text. Refused: anything but an array of objects (422), more than
 * MAX_CSV_COLUMNS columns (422), and output over MAX_CSV_OUTPUT characters (413, checked before
 * each row is written).
 */
export function jsonToCsv(text: string, delimiter: string): { output: string; rows: number; columns: number } {
  const value = parseJson(text)
  if (!Array.isArray(value)) throw new OperationError('CSV_NOT_ARRAY', { type: jsonTypeOf(value) })
  const columns = new Map<string, number>()
  const rows: Map<string, string>[] = []
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i]
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new OperationError('CSV_ROW_NOT_OBJECT', { index: i, type: jsonTypeOf(item) })
    const cells = cellsOf(item as Record<string, unknown>)
    for (const name of cells.keys()) {
      if (columns.has(name)) continue
      if (columns.size >= MAX_CSV_COLUMNS) throw new OperationError('CSV_WRITE_TOO_MANY_COLUMNS', { max: MAX_CSV_COLUMNS, index: i })
      columns.set(name, columns.size)
    }
    rows.push(cells)
  }
  if (rows.length === 0) return { output: '', rows: 0, columns: 0 }
  const names = [...columns.keys()]
  // Every record holds at least its delimiters and CRLF: refuse at once what cannot fit.
  if ((rows.length + 1) * (names.length + 1) > MAX_CSV_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_CSV_OUTPUT })
  let output = names.map((name) => field(name, delimiter)).join(delimiter) + '\r\n'
  for (const cells of rows) {
    // Each row adds at least its delimiters and line break: refuse before building what cannot fit.
    if (output.length + names.length + 1 > MAX_CSV_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_CSV_OUTPUT })
    output += names.map((name) => field(cells.get(name) ?? '', delimiter)).join(delimiter) + '\r\n'
    if (output.length > MAX_CSV_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_CSV_OUTPUT })
  }
  return { output, rows: rows.length, columns: names.length }
}
