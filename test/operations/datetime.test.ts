import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { Settings } from 'luxon'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'datetime')

// The operations read the current time through luxon, so a test can fix it.
const WEDNESDAY = Date.parse('2024-06-12T08:00:00Z')
function fixNow(ms: number): void {
  beforeEach(() => { Settings.now = () => ms })
  afterEach(() => { Settings.now = () => Date.now() })
}

describe('required parameters', () => {
  it.each([
    ['to-timestamp', {}, 'date'],
    ['from-timestamp', {}, 'timestamp'],
    ['timezone', { to: 'UTC' }, 'from'],
    ['timezone', { from: 'UTC' }, 'to'],
    ['diff', { to: '2024-01-01' }, 'from'],
    ['diff', { from: '2024-01-01' }, 'to'],
    ['add', { date: '2024-01-01' }, 'add'],
    ['is-leap-year', {}, 'year'],
    ['days-in-month', { month: 2 }, 'year'],
    ['days-in-month', { year: 2024 }, 'month'],
    ['day-of-week', {}, 'date'],
  ])('%s without %s: PARAM_REQUIRED', async (name, params, param) => {
    expect(await refused(name, params)).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it.each([
    ['to-timestamp', { date: '  ' }], ['day-of-week', { date: '' }], ['add', { add: ' ' }],
    ['diff', { from: '', to: '2024-01-01' }], ['timezone', { from: ' ', to: 'UTC' }], ['from-timestamp', { timestamp: '' }],
  ])('%s with a blank value %j: PARAM_REQUIRED', async (name, params) => {
    expect((await refused(name, params)).code).toBe('PARAM_REQUIRED')
  })

  it('says so in Spanish under /es', async () => {
    expect(await refused('day-of-week', {}, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'date es obligatorio' })
  })
})

describe('now', () => {
  it('gives one instant in every form, consistently', async () => {
    const before = Date.now()
    const r = await ok('now', {})
    const after = Date.now()
    const ms = r.unix_ms as number
    expect(ms).toBeGreaterThanOrEqual(before)
    expect(ms).toBeLessThanOrEqual(after)
    expect(r.unix).toBe(Math.floor(ms / 1000))
    expect(Date.parse(r.iso_utc as string)).toBe(ms)
    expect(r.iso_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/)
    expect(Date.parse(r.rfc2822 as string)).toBe(ms - (ms % 1000))
    expect(r.in_timezone).toMatchObject({ timezone: 'UTC', offset: '+00:00', offset_minutes: 0, is_dst: false })
  })

  describe('at a fixed moment', () => {
    fixNow(Date.parse('2024-07-01T10:00:00.250Z'))

    it('exact values in UTC', async () => {
      expect(await ok('now', {})).toEqual({
        unix: 1719828000,
        unix_ms: 1719828000250,
        iso_utc: '2024-07-01T10:00:00.250Z',
        rfc2822: 'Mon, 01 Jul 2024 10:00:00 +0000',
        in_timezone: { timezone: 'UTC', iso: '2024-07-01T10:00:00.250Z', date: '2024-07-01', time: '10:00:00.250', offset: '+00:00', offset_minutes: 0, is_dst: false },
      })
    })

    it('in a time zone (name case-insensitive)', async () => {
      const r = await ok('now', { timezone: 'asia/tokyo' })
      expect(r.unix).toBe(1719828000)
      expect(r.in_timezone).toEqual({ timezone: 'Asia/Tokyo', iso: '2024-07-01T19:00:00.250+09:00', date: '2024-07-01', time: '19:00:00.250', offset: '+09:00', offset_minutes: 540, is_dst: false })
    })

    it('in a fixed offset', async () => {
      const r = await ok('now', { timezone: 'UTC-03:30' })
      expect(r.in_timezone).toMatchObject({ timezone: 'UTC-03:30', iso: '2024-07-01T06:30:00.250-03:30' })
    })
  })

  it('refuses an unknown zone with an example of a good one', async () => {
    const { code, error } = await refused('now', { timezone: 'Mars/Olympus' })
    expect(code).toBe('TIMEZONE_INVALID')
    expect(error).toBe('timezone "Mars/Olympus" is not a time zone; send an IANA name such as Europe/Madrid, America/New_York or Asia/Kolkata, UTC, or a fixed offset such as UTC+05:30')
  })
})

describe('to-timestamp', () => {
  it('ISO 8601 with Z', async () => {
    expect(await ok('to-timestamp', { date: '2024-03-10T14:30:00Z' })).toMatchObject({
      input: '2024-03-10T14:30:00Z', unix: 1710081000, unix_ms: 1710081000000, iso_utc: '2024-03-10T14:30:00Z',
      rfc2822: 'Sun, 10 Mar 2024 14:30:00 +0000', adjusted: false, ambiguous: false,
      read_as: { format: 'iso8601', date_only: false, offset_given: true, timezone: 'UTC' },
    })
  })

  it('an instant keeps its own offset, or is shown in the zone asked for', async () => {
    const own = await ok('to-timestamp', { date: '2024-03-10T14:30:00.5+05:30' })
    expect(own).toMatchObject({ unix: 1710061200, unix_ms: 1710061200500, iso_utc: '2024-03-10T09:00:00.500Z' })
    expect(own.in_timezone).toMatchObject({ timezone: 'UTC+05:30', iso: '2024-03-10T14:30:00.500+05:30' })
    const shown = await ok('to-timestamp', { date: '2024-03-10T14:30:00.5+05:30', timezone: 'Europe/Madrid' })
    expect(shown.unix_ms).toBe(1710061200500)
    expect(shown.in_timezone).toMatchObject({ timezone: 'Europe/Madrid', iso: '2024-03-10T10:00:00.500+01:00' })
  })

  it('a + that URL decoding turned into a space is still read as +', async () => {
    expect((await ok('to-timestamp', { date: '2024-03-10T14:30:00 02:00' })).iso_utc).toBe('2024-03-10T12:30:00Z')
  })

  it('a calendar date is the start of the day in UTC, or in the zone asked for', async () => {
    expect(await ok('to-timestamp', { date: '2024-03-10' })).toMatchObject({
      unix: 1710028800, iso_utc: '2024-03-10T00:00:00Z', read_as: { format: 'iso8601', date_only: true, offset_given: false, timezone: 'UTC' },
    })
    expect(await ok('to-timestamp', { date: '2024-03-10', timezone: 'Europe/Madrid' })).toMatchObject({
      unix: 1710025200, in_timezone: { iso: '2024-03-10T00:00:00+01:00' }, read_as: { date_only: true, timezone: 'Europe/Madrid' },
    })
  })

  it('a wall time without offset is read in the zone', async () => {
    expect((await ok('to-timestamp', { date: '2024-07-01 12:00', timezone: 'America/New_York' })).iso_utc).toBe('2024-07-01T16:00:00Z')
    expect((await ok('to-timestamp', { date: '2024-07-01T12:00' })).iso_utc).toBe('2024-07-01T12:00:00Z')
  })

  it('other ISO 8601 forms: week date, ordinal date, basic format', async () => {
    expect((await ok('to-timestamp', { date: '2020-W53-4' })).iso_utc).toBe('2020-12-31T00:00:00Z')
    expect((await ok('to-timestamp', { date: '2024-070' })).iso_utc).toBe('2024-03-10T00:00:00Z')
    expect((await ok('to-timestamp', { date: '20240310T143000Z' })).iso_utc).toBe('2024-03-10T14:30:00Z')
  })

  it('RFC 2822 and HTTP dates', async () => {
    expect(await ok('to-timestamp', { date: 'Sun, 10 Mar 2024 14:30:00 +0100' })).toMatchObject({
      unix: 1710077400, read_as: { format: 'rfc2822', offset_given: true, timezone: 'UTC+01:00' },
    })
    expect(await ok('to-timestamp', { date: 'Sunday, 10-Mar-24 14:30:00 GMT' })).toMatchObject({ unix: 1710081000, read_as: { format: 'http' } })
  })

  it('common English forms through chrono-node', async () => {
    expect(await ok('to-timestamp', { date: 'March 5, 2024 3pm EST' })).toMatchObject({
      iso_utc: '2024-03-05T20:00:00Z', read_as: { format: 'natural', offset_given: true, matched: 'March 5, 2024 3pm EST' },
    })
    expect(await ok('to-timestamp', { date: '03/10/2024' })).toMatchObject({ iso_utc: '2024-03-10T00:00:00Z', read_as: { date_only: true } })
    expect((await ok('to-timestamp', { date: '10 March 2024 14:30', timezone: 'Europe/Madrid' })).iso_utc).toBe('2024-03-10T13:30:00Z')
  })

  describe('phrases count from now (Wednesday 2024-06-12T08:00Z)', () => {
    fixNow(WEDNESDAY)

    it.each([
      ['now', {}, '2024-06-12T08:00:00Z', 'now', false],
      ['+1 week', {}, '2024-06-19T08:00:00Z', 'relative', false],
      ['1 week', {}, '2024-06-19T08:00:00Z', 'relative', false], // "+1 week" sent unencoded
      ['-2 days', {}, '2024-06-10T08:00:00Z', 'relative', false],
      ['in 3 hours', {}, '2024-06-12T11:00:00Z', 'relative', false],
      ['2 hours ago', {}, '2024-06-12T06:00:00Z', 'relative', false],
      ['3 days from now', {}, '2024-06-15T08:00:00Z', 'relative', false],
      ['tomorrow', {}, '2024-06-13T00:00:00Z', 'relative', true],
      ['yesterday', { timezone: 'Asia/Tokyo' }, '2024-06-10T15:00:00Z', 'relative', true],
      ['today', { timezone: 'Pacific/Kiritimati' }, '2024-06-11T10:00:00Z', 'relative', true],
      ['next friday 10am', {}, '2024-06-21T10:00:00Z', 'natural', false],
      ['next friday 10am', { timezone: 'America/New_York' }, '2024-06-21T14:00:00Z', 'natural', false],
      ['friday', {}, '2024-06-14T00:00:00Z', 'natural', true],
      ['today at 5pm', { timezone: 'Europe/Madrid' }, '2024-06-12T15:00:00Z', 'natural', false],
    ])('%s %j → %s', async (date, extra, iso, format, dateOnly) => {
      const r = await ok('to-timestamp', { date, ...extra })
      expect(r.iso_utc).toBe(iso)
      expect(r.read_as).toMatchObject({ format, date_only: dateOnly })
    })

    it('"next friday 10am" in New York keeps 10:00 local across offsets', async () => {
      const r = await ok('to-timestamp', { date: 'next friday 10am', timezone: 'America/New_York' })
      expect(r.in_timezone).toMatchObject({ iso: '2024-06-21T10:00:00-04:00', is_dst: true })
    })
  })

  it('a wall time in a DST gap moves forward and says so', async () => {
    const r = await ok('to-timestamp', { date: '2024-03-10T02:30', timezone: 'America/New_York' })
    expect(r).toMatchObject({ iso_utc: '2024-03-10T07:30:00Z', adjusted: true, ambiguous: false, in_timezone: { iso: '2024-03-10T03:30:00-04:00' } })
    expect(r.note).toBe('2024-03-10T02:30:00 does not exist in America/New_York: the clocks skip it when daylight saving time starts, so it was moved forward by 60 minutes to 2024-03-10T03:30:00-04:00')
  })

  it('a wall time in a DST overlap takes the earlier occurrence and says so', async () => {
    const r = await ok('to-timestamp', { date: '2024-10-27 01:30', timezone: 'Europe/London' })
    expect(r).toMatchObject({ iso_utc: '2024-10-27T00:30:00Z', adjusted: false, ambiguous: true, in_timezone: { offset: '+01:00', is_dst: true } })
    expect(r.note).toContain('occurs twice in Europe/London')
  })

  it.each([
    ['2024-02-30', 'DATE_BAD_DAY', 'date "2024-02-30" has day 30, but month 02 of 2024 has 29 days; check the day of the month'],
    ['2023-02-29', 'DATE_BAD_DAY', 'date "2023-02-29" has day 29, but month 02 of 2023 has 28 days; check the day of the month'],
    ['2024-13-01', 'DATE_BAD_MONTH', 'date "2024-13-01" has month 13; months run from 01 to 12'],
    ['2024-03-10T24:00', 'DATE_BAD_TIME', 'date "2024-03-10T24:00" has the time 24:00, which does not exist; hours run from 00 to 23, minutes and seconds from 00 to 59'],
    ['2024-03-10T12:00:60Z', 'DATE_BAD_TIME', 'date "2024-03-10T12:00:60Z" has the time 12:00:60, which does not exist; hours run from 00 to 23, minutes and seconds from 00 to 59'],
    ['2024-03-10T12:00+19:00', 'DATE_BAD_OFFSET', 'date "2024-03-10T12:00+19:00" has the UTC offset +19:00; write an offset from -18:00 to +18:00, such as +02:00, or Z for UTC'],
    ['0000-12-31', 'DATE_YEAR_RANGE', 'date "0000-12-31" falls in the year 0; send a date in the years 1 to 9999'],
    ['yesterday-ish', 'DATE_PARTLY_READ', 'only "yesterday" of date "yesterday-ish" could be read as a date; remove the rest, or write the date as ISO 8601 such as 2024-03-10T14:30:00Z'],
    ['soonish', 'DATE_UNREADABLE', 'date "soonish" could not be read as a date; send ISO 8601 (2024-03-10 or 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000), or a phrase such as "tomorrow", "next friday 10am" or "+1 week"'],
    ['March 5 to March 7, 2024', 'DATE_IS_RANGE', 'date "March 5 to March 7, 2024" names a range of dates; send a single date'],
  ])('%s: 422 %s', async (date, code, error) => {
    expect(await refused('to-timestamp', { date })).toEqual({ code, error })
  })

  it('refuses an interval phrase that leaves the years 1 to 9999', async () => {
    expect((await refused('to-timestamp', { date: '+9000 years' })).code).toBe('RESULT_YEAR_RANGE')
  })

  it('messages in Spanish under /es', async () => {
    expect((await refused('to-timestamp', { date: '2024-02-30' }, 'es')).error).toBe('date "2024-02-30" tiene el día 30, pero el mes 02 de 2024 tiene 29 días; revise el día del mes')
    expect((await refused('to-timestamp', { date: '2024-01-01', timezone: 'Nowhere/City' }, 'es')).error).toContain('no es una zona horaria; envíe un nombre IANA como Europe/Madrid')
  })
})

describe('from-timestamp', () => {
  it('seconds', async () => {
    expect(await ok('from-timestamp', { timestamp: 1700000000 })).toEqual({
      timestamp: 1700000000, unit: 'seconds', unit_detected: true, unix: 1700000000, unix_ms: 1700000000000,
      iso_utc: '2023-11-14T22:13:20Z', rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      in_timezone: { timezone: 'UTC', iso: '2023-11-14T22:13:20Z', date: '2023-11-14', time: '22:13:20', offset: '+00:00', offset_minutes: 0, is_dst: false },
    })
  })

  it('milliseconds detected by size', async () => {
    expect(await ok('from-timestamp', { timestamp: 1700000000123 })).toMatchObject({
      unit: 'milliseconds', unit_detected: true, unix: 1700000000, unix_ms: 1700000000123, iso_utc: '2023-11-14T22:13:20.123Z',
    })
  })

  it('the threshold: below 1e11 is seconds, from 1e11 up milliseconds', async () => {
    expect(await ok('from-timestamp', { timestamp: 99999999999 })).toMatchObject({ unit: 'seconds', iso_utc: '5138-11-16T09:46:39Z' })
    expect(await ok('from-timestamp', { timestamp: 100000000000 })).toMatchObject({ unit: 'milliseconds', iso_utc: '1973-03-03T09:46:40Z' })
    expect(await ok('from-timestamp', { timestamp: -100000000000 })).toMatchObject({ unit: 'milliseconds', iso_utc: '1966-10-31T14:13:20Z' })
  })

  it('an explicit unit overrides the detection', async () => {
    expect(await ok('from-timestamp', { timestamp: 86400000, unit: 'ms' })).toMatchObject({ unit: 'milliseconds', unit_detected: false, iso_utc: '1970-01-02T00:00:00Z' })
    expect(await ok('from-timestamp', { timestamp: 86400000, unit: 'seconds' })).toMatchObject({ unit: 'seconds', unit_detected: false, iso_utc: '1972-09-27T00:00:00Z' })
    expect(await ok('from-timestamp', { timestamp: 253402300799, unit: 's' })).toMatchObject({ iso_utc: '9999-12-31T23:59:59Z' })
  })

  it('negative and fractional seconds', async () => {
    expect(await ok('from-timestamp', { timestamp: -1 })).toMatchObject({ unix: -1, iso_utc: '1969-12-31T23:59:59Z' })
    expect(await ok('from-timestamp', { timestamp: '1.5' })).toMatchObject({ unix: 1, unix_ms: 1500, iso_utc: '1970-01-01T00:00:01.500Z' })
    expect(await ok('from-timestamp', { timestamp: '-0.5' })).toMatchObject({ unix: -1, unix_ms: -500 })
  })

  it('in a time zone, with its offset and DST state', async () => {
    const summer = await ok('from-timestamp', { timestamp: 1719835200, timezone: 'Europe/Madrid' })
    expect(summer.in_timezone).toEqual({ timezone: 'Europe/Madrid', iso: '2024-07-01T14:00:00+02:00', date: '2024-07-01', time: '14:00:00', offset: '+02:00', offset_minutes: 120, is_dst: true })
    const kolkata = await ok('from-timestamp', { timestamp: 1700000000, timezone: 'Asia/Kolkata' })
    expect(kolkata.in_timezone).toMatchObject({ timezone: 'Asia/Kolkata', iso: '2023-11-15T03:43:20+05:30' })
  })

  it.each([
    [{ timestamp: '1e20' }, 'timestamp 100000000000000000000 read as milliseconds falls outside the years 1 to 9999 (-62135596800 to 253402300799 seconds); check the number, and send unit=seconds or unit=milliseconds if its size misled the detection'],
    [{ timestamp: 253402300800, unit: 'seconds' }, 'timestamp 253402300800 read as seconds falls outside the years 1 to 9999 (-62135596800 to 253402300799 seconds); check the number, and send unit=seconds or unit=milliseconds if its size misled the detection'],
  ])('%j: 422 TIMESTAMP_RANGE', async (params, error) => {
    expect(await refused('from-timestamp', params)).toEqual({ code: 'TIMESTAMP_RANGE', error })
  })

  it.each([
    [{ timestamp: 'yesterday' }, 'PARAM_NOT_NUMBER'],
    [{ timestamp: 1, unit: 'minutes' }, 'PARAM_ENUM'],
    [{ timestamp: 1, timezone: 'Europe/Madird' }, 'TIMEZONE_INVALID'],
    [{ timestamp: 1, timezone: 'UTC+19' }, 'TIMEZONE_INVALID'],
  ])('%j: 422 %s', async (params, code) => {
    expect((await refused('from-timestamp', params)).code).toBe(code)
  })

  it('a bad zone names an example', async () => {
    expect((await refused('from-timestamp', { timestamp: 1, timezone: 'Europe/Madird' })).error).toContain('such as Europe/Madrid')
  })
})

describe('timezone', () => {
  it('2024-07-01T12:00 in Madrid is 06:00 in New York', async () => {
    expect(await ok('timezone', { date: '2024-07-01T12:00', from: 'Europe/Madrid', to: 'America/New_York' })).toEqual({
      from: { timezone: 'Europe/Madrid', iso: '2024-07-01T12:00:00+02:00', date: '2024-07-01', time: '12:00:00', offset: '+02:00', offset_minutes: 120, is_dst: true },
      to: { timezone: 'America/New_York', iso: '2024-07-01T06:00:00-04:00', date: '2024-07-01', time: '06:00:00', offset: '-04:00', offset_minutes: -240, is_dst: true },
      difference_hours: -6,
      unix: 1719828000,
      unix_ms: 1719828000000,
      iso_utc: '2024-07-01T10:00:00Z',
      adjusted: false,
      ambiguous: false,
    })
  })

  it('the offsets follow the date: winter in Madrid and New York', async () => {
    const r = await ok('timezone', { date: '2024-01-15 12:00', from: 'Europe/Madrid', to: 'America/New_York' })
    expect(r.from).toMatchObject({ offset: '+01:00', is_dst: false })
    expect(r.to).toMatchObject({ iso: '2024-01-15T06:00:00-05:00', is_dst: false })
  })

  it('between the two DST changes (2024-03-20) the difference is 5 hours', async () => {
    const r = await ok('timezone', { date: '2024-03-20T12:00', from: 'Europe/Madrid', to: 'America/New_York' })
    expect(r.to).toMatchObject({ iso: '2024-03-20T07:00:00-04:00' })
    expect(r.difference_hours).toBe(-5)
  })

  it('half-hour zones and fixed offsets', async () => {
    const r = await ok('timezone', { date: '2024-07-01T12:00', from: 'UTC', to: 'Asia/Kathmandu' })
    expect(r).toMatchObject({ to: { iso: '2024-07-01T17:45:00+05:45' }, difference_hours: 5.75 })
    expect((await ok('timezone', { date: '2024-07-01T12:00', from: 'UTC+05:30', to: 'Z' })).to).toMatchObject({ iso: '2024-07-01T06:30:00Z' })
    expect((await ok('timezone', { date: '2024-07-01T12:00', from: 'UTC 05:30', to: 'UTC' })).from).toMatchObject({ timezone: 'UTC+05:30' })
  })

  it('a date alone is midnight in from', async () => {
    expect((await ok('timezone', { date: '2024-07-01', from: 'Asia/Tokyo', to: 'UTC' })).to).toMatchObject({ iso: '2024-06-30T15:00:00Z' })
  })

  it('an input with its own offset is that instant, shown in both zones', async () => {
    const r = await ok('timezone', { date: '2024-07-01T12:00:00Z', from: 'Europe/Madrid', to: 'America/New_York' })
    expect(r.from).toMatchObject({ iso: '2024-07-01T14:00:00+02:00' })
    expect(r.to).toMatchObject({ iso: '2024-07-01T08:00:00-04:00' })
  })

  it('DST gap: America/New_York 2024-03-10 02:30 moves forward to 03:30 EDT', async () => {
    const r = await ok('timezone', { date: '2024-03-10T02:30', from: 'America/New_York', to: 'Europe/London' })
    expect(r).toMatchObject({
      from: { iso: '2024-03-10T03:30:00-04:00', offset: '-04:00', is_dst: true },
      to: { iso: '2024-03-10T07:30:00+00:00', is_dst: false },
      adjusted: true, ambiguous: false, requested: '2024-03-10T02:30:00',
    })
    expect(r.note).toContain('moved forward by 60 minutes')
    expect(r).not.toHaveProperty('alternative')
  })

  it('DST overlap: Europe/London 2024-10-27 01:30 takes the earlier occurrence (BST) and gives the other', async () => {
    const r = await ok('timezone', { date: '2024-10-27T01:30', from: 'Europe/London', to: 'UTC' })
    expect(r).toMatchObject({
      from: { iso: '2024-10-27T01:30:00+01:00', offset: '+01:00', is_dst: true },
      to: { iso: '2024-10-27T00:30:00Z' },
      adjusted: false, ambiguous: true, requested: '2024-10-27T01:30:00',
      alternative: { from: { iso: '2024-10-27T01:30:00+00:00', is_dst: false }, to: { iso: '2024-10-27T01:30:00Z' } },
    })
    expect(r.note).toBe('2024-10-27T01:30:00 occurs twice in Europe/London because the clocks go back when daylight saving time ends; prefer=earlier chose the occurrence at offset +01:00, the other is at offset +00:00')
  })

  it('DST overlap with prefer=later', async () => {
    const r = await ok('timezone', { date: '2024-10-27T01:30', from: 'Europe/London', to: 'UTC', prefer: 'later' })
    expect(r).toMatchObject({ to: { iso: '2024-10-27T01:30:00Z' }, ambiguous: true, alternative: { to: { iso: '2024-10-27T00:30:00Z' } } })
  })

  it('just outside the gap and overlap nothing is flagged', async () => {
    for (const [date, from] of [['2024-03-10T01:59', 'America/New_York'], ['2024-03-10T03:00', 'America/New_York'], ['2024-10-27T00:59', 'Europe/London'], ['2024-10-27T02:00', 'Europe/London']]) {
      const r = await ok('timezone', { date, from, to: 'UTC' })
      expect([r.adjusted, r.ambiguous], date).toEqual([false, false])
    }
  })

  it('the note is in Spanish under /es', async () => {
    const r = await ok('timezone', { date: '2024-03-10T02:30', from: 'America/New_York', to: 'UTC' }, 'es')
    expect(r.note).toBe('2024-03-10T02:30:00 no existe en America/New_York: los relojes se la saltan al empezar el horario de verano, así que se adelantó 60 minutos, a 2024-03-10T03:30:00-04:00')
  })

  describe('default date now', () => {
    fixNow(WEDNESDAY)
    it('converts the current moment', async () => {
      const r = await ok('timezone', { from: 'UTC', to: 'Asia/Tokyo' })
      expect(r).toMatchObject({ unix_ms: WEDNESDAY, to: { iso: '2024-06-12T17:00:00+09:00' } })
    })
  })

  it.each([
    [{ from: 'Europe/Madird', to: 'UTC' }, 'from "Europe/Madird" is not a time zone'],
    [{ from: 'UTC', to: 'EST5EDT/X' }, 'to "EST5EDT/X" is not a time zone'],
  ])('%j: 422 naming the parameter', async (params, start) => {
    const { code, error } = await refused('timezone', params)
    expect(code).toBe('TIMEZONE_INVALID')
    expect(error.startsWith(start)).toBe(true)
  })
})

describe('diff', () => {
  it('a calendar breakdown, totals and words', async () => {
    expect(await ok('diff', { from: '2022-01-15', to: '2024-04-19' })).toEqual({
      from: '2022-01-15', to: '2024-04-19', timezone: 'UTC', negative: false, sign: 1,
      years: 2, months: 3, days: 4, hours: 0, minutes: 0, seconds: 0, milliseconds: 0,
      total_weeks: 117.857143, total_days: 825, total_hours: 19800, total_minutes: 1188000, total_seconds: 71280000, total_milliseconds: 71280000000,
      human: '2 years, 3 months and 4 days',
    })
  })

  it('across a leap day', async () => {
    expect(await ok('diff', { from: '2024-02-28', to: '2024-03-01' })).toMatchObject({ days: 2, total_days: 2, human: '2 days' })
    expect(await ok('diff', { from: '2023-02-28', to: '2023-03-01' })).toMatchObject({ days: 1, total_days: 1 })
    expect(await ok('diff', { from: '2023-02-28', to: '2024-02-29' })).toMatchObject({ years: 1, months: 0, days: 1, total_days: 366 })
    // 2024-02-29 + 1 year is 2025-02-28 (add clamps to the month's end), so the breakdown says 1 year.
    expect(await ok('diff', { from: '2024-02-29', to: '2025-02-28' })).toMatchObject({ years: 1, months: 0, days: 0, total_days: 365 })
    expect(await ok('diff', { from: '2024-02-29', to: '2025-03-01' })).toMatchObject({ years: 1, months: 0, days: 1, total_days: 366 })
  })

  it('to earlier than from: negative, parts positive, totals negative', async () => {
    expect(await ok('diff', { from: '2024-03-01', to: '2024-02-28' })).toMatchObject({
      negative: true, sign: -1, years: 0, months: 0, days: 2, total_days: -2, total_hours: -48, total_seconds: -172800, human: '2 days',
    })
  })

  it('the same moment', async () => {
    expect(await ok('diff', { from: '2024-03-01', to: '2024-03-01' })).toMatchObject({ negative: false, sign: 0, days: 0, total_days: 0, human: '0 days' })
    expect(await ok('diff', { from: '2024-03-01T10:00Z', to: '2024-03-01T12:00+02:00' })).toMatchObject({ sign: 0, human: '0 seconds' })
  })

  it('month ends count as whole months', async () => {
    expect(await ok('diff', { from: '2024-01-31', to: '2024-02-29' })).toMatchObject({ months: 1, days: 0 })
    expect(await ok('diff', { from: '2024-01-31', to: '2024-03-01' })).toMatchObject({ months: 1, days: 1 })
  })

  it('times, milliseconds and mixed offsets', async () => {
    const r = await ok('diff', { from: '2023-02-28', to: '2024-03-01T10:30:15.5Z' })
    expect(r).toMatchObject({ years: 1, months: 0, days: 2, hours: 10, minutes: 30, seconds: 15, milliseconds: 500, total_seconds: 31746615.5 })
    expect(r.human).toBe('1 year, 2 days, 10 hours, 30 minutes and 15.5 seconds')
    expect(await ok('diff', { from: '2024-01-01T00:00:00+01:00', to: '2024-01-01T00:00:00Z' })).toMatchObject({ hours: 1, total_hours: 1 })
  })

  it('across a DST change: one calendar day, 23 real hours', async () => {
    expect(await ok('diff', { from: '2024-03-09T12:00', to: '2024-03-10T12:00', timezone: 'America/New_York' })).toMatchObject({
      from: '2024-03-09T12:00:00-05:00', to: '2024-03-10T12:00:00-04:00', timezone: 'America/New_York', days: 1, hours: 0, total_hours: 23,
    })
    expect(await ok('diff', { from: '2024-10-26', to: '2024-10-28', timezone: 'Europe/London' })).toMatchObject({ days: 2, total_hours: 49 })
  })

  it('words in Spanish under /es', async () => {
    expect((await ok('diff', { from: '2022-01-15', to: '2024-04-19' }, 'es')).human).toBe('2 años, 3 meses y 4 días')
    expect((await ok('diff', { from: '2024-01-01', to: '2025-01-02' }, 'es')).human).toBe('1 año y 1 día')
  })

  it.each([
    [{ from: '2024-02-30', to: '2024-03-01' }, 'DATE_BAD_DAY', 'from "2024-02-30"'],
    [{ from: '2024-02-01', to: 'yesterday-ish' }, 'DATE_PARTLY_READ', 'only "yesterday" of to "yesterday-ish"'],
    [{ from: '2024-02-01', to: '2024-03-01', timezone: 'Moon/Base' }, 'TIMEZONE_INVALID', 'timezone "Moon/Base"'],
  ])('%j: 422 %s naming the parameter', async (params, code, part) => {
    const r = await refused('diff', params)
    expect(r.code).toBe(code)
    expect(r.error).toContain(part)
  })
})

describe('add', () => {
  it('month-end clamping: 2024-01-31 + 1 month = 2024-02-29', async () => {
    expect(await ok('add', { date: '2024-01-31', add: '+1 month' })).toEqual({
      start: '2024-01-31', end: '2024-02-29',
      interval: { years: 0, months: 1, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
      date_only: true, timezone: 'UTC', clamped: true, adjusted: false, ambiguous: false,
      unix: 1709164800, unix_ms: 1709164800000, iso_utc: '2024-02-29T00:00:00Z', rfc2822: 'Thu, 29 Feb 2024 00:00:00 +0000',
    })
  })

  it.each([
    ['2024-02-29', '+1 year', '2025-02-28', true],
    ['2024-03-31', '-1 month', '2024-02-29', true],
    ['2023-01-31', '1 month', '2023-02-28', true],
    ['2024-01-30', '+1 month', '2024-02-29', true],
    ['2024-01-15', '+1 month', '2024-02-15', false],
    ['2024-01-31', '1 month 1 day', '2024-03-01', true],
    ['2024-01-31', '+2 months', '2024-03-31', false],
    ['2024-02-28', '+1 day', '2024-02-29', false],
    ['2023-02-28', '+1 day', '2023-03-01', false],
    ['2024-03-10', '-2 weeks', '2024-02-25', false],
    ['2024-03-10', '1 year, 2 months', '2025-05-10', false],
    ['2024-03-10', '1 year and 2 months', '2025-05-10', false],
    ['2024-03-10', '2 weeks ago', '2024-02-25', false],
    ['2024-03-10', 'a week', '2024-03-17', false],
    ['2024-03-10', '3d', '2024-03-13', false],
    ['2024-03-10', 'P1M2D', '2024-04-12', false],
    ['2024-03-10', '-P1D', '2024-03-09', false],
    ['2024-03-10', 'p1y', '2025-03-10', false],
  ])('%s %s = %s (clamped %s)', async (date, add, end, clamped) => {
    expect(await ok('add', { date, add })).toMatchObject({ end, clamped, date_only: true })
  })

  it('time units turn a calendar date into a date and time', async () => {
    expect(await ok('add', { date: '2024-01-01', add: 'PT36H' })).toMatchObject({ end: '2024-01-02T12:00:00Z', date_only: false, interval: { hours: 36 } })
    expect(await ok('add', { date: '2024-01-01', add: '+3 months 2 hours' })).toMatchObject({ end: '2024-04-01T02:00:00Z', interval: { months: 3, hours: 2 } })
    expect(await ok('add', { date: '2024-01-01T00:00:00Z', add: '1.5 hours' })).toMatchObject({ end: '2024-01-01T01:30:00Z' })
    expect(await ok('add', { date: '2024-01-01T00:00:00Z', add: '90 min 30 s 250 ms' })).toMatchObject({ end: '2024-01-01T01:30:30.250Z' })
  })

  it('a sign carries to the unsigned counts after it', async () => {
    expect(await ok('add', { date: '2024-01-10T12:00:00Z', add: '-1 day 2 hours' })).toMatchObject({ end: '2024-01-09T10:00:00Z', interval: { days: -1, hours: -2 } })
    expect(await ok('add', { date: '2024-01-10T12:00:00Z', add: '-1 day +2 hours' })).toMatchObject({ end: '2024-01-09T14:00:00Z' })
  })

  it('an instant keeps its offset', async () => {
    expect(await ok('add', { date: '2024-03-09T12:00:00-05:00', add: '1 day' })).toMatchObject({ end: '2024-03-10T12:00:00-05:00', timezone: 'UTC-05:00' })
  })

  it('in a DST zone a calendar day keeps the wall time; hours are elapsed time', async () => {
    expect(await ok('add', { date: '2024-03-09T12:00', add: '1 day', timezone: 'America/New_York' })).toMatchObject({ end: '2024-03-10T12:00:00-04:00', iso_utc: '2024-03-10T16:00:00Z' })
    expect(await ok('add', { date: '2024-03-09T12:00', add: '24 hours', timezone: 'America/New_York' })).toMatchObject({ end: '2024-03-10T13:00:00-04:00' })
  })

  it('a calendar step into a DST gap moves forward; into an overlap takes the earlier', async () => {
    expect(await ok('add', { date: '2024-03-09T02:30', add: '1 day', timezone: 'America/New_York' })).toMatchObject({ end: '2024-03-10T03:30:00-04:00', adjusted: true, ambiguous: false })
    expect(await ok('add', { date: '2024-10-26T01:30', add: '1 day', timezone: 'Europe/London' })).toMatchObject({ end: '2024-10-27T01:30:00+01:00', adjusted: false, ambiguous: true })
  })

  describe('default date now', () => {
    fixNow(WEDNESDAY)
    it('adds to the current moment', async () => {
      expect(await ok('add', { add: '+1 week' })).toMatchObject({ start: '2024-06-12T08:00:00Z', end: '2024-06-19T08:00:00Z' })
      expect(await ok('add', { date: 'tomorrow', add: '1 day' })).toMatchObject({ start: '2024-06-13', end: '2024-06-14', date_only: true })
    })
  })

  it.each([
    ['soon', 'INTERVAL_INVALID', 'add "soon" is not an interval; write counts with units, such as "+1 day", "-2 weeks", "3 months 2 hours" or "1 year, 2 months", or an ISO 8601 duration such as P1M2D or PT36H'],
    ['+1', 'INTERVAL_INVALID', undefined],
    ['P1X', 'INTERVAL_INVALID', undefined],
    ['3 fortnights', 'INTERVAL_UNIT', '"fortnights" in add "3 fortnights" is not a unit; use years, months, weeks, days, hours, minutes, seconds or milliseconds (or y, mo, w, d, h, min, s, ms)'],
    ['1.5 days', 'INTERVAL_FRACTION', 'add "1.5 days" has 1.5 days, but days are added in whole numbers only; use a whole number or a smaller unit (36 hours rather than 1.5 days)'],
    ['P0.5M', 'INTERVAL_FRACTION', undefined],
    ['20000 years', 'INTERVAL_TOO_LARGE', 'add "20000 years" has 20000 years, more than the 10,000 years an interval may span; use a smaller count'],
    ['+9000 years', 'RESULT_YEAR_RANGE', 'the result would fall in the year 11024, outside the years 1 to 9999; use a smaller add or another start date'],
  ])('add=%s: 422 %s', async (add, code, error) => {
    const r = await refused('add', { date: '2024-01-31', add })
    expect(r.code).toBe(code)
    if (error) expect(r.error).toBe(error)
  })

  it('refuses a start date that does not exist', async () => {
    expect((await refused('add', { date: '2024-02-30', add: '1 day' })).code).toBe('DATE_BAD_DAY')
  })
})

describe('week-number', () => {
  it.each([
    ['2020-12-31', 53, 2020, 4, 53],
    ['2021-01-03', 53, 2020, 7, 53],
    ['2021-01-04', 1, 2021, 1, 52],
    ['2024-12-30', 1, 2025, 1, 52],
    ['2026-01-01', 1, 2026, 4, 53],
    ['2024-03-10', 10, 2024, 7, 52],
  ])('%s is week %i of %i, weekday %i (%i weeks)', async (date, week, weekYear, weekday, weeks) => {
    expect(await ok('week-number', { date })).toMatchObject({ date, week, week_year: weekYear, weekday, weeks_in_year: weeks })
  })

  it('the whole week', async () => {
    expect(await ok('week-number', { date: '2021-01-03' })).toEqual({
      date: '2021-01-03', week: 53, week_year: 2020, weekday: 7, iso_week: '2020-W53', iso_week_date: '2020-W53-7',
      weeks_in_year: 53, week_start: '2020-12-28', week_end: '2021-01-03',
    })
  })

  it('an instant counts on its own calendar unless a zone is given', async () => {
    expect(await ok('week-number', { date: '2021-01-03T23:30:00-05:00' })).toMatchObject({ date: '2021-01-03', week: 53, week_year: 2020 })
    expect(await ok('week-number', { date: '2021-01-03T23:30:00-05:00', timezone: 'UTC' })).toMatchObject({ date: '2021-01-04', week: 1, week_year: 2021 })
  })

  describe('default today', () => {
    fixNow(Date.parse('2021-01-03T20:00:00Z'))
    it('today in UTC, or in the zone asked for', async () => {
      expect(await ok('week-number', {})).toMatchObject({ date: '2021-01-03', week: 53, week_year: 2020 })
      expect(await ok('week-number', { timezone: 'Asia/Tokyo' })).toMatchObject({ date: '2021-01-04', week: 1, week_year: 2021 })
    })
  })

  it('refuses a bad date', async () => {
    expect((await refused('week-number', { date: '2021-02-29' })).code).toBe('DATE_BAD_DAY')
  })
})

describe('is-leap-year', () => {
  it.each([
    [1900, false, true, true, false],
    [2000, true, true, true, true],
    [2024, true, true, false, false],
    [2023, false, false, false, false],
    [2100, false, true, true, false],
    [1600, true, true, true, true],
    [4, true, true, false, false],
    [1, false, false, false, false],
    [9999, false, false, false, false],
  ])('%i: %s', async (year, leap, by4, by100, by400) => {
    expect(await ok('is-leap-year', { year })).toMatchObject({
      year, is_leap_year: leap, days_in_year: leap ? 366 : 365, days_in_february: leap ? 29 : 28,
      divisible_by_4: by4, divisible_by_100: by100, divisible_by_400: by400,
    })
  })

  it('states the rule, in the call language', async () => {
    expect((await ok('is-leap-year', { year: 1900 })).rule).toBe('In the Gregorian calendar a year is a leap year when it is divisible by 4, except that a year divisible by 100 is a leap year only when it is also divisible by 400')
    expect((await ok('is-leap-year', { year: 1900 }, 'es')).rule).toMatch(/^En el calendario gregoriano/)
  })

  it.each([
    ['0', 'PARAM_BETWEEN', 'year must be between 1 and 9999'],
    ['10000', 'PARAM_BETWEEN', 'year must be between 1 and 9999'],
    ['-4', 'PARAM_BETWEEN', 'year must be between 1 and 9999'],
    ['2024.5', 'PARAM_NOT_INTEGER', 'year must be a whole number'],
    ['MMXXIV', 'PARAM_NOT_NUMBER', 'year must be a number'],
  ])('year=%s: 422 %s', async (year, code, error) => {
    expect(await refused('is-leap-year', { year })).toEqual({ code, error })
  })
})

describe('days-in-month', () => {
  it.each([
    [2024, 2, 29], [2023, 2, 28], [1900, 2, 28], [2000, 2, 29],
    [2024, 1, 31], [2024, 4, 30], [2024, 6, 30], [2024, 9, 30], [2024, 11, 30], [2024, 12, 31], [2024, 7, 31], [2024, 8, 31],
  ])('%i-%i has %i days', async (year, month, days) => {
    expect(await ok('days-in-month', { year, month })).toMatchObject({ year, month, days })
  })

  it('the whole result, names in English and the call language', async () => {
    expect(await ok('days-in-month', { year: 2024, month: 2 })).toEqual({
      year: 2024, month: 2, month_name: 'February', month_name_localized: 'February', language: 'en',
      days: 29, is_leap_year: true, first_day: '2024-02-01', last_day: '2024-02-29',
    })
    expect(await ok('days-in-month', { year: 5, month: 2 }, 'es')).toMatchObject({ month_name: 'February', month_name_localized: 'febrero', language: 'es', first_day: '0005-02-01', last_day: '0005-02-28' })
  })

  it.each([
    [{ year: 2024, month: 13 }, 'PARAM_BETWEEN', 'month must be between 1 and 12'],
    [{ year: 2024, month: 0 }, 'PARAM_BETWEEN', 'month must be between 1 and 12'],
    [{ year: 2024, month: 'feb' }, 'PARAM_NOT_NUMBER', 'month must be a number'],
    [{ year: 10000, month: 1 }, 'PARAM_BETWEEN', 'year must be between 1 and 9999'],
  ])('%j: 422 %s', async (params, code, error) => {
    expect(await refused('days-in-month', params)).toEqual({ code, error })
  })

  it('Spanish range message', async () => {
    expect((await refused('days-in-month', { year: 2024, month: 13 }, 'es')).error).toBe('month debe estar entre 1 y 12')
  })
})

describe('day-of-week', () => {
  it('a Sunday: English name, ISO and JavaScript numbers', async () => {
    expect(await ok('day-of-week', { date: '2024-03-10' })).toEqual({
      date: '2024-03-10', day_name: 'Sunday', day_name_localized: 'Sunday', language: 'en',
      iso_weekday: 7, js_weekday: 0, is_weekend: true, day_of_year: 70,
    })
  })

  it('the Spanish name under /es', async () => {
    expect(await ok('day-of-week', { date: '2024-03-10' }, 'es')).toMatchObject({ day_name: 'Sunday', day_name_localized: 'domingo', language: 'es' })
    expect(await ok('day-of-week', { date: '2024-03-13' }, 'es')).toMatchObject({ day_name: 'Wednesday', day_name_localized: 'miércoles', iso_weekday: 3, js_weekday: 3 })
  })

  it.each([
    ['2024-02-29', 'Thursday', 4, 4], ['2024-03-11', 'Monday', 1, 1], ['2024-03-16', 'Saturday', 6, 6],
    ['2000-01-01', 'Saturday', 6, 6], ['1900-01-01', 'Monday', 1, 1], ['0001-01-01', 'Monday', 1, 1], ['9999-12-31', 'Friday', 5, 5],
  ])('%s is a %s', async (date, name, iso, js) => {
    expect(await ok('day-of-week', { date })).toMatchObject({ date, day_name: name, iso_weekday: iso, js_weekday: js })
  })

  it('an instant counts on its own calendar unless a zone is given', async () => {
    expect(await ok('day-of-week', { date: '2024-03-10T23:30:00-08:00' })).toMatchObject({ date: '2024-03-10', day_name: 'Sunday' })
    expect(await ok('day-of-week', { date: '2024-03-10T23:30:00-08:00', timezone: 'Europe/Madrid' })).toMatchObject({ date: '2024-03-11', day_name: 'Monday' })
  })

  describe('phrases', () => {
    fixNow(WEDNESDAY)
    it('"next friday" and "tomorrow"', async () => {
      expect(await ok('day-of-week', { date: 'next friday' })).toMatchObject({ date: '2024-06-21', day_name: 'Friday' })
      expect(await ok('day-of-week', { date: 'tomorrow' })).toMatchObject({ date: '2024-06-13', day_name: 'Thursday' })
    })
  })

  it.each([['2024-02-30', 'DATE_BAD_DAY'], ['yesterday-ish', 'DATE_PARTLY_READ'], ['someday', 'DATE_UNREADABLE']])('%s: 422 %s', async (date, code) => {
    expect((await refused('day-of-week', { date })).code).toBe(code)
  })
})

describe("the server's time zone never changes a result", () => {
  const root = path.resolve(import.meta.dirname, '../..')
  // Now is fixed at a moment when Los Angeles has just sprung forward, so any local-time
  // arithmetic in the server's zone would show.
  const FIXED_NOW = String(Date.parse('2024-03-10T10:30:00Z'))
  const CASES: [string, Record<string, string>][] = [
    ['to-timestamp', { date: '2024-03-10' }],
    ['to-timestamp', { date: '2024-03-10T02:30' }],
    ['to-timestamp', { date: '2024-03-10T02:30', timezone: 'America/Los_Angeles' }],
    ['to-timestamp', { date: '2024-11-03T01:30', timezone: 'America/Los_Angeles' }],
    ['to-timestamp', { date: 'tomorrow' }],
    ['to-timestamp', { date: 'today', timezone: 'Pacific/Kiritimati' }],
    ['to-timestamp', { date: 'next friday 10am' }],
    ['to-timestamp', { date: 'next friday 10am', timezone: 'America/Los_Angeles' }],
    ['to-timestamp', { date: 'March 10, 2024 2:30am' }],
    ['to-timestamp', { date: 'tonight' }],
    ['to-timestamp', { date: 'next week' }],
    ['to-timestamp', { date: '03/10/2024' }],
    ['to-timestamp', { date: '+1 week' }],
    ['to-timestamp', { date: 'in 3 hours', timezone: 'America/Los_Angeles' }],
    ['from-timestamp', { timestamp: '1710064800' }],
    ['now', { timezone: 'America/Los_Angeles' }],
    ['timezone', { date: '2024-03-10T02:30', from: 'America/New_York', to: 'Pacific/Kiritimati' }],
    ['timezone', { date: '2024-10-27T01:30', from: 'Europe/London', to: 'America/Los_Angeles' }],
    ['diff', { from: '2024-03-09', to: '2024-03-11' }],
    ['diff', { from: '2024-03-09T12:00', to: '2024-03-10T12:00', timezone: 'America/Los_Angeles' }],
    ['add', { date: '2024-01-31', add: '+1 month' }],
    ['add', { date: '2024-03-09T02:30', add: '1 day' }],
    ['add', { date: '2024-03-09T02:30', add: '1 day', timezone: 'America/Los_Angeles' }],
    ['add', { add: '+1 day' }],
    ['week-number', { date: '2020-12-31' }],
    ['week-number', {}],
    ['day-of-week', { date: '2024-03-10' }],
    ['day-of-week', { date: 'yesterday' }],
  ]
  const SCRIPT = `
    const { Settings } = await import('luxon')
    Settings.now = () => Number(process.env.FIXED_NOW)
    const { buildApp } = await import('./src/http/app.ts')
    const { testConfig } = await import('./src/config.ts')
    const app = await buildApp(testConfig())
    await app.ready()
    const out = []
    for (const [name, query] of JSON.parse(process.env.CASES)) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/datetime/' + name, query })
      out.push({ status: res.statusCode, body: res.json() })
    }
    await app.close()
    process.stdout.write(JSON.stringify({ offset: new Date(2024, 5, 1).getTimezoneOffset(), out }))
  `
  const runIn = async (tz: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: root, env: { ...process.env, TZ: tz, FIXED_NOW, CASES: JSON.stringify(CASES) }, maxBuffer: 10_000_000,
    })
    return JSON.parse(stdout) as { offset: number; out: { status: number; body: { ok: boolean; result?: Record<string, unknown> } }[] }
  }

  it('UTC, Pacific/Kiritimati (+14) and America/Los_Angeles give the same answers', async () => {
    const [utc, kiritimati, losAngeles] = await Promise.all([runIn('UTC'), runIn('Pacific/Kiritimati'), runIn('America/Los_Angeles')])
    // The child processes really ran in those zones...
    expect([utc.offset, kiritimati.offset, losAngeles.offset]).toEqual([0, -840, 420])
    // ...and every call succeeded with the fixed "now".
    for (const [i, r] of utc.out.entries()) expect(r.status, JSON.stringify([CASES[i], r.body])).toBe(200)
    expect(utc.out[5]!.body.result).toMatchObject({ iso_utc: '2024-03-10T10:00:00Z' }) // 2024-03-11 in Kiritimati began at 10:00Z
    expect(utc.out[23]!.body.result).toMatchObject({ start: '2024-03-10T10:30:00Z', end: '2024-03-11T10:30:00Z' })
    for (const [i, c] of CASES.entries()) {
      expect(kiritimati.out[i], JSON.stringify(c)).toEqual(utc.out[i])
      expect(losAngeles.out[i], JSON.stringify(c)).toEqual(utc.out[i])
    }
  }, 60_000)
})
