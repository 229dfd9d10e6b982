import type en from '../../en/phrases/text.ts'

/** Sentences the text operations share. */

/** A figure as the texts write it: 1.000, 10.000.000 (German digit grouping). */
function figure(value: number): string {
  return value.toLocaleString('de')
}

const TEXT_PARAM = 'Der zu bearbeitende Text; seine Größe in UTF-8 darf das konfigurierte Textlimit nicht überschreiten (standardmäßig 1 MiB)'

const TEXT_LIMIT_NOTE = 'Ein Text über dem konfigurierten Größenlimit (standardmäßig 1 MiB in UTF-8) wird mit 413 TEXT_TOO_LARGE abgelehnt.'

const LINES_NOTE = 'Zeilen enden mit \\n oder \\r\\n; ein Zeilenumbruch ganz am Ende des Texts beendet die letzte Zeile, statt eine leere zu beginnen, und bleibt erhalten. Die Ausgabe trennt Zeilen mit \\n.'

const BREAKS_NOTE = 'Zeilenumbrüche \\r\\n im Text werden in der Ausgabe zu \\n.'

function outputLimitNote(max: number): string {
  return `Ein Ergebnis mit mehr als ${figure(max)} Zeichen (UTF-16-Codeeinheiten) wird mit 413 OUTPUT_TOO_LARGE abgelehnt, bevor es erzeugt wird.`
}

const CASE_FOLDING_NOTE = 'Beim Ignorieren der Groß-/Kleinschreibung wird mit der einfachen Unicode-Case-Folding verglichen, wie es ein regulärer Ausdruck /iu in JavaScript tut: Das Kelvin-Zeichen entspricht k, ς entspricht σ, aber ß entspricht nicht SS, und das türkische İ und ı sind eigene Buchstaben.'

function flag(description: string): string {
  return `${description}; 1/true oder 0/false, Standard false`
}

function separator(description: string, max: number): string {
  return `${description}; höchstens ${max} Zeichen`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator } satisfies typeof en
