/**
 * Dates and times for the datetime operations: reading date inputs, time zones, intervals and
 * the result blocks every operation shares.
 *
 * Conventions:
 * - The server's own time zone never changes a result. Every DateTime is built in an explicit
 *   zone (luxon, never local Date methods); chrono-node is used only for the components it
 *   reads (year, month, day, hour...), which are then placed in the caller's zone here.
 * - An input is one of three kinds: a calendar date ("2024-03-10": a day, not an instant; where
 *   an instant is needed it is the start of that day in the caller's `timezone`), a wall time
 *   without offset ("2024-03-10T14:30": read in the caller's `timezone`, default UTC) or an
 *   instant with an offset ("2024-03-10T14:30:00Z", "+02:00", RFC 2822). An instant keeps its
 *   own offset unless the caller names a `timezone`.
 * - A wall time that a clock change skips (DST gap) moves forward by the length of the gap and is
 *   reported as adjusted; one that occurs twice (DST overlap) takes the earlier moment unless
 *   the later is asked for, and is reported as ambiguous.
 * - Years 1 to 9999 of the proleptic Gregorian calendar.
 * - The current time is read through luxon (Settings.now), so tests can fix it.
 */
import { DateTime, Duration, FixedOffsetZone, IANAZone, Info, type Zone } from 'luxon'
import { optionalText } from './optional-text.ts'
import type * as Chrono from 'chrono-node'
import { z } from 'zod'
import { OperationError, type OperationErrorCode } from '../core/errors.ts'
import { languageTag, translate } from '../i18n/index.ts'
import { roundTo } from './calc/calc.ts'

export const MIN_YEAR = 1
export const MAX_YEAR = 9999

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** Longest date or interval text accepted. */
export const DATE_TEXT_MAX = 200

// ---------------------------------------------------------------------------------------------
// Parameters

export const dateParams = {
  /** A required date input (see readDate for what it accepts). */
  date: (description: string) => z.string().max(DATE_TEXT_MAX).describe(description),
  /** An optional date input; what blank means is stated in the description. */
  optionalDate: (description: string) => z.string().max(DATE_TEXT_MAX).optional().describe(description),
  /** A required time zone name (the description says how one is written). */
  zone: (description: string) => z.string().max(64).describe(description),
  /** The optional `timezone` shared by the operations that read or show dates (UTC when left out). */
  timezone: (description: string) => z.string().max(64).optional().describe(description),
  /** Which moment a wall time that occurs twice (DST overlap) means: earlier (the default) or later. */
  prefer: (description: string) => z.enum(['earlier', 'later']).optional().describe(description),
}

/** The trimmed text of a required parameter; blank counts as missing. */
export function requiredText(value: string | undefined, param: string): string {
  const text = (value ?? '').trim()
  if (text === '') throw new OperationError('PARAM_REQUIRED', { param })
  return text
}

// ---------------------------------------------------------------------------------------------
// Time zones

export interface TimeZone {
  /** How results name the zone: the canonical IANA name, UTC, or UTC±hh:mm. */
  readonly name: string
  readonly zone: Zone
}

export const UTC: TimeZone = { name: 'UTC', zone: FixedOffsetZone.utcInstance }

const UTC_NAMES = /^(?:utc|gmt|z|zulu|etc\/utc|etc\/gmt|etc\/zulu|universal)$/i
// UTC+05:30, UTC-3, GMT+2, +05:30. "UTC 05:30" is UTC+05:30 whose + URL decoding made a space.
const OFFSET_ZONE = /^(?:utc|gmt)(?:\s*([+-])|\s+)(\d{1,2})(?::?(\d{2}))?$|^([+-])(\d{2}):?(\d{2})$/i
const MAX_OFFSET_MINUTES = 18 * 60

