import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS } from '../kits/web-results.ts'
import {
  DATE_TEXT_MAX, addInterval, dateParams, hasTimeUnits, instantFields, placementNote, readDateOrNow, readInterval,
  readOptions, requiredText, shownAs, zoneOf,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'add',
  input: 'query',
  summary: 'Add or subtract an interval such as "+1 day", "-2 weeks" or P1M2D to a date',
  description: 'add is counts with units: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (units years, months, weeks, days, hours, minutes, seconds, milliseconds, or y, mo, w, d, h, min, s, ms), '
    + 'or an ISO 8601 duration: "P1M2D", "PT36H", "-P1D". A sign applies to its count and to the unsigned counts after it ("-1 day 2 hours" goes back 26 hours; write "-1 day +2 hours" to mix). '
    + 'Years, months, weeks and days take whole numbers; hours and smaller may have decimals. '
    + 'Units are applied largest first: years and months on the calendar, where a day past the end of the target month becomes its last day (2024-01-31 + 1 month = 2024-02-29, clamped: true; 2024-02-29 + 1 year = 2025-02-28); '
    + 'then weeks and days on the calendar, keeping the wall time across daylight-saving changes; then hours and smaller as exact elapsed time. '
    + 'date (default now) is read as to-timestamp reads it: a date alone stays a calendar date when only years, months, weeks or days are added, and a time without offset is a wall time in `timezone` (default UTC). '
    + 'A calendar step that lands on a wall time the clocks skip moves forward (adjusted: true); on one that occurs twice, the earlier occurrence is taken (ambiguous: true). The result must fall in the years 1 to 9999.',
  params: z.object({
    date: dateParams.optionalDate('The start date, such as 2024-01-31 or 2024-03-09T12:00; default now'),
    add: z.string().max(DATE_TEXT_MAX).describe('The interval: counts with units such as "+1 day", "-2 weeks" or "+3 months 2 hours", or an ISO 8601 duration such as P1M2D or PT36H'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose calendar and clock the interval is added on, and in which dates and times without offset are read')),
  }),
  result: z.object({
    start: z.string().apply(described, { en: 'The start date as read: YYYY-MM-DD for a date alone, else ISO 8601 with its offset', es: 'La fecha de inicio tal como se leyó: YYYY-MM-DD para una fecha sola, si no ISO 8601 con su desfase' }),
    end: z.string().apply(described, { en: 'The result: YYYY-MM-DD when date_only, else ISO 8601 with the offset of the zone', es: 'El resultado: YYYY-MM-DD cuando date_only es true, si no ISO 8601 con el desfase de la zona' }),
    interval: z.object({
      years: z.number().int().apply(described, { en: 'Years added (negative: subtracted)', es: 'Años sumados (negativo: restados)' }),
      months: z.number().int().apply(described, { en: 'Months added', es: 'Meses sumados' }),
      weeks: z.number().int().apply(described, { en: 'Weeks added', es: 'Semanas sumadas' }),
      days: z.number().int().apply(described, { en: 'Days added', es: 'Días sumados' }),
      hours: z.number().apply(described, { en: 'Hours added, possibly with decimals', es: 'Horas sumadas, posiblemente con decimales' }),
      minutes: z.number().apply(described, { en: 'Minutes added, possibly with decimals', es: 'Minutos sumados, posiblemente con decimales' }),
      seconds: z.number().apply(described, { en: 'Seconds added, possibly with decimals', es: 'Segundos sumados, posiblemente con decimales' }),
      milliseconds: z.number().apply(described, { en: 'Milliseconds added', es: 'Milisegundos sumados' }),
    }).apply(described, { en: 'The interval as read, by unit; units not given are 0', es: 'El intervalo tal como se leyó, por unidad; las unidades no indicadas son 0' }),
    date_only: z.boolean().apply(described, { en: 'The start was a date alone and only years, months, weeks or days were added, so end is a calendar date', es: 'El inicio era una fecha sola y solo se sumaron años, meses, semanas o días, así que end es una fecha del calendario' }),
    timezone: z.string().apply(described, { en: 'The zone the interval was added in', es: 'La zona en la que se sumó el intervalo' }),
    clamped: z.boolean().apply(described, { en: 'Adding months or years reached a shorter month, so the day became its last day', es: 'Al sumar meses o años se llegó a un mes más corto, así que el día pasó a ser su último día' }),
    ...PLACEMENT_FIELDS,
    ...INSTANT_FIELDS,
  }),
  chain: { gives: 'result.end' },
  examples: [
    {
      title: 'Month-end clamping',
      params: { date: '2024-01-31', add: '+1 month' },
      result: { start: '2024-01-31', end: '2024-02-29', date_only: true, clamped: true, interval: { months: 1 } },
    },
    {
      title: 'A calendar day across the change to summer time keeps the wall time',
      params: { date: '2024-03-09T12:00', add: '1 day', timezone: 'America/New_York' },
      result: { start: '2024-03-09T12:00:00-05:00', end: '2024-03-10T12:00:00-04:00', iso_utc: '2024-03-10T16:00:00Z', adjusted: false },
    },
    {
      title: 'An ISO 8601 duration',
      params: { date: '2024-01-01T00:00:00Z', add: 'PT36H' },
      result: { end: '2024-01-02T12:00:00Z', unix: 1704196800, interval: { hours: 36 } },
    },
  ],
  run: async ({ date, add, timezone }, ctx) => {
    const opts = readOptions('date', timezone)
    const reading = await readDateOrNow(date, opts)
    const interval = readInterval(requiredText(add, 'add'), 'add')
    const shifted = addInterval(reading.dt, interval, 'add')
    const dateOnly = reading.dateOnly && !hasTimeUnits(interval)
    const zone = zoneOf(shifted.dt, opts.tz)
    const note = placementNote(reading.adjusted || reading.ambiguous ? reading : shifted, zone, ctx.lang)
    return {
      start: shownAs(reading.dt, reading.dateOnly),
      end: shownAs(shifted.dt, dateOnly),
      interval,
      date_only: dateOnly,
      timezone: zone.name,
      clamped: shifted.clamped,
      adjusted: reading.adjusted || shifted.adjusted,
      ambiguous: reading.ambiguous || shifted.ambiguous,
      ...instantFields(shifted.dt),
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Suma o resta a una fecha un intervalo como "+1 day", "-2 weeks" o P1M2D',
    description: 'add son cantidades con unidades: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (unidades years, months, weeks, days, hours, minutes, seconds, milliseconds, o y, mo, w, d, h, min, s, ms), o una duración ISO 8601: "P1M2D", "PT36H", "-P1D". Un signo se aplica a su cantidad y a las cantidades sin signo que la siguen ("-1 day 2 hours" retrocede 26 horas; escriba "-1 day +2 hours" para mezclar). Los años, meses, semanas y días admiten números enteros; las horas y unidades menores pueden tener decimales. Las unidades se aplican de mayor a menor: años y meses en el calendario, donde un día posterior al final del mes de destino pasa a ser su último día (2024-01-31 + 1 mes = 2024-02-29, clamped: true; 2024-02-29 + 1 año = 2025-02-28); luego semanas y días en el calendario, conservando la hora local a través de los cambios de horario de verano; y luego horas y unidades menores como tiempo transcurrido exacto. date (por defecto ahora) se lee como la lee to-timestamp: una fecha sola sigue siendo una fecha del calendario cuando solo se suman años, meses, semanas o días, y una hora sin desfase es una hora local en `timezone` (por defecto UTC). Un paso del calendario que cae en una hora local que los relojes se saltan se adelanta (adjusted: true); si cae en una que ocurre dos veces, se toma la primera aparición (ambiguous: true). El resultado debe caer entre los años 1 y 9999.',
    params: {
      date: 'La fecha de inicio, como 2024-01-31 o 2024-03-09T12:00; por defecto ahora',
      add: 'El intervalo: cantidades con unidades como "+1 day", "-2 weeks" o "+3 months 2 hours", o una duración ISO 8601 como P1M2D o PT36H',
      timezone: es.dates.timezone('Zona en cuyo calendario y reloj se suma el intervalo, y en la que se leen las fechas y horas sin desfase'),
    },
  },
})
