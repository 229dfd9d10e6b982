import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { annuityFutureValue, financeParam, growthFactor, periodicRate, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  rate: financeParam.growthRate('Expected rate of return'),
  years: financeParam.years('How long the money grows'),
  present_value: financeParam.amountOr('Lump sum invested today', 0),
  monthly: financeParam.amountOr('Contribution at the end of every month', 0),
})

export default defineOperation({
  category: 'calc',
  name: 'future-value',
  input: 'query',
  summary: 'Future value of a lump sum plus regular monthly contributions',
  description: 'Interest compounds monthly at i = rate / 12 / 100 (the nominal annual rate split over the months), for n = years × 12 months '
    + '(years must make a whole number of months). Contributions are paid at the END of each month (an ordinary annuity), so the '
    + 'last one earns no interest. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n at 0 %). '
    + 'present_value and monthly default to 0; rate may be negative for a loss, down to -100. '
    + 'total_contributions = monthly × n, interest = future_value − present_value − total_contributions. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    months: z.number().int().min(1).apply(described, { en: 'Number of monthly periods, years × 12', es: 'Número de periodos mensuales, years × 12' }),
    future_value: moneyFigure({ en: 'Value at the end, future_value_of_present_value + future_value_of_contributions', es: 'Valor al final, future_value_of_present_value + future_value_of_contributions' }),
    future_value_of_present_value: moneyFigure({ en: 'What the lump sum grows to, present_value × (1 + i)^n', es: 'Cantidad en la que se convierte la suma inicial, present_value × (1 + i)^n' }),
    future_value_of_contributions: moneyFigure({ en: 'What the monthly contributions grow to, monthly × ((1 + i)^n − 1) / i', es: 'Cantidad en la que se convierten las aportaciones mensuales, monthly × ((1 + i)^n − 1) / i' }),
    total_contributions: moneyFigure({ en: 'Sum of the monthly contributions, monthly × months', es: 'Suma de las aportaciones mensuales, monthly × months' }),
    interest: moneyFigure({ en: 'Growth earned, future_value − present_value − total_contributions; negative for a loss', es: 'Crecimiento obtenido, future_value − present_value − total_contributions; negativo en caso de pérdida' }),
  }),
  examples: [
    {
      title: '100 a month at 6 % for 10 years',
      params: { rate: 6, years: 10, monthly: 100 },
      result: { inputs: { rate: 6, years: 10, present_value: 0, monthly: 100 }, months: 120, future_value: 16387.93, total_contributions: 12000, interest: 4387.93 },
    },
    {
      title: '10,000 today plus 200 a month at 7 % for 20 years',
      params: { rate: 7, years: 20, present_value: 10000, monthly: 200 },
      result: { future_value_of_present_value: 40387.39, future_value_of_contributions: 104185.33, future_value: 144572.72, total_contributions: 48000, interest: 86572.72 },
    },
  ],
  run: ({ rate, years, present_value, monthly }) => {
    const months = wholeMonths(years)
    const i = periodicRate(rate, 12)
    const fromLumpSum = finite(present_value * growthFactor(i, months), 'future_value')
    const fromContributions = finite(annuityFutureValue(monthly, i, months, 'end'), 'future_value')
    const total = finite(fromLumpSum + fromContributions, 'future_value')
    const contributions = monthly * months
    return {
      inputs: { rate, years, present_value, monthly },
      months,
      future_value: money(total),
      future_value_of_present_value: money(fromLumpSum),
      future_value_of_contributions: money(fromContributions),
      total_contributions: money(contributions),
      interest: money(total - present_value - contributions),
      formula: 'FV = PV × (1 + i)^n + PMT × ((1 + i)^n − 1) / i (i = rate / 12 / 100, n = years × 12, PMT at each month end)',
    }
  },
  es: {
    summary: 'Valor futuro de un capital inicial más aportaciones mensuales periódicas',
    description: `Los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses). Las aportaciones se hacen al FINAL de cada mes (una renta ordinaria), así que la última no genera intereses. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n al 0 %). present_value y monthly son 0 por defecto; rate puede ser negativo para una pérdida, hasta -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${es.calc.MONEY}`,
    params: {
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Durante cuánto tiempo crece el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      present_value: 'Capital invertido hoy; 0 o más, por defecto 0',
      monthly: 'Aportación al final de cada mes; 0 o más, por defecto 0',
    },
  },
})