/** "+05:30" for 330 minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(Math.round(minutes))
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

export function fixedZone(minutes: number): TimeZone {
  if (minutes === 0) return UTC
  return { name: `UTC${formatOffset(minutes)}`, zone: FixedOffsetZone.instance(minutes) }
}

/** Reads a time zone parameter; blank means UTC. */
export function readTimeZone(value: string | undefined, param: string): TimeZone {
  const text = optionalText(value)
  if (text === undefined) return UTC
  if (UTC_NAMES.test(text)) return UTC
  const fixed = OFFSET_ZONE.exec(text)
  if (fixed) {
    const [sign, hours, minutes] = fixed[2] ? [fixed[1] ?? '+', fixed[2], fixed[3]] : [fixed[4]!, fixed[5]!, fixed[6]]
    const total = Number(hours) * 60 + Number(minutes ?? 0)
    if (Number(minutes ?? 0) > 59 || total > MAX_OFFSET_MINUTES) throw new OperationError('TIMEZONE_INVALID', { param, value: text })
    return fixedZone(sign === '-' ? -total : total)
  }
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text) || !IANAZone.isValidZone(text)) {
    throw new OperationError('TIMEZONE_INVALID', { param, value: text })
  }
  // Intl gives the spelling ("europe/madrid" → Europe/Madrid), but for a link it gives the name
  // ICU prefers, often an older one (Asia/Kolkata → Asia/Calcutta, EST → America/Panama): a link
  // is named as the caller wrote it. The zone itself is always made from ICU's name, so luxon's
  // zone cache holds only real zones, never every spelling a caller invents.
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone
  if (UTC_NAMES.test(resolved)) return UTC
  return { name: resolved.toLowerCase() === text.toLowerCase() ? resolved : text, zone: IANAZone.create(resolved) }
}

/** Reading options for a date parameter, with the optional `timezone` parameter of the call. */
export function readOptions(param: string, timezone: string | undefined, prefer?: Prefer): ReadOptions {
  return { param, tz: readTimeZone(timezone, 'timezone'), tzGiven: optionalText(timezone) !== undefined, prefer }
}

/** The zone a DateTime is shown in, named as the caller named it (`named`) when it is that zone. */
export function zoneOf(dt: DateTime, named?: TimeZone): TimeZone {
  if (named && named.zone.equals(dt.zone)) return named
  return dt.zone.isUniversal ? fixedZone(dt.offset) : { name: dt.zone.name, zone: dt.zone }
}

/** The current moment, in the given zone. */
export function now(tz: TimeZone): DateTime {
  return DateTime.now().setZone(tz.zone)
}

// ---------------------------------------------------------------------------------------------
// Wall times and DST

