/**
 * Durations: ISO 8601 durations (P1DT2H30M), plain seconds, or counts with units ("1h 30m",
 * "2 days 4 hours"), read by the interval reader the datetime operations share. Without a start
 * date a day is 24 hours and a week 7 days; months and years have no fixed length, so they are
 * counted on the calendar from a `from` date.
 */
import { OperationError } from '../../core/errors.ts'
import { addInterval, humanBreakdown, readDate, readInterval, readOptions, type Interval } from '../dates.ts'

const MAX_SECONDS = 10_000 * 366 * 86_400

export interface DurationParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export interface DurationReading {
  /** Signed total, in seconds (to the millisecond). */
  seconds: number
  /** The start and end, when counted from a date. */
  from?: string
  to?: string
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

export async function readDuration(value: string, from: string | undefined): Promise<DurationReading> {
  const text = value.trim()
  if (NUMBER.test(text)) {
    const seconds = Number(text)
    if (Math.abs(seconds) > MAX_SECONDS) throw new OperationError('INTERVAL_TOO_LARGE', { param: 'value', value: text, amount: Math.abs(seconds), unit: 'seconds' })
    return { seconds: Math.round(seconds * 1000) / 1000 }
  }
  const interval = readInterval(text, 'value')
  if ((interval.years !== 0 || interval.months !== 0) && from === undefined) {
    throw new OperationError('DURATION_NEEDS_FROM', { param: 'value', value: text })
  }
  if (from !== undefined) {
    const start = (await readDate(from, readOptions('from', undefined))).dt
    const end = addInterval(start, interval, 'value').dt
    return { seconds: (end.toMillis() - start.toMillis()) / 1000, from: start.toISO({ suppressMilliseconds: true })!, to: end.toISO({ suppressMilliseconds: true })! }
  }
  return { seconds: Math.round(fixedMs(interval)) / 1000 }
}

function fixedMs(i: Interval): number {
  return ((((i.weeks * 7 + i.days) * 24 + i.hours) * 60 + i.minutes) * 60 + i.seconds) * 1000 + i.milliseconds
}

/** Non-negative parts of |seconds|: days of 24 hours, hours, minutes, seconds (with milliseconds). */
export function durationParts(seconds: number): DurationParts {
  const ms = Math.round(Math.abs(seconds) * 1000)
  return {
    days: Math.floor(ms / 86_400_000),
    hours: Math.floor(ms / 3_600_000) % 24,
    minutes: Math.floor(ms / 60_000) % 60,
    seconds: (ms % 60_000) / 1000,
  }
}

/** ISO 8601 duration of the parts: P1DT2H30M, PT0S for nothing, a leading - when negative. */
export function isoDuration(seconds: number): string {
  const p = durationParts(seconds)
  const time = `${p.hours ? `${p.hours}H` : ''}${p.minutes ? `${p.minutes}M` : ''}${p.seconds ? `${p.seconds}S` : ''}`
  const body = `P${p.days ? `${p.days}D` : ''}${time ? `T${time}` : ''}`
  return `${seconds < 0 ? '-' : ''}${body === 'P' ? 'PT0S' : body}`
}

/** "1 day, 2 hours and 30 minutes" in the call language. */
export function humanDuration(seconds: number, lang: string): string {
  const p = durationParts(seconds)
  const whole = Math.floor(p.seconds)
  const text = humanBreakdown({ years: 0, months: 0, days: p.days, hours: p.hours, minutes: p.minutes, seconds: whole, milliseconds: Math.round((p.seconds - whole) * 1000) }, lang, false)
  return seconds < 0 ? `-${text}` : text
}
