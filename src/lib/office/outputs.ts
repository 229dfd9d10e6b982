/**
 * The media types of what the office tasks answer (tasks.ts, in the document worker threads), for
 * the operations that declare them on the main thread without loading the converters.
 */
import { FILE_FORMATS } from '../files/file-type.ts'

export const CSV_TYPE = 'text/csv; charset=utf-8'
export const HTML_TYPE = 'text/html; charset=utf-8'
export const TEXT_TYPE = 'text/plain; charset=utf-8'
export const XLSX_TYPE = FILE_FORMATS.xlsx.mime
