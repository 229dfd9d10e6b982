import type en from '../../en/phrases/office.ts'

/** Parameters the spreadsheet operations share. */
const SHEET = 'A planilha a ser lida: o nome dela (exato ou sem diferenciar maiúsculas de minúsculas) ou a posição contando a partir de 1; padrão: a primeira planilha. Uma planilha desconhecida responde 422 com a lista de nomes de planilha'

const ALL_SHEETS = '1: lê todas as planilhas, na ordem da pasta de trabalho (sheet é então ignorado); padrão 0'

const SHEET_NAME_RULE = 'de 1 a 31 caracteres, nenhum deles * ? : \\ / [ ]'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE } satisfies typeof en
