/** Result shapes that several web and datetime operations answer alike. */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'

// ---------------------------------------------------------------------------------------------
// Dates and times

/** The same moment as every datetime result gives it; spread into a result's fields. */
export const INSTANT_FIELDS = {
  unix: z.number().int().apply(described, { en: 'Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970)', es: 'Tiempo Unix en segundos enteros desde 1970-01-01T00:00:00Z, redondeado hacia abajo (negativo antes de 1970)' }),
  unix_ms: z.number().int().apply(described, { en: 'Unix time in milliseconds', es: 'Tiempo Unix en milisegundos' }),
  iso_utc: z.string().apply(described, { en: 'The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some)', es: 'El instante en ISO 8601 en UTC, como 2024-03-10T14:30:00Z (con milisegundos solo cuando los hay)' }),
  rfc2822: z.string().apply(described, { en: 'The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000"', es: 'El instante en formato RFC 2822 en UTC, como "Sun, 10 Mar 2024 14:30:00 +0000"' }),
}

/** A moment as the wall clock of a time zone shows it. */
export const ZonedTime = z.object({
  timezone: z.string().apply(described, { en: 'The zone: an IANA name such as Europe/Madrid, UTC, or a fixed offset such as UTC+05:30', es: 'La zona: un nombre IANA como Europe/Madrid, UTC, o un desfase fijo como UTC+05:30' }),
  iso: z.string().apply(described, { en: 'The wall time with its offset in ISO 8601, such as 2024-07-01T12:00:00+02:00', es: 'La hora local con su desfase en ISO 8601, como 2024-07-01T12:00:00+02:00' }),
  date: z.string().apply(described, { en: 'The calendar date there, YYYY-MM-DD', es: 'La fecha del calendario allí, YYYY-MM-DD' }),
  time: z.string().apply(described, { en: 'The wall time there, HH:mm:ss (with .SSS milliseconds when there are some)', es: 'La hora local allí, HH:mm:ss (con milisegundos .SSS cuando los hay)' }),
  offset: z.string().apply(described, { en: 'The zone\'s offset from UTC at that moment, such as +02:00 or -04:00', es: 'El desfase de la zona respecto a UTC en ese instante, como +02:00 o -04:00' }),
  offset_minutes: z.number().int().apply(described, { en: 'The same offset in minutes (east of UTC positive)', es: 'El mismo desfase en minutos (positivo al este de UTC)' }),
  is_dst: z.boolean().apply(described, { en: 'Whether daylight-saving time is in effect there at that moment', es: 'Si allí rige el horario de verano en ese instante' }),
}).meta({ id: 'ZonedTime', description: 'A moment as the wall clock of a time zone shows it, with the zone\'s UTC offset' })

/** Whether placing a wall time on a zone's clock met a daylight-saving change; spread into a result's fields. */
export const PLACEMENT_FIELDS = {
  adjusted: z.boolean().apply(described, { en: 'The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap', es: 'La hora local no existe en la zona (los relojes se la saltan) y se adelantó tanto como dura el salto' }),
  ambiguous: z.boolean().apply(described, { en: 'The wall time occurs twice in the zone (the clocks go back); one occurrence was taken', es: 'La hora local ocurre dos veces en la zona (los relojes se atrasan); se tomó una de las dos' }),
  note: z.string().optional().apply(described, { en: 'When adjusted or ambiguous: what happened, in words in the call language', es: 'Cuando adjusted o ambiguous es true: lo que ocurrió, con palabras en el idioma de la llamada' }),
}

// ---------------------------------------------------------------------------------------------
// Web lookups

/** One response of a redirect chain. */
export const RedirectHop = z.object({
  url: z.string().apply(described, { en: 'The URL requested at this hop', es: 'La URL pedida en este salto' }),
  status: z.number().int().apply(described, { en: 'The HTTP status code it answered', es: 'El código de estado HTTP con el que respondió' }),
  location: z.string().nullable().apply(described, { en: 'Its Location header as sent (relative or absolute), or null when it has none', es: 'Su cabecera Location tal como se envió (relativa o absoluta), o null cuando no tiene' }),
  time_ms: z.number().int().apply(described, { en: 'Time this hop took, in milliseconds', es: 'Tiempo que tardó este salto, en milisegundos' }),
}).meta({ id: 'RedirectHop', description: 'One response of a redirect chain, in the order they were followed' })

/** Every response of a lookup, the final one included. */
export const REDIRECT_CHAIN = z.array(RedirectHop).apply(described, { en: 'Every response in order, from the URL given to the final one', es: 'Cada respuesta en orden, desde la URL indicada hasta la final' })

/** How long a whole lookup took, every redirect included. */
export const LOOKUP_MS = z.number().int().apply(described, { en: 'Time the whole lookup took, in milliseconds', es: 'Tiempo que tardó toda la consulta, en milisegundos' })

/** The final address and status of a fetched page; spread into a result's fields. */
export const FINAL_RESPONSE_FIELDS = {
  url: z.string().apply(described, { en: 'The final URL, after redirects', es: 'La URL final, tras las redirecciones' }),
  status: z.number().int().apply(described, { en: 'The HTTP status code of the final response', es: 'El código de estado HTTP de la respuesta final' }),
}

/** An address a name resolves to, with how long it may be cached. */
export const DnsAddress = z.object({
  address: z.string().apply(described, { en: 'The address as text (IPv4 dotted or IPv6)', es: 'La dirección como texto (IPv4 con puntos o IPv6)' }),
  ttl: z.number().int().apply(described, { en: 'How long the record may be cached, in seconds', es: 'Cuánto tiempo puede guardarse el registro en caché, en segundos' }),
}).meta({ id: 'DnsAddress', description: 'An IPv4 (A) or IPv6 (AAAA) address record with its time to live' })
