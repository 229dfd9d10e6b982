import type en from '../../en/phrases/office.ts'

/** Parameters the spreadsheet operations share. */
const SHEET = 'La hoja que se lee: su nombre (exacto, o sin distinguir mayúsculas) o su posición contando desde 1; por defecto la primera hoja. Una hoja desconocida responde 422 con la lista de nombres de hoja'

const ALL_SHEETS = '1: lee todas las hojas, en el orden del libro (sheet se ignora entonces); por defecto 0'

const SHEET_NAME_RULE = 'de 1 a 31 caracteres, ninguno de * ? : \\ / [ ]'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE } satisfies typeof en
