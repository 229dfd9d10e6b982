import type en from '../../en/phrases/office.ts'

/** Parameters the spreadsheet operations share. */
const SHEET = 'La feuille à lire\u00a0: son nom (exact, ou quelle que soit la casse) ou sa position en comptant à partir de 1\u00a0; par défaut la première feuille. Une feuille inconnue renvoie 422 avec la liste des noms de feuilles'

const ALL_SHEETS = '1\u00a0: lit toutes les feuilles, dans l\'ordre du classeur (sheet est alors ignoré)\u00a0; 0 par défaut'

const SHEET_NAME_RULE = 'de 1 à 31 caractères, aucun de *\u00a0?\u00a0: \\ / [ ]'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE } satisfies typeof en
