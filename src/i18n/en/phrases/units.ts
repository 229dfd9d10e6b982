/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Unit to convert from: a slug, symbol or alias (km, kilometer, kilometre, kilometers), case-insensitive unless case tells two units apart',
  to: 'Unit to convert to, written the same ways as from',
  value: 'The number to convert; any finite number, decimals with a dot (1.5)',
}

/**
 * A unit conversion's description: what it converts (`kind`), its unit slugs, the significant
 * digits of `display`, and what is particular to the category.
 */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `Converts value from one ${kind} unit to another. Units: ${units} `
    + '(GET /api/v1/convert/categories lists their symbols, aliases and definitions). '
    + 'Every unit is defined exactly from the SI definitions (NIST SP 811) and the arithmetic is exact decimal: '
    + 'result is the exact value rounded once to double precision (no 0.30000000000000004 artefacts), '
    + `display is it to ${digits} significant digits with the unit symbol, factor is one from in to, and formula shows the definitions used. `
    + notes
}

export default { UNIT_PARAMS, unitConversion }
