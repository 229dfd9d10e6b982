import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money } from '../../lib/calc/calc.ts'
import { decimal } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the campaign cost, 0 or more'),
  impressions: z.number().int().min(0).max(1e12).describe('How many impressions were served, a whole number from 1 to 1000000000000'),
})

export default defineOperation({
  category: 'calc',
  name: 'cpm',
  input: 'query',
  summary: 'Cost per thousand impressions (CPM) of an ad campaign',
  description: 'cpm = cost / impressions × 1000, the cost of one thousand ad impressions, rounded to the cent; '
    + 'cost_per_impression = cost / impressions, given to 15 significant digits because it is usually a fraction of a cent. '
    + 'impressions = 0 is refused with a 422 (nothing was served, so there is no cost per impression).',
  params,
  result: calcResult(params, {
    cpm: moneyFigure({ en: 'Cost of one thousand impressions, cost / impressions × 1000', es: 'Coste de mil impresiones, cost / impressions × 1000' }),
    cost_per_impression: z.number().min(0).apply(described, { en: 'Cost of one impression, cost / impressions, in the currency of cost to 15 significant digits (not rounded to the cent)', es: 'Coste de una impresión, cost / impressions, en la moneda de cost con 15 cifras significativas (sin redondear al céntimo)' }),
  }),
  examples: [
    { title: '500 for 100000 impressions', params: { cost: 500, impressions: 100000 }, result: { inputs: { cost: 500, impressions: 100000 }, cpm: 5, cost_per_impression: 0.005 } },
    { title: '2500 for a million impressions', params: { cost: 2500, impressions: 1000000 }, result: { cpm: 2.5, cost_per_impression: 0.0025 } },
  ],
  run: ({ cost, impressions }) => {
    if (impressions === 0) impossible('CPM_NO_IMPRESSIONS')
    return {
      inputs: { cost, impressions },
      cpm: money(finite(cost / impressions * 1000, 'cpm')),
      cost_per_impression: decimal(cost / impressions),
      formula: 'cpm = cost / impressions × 1000',
    }
  },
  es: {
    summary: 'Coste por mil impresiones (CPM) de una campaña publicitaria',
    description: 'cpm = cost / impressions × 1000, el coste de mil impresiones de anuncio, redondeado al céntimo; cost_per_impression = cost / impressions, con 15 cifras significativas porque suele ser una fracción de céntimo. impressions = 0 se rechaza con un 422 (no se sirvió nada, así que no hay coste por impresión).',
    params: {
      cost: 'Lo que costó la campaña, 0 o más',
      impressions: 'Cuántas impresiones se sirvieron, un número entero de 1 a 1000000000000',
    },
  },
})
