import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, roundTo } from '../../lib/calc/calc.ts'
import { financeParam, paybackMonths } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const NO_SAVING: MessageKey = 'FINANCE_REFINANCE_NO_SAVING'

const params = z.object({
  closing_costs: financeParam.amount('One-off costs of refinancing (fees, points)'),
  monthly_saving: z.number().positive(NO_SAVING).describe('How much lower the new monthly payment is; above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'refinance',
  input: 'query',
  summary: 'Months until refinancing pays off: closing costs recovered by the monthly saving',
  description: 'Simple payback, not discounted: break_even_months_exact = closing_costs / monthly_saving; break_even_months rounds it up '
    + 'to whole months (the first month after which the savings have covered the costs); break_even_years = exact months / 12. '
    + 'monthly_saving is the drop in the monthly payment and must be above 0. Months and years are rounded to two decimals.',
  params,
  result: calcResult(params, {
    break_even_months: z.number().multipleOf(1).min(0).apply(described, { en: 'Whole months until the savings have covered the closing costs: break_even_months_exact rounded up', es: 'Meses enteros hasta que el ahorro cubre los gastos de cierre: break_even_months_exact redondeado hacia arriba' }),
    break_even_months_exact: z.number().min(0).apply(described, { en: 'closing_costs / monthly_saving, in months to 2 decimals', es: 'closing_costs / monthly_saving, en meses con 2 decimales' }),
    break_even_years: z.number().min(0).apply(described, { en: 'The exact payback in years, months / 12, to 2 decimals', es: 'El plazo de recuperación exacto en años, months / 12, con 2 decimales' }),
  }),
  examples: [
    {
      title: '4,000 of costs saving 150 a month',
      params: { closing_costs: 4000, monthly_saving: 150 },
      result: { inputs: { closing_costs: 4000, monthly_saving: 150 }, break_even_months: 27, break_even_months_exact: 26.67, break_even_years: 2.22 },
    },
    {
      title: '3,600 saving 200 a month',
      params: { closing_costs: 3600, monthly_saving: 200 },
      result: { break_even_months: 18, break_even_months_exact: 18, break_even_years: 1.5 },
    },
  ],
  run: ({ closing_costs, monthly_saving }) => {
    const months = finite(paybackMonths(closing_costs, monthly_saving), 'break_even_months')
    return {
      inputs: { closing_costs, monthly_saving },
      break_even_months: Math.ceil(months),
      break_even_months_exact: roundTo(months, 2),
      break_even_years: roundTo(months / 12, 2),
      formula: 'months = closing_costs / monthly_saving, rounded up to whole months; years = months / 12',
    }
  },
  es: {
    summary: 'Meses hasta que compensa refinanciar: gastos de cierre recuperados con el ahorro mensual',
    description: 'Recuperación simple, sin descontar: break_even_months_exact = closing_costs / monthly_saving; break_even_months lo redondea hacia arriba a meses enteros (el primer mes tras el cual el ahorro ha cubierto los gastos); break_even_years = meses exactos / 12. monthly_saving es la reducción de la cuota mensual y debe ser mayor que 0. Los meses y los años se redondean a dos decimales.',
    params: {
      closing_costs: 'Gastos únicos de la refinanciación (comisiones, puntos); 0 o más',
      monthly_saving: 'Cuánto menor es la nueva cuota mensual; mayor que 0',
    },
  },
})
