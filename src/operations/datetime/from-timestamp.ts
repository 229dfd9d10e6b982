import { z } from 'zod'
import { DateTime } from 'luxon'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import { OperationError } from '../../core/errors.ts'
import { dateParams, instantFields, readTimeZone, zonedFields } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

/** From this absolute value up, unit=auto reads milliseconds: 1e11 s is the year 5138, 1e11 ms is 1973-03-03. */
export const MILLISECONDS_FROM = 100_000_000_000
// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z.
const MIN_MS = -62_135_596_800_000
const MAX_MS = 253_402_300_799_999

export default defineOperation({
  category: 'datetime',
  name: 'from-timestamp',
  input: 'query',
  summary: 'Turn a Unix timestamp into a date and time, in UTC and in a time zone',
  description: 'timestamp counts seconds since 1970-01-01T00:00:00Z; it may be negative (before 1970) and have decimals. '
    + 'With unit=auto (the default) an absolute value of 100,000,000,000 or more is read as milliseconds, anything smaller as seconds: '
    + '1e11 seconds would be the year 5138, while 1e11 milliseconds is 1973-03-03, so timestamps of today in seconds (10 digits) and milliseconds (13 digits) are both read right. '
    + 'Send unit=seconds or unit=milliseconds to say which (needed for millisecond timestamps before March 1973). The result says which unit was used and whether it was detected. '
    + 'in_timezone shows the instant on the wall clock of `timezone` (IANA name, default UTC). Dates from the year 1 to 9999.',
  params: z.object({
    timestamp: z.number().describe('Unix time: seconds since 1970-01-01T00:00:00Z (negative before 1970, decimals allowed), or milliseconds (see unit)'),
    unit: z.enum(['auto', 'seconds', 'milliseconds', 's', 'ms']).optional()
      .describe('auto (default): an absolute value of 100,000,000,000 or more is milliseconds, smaller is seconds; or seconds (s) or milliseconds (ms)'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose wall clock in_timezone shows')),
  }),
  result: z.object({
    timestamp: z.number().apply(described, { en: 'The timestamp as sent', es: 'La marca de tiempo tal como se envió' }),
    unit: z.enum(['seconds', 'milliseconds']).apply(described, { en: 'The unit the timestamp was read in', es: 'La unidad en la que se leyó la marca de tiempo' }),
    unit_detected: z.boolean().apply(described, { en: 'The unit was chosen by the size of the timestamp (unit auto or not given)', es: 'La unidad se eligió por el tamaño de la marca de tiempo (unit auto o sin indicar)' }),
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, { en: 'The moment on the wall clock of `timezone`', es: 'El instante en el reloj local de `timezone`' }),
  }),
  chain: { gives: 'result.iso_utc' },
  examples: [
    {
      title: 'Seconds',
      params: { timestamp: 1700000000 },
      result: {
        unit: 'seconds', unit_detected: true, unix: 1700000000, unix_ms: 1700000000000, iso_utc: '2023-11-14T22:13:20Z',
        rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      },
    },
    {
      title: 'Milliseconds, detected by size, in New York',
      params: { timestamp: 1700000000000, timezone: 'America/New_York' },
      result: {
        unit: 'milliseconds', unit_detected: true, unix: 1700000000, iso_utc: '2023-11-14T22:13:20Z',
        in_timezone: { timezone: 'America/New_York', iso: '2023-11-14T17:13:20-05:00', offset: '-05:00', is_dst: false },
      },
    },
  ],
  run: ({ timestamp, unit, timezone }) => {
    const tz = readTimeZone(timezone, 'timezone')
    const detected = unit === undefined || unit === 'auto'
    const inMs = detected ? Math.abs(timestamp) >= MILLISECONDS_FROM : unit === 'milliseconds' || unit === 'ms'
    const unitName: 'milliseconds' | 'seconds' = inMs ? 'milliseconds' : 'seconds'
    const ms = Math.round(inMs ? timestamp : timestamp * 1000)
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) throw new OperationError('TIMESTAMP_RANGE', { value: String(timestamp), unit: unitName })
    const dt = DateTime.fromMillis(ms, { zone: tz.zone })
    return { timestamp, unit: unitName, unit_detected: detected, ...instantFields(dt), in_timezone: zonedFields(dt, tz) }
  },
  es: {
    summary: 'Convierte una marca de tiempo Unix en fecha y hora, en UTC y en una zona horaria',
    description: 'timestamp cuenta los segundos desde 1970-01-01T00:00:00Z; puede ser negativo (antes de 1970) y tener decimales. Con unit=auto (por defecto) un valor absoluto de 100 000 000 000 o más se lee como milisegundos, y cualquier valor menor como segundos: 1e11 segundos sería el año 5138, mientras que 1e11 milisegundos es 1973-03-03, así que las marcas de tiempo actuales en segundos (10 dígitos) y en milisegundos (13 dígitos) se leen bien. Envíe unit=seconds o unit=milliseconds para indicarlo (necesario para marcas de tiempo en milisegundos anteriores a marzo de 1973). El resultado indica qué unidad se usó y si se detectó. in_timezone muestra el instante en el reloj local de `timezone` (nombre IANA, por defecto UTC). Fechas del año 1 al 9999.',
    params: {
      timestamp: 'Tiempo Unix: segundos desde 1970-01-01T00:00:00Z (negativo antes de 1970, se admiten decimales), o milisegundos (véase unit)',
      unit: 'auto (por defecto): un valor absoluto de 100 000 000 000 o más son milisegundos, y uno menor, segundos; o seconds (s) o milliseconds (ms)',
      timezone: es.dates.timezone('Zona cuyo reloj local muestra in_timezone'),
    },
  },
})
