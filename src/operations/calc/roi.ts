import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { cagr, financeParam, returnOnInvestment } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const COST_NOT_POSITIVE: MessageKey = 'FINANCE_ROI_COST'

const params = z.object({
  cost: z.number().positive(COST_NOT_POSITIVE).describe('Amount invested; above 0'),
  return: financeParam.amount('Total amount received back from the investment (not the gain)'),
  years: financeParam.optionalYears('Holding period; give it for the annualised figure'),
})

const paramsInSpanish = {
  cost: 'Importe invertido; mayor que 0',
  return: 'Importe total recuperado de la inversión (no la ganancia); 0 o más',
  years: 'Periodo de tenencia; indíquelo para obtener la cifra anualizada, en años; más de 0 y como máximo 100, se admiten fracciones',
}

/** A parameter echoed unchanged in inputs, meaning there what it means in the parameters table. */
const echoed = (name: 'cost' | 'return') => params.shape[name].apply(described, { en: params.shape[name].description ?? '', es: paramsInSpanish[name] })

export default defineOperation({
  category: 'calc',
  name: 'roi',
  input: 'query',
  summary: 'Return on investment, and its annualised rate when the holding period is given',
  description: 'return is the total amount received back (sale proceeds plus any income), not the gain: '
    + 'gain = return − cost and roi_percent = gain / cost × 100. With years, annualized_roi_percent is the constant yearly '
    + 'rate that turns cost into return, ((return / cost)^(1 / years) − 1) × 100 (the CAGR); without years it is null. '
    + 'cost must be above 0 (ROI divides by it); a return below cost gives a negative ROI. '
    + 'Money figures are rounded to cents, percentages to four decimals.',
  params,
  result: calcResult(z.object({
    cost: echoed('cost'),
    return: echoed('return'),
    years: z.number().nullable().apply(described, { en: 'Holding period, in years; null when not given', es: 'Periodo de tenencia, en años; null cuando no se indicó' }),
  }), {
    gain: moneyFigure({ en: 'return − cost; negative for a loss', es: 'return − cost; negativo en caso de pérdida' }),
    roi_percent: percentFigure({ en: 'Return on investment, gain / cost × 100', es: 'Rentabilidad de la inversión, gain / cost × 100' }),
    annualized_roi_percent: z.number().nullable().apply(described, { en: 'The constant yearly rate that turns cost into return over years, ((return / cost)^(1 / years) − 1) × 100, in percent rounded to four decimals; null without years', es: 'La tasa anual constante que convierte cost en return a lo largo de years, ((return / cost)^(1 / years) − 1) × 100, en porcentaje con redondeo a cuatro decimales; null sin years' }),
  }),
  examples: [
    {
      title: '1,000 returning 1,500',
      params: { cost: 1000, return: 1500 },
      result: { inputs: { cost: 1000, return: 1500, years: null }, gain: 500, roi_percent: 50, annualized_roi_percent: null },
    },
    {
      title: 'the same over 2 years',
      params: { cost: 1000, return: 1500, years: 2 },
      result: { gain: 500, roi_percent: 50, annualized_roi_percent: 22.4745 },
    },
    {
      title: 'a loss',
      params: { cost: 2000, return: 1500 },
      result: { gain: -500, roi_percent: -25 },
    },
  ],
  run: ({ cost, return: received, years }) => ({
    inputs: { cost, return: received, years: years ?? null },
    gain: money(received - cost),
    roi_percent: percent(finite(returnOnInvestment(cost, received) * 100, 'roi_percent')),
    annualized_roi_percent: years === undefined ? null : percent(finite(cagr(cost, received, years) * 100, 'annualized_roi_percent')),
    formula: 'ROI = (return − cost) / cost × 100; annualised = ((return / cost)^(1 / years) − 1) × 100',
  }),
  es: {
    summary: 'Rentabilidad de una inversión (ROI), y su tasa anualizada cuando se indica el periodo',
    description: 'return es el importe total recuperado (lo obtenido por la venta más cualquier rendimiento), no la ganancia: gain = return − cost y roi_percent = gain / cost × 100. Con years, annualized_roi_percent es la tasa anual constante que convierte cost en return, ((return / cost)^(1 / years) − 1) × 100 (la CAGR); sin years es null. cost debe ser mayor que 0 (el ROI divide por él); un return menor que cost da un ROI negativo. Los importes se redondean a céntimos y los porcentajes a cuatro decimales.',
    params: paramsInSpanish,
  },
})