export interface Wall {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

export type Prefer = 'earlier' | 'later'

/** A moment chosen for a wall time, and whether the zone's clock changes got in the way. */
export interface Placement {
  dt: DateTime
  /** The wall time does not exist (DST gap) and was moved forward by the gap's length. */
  adjusted: boolean
  /** The wall time occurs twice (DST overlap); `alternative` is the occurrence not taken. */
  ambiguous: boolean
  alternative?: DateTime
  /** The wall time as asked for, when adjusted or ambiguous (YYYY-MM-DDTHH:mm:ss). */
  requested?: string
}

export function wallOf(dt: DateTime): Wall {
  return { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second, millisecond: dt.millisecond }
}

/** A wall time as a DateTime in UTC: calendar arithmetic on it is free of any clock change. */
function floating(wall: Wall): DateTime {
  return DateTime.fromObject(wall, { zone: UTC.zone })
}

function wallText(wall: Wall): string {
  return floating(wall).toFormat(wall.millisecond ? "yyyy-MM-dd'T'HH:mm:ss.SSS" : "yyyy-MM-dd'T'HH:mm:ss")
}

/**
 * The moment a wall time names in a zone. Found from the zone's offsets a day before and a day
 * after: none fits in a gap (the earlier offset is used, which moves the time forward by the
 * gap), both fit in an overlap (the earlier or later moment, as preferred).
 */
export function placeWall(wall: Wall, zone: Zone, prefer: Prefer = 'earlier'): Placement {
  const asUtc = floating(wall).toMillis()
  const before = zone.offset(asUtc - DAY_MS)
  const after = zone.offset(asUtc + DAY_MS)
  const at = (ms: number) => DateTime.fromMillis(ms, { zone })
  const fits = [...new Set([before, after])]
    .filter((offset) => zone.offset(asUtc - offset * MINUTE_MS) === offset)
    .map((offset) => asUtc - offset * MINUTE_MS)
    .sort((a, b) => a - b)
  if (fits.length === 0) return { dt: at(asUtc - before * MINUTE_MS), adjusted: true, ambiguous: false, requested: wallText(wall) }
  if (fits.length === 1) return { dt: at(fits[0]!), adjusted: false, ambiguous: false }
  const [earlier, later] = prefer === 'later' ? [fits[1]!, fits[0]!] : [fits[0]!, fits[1]!]
  return { dt: at(earlier), adjusted: false, ambiguous: true, alternative: at(later), requested: wallText(wall) }
}

/** A sentence for results, in the call language, explaining an adjusted or ambiguous wall time. */
export function placementNote(p: Placement, tz: TimeZone, lang: string, prefer: Prefer = 'earlier'): string | undefined {
  if (p.adjusted) {
    const asked = DateTime.fromISO(p.requested!, { zone: UTC.zone })
    const minutes = Math.round((floating(wallOf(p.dt)).toMillis() - asked.toMillis()) / MINUTE_MS)
    return translate(lang, 'NOTE_GAP', { wall: p.requested!, zone: tz.name, minutes, shifted: isoOf(p.dt) })
  }
  if (p.ambiguous && p.alternative) {
    return translate(lang, 'NOTE_OVERLAP', {
      wall: p.requested!, zone: tz.name, prefer, offset: formatOffset(p.dt.offset), other: formatOffset(p.alternative.offset),
    })
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Reading dates

/** How an input was read: the form it was written in. */
export type DateFormat = 'now' | 'iso8601' | 'rfc2822' | 'http' | 'relative' | 'natural'

export interface DateReading extends Placement {
  /** A calendar date without a time of day; `dt` is the start of that day. */
  dateOnly: boolean
  format: DateFormat
  /** The input carried its own UTC offset (Z, +02:00, GMT...), so it named an exact instant. */
  offsetGiven: boolean
  /** The part chrono-node matched, for natural-language input. */
  matched?: string
}

export interface ReadOptions {
  param: string
  /** Zone for wall times, date-only inputs and relative phrases. */
  tz: TimeZone
  /** Whether the caller named the zone; instants are then shown in it, else in their own offset. */
  tzGiven: boolean
  prefer?: Prefer
}

// Extended ISO 8601: date, optional time (T or space), optional offset. A space before hh:mm at
// the end is a + that URL decoding turned into a space ("...14:30:00+02:00" sent unencoded).
const ISO_EXTENDED = /^(\d{4})-(\d{2})-(\d{2})(?:(?:T|\s+)(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*(Z|[+-]\d{2}(?::?\d{2})?)|\s+(\d{2}:\d{2}))?)?$/i
// Other ISO 8601 forms luxon reads: week dates (2020-W53-4), ordinal dates (2024-070), basic format (20240310T1430Z).
const ISO_OTHER = /^\d{4}-?(?:W\d{2}(?:-?\d)?|\d{3}(?!\d))|^\d{8}(?:T|$)/i
const ISO_OFFSET_AT_END = /T[\d:.,]+\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i
const RELATIVE = /^(?:(in)\s+)?(.+?)(?:\s+(ago|from now|later|hence))?$/i
const DAY_WORDS: Readonly<Record<string, number>> = { today: 0, tomorrow: 1, yesterday: -1 }
// What may surround the part chrono-node reads without changing the meaning.
const FILLER = /^(?:[\s,.;]|\b(?:on|at)\b)*$/i

// Loaded with the first date in natural language: some 120 ms of start-up for a library only
// those need, every other form being read above without it.
let chrono: Promise<typeof Chrono> | undefined
const loadChrono = () => (chrono ??= import('chrono-node'))

/** Gregorian rule: divisible by 4, except centuries, unless divisible by 400. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
}

function fail(code: OperationErrorCode, vars: Record<string, string | number>): never {
  throw new OperationError(code, vars)
}

/** Offset text (Z, +02, +0200, +02:00) in minutes; refuses offsets beyond ±18:00. */
function readOffset(text: string, param: string, value: string): number {
  if (/^z$/i.test(text)) return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text)!
  const minutes = Number(m[3] ?? 0)
  const total = Number(m[2]) * 60 + minutes
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) fail('DATE_BAD_OFFSET', { param, value, offset: text })
  return m[1] === '-' ? -total : total
}

/** An instant, shown in the caller's zone when named, else in its own offset. */
function instant(dt: DateTime, opts: ReadOptions): DateTime {
  return opts.tzGiven ? dt.setZone(opts.tz.zone) : dt.setZone(fixedZone(dt.offset).zone)
}

function readIsoExtended(m: RegExpExecArray, text: string, opts: ReadOptions): DateReading {
  const { param } = opts
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < MIN_YEAR) fail('DATE_YEAR_RANGE', { param, value: text, year })
  if (month < 1 || month > 12) fail('DATE_BAD_MONTH', { param, value: text, month: m[2]! })
  const days = daysInMonth(year, month)
  if (day < 1 || day > days) fail('DATE_BAD_DAY', { param, value: text, day: m[3]!, month: m[2]!, year: m[1]!, days })
  const dateOnly = m[4] === undefined
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) {
    fail('DATE_BAD_TIME', { param, value: text, time: `${m[4]}:${m[5]}${m[6] === undefined ? '' : `:${m[6]}`}` })
  }
  const millisecond = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0
  const wall: Wall = { year, month, day, hour, minute, second, millisecond }
  const offsetText = m[8] ?? (m[9] ? `+${m[9]}` : undefined)
  if (offsetText !== undefined) {
    const offset = readOffset(offsetText, param, text)
    const dt = DateTime.fromObject(wall, { zone: fixedZone(offset).zone })
    return { dt: instant(dt, opts), adjusted: false, ambiguous: false, dateOnly: false, format: 'iso8601', offsetGiven: true }
  }
  return { ...placeWall(wall, opts.tz.zone, opts.prefer), dateOnly, format: 'iso8601', offsetGiven: false }
}

