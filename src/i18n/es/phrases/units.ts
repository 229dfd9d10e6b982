import type en from '../../en/phrases/units.ts'

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Unidad de origen: un slug, símbolo o alias (km, kilometer, kilometre, kilometers), sin distinguir mayúsculas de minúsculas salvo cuando eso separa dos unidades',
  to: 'Unidad de destino, escrita de las mismas formas que from',
  value: 'El número que se convierte; cualquier número finito, con punto decimal (1.5)',
}

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `Convierte value de una unidad de ${kind} a otra. Unidades: ${units} (GET /api/v1/convert/categories indica sus símbolos, alias y definiciones). Cada unidad se define de forma exacta a partir de las definiciones del SI (NIST SP 811) y la aritmética es decimal exacta: result es el valor exacto redondeado una sola vez a doble precisión (sin artefactos como 0.30000000000000004), display es ese valor con ${digits} cifras significativas y el símbolo de la unidad, factor es cuántas unidades to hay en una from, y formula muestra las definiciones usadas. ${notes}`
}

export default { UNIT_PARAMS, unitConversion } satisfies typeof en
