import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, delimiterParam, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/tasks.ts'

export default defineOperation({
  category: 'file',
  name: 'csv-to-excel',
  input: 'file',
  summary: 'Convert CSV to an Excel workbook',
  description: [
    'Makes an Excel workbook (XLSX) with one sheet from a CSV file (UTF-8, RFC 4180: quoted fields may hold delimiters, quotes written "" and line breaks), named after the upload.',
    'The delimiter is the one given, or else the most frequent of comma, semicolon and tab in the first record (outside quotes), comma when none is found.',
    'With types=1 (the default) fields written as numbers (such as -12, 3.5, 1e6; not 007, 1,5 or numbers of more than 15 significant digits, which a cell could not hold exactly) become number cells and true/false (any case) become boolean cells;',
    'everything else, and every field with types=0, stays text exactly as written. Empty fields make empty cells; blank lines are skipped.',
    `At most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells (413 beyond), 1,000 columns per row.`,
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['csv'], mode: 'each' },
  params: z.object({
    delimiter: delimiterParam('Field separator: comma, semicolon or tab; detected from the first record when not given').optional(),
    sheet_name: sheetNameParam,
    types: z.boolean().default(true)
      .describe('1 (default): numbers and true/false become typed cells; 0: every field stays text'),
  }),
  examples: [
    { title: 'A CSV file as a workbook', params: {}, files: ['table.csv'], output: XLSX_TYPE },
    { title: 'All text, with a sheet name', params: { types: false, sheet_name: 'Prices' }, files: ['table.csv'], output: XLSX_TYPE },
  ],
  run: async (params, ctx) => asOutputs(await ctx.documents.run('office.csvToExcel', {
    ...theUpload(ctx), delimiter: params.delimiter, sheetName: params.sheet_name, types: params.types,
  }, budget(ctx))),
})