function fromWallOrInstant(dt: DateTime, offsetGiven: boolean, dateOnly: boolean, format: DateFormat, opts: ReadOptions): DateReading {
  if (offsetGiven) return { dt: instant(dt, opts), adjusted: false, ambiguous: false, dateOnly: false, format, offsetGiven }
  const wall = dateOnly ? { ...wallOf(dt), hour: 0, minute: 0, second: 0, millisecond: 0 } : wallOf(dt)
  return { ...placeWall(wall, opts.tz.zone, opts.prefer), dateOnly, format, offsetGiven }
}

async function readNatural(text: string, opts: ReadOptions): Promise<DateReading> {
  const { param } = opts
  const { casual } = await loadChrono()
  const ref = now(opts.tz)
  const results = casual.parse(text, { instant: ref.toJSDate(), timezone: ref.offset })
  const first = results[0]
  if (!first) fail('DATE_UNREADABLE', { param, value: text })
  const rest = text.slice(0, first.index) + text.slice(first.index + first.text.length)
  if (results.length > 1 || !FILLER.test(rest)) fail('DATE_PARTLY_READ', { param, value: text, read: first.text })
  if (first.end) fail('DATE_IS_RANGE', { param, value: text })
  const c = first.start
  const get = (unit: Parameters<typeof c.get>[0]) => c.get(unit) ?? 0
  const dateOnly = !c.isCertain('hour') && !c.isCertain('minute') && !c.isCertain('second')
  const wall: Wall = {
    year: get('year'), month: get('month'), day: get('day'),
    hour: dateOnly ? 0 : get('hour'), minute: dateOnly ? 0 : get('minute'),
    second: dateOnly ? 0 : get('second'), millisecond: dateOnly ? 0 : get('millisecond'),
  }
  if (wall.year < MIN_YEAR || wall.year > MAX_YEAR) fail('DATE_YEAR_RANGE', { param, value: text, year: wall.year })
  if (c.isCertain('timezoneOffset')) {
    const dt = DateTime.fromObject(wall, { zone: fixedZone(get('timezoneOffset')).zone })
    return { dt: instant(dt, opts), adjusted: false, ambiguous: false, dateOnly: false, format: 'natural', offsetGiven: true, matched: first.text }
  }
  return { ...placeWall(wall, opts.tz.zone, opts.prefer), dateOnly, format: 'natural', offsetGiven: false, matched: first.text }
}

function readRelative(text: string, opts: ReadOptions): DateReading | undefined {
  const lower = text.toLowerCase()
  if (lower === 'now') return { dt: now(opts.tz), adjusted: false, ambiguous: false, dateOnly: false, format: 'now', offsetGiven: false }
  if (Object.hasOwn(DAY_WORDS, lower)) {
    const day = floating(wallOf(now(opts.tz))).startOf('day').plus({ days: DAY_WORDS[lower]! })
    return { ...placeWall(wallOf(day), opts.tz.zone, opts.prefer), dateOnly: true, format: 'relative', offsetGiven: false }
  }
  // "+1 week" sent unencoded arrives as " 1 week": a bare interval also counts from now.
  const m = RELATIVE.exec(text)
  if (!m) return undefined
  const scanned = scanInterval(m[2]!)
  if (!scanned.ok) return undefined
  const interval = m[3]?.toLowerCase() === 'ago' ? negate(scanned.interval) : scanned.interval
  const shifted = addInterval(now(opts.tz), interval, opts.param, opts.prefer)
  return { ...shifted, dateOnly: false, format: 'relative', offsetGiven: false }
}

