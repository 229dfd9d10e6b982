import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, money, percent } from '../../lib/calc/calc.ts'
import { amortisationFormula, amortisationResult, financeParam, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure, scheduleByYear } from '../kits/calc-results.ts'

const params = z.object({
  price: financeParam.amount('Purchase price of the property'),
  down_payment: financeParam.amountOr('Amount paid up front, less than price', 0),
  rate: financeParam.interestRate('Mortgage interest rate'),
  years: financeParam.years('Mortgage term'),
})

export default defineOperation({
  category: 'calc',
  name: 'mortgage',
  input: 'query',
  summary: 'Monthly mortgage payment, totals and yearly amortisation from price, down payment, rate and term',
  description: 'The loan is price − down_payment (down_payment defaults to 0 and must be less than price), repaid in years × 12 level '
    + 'monthly payments at the end of each month: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n at 0 %. '
    + 'years may be fractional but must make a whole number of months (2.5 is 30 payments). '
    + 'Principal and interest only: property tax, insurance and fees are not included. '
    + 'total_paid is the sum of the monthly payments, total_interest = total_paid − loan_amount, and total_cost = down_payment + total_paid. '
    + 'schedule_by_year sums each year\'s twelve payments: principal_paid, interest_paid and the balance after the year\'s last payment. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    loan_amount: moneyFigure({ en: 'Amount borrowed, price − down_payment', es: 'Importe prestado, price − down_payment' }),
    down_payment_percent: percentFigure({ en: 'down_payment as a share of price', es: 'down_payment como parte de price' }),
    months: z.number().int().min(1).apply(described, { en: 'Number of monthly payments, years × 12', es: 'Número de cuotas mensuales, years × 12' }),
    monthly_payment: moneyFigure({ en: 'Level payment of principal and interest at the end of each month', es: 'Cuota constante de capital e intereses al final de cada mes' }),
    total_paid: moneyFigure({ en: 'Sum of the monthly payments', es: 'Suma de las cuotas mensuales' }),
    total_interest: moneyFigure({ en: 'Interest paid over the term, total_paid − loan_amount', es: 'Intereses pagados durante el plazo, total_paid − loan_amount' }),
    total_cost: moneyFigure({ en: 'What the property costs in all, down_payment + total_paid', es: 'Lo que cuesta el inmueble en total, down_payment + total_paid' }),
    schedule_by_year: scheduleByYear,
  }),
  examples: [
    {
      title: '250,000 home, 50,000 down, 6 % over 30 years',
      params: { price: 250000, down_payment: 50000, rate: 6, years: 30 },
      result: {
        inputs: { price: 250000, down_payment: 50000, rate: 6, years: 30 },
        loan_amount: 200000, down_payment_percent: 20, months: 360,
        monthly_payment: 1199.1, total_paid: 431676.38, total_interest: 231676.38, total_cost: 481676.38,
      },
    },
    {
      title: 'no down payment, 15 years at 4.5 %',
      params: { price: 300000, rate: 4.5, years: 15 },
      result: { inputs: { down_payment: 0 }, loan_amount: 300000, monthly_payment: 2294.98, total_interest: 113096.38 },
    },
  ],
  run: ({ price, down_payment, rate, years }) => {
    if (down_payment >= price) impossible('FINANCE_DOWN_PAYMENT_TOO_LARGE', { down_payment, price })
    const months = wholeMonths(years)
    const loan = price - down_payment
    const schedule = amortisationResult(loan, rate, months)
    return {
      inputs: { price, down_payment, rate, years },
      loan_amount: money(loan),
      down_payment_percent: percent((down_payment / price) * 100),
      months,
      monthly_payment: schedule.monthly_payment,
      total_paid: schedule.total_paid,
      total_interest: schedule.total_interest,
      total_cost: money(down_payment + schedule.total_paid),
      schedule_by_year: schedule.schedule_by_year,
      formula: `loan L = price − down_payment; ${amortisationFormula('L')}`,
    }
  },
  es: {
    summary: 'Cuota mensual de una hipoteca, totales y amortización anual a partir del precio, la entrada, el tipo y el plazo',
    description: `El préstamo es price − down_payment (down_payment es 0 por defecto y debe ser menor que price), devuelto en years × 12 cuotas mensuales constantes al final de cada mes: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n al 0 %. years puede ser fraccionario pero debe dar un número entero de meses (2.5 son 30 cuotas). Solo capital e intereses: no se incluyen el impuesto sobre bienes inmuebles, los seguros ni las comisiones. total_paid es la suma de las cuotas mensuales, total_interest = total_paid − loan_amount, y total_cost = down_payment + total_paid. schedule_by_year suma las doce cuotas de cada año: principal_paid, interest_paid y el saldo tras la última cuota del año. ${es.calc.MONEY}`,
    params: {
      price: 'Precio de compra de la vivienda; 0 o más',
      down_payment: 'Importe pagado por adelantado (entrada), menor que price; 0 o más, por defecto 0',
      rate: 'Tipo de interés anual de la hipoteca, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Plazo de la hipoteca, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
})
