import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, delimiterParam, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'

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
  files: { accepts: ['csv'], mode: 'each', answers: [XLSX_TYPE] },
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
  es: {
    summary: 'Convierte un CSV en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) con una hoja a partir de un archivo CSV (UTF-8, RFC 4180: los campos entre comillas pueden contener delimitadores, comillas escritas como "" y saltos de línea), con el nombre del archivo subido. El delimitador es el indicado o, si no, el más frecuente entre la coma, el punto y coma y el tabulador en el primer registro (fuera de comillas), y la coma cuando no se encuentra ninguno. Con types=1 (por defecto) los campos escritos como números (como -12, 3.5, 1e6; no 007, 1,5 ni números de más de 15 cifras significativas, que una celda no podría guardar exactamente) pasan a ser celdas numéricas y true/false (en mayúsculas o minúsculas) celdas booleanas; todo lo demás, y todos los campos con types=0, quedan como texto tal como se escribieron. Los campos vacíos dan celdas vacías; se omiten las líneas en blanco. Como máximo 100 000 filas y 5 000 000 de celdas (413 por encima), y 1000 columnas por fila. ${es.image.SEVERAL_ZIP}`,
    params: {
      delimiter: 'Separador de campos: comma, semicolon o tab; si no se indica, se detecta a partir del primer registro',
      sheet_name: `Nombre de la hoja creada con los datos (${es.office.SHEET_NAME_RULE}); por defecto Sheet1`,
      types: '1 (por defecto): los números y true/false pasan a ser celdas con tipo; 0: todos los campos quedan como texto',
    },
  },
})
