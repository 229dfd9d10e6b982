import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, percent } from '../../lib/calc/calc.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  a: calcParam.number('The part, any number'),
  b: calcParam.number('The whole, any number except 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'percentage-of',
  input: 'query',
  summary: 'Find what percent a part a is of a whole b',
  description: 'share_percent = a / b × 100, as a percent number rounded to 4 decimals: 30 of 120 is 25 (%). '
    + 'A part larger than the whole gives more than 100, and opposite signs give a negative share. '
    + 'b = 0 is refused with a 422, since nothing is a percentage of 0.',
  params,
  result: calcResult(params, {
    share_percent: percentFigure({ en: 'What percent a is of b, a / b × 100', es: 'Qué porcentaje de b es a, a / b × 100' }),
  }),
  examples: [
    { title: '30 of 120', params: { a: 30, b: 120 }, result: { inputs: { a: 30, b: 120 }, share_percent: 25 } },
    { title: 'one third', params: { a: 1, b: 3 }, result: { share_percent: 33.3333 } },
    { title: 'more than the whole', params: { a: 150, b: 120 }, result: { share_percent: 125 } },
  ],
  run: ({ a, b }) => {
    if (b === 0) impossible('PERCENTAGE_OF_ZERO_WHOLE')
    return {
      inputs: { a, b },
      share_percent: percent(finite(a / b * 100, 'share_percent')),
      formula: 'share_percent = a / b × 100',
    }
  },
  es: {
    summary: 'Calcula qué porcentaje es una parte a de un total b',
    description: 'share_percent = a / b × 100, como número de porcentaje redondeado a 4 decimales: 30 de 120 es 25 (%). Una parte mayor que el total da más de 100, y los signos opuestos dan una proporción negativa. b = 0 se rechaza con un 422, ya que nada es un porcentaje de 0.',
    params: {
      a: 'La parte, cualquier número',
      b: 'El total, cualquier número salvo 0',
    },
  },
})
