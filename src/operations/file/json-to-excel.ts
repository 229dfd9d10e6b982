import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS, MAX_SHEETS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

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
  files: { accepts: ['json'], mode: 'each', answers: [XLSX_TYPE] },
  params: z.object({
    sheet_name: sheetNameParam.describe(`Name of the sheet when the JSON is a single array (${en.office.SHEET_NAME_RULE}); default Sheet1`),
  }),
  examples: [{ title: 'An array of objects as a workbook', params: {}, files: ['rows.json'], output: XLSX_TYPE }],
  run: async (params, ctx) => asOutputs(await ctx.documents.run('office.jsonToExcel', {
    ...theUpload(ctx), sheetName: params.sheet_name,
  }, budget(ctx))),
  es: {
    summary: 'Convierte filas JSON en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) a partir de un archivo JSON, con el nombre del archivo subido. El JSON es un array de objetos (una fila cada uno; la fila de encabezado lista todas las claves en el orden en que aparecen por primera vez, y una fila sin una clave deja esa celda vacía), un array de arrays (una fila cada uno, sin encabezado añadido), o un objeto cuyos valores son arrays de ese tipo: una hoja por clave, con su nombre. Los números, true/false y el texto pasan a ser celdas con tipo, null una celda vacía, y los objetos o arrays anidados su texto JSON. Cualquier otra forma responde 422 indicando dónde falla. Como máximo 256 hojas, y 100 000 filas y 5 000 000 de celdas por hoja (413 por encima); una celda de Excel admite como máximo 32 767 caracteres. ${es.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `Nombre de la hoja cuando el JSON es un único array (${es.office.SHEET_NAME_RULE}); por defecto Sheet1`,
    },
  },
})
