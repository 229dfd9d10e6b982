import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money, percent } from '../../lib/calc/calc.ts'
import { translate } from '../../i18n/index.ts'
import { calcResult, moneyFigure, noteField, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the item costs you, 0 or more'),
  price: calcParam.nonNegative('The selling price, above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'margin',
  input: 'query',
  summary: 'Profit, margin and markup from a cost and a selling price',
  description: 'profit = price − cost (rounded to the cent); margin_percent = profit / price × 100 (the share of the price that is profit); '
    + 'markup_percent = profit / cost × 100 (how much was added to the cost). Percentages are percent numbers rounded to 4 decimals; '
    + 'a price below the cost gives a negative profit, margin and markup. price = 0 is refused with a 422 (a margin divides by the price). '
    + 'cost = 0 is accepted: markup is then undefined, so markup_percent is null and note says why (note is null otherwise).',
  params,
  result: calcResult(params, {
    profit: moneyFigure({ en: 'price − cost; negative for a sale at a loss', es: 'price − cost; negativo en una venta con pérdida' }),
    margin_percent: percentFigure({ en: 'Share of the price that is profit, profit / price × 100', es: 'Parte del precio que es beneficio, profit / price × 100' }),
    markup_percent: z.number().nullable().apply(described, { en: 'What was added to the cost, profit / cost × 100, in percent (25 means 25 %), rounded to four decimals; null when cost is 0', es: 'Lo que se añadió al coste, profit / cost × 100, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales; null cuando cost es 0' }),
    note: noteField({ en: 'saying why markup_percent is null when cost is 0', es: 'que explica por qué markup_percent es null cuando cost es 0' }),
  }),
  examples: [
    { title: 'cost 60, price 100', params: { cost: 60, price: 100 }, result: { inputs: { cost: 60, price: 100 }, profit: 40, margin_percent: 40, markup_percent: 66.6667, note: null } },
    { title: 'cost 50, price 75', params: { cost: 50, price: 75 }, result: { profit: 25, margin_percent: 33.3333, markup_percent: 50 } },
    { title: 'sold at a loss', params: { cost: 120, price: 100 }, result: { profit: -20, margin_percent: -20, markup_percent: -16.6667 } },
  ],
  run: ({ cost, price }, ctx) => {
    if (price === 0) impossible('MARGIN_ZERO_PRICE')
    const profit = finite(price - cost, 'profit')
    return {
      inputs: { cost, price },
      profit: money(profit),
      margin_percent: percent(finite(profit / price * 100, 'margin_percent')),
      markup_percent: cost === 0 ? null : percent(finite(profit / cost * 100, 'markup_percent')),
      note: cost === 0 ? translate(ctx.lang, 'MARGIN_NO_COST_NOTE') : null,
      formula: 'profit = price − cost; margin_percent = profit / price × 100; markup_percent = profit / cost × 100',
    }
  },
  es: {
    summary: 'Beneficio, margen y recargo a partir de un coste y un precio de venta',
    description: 'profit = price − cost (redondeado al céntimo); margin_percent = profit / price × 100 (la parte del precio que es beneficio); markup_percent = profit / cost × 100 (cuánto se añadió al coste). Los porcentajes son números de porcentaje redondeados a 4 decimales; un precio inferior al coste da beneficio, margen y recargo negativos. price = 0 se rechaza con un 422 (el margen divide por el precio). Se acepta cost = 0: el recargo queda entonces indefinido, así que markup_percent es null y note explica por qué (en otro caso note es null).',
    params: {
      cost: 'Lo que le cuesta el artículo, 0 o más',
      price: 'El precio de venta, mayor que 0',
    },
  },
})
