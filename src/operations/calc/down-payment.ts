import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, decimal, percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  price: calcParam.nonNegative('The purchase price, 0 or more'),
  percent: calcParam.percent('The share of the price paid up front, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'down-payment',
  input: 'query',
  summary: 'Down payment and loan amount for a purchase price and a down-payment percentage',
  description: 'down_payment = price × percent / 100, rounded to the cent; loan_amount = price − down_payment, so the two add up to the price. '
    + 'loan_to_value_percent = 100 − percent, the share of the price borrowed. percent runs from 0 (all borrowed) to 100 (paid in cash). '
    + 'Closing costs are not included.',
  params,
  result: calcResult(params, {
    down_payment: moneyFigure({ en: 'Amount paid up front, price × percent / 100', es: 'Importe pagado por adelantado, price × percent / 100' }),
    loan_amount: moneyFigure({ en: 'Amount borrowed, price − down_payment', es: 'Importe prestado, price − down_payment' }),
    loan_to_value_percent: z.number().min(0).max(100).apply(described, { en: 'Share of the price borrowed, 100 − percent, in percent (80 means 80 %), to 15 significant digits', es: 'Parte del precio que se pide prestada, 100 − percent, en porcentaje (80 significa 80 %), con 15 cifras significativas' }),
  }),
  examples: [
    { title: '20 % of 400000', params: { price: 400000, percent: 20 }, result: { inputs: { price: 400000, percent: 20 }, down_payment: 80000, loan_amount: 320000, loan_to_value_percent: 80 } },
    { title: '3.5 % of 300000', params: { price: 300000, percent: 3.5 }, result: { down_payment: 10500, loan_amount: 289500, loan_to_value_percent: 96.5 } },
  ],
  run: ({ price, percent }) => {
    const downPayment = money(finite(percentOf(price, percent), 'down_payment'))
    return {
      inputs: { price, percent },
      down_payment: downPayment,
      loan_amount: centsDifference(price, downPayment),
      loan_to_value_percent: decimal(100 - percent),
      formula: 'down_payment = price × percent / 100; loan_amount = price − down_payment',
    }
  },
  es: {
    summary: 'Entrada e importe del préstamo para un precio de compra y un porcentaje de entrada',
    description: 'down_payment = price × percent / 100, redondeado al céntimo; loan_amount = price − down_payment, así que ambos suman el precio. loan_to_value_percent = 100 − percent, la parte del precio que se pide prestada. percent va de 0 (todo prestado) a 100 (pago al contado). No se incluyen los gastos de formalización.',
    params: {
      price: 'El precio de compra, 0 o más',
      percent: 'La parte del precio que se paga por adelantado, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
})
