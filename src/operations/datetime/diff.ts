import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
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
    from: z.string().apply(described, { en: 'The start as read, in the zone: YYYY-MM-DD for a date alone, else ISO 8601 with its offset', es: 'El inicio tal como se leyó, en la zona: YYYY-MM-DD para una fecha sola, si no ISO 8601 con su desfase' }),
    to: z.string().apply(described, { en: 'The end as read, in the same form', es: 'El fin tal como se leyó, en la misma forma' }),
    timezone: z.string().apply(described, { en: 'The zone whose calendar counted days and months', es: 'La zona cuyo calendario contó los días y los meses' }),
    negative: z.boolean().apply(described, { en: 'to is earlier than from; the breakdown parts stay positive and the totals are negative', es: 'to es anterior a from; las partes del desglose siguen siendo positivas y los totales son negativos' }),
    sign: z.number().int().min(-1).max(1).apply(described, { en: '1 when to is later than from, -1 when earlier, 0 when both are the same moment', es: '1 cuando to es posterior a from, -1 cuando es anterior, 0 cuando ambos son el mismo momento' }),
    years: z.number().int().nonnegative().apply(described, { en: 'Whole years of the breakdown', es: 'Años enteros del desglose' }),
    months: z.number().int().nonnegative().apply(described, { en: 'Whole months after the years', es: 'Meses enteros tras los años' }),
    days: z.number().int().nonnegative().apply(described, { en: 'Calendar days after the months', es: 'Días del calendario tras los meses' }),
    hours: z.number().int().nonnegative().apply(described, { en: 'Hours of elapsed time after the days', es: 'Horas de tiempo transcurrido tras los días' }),
    minutes: z.number().int().nonnegative().apply(described, { en: 'Minutes after the hours', es: 'Minutos tras las horas' }),
    seconds: z.number().int().nonnegative().apply(described, { en: 'Seconds after the minutes', es: 'Segundos tras los minutos' }),
    milliseconds: z.number().int().nonnegative().apply(described, { en: 'Milliseconds after the seconds', es: 'Milisegundos tras los segundos' }),
    total_weeks: z.number().apply(described, { en: 'Exact elapsed time, to minus from, in weeks (up to 6 decimals)', es: 'Tiempo transcurrido exacto, to menos from, en semanas (con hasta 6 decimales)' }),
    total_days: z.number().apply(described, { en: 'Exact elapsed time in days (up to 6 decimals)', es: 'Tiempo transcurrido exacto en días (con hasta 6 decimales)' }),
    total_hours: z.number().apply(described, { en: 'Exact elapsed time in hours (up to 6 decimals)', es: 'Tiempo transcurrido exacto en horas (con hasta 6 decimales)' }),
    total_minutes: z.number().apply(described, { en: 'Exact elapsed time in minutes (up to 6 decimals)', es: 'Tiempo transcurrido exacto en minutos (con hasta 6 decimales)' }),
    total_seconds: z.number().apply(described, { en: 'Exact elapsed time in seconds (up to 6 decimals)', es: 'Tiempo transcurrido exacto en segundos (con hasta 6 decimales)' }),
    total_milliseconds: z.number().int().apply(described, { en: 'Exact elapsed time in milliseconds', es: 'Tiempo transcurrido exacto en milisegundos' }),
    human: z.string().apply(described, { en: 'The breakdown in words in the call language, such as "2 years, 3 months and 4 days"', es: 'El desglose con palabras en el idioma de la llamada, como "2 años, 3 meses y 4 días"' }),
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
  run: async ({ from, to, timezone }, ctx) => {
    const start = await readDate(requiredText(from, 'from'), readOptions('from', timezone))
    const opts = readOptions('to', timezone)
    const end = await readDate(requiredText(to, 'to'), opts)
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
