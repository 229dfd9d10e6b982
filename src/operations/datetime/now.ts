import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import { dateParams, instantFields, now, readTimeZone, zonedFields } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'now',
  input: 'query',
  summary: 'The current time as Unix seconds and milliseconds, ISO 8601, RFC 2822 and in a time zone',
  description: 'Every field describes the same instant. unix is whole seconds since 1970-01-01T00:00:00Z (rounded down), unix_ms milliseconds; iso_utc (ISO 8601, Z) and rfc2822 are in UTC. '
    + 'in_timezone shows the instant on the wall clock of `timezone` (default UTC): ISO 8601 with offset, date, time, offset and whether daylight saving time is in effect. '
    + 'The server\'s own time zone never changes the result.',
  params: z.object({
    timezone: dateParams.timezone(en.dates.timezone('Zone whose wall clock in_timezone shows')),
  }),
  result: z.object({
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, { en: 'The current moment on the wall clock of `timezone`', es: 'El instante actual en el reloj local de `timezone`' }),
  }),
  chain: { gives: 'result.iso_utc' },
  examples: [
    { title: 'In UTC', params: {} },
    { title: 'In Tokyo', params: { timezone: 'Asia/Tokyo' } },
  ],
  run: ({ timezone }) => {
    const tz = readTimeZone(timezone, 'timezone')
    const dt = now(tz)
    return { ...instantFields(dt), in_timezone: zonedFields(dt, tz) }
  },
  es: {
    summary: 'La hora actual en segundos y milisegundos Unix, ISO 8601, RFC 2822 y en una zona horaria',
    description: 'Todos los campos describen el mismo instante. unix son los segundos enteros desde 1970-01-01T00:00:00Z (redondeados hacia abajo) y unix_ms los milisegundos; iso_utc (ISO 8601, Z) y rfc2822 están en UTC. in_timezone muestra el instante en el reloj local de `timezone` (por defecto UTC): ISO 8601 con desfase, fecha, hora, desfase y si está en vigor el horario de verano. La zona horaria del propio servidor nunca cambia el resultado.',
    params: {
      timezone: es.dates.timezone('Zona cuyo reloj local muestra in_timezone'),
    },
  },
})
