import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { dateParams, isoWeekFields, readDateOrToday, readOptions } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'week-number',
  input: 'query',
  summary: 'The ISO 8601 week number and week-year of a date',
  description: 'ISO 8601 weeks start on Monday and week 1 is the week with the year\'s first Thursday, so the first days of January can belong to the last week of the previous year and the last days of December to week 1 of the next: '
    + '2020-12-31 and 2021-01-03 are both in week 53 of 2020. week_year is that ISO week-numbering year, which can differ from the calendar year; weeks_in_year is 52 or 53. '
    + 'weekday is 1 (Monday) to 7 (Sunday); week_start and week_end are the Monday and Sunday of the week. '
    + 'date (default today in `timezone`, default UTC) is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.',
  params: z.object({
    date: dateParams.optionalDate('The date, such as 2020-12-31; default today'),
    timezone: dateParams.timezone(en.dates.timezone('Zone that decides what "today" is and the calendar date of an instant')),
  }),
  result: z.object({
    date: z.string().apply(described, { en: 'The calendar date, YYYY-MM-DD', es: 'La fecha del calendario, YYYY-MM-DD' }),
    week: z.number().int().min(1).max(53).apply(described, { en: 'The ISO 8601 week number, 1 to 53', es: 'El número de semana ISO 8601, de 1 a 53' }),
    week_year: z.number().int().apply(described, { en: 'The ISO week-numbering year the week belongs to, which can differ from the calendar year', es: 'El año de numeración de semanas ISO al que pertenece la semana, que puede diferir del año natural' }),
    weekday: z.number().int().min(1).max(7).apply(described, { en: 'Day of the week: 1 = Monday to 7 = Sunday', es: 'Día de la semana: de 1 = lunes a 7 = domingo' }),
    iso_week: z.string().apply(described, { en: 'The week in ISO 8601 form, such as 2020-W53', es: 'La semana en forma ISO 8601, como 2020-W53' }),
    iso_week_date: z.string().apply(described, { en: 'The ISO 8601 week date, such as 2020-W53-4', es: 'La fecha de semana ISO 8601, como 2020-W53-4' }),
    weeks_in_year: z.number().int().min(52).max(53).apply(described, { en: 'Weeks in the week-numbering year: 52 or 53', es: 'Semanas del año de numeración de semanas: 52 o 53' }),
    week_start: z.string().apply(described, { en: 'The Monday of the week, YYYY-MM-DD', es: 'El lunes de la semana, YYYY-MM-DD' }),
    week_end: z.string().apply(described, { en: 'The Sunday of the week, YYYY-MM-DD', es: 'El domingo de la semana, YYYY-MM-DD' }),
  }),
  chain: { gives: 'result.week' },
  examples: [
    {
      title: 'The last day of 2020 is in week 53',
      params: { date: '2020-12-31' },
      result: { date: '2020-12-31', week: 53, week_year: 2020, iso_week: '2020-W53', iso_week_date: '2020-W53-4', weekday: 4, weeks_in_year: 53, week_start: '2020-12-28', week_end: '2021-01-03' },
    },
    {
      title: 'The first Sunday of 2021 is still in week 53 of 2020',
      params: { date: '2021-01-03' },
      result: { date: '2021-01-03', week: 53, week_year: 2020, weekday: 7 },
    },
    { title: 'Today', params: {} },
  ],
  run: async ({ date, timezone }) => isoWeekFields((await readDateOrToday(date, readOptions('date', timezone))).dt),
  es: {
    summary: 'El número de semana ISO 8601 y el año de la semana de una fecha',
    description: 'Las semanas ISO 8601 empiezan en lunes y la semana 1 es la que contiene el primer jueves del año, así que los primeros días de enero pueden pertenecer a la última semana del año anterior y los últimos días de diciembre a la semana 1 del siguiente: 2020-12-31 y 2021-01-03 están ambos en la semana 53 de 2020. week_year es ese año de numeración de semanas ISO, que puede diferir del año natural; weeks_in_year es 52 o 53. weekday va de 1 (lunes) a 7 (domingo); week_start y week_end son el lunes y el domingo de la semana. date (por defecto hoy en `timezone`, por defecto UTC) se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2020-12-31; por defecto hoy',
      timezone: es.dates.timezone('Zona que decide qué día es "hoy" y la fecha del calendario de un instante'),
    },
  },
})
