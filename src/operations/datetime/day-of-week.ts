import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { dateParams, readDate, readOptions, requiredText, weekdayName } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'day-of-week',
  input: 'query',
  summary: 'The day of the week of a date, by name and number',
  description: 'day_name is in English and day_name_localized in the call language (lunes, martes... under /es). '
    + 'iso_weekday numbers the days ISO 8601 style, 1 = Monday to 7 = Sunday; js_weekday as JavaScript\'s Date.getDay() does, 0 = Sunday to 6 = Saturday. '
    + 'is_weekend is true on Saturday and Sunday; day_of_year counts from 1 on 1 January. '
    + 'date is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.',
  params: z.object({
    date: dateParams.date('The date, such as 2024-03-10, or a phrase such as "next friday"'),
    timezone: dateParams.timezone(en.dates.timezone('Zone that decides the calendar date of an instant and of phrases such as "tomorrow"')),
  }),
  result: z.object({
    date: z.string().apply(described, { en: 'The calendar date, YYYY-MM-DD', es: 'La fecha del calendario, YYYY-MM-DD' }),
    day_name: z.string().apply(described, { en: 'Name of the day of the week, in English', es: 'Nombre del día de la semana, en inglés' }),
    day_name_localized: z.string().apply(described, { en: 'Name of the day of the week in the call language', es: 'Nombre del día de la semana en el idioma de la llamada' }),
    language: z.string().apply(described, { en: 'The call language of day_name_localized, such as en or es', es: 'El idioma de la llamada de day_name_localized, como en o es' }),
    iso_weekday: z.number().int().min(1).max(7).apply(described, { en: 'ISO 8601 day number: 1 = Monday to 7 = Sunday', es: 'Número del día según ISO 8601: de 1 = lunes a 7 = domingo' }),
    js_weekday: z.number().int().min(0).max(6).apply(described, { en: 'JavaScript Date.getDay() number: 0 = Sunday to 6 = Saturday', es: 'Número según Date.getDay() de JavaScript: de 0 = domingo a 6 = sábado' }),
    is_weekend: z.boolean().apply(described, { en: 'Whether the day is a Saturday or a Sunday', es: 'Si el día es sábado o domingo' }),
    day_of_year: z.number().int().min(1).max(366).apply(described, { en: 'Day of the year, from 1 on 1 January', es: 'Día del año, desde 1 el 1 de enero' }),
  }),
  chain: { gives: 'result.day_name' },
  examples: [
    { title: 'A Sunday', params: { date: '2024-03-10' }, result: { date: '2024-03-10', day_name: 'Sunday', iso_weekday: 7, js_weekday: 0, is_weekend: true, day_of_year: 70 } },
    { title: 'A leap day', params: { date: '2024-02-29' }, result: { day_name: 'Thursday', iso_weekday: 4, js_weekday: 4, is_weekend: false } },
  ],
  run: async ({ date, timezone }, ctx) => {
    const dt = (await readDate(requiredText(date, 'date'), readOptions('date', timezone))).dt
    return {
      date: dt.toISODate()!,
      day_name: weekdayName(dt.weekday, 'en'),
      day_name_localized: weekdayName(dt.weekday, ctx.lang),
      language: ctx.lang,
      iso_weekday: dt.weekday,
      js_weekday: dt.weekday % 7,
      is_weekend: dt.weekday >= 6,
      day_of_year: dt.ordinal,
    }
  },
  es: {
    summary: 'El día de la semana de una fecha, por nombre y por número',
    description: 'day_name está en inglés y day_name_localized en el idioma de la llamada (lunes, martes... con /es). iso_weekday numera los días al estilo ISO 8601, de 1 = lunes a 7 = domingo; js_weekday como lo hace Date.getDay() de JavaScript, de 0 = domingo a 6 = sábado. is_weekend es true el sábado y el domingo; day_of_year cuenta desde 1 el 1 de enero. date se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2024-03-10, o una frase como "next friday"',
      timezone: es.dates.timezone('Zona que decide la fecha del calendario de un instante y de frases como "tomorrow"'),
    },
  },
})
