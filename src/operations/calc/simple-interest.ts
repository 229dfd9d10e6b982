import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { financeParam, simpleInterest } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount lent or deposited'),
  rate: financeParam.interestRate('Interest rate'),
  years: financeParam.years('How long the money earns interest'),
})

export default defineOperation({
  category: 'calc',
  name: 'simple-interest',
  input: 'query',
  summary: 'Simple interest on a principal: interest = P × r × t, and the total',
  description: 'Simple interest is paid on the principal only, never on interest already earned: interest = principal × rate/100 × years, '
    + 'total = principal + interest. rate is the annual rate in percent (5 means 5 %); years may be fractional (0.5 is six months). '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    interest: moneyFigure({ en: 'Interest earned, principal × rate / 100 × years', es: 'Intereses obtenidos, principal × rate / 100 × years' }),
    total: moneyFigure({ en: 'principal + interest', es: 'principal + interest' }),
  }),
  examples: [
    {
      title: '1,000 at 5 % for 3 years',
      params: { principal: 1000, rate: 5, years: 3 },
      result: { inputs: { principal: 1000, rate: 5, years: 3 }, interest: 150, total: 1150 },
    },
    {
      title: '2,500 at 3.75 % for 18 months',
      params: { principal: 2500, rate: 3.75, years: 1.5 },
      result: { interest: 140.63, total: 2640.63 },
    },
  ],
  run: ({ principal, rate, years }) => {
    const interest = finite(simpleInterest(principal, rate, years), 'interest')
    return {
      inputs: { principal, rate, years },
      interest: money(interest),
      total: money(finite(principal + interest, 'total')),
      formula: 'interest = P × r × t (r = rate / 100, t = years); total = P + interest',
    }
  },
  es: {
    summary: 'Interés simple sobre un capital: interés = P × r × t, y el total',
    description: `El interés simple se paga solo sobre el capital, nunca sobre los intereses ya generados: interest = principal × rate/100 × years, total = principal + interest. rate es el tipo anual en porcentaje (5 significa 5 %); years puede ser fraccionario (0.5 son seis meses). ${es.calc.MONEY}`,
    params: {
      principal: 'Importe prestado o depositado; 0 o más',
      rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Durante cuánto tiempo genera intereses el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
})
