/** Document work that runs in the document worker threads: spreadsheets, Word files, HTML. */
import { fileStem, renamed } from '../files/filename.ts'
import { sanitizeHtml } from './html.ts'
import { unpackPackage } from './package.ts'
import { chooseSheets, loadWorkbook, readTable, writeWorkbook } from './sheets.ts'
import { DELIMITERS, OutputBudget, csvToTable, detectDelimiter, jsonToSheets, tableToCsv, tableToJson, type DelimiterName } from './tables.ts'
import { wordToHtml, wordToText } from './word.ts'
import type { DocumentFile, NamedBytes } from '../pdf/document.ts'
import { CSV_TYPE, HTML_TYPE, TEXT_TYPE, XLSX_TYPE } from './outputs.ts'

export interface SheetChoice extends NamedBytes {
  /** A sheet's name or 1-based position; the first sheet when absent. */
  sheet?: string
  /** Every sheet, in order (`sheet` is then ignored). */
  allSheets: boolean
}

export interface ExcelToCsvRequest extends SheetChoice {
  delimiter: DelimiterName
}

export interface ExcelToJsonRequest extends SheetChoice {
  header: boolean
}

export interface TableToExcelRequest extends NamedBytes {
  /** The sheet's name when the input makes one sheet. */
  sheetName: string
}

export interface CsvToExcelRequest extends TableToExcelRequest {
  /** Detected from the first record when absent. */
  delimiter?: DelimiterName
  types: boolean
}

/** A cell as JSON: dates as ISO 8601 text, blank cells null. */
export type JsonCell = string | number | boolean | null

export interface SheetRows {
  name: string
  /** Objects keyed by the header row's names, or (without a header) arrays of cells. */
  rows: Array<Record<string, JsonCell>> | JsonCell[][]
}

const utf8 = new TextDecoder('utf-8')
const encoder = new TextEncoder()

async function excelToCsv(request: ExcelToCsvRequest): Promise<DocumentFile[]> {
  const workbook = await loadWorkbook(request)
  const budget = new OutputBudget()
  const delimiter = DELIMITERS[request.delimiter]
  const stem = fileStem(request.name)
  return chooseSheets(workbook, request.name, request.sheet, request.allSheets).map((sheet) => ({
    name: request.allSheets ? `${stem}-${sheet.name}.csv` : `${stem}.csv`,
    type: CSV_TYPE,
    bytes: encoder.encode(tableToCsv(readTable(sheet, request.name), delimiter, budget)),
  }))
}

async function excelToJson(request: ExcelToJsonRequest): Promise<{ sheets: SheetRows[] }> {
  const workbook = await loadWorkbook(request)
  const budget = new OutputBudget()
  const sheets = chooseSheets(workbook, request.name, request.sheet, request.allSheets)
  return {
    sheets: sheets.map((sheet) => ({
      name: sheet.name,
      // tableToJson types its rows as unknown: they are objects of JSON cells with a header, arrays of them without.
      rows: tableToJson(readTable(sheet, request.name), request.header, budget) as SheetRows['rows'],
    })),
  }
}

async function csvToExcel(request: CsvToExcelRequest): Promise<DocumentFile[]> {
  const text = utf8.decode(request.bytes)
  const delimiter = request.delimiter ? DELIMITERS[request.delimiter] : detectDelimiter(text)
  const rows = csvToTable(text, delimiter, request.types, { name: request.name, sheet: request.sheetName })
  const bytes = await writeWorkbook([{ name: request.sheetName, rows }], request.name)
  return [{ name: renamed(request.name, 'xlsx'), type: XLSX_TYPE, bytes }]
}

async function jsonToExcel(request: TableToExcelRequest): Promise<DocumentFile[]> {
  const sheets = jsonToSheets(utf8.decode(request.bytes), request.name, request.sheetName)
  const bytes = await writeWorkbook(sheets, request.name)
  return [{ name: renamed(request.name, 'xlsx'), type: XLSX_TYPE, bytes }]
}

async function wordFileToHtml(input: NamedBytes): Promise<DocumentFile[]> {
  const html = await wordToHtml(input, fileStem(input.name))
  return [{ name: renamed(input.name, 'html'), type: HTML_TYPE, bytes: encoder.encode(html) }]
}

async function wordFileToText(input: NamedBytes): Promise<DocumentFile[]> {
  const text = await wordToText(input)
  return [{ name: renamed(input.name, 'txt'), type: TEXT_TYPE, bytes: encoder.encode(text) }]
}

/** A Word or Excel package checked and stored uncompressed, for a program that inflates without bounds. */
function checkedPackage({ input, format }: { input: NamedBytes; format: string }): Uint8Array {
  return unpackPackage(input, format)
}

/** Uploaded HTML made safe to render (UTF-8 in, UTF-8 out). */
function safeHtml(input: NamedBytes): Uint8Array {
  return encoder.encode(sanitizeHtml(utf8.decode(input.bytes), input.name))
}

export const officeTasks = {
  'office.excelToCsv': excelToCsv,
  'office.excelToJson': excelToJson,
  'office.csvToExcel': csvToExcel,
  'office.jsonToExcel': jsonToExcel,
  'office.wordToHtml': wordFileToHtml,
  'office.wordToText': wordFileToText,
  'office.checkedPackage': checkedPackage,
  'office.safeHtml': safeHtml,
} as const
