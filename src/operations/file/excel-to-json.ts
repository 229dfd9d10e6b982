import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { EXCEL_FILES, sheetParams, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { MAX_TEXT_OUTPUT } from '../../lib/office/tables.ts'
import type { JsonCell } from '../../lib/office/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()])
  .apply(described, { en: 'A cell\'s value: a number, true or false, text (a date as ISO 8601 text, a formula\'s error as its code such as #N/A), or null when blank', es: 'El valor de una celda: un número, true o false, texto (una fecha como texto ISO 8601, el error de una fórmula como su código, por ejemplo #N/A), o null cuando está vacía' })

const cellsByName = z.record(z.string(), cell)
const { $schema: _dialect, ...cellsByNameJson } = z.toJSONSchema(cellsByName, { io: 'output' })
/**
 * A row keyed by the header's names. A header may name a column __proto__, a key zod leaves out
 * of what it parses: so the row is checked against cellsByName and kept as it is, and the document
 * describes it as cellsByName.
 */
const headerRow = z.custom<Record<string, JsonCell>>((row) => cellsByName.safeParse(row).success).meta(cellsByNameJson)

export default defineOperation({
  category: 'file',
  name: 'excel-to-json',
  input: 'file',
  summary: 'Read an Excel sheet as JSON rows',
  description: [
    'Reads one sheet of an Excel workbook (XLSX), or every sheet with all_sheets=1, and answers { sheets: [{ name, rows }] } in workbook order.',
    'With header=1 (the default) the first non-blank row names the properties (a blank name becomes column_<n>, a repeated one gets _2, _3…) and each later row is an object with every property, null where the cell is blank;',
    'with header=0 each row is an array. Blank rows are left out.',
    'Values keep their type: numbers, true and false, text; dates become ISO 8601 text (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day); a formula gives its last calculated result and an error its code (#N/A).',
    `A sheet may have at most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells, and the result at most ${MAX_TEXT_OUTPUT.toLocaleString('en')} characters (413 beyond).`,
    'Several files answer an array in upload order.',
  ].join(' '),
  files: EXCEL_FILES,
  params: z.object({
    ...sheetParams,
    header: z.boolean().default(true)
      .describe('1 (default): the first non-blank row holds the column names and rows are objects; 0: rows are arrays'),
  }),
  result: z.object({
    sheets: z.array(z.object({
      name: z.string().apply(described, { en: 'The sheet\'s name', es: 'El nombre de la hoja' }),
      rows: z.union([
        z.array(headerRow)
          .apply(described, { en: 'With header=1: each row after the header as an object with every column name, in column order', es: 'Con header=1: cada fila posterior a la cabecera como un objeto con todos los nombres de columna, en el orden de las columnas' }),
        z.array(z.array(cell))
          .apply(described, { en: 'With header=0: each row as an array of its cells, from column A to the sheet\'s last used column', es: 'Con header=0: cada fila como un array de sus celdas, desde la columna A hasta la última columna usada de la hoja' }),
      ]).apply(described, { en: 'The non-blank rows, in sheet order', es: 'Las filas no vacías, en el orden de la hoja' }),
    })).min(1).apply(described, { en: 'The sheet read, or every sheet with all_sheets=1, in workbook order', es: 'La hoja leída, o todas las hojas con all_sheets=1, en el orden del libro' }),
  }),
  examples: [
    {
      title: 'Rows as objects keyed by the header',
      params: {},
      files: ['table.xlsx'],
      result: { sheets: [{ name: 'table', rows: [{ name: 'Apple', qty: 3, price: 1.25 }, { name: 'Pear', qty: 10, price: 0.5 }, { name: 'Comma, Inc', qty: 1, price: 99.99 }] }] },
    },
    {
      title: 'Rows as arrays',
      params: { header: false },
      files: ['table.xlsx'],
      result: { sheets: [{ name: 'table', rows: [['name', 'qty', 'price'], ['Apple', 3, 1.25], ['Pear', 10, 0.5], ['Comma, Inc', 1, 99.99]] }] },
    },
  ],
  run: (params, ctx) => ctx.documents.run('office.excelToJson', {
    ...theUpload(ctx), sheet: params.sheet, allSheets: params.all_sheets, header: params.header,
  }, budget(ctx)),
  es: {
    summary: 'Lee una hoja de Excel como filas JSON',
    description: 'Lee una hoja de un libro de Excel (XLSX), o todas las hojas con all_sheets=1, y responde { sheets: [{ name, rows }] } en el orden del libro. Con header=1 (por defecto) la primera fila no vacía da nombre a las propiedades (un nombre vacío pasa a ser column_<n> y a uno repetido se le añade _2, _3…) y cada fila posterior es un objeto con todas las propiedades, con null donde la celda está vacía; con header=0 cada fila es un array. Se omiten las filas vacías. Los valores conservan su tipo: números, true y false, texto; las fechas pasan a ser texto ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día); una fórmula da su último resultado calculado y un error su código (#N/A). Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas, y el resultado como máximo 50 000 000 de caracteres (413 por encima). Varios archivos se responden con un array en el orden de subida.',
    params: {
      sheet: es.office.SHEET,
      all_sheets: es.office.ALL_SHEETS,
      header: '1 (por defecto): la primera fila no vacía contiene los nombres de columna y las filas son objetos; 0: las filas son arrays',
    },
  },
})
