import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible, money, percent, roundTo } from '../../lib/calc/calc.ts'
import { breakEvenUnits, financeParam } from '../../lib/money/finance.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  fixed_costs: financeParam.amount('Costs that do not depend on the volume sold (rent, salaries), for the period'),
  price: financeParam.amount('Selling price of one unit'),
  variable_cost: financeParam.amount('Cost of producing and selling one unit'),
})

export default defineOperation({
  category: 'calc',
  name: 'break-even',
  input: 'query',
  summary: 'Units to sell, and revenue, to cover fixed and variable costs',
  description: 'Each unit sold contributes price − variable_cost (the contribution margin) towards the fixed costs: '
    + 'units_exact = fixed_costs / (price − variable_cost), and units rounds it up to whole units to sell. '
    + 'revenue is the break-even sales revenue, units_exact × price (= fixed_costs / contribution margin ratio); '
    + 'revenue_at_units is units × price. price must be greater than variable_cost, or no number of units breaks even. '
    + 'Money figures are rounded to cents; units_exact to four decimals.',
  params,
  result: calcResult(params, {
    units: z.number().multipleOf(1).min(0).apply(described, { en: 'Whole units to sell to break even: units_exact rounded up', es: 'Unidades enteras que hay que vender para alcanzar el punto de equilibrio: units_exact redondeado hacia arriba' }),
    units_exact: z.number().min(0).apply(described, { en: 'Units at which revenue exactly covers the costs, fixed_costs / (price − variable_cost), to 4 decimals', es: 'Unidades con las que los ingresos cubren exactamente los costes, fixed_costs / (price − variable_cost), con 4 decimales' }),
    revenue: moneyFigure({ en: 'Break-even sales revenue, units_exact × price', es: 'Ingresos por ventas en el punto de equilibrio, units_exact × price' }),
    revenue_at_units: moneyFigure({ en: 'Revenue from selling units, units × price', es: 'Ingresos por vender units, units × price' }),
    contribution_margin: moneyFigure({ en: 'What each unit sold contributes towards the fixed costs, price − variable_cost', es: 'Lo que cada unidad vendida aporta a los costes fijos, price − variable_cost' }),
    contribution_margin_percent: percentFigure({ en: 'The contribution margin as a share of the price, (price − variable_cost) / price × 100', es: 'El margen de contribución como parte del precio, (price − variable_cost) / price × 100' }),
  }),
  examples: [
    {
      title: '10,000 fixed, sold at 50, costing 30 each',
      params: { fixed_costs: 10000, price: 50, variable_cost: 30 },
      result: {
        inputs: { fixed_costs: 10000, price: 50, variable_cost: 30 },
        units: 500, units_exact: 500, revenue: 25000, revenue_at_units: 25000, contribution_margin: 20, contribution_margin_percent: 40,
      },
    },
    {
      title: 'a fraction of a unit rounds up',
      params: { fixed_costs: 5000, price: 19.99, variable_cost: 7.5 },
      result: { units: 401, units_exact: 400.3203, revenue: 8002.4, revenue_at_units: 8015.99, contribution_margin: 12.49 },
    },
  ],
  run: ({ fixed_costs, price, variable_cost }) => {
    if (price <= variable_cost) impossible('FINANCE_BREAK_EVEN_NO_MARGIN', { price, variable_cost, margin: money(price - variable_cost) })
    const exact = finite(breakEvenUnits(fixed_costs, price, variable_cost), 'units')
    const units = Math.ceil(exact)
    return {
      inputs: { fixed_costs, price, variable_cost },
      units,
      units_exact: roundTo(exact, 4),
      revenue: money(finite(exact * price, 'revenue')),
      revenue_at_units: money(finite(units * price, 'revenue_at_units')),
      contribution_margin: money(price - variable_cost),
      contribution_margin_percent: percent(((price - variable_cost) / price) * 100),
      formula: 'units = fixed_costs / (price − variable_cost), rounded up; revenue = units × price',
    }
  },
  es: {
    summary: 'Unidades que hay que vender, e ingresos, para cubrir los costes fijos y variables',
    description: 'Cada unidad vendida aporta price − variable_cost (el margen de contribución) a los costes fijos: units_exact = fixed_costs / (price − variable_cost), y units lo redondea hacia arriba a unidades enteras que vender. revenue es el ingreso de equilibrio, units_exact × price (= fixed_costs / ratio del margen de contribución); revenue_at_units es units × price. price debe ser mayor que variable_cost, o ningún número de unidades alcanza el equilibrio. Los importes se redondean a céntimos; units_exact a cuatro decimales.',
    params: {
      fixed_costs: 'Costes que no dependen del volumen vendido (alquiler, salarios), para el periodo; 0 o más',
      price: 'Precio de venta de una unidad; 0 o más',
      variable_cost: 'Coste de producir y vender una unidad; 0 o más',
    },
  },
})