/**
 * Reads a date input. Tried in order: "now", "today", "tomorrow", "yesterday"; ISO 8601 (strict:
 * a day or time that does not exist is refused, never rolled over); RFC 2822; HTTP dates;
 * relative intervals ("+1 week", "in 3 days", "2 hours ago"); then natural language through
 * chrono-node ("next friday 10am", "March 5, 2024 3pm EST"), which must read the whole input.
 */
export async function readDate(value: string, opts: ReadOptions): Promise<DateReading> {
  const text = value.trim()
  const { param } = opts
  const reading = await readAny(text, opts)
  const year = reading.dt.year
  if (!reading.dt.isValid || year < MIN_YEAR || year > MAX_YEAR) fail('DATE_YEAR_RANGE', { param, value: text, year: reading.dt.isValid ? year : '?' })
  return reading
}

async function readAny(text: string, opts: ReadOptions): Promise<DateReading> {
  const relative = readRelative(text, opts)
  if (relative) return relative
  const iso = ISO_EXTENDED.exec(text)
  if (iso) return readIsoExtended(iso, text, opts)
  if (ISO_OTHER.test(text)) {
    const dt = DateTime.fromISO(text.toUpperCase(), { zone: UTC.zone, setZone: true })
    if (!dt.isValid) fail('DATE_UNREADABLE', { param: opts.param, value: text })
    return fromWallOrInstant(dt, ISO_OFFSET_AT_END.test(text), !/T/i.test(text), 'iso8601', opts)
  }
  const rfc = DateTime.fromRFC2822(text, { setZone: true })
  if (rfc.isValid) return fromWallOrInstant(rfc, true, false, 'rfc2822', opts)
  const http = DateTime.fromHTTP(text, { setZone: true })
  if (http.isValid) return fromWallOrInstant(http, true, false, 'http', opts)
  return readNatural(text, opts)
}

/** Reads an optional date input; blank means the current moment. */
export async function readDateOrNow(value: string | undefined, opts: ReadOptions): Promise<DateReading> {
  const text = optionalText(value)
  return text === undefined ? readRelative('now', opts)! : readDate(text, opts)
}

/** Reads an optional date input; blank means today in the caller's zone. */
export async function readDateOrToday(value: string | undefined, opts: ReadOptions): Promise<DateReading> {
  const text = optionalText(value)
  return text === undefined ? readRelative('today', opts)! : readDate(text, opts)
}

/** How a reading is described in results (`read_as`). */
export function readAs(reading: DateReading, tz: TimeZone) {
  return {
    format: reading.format,
    date_only: reading.dateOnly,
    offset_given: reading.offsetGiven,
    timezone: zoneOf(reading.dt, tz).name,
    ...(reading.matched === undefined ? {} : { matched: reading.matched }),
  }
}

// ---------------------------------------------------------------------------------------------
// Intervals

export interface Interval {
  years: number
  months: number
  weeks: number
  days: number
  hours: number
  minutes: number
  seconds: number
  milliseconds: number
}

type IntervalUnit = keyof Interval

const EMPTY: Interval = { years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }

const UNIT_WORDS: Readonly<Record<string, IntervalUnit>> = Object.fromEntries(([
  ['years', ['y', 'yr', 'yrs', 'year', 'years']],
  ['months', ['mo', 'mon', 'mons', 'month', 'months']],
  ['weeks', ['w', 'wk', 'wks', 'week', 'weeks']],
  ['days', ['d', 'day', 'days']],
  ['hours', ['h', 'hr', 'hrs', 'hour', 'hours']],
  ['minutes', ['m', 'min', 'mins', 'minute', 'minutes']],
  ['seconds', ['s', 'sec', 'secs', 'second', 'seconds']],
  ['milliseconds', ['ms', 'msec', 'msecs', 'millisecond', 'milliseconds']],
] as const).flatMap(([unit, words]) => words.map((w) => [w, unit])))

/** Calendar units take whole numbers only: half a month has no meaning. */
const WHOLE_UNITS: ReadonlySet<IntervalUnit> = new Set(['years', 'months', 'weeks', 'days'])

/** Approximate days per unit, to cap an interval at 10,000 years. */
const UNIT_DAYS: Readonly<Record<IntervalUnit, number>> = {
  years: 366, months: 31, weeks: 7, days: 1, hours: 1 / 24, minutes: 1 / 1440, seconds: 1 / 86400, milliseconds: 1 / 86_400_000,
}
const MAX_INTERVAL_DAYS = 10_000 * 366

// One term: optional sign, a count (or "a"/"an"), a unit word.
const TERM = /\s*([+-]?)\s*(\d+(?:\.\d+)?|an?(?=\s))\s*([a-z]+)\s*/y

type Scan = { ok: true; interval: Interval } | { ok: false; code: 'INTERVAL_INVALID' | 'INTERVAL_UNIT' | 'INTERVAL_FRACTION' | 'INTERVAL_TOO_LARGE'; vars: Record<string, string | number> }

function checkTerm(interval: Interval, unit: IntervalUnit, amount: number): Scan | undefined {
  if (WHOLE_UNITS.has(unit) && !Number.isInteger(amount)) return { ok: false, code: 'INTERVAL_FRACTION', vars: { amount: Math.abs(amount), unit } }
  if (Math.abs(amount) * UNIT_DAYS[unit] > MAX_INTERVAL_DAYS) return { ok: false, code: 'INTERVAL_TOO_LARGE', vars: { amount: Math.abs(amount), unit } }
  interval[unit] += amount
  return undefined
}

function scanIsoDuration(sign: number, text: string): Scan {
  const d = Duration.fromISO(text.toUpperCase())
  if (!d.isValid) return { ok: false, code: 'INTERVAL_INVALID', vars: {} }
  const interval = { ...EMPTY }
  const parts = d.toObject()
  for (const unit of Object.keys(EMPTY) as IntervalUnit[]) {
    const amount = parts[unit]
    if (amount === undefined || amount === 0) continue
    const problem = checkTerm(interval, unit, sign * amount)
    if (problem) return problem
  }
  return { ok: true, interval }
}

/**
 * Reads interval text without throwing. A sign applies to its count and to the unsigned counts
 * after it ("-1 day 2 hours" is 26 hours back; "-1 day +2 hours" is 22); the first count is
 * positive when unsigned. Commas and "and" separate terms.
 */
function scanInterval(text: string): Scan {
  const trimmed = text.trim()
  const iso = /^([+-]?)(p.*)$/i.exec(trimmed)
  if (iso) return scanIsoDuration(iso[1] === '-' ? -1 : 1, iso[2]!)
  const normal = trimmed.toLowerCase().replace(/,|\band\b/g, ' ').trim()
  if (normal === '') return { ok: false, code: 'INTERVAL_INVALID', vars: {} }
  const interval = { ...EMPTY }
  let sign = 1
  TERM.lastIndex = 0
  while (TERM.lastIndex < normal.length) {
    const m = TERM.exec(normal)
    if (!m) return { ok: false, code: 'INTERVAL_INVALID', vars: {} }
    if (m[1]) sign = m[1] === '-' ? -1 : 1
    const unit = UNIT_WORDS[m[3]!]
    if (!unit) return { ok: false, code: 'INTERVAL_UNIT', vars: { unit: m[3]! } }
    const count = /^an?$/.test(m[2]!) ? 1 : Number(m[2])
    const problem = checkTerm(interval, unit, sign * count)
    if (problem) return problem
  }
  return { ok: true, interval }
}

/**
 * Reads an interval: counts with units ("+1 day", "-2 weeks", "3 months 2 hours",
 * "1 year, 2 months", "2 days ago") or an ISO 8601 duration ("P1M2D", "PT36H", "-P1D").
 */
export function readInterval(value: string, param: string): Interval {
  const text = value.trim()
  const ago = /^(.*?)\s+ago$/i.exec(text)
  const scanned = scanInterval(ago ? ago[1]! : text)
  if (!scanned.ok) throw new OperationError(scanned.code, { param, value: text, ...scanned.vars })
  return ago ? negate(scanned.interval) : scanned.interval
}

function negate(interval: Interval): Interval {
  return Object.fromEntries(Object.entries(interval).map(([k, v]) => [k, v === 0 ? 0 : -v])) as unknown as Interval
}

export interface Shifted extends Placement {
  /** Adding months or years hit a shorter month, so the day was clamped to its last day. */
  clamped: boolean
}

