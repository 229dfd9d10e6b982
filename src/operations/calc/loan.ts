import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { amortisationFormula, amortisationResult, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure, scheduleByYear } from '../kits/calc-results.ts'

const MONTHS_TOO_FEW: MessageKey = 'FINANCE_MONTHS_TOO_FEW'

const params = z.object({
  principal: financeParam.amount('Amount borrowed'),
  annual_rate: financeParam.interestRate('Interest rate'),
  months: z.number().int().min(1, MONTHS_TOO_FEW).max(1200).describe('Number of monthly payments, a whole number from 1 to 1200 (360 is 30 years)'),
})

export default defineOperation({
  category: 'calc',
  name: 'loan',
  input: 'query',
  summary: 'Monthly payment, total interest and yearly amortisation of a fixed-rate loan',
  description: 'Standard amortisation with level monthly payments made at the end of each month: '
    + 'M = P × r / (1 − (1 + r)^−n), where r = annual_rate / 12 / 100 (the nominal annual rate split evenly over the months) '
    + 'and n = months; at 0 % the payment is P / n. total_paid = M × n, total_interest = total_paid − P. '
    + 'schedule_by_year sums each block of twelve payments (the last year may be shorter): principal_paid, interest_paid '
    + 'and the balance still owed after the year\'s last payment. '
    + 'Figures are computed at full precision and rounded to cents in the result; a lender who rounds every payment to the cent '
    + 'adjusts the last payment by a few cents, and the rounded yearly rows may differ from the totals by a cent.',
  params,
  result: calcResult(params, {
    monthly_payment: moneyFigure({ en: 'Level payment at the end of each month', es: 'Cuota constante al final de cada mes' }),
    total_paid: moneyFigure({ en: 'Sum of the payments, monthly payment × months', es: 'Suma de las cuotas, cuota mensual × months' }),
    total_interest: moneyFigure({ en: 'Interest paid over the loan, total_paid − principal', es: 'Intereses pagados durante el préstamo, total_paid − principal' }),
    schedule_by_year: scheduleByYear,
  }),
  examples: [
    {
      title: '10,000 at 5 % over 3 years',
      params: { principal: 10000, annual_rate: 5, months: 36 },
      result: {
        inputs: { principal: 10000, annual_rate: 5, months: 36 },
        monthly_payment: 299.71, total_paid: 10789.52, total_interest: 789.52,
        schedule_by_year: [
          { year: 1, payments: 12, principal_paid: 3168.46, interest_paid: 428.04, balance: 6831.54 },
          { year: 2, payments: 12, principal_paid: 3330.57, interest_paid: 265.94, balance: 3500.97 },
          { year: 3, payments: 12, principal_paid: 3500.97, interest_paid: 95.54, balance: 0 },
        ],
      },
    },
    {
      title: 'interest-free: 1,200 over 12 months',
      params: { principal: 1200, annual_rate: 0, months: 12 },
      result: { monthly_payment: 100, total_paid: 1200, total_interest: 0, schedule_by_year: [{ year: 1, payments: 12, principal_paid: 1200, interest_paid: 0, balance: 0 }] },
    },
  ],
  run: ({ principal, annual_rate, months }) => ({
    inputs: { principal, annual_rate, months },
    ...amortisationResult(principal, annual_rate, months),
    formula: amortisationFormula(),
  }),
  es: {
    summary: 'Cuota mensual, intereses totales y amortización anual de un préstamo a tipo fijo',
    description: 'Amortización estándar con cuotas mensuales constantes pagadas al final de cada mes: M = P × r / (1 − (1 + r)^−n), donde r = annual_rate / 12 / 100 (el tipo nominal anual repartido por igual entre los meses) y n = months; al 0 % la cuota es P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year suma cada bloque de doce cuotas (el último año puede ser más corto): principal_paid, interest_paid y el saldo pendiente tras la última cuota del año. Las cifras se calculan con toda la precisión y se redondean a céntimos en el resultado; un prestamista que redondea cada cuota al céntimo ajusta la última en unos céntimos, y las filas anuales redondeadas pueden diferir de los totales en un céntimo.',
    params: {
      principal: 'Importe prestado; 0 o más',
      annual_rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      months: 'Número de cuotas mensuales, un número entero de 1 a 1200 (360 son 30 años)',
    },
  },
})
