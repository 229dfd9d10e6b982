import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, impossible, money, percent } from '../../lib/calc/calc.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  gross: calcParam.positive('Gross pay for the period, before tax'),
  tax_rate: calcParam.percent('Flat tax rate applied to gross, 0 to 100', 0, 100),
  deductions: z.number().min(0).default(0).describe('Other deductions for the period, as an amount, 0 or more; default 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'take-home-pay',
  input: 'query',
  summary: 'Take-home pay after a flat tax rate and fixed deductions (an estimate)',
  description: 'A flat-rate estimate, not a tax calculation: real income tax has brackets, allowances and credits. '
    + 'tax = gross × tax_rate / 100; take_home = gross − tax − deductions, with deductions (pension, insurance and the like) '
    + 'taken after tax and not reducing it. Use the same period for gross and deductions (a month, a year). '
    + `effective_deduction_percent is (tax + deductions) / gross as a percent. ${en.calc.MONEY_CENTS} `
    + 'Deductions larger than the pay left after tax are refused.',
  params,
  result: calcResult(params, {
    tax: moneyFigure({ en: 'Tax at the flat rate, gross × tax_rate / 100', es: 'Impuesto al tipo único, gross × tax_rate / 100' }),
    deductions: moneyFigure({ en: 'The deductions taken after tax', es: 'Las deducciones aplicadas después de impuestos' }),
    take_home: moneyFigure({ en: 'Pay left, gross − tax − deductions', es: 'Paga que queda, gross − tax − deductions' }),
    effective_deduction_percent: percentFigure({ en: 'Share of gross taken by tax and deductions, (tax + deductions) / gross × 100', es: 'Parte de gross que se llevan los impuestos y las deducciones, (tax + deductions) / gross × 100' }),
  }),
  examples: [
    { title: '5,000 at 22 % with 250 deductions', params: { gross: 5000, tax_rate: 22, deductions: 250 }, result: { tax: 1100, take_home: 3650, effective_deduction_percent: 27 } },
    { title: '60,000 at 30 %', params: { gross: 60000, tax_rate: 30 }, result: { tax: 18000, take_home: 42000, effective_deduction_percent: 30 } },
  ],
  run: ({ gross, tax_rate, deductions }) => {
    const tax = (gross * tax_rate) / 100
    const afterTax = gross - tax
    if (deductions > afterTax) impossible('TAKE_HOME_NEGATIVE', { deductions, after_tax: money(afterTax) })
    return {
      inputs: { gross, tax_rate, deductions },
      tax: money(tax),
      deductions: money(deductions),
      take_home: money(afterTax - deductions),
      effective_deduction_percent: percent(((tax + deductions) / gross) * 100),
      formula: 'take_home = gross − gross × tax_rate / 100 − deductions (flat-rate estimate)',
    }
  },
  es: {
    summary: 'Salario neto tras un tipo impositivo fijo y deducciones fijas (una estimación)',
    description: `Una estimación con tipo fijo, no un cálculo de impuestos: el impuesto sobre la renta real tiene tramos, mínimos exentos y deducciones. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, con deductions (pensión, seguros y similares) restadas después del impuesto y sin reducirlo. Use el mismo periodo para gross y deductions (un mes, un año). effective_deduction_percent es (tax + deductions) / gross en porcentaje. ${es.calc.MONEY_CENTS} Se rechazan las deducciones mayores que la paga que queda tras el impuesto.`,
    params: {
      gross: 'Paga bruta del periodo, antes de impuestos',
      tax_rate: 'Tipo impositivo fijo aplicado a gross, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
      deductions: 'Otras deducciones del periodo, como importe, 0 o más; por defecto 0',
    },
  },
})
