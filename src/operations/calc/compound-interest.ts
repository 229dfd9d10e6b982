import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount invested or deposited at the start'),
  rate: financeParam.growthRate('Nominal interest rate'),
  years: financeParam.years('How long the money compounds'),
  compounds_per_year: financeParam.compoundsPerYear(1),
})

export default defineOperation({
  category: 'calc',
  name: 'compound-interest',
  input: 'query',
  summary: 'Compound interest: what a principal grows to when interest earns interest',
  description: 'amount = principal × (1 + r/n)^(n × years), with r = rate/100 the nominal annual rate and n = compounds_per_year '
    + '(default 1: once a year); interest = amount − principal. A term that is not a whole number of periods compounds for the fraction too '
    + '(the same formula with a fractional exponent). rate may be negative for a loss, down to -100. '
    + 'effective_annual_rate_percent is the yearly growth the compounding amounts to, (1 + r/n)^n − 1. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    amount: moneyFigure({ en: 'What the principal grows to, principal × (1 + r/n)^(n × years)', es: 'Cantidad en la que se convierte el principal, principal × (1 + r/n)^(n × years)' }),
    interest: moneyFigure({ en: 'Interest earned, amount − principal; negative for a loss', es: 'Intereses obtenidos, amount − principal; negativos en caso de pérdida' }),
    effective_annual_rate_percent: percentFigure({ en: 'The yearly growth the compounding amounts to, ((1 + r/n)^n − 1) × 100', es: 'El crecimiento anual al que equivale la capitalización, ((1 + r/n)^n − 1) × 100' }),
  }),
  examples: [
    {
      title: '1,000 at 5 % for 10 years, compounded yearly',
      params: { principal: 1000, rate: 5, years: 10 },
      result: { inputs: { principal: 1000, rate: 5, years: 10, compounds_per_year: 1 }, amount: 1628.89, interest: 628.89, effective_annual_rate_percent: 5 },
    },
    {
      title: 'the same, compounded monthly',
      params: { principal: 1000, rate: 5, years: 10, compounds_per_year: 12 },
      result: { amount: 1647.01, interest: 647.01, effective_annual_rate_percent: 5.1162 },
    },
  ],
  run: ({ principal, rate, years, compounds_per_year }) => {
    const amount = finite(compoundAmount(principal, rate, years, compounds_per_year), 'amount')
    return {
      inputs: { principal, rate, years, compounds_per_year },
      amount: money(amount),
      interest: money(amount - principal),
      effective_annual_rate_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
      formula: 'A = P × (1 + r/n)^(n × t) (r = rate / 100, n = compounds_per_year, t = years); interest = A − P',
    }
  },
  es: {
    summary: 'Interés compuesto: hasta cuánto crece un capital cuando los intereses generan intereses',
    description: `amount = principal × (1 + r/n)^(n × years), con r = rate/100 el tipo nominal anual y n = compounds_per_year (por defecto 1: una vez al año); interest = amount − principal. Un plazo que no es un número entero de periodos también capitaliza la fracción (la misma fórmula con un exponente fraccionario). rate puede ser negativo para una pérdida, hasta -100. effective_annual_rate_percent es el crecimiento anual al que equivale la capitalización, (1 + r/n)^n − 1. ${es.calc.MONEY}`,
    params: {
      principal: 'Importe invertido o depositado al principio; 0 o más',
      rate: 'Tipo de interés nominal anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Durante cuánto tiempo se capitaliza el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 1',
    },
  },
})
