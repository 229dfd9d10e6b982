import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  hourly_rate: calcParam.nonNegative('Regular pay per hour'),
  regular_hours: calcParam.nonNegative('Hours paid at the regular rate in the period'),
  overtime_hours: z.number().min(0).default(0).describe('Hours paid at the overtime rate in the period, 0 or more; default 0'),
  multiplier: z.number().min(1).max(10).default(1.5).describe('Overtime rate as a multiple of the regular rate, 1 to 10; default 1.5'),
})

export default defineOperation({
  category: 'calc',
  name: 'overtime-pay',
  input: 'query',
  summary: 'Regular, overtime and total pay for a pay period',
  description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; '
    + 'overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Hours are those of one pay period '
    + '(a week, a fortnight: whatever the caller uses). multiplier 1.5 is "time and a half", 2 is "double time". '
    + 'Money figures are rounded to cents from unrounded amounts. Gross pay, before tax.',
  params,
  result: calcResult(params, {
    regular_pay: moneyFigure({ en: 'Pay for the regular hours, hourly_rate × regular_hours', es: 'Paga de las horas ordinarias, hourly_rate × regular_hours' }),
    overtime_rate: moneyFigure({ en: 'Pay per overtime hour, hourly_rate × multiplier', es: 'Paga por hora extra, hourly_rate × multiplier' }),
    overtime_pay: moneyFigure({ en: 'Pay for the overtime hours, overtime_rate × overtime_hours', es: 'Paga de las horas extra, overtime_rate × overtime_hours' }),
    total_pay: moneyFigure({ en: 'Gross pay for the period, regular_pay + overtime_pay', es: 'Paga bruta del periodo, regular_pay + overtime_pay' }),
    total_hours: z.number().min(0).apply(described, { en: 'Hours worked in the period, regular_hours + overtime_hours', es: 'Horas trabajadas en el periodo, regular_hours + overtime_hours' }),
  }),
  examples: [
    { title: '40 h at 20 plus 5 h time and a half', params: { hourly_rate: 20, regular_hours: 40, overtime_hours: 5 }, result: { regular_pay: 800, overtime_rate: 30, overtime_pay: 150, total_pay: 950, total_hours: 45 } },
    { title: 'Double time', params: { hourly_rate: 18.75, regular_hours: 38, overtime_hours: 4.5, multiplier: 2 }, result: { regular_pay: 712.5, overtime_rate: 37.5, overtime_pay: 168.75, total_pay: 881.25 } },
  ],
  run: ({ hourly_rate, regular_hours, overtime_hours, multiplier }) => {
    const regular = finite(hourly_rate * regular_hours, 'regular_pay')
    const overtimeRate = finite(hourly_rate * multiplier, 'overtime_rate')
    const overtime = finite(overtimeRate * overtime_hours, 'overtime_pay')
    return {
      inputs: { hourly_rate, regular_hours, overtime_hours, multiplier },
      regular_pay: money(regular),
      overtime_rate: money(overtimeRate),
      overtime_pay: money(overtime),
      total_pay: money(finite(regular + overtime, 'total_pay')),
      total_hours: finite(regular_hours + overtime_hours, 'total_hours'),
      formula: 'hourly_rate × regular_hours + hourly_rate × multiplier × overtime_hours',
    }
  },
  es: {
    summary: 'Paga ordinaria, de horas extra y total de un periodo de pago',
    description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Las horas son las de un periodo de pago (una semana, una quincena: lo que use quien llama). multiplier 1.5 es "hora y media" y 2 es "tarifa doble". Los importes se redondean a céntimos a partir de cantidades sin redondear. Es la paga bruta, antes de impuestos.',
    params: {
      hourly_rate: 'Paga ordinaria por hora',
      regular_hours: 'Horas pagadas a la tarifa ordinaria en el periodo',
      overtime_hours: 'Horas pagadas a la tarifa de horas extra en el periodo, 0 o más; por defecto 0',
      multiplier: 'Tarifa de horas extra como múltiplo de la ordinaria, de 1 a 10; por defecto 1.5',
    },
  },
})
