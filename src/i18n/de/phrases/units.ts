import type en from '../../en/phrases/units.ts'

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Ausgangseinheit: ein Slug, Symbol oder Alias (km, kilometer, kilometre, kilometers), ohne Unterscheidung von Groß- und Kleinschreibung, außer wenn diese zwei Einheiten unterscheidet',
  to: 'Zieleinheit, auf dieselbe Weise geschrieben wie from',
  value: 'Die umzurechnende Zahl; jede endliche Zahl, Dezimalstellen mit Punkt (1.5)',
}

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `Rechnet value zwischen Einheiten der Kategorie ${kind} um. Einheiten: ${units} (GET /api/v1/convert/categories listet ihre Symbole, Aliasse und Definitionen auf). Jede Einheit ist exakt aus den SI-Definitionen (NIST SP 811) abgeleitet, und die Arithmetik ist exakt dezimal: result ist der exakte Wert, einmalig auf doppelte Genauigkeit gerundet (keine Artefakte wie 0.30000000000000004), display ist dieser Wert mit ${digits} signifikanten Stellen und dem Einheitensymbol, factor gibt an, wie vielen Einheiten to eine Einheit from entspricht, und formula zeigt die verwendeten Definitionen. ${notes}`
}

export default { UNIT_PARAMS, unitConversion } satisfies typeof en
