import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, financeParam, growthMinusOne, periodicRate, presentValue } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const TOTAL_LOSS: MessageKey = 'FINANCE_INFLATION_TOTAL_LOSS'

const params = z.object({
  amount: financeParam.amount('Amount of money'),
  rate: z.number().gt(-100, TOTAL_LOSS).max(1000).describe('Annual inflation rate, in percent (3 means 3 %); above -100 and at most 1000, negative for deflation'),
  years: financeParam.years('Time span'),
})

export default defineOperation({
  category: 'calc',
  name: 'inflation',
  input: 'query',
  summary: 'Future cost of today\'s amount, and today\'s value of a future amount, at a constant inflation rate',
  description: 'Prices rise by rate percent a year, compounding yearly (years may be fractional): '
    + 'future_cost = amount × (1 + r)^years is what costs amount today will cost then; '
    + 'purchasing_power = amount / (1 + r)^years is what amount received then is worth in today\'s money. '
    + 'cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate may be negative (deflation) but must be above -100. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    future_cost: moneyFigure({ en: 'What costs amount today will cost after years, amount × (1 + r)^years', es: 'Lo que costará tras years lo que hoy cuesta amount, amount × (1 + r)^years' }),
    purchasing_power: moneyFigure({ en: 'What amount received after years is worth in today\'s money, amount / (1 + r)^years', es: 'Lo que vale en dinero de hoy amount recibido tras years, amount / (1 + r)^years' }),
    cumulative_inflation_percent: percentFigure({ en: 'Price rise over the whole span, ((1 + r)^years − 1) × 100', es: 'Subida de precios en todo el periodo, ((1 + r)^years − 1) × 100' }),
  }),
  examples: [
    {
      title: '100 at 3 % over 10 years',
      params: { amount: 100, rate: 3, years: 10 },
      result: { inputs: { amount: 100, rate: 3, years: 10 }, future_cost: 134.39, purchasing_power: 74.41, cumulative_inflation_percent: 34.3916 },
    },
    {
      title: '50,000 at 2.5 % over 20 years',
      params: { amount: 50000, rate: 2.5, years: 20 },
      result: { future_cost: 81930.82, purchasing_power: 30513.55 },
    },
  ],
  run: ({ amount, rate, years }) => {
    const future = finite(compoundAmount(amount, rate, years), 'future_cost')
    return {
      inputs: { amount, rate, years },
      future_cost: money(future),
      purchasing_power: money(finite(presentValue(amount, rate, years), 'purchasing_power')),
      cumulative_inflation_percent: percent(growthMinusOne(periodicRate(rate), years) * 100),
      formula: 'future cost = amount × (1 + r)^t; purchasing power = amount / (1 + r)^t (r = rate / 100, t = years)',
    }
  },
  es: {
    summary: 'Coste futuro de un importe actual, y valor actual de un importe futuro, con una inflación constante',
    description: `Los precios suben un rate por ciento al año, con capitalización anual (years puede ser fraccionario): future_cost = amount × (1 + r)^years es lo que costará entonces lo que hoy cuesta amount; purchasing_power = amount / (1 + r)^years es lo que vale, en dinero de hoy, recibir amount entonces. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate puede ser negativo (deflación) pero debe ser mayor que -100. ${es.calc.MONEY}`,
    params: {
      amount: 'Cantidad de dinero; 0 o más',
      rate: 'Tasa de inflación anual, en porcentaje (3 significa 3 %); mayor que -100 y como máximo 1000, negativa para deflación',
      years: 'Periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
})
