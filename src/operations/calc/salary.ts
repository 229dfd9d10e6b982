import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible, money } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

/** Working days in a week, for the daily figure. */
const DAYS_PER_WEEK = 5
const HOURS_PER_WEEK_MAX = 168
const WEEKS_PER_YEAR_MAX = 53

const params = z.object({
  hourly: z.number().min(0).optional().describe('Hourly wage, 0 or more; pass this or annual'),
  annual: z.number().min(0).optional().describe('Annual salary, 0 or more; pass this or hourly'),
  hours_per_week: z.number().gt(0).lte(HOURS_PER_WEEK_MAX).default(40)
    .describe(`Paid hours in a week, more than 0 and at most ${HOURS_PER_WEEK_MAX}; default 40`),
  weeks_per_year: z.number().gt(0).lte(WEEKS_PER_YEAR_MAX).default(52)
    .describe(`Paid weeks in a year, more than 0 and at most ${WEEKS_PER_YEAR_MAX}; default 52`),
})

export default defineOperation({
  category: 'calc',
  name: 'salary',
  input: 'query',
  summary: 'Convert an hourly wage to an annual salary or back, with daily, weekly and monthly figures',
  description: 'Pass either hourly or annual, not both. annual = hourly × hours_per_week × weeks_per_year (and the other way round). '
    + `weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (a five-day week of hours_per_week / 5 hours); `
    + 'monthly = annual / 12. Every figure is computed from the unrounded wage and rounded to cents. Gross pay, before tax; '
    + 'weeks_per_year below 52 models unpaid weeks.',
  params,
  result: calcResult(params, {
    hourly: moneyFigure({ en: 'Gross pay per hour', es: 'Paga bruta por hora' }),
    daily: moneyFigure({ en: 'Gross pay per working day, weekly / 5', es: 'Paga bruta por día laborable, weekly / 5' }),
    weekly: moneyFigure({ en: 'Gross pay per week, hourly × hours_per_week', es: 'Paga bruta por semana, hourly × hours_per_week' }),
    monthly: moneyFigure({ en: 'Gross pay per month, annual / 12', es: 'Paga bruta por mes, annual / 12' }),
    annual: moneyFigure({ en: 'Gross pay per year, hourly × hours_per_week × weeks_per_year', es: 'Paga bruta por año, hourly × hours_per_week × weeks_per_year' }),
  }),
  examples: [
    { title: '25 an hour, 40 hours, 52 weeks', params: { hourly: 25 }, result: { hourly: 25, daily: 200, weekly: 1000, monthly: 4333.33, annual: 52000 } },
    { title: '60,000 a year', params: { annual: 60000 }, result: { hourly: 28.85, daily: 230.77, weekly: 1153.85, monthly: 5000, annual: 60000 } },
    { title: '30 an hour, 37.5 hours, 48 weeks', params: { hourly: 30, hours_per_week: 37.5, weeks_per_year: 48 }, result: { weekly: 1125, annual: 54000 } },
  ],
  run: ({ hourly, annual, hours_per_week, weeks_per_year }) => {
    if (hourly !== undefined && annual !== undefined) impossible('SALARY_BOTH')
    if (hourly === undefined && annual === undefined) impossible('SALARY_NEITHER')
    const hoursPerYear = hours_per_week * weeks_per_year
    const rate = hourly ?? annual! / hoursPerYear
    const yearly = finite(annual ?? hourly! * hoursPerYear, 'annual')
    const weekly = finite(rate * hours_per_week, 'weekly')
    return {
      inputs: { ...(hourly !== undefined ? { hourly } : { annual }), hours_per_week, weeks_per_year },
      hourly: money(rate),
      daily: money(weekly / DAYS_PER_WEEK),
      weekly: money(weekly),
      monthly: money(yearly / 12),
      annual: money(yearly),
      formula: 'annual = hourly × hours_per_week × weeks_per_year; weekly = hourly × hours_per_week; daily = weekly / 5; monthly = annual / 12',
    }
  },
  es: {
    summary: 'Convierte un salario por hora en uno anual o al revés, con las cifras diaria, semanal y mensual',
    description: `Indique hourly o annual, no ambos. annual = hourly × hours_per_week × weeks_per_year (y a la inversa). weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (una semana de cinco días de hours_per_week / 5 horas); monthly = annual / 12. Cada cifra se calcula a partir del salario sin redondear y se redondea a céntimos. Es la paga bruta, antes de impuestos; un weeks_per_year inferior a 52 representa semanas no pagadas.`,
    params: {
      hourly: 'Salario por hora, 0 o más; indique este o annual',
      annual: 'Salario anual, 0 o más; indique este o hourly',
      hours_per_week: `Horas pagadas a la semana, más de 0 y como máximo ${HOURS_PER_WEEK_MAX}; por defecto 40`,
      weeks_per_year: `Semanas pagadas al año, más de 0 y como máximo ${WEEKS_PER_YEAR_MAX}; por defecto 52`,
    },
  },
})
