import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import {
  calendarDiff, dateParams, humanBreakdown, readDate, readOptions, requiredText, shownAs, totals,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'diff',
  input: 'query',
  summary: 'The difference between two dates, as years, months and days and as totals',
  description: 'from and to are read as to-timestamp reads dates; a date alone is the start of that day and a time without offset a wall time, both in `timezone` (default UTC), so the server\'s zone never matters. '
    + 'The breakdown counts from the earlier date: whole years, then whole months, then days on the calendar of `timezone`, then the remaining hours, minutes, seconds and milliseconds of elapsed time, '
    + 'so that adding the breakdown to the earlier date with the add operation gives the later one: month ends clamp as add does (2024-01-31 to 2024-02-29 is 1 month, 2024-02-29 to 2025-02-28 is 1 year), '
    + 'and across a daylight-saving change a calendar day stays one day while total_hours counts the real hours. '
    + 'Breakdown parts are never negative: when to is earlier than from, negative is true and sign -1 (sign is 1 when to is later, 0 when both are the same moment), and the totals (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: exact elapsed time, to minus from, up to 6 decimals) are negative. '
    + 'human puts the breakdown in words in the call language, such as "2 years, 3 months and 4 days".',
  params: z.object({
    from: dateParams.date('The start date, such as 2024-01-31 or 2024-01-31T08:00:00Z'),
    to: dateParams.date('The end date; earlier than from gives a negative difference'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose calendar counts days and months, and in which dates and times without offset are read')),
  }),
  result: z.object({
    from: z.string().describe('The start as read, in the zone: YYYY-MM-DD for a date alone, else ISO 8601 with its offset'),
    to: z.string().describe('The end as read, in the same form'),
    timezone: z.string().describe('The zone whose calendar counted days and months'),
    negative: z.boolean().describe('to is earlier than from; the breakdown parts stay positive and the totals are negative'),
    sign: z.number().int().min(-1).max(1).describe('1 when to is later than from, -1 when earlier, 0 when both are the same moment'),
    years: z.number().int().nonnegative().describe('Whole years of the breakdown'),
    months: z.number().int().nonnegative().describe('Whole months after the years'),
    days: z.number().int().nonnegative().describe('Calendar days after the months'),
    hours: z.number().int().nonnegative().describe('Hours of elapsed time after the days'),
    minutes: z.number().int().nonnegative().describe('Minutes after the hours'),
    seconds: z.number().int().nonnegative().describe('Seconds after the minutes'),
    milliseconds: z.number().int().nonnegative().describe('Milliseconds after the seconds'),
    total_weeks: z.number().describe('Exact elapsed time, to minus from, in weeks (up to 6 decimals)'),
    total_days: z.number().describe('Exact elapsed time in days (up to 6 decimals)'),
    total_hours: z.number().describe('Exact elapsed time in hours (up to 6 decimals)'),
    total_minutes: z.number().describe('Exact elapsed time in minutes (up to 6 decimals)'),
    total_seconds: z.number().describe('Exact elapsed time in seconds (up to 6 decimals)'),
    total_milliseconds: z.number().int().describe('Exact elapsed time in milliseconds'),
    human: z.string().describe('The breakdown in words in the call language, such as "2 years, 3 months and 4 days"'),
  }),
  examples: [
    {
      title: 'Years, months and days',
      params: { from: '2022-01-15', to: '2024-04-19' },
      result: {
        negative: false, sign: 1, years: 2, months: 3, days: 4, hours: 0, minutes: 0, seconds: 0,
        total_days: 825, human: '2 years, 3 months and 4 days',
      },
    },
    {
      title: 'Backwards across a leap day',
      params: { from: '2024-03-01', to: '2024-02-28' },
      result: { negative: true, sign: -1, years: 0, months: 0, days: 2, total_days: -2, total_hours: -48, human: '2 days' },
    },
  ],
  run: ({ from, to, timezone }, ctx) => {
    const start = readDate(requiredText(from, 'from'), readOptions('from', timezone))
    const opts = readOptions('to', timezone)
    const end = readDate(requiredText(to, 'to'), opts)
    const a = start.dt.setZone(opts.tz.zone)
    const b = end.dt.setZone(opts.tz.zone)
    const { negative, parts, ms } = calendarDiff(a, b)
    return {
      from: shownAs(a, start.dateOnly),
      to: shownAs(b, end.dateOnly),
      timezone: opts.tz.name,
      negative,
      sign: ms === 0 ? 0 : negative ? -1 : 1,
      ...parts,
      ...totals(ms),
      human: humanBreakdown(parts, ctx.lang, start.dateOnly && end.dateOnly),
    }
  },
  es: {
    summary: 'La diferencia entre dos fechas, en años, meses y días y en totales',
    description: 'from y to se leen como lee las fechas to-timestamp; una fecha sola es el comienzo de ese día y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC), así que la zona del servidor nunca influye. El desglose cuenta desde la fecha anterior: años enteros, luego meses enteros, luego días en el calendario de `timezone`, y después las horas, minutos, segundos y milisegundos restantes de tiempo transcurrido, de modo que sumar el desglose a la fecha anterior con la operación add da la posterior: los finales de mes se ajustan como en add (de 2024-01-31 a 2024-02-29 es 1 mes, de 2024-02-29 a 2025-02-28 es 1 año), y a través de un cambio de horario de verano un día del calendario sigue siendo un día mientras que total_hours cuenta las horas reales. Las partes del desglose nunca son negativas: cuando to es anterior a from, negative es true y sign es -1 (sign es 1 cuando to es posterior y 0 cuando ambos son el mismo momento), y los totales (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: tiempo transcurrido exacto, to menos from, con hasta 6 decimales) son negativos. human expresa el desglose con palabras en el idioma de la llamada, como "2 años, 3 meses y 4 días".',
    params: {
      from: 'La fecha de inicio, como 2024-01-31 o 2024-01-31T08:00:00Z',
      to: 'La fecha de fin; si es anterior a from, la diferencia es negativa',
      timezone: es.dates.timezone('Zona cuyo calendario cuenta los días y los meses, y en la que se leen las fechas y horas sin desfase'),
    },
  },
})
