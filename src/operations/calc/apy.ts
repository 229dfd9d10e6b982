import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  rate: financeParam.growthRate('Nominal interest rate (APR)'),
  compounds_per_year: financeParam.compoundsPerYear(12),
})

export default defineOperation({
  category: 'calc',
  name: 'apy',
  input: 'query',
  summary: 'Annual percentage yield (effective annual rate) of a nominal rate compounded n times a year',
  description: 'rate is the nominal annual rate (APR) in percent, compounded compounds_per_year times a year (default 12, monthly): '
    + 'apy_percent = ((1 + r/n)^n − 1) × 100 with r = rate / 100. '
    + 'continuous_apy_percent is the limit as compounding becomes continuous, (e^r − 1) × 100. '
    + `rate may be negative, down to -100. ${en.calc.PERCENT_ROUNDING}`,
  params,
  result: calcResult(params, {
    apy_percent: percentFigure({ en: 'Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year, ((1 + r/n)^n − 1) × 100', es: 'Rendimiento porcentual anual: el crecimiento anual efectivo de rate capitalizado compounds_per_year veces al año, ((1 + r/n)^n − 1) × 100' }),
    continuous_apy_percent: percentFigure({ en: 'The yield of rate compounded continuously, (e^r − 1) × 100', es: 'El rendimiento de rate con capitalización continua, (e^r − 1) × 100' }),
  }),
  examples: [
    {
      title: '5 % compounded monthly',
      params: { rate: 5 },
      result: { inputs: { rate: 5, compounds_per_year: 12 }, apy_percent: 5.1162, continuous_apy_percent: 5.1271 },
    },
    {
      title: '6 % compounded daily',
      params: { rate: 6, compounds_per_year: 365 },
      result: { apy_percent: 6.1831 },
    },
    {
      title: '4 % compounded quarterly',
      params: { rate: 4, compounds_per_year: 4 },
      result: { apy_percent: 4.0604 },
    },
  ],
  run: ({ rate, compounds_per_year }) => ({
    inputs: { rate, compounds_per_year },
    apy_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
    continuous_apy_percent: percent(finite(Math.expm1(rate / 100), 'continuous_apy_percent') * 100),
    formula: 'APY = (1 + r/n)^n − 1 (r = rate / 100, n = compounds_per_year); continuous: e^r − 1',
  }),
  es: {
    summary: 'Rendimiento porcentual anual (tasa anual efectiva) de un tipo nominal capitalizado n veces al año',
    description: `rate es el tipo nominal anual (APR) en porcentaje, capitalizado compounds_per_year veces al año (por defecto 12, mensual): apy_percent = ((1 + r/n)^n − 1) × 100 con r = rate / 100. continuous_apy_percent es el límite cuando la capitalización se vuelve continua, (e^r − 1) × 100. rate puede ser negativo, hasta -100. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
})
