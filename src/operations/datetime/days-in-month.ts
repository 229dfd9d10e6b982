import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_YEAR, MIN_YEAR, daysInMonth, isLeapYear, monthName } from '../../lib/dates.ts'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export default defineOperation({
  category: 'datetime',
  name: 'days-in-month',
  input: 'query',
  summary: 'How many days a month has, leap years included',
  description: 'Gregorian calendar, years 1 to 9999: February has 29 days in a leap year (divisible by 4, except centuries not divisible by 400) and 28 otherwise; April, June, September and November have 30; the rest 31. '
    + 'month_name is in English and month_name_localized in the call language; first_day and last_day are ISO 8601 dates.',
  params: z.object({
    year: z.number().int().min(MIN_YEAR).max(MAX_YEAR).describe('The year, a whole number from 1 to 9999'),
    month: z.number().int().min(1).max(12).describe('The month, 1 (January) to 12 (December)'),
  }),
  result: z.object({
    year: z.number().int().apply(described, { en: 'The year', es: 'El año' }),
    month: z.number().int().min(1).max(12).apply(described, { en: 'The month, 1 (January) to 12 (December)', es: 'El mes, de 1 (enero) a 12 (diciembre)' }),
    month_name: z.string().apply(described, { en: 'Name of the month, in English', es: 'Nombre del mes, en inglés' }),
    month_name_localized: z.string().apply(described, { en: 'Name of the month in the call language', es: 'Nombre del mes en el idioma de la llamada' }),
    language: z.string().apply(described, { en: 'The call language of month_name_localized, such as en or es', es: 'El idioma de la llamada de month_name_localized, como en o es' }),
    days: z.number().int().min(28).max(31).apply(described, { en: 'Number of days in the month', es: 'Número de días del mes' }),
    is_leap_year: z.boolean().apply(described, { en: 'Whether the year is a leap year', es: 'Si el año es bisiesto' }),
    first_day: z.string().apply(described, { en: 'First day of the month, YYYY-MM-DD', es: 'Primer día del mes, YYYY-MM-DD' }),
    last_day: z.string().apply(described, { en: 'Last day of the month, YYYY-MM-DD', es: 'Último día del mes, YYYY-MM-DD' }),
  }),
  chain: { gives: 'result.days' },
  examples: [
    { title: 'February in a leap year', params: { year: 2024, month: 2 }, result: { year: 2024, month: 2, month_name: 'February', days: 29, is_leap_year: true, first_day: '2024-02-01', last_day: '2024-02-29' } },
    { title: 'February in 1900, not a leap year', params: { year: 1900, month: 2 }, result: { days: 28, is_leap_year: false } },
    { title: 'April', params: { year: 2025, month: 4 }, result: { month_name: 'April', days: 30 } },
  ],
  run: ({ year, month }, ctx) => {
    const days = daysInMonth(year, month)
    const prefix = `${pad(year, 4)}-${pad(month, 2)}`
    return {
      year,
      month,
      month_name: monthName(month, 'en'),
      month_name_localized: monthName(month, ctx.lang),
      language: ctx.lang,
      days,
      is_leap_year: isLeapYear(year),
      first_day: `${prefix}-01`,
      last_day: `${prefix}-${pad(days, 2)}`,
    }
  },
  es: {
    summary: 'Cuántos días tiene un mes, teniendo en cuenta los años bisiestos',
    description: 'Calendario gregoriano, años del 1 al 9999: febrero tiene 29 días en un año bisiesto (divisible por 4, salvo los siglos no divisibles por 400) y 28 en los demás; abril, junio, septiembre y noviembre tienen 30; el resto, 31. month_name está en inglés y month_name_localized en el idioma de la llamada; first_day y last_day son fechas ISO 8601.',
    params: {
      year: 'El año, un número entero de 1 a 9999',
      month: 'El mes, de 1 (enero) a 12 (diciembre)',
    },
  },
})
