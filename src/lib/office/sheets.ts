/**
 * Workbooks in and out (exceljs), for the document worker threads: cells read as the values a
 * spreadsheet shows, tables written as typed cells, every size bounded before it is built.
 */
import type { CellValue, Workbook, Worksheet } from 'exceljs'
import { ApiError, OperationError, errorDetail } from '../../core/errors.ts'
import { unpackPackage } from './package.ts'
import type { NamedBytes } from '../pdf/document.ts'

/** A cell as a table holds it: what the cell shows, typed. */
export type Cell = string | number | boolean | Date | null

/** Rows one sheet may have (up to the last non-empty one), read or written. */
export const MAX_SHEET_ROWS = 100_000
/** Cells one sheet may have: its rows × its columns, blanks included. */
export const MAX_SHEET_CELLS = 5_000_000
/** Columns a sheet may have: Excel's own limit (XFD). */
export const MAX_SHEET_COLUMNS = 16_384
/** Sheets one workbook may be written with. */
export const MAX_SHEETS = 256
/** Characters one Excel cell holds. */
export const MAX_CELL_TEXT = 32_767

const EXCEL = 'Excel (XLSX)'

async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs')
  return new ExcelJS.Workbook()
}

/** Opens an upload, its package unpacked within bounds first. */
export async function loadWorkbook(input: NamedBytes): Promise<Workbook> {
  const bytes = unpackPackage(input, EXCEL)
  const workbook = await newWorkbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch (error) {
    throw new OperationError('OFFICE_MALFORMED', { name: input.name, format: EXCEL, detail: errorDetail(error) })
  }
  return workbook
}

/**
 * The sheets asked for: every one with `all`, else the one named by `sheet` (its exact name, the
 * name in any case, or its 1-based position), else the first.
 */
export function chooseSheets(workbook: Workbook, name: string, sheet: string | undefined, all: boolean): Worksheet[] {
  const sheets = workbook.worksheets
  if (sheets.length === 0) throw new OperationError('OFFICE_MALFORMED', { name, format: EXCEL, detail: 'the workbook has no sheets' })
  if (all) return sheets
  if (sheet === undefined || sheet.trim() === '') return [sheets[0]!]
  const wanted = sheet.trim()
  const found = sheets.find((s) => s.name === wanted)
    ?? sheets.find((s) => s.name.toLowerCase() === wanted.toLowerCase())
    ?? (/^\d+$/.test(wanted) ? sheets[Number(wanted) - 1] : undefined)
  if (!found) {
    throw new OperationError('OFFICE_SHEET_NOT_FOUND', { name, sheet: wanted, sheets: sheets.map((s) => s.name).join(', '), count: sheets.length })
  }
  return [found]
}

/** What a cell shows: a formula's cached result, rich text as plain text, an error as its code. */
function shown(value: CellValue): Cell {
  if (value === null || value === undefined) return null
  if (typeof value !== 'object' || value instanceof Date) return value
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return shown(value.result ?? null)
  if ('hyperlink' in value) return shown(value.text as CellValue)
  if ('error' in value) return value.error
  return null
}

const MERGED = 1 // exceljs ValueType.Merge: a cell covered by a merge, whose value is the first cell's

/**
 * A sheet as a rectangle of cells from A1 to its last non-empty row and column: blank cells are
 * null, cells covered by a merge are blank (the value stays in the merge's first cell). Refused
 * with 413 past MAX_SHEET_ROWS rows or MAX_SHEET_CELLS cells, before the rectangle is built.
 */
export function readTable(sheet: Worksheet, name: string): Cell[][] {
  const found: Array<{ row: number; cells: Array<[number, Cell]> }> = []
  let height = 0
  let width = 0
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Array<[number, Cell]> = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if ((cell.type as number) === MERGED) return
      const value = shown(cell.value)
      if (value === null || value === '') return
      cells.push([column, value])
      width = Math.max(width, column)
    })
    if (cells.length === 0) return
    found.push({ row: rowNumber, cells })
    height = rowNumber
  })
  if (height > MAX_SHEET_ROWS) throw new ApiError('OFFICE_TOO_MANY_ROWS', { name, sheet: sheet.name, max: MAX_SHEET_ROWS })
  if (height * width > MAX_SHEET_CELLS) throw new ApiError('OFFICE_TOO_MANY_CELLS', { name, sheet: sheet.name, max: MAX_SHEET_CELLS })
  const table: Cell[][] = Array.from({ length: height }, () => new Array<Cell>(width).fill(null))
  for (const { row, cells } of found) {
    for (const [column, value] of cells) table[row - 1]![column - 1] = value
  }
  return table
}

/**
 * Whether Excel refuses a sheet name: it takes 1 to 31 characters, none of * ? : \ / [ ], no
 * apostrophe first or last, and not the reserved "History".
 */
function isRefusedSheetName(sheetName: string): boolean {
  return sheetName.length === 0 || sheetName.length > 31 || /[*?:/\\[\]]/.test(sheetName)
    || sheetName.startsWith('\'') || sheetName.endsWith('\'') || sheetName.toLowerCase() === 'history'
}

/** A cell as it is written: dates are not among them, since no input here has typed dates. */
export type WrittenCell = string | number | boolean | null

export interface SheetData {
  name: string
  rows: WrittenCell[][]
}

/** Refuses a sheet Excel could not open: more rows, columns or cells than the limits, or a cell too long. */
function checkSheetSize(sheet: SheetData, name: string): void {
  if (sheet.rows.length > MAX_SHEET_ROWS) throw new ApiError('OFFICE_TOO_MANY_ROWS', { name, sheet: sheet.name, max: MAX_SHEET_ROWS })
  let cells = 0
  sheet.rows.forEach((row, r) => {
    if (row.length > MAX_SHEET_COLUMNS) throw new ApiError('OFFICE_TOO_MANY_COLUMNS', { name, sheet: sheet.name, count: row.length, max: MAX_SHEET_COLUMNS })
    cells += row.length
    const long = row.findIndex((cell) => typeof cell === 'string' && cell.length > MAX_CELL_TEXT)
    if (long >= 0) {
      const length = (row[long] as string).length
      throw new OperationError('OFFICE_CELL_TOO_LONG', { sheet: sheet.name, row: r + 1, column: long + 1, length, max: MAX_CELL_TEXT })
    }
  })
  if (cells > MAX_SHEET_CELLS) throw new ApiError('OFFICE_TOO_MANY_CELLS', { name, sheet: sheet.name, max: MAX_SHEET_CELLS })
}

function checkSheets(sheets: readonly SheetData[], name: string): void {
  if (sheets.length > MAX_SHEETS) throw new ApiError('OFFICE_TOO_MANY_SHEETS', { name, count: sheets.length, max: MAX_SHEETS })
  // Excel compares sheet names without regard to case.
  const seen = new Set<string>()
  for (const sheet of sheets) {
    const key = sheet.name.toLowerCase()
    if (isRefusedSheetName(sheet.name) || seen.has(key)) throw new OperationError('OFFICE_SHEET_NAME', { sheet: sheet.name })
    seen.add(key)
    checkSheetSize(sheet, name)
  }
}

/** An XLSX file of the given sheets, in order; null cells stay empty. */
export async function writeWorkbook(sheets: readonly SheetData[], name: string): Promise<Uint8Array> {
  checkSheets(sheets, name)
  const workbook = await newWorkbook()
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name)
    for (const row of sheet.rows) worksheet.addRow(row)
  }
  const buffer = await workbook.xlsx.writeBuffer({ useStyles: false, useSharedStrings: true })
  return new Uint8Array(buffer as ArrayBuffer)
}
