/** Phrases the office operations share (the Spanish in ../../es/phrases/office.ts has the same names). */
const SHEET = 'The sheet to read: its name (exact, or in any case) or its position counting from 1; default the first sheet. An unknown sheet answers 422 listing the sheet names'

const ALL_SHEETS = '1: read every sheet, in workbook order (sheet is then ignored); default 0'

const SHEET_NAME_RULE = '1 to 31 characters, none of * ? : \\ / [ ]'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE }
