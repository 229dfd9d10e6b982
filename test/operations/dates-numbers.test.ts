/**
 * datetime/excel-serial, epoch-convert, duration, business-days; number/format, evaluate.
 * Expected values come from independent sources named beside each: Python 3 datetime (the
 * expression is given), Microsoft's documentation of Excel serials, the definitions of the
 * FILETIME, WebKit, Cocoa and GPS epochs, CLDR number patterns, and arithmetic done by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const dt = client(() => app, 'datetime', 'GET')
const num = client(() => app, 'number', 'GET')
const ok = (api: typeof dt, name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, lang })
const refused = (api: typeof dt, name: string, params: Record<string, unknown>, code: string | RegExp, check: { message?: string | RegExp; withinMs?: number; lang?: string } = {}) =>
  api.refused(name, { params, lang: check.lang }, 422, code, check)

/** A light call answers quickly (a heavy one may be running). */
async function lightCallAnswers(): Promise<void> {
  const started = performance.now()
  const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
  expect(light.statusCode).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}

describe('datetime/excel-serial', () => {
  // Microsoft, "Differences between the 1900 and the 1904 date system in Excel": serial 1 is
  // 1900-01-01, 60 the nonexistent 1900-02-29, 61 is 1900-03-01; the 1904 system starts at serial 0
  // = 1904-01-01 and is 1,462 days apart.
  it('reads the documented serials of the 1900 system, Lotus\'s 29 February included', async () => {
    expect(await ok(dt, 'excel-serial', { value: 1 })).toMatchObject({ date: '1900-01-01', serial: 1, system: '1900' })
    expect(await ok(dt, 'excel-serial', { value: 59 })).toMatchObject({ date: '1900-02-28' })
    const lotus = await ok(dt, 'excel-serial', { value: 60 })
    expect(lotus).toMatchObject({ date: '1900-02-29' })
    expect(lotus.note).toMatch(/Lotus/)
    expect(await ok(dt, 'excel-serial', { value: 61 })).toMatchObject({ date: '1900-03-01' })
    expect((await ok(dt, 'excel-serial', { value: 61 })).note).toBeUndefined()
    // Python: (date(2025,1,1) - date(1899,12,30)).days == 45658
    expect(await ok(dt, 'excel-serial', { value: 45658 })).toMatchObject({ date: '2025-01-01', time: '00:00:00' })
    expect(await ok(dt, 'excel-serial', { value: '45658.75' })).toMatchObject({ date: '2025-01-01', time: '18:00:00', datetime: '2025-01-01T18:00:00' })
  })

  it('converts dates to serials both ways and in the 1904 system', async () => {
    expect((await ok(dt, 'excel-serial', { date: '2025-01-01' })).serial).toBe(45658)
    expect((await ok(dt, 'excel-serial', { date: '1900-02-29' })).serial).toBe(60)
    expect((await ok(dt, 'excel-serial', { date: '1900-03-01T06:00' })).serial).toBe(61.25)
    expect((await ok(dt, 'excel-serial', { date: '1900-01-01' })).serial).toBe(1)
    // Python: (date(2025,1,1) - date(1904,1,1)).days == 44196 == 45658 - 1462
    expect((await ok(dt, 'excel-serial', { date: '2025-01-01', system: '1904' })).serial).toBe(44196)
    expect(await ok(dt, 'excel-serial', { value: 0, system: '1904' })).toMatchObject({ date: '1904-01-01' })
    expect(await ok(dt, 'excel-serial', { value: 44196, system: '1904' })).toMatchObject({ date: '2025-01-01' })
  })

  it('keeps to 1 .. 2958465 (1900) and 0 .. 2957003 (1904), the serials of 9999-12-31', async () => {
    // Python: (date(9999,12,31) - date(1899,12,30)).days == 2958465; (date(9999,12,31) - date(1904,1,1)).days == 2957003
    expect(await ok(dt, 'excel-serial', { value: 2958465 })).toMatchObject({ date: '9999-12-31' })
    expect(await ok(dt, 'excel-serial', { value: 2957003, system: '1904' })).toMatchObject({ date: '9999-12-31' })
    await refused(dt, 'excel-serial', { value: 2958466 }, 'EXCEL_SERIAL_RANGE')
    await refused(dt, 'excel-serial', { value: 0 }, 'EXCEL_SERIAL_RANGE')
    await refused(dt, 'excel-serial', { value: -1, system: '1904' }, 'EXCEL_SERIAL_RANGE')
    await refused(dt, 'excel-serial', { value: 2957004, system: '1904' }, 'EXCEL_SERIAL_RANGE')
    await refused(dt, 'excel-serial', { date: '1899-12-31' }, 'EXCEL_DATE_RANGE')
    await refused(dt, 'excel-serial', { date: '1903-12-31', system: '1904' }, 'EXCEL_DATE_RANGE')
    await refused(dt, 'excel-serial', { date: '1900-02-29', system: '1904' }, 'EXCEL_DATE_RANGE')
  })

  it('needs exactly one of value and date, and a number for value', async () => {
    await refused(dt, 'excel-serial', {}, 'EXCEL_VALUE_OR_DATE')
    await refused(dt, 'excel-serial', { value: 1, date: '2025-01-01' }, 'EXCEL_VALUE_OR_DATE')
    await refused(dt, 'excel-serial', { value: 'abc' }, 'EXCEL_SERIAL_INVALID')
    await refused(dt, 'excel-serial', { value: '1'.repeat(41) }, 'PARAM_MAX_LENGTH')
    await refused(dt, 'excel-serial', { value: 1, system: '2000' }, /^PARAM_/)
  })

  it('answers in Spanish under /es/', async () => {
    const lotus = await ok(dt, 'excel-serial', { value: 60 }, 'es')
    expect(lotus.note).toMatch(/29 de febrero de 1900/)
    await refused(dt, 'excel-serial', {}, 'EXCEL_VALUE_OR_DATE', { lang: 'es', message: /^envíe value/ })
  })
})

