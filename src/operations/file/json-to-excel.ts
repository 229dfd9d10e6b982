import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS, MAX_SHEETS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/tasks.ts'

export default defineOperation({
  category: 'file',
  name: 'json-to-excel',
  input: 'file',
  summary: 'Convert JSON rows to an Excel workbook',
  description: [
    'Makes an Excel workbook (XLSX) from a JSON file, named after the upload. The JSON is an array of objects (one row each; the header row lists every key in the order first seen,',
    'and a row without a key leaves that cell empty), an array of arrays (one row each, no header added), or an object whose values are such arrays: one sheet per key, named after it.',
    'Numbers, true/false and text become typed cells, null an empty cell, and nested objects or arrays their JSON text. Any other shape answers 422 naming where it went wrong.',
    `At most ${MAX_SHEETS} sheets, ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells per sheet (413 beyond); an Excel cell holds at most 32,767 characters.`,
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['json'], mode: 'each' },
  params: z.object({
    sheet_name: sheetNameParam.describe('Name of the sheet when the JSON is a single array (1 to 31 characters, none of * ? : \\ / [ ]); default Sheet1'),
  }),
  examples: [{ title: 'An array of objects as a workbook', params: {}, files: ['rows.json'], output: XLSX_TYPE }],
  run: async (params, ctx) => asOutputs(await ctx.documents.run('office.jsonToExcel', {
    ...theUpload(ctx), sheetName: params.sheet_name,
  }, budget(ctx))),
})
