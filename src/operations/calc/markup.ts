import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money, percent } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the item costs you, above 0'),
  markup_percent: calcParam.nonNegative('The markup added to the cost, 0 or more, in percent (50 means 50 %; 100 doubles the cost)'),
})

export default defineOperation({
  category: 'calc',
  name: 'markup',
  input: 'query',
  summary: 'Selling price, profit and margin from a cost and a markup percentage',
  description: 'price = cost + cost × markup_percent / 100, rounded to the cent, and profit = price − cost; '
    + 'margin_percent = profit / price × 100, the same profit seen as a share of the price (a 50 % markup is a 33.3333 % margin). '
    + 'Percentages are percent numbers rounded to 4 decimals. cost = 0 is refused with a 422: a markup is a percentage of the cost, '
    + 'so it cannot set a price on a cost of 0. To go from a price back to the markup, use calc/margin.',
  params,
  result: calcResult(params, {
    price: moneyFigure({ en: 'Selling price, cost + cost × markup_percent / 100', es: 'Precio de venta, cost + cost × markup_percent / 100' }),
    profit: moneyFigure({ en: 'price − cost', es: 'price − cost' }),
    margin_percent: percentFigure({ en: 'The same profit as a share of the price, profit / price × 100', es: 'El mismo beneficio como parte del precio, profit / price × 100' }),
  }),
  examples: [
    { title: '50 % on a cost of 50', params: { cost: 50, markup_percent: 50 }, result: { inputs: { cost: 50, markup_percent: 50 }, price: 75, profit: 25, margin_percent: 33.3333 } },
    { title: '25 % on a cost of 80', params: { cost: 80, markup_percent: 25 }, result: { price: 100, profit: 20, margin_percent: 20 } },
    { title: 'keystone (100 %)', params: { cost: 12.5, markup_percent: 100 }, result: { price: 25, profit: 12.5, margin_percent: 50 } },
  ],
  run: ({ cost, markup_percent }) => {
    if (cost === 0) impossible('MARKUP_ZERO_COST')
    const profit = finite(percentOf(cost, markup_percent), 'profit')
    const price = finite(cost + profit, 'price')
    return {
      inputs: { cost, markup_percent },
      price: money(price),
      profit: centsDifference(price, cost),
      margin_percent: percent(profit / price * 100),
      formula: 'profit = cost × markup_percent / 100; price = cost + profit; margin_percent = profit / price × 100',
    }
  },
  es: {
    summary: 'Precio de venta, beneficio y margen a partir de un coste y un porcentaje de recargo',
    description: 'price = cost + cost × markup_percent / 100, redondeado al céntimo, y profit = price − cost; margin_percent = profit / price × 100, el mismo beneficio visto como parte del precio (un recargo del 50 % es un margen del 33.3333 %). Los porcentajes son números de porcentaje redondeados a 4 decimales. cost = 0 se rechaza con un 422: un recargo es un porcentaje del coste, así que no puede fijar un precio sobre un coste de 0. Para pasar de un precio al recargo, use calc/margin.',
    params: {
      cost: 'Lo que le cuesta el artículo, mayor que 0',
      markup_percent: 'El recargo sobre el coste, 0 o más, en porcentaje (50 significa 50 %; 100 duplica el coste)',
    },
  },
})
