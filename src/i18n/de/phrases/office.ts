import type en from '../../en/phrases/office.ts'

/** Parameters the spreadsheet operations share. */
const SHEET = 'Das zu lesende Blatt: sein Name (exakt oder in beliebiger Groß-/Kleinschreibung) oder seine Position, gezählt ab 1; standardmäßig das erste Blatt. Ein unbekanntes Blatt wird mit 422 und einer Liste der Blattnamen beantwortet'

const ALL_SHEETS = '1: liest alle Blätter in der Reihenfolge der Arbeitsmappe (sheet wird dann ignoriert); Standard 0'

const SHEET_NAME_RULE = '1 bis 31 Zeichen, keines davon * ? : \\ / [ ]'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE } satisfies typeof en
