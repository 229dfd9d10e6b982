import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { FileOutput } from '../../core/file-output.ts'
import { BATCH_NOTE, EXCEL_FILES, delimiterParam, sheetParams, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { CSV_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'excel-to-csv',
  input: 'file',
  summary: 'Convert an Excel sheet to CSV',
  description: [
    'Writes one sheet of an Excel workbook (XLSX) as CSV (UTF-8, RFC 4180: fields quoted when they hold the delimiter, a quote or a line break, CRLF after every row), named after the upload.',
    'Cells are written as the sheet shows their values: a formula as its last calculated result, rich text as plain text, numbers in their shortest form without the cell\'s number format,',
    'TRUE and FALSE, dates in ISO 8601 (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day), errors as their code (#N/A).',
    'The rows run from A1 to the last non-empty row and column, blanks included; a merged range keeps its value in its first cell.',
    'With all_sheets=1 the answer is a ZIP with one CSV per sheet, named <file>-<sheet>.csv.',
    `A sheet may have at most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells (413 beyond).`,
    BATCH_NOTE,
  ].join(' '),
  files: { ...EXCEL_FILES, answers: [CSV_TYPE] },
  params: z.object({
    ...sheetParams,
    delimiter: delimiterParam('Field separator: comma (default), semicolon or tab').default('comma'),
  }),
  examples: [
    { title: 'The first sheet as CSV', params: {}, files: ['table.xlsx'], output: CSV_TYPE },
    { title: 'Semicolon-separated, the sheet chosen by number', params: { sheet: '1', delimiter: 'semicolon' }, files: ['table.xlsx'], output: CSV_TYPE },
    { title: 'Every sheet, as a ZIP', params: { all_sheets: true }, files: ['table.xlsx'], output: 'application/zip' },
  ],
  async run(params, ctx) {
    const files = await ctx.documents.run('office.excelToCsv', {
      ...theUpload(ctx), sheet: params.sheet, allSheets: params.all_sheets, delimiter: params.delimiter,
    }, budget(ctx))
    // Every sheet asked for makes a ZIP, even of one sheet: the answer's kind follows the option.
    return params.all_sheets ? files.map((file) => new FileOutput(file.name, file.type, file.bytes)) : asOutputs(files)
  },
  es: {
    summary: 'Convierte una hoja de Excel a CSV',
    description: `Escribe una hoja de un libro de Excel (XLSX) como CSV (UTF-8, RFC 4180: campos entre comillas cuando contienen el delimitador, unas comillas o un salto de línea, y CRLF tras cada fila), con el nombre del archivo subido. Las celdas se escriben con los valores que muestra la hoja: una fórmula como su último resultado calculado, el texto enriquecido como texto simple, los números en su forma más corta sin el formato de número de la celda, TRUE y FALSE, las fechas en ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día) y los errores como su código (#N/A). Las filas van de A1 a la última fila y columna no vacías, incluidas las vacías intermedias; un rango combinado conserva su valor en su primera celda. Con all_sheets=1 la respuesta es un ZIP con un CSV por hoja, llamado <archivo>-<hoja>.csv. Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas (413 por encima). ${es.image.SEVERAL_ZIP}`,
    params: {
      sheet: es.office.SHEET,
      all_sheets: es.office.ALL_SHEETS,
      delimiter: 'Separador de campos: comma (por defecto), semicolon o tab',
    },
  },
})
