import type en from '../../en/phrases/units.ts'

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Unité de départ\u00a0: un slug, un symbole ou un alias (km, kilometer, kilometre, kilometers), sans distinction de casse, sauf lorsque la casse distingue deux unités',
  to: 'Unité d\'arrivée, écrite des mêmes façons que from',
  value: 'Le nombre à convertir\u00a0; tout nombre fini, avec un point décimal (1.5)',
}

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `Convertit value d'une unité à une autre dans la catégorie ${kind}. Unités\u00a0: ${units} (GET /api/v1/convert/categories indique leurs symboles, alias et définitions). Chaque unité est définie exactement à partir des définitions du SI (NIST SP 811) et l'arithmétique est décimale et exacte\u00a0: result est la valeur exacte arrondie une seule fois en double précision (sans artefacts comme 0.30000000000000004), display est cette valeur avec ${digits} chiffres significatifs et le symbole de l'unité, factor indique combien d'unités to valent une unité from, et formula montre les définitions utilisées. ${notes}`
}

export default { UNIT_PARAMS, unitConversion } satisfies typeof en
