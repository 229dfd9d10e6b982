import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import {
  dateParams, instantFields, placementNote, readAs, readDate, readOptions, requiredText, zonedFields,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'to-timestamp',
  input: 'query',
  summary: 'Read a date in almost any form and give its Unix timestamp and ISO 8601 form',
  description: 'Reads, in this order: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, week dates such as 2020-W53-4, ordinal dates such as 2024-070); '
    + 'RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) and HTTP dates; intervals counted from now ("+1 week", "in 3 days", "2 hours ago"); '
    + 'then English phrases read by chrono-node, which must account for the whole input ("next friday 10am" is the Friday of next week, "March 5, 2024 3pm EST"; slashes are month/day/year, as in 03/10/2024). '
    + 'ISO dates are strict: a day or time that does not exist (2024-02-30, 24:00) is refused, never rolled over. '
    + 'A date alone is the start of that day, and a time without offset is a wall time, both in `timezone` (default UTC); phrases count from now in that zone. An input with its own offset is that exact instant. '
    + 'A wall time skipped by a daylight-saving change is moved forward by the gap (adjusted: true); one that occurs twice takes the earlier occurrence (ambiguous: true). '
    + 'read_as tells how the input was read: format (now, iso8601, rfc2822, http, relative or natural), date_only, offset_given and the zone used. Years 1 to 9999. '
    + 'unix is whole seconds (rounded down), unix_ms milliseconds.',
  params: z.object({
    date: dateParams.date('The date to read: ISO 8601, RFC 2822, or an English phrase such as "tomorrow", "next friday 10am" or "+1 week"'),
    timezone: dateParams.timezone(en.dates.timezone('Zone for a date or time written without offset and for phrases such as "tomorrow"; also the zone in_timezone shows')),
  }),
  result: z.object({
    input: z.string().apply(described, { en: 'The date text as read (surrounding spaces removed)', es: 'El texto de la fecha tal como se leyó (sin los espacios de alrededor)' }),
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, { en: 'The moment on the wall clock of `timezone` (UTC by default)', es: 'El instante en el reloj local de `timezone` (UTC por defecto)' }),
    read_as: z.object({
      format: z.enum(['now', 'iso8601', 'rfc2822', 'http', 'relative', 'natural']).apply(described, { en: 'The form the input was read in: now (also today, tomorrow, yesterday), iso8601, rfc2822, http, relative (an interval from now) or natural (an English phrase)', es: 'La forma en que se leyó la entrada: now (también today, tomorrow, yesterday), iso8601, rfc2822, http, relative (un intervalo desde ahora) o natural (una frase en inglés)' }),
      date_only: z.boolean().apply(described, { en: 'The input was a calendar date without a time of day, read as the start of that day', es: 'La entrada era una fecha del calendario sin hora del día, leída como el comienzo de ese día' }),
      offset_given: z.boolean().apply(described, { en: 'The input carried its own UTC offset, so it named an exact instant', es: 'La entrada llevaba su propio desfase respecto a UTC, así que indicaba un instante exacto' }),
      timezone: z.string().apply(described, { en: 'The zone the input was read in', es: 'La zona en la que se leyó la entrada' }),
      matched: z.string().optional().apply(described, { en: 'For natural phrases: the part of the input the phrase reader matched', es: 'Para frases naturales: la parte de la entrada que reconoció el lector de frases' }),
    }).apply(described, { en: 'How the input was read', es: 'Cómo se leyó la entrada' }),
    ...PLACEMENT_FIELDS,
  }),
  chain: { gives: 'result.unix' },
  examples: [
    {
      title: 'ISO 8601 in UTC',
      params: { date: '2024-03-10T14:30:00Z' },
      result: {
        unix: 1710081000, unix_ms: 1710081000000, iso_utc: '2024-03-10T14:30:00Z', rfc2822: 'Sun, 10 Mar 2024 14:30:00 +0000',
        read_as: { format: 'iso8601', date_only: false, offset_given: true, timezone: 'UTC' },
      },
    },
    {
      title: 'A calendar date in a time zone is the start of that day there',
      params: { date: '2024-03-10', timezone: 'Europe/Madrid' },
      result: {
        unix: 1710025200, iso_utc: '2024-03-09T23:00:00Z',
        in_timezone: { timezone: 'Europe/Madrid', iso: '2024-03-10T00:00:00+01:00', offset: '+01:00' },
        read_as: { format: 'iso8601', date_only: true, offset_given: false, timezone: 'Europe/Madrid' },
      },
    },
    { title: 'A phrase, counted from now', params: { date: 'next friday 10am', timezone: 'America/New_York' } },
  ],
  run: async ({ date, timezone }, ctx) => {
    const text = requiredText(date, 'date')
    const opts = readOptions('date', timezone)
    const reading = await readDate(text, opts)
    const note = placementNote(reading, opts.tz, ctx.lang)
    return {
      input: text,
      ...instantFields(reading.dt),
      in_timezone: zonedFields(reading.dt, opts.tz),
      read_as: readAs(reading, opts.tz),
      adjusted: reading.adjusted,
      ambiguous: reading.ambiguous,
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Lee una fecha en casi cualquier forma y da su marca de tiempo Unix y su forma ISO 8601',
    description: 'Lee, en este orden: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, fechas de semana como 2020-W53-4, fechas ordinales como 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) y fechas HTTP; intervalos contados desde ahora ("+1 week", "in 3 days", "2 hours ago"); y luego frases en inglés leídas por chrono-node, que deben abarcar toda la entrada ("next friday 10am" es el viernes de la semana que viene, "March 5, 2024 3pm EST"; las barras son mes/día/año, como en 03/10/2024). Las fechas ISO son estrictas: un día o una hora que no existen (2024-02-30, 24:00) se rechazan, nunca se trasladan. Una fecha sola es el comienzo de ese día, y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC); las frases cuentan desde ahora en esa zona. Una entrada con su propio desfase es ese instante exacto. Una hora local que se salta un cambio de horario de verano se adelanta lo que dura el salto (adjusted: true); una que ocurre dos veces toma la primera aparición (ambiguous: true). read_as indica cómo se leyó la entrada: format (now, iso8601, rfc2822, http, relative o natural), date_only, offset_given y la zona usada. Años del 1 al 9999. unix son segundos enteros (redondeados hacia abajo) y unix_ms milisegundos.',
    params: {
      date: 'La fecha que se lee: ISO 8601, RFC 2822 o una frase en inglés como "tomorrow", "next friday 10am" o "+1 week"',
      timezone: es.dates.timezone('Zona para una fecha u hora escrita sin desfase y para frases como "tomorrow"; también la zona que muestra in_timezone'),
    },
  },
})
