import type en from '../../en/phrases/units.ts'

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Unidade de origem: um slug, símbolo ou alias (km, kilometer, kilometre, kilometers), sem diferenciar maiúsculas de minúsculas, exceto quando isso distingue duas unidades',
  to: 'Unidade de destino, escrita das mesmas formas que from',
  value: 'O número a ser convertido; qualquer número finito, com ponto decimal (1.5)',
}

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `Converte value de uma unidade de ${kind} para outra. Unidades: ${units} (GET /api/v1/convert/categories lista os símbolos, aliases e definições delas). Cada unidade é definida de forma exata a partir das definições do SI (NIST SP 811) e a aritmética é decimal exata: result é o valor exato arredondado uma única vez para precisão dupla (sem artefatos como 0.30000000000000004), display é esse valor com ${digits} algarismos significativos e o símbolo da unidade, factor é quantas unidades to cabem em uma from, e formula mostra as definições usadas. ${notes}`
}

export default { UNIT_PARAMS, unitConversion } satisfies typeof en
