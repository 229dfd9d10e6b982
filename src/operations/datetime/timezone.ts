import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import {
  dateParams, instantFields, placementNote, readDateOrNow, readTimeZone, requiredText, zonedFields,
} from '../../lib/dates.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'timezone',
  input: 'query',
  summary: 'Convert a wall time from one time zone to another, with both UTC offsets',
  description: 'date is read as a wall time in `from` (2024-07-01T12:00, or any form to-timestamp reads; a date alone is midnight; default now) and shown as the wall time in `to` at the same instant, with each zone\'s offset and daylight-saving state for that date. '
    + 'An input with its own offset (Z, +02:00) is that exact instant, shown in both zones. difference_hours is the offset of `to` minus the offset of `from`. '
    + 'Daylight-saving changes are handled explicitly: a wall time the clocks skip (America/New_York 2024-03-10 02:30) is moved forward by the length of the gap (to 03:30 EDT) and adjusted is true; '
    + 'a wall time that occurs twice (Europe/London 2024-10-27 01:30) takes the earlier occurrence, or the later with prefer=later, ambiguous is true and alternative gives the other occurrence. '
    + 'requested then holds the wall time as asked and note explains in words. Zones are IANA names (Europe/Madrid), UTC or fixed offsets (UTC+05:30).',
  params: z.object({
    date: dateParams.optionalDate('The wall time in `from` to convert, such as 2024-07-01T12:00 or 2024-07-01 12:00; default now'),
    from: dateParams.zone(en.dates.zone('Zone the date is a wall time in')),
    to: dateParams.zone(en.dates.zone('Zone to convert to')),
    prefer: dateParams.prefer('When the wall time occurs twice because the clocks go back (DST overlap): earlier (default) takes the first occurrence, later the second'),
  }),
  result: z.object({
    from: ZonedTime.apply(described, { en: 'The moment on the wall clock of `from`', es: 'El instante en el reloj local de `from`' }),
    to: ZonedTime.apply(described, { en: 'The same moment on the wall clock of `to`', es: 'El mismo instante en el reloj local de `to`' }),
    difference_hours: z.number().apply(described, { en: 'The offset of `to` minus the offset of `from`, in hours (fractional for zones such as UTC+05:30)', es: 'El desfase de `to` menos el desfase de `from`, en horas (con decimales para zonas como UTC+05:30)' }),
    unix: INSTANT_FIELDS.unix,
    unix_ms: INSTANT_FIELDS.unix_ms,
    iso_utc: INSTANT_FIELDS.iso_utc,
    ...PLACEMENT_FIELDS,
    requested: z.string().optional().apply(described, { en: 'When adjusted or ambiguous: the wall time as asked, YYYY-MM-DDTHH:mm:ss', es: 'Cuando adjusted o ambiguous es true: la hora local tal como se pidió, YYYY-MM-DDTHH:mm:ss' }),
    alternative: z.object({
      from: ZonedTime.apply(described, { en: 'The other occurrence on the wall clock of `from`', es: 'La otra aparición en el reloj local de `from`' }),
      to: ZonedTime.apply(described, { en: 'The other occurrence on the wall clock of `to`', es: 'La otra aparición en el reloj local de `to`' }),
    }).optional().apply(described, { en: 'When ambiguous: the occurrence of the wall time that was not taken', es: 'Cuando ambiguous es true: la aparición de la hora local que no se tomó' }),
  }),
  examples: [
    {
      title: 'Madrid noon in New York',
      params: { date: '2024-07-01T12:00', from: 'Europe/Madrid', to: 'America/New_York' },
      result: {
        from: { timezone: 'Europe/Madrid', iso: '2024-07-01T12:00:00+02:00', offset: '+02:00', is_dst: true },
        to: { timezone: 'America/New_York', iso: '2024-07-01T06:00:00-04:00', offset: '-04:00', is_dst: true },
        difference_hours: -6, iso_utc: '2024-07-01T10:00:00Z', adjusted: false, ambiguous: false,
      },
    },
    {
      title: 'A wall time skipped by the change to summer time moves forward',
      params: { date: '2024-03-10T02:30', from: 'America/New_York', to: 'UTC' },
      result: {
        from: { iso: '2024-03-10T03:30:00-04:00' }, to: { iso: '2024-03-10T07:30:00Z' },
        adjusted: true, ambiguous: false, requested: '2024-03-10T02:30:00',
      },
    },
    {
      title: 'A wall time repeated when summer time ends: the earlier occurrence',
      params: { date: '2024-10-27T01:30', from: 'Europe/London', to: 'UTC' },
      result: {
        from: { iso: '2024-10-27T01:30:00+01:00' }, to: { iso: '2024-10-27T00:30:00Z' },
        adjusted: false, ambiguous: true,
        alternative: { from: { iso: '2024-10-27T01:30:00+00:00' }, to: { iso: '2024-10-27T01:30:00Z' } },
      },
    },
  ],
  run: async ({ date, from, to, prefer }, ctx) => {
    const source = readTimeZone(requiredText(from, 'from'), 'from')
    const target = readTimeZone(requiredText(to, 'to'), 'to')
    const reading = await readDateOrNow(date, { param: 'date', tz: source, tzGiven: true, prefer })
    const both = (dt: typeof reading.dt) => ({ from: zonedFields(dt.setZone(source.zone), source), to: zonedFields(dt.setZone(target.zone), target) })
    const shown = both(reading.dt)
    const note = placementNote(reading, source, ctx.lang, prefer)
    const { unix, unix_ms, iso_utc } = instantFields(reading.dt)
    return {
      ...shown,
      difference_hours: roundTo((shown.to.offset_minutes - shown.from.offset_minutes) / 60, 4),
      unix, unix_ms, iso_utc,
      adjusted: reading.adjusted,
      ambiguous: reading.ambiguous,
      ...(reading.requested === undefined ? {} : { requested: reading.requested }),
      ...(reading.alternative === undefined ? {} : { alternative: both(reading.alternative) }),
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Convierte una hora local de una zona horaria a otra, con ambos desfases respecto a UTC',
    description: 'date se lee como una hora local en `from` (2024-07-01T12:00, o cualquier forma que lea to-timestamp; una fecha sola es la medianoche; por defecto ahora) y se muestra como la hora local en `to` en el mismo instante, con el desfase de cada zona y su estado de horario de verano en esa fecha. Una entrada con su propio desfase (Z, +02:00) es ese instante exacto, mostrado en ambas zonas. difference_hours es el desfase de `to` menos el de `from`. Los cambios de horario de verano se tratan de forma explícita: una hora local que los relojes se saltan (America/New_York 2024-03-10 02:30) se adelanta lo que dura el salto (a las 03:30 EDT) y adjusted es true; una hora local que ocurre dos veces (Europe/London 2024-10-27 01:30) toma la primera aparición, o la segunda con prefer=later, ambiguous es true y alternative da la otra aparición. requested contiene entonces la hora local tal como se pidió y note lo explica con palabras. Las zonas son nombres IANA (Europe/Madrid), UTC o desfases fijos (UTC+05:30).',
    params: {
      date: 'La hora local en `from` que se convierte, como 2024-07-01T12:00 o 2024-07-01 12:00; por defecto ahora',
      from: es.dates.zone('Zona en la que date es una hora local'),
      to: es.dates.zone('Zona a la que se convierte'),
      prefer: 'Cuando la hora local ocurre dos veces porque se retrasan los relojes (solapamiento del horario de verano): earlier (por defecto) toma la primera aparición y later la segunda',
    },
  },
})