describe('datetime/epoch-convert', () => {
  it('converts the Unix epoch to every form (FILETIME 116444736000000000 by definition)', async () => {
    const r = await ok(dt, 'epoch-convert', { value: 0 })
    // Python: int((datetime(1970,1,1) - datetime(1601,1,1)).total_seconds()) == 11644473600
    // Python: int((datetime(2001,1,1,tzinfo=utc) - epoch).total_seconds()) == 978307200
    // Python: int((datetime(1980,1,6,tzinfo=utc) - epoch).total_seconds()) == 315964800 (no leap seconds before 1980-01-06 count)
    expect(r).toMatchObject({
      iso: '1970-01-01T00:00:00Z', unix: 0, unix_ms: 0, unix_us: 0, unix_ns: 0, filetime: '116444736000000000', ldap: '116444736000000000',
      webkit: '11644473600000000', cocoa: -978307200, gps: -315964800, gps_leap_seconds: 0, leap_second: false,
    })
  })

  it('reads each form back to the same moment', async () => {
    // Python: datetime(1970,1,1,tzinfo=utc) + timedelta(seconds=1700000000) == 2023-11-14 22:13:20+00:00
    const iso = '2023-11-14T22:13:20Z'
    for (const [value, from] of [['1700000000', 'unix'], ['1700000000000', 'unix_ms'], ['1700000000000000', 'unix_us'], ['1700000000000000000', 'unix_ns'],
      ['133444736000000000', 'filetime'], ['133444736000000000', 'ldap'], ['13344473600000000', 'webkit'], ['721692800', 'cocoa'], ['1384035218', 'gps']] as const) {
      expect((await ok(dt, 'epoch-convert', { value, from })).iso, `${from} ${value}`).toBe(iso)
    }
    // Python: datetime(1601,1,1) + timedelta(microseconds=13344473600123456) == 2023-11-14 22:13:20.123456
    expect((await ok(dt, 'epoch-convert', { value: '13344473600123456', from: 'webkit' })).iso).toBe('2023-11-14T22:13:20.123456Z')
  })

  it('counts GPS leap seconds: 18 since 2017-01-01', async () => {
    // GPS time 0 = 1980-01-06T00:00:00Z; UTC 2017-01-01 is Unix 1483228800 (Python); 18 leap seconds were
    // inserted between (IERS Bulletin C: TAI − UTC went from 19 to 37 s; GPS = TAI − 19 s), so
    // GPS = 1483228800 − 315964800 + 18 = 1167264018.
    const r = await ok(dt, 'epoch-convert', { value: '1167264018', from: 'gps' })
    expect(r).toMatchObject({ iso: '2017-01-01T00:00:00Z', unix: 1483228800, gps_leap_seconds: 18, leap_second: false })
    expect(r.note).toMatch(/18 seconds/)
    // One GPS second earlier is the leap second 2016-12-31T23:59:60; two earlier is 23:59:59 (17 then).
    expect(await ok(dt, 'epoch-convert', { value: '1167264017', from: 'gps' })).toMatchObject({ iso: '2016-12-31T23:59:60Z', unix: 1483228799, leap_second: true })
    expect(await ok(dt, 'epoch-convert', { value: '1167264016', from: 'gps' })).toMatchObject({ iso: '2016-12-31T23:59:59Z', unix: 1483228799, gps_leap_seconds: 17 })
    expect((await ok(dt, 'epoch-convert', { value: '1483228800' })).gps).toBe(1167264018)
  })

  it('floors toward the past and keeps integers past 2^53 exact as strings', async () => {
    // -1.5 s is 1969-12-31T23:59:58.5Z: whole seconds floor to -2 (Python: math.floor(-1.5) == -2)
    expect(await ok(dt, 'epoch-convert', { value: '-1.5' })).toMatchObject({ iso: '1969-12-31T23:59:58.5Z', unix: -2, unix_ms: -1500 })
    const r = await ok(dt, 'epoch-convert', { value: '1700000000123456789', from: 'unix_ns' })
    expect(r).toMatchObject({ iso: '2023-11-14T22:13:20.123456789Z', unix_ns: '1700000000123456789', unix_us: 1700000000123456, unix_ms: 1700000000123, filetime: '133444736001234567' })
  })

  it('keeps to the years 1 to 9999 and to 30 digits', async () => {
    // Python: int((datetime(9999,12,31,23,59,59,tzinfo=utc) - epoch).total_seconds()) == 253402300799; year 1: -62135596800
    expect((await ok(dt, 'epoch-convert', { value: '253402300799' })).iso).toBe('9999-12-31T23:59:59Z')
    expect((await ok(dt, 'epoch-convert', { value: '-62135596800' })).iso).toBe('0001-01-01T00:00:00Z')
    await refused(dt, 'epoch-convert', { value: '253402300800' }, 'EPOCH_RANGE', { message: /years 1 to 9999/ })
    await refused(dt, 'epoch-convert', { value: '-62135596801' }, 'EPOCH_RANGE')
    await refused(dt, 'epoch-convert', { value: '1'.repeat(31) }, 'EPOCH_TOO_MANY_DIGITS', { withinMs: 1000 })
    await refused(dt, 'epoch-convert', { value: '9'.repeat(61) }, 'PARAM_MAX_LENGTH')
    await refused(dt, 'epoch-convert', { value: '1e9' }, 'EPOCH_NOT_NUMBER')
    await refused(dt, 'epoch-convert', { value: '1', from: 'mayan' }, /^PARAM_/)
  })
})

describe('datetime/duration', () => {
  it('reads ISO 8601 durations, seconds and words', async () => {
    // Python: timedelta(days=1, hours=2, minutes=30).total_seconds() == 95400.0
    expect(await ok(dt, 'duration', { value: 'P1DT2H30M' })).toMatchObject({ seconds: 95400, iso: 'P1DT2H30M', parts: { days: 1, hours: 2, minutes: 30, seconds: 0 }, human: '1 day, 2 hours and 30 minutes' })
    // Python: timedelta(hours=1, minutes=30).total_seconds() == 5400.0
    expect(await ok(dt, 'duration', { value: '1h 30m' })).toMatchObject({ seconds: 5400, iso: 'PT1H30M' })
    // Python: timedelta(days=2, hours=4).total_seconds() == 187200.0
    expect(await ok(dt, 'duration', { value: '2 days 4 hours' })).toMatchObject({ seconds: 187200, iso: 'P2DT4H' })
    expect(await ok(dt, 'duration', { value: '90061.5' })).toMatchObject({ iso: 'P1DT1H1M1.5S', parts: { days: 1, hours: 1, minutes: 1, seconds: 1.5 } })
    expect(await ok(dt, 'duration', { value: 'PT36H' })).toMatchObject({ seconds: 129600, iso: 'P1DT12H' })
    expect(await ok(dt, 'duration', { value: '-PT1M' })).toMatchObject({ seconds: -60, iso: '-PT1M', parts: { minutes: 1 } })
    expect(await ok(dt, 'duration', { value: '0' })).toMatchObject({ seconds: 0, iso: 'PT0S' })
  })

  it('counts months and years from a date, and asks for one otherwise', async () => {
    // Python: (date(2024,2,29) - date(2024,1,31)).days * 86400 == 2505600 (month-end clamping)
    expect(await ok(dt, 'duration', { value: 'P1M', from: '2024-01-31' })).toMatchObject({ seconds: 2505600, iso: 'P29D', to: '2024-02-29T00:00:00Z' })
    // Python: (date(2025,1,1) - date(2024,1,1)).days == 366
    expect((await ok(dt, 'duration', { value: '1 year', from: '2024-01-01' })).seconds).toBe(366 * 86400)
    await refused(dt, 'duration', { value: 'P1M' }, 'DURATION_NEEDS_FROM', { message: /send from/ })
    await refused(dt, 'duration', { value: '2 years' }, 'DURATION_NEEDS_FROM')
  })

  it('writes the words in Spanish under /es/', async () => {
    expect((await ok(dt, 'duration', { value: 'P1DT2H30M' }, 'es')).human).toBe('1 día, 2 horas y 30 minutos')
    await refused(dt, 'duration', { value: 'P1M' }, 'DURATION_NEEDS_FROM', { lang: 'es', message: /envíe from/ })
  })

  it('refuses what is not a duration, and more than 10,000 years', async () => {
    await refused(dt, 'duration', { value: 'soon' }, /^INTERVAL_/)
    await refused(dt, 'duration', { value: '3 fortnights' }, 'INTERVAL_UNIT')
    await refused(dt, 'duration', { value: '1e12' }, /^INTERVAL_/)
    await refused(dt, 'duration', { value: '400000000000' }, 'INTERVAL_TOO_LARGE')
    await refused(dt, 'duration', { value: '600000 weeks' }, 'INTERVAL_TOO_LARGE')
    await refused(dt, 'duration', { value: 'P'.padEnd(201, '1') }, 'PARAM_MAX_LENGTH')
  })
})

describe('datetime/business-days', () => {
  // Expected counts from a day-by-day loop in Python over the days after from through to,
  // with date.weekday() (Mon 0 .. Sun 6), checked against the calendar of 2025 (1 January a Wednesday).
  it('counts January 2025: 30 days, 22 business days', async () => {
    expect(await ok(dt, 'business-days', { from: '2025-01-01', to: '2025-01-31' })).toMatchObject({ mode: 'count', business_days: 22, calendar_days: 30, weekend_days: 8, holidays_excluded: 0, weekend: ['sat', 'sun'] })
    expect(await ok(dt, 'business-days', { from: '2025-01-31', to: '2025-01-01' })).toMatchObject({ business_days: -22, calendar_days: -30 })
    expect(await ok(dt, 'business-days', { from: '2025-01-01', to: '2025-01-01' })).toMatchObject({ business_days: 0, calendar_days: 0 })
    // Friday-Saturday weekend: 21 business days, 9 weekend days
    expect(await ok(dt, 'business-days', { from: '2025-01-01', to: '2025-01-31', weekend: 'fri,sat' })).toMatchObject({ business_days: 21, weekend_days: 9, weekend: ['fri', 'sat'] })
  })

  it('excludes holidays on would-be business days only', async () => {
    // 2025-05-03 is a Saturday: not counted among holidays_excluded. Python loop: (258, 365, 104, 3)
    expect(await ok(dt, 'business-days', { from: '2024-12-31', to: '2025-12-31', holidays: '2025-01-01,2025-12-25,2025-12-26,2025-05-03,2025-01-01' }))
      .toMatchObject({ business_days: 258, calendar_days: 365, weekend_days: 104, holidays_excluded: 3 })
    // 2024 is a leap year: Python loop over 2024-01-02 .. 2024-12-31 gives (261, 365, 104, 0)
    expect(await ok(dt, 'business-days', { from: '2024-01-01', to: '2024-12-31' })).toMatchObject({ business_days: 261, calendar_days: 365 })
  })

  it('adds business days forward and back', async () => {
    // Python loop: 5 business days after Friday 2025-12-19, skipping 25 and 26 December: 2025-12-30
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-12-19', days: 5, holidays: '2025-12-25,2025-12-26' })).date).toBe('2025-12-30')
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-01-06', days: -1 })).date).toBe('2025-01-03')
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-01-02', days: 3, weekend: 'fri,sat' })).date).toBe('2025-01-07')
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-01-04', days: 0 })).date).toBe('2025-01-04')
  })

  it('keeps to 100 years and 100,000 days, in bounded time', async () => {
    // Python loop: 1900-01-01 .. 1999-12-31 is 36523 days with 26089 business days
    expect(await ok(dt, 'business-days', { from: '1900-01-01', to: '1999-12-31' })).toMatchObject({ business_days: 26089, calendar_days: 36523 })
    await refused(dt, 'business-days', { from: '1900-01-01', to: '2000-01-03' }, 'BUSINESS_SPAN_TOO_LARGE')
    // Python loop: 100,000 business days after 2025-01-01 is 2408-04-23; before it, 1641-09-11
    const far = await dt.timed('business-days', { params: { mode: 'add', date: '2025-01-01', days: 100000, holidays: Array.from({ length: 1000 }, (_, i) => `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`).join(',') } })
    expect(far.res.statusCode).toBe(200)
    expect(far.ms).toBeLessThan(1000)
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-01-01', days: 100000 })).date).toBe('2408-04-23')
    expect((await ok(dt, 'business-days', { mode: 'add', date: '2025-01-01', days: -100000 })).date).toBe('1641-09-11')
    await refused(dt, 'business-days', { mode: 'add', date: '2025-01-01', days: 100001 }, 'PARAM_BETWEEN')
    await refused(dt, 'business-days', { mode: 'add', date: '9999-12-01', days: 100 }, 'RESULT_YEAR_RANGE')
    await refused(dt, 'business-days', { from: '2025-01-01', to: '2025-02-01', holidays: Array(1001).fill('2025-01-06').join(',') }, 'BUSINESS_TOO_MANY_HOLIDAYS')
  })

  it('says which parameter each mode needs, and what a weekend or holiday must look like', async () => {
    await refused(dt, 'business-days', { to: '2025-01-31' }, 'BUSINESS_MODE_PARAM', { message: /^from is required when mode=count/ })
    await refused(dt, 'business-days', { mode: 'add', days: 3 }, 'BUSINESS_MODE_PARAM', { message: /^date is required when mode=add/ })
    await refused(dt, 'business-days', { mode: 'add', date: '2025-01-01' }, 'BUSINESS_MODE_PARAM', { message: /^days is required/ })
    await refused(dt, 'business-days', { from: '2025-01-01', to: '2025-01-31', weekend: 'sat,caturday' }, 'BUSINESS_WEEKEND_INVALID')
    await refused(dt, 'business-days', { from: '2025-01-01', to: '2025-01-31', weekend: 'mon,tue,wed,thu,fri,sat,sun' }, 'BUSINESS_WEEKEND_ALL')
    await refused(dt, 'business-days', { from: '2025-01-01', to: '2025-01-31', holidays: '2025-01-06,2025-02-30' }, 'BUSINESS_HOLIDAY_INVALID', { message: /item 2/ })
  })
})

describe('number/format', () => {
  // CLDR number symbols and patterns: de uses . for groups and , for decimals; fr groups with
  // U+202F NARROW NO-BREAK SPACE; en-IN groups by 3 then 2 (#,##,##0.###); JPY has 0 decimals (ISO 4217 minor unit).
  it('formats for the CLDR locales', async () => {
    expect((await ok(num, 'format', { value: '1234567.891', locale: 'de-DE' })).output).toBe('1.234.567,891')
    expect((await ok(num, 'format', { value: '1234567.891', locale: 'fr-FR' })).output).toBe('1\u202f234\u202f567,891')
    expect((await ok(num, 'format', { value: '1234567', locale: 'en-IN' })).output).toBe('12,34,567')
    expect((await ok(num, 'format', { value: '1234.5', locale: 'ja-JP', style: 'currency', currency: 'JPY' })).output).toBe('￥1,235')
    expect((await ok(num, 'format', { value: '1234.5', locale: 'en-US', style: 'currency', currency: 'usd' })).output).toBe('$1,234.50')
    expect((await ok(num, 'format', { value: '1234.5', locale: 'de-DE', style: 'currency', currency: 'EUR' })).output).toBe('1.234,50\u00a0€')
    expect((await ok(num, 'format', { value: '0.256', style: 'percent' })).output).toBe('26%')
    expect((await ok(num, 'format', { value: '1234567', style: 'compact' })).output).toBe('1.2M')
    expect((await ok(num, 'format', { value: '123456', style: 'scientific' })).output).toBe('1.235E5')
    expect((await ok(num, 'format', { value: '123456', style: 'engineering' })).output).toBe('123.456E3')
    expect((await ok(num, 'format', { value: '12', style: 'unit', unit: 'kilometer-per-hour' })).output).toBe('12 km/h')
    expect((await ok(num, 'format', { value: '3', style: 'unit', unit: 'liter', unit_display: 'long' })).output).toBe('3 liters')
    expect((await ok(num, 'format', { value: '1234.5678', decimals: 2, grouping: false })).output).toBe('1234.57')
    expect((await ok(num, 'format', { value: '1234567', locale: 'ar-EG' })).numbering_system).toBe('arab')
  })

  it('keeps every digit of a long decimal string, and gives the parts', async () => {
    const r = await ok(num, 'format', { value: '12345678901234567890.123' })
    expect(r.output).toBe('12,345,678,901,234,567,890.123')
    expect((await ok(num, 'format', { value: '-1234.5' })).parts).toEqual([
      { type: 'minusSign', value: '-' }, { type: 'integer', value: '1' }, { type: 'group', value: ',' }, { type: 'integer', value: '234' },
      { type: 'decimal', value: '.' }, { type: 'fraction', value: '5' },
    ])
  })

  it('refuses bad locales, currencies, units, values and decimals', async () => {
    await refused(num, 'format', { value: '1', locale: 'en_US!' }, 'NUMBER_LOCALE_INVALID')
    await refused(num, 'format', { value: '1', style: 'currency' }, 'NUMBER_CURRENCY_REQUIRED')
    await refused(num, 'format', { value: '1', style: 'currency', currency: 'XYZ' }, 'NUMBER_CURRENCY_INVALID')
    await refused(num, 'format', { value: '1', style: 'unit' }, 'NUMBER_UNIT_REQUIRED')
    await refused(num, 'format', { value: '1', style: 'unit', unit: 'furlong' }, 'NUMBER_UNIT_INVALID')
    await refused(num, 'format', { value: '1,234' }, 'NUMBER_VALUE_INVALID')
    await refused(num, 'format', { value: '1e400' }, 'NUMBER_VALUE_RANGE')
    await refused(num, 'format', { value: '1'.repeat(101) }, 'PARAM_MAX_LENGTH')
    await refused(num, 'format', { value: '1', decimals: 21 }, 'PARAM_BETWEEN')
    await refused(num, 'format', { value: '1', decimals: -1 }, 'PARAM_BETWEEN')
    expect((await ok(num, 'format', { value: '1', decimals: 20 })).output).toBe('1.00000000000000000000')
    await refused(num, 'format', { value: '1', style: 'currency' }, 'NUMBER_CURRENCY_REQUIRED', { lang: 'es', message: /^style=currency necesita currency/ })
  })
})

describe('number/evaluate', () => {
  // Known answers by hand and with Python's math module: 2**3**2 == 512; math.sqrt(16) + math.log(math.e) == 5.0;
  // math.log(8, 2) == 3.0; 5 / 2.54 == 1.968503937007874 (1 inch = 2.54 cm exactly); math.sin(math.pi / 2) == 1.0.
  it('computes arithmetic, functions, constants and units', async () => {
    expect(await ok(num, 'evaluate', { expression: '2^3^2' })).toEqual({ value: 512, unit: null, expression: '2 ^ 3 ^ 2' })
    expect((await ok(num, 'evaluate', { expression: 'sqrt(16)+log(e)' })).value).toBe(5)
    expect((await ok(num, 'evaluate', { expression: 'log(8, 2)' })).value).toBeCloseTo(3, 12)
    expect((await ok(num, 'evaluate', { expression: 'log10(1000)' })).value).toBe(3)
    expect((await ok(num, 'evaluate', { expression: 'sin(pi/2)' })).value).toBe(1)
    expect((await ok(num, 'evaluate', { expression: '1 + 2 * 3 - 4 / 2' })).value).toBe(5)
    const inch = await ok(num, 'evaluate', { expression: '5 cm to inch' })
    expect(inch.unit).toBe('inch')
    expect(inch.value).toBeCloseTo(1.968503937007874, 12)
    // 60 km/h = 60000 m / 3600 s = 16.666... m/s
    const speed = await ok(num, 'evaluate', { expression: '60 km/h to m/s' })
    expect(speed.unit).toBe('m / s')
    expect(speed.value).toBeCloseTo(50 / 3, 12)
  })

  it('refuses hostile and non-numeric expressions quickly, while a light call still answers', async () => {
    await ok(num, 'evaluate', { expression: '1+1' }) // mathjs loaded in a thread
    const cases: Array<[string, string | RegExp]> = [
      ['9^9^9^9', 'EXPRESSION_NOT_FINITE'],
      ['0/0', 'EXPRESSION_NOT_FINITE'],
      ['('.repeat(500), 'EXPRESSION_TOO_DEEP'],
      ['('.repeat(33) + '1' + ')'.repeat(33), 'EXPRESSION_TOO_DEEP'],
      ['import({}, {override: true})', 'EXPRESSION_NOT_ALLOWED'],
      ['evaluate("1")', 'EXPRESSION_NOT_ALLOWED'],
      ['createUnit("x")', 'EXPRESSION_NOT_ALLOWED'],
      ['parse("1")', 'EXPRESSION_NOT_ALLOWED'],
      ['simplify("x+x")', 'EXPRESSION_NOT_ALLOWED'],
      ['f = evaluate', 'EXPRESSION_ASSIGNMENT'],
      ['a=1', 'EXPRESSION_ASSIGNMENT'],
      ['f(x)=x', 'EXPRESSION_ASSIGNMENT'],
      ['1; 2', 'EXPRESSION_NOT_ALLOWED'],
      ['[1, 2]', 'EXPRESSION_NOT_ALLOWED'],
      ['"text"', 'EXPRESSION_NOT_ALLOWED'],
      ['cos.constructor', 'EXPRESSION_NOT_ALLOWED'],
      ['sqrt(-1)', 'EXPRESSION_RESULT_TYPE'],
      ['1 < 2', 'EXPRESSION_RESULT_TYPE'],
      ['x + 1', 'EXPRESSION_UNKNOWN_NAME'],
      ['1 +', 'EXPRESSION_SYNTAX'],
      ['5 cm + 2 kg', 'EXPRESSION_INVALID'],
      ['pi(2)', 'EXPRESSION_INVALID'],
      ['toString()', 'EXPRESSION_INVALID'],
      ['__proto__', 'EXPRESSION_INVALID'],
      ['config({number: "BigNumber"})', 'EXPRESSION_NOT_ALLOWED'],
      ['-'.repeat(999) + '1', 'EXPRESSION_TOO_COMPLEX'],
    ]
    for (const [expression, code] of cases) {
      const attack = refused(num, 'evaluate', { expression }, code, { withinMs: 3000 })
      await lightCallAnswers()
      await attack
    }
  })

  it('caps the expression at 1,000 characters before parsing', async () => {
    const sum = Array(500).fill('1').join('+') // 999 characters, 999 parts
    await refused(num, 'evaluate', { expression: sum + '+1' }, 'PARAM_MAX_LENGTH', { withinMs: 1000 })
    await refused(num, 'evaluate', { expression: sum }, 'EXPRESSION_TOO_COMPLEX', { withinMs: 3000 })
    expect((await ok(num, 'evaluate', { expression: Array(100).fill('1').join('+') })).value).toBe(100)
  })

  it('answers a long computation with a timeout code', async () => {
    // combinations(n, k) for numbers multiplies k factors one by one
    const slow = refused(num, 'evaluate', { expression: 'combinations(1e15, 5e14)' }, /^EXPRESSION_(TOO_SLOW|NOT_FINITE)$/, { withinMs: 15_000 })
    await lightCallAnswers()
    await slow
  }, 20_000)

  it('explains a refusal in Spanish under /es/', async () => {
    await refused(num, 'evaluate', { expression: 'a=1' }, 'EXPRESSION_ASSIGNMENT', { lang: 'es', message: /asigna una variable/ })
  })
})
