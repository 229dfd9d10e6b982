import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount deposited'),
  rate: financeParam.growthRate('Nominal interest rate (APR)'),
  years: financeParam.years('Term of the CD'),
  compounds_per_year: financeParam.compoundsPerYear(12),
})

export default defineOperation({
  category: 'calc',
  name: 'cd',
  input: 'query',
  summary: 'Maturity value, interest and APY of a certificate of deposit',
  description: 'The deposit compounds compounds_per_year times a year (default 12, monthly) at the nominal annual rate, with no '
    + 'withdrawals or early-withdrawal penalty: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, '
    + 'apy_percent = ((1 + r/n)^n − 1) × 100. years may be fractional (0.5 is a six-month CD). rate may be negative, down to -100. '
    + 'Money figures are rounded to cents in the result and computed at full precision; percentages to four decimals.',
  params,
  result: calcResult(params, {
    maturity_value: moneyFigure({ en: 'Value of the deposit at the end of the term, principal × (1 + r/n)^(n × years)', es: 'Valor del depósito al final del plazo, principal × (1 + r/n)^(n × years)' }),
    interest: moneyFigure({ en: 'Interest earned over the term, maturity_value − principal; negative for a negative rate', es: 'Intereses obtenidos durante el plazo, maturity_value − principal; negativos con un tipo negativo' }),
    apy_percent: percentFigure({ en: 'Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year', es: 'Rendimiento porcentual anual: el crecimiento anual efectivo de rate capitalizado compounds_per_year veces al año' }),
  }),
  examples: [
    {
      title: '10,000 for 1 year at 5 %, monthly compounding',
      params: { principal: 10000, rate: 5, years: 1 },
      result: { inputs: { principal: 10000, rate: 5, years: 1, compounds_per_year: 12 }, maturity_value: 10511.62, interest: 511.62, apy_percent: 5.1162 },
    },
    {
      title: '5,000 for 5 years at 4 %, daily compounding',
      params: { principal: 5000, rate: 4, years: 5, compounds_per_year: 365 },
      result: { maturity_value: 6106.95, interest: 1106.95, apy_percent: 4.0808 },
    },
  ],
  run: ({ principal, rate, years, compounds_per_year }) => {
    const value = finite(compoundAmount(principal, rate, years, compounds_per_year), 'maturity_value')
    return {
      inputs: { principal, rate, years, compounds_per_year },
      maturity_value: money(value),
      interest: money(value - principal),
      apy_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
      formula: 'A = P × (1 + r/n)^(n × t) (r = rate / 100, n = compounds_per_year, t = years); APY = (1 + r/n)^n − 1',
    }
  },
  es: {
    summary: 'Valor al vencimiento, intereses y APY de un certificado de depósito',
    description: 'El depósito se capitaliza compounds_per_year veces al año (por defecto 12, mensual) al tipo nominal anual, sin retiradas ni penalización por cancelación anticipada: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years puede ser fraccionario (0.5 es un CD a seis meses). rate puede ser negativo, hasta -100. Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado; los porcentajes, a cuatro decimales.',
    params: {
      principal: 'Importe depositado; 0 o más',
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Plazo del CD, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
})
