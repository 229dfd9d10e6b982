import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, percent } from '../../lib/calc/calc.ts'
import { decimal } from '../../lib/money/pricing.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const DIRECTIONS = ['increase', 'decrease', 'none'] as const

const params = z.object({
  from: calcParam.number('The original value, any number except 0'),
  to: calcParam.number('The new value, any number'),
})

export default defineOperation({
  category: 'calc',
  name: 'percentage-change',
  input: 'query',
  summary: 'Change from an original value to a new one, as a difference and as a percentage',
  description: 'change = to − from; change_percent = change / |from| × 100, as a percent number rounded to 4 decimals '
    + '(50 → 75 is +50, 80 → 60 is −25). Dividing by the absolute original keeps the sign meaningful for negative values: '
    + 'a rise from −10 to −5 is +50. direction is increase, decrease or none. change is given to 15 significant digits '
    + '(0.1 → 0.3 is 0.2, not 0.19999999999999998). from = 0 is refused with a 422: a change from 0 has no percentage.',
  params,
  result: calcResult(params, {
    change: z.number().apply(described, {
      en: 'to − from, to 15 significant digits',
      es: 'to − from, con 15 cifras significativas',
      de: 'to − from, auf 15 signifikante Stellen',
      fr: 'to − from, avec 15 chiffres significatifs',
      'pt-br': 'to − from, com 15 algarismos significativos',
      'zh-cn': 'to − from，保留 15 位有效数字',
    }),
    change_percent: percentFigure({
      en: 'change / |from| × 100; negative for a decrease',
      es: 'change / |from| × 100; negativo en una disminución',
      de: 'change / |from| × 100; negativ bei einem Rückgang',
      fr: 'change / |from| × 100\u00a0; négatif en cas de baisse',
      'pt-br': 'change / |from| × 100; negativo em uma queda',
      'zh-cn': 'change / |from| × 100；减少时为负数',
    }),
    direction: z.enum(DIRECTIONS).apply(described, {
      en: 'Whether to is above (increase), below (decrease) or equal to (none) from',
      es: 'Si to está por encima (increase), por debajo (decrease) o al mismo nivel (none) que from',
      de: 'Ob to über (increase), unter (decrease) oder gleich (none) from liegt',
      fr: 'Indique si to est supérieur (increase), inférieur (decrease) ou égal (none) à from',
      'pt-br': 'Se to está acima (increase), abaixo (decrease) ou no mesmo nível (none) que from',
      'zh-cn': 'to 高于（increase）、低于（decrease）还是等于（none）from',
    }),
  }),
  examples: [
    { title: 'a rise', params: { from: 50, to: 75 }, result: { inputs: { from: 50, to: 75 }, change: 25, change_percent: 50, direction: 'increase' } },
    { title: 'a fall', params: { from: 80, to: 60 }, result: { change: -20, change_percent: -25, direction: 'decrease' } },
    { title: 'negative values', params: { from: -10, to: -5 }, result: { change: 5, change_percent: 50, direction: 'increase' } },
  ],
  run: ({ from, to }) => {
    if (from === 0) impossible('PERCENTAGE_CHANGE_FROM_ZERO', { to: decimal(to) })
    const change = finite(to - from, 'change')
    const direction: (typeof DIRECTIONS)[number] = to > from ? 'increase' : to < from ? 'decrease' : 'none'
    return {
      inputs: { from, to },
      change: decimal(change),
      change_percent: percent(finite(change / Math.abs(from) * 100, 'change_percent')),
      direction,
      formula: 'change = to − from; change_percent = change / |from| × 100',
    }
  },
  es: {
    summary: 'Variación de un valor original a uno nuevo, como diferencia y como porcentaje',
    description: 'change = to − from; change_percent = change / |from| × 100, como número de porcentaje redondeado a 4 decimales (50 → 75 es +50, 80 → 60 es −25). Dividir por el valor original en valor absoluto mantiene el sentido del signo con valores negativos: una subida de −10 a −5 es +50. direction es increase, decrease o none. change se da con 15 cifras significativas (0.1 → 0.3 es 0.2, no 0.19999999999999998). from = 0 se rechaza con un 422: una variación desde 0 no tiene porcentaje.',
    params: {
      from: 'El valor original, cualquier número salvo 0',
      to: 'El valor nuevo, cualquier número',
    },
  },
  de: {
    summary: 'Veränderung von einem Ausgangswert zu einem neuen Wert, als Differenz und als Prozentsatz',
    description: 'change = to − from; change_percent = change / |from| × 100, als auf 4 Nachkommastellen gerundete Prozentzahl (50 → 75 ergibt +50, 80 → 60 ergibt −25). Die Division durch den Betrag des Ausgangswerts hält das Vorzeichen auch bei negativen Werten aussagekräftig: Ein Anstieg von −10 auf −5 ergibt +50. direction ist increase, decrease oder none. change wird auf 15 signifikante Stellen angegeben (0.1 → 0.3 ergibt 0.2, nicht 0.19999999999999998). from = 0 wird mit 422 abgelehnt: Eine Veränderung ausgehend von 0 hat keinen Prozentsatz.',
    params: {
      from: 'Der Ausgangswert, eine beliebige Zahl außer 0',
      to: 'Der neue Wert, eine beliebige Zahl',
    },
  },
  fr: {
    summary: 'Variation d\'une valeur initiale à une nouvelle valeur, en écart et en pourcentage',
    description: 'change = to − from\u00a0; change_percent = change / |from| × 100, sous forme de nombre en pourcentage arrondi à 4 décimales (50 → 75 donne +50, 80 → 60 donne −25). Diviser par la valeur absolue de la valeur initiale conserve au signe tout son sens pour les valeurs négatives\u00a0: une hausse de −10 à −5 donne +50. direction vaut increase, decrease ou none. change est donné avec 15 chiffres significatifs (0.1 → 0.3 donne 0.2, et non 0.19999999999999998). from = 0 est refusé avec une erreur 422\u00a0: une variation à partir de 0 n\'a pas de pourcentage.',
    params: {
      from: 'La valeur initiale, n\'importe quel nombre sauf 0',
      to: 'La nouvelle valeur, n\'importe quel nombre',
    },
  },
  'pt-br': {
    summary: 'Variação de um valor original para um novo, como diferença e como porcentagem',
    description: 'change = to − from; change_percent = change / |from| × 100, como número percentual arredondado para 4 casas decimais (50 → 75 é +50, 80 → 60 é −25). Dividir pelo valor absoluto do original mantém o sinal significativo para valores negativos: uma alta de −10 para −5 é +50. direction é increase, decrease ou none. change é informado com 15 algarismos significativos (0.1 → 0.3 é 0.2, e não 0.19999999999999998). from = 0 é recusado com um 422: uma variação a partir de 0 não tem porcentagem.',
    params: {
      from: 'O valor original, qualquer número exceto 0',
      to: 'O novo valor, qualquer número',
    },
  },
  'zh-cn': {
    summary: '从原值到新值的变化，以差值和百分比表示',
    description: 'change = to − from；change_percent = change / |from| × 100，为四舍五入到 4 位小数的百分数（50 → 75 为 +50，80 → 60 为 −25）。除以原值的绝对值可使负值情况下的符号依然有意义：从 −10 升至 −5 为 +50。direction 为 increase、decrease 或 none。change 保留 15 位有效数字（0.1 → 0.3 为 0.2，而不是 0.19999999999999998）。from = 0 时以 422 拒绝：从 0 开始的变化没有百分比。',
    params: {
      from: '原值，除 0 以外的任意数字',
      to: '新值，任意数字',
    },
  },
})