/**
 * Adds an interval, largest units first: years and months on the calendar (a day past the end
 * of the target month becomes its last day: 2024-01-31 + 1 month = 2024-02-29), then weeks and
 * days on the calendar (the wall time is kept across DST changes), then hours, minutes, seconds
 * and milliseconds as exact elapsed time. Stays in the zone of `start`.
 */
export function addInterval(start: DateTime, interval: Interval, param: string, prefer: Prefer = 'earlier'): Shifted {
  let placed: Placement = { dt: start, adjusted: false, ambiguous: false }
  let clamped = false
  const { years, months, weeks, days } = interval
  if (years || months || weeks || days) {
    const wall = floating(wallOf(start))
    const monthly = wall.plus({ years, months })
    clamped = monthly.day !== wall.day
    const moved = monthly.plus({ weeks, days })
    checkResultYear(moved, param)
    placed = placeWall(wallOf(moved), start.zone, prefer)
  }
  const exact = interval.hours * HOUR_MS + interval.minutes * MINUTE_MS + interval.seconds * SECOND_MS + interval.milliseconds
  if (exact !== 0) {
    const dt = DateTime.fromMillis(placed.dt.toMillis() + Math.round(exact), { zone: start.zone })
    checkResultYear(dt, param)
    placed = { ...placed, dt }
  }
  return { ...placed, clamped }
}

function checkResultYear(dt: DateTime, param: string): void {
  if (!dt.isValid || dt.year < MIN_YEAR || dt.year > MAX_YEAR) {
    throw new OperationError('RESULT_YEAR_RANGE', { param, year: dt.isValid ? dt.year : '?' })
  }
}

/** Whether an interval has units below a day (so a calendar date becomes a date and time). */
export function hasTimeUnits(interval: Interval): boolean {
  return interval.hours !== 0 || interval.minutes !== 0 || interval.seconds !== 0 || interval.milliseconds !== 0
}

// ---------------------------------------------------------------------------------------------
// Differences

export interface Breakdown {
  years: number
  months: number
  days: number
  hours: number
  minutes: number
  seconds: number
  milliseconds: number
}

const BREAKDOWN_UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'] as const

/**
 * The calendar difference between two moments (both in the same zone), as non-negative parts
 * counted from the earlier one: whole years, then months, then days on the calendar, then the
 * remaining exact time. `negative` when `to` is before `from`.
 */
export function calendarDiff(from: DateTime, to: DateTime): { negative: boolean; parts: Breakdown; ms: number } {
  const ms = to.toMillis() - from.toMillis()
  const [early, late] = ms < 0 ? [to, from] : [from, to]
  const d = late.diff(early, [...BREAKDOWN_UNITS]).toObject()
  const parts = Object.fromEntries(BREAKDOWN_UNITS.map((u) => [u, Math.round(d[u] ?? 0)])) as unknown as Breakdown
  return { negative: ms < 0, parts, ms }
}

/** Totals of a signed span in each unit, rounded to 6 decimals. */
export function totals(ms: number) {
  const of = (unit: number) => roundTo(ms / unit, 6)
  return {
    total_weeks: of(7 * DAY_MS),
    total_days: of(DAY_MS),
    total_hours: of(HOUR_MS),
    total_minutes: of(MINUTE_MS),
    total_seconds: of(SECOND_MS),
    total_milliseconds: ms,
  }
}

