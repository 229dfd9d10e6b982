import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { financeParam, periodicRate, sinkingFundPayment } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const MONTHS_TOO_FEW: MessageKey = 'FINANCE_MONTHS_TOO_FEW'

const params = z.object({
  goal: financeParam.amount('Amount to have saved at the end'),
  rate: financeParam.growthRate('Interest rate earned on the savings'),
  months: z.number().int().min(1, MONTHS_TOO_FEW).max(1200).describe('Months until the goal, a whole number from 1 to 1200 (one deposit per month)'),
})

export default defineOperation({
  category: 'calc',
  name: 'savings-goal',
  input: 'query',
  summary: 'Monthly deposit needed to reach a savings goal by a date',
  description: 'Deposits are made at the END of each month and interest compounds monthly at i = rate / 12 / 100 '
    + '(the nominal annual rate split over the months), starting from nothing saved: '
    + 'monthly_deposit = goal × i / ((1 + i)^months − 1), or goal / months at 0 %. rate may be negative for a loss, down to -100. '
    + 'total_deposited = monthly_deposit × months and interest_earned = goal − total_deposited, both at full precision '
    + '(a deposit rounded to the cent reaches the goal give or take a few cents). Money figures are rounded to cents in the result.',
  params,
  result: calcResult(params, {
    monthly_deposit: moneyFigure({ en: 'Deposit to make at the end of every month', es: 'Depósito que hay que hacer al final de cada mes' }),
    total_deposited: moneyFigure({ en: 'Sum of the unrounded deposits, monthly_deposit × months', es: 'Suma de los depósitos sin redondear, monthly_deposit × months' }),
    interest_earned: moneyFigure({ en: 'Growth earned, goal − total_deposited; negative for a loss', es: 'Crecimiento obtenido, goal − total_deposited; negativo en caso de pérdida' }),
  }),
  examples: [
    {
      title: '10,000 in 3 years at 5 %',
      params: { goal: 10000, rate: 5, months: 36 },
      result: { inputs: { goal: 10000, rate: 5, months: 36 }, monthly_deposit: 258.04, total_deposited: 9289.52, interest_earned: 710.48 },
    },
    {
      title: '5,000 in 18 months with no interest',
      params: { goal: 5000, rate: 0, months: 18 },
      result: { monthly_deposit: 277.78, total_deposited: 5000, interest_earned: 0 },
    },
  ],
  run: ({ goal, rate, months }) => {
    const deposit = finite(sinkingFundPayment(goal, periodicRate(rate, 12), months), 'monthly_deposit')
    const deposited = deposit * months
    return {
      inputs: { goal, rate, months },
      monthly_deposit: money(deposit),
      total_deposited: money(deposited),
      interest_earned: money(goal - deposited),
      formula: 'PMT = goal × i / ((1 + i)^n − 1) (i = rate / 12 / 100, n = months, deposits at each month end; goal / n at 0 %)',
    }
  },
  es: {
    summary: 'Depósito mensual necesario para alcanzar un objetivo de ahorro en una fecha',
    description: 'Los depósitos se hacen al FINAL de cada mes y los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), partiendo de cero ahorrado: monthly_deposit = goal × i / ((1 + i)^months − 1), o goal / months al 0 %. rate puede ser negativo para una pérdida, hasta -100. total_deposited = monthly_deposit × months e interest_earned = goal − total_deposited, ambos con toda la precisión (un depósito redondeado al céntimo alcanza el objetivo con unos céntimos de diferencia). Los importes se redondean a céntimos en el resultado.',
    params: {
      goal: 'Importe que se quiere tener ahorrado al final; 0 o más',
      rate: 'Tipo de interés anual que genera el ahorro, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      months: 'Meses hasta el objetivo, un número entero de 1 a 1200 (un depósito al mes)',
    },
  },
})
