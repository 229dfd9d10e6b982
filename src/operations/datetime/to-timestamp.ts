import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import {
  dateParams, instantFields, placementNote, readAs, readDate, readOptions, requiredText, zonedFields,
} from '../../lib/dates.ts'

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
    timezone: dateParams.timezone('Zone for a date or time written without offset and for phrases such as "tomorrow"; also the zone in_timezone shows'),
  }),
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
  run: ({ date, timezone }, ctx) => {
    const text = requiredText(date, 'date')
    const opts = readOptions('date', timezone)
    const reading = readDate(text, opts)
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
})