const INTL_UNITS = { years: 'year', months: 'month', days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' } as const

/**
 * The Intl locale of a call language (its BCP 47 tag: pt-br → pt-BR). English reads "2 years,
 * 3 months and 4 days" (no serial comma), as en-GB writes it.
 */
function intlLocale(lang: string): string {
  return lang === 'en' ? 'en-GB' : languageTag(lang)
}

/**
 * Locales whose grammar puts a count of zero in the plural where CLDR's plural rules give the
 * singular: Portuguese writes "0 segundos", not "0 segundo" (French keeps "0 seconde", as CLDR has it).
 */
const ZERO_IN_PLURAL: ReadonlySet<string> = new Set(['pt-BR'])

/**
 * The space between a count and its unit, for locales whose Intl data mixes kinds: French puts a
 * no-break space there (1 an, 30 minutes), which CLDR gives for some units and not for others.
 */
const UNIT_SPACE: Readonly<Record<string, string>> = { fr: '\u00a0' }

/**
 * "2 years, 3 months and 4 days", in the call language; zero parts are left out. The words,
 * their plural forms and the list conjunction are Intl's: "2 Jahre, 3 Monate und 4 Tage",
 * "2 ans, 3 mois et 4 jours", "2 anos, 3 meses e 4 dias", "2年、3个月和4天".
 */
export function humanBreakdown(parts: Breakdown, lang: string, dateOnly: boolean): string {
  const locale = intlLocale(lang)
  const space = Object.hasOwn(UNIT_SPACE, locale) ? UNIT_SPACE[locale] : undefined
  const unitText = (unit: (typeof INTL_UNITS)[keyof typeof INTL_UNITS], n: number) => {
    const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 3 })
    // A zero that takes the plural is written with the words of 2.
    const zeroInPlural = n === 0 && ZERO_IN_PLURAL.has(locale)
    return format.formatToParts(zeroInPlural ? 2 : n).map((part) => {
      if (zeroInPlural && part.type === 'integer') return '0'
      if (space !== undefined && part.type === 'literal') return part.value.replace(/\s/g, space)
      return part.value
    }).join('')
  }
  const words: string[] = []
  for (const [key, unit] of Object.entries(INTL_UNITS) as [keyof typeof INTL_UNITS, (typeof INTL_UNITS)[keyof typeof INTL_UNITS]][]) {
    const n = key === 'seconds' ? parts.seconds + parts.milliseconds / 1000 : parts[key]
    if (n !== 0) words.push(unitText(unit, n))
  }
  if (words.length === 0) words.push(unitText(dateOnly ? 'day' : 'second', 0))
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(words)
}

// ---------------------------------------------------------------------------------------------
// Names and result blocks

/**
 * Day names Monday..Sunday in a call language, through Intl with its BCP 47 tag (Montag, lundi,
 * segunda-feira, 星期一), so any language the runtime knows.
 */
export function weekdayName(isoWeekday: number, lang: string): string {
  return Info.weekdays('long', { locale: languageTag(lang) })[isoWeekday - 1]!
}

/** Month names January..December in a call language, as weekdayName (Januar, janvier, janeiro, 一月). */
export function monthName(month: number, lang: string): string {
  return Info.months('long', { locale: languageTag(lang) })[month - 1]!
}

/** ISO 8601 text: milliseconds only when there are some; Z for UTC. */
export function isoOf(dt: DateTime): string {
  return dt.toISO({ suppressMilliseconds: true })!
}

/** A reading as results show it: a calendar date alone, or the full ISO 8601 moment. */
export function shownAs(dt: DateTime, dateOnly: boolean): string {
  return dateOnly ? dt.toISODate()! : isoOf(dt)
}

/** The same moment as every result gives it: Unix seconds (floored) and ms, ISO in UTC, RFC 2822. */
export function instantFields(dt: DateTime) {
  const ms = dt.toMillis()
  const utc = dt.toUTC()
  return {
    unix: Math.floor(ms / SECOND_MS),
    unix_ms: ms,
    iso_utc: isoOf(utc),
    rfc2822: utc.toRFC2822()!,
  }
}

/** A moment as the wall clock of its zone shows it; `named` as in zoneOf. */
export function zonedFields(dt: DateTime, named?: TimeZone) {
  return {
    timezone: zoneOf(dt, named).name,
    iso: isoOf(dt),
    date: dt.toISODate()!,
    time: dt.toFormat(dt.millisecond ? 'HH:mm:ss.SSS' : 'HH:mm:ss'),
    offset: formatOffset(dt.offset),
    offset_minutes: Math.round(dt.offset),
    is_dst: dt.isInDST,
  }
}

/** The ISO 8601 week of a calendar date: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekFields(dt: DateTime) {
  const day = floating(wallOf(dt)).startOf('day')
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  const weekday = day.weekday
  const monday = day.minus({ days: weekday - 1 })
  return {
    date: day.toISODate()!,
    week: day.weekNumber,
    week_year: day.weekYear,
    weekday,
    iso_week: `${pad(day.weekYear, 4)}-W${pad(day.weekNumber, 2)}`,
    iso_week_date: `${pad(day.weekYear, 4)}-W${pad(day.weekNumber, 2)}-${weekday}`,
    weeks_in_year: day.weeksInWeekYear,
    week_start: monday.toISODate()!,
    week_end: monday.plus({ days: 6 }).toISODate()!,
  }
}
