import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { DATE_TEXT_MAX } from '../../lib/dates.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { civilDate, isoDate, readCalendarDay } from '../../lib/time/calendar.ts'
import {
  MAX_ADD_DAYS, MAX_HOLIDAYS, MAX_SPAN_DAYS, WEEKDAY_NAMES, addBusinessDays, calendarOf, countBusinessDays, readHolidays, readWeekend,
} from '../../lib/time/business.ts'

const count = (en: string, es: string) => z.number().int().optional().apply(described, { en: `${en} (mode=count)`, es: `${es} (mode=count)` })

function needed(value: string | undefined, param: string, mode: string): string {
  const text = optionalText(value)
  if (text === undefined) throw new OperationError('BUSINESS_MODE_PARAM', { param, mode })
  return text
}

export default defineOperation({
  category: 'datetime',
  name: 'business-days',
  input: 'query',
  summary: 'Count the business days between two dates, or find the date a number of business days later, skipping weekends and holidays',
  description: 'mode=count (the default) counts over the days after from through to (1 to 31 January is 30 calendar days): business_days, calendar_days, weekend_days, and holidays_excluded, the holidays that fell on a would-be business day. '
    + 'When to is before from, every count is negative. '
    + 'mode=add gives date, the day that many business days after date (before it when days is negative; 0 gives date itself). '
    + 'weekend lists the weekend days (default sat,sun; fri,sat or sun alone for other calendars, none for no weekend); holidays is a comma-separated list of YYYY-MM-DD dates. '
    + `Spans of at most ${MAX_SPAN_DAYS} days (100 years); days from -${MAX_ADD_DAYS} to ${MAX_ADD_DAYS}; at most ${MAX_HOLIDAYS} holidays. Counts are made a week at a time, never day by day.`,
  params: z.object({
    mode: z.enum(['count', 'add']).default('count').describe('count (default): count between from and to; add: move date by days business days'),
    from: z.string().max(DATE_TEXT_MAX).optional().describe('mode=count: the start date, such as 2025-01-01 (not counted itself)'),
    to: z.string().max(DATE_TEXT_MAX).optional().describe('mode=count: the end date, such as 2025-01-31 (counted)'),
    date: z.string().max(DATE_TEXT_MAX).optional().describe('mode=add: the start date, such as 2025-01-01'),
    days: z.number().int().min(-MAX_ADD_DAYS).max(MAX_ADD_DAYS).optional().describe('mode=add: how many business days to move, negative to go back'),
    holidays: z.string().max(12 * MAX_HOLIDAYS).optional().describe('Holidays: YYYY-MM-DD dates separated by commas, such as 2025-01-01,2025-12-25'),
    weekend: z.string().max(100).optional().describe('Weekend days: mon, tue, wed, thu, fri, sat, sun separated by commas (default sat,sun), or none'),
  }),
  result: z.object({
    mode: z.enum(['count', 'add']).apply(described, { en: 'What was computed', es: 'Qué se calculó' }),
    business_days: count('Business days after from through to', 'Días hábiles después de from hasta to inclusive'),
    calendar_days: count('Calendar days after from through to', 'Días naturales después de from hasta to inclusive'),
    weekend_days: count('Weekend days among them', 'Días de fin de semana entre ellos'),
    holidays_excluded: count('Holidays among them that fell on a would-be business day', 'Festivos entre ellos que cayeron en un día que habría sido hábil'),
    date: z.string().optional().apply(described, { en: 'The resulting business day, YYYY-MM-DD (mode=add)', es: 'El día hábil resultante, YYYY-MM-DD (mode=add)' }),
    weekend: z.array(z.enum(WEEKDAY_NAMES)).apply(described, { en: 'The weekend days used', es: 'Los días de fin de semana usados' }),
  }),
  chain: { gives: 'result.business_days' },
  examples: [
    { title: 'January 2025', params: { from: '2025-01-01', to: '2025-01-31' }, result: { business_days: 22, calendar_days: 30, weekend_days: 8, holidays_excluded: 0 } },
    { title: 'With a holiday', params: { from: '2025-01-01', to: '2025-01-31', holidays: '2025-01-06' }, result: { business_days: 21, holidays_excluded: 1 } },
    { title: 'Ten business days later', params: { mode: 'add', date: '2025-01-03', days: 10 }, result: { date: '2025-01-17' } },
  ],
  run: async ({ mode, from, to, date, days, holidays, weekend }) => {
    const weekendDays = readWeekend(weekend)
    const cal = calendarOf(weekendDays, readHolidays(holidays))
    const weekendNames = WEEKDAY_NAMES.filter((_, i) => weekendDays.has(i + 1))
    if (mode === 'add') {
      const start = await readCalendarDay(needed(date, 'date', mode), 'date')
      if (days === undefined) throw new OperationError('BUSINESS_MODE_PARAM', { param: 'days', mode })
      return { mode, date: isoDate(civilDate(addBusinessDays(cal, start, days))), weekend: weekendNames }
    }
    const a = await readCalendarDay(needed(from, 'from', mode), 'from')
    const b = await readCalendarDay(needed(to, 'to', mode), 'to')
    return { mode, ...countBusinessDays(cal, a, b), weekend: weekendNames }
  },
  es: {
    summary: 'Cuenta los días hábiles entre dos fechas, o halla la fecha que cae un número de días hábiles después, sin contar fines de semana ni festivos',
    description: `mode=count (por defecto) cuenta los días posteriores a from hasta to inclusive (del 1 al 31 de enero son 30 días naturales): business_days, calendar_days, weekend_days, y holidays_excluded, los festivos que cayeron en un día que habría sido hábil. Cuando to es anterior a from, todas las cuentas son negativas. mode=add da date, el día que cae ese número de días hábiles después de date (antes si days es negativo; 0 da la propia date). weekend enumera los días de fin de semana (por defecto sat,sun; fri,sat o solo sun para otros calendarios, none para ninguno); holidays es una lista de fechas YYYY-MM-DD separadas por comas. Intervalos de como máximo ${MAX_SPAN_DAYS} días (100 años); days de -${MAX_ADD_DAYS} a ${MAX_ADD_DAYS}; como máximo ${MAX_HOLIDAYS} festivos. Las cuentas se hacen semana a semana, nunca día a día.`,
    params: {
      mode: 'count (por defecto): cuenta entre from y to; add: desplaza date en days días hábiles',
      from: 'mode=count: la fecha de inicio, como 2025-01-01 (no se cuenta)',
      to: 'mode=count: la fecha final, como 2025-01-31 (se cuenta)',
      date: 'mode=add: la fecha de inicio, como 2025-01-01',
      days: 'mode=add: cuántos días hábiles desplazarse, negativo para retroceder',
      holidays: 'Festivos: fechas YYYY-MM-DD separadas por comas, como 2025-01-01,2025-12-25',
      weekend: 'Días de fin de semana: mon, tue, wed, thu, fri, sat, sun separados por comas (por defecto sat,sun), o none',
    },
  },
})
