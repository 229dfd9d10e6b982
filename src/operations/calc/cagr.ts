import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { cagr, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const START_NOT_POSITIVE: MessageKey = 'FINANCE_CAGR_START'
const END_NEGATIVE: MessageKey = 'FINANCE_CAGR_END'

const params = z.object({
  start: z.number().positive(START_NOT_POSITIVE).describe('Value at the beginning of the period; above 0'),
  end: z.number().min(0, END_NEGATIVE).describe('Value at the end of the period; 0 or more'),
  years: financeParam.years('Length of the period'),
})

export default defineOperation({
  category: 'calc',
  name: 'cagr',
  input: 'query',
  summary: 'Compound annual growth rate between a start and an end value',
  description: 'CAGR is the constant yearly rate that turns start into end over years, compounding once a year: '
    + 'cagr_percent = ((end / start)^(1 / years) − 1) × 100. years may be fractional. start must be above 0 (the rate is a ratio to it) '
    + 'and end 0 or more; an end of 0 is a -100 % rate. total_growth_percent is the growth over the whole period, (end / start − 1) × 100. '
    + en.calc.PERCENT_ROUNDING,
  params,
  result: calcResult(params, {
    cagr_percent: percentFigure({ en: 'Compound annual growth rate: the constant yearly rate that turns start into end over years; -100 when end is 0', es: 'Tasa de crecimiento anual compuesta: la tasa anual constante que convierte start en end a lo largo de years; -100 cuando end es 0' }),
    total_growth_percent: percentFigure({ en: 'Growth over the whole period, (end / start − 1) × 100', es: 'Crecimiento en todo el periodo, (end / start − 1) × 100' }),
  }),
  examples: [
    {
      title: 'doubling in 5 years',
      params: { start: 100, end: 200, years: 5 },
      result: { inputs: { start: 100, end: 200, years: 5 }, cagr_percent: 14.8698, total_growth_percent: 100 },
    },
    {
      title: '10,000 to 8,000 over 3 years',
      params: { start: 10000, end: 8000, years: 3 },
      result: { cagr_percent: -7.1682, total_growth_percent: -20 },
    },
  ],
  run: ({ start, end, years }) => ({
    inputs: { start, end, years },
    cagr_percent: percent(finite(cagr(start, end, years) * 100, 'cagr_percent')),
    total_growth_percent: percent(finite((end / start - 1) * 100, 'total_growth_percent')),
    formula: 'CAGR = (end / start)^(1 / years) − 1',
  }),
  es: {
    summary: 'Tasa de crecimiento anual compuesto (CAGR) entre un valor inicial y uno final',
    description: `La CAGR es la tasa anual constante que convierte start en end a lo largo de years, capitalizando una vez al año: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years puede ser fraccionario. start debe ser mayor que 0 (la tasa es una razón respecto a él) y end 0 o más; un end de 0 es una tasa del -100 %. total_growth_percent es el crecimiento en todo el periodo, (end / start − 1) × 100. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      start: 'Valor al principio del periodo; mayor que 0',
      end: 'Valor al final del periodo; 0 o más',
      years: 'Duración del periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
})
