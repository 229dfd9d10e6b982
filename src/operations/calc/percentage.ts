import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite } from '../../lib/calc/calc.ts'
import { decimal, percentOf } from '../../lib/money/pricing.ts'
import { calcResult } from '../kits/calc-results.ts'

const params = z.object({
  percent: calcParam.number('The percentage P, any number; 7.5 means 7.5 %, and a negative P takes away'),
  value: calcParam.number('The value to take P % of, any number'),
})

export default defineOperation({
  category: 'calc',
  name: 'percentage',
  input: 'query',
  summary: 'Work out P % of a value, and the value increased or decreased by P %',
  description: 'result = value × percent / 100, so percent 20 and value 150 give 30. increased is value + result and decreased is value − result '
    + '(150 plus 20 % is 180, minus 20 % is 120). Both numbers may be negative or fractional. The value is not assumed to be money: '
    + 'figures are given to 15 significant digits, which removes binary artefacts (300 % of 19.99 is 59.97, not 59.96999999999999).',
  params,
  result: calcResult(params, {
    result: z.number().apply(described, { en: 'percent % of value, value × percent / 100, to 15 significant digits', es: 'percent % de value, value × percent / 100, con 15 cifras significativas' }),
    increased: z.number().apply(described, { en: 'value increased by percent %, value + result, to 15 significant digits', es: 'value aumentado en percent %, value + result, con 15 cifras significativas' }),
    decreased: z.number().apply(described, { en: 'value decreased by percent %, value − result, to 15 significant digits', es: 'value reducido en percent %, value − result, con 15 cifras significativas' }),
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
  es: {
    summary: 'Calcula el P % de un valor, y el valor aumentado o disminuido en un P %',
    description: 'result = value × percent / 100, así que percent 20 y value 150 dan 30. increased es value + result y decreased es value − result (150 más un 20 % son 180; menos un 20 %, 120). Ambos números pueden ser negativos o fraccionarios. No se supone que el valor sea dinero: las cifras se dan con 15 cifras significativas, lo que elimina los artefactos binarios (el 300 % de 19.99 es 59.97, no 59.96999999999999).',
    params: {
      percent: 'El porcentaje P, cualquier número; 7.5 significa 7,5 %, y un P negativo resta',
      value: 'El valor del que se toma el P %, cualquier número',
    },
  },
})
