import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite } from '../../lib/calc/calc.ts'
import { decimal, percentOf } from '../../lib/money/pricing.ts'

export default defineOperation({
  category: 'calc',
  name: 'percentage',
  input: 'query',
  summary: 'Work out P % of a value, and the value increased or decreased by P %',
  description: 'result = value × percent / 100, so percent 20 and value 150 give 30. increased is value + result and decreased is value − result '
    + '(150 plus 20 % is 180, minus 20 % is 120). Both numbers may be negative or fractional. The value is not assumed to be money: '
    + 'figures are given to 15 significant digits, which removes binary artefacts (300 % of 19.99 is 59.97, not 59.96999999999999).',
  params: z.object({
    percent: calcParam.number('The percentage P, any number; 7.5 means 7.5 %, and a negative P takes away'),
    value: calcParam.number('The value to take P % of, any number'),
  }),
  examples: [
    { title: '20 % of 150', params: { percent: 20, value: 150 }, result: { inputs: { percent: 20, value: 150 }, result: 30, increased: 180, decreased: 120 } },
    { title: '7.5 % of 80', params: { percent: 7.5, value: 80 }, result: { result: 6, increased: 86, decreased: 74 } },
  ],
  run: ({ percent, value }) => {
    const part = finite(percentOf(value, percent), 'result')
    return {
      inputs: { percent, value },
      result: decimal(part),
      increased: decimal(finite(value + part, 'increased')),
      decreased: decimal(finite(value - part, 'decreased')),
      formula: 'result = value × percent / 100; increased = value + result; decreased = value − result',
    }
  },
})
