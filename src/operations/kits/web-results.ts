/** Result shapes that several web and datetime operations answer alike. */
import { z } from 'zod'

// ---------------------------------------------------------------------------------------------
// Dates and times

/** The same moment as every datetime result gives it; spread into a result's fields. */
export const INSTANT_FIELDS = {
  unix: z.number().int().describe('Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970)'),
  unix_ms: z.number().int().describe('Unix time in milliseconds'),
  iso_utc: z.string().describe('The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some)'),
  rfc2822: z.string().describe('The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000"'),
}

/** A moment as the wall clock of a time zone shows it. */
export const ZonedTime = z.object({
  timezone: z.string().describe('The zone: an IANA name such as Europe/Madrid, UTC, or a fixed offset such as UTC+05:30'),
  iso: z.string().describe('The wall time with its offset in ISO 8601, such as 2024-07-01T12:00:00+02:00'),
  date: z.string().describe('The calendar date there, YYYY-MM-DD'),
  time: z.string().describe('The wall time there, HH:mm:ss (with .SSS milliseconds when there are some)'),
  offset: z.string().describe('The zone\'s offset from UTC at that moment, such as +02:00 or -04:00'),
  offset_minutes: z.number().int().describe('The same offset in minutes (east of UTC positive)'),
  is_dst: z.boolean().describe('Whether daylight-saving time is in effect there at that moment'),
}).meta({ id: 'ZonedTime', description: 'A moment as the wall clock of a time zone shows it, with the zone\'s UTC offset' })

/** Whether placing a wall time on a zone's clock met a daylight-saving change; spread into a result's fields. */
export const PLACEMENT_FIELDS = {
  adjusted: z.boolean().describe('The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap'),
  ambiguous: z.boolean().describe('The wall time occurs twice in the zone (the clocks go back); one occurrence was taken'),
  note: z.string().optional().describe('When adjusted or ambiguous: what happened, in words in the call language'),
}

// ---------------------------------------------------------------------------------------------
// Web lookups

/** One response of a redirect chain. */
export const RedirectHop = z.object({
  url: z.string().describe('The URL requested at this hop'),
  status: z.number().int().describe('The HTTP status code it answered'),
  location: z.string().nullable().describe('Its Location header as sent (relative or absolute), or null when it has none'),
  time_ms: z.number().int().describe('Time this hop took, in milliseconds'),
}).meta({ id: 'RedirectHop', description: 'One response of a redirect chain, in the order they were followed' })

/** Every response of a lookup, the final one included. */
export const REDIRECT_CHAIN = z.array(RedirectHop).describe('Every response in order, from the URL given to the final one')

/** The final address and status of a fetched page; spread into a result's fields. */
export const FINAL_RESPONSE_FIELDS = {
  url: z.string().describe('The final URL, after redirects'),
  status: z.number().int().describe('The HTTP status code of the final response'),
}

/** An address a name resolves to, with how long it may be cached. */
export const DnsAddress = z.object({
  address: z.string().describe('The address as text (IPv4 dotted or IPv6)'),
  ttl: z.number().int().describe('How long the record may be cached, in seconds'),
}).meta({ id: 'DnsAddress', description: 'An IPv4 (A) or IPv6 (AAAA) address record with its time to live' })
