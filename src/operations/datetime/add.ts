import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import {
  DATE_TEXT_MAX, addInterval, dateParams, hasTimeUnits, instantFields, placementNote, readDateOrNow, readInterval,
  readOptions, requiredText, shownAs, zoneOf,
} from '../../lib/dates.ts'

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
    timezone: dateParams.timezone('Zone whose calendar and clock the interval is added on, and in which dates and times without offset are read'),
  }),
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
  run: ({ date, add, timezone }, ctx) => {
    const opts = readOptions('date', timezone)
    const reading = readDateOrNow(date, opts)
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
})
