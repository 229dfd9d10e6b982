import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { translate } from '../../i18n/index.ts'
import { EPOCH_FORMS, EPOCH_MAX_DIGITS, epochForms, gpsLeapSeconds, isoOfNs, readEpoch } from '../../lib/time/epoch.ts'

const exactInteger = (en: string, es: string) => z.union([z.number().int(), z.string()]).apply(described, { en: `${en} (a string of digits beyond 2^53)`, es: `${es} (una cadena de dígitos por encima de 2^53)` })

export default defineOperation({
  category: 'datetime',
  name: 'epoch-convert',
  input: 'query',
  summary: 'Convert a timestamp between Unix seconds, milliseconds, microseconds, nanoseconds, Windows FILETIME, LDAP, WebKit, Cocoa and GPS time',
  description: 'value is a number in the form from names: unix (seconds since 1970-01-01T00:00:00Z, the default), unix_ms, unix_us, unix_ns, '
    + 'filetime and ldap (Windows FILETIME and Active Directory timestamps: 100-nanosecond intervals since 1601-01-01; the Unix epoch is 116444736000000000), '
    + 'webkit (Chrome and WebKit: microseconds since 1601-01-01), cocoa (Apple Core Data and NSDate: seconds since 2001-01-01, Unix 978307200) '
    + 'or gps (seconds since 1980-01-06T00:00:00Z that count leap seconds: GPS runs 18 seconds ahead of UTC since 2017-01-01, and the result says by how much at that moment). '
    + `The answer gives the moment in UTC and in every form, computed exactly in integers: numbers beyond 2^53 come as strings of digits, and a conversion to a coarser unit is floored toward the past (-1.5 s is unix -2). value may have decimals; at most ${EPOCH_MAX_DIGITS} digits before the point; the moment must fall in the years 1 to 9999.`,
  params: z.object({
    value: z.string().max(60).describe('The timestamp, such as 1700000000, 133444736000000000 or 1700000000.5'),
    from: z.enum(EPOCH_FORMS).default('unix').describe('The form of value: unix (default), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa or gps'),
  }),
  result: z.object({
    iso: z.string().apply(described, { en: 'The moment in UTC, ISO 8601, with as many decimals of the second as it has (up to 9)', es: 'El momento en UTC, ISO 8601, con tantos decimales de segundo como tenga (hasta 9)' }),
    from: z.enum(EPOCH_FORMS).apply(described, { en: 'The form value was read in', es: 'La forma en que se leyó value' }),
    unix: exactInteger('Seconds since 1970-01-01T00:00:00Z', 'Segundos desde 1970-01-01T00:00:00Z'),
    unix_ms: exactInteger('Milliseconds since the Unix epoch', 'Milisegundos desde la época Unix'),
    unix_us: exactInteger('Microseconds since the Unix epoch', 'Microsegundos desde la época Unix'),
    unix_ns: exactInteger('Nanoseconds since the Unix epoch', 'Nanosegundos desde la época Unix'),
    filetime: exactInteger('Windows FILETIME: 100-nanosecond intervals since 1601-01-01', 'FILETIME de Windows: intervalos de 100 nanosegundos desde 1601-01-01'),
    ldap: exactInteger('LDAP/Active Directory timestamp, the same count as FILETIME', 'Marca de tiempo LDAP/Active Directory, la misma cuenta que FILETIME'),
    webkit: exactInteger('WebKit/Chrome time: microseconds since 1601-01-01', 'Hora WebKit/Chrome: microsegundos desde 1601-01-01'),
    cocoa: exactInteger('Cocoa/Core Data time: seconds since 2001-01-01', 'Hora Cocoa/Core Data: segundos desde 2001-01-01'),
    gps: exactInteger('GPS time: seconds since 1980-01-06, leap seconds included', 'Hora GPS: segundos desde 1980-01-06, segundos intercalares incluidos'),
    gps_leap_seconds: z.number().int().apply(described, { en: 'GPS − UTC at this moment, in seconds (18 since 2017-01-01)', es: 'GPS − UTC en este momento, en segundos (18 desde 2017-01-01)' }),
    leap_second: z.boolean().apply(described, { en: 'The GPS value fell in an inserted leap second (23:59:60); the other forms give the second before it', es: 'El valor GPS cayó en un segundo intercalar añadido (23:59:60); las demás formas dan el segundo anterior' }),
    note: z.string().apply(described, { en: 'How GPS time relates to UTC', es: 'Cómo se relaciona la hora GPS con UTC' }),
  }),
  chain: { gives: 'result.iso' },
  examples: [
    { title: 'A Windows FILETIME', params: { value: '116444736000000000', from: 'filetime' }, result: { iso: '1970-01-01T00:00:00Z', unix: 0 } },
    { title: 'GPS time at the last leap second', params: { value: '1167264018', from: 'gps' }, result: { iso: '2017-01-01T00:00:00Z', unix: 1483228800, gps_leap_seconds: 18 } },
    { title: 'Unix seconds in every form', params: { value: '1700000000' }, result: { iso: '2023-11-14T22:13:20Z', unix_ns: '1700000000000000000', cocoa: 721692800 } },
  ],
  run: ({ value, from }, ctx) => {
    const { ns, leapSecond } = readEpoch(value, from)
    const leap = gpsLeapSeconds(ns / 1_000_000_000n - (ns < 0n && ns % 1_000_000_000n !== 0n ? 1n : 0n))
    return {
      iso: isoOfNs(ns, leapSecond),
      from,
      ...epochForms(ns),
      gps_leap_seconds: leapSecond ? leap + 1 : leap,
      leap_second: leapSecond,
      note: `${translate(ctx.lang, 'NOTE_GPS', { leap: leapSecond ? leap + 1 : leap })}${leapSecond ? `. ${translate(ctx.lang, 'NOTE_GPS_LEAP')}` : ''}`,
    }
  },
  es: {
    summary: 'Convierte una marca de tiempo entre segundos, milisegundos, microsegundos y nanosegundos Unix, FILETIME de Windows, LDAP, WebKit, Cocoa y hora GPS',
    description: `value es un número en la forma que indica from: unix (segundos desde 1970-01-01T00:00:00Z, por defecto), unix_ms, unix_us, unix_ns, filetime y ldap (FILETIME de Windows y marcas de tiempo de Active Directory: intervalos de 100 nanosegundos desde 1601-01-01; la época Unix es 116444736000000000), webkit (Chrome y WebKit: microsegundos desde 1601-01-01), cocoa (Apple Core Data y NSDate: segundos desde 2001-01-01, Unix 978307200) o gps (segundos desde 1980-01-06T00:00:00Z que cuentan los segundos intercalares: GPS va 18 segundos por delante de UTC desde 2017-01-01, y el resultado indica cuánto en ese momento). La respuesta da el momento en UTC y en todas las formas, calculado exactamente con enteros: los números por encima de 2^53 llegan como cadenas de dígitos, y la conversión a una unidad más gruesa se redondea hacia el pasado (-1.5 s es unix -2). value puede tener decimales; como máximo ${EPOCH_MAX_DIGITS} dígitos antes del punto; el momento debe caer entre los años 1 y 9999.`,
    params: {
      value: 'La marca de tiempo, como 1700000000, 133444736000000000 o 1700000000.5',
      from: 'La forma de value: unix (por defecto), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa o gps',
    },
  },
})
