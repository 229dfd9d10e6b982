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
    change: z.number().apply(described, { en: 'to − from, to 15 significant digits', es: 'to − from, con 15 cifras significativas' }),
    change_percent: percentFigure({ en: 'change / |from| × 100; negative for a decrease', es: 'change / |from| × 100; negativo en una disminución' }),
    direction: z.enum(DIRECTIONS).apply(described, { en: 'Whether to is above (increase), below (decrease) or equal to (none) from', es: 'Si to está por encima (increase), por debajo (decrease) o al mismo nivel (none) que from' }),
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
})
