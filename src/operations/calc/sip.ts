import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { annuityFutureValue, financeParam, periodicRate, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  monthly: financeParam.amount('Amount invested at the start of every month'),
  rate: financeParam.growthRate('Expected rate of return'),
  years: financeParam.years('How long the plan runs'),
})

export default defineOperation({
  category: 'calc',
  name: 'sip',
  input: 'query',
  summary: 'Future value of a systematic investment plan (a fixed investment every month)',
  description: 'Each instalment is invested at the START of the month (an annuity due, as SIP calculators assume), and returns '
    + 'compound monthly at i = rate / 12 / 100 (the expected annual return split over the months), for n = years × 12 months '
    + '(years must make a whole number of months): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), or monthly × n at 0 %. '
    + 'rate may be negative for a loss, down to -100. invested = monthly × n, gains = future_value − invested. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    months: z.number().int().min(1).apply(described, { en: 'Number of monthly instalments, years × 12', es: 'Número de aportaciones mensuales, years × 12' }),
    future_value: moneyFigure({ en: 'Value of the plan at the end, monthly × ((1 + i)^n − 1) / i × (1 + i)', es: 'Valor del plan al final, monthly × ((1 + i)^n − 1) / i × (1 + i)' }),
    invested: moneyFigure({ en: 'Sum of the instalments, monthly × months', es: 'Suma de las aportaciones, monthly × months' }),
    gains: moneyFigure({ en: 'future_value − invested; negative for a loss', es: 'future_value − invested; negativo en caso de pérdida' }),
  }),
  examples: [
    {
      title: '1,000 a month at 12 % for 10 years',
      params: { monthly: 1000, rate: 12, years: 10 },
      result: { inputs: { monthly: 1000, rate: 12, years: 10 }, months: 120, future_value: 232339.08, invested: 120000, gains: 112339.08 },
    },
    {
      title: '5,000 a month at 10 % for 5 years',
      params: { monthly: 5000, rate: 10, years: 5 },
      result: { months: 60, future_value: 390411.91, invested: 300000, gains: 90411.91 },
    },
  ],
  run: ({ monthly, rate, years }) => {
    const months = wholeMonths(years)
    const value = finite(annuityFutureValue(monthly, periodicRate(rate, 12), months, 'start'), 'future_value')
    const invested = monthly * months
    return {
      inputs: { monthly, rate, years },
      months,
      future_value: money(value),
      invested: money(invested),
      gains: money(value - invested),
      formula: 'FV = P × ((1 + i)^n − 1) / i × (1 + i) (i = rate / 12 / 100, n = years × 12, payments at each month start)',
    }
  },
  es: {
    summary: 'Valor futuro de un plan de inversión sistemática (SIP, una inversión fija cada mes)',
    description: `Cada aportación se invierte al PRINCIPIO del mes (una renta anticipada, como suponen las calculadoras de SIP), y la rentabilidad se capitaliza mensualmente a i = rate / 12 / 100 (la rentabilidad anual esperada repartida entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), o monthly × n al 0 %. rate puede ser negativo para una pérdida, hasta -100. invested = monthly × n, gains = future_value − invested. ${es.calc.MONEY}`,
    params: {
      monthly: 'Importe invertido al principio de cada mes; 0 o más',
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Duración del plan, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
})
