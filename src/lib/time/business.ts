/**
 * Business days: counted over the days after `from` through `to` (1 to 31 January is 30 days),
 * skipping the weekend days and the holidays that fall on a would-be business day. Counts are
 * made in whole weeks (O(weeks) at worst, O(1) per week), never day by day over long spans.
 */
import { OperationError } from '../../core/errors.ts'
import { checkDayRange, dayNumber, isoWeekday } from './calendar.ts'
import { daysInMonth } from '../dates.ts'

export const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
/** Longest span counted: 100 years. */
export const MAX_SPAN_DAYS = 36_525
export const MAX_ADD_DAYS = 100_000
export const MAX_HOLIDAYS = 1000

const FULL_NAMES: Readonly<Record<string, number>> = Object.fromEntries(WEEKDAY_NAMES.flatMap((short, i) => {
  const long = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][i]!
  return [[short, i + 1], [long, i + 1]]
}))

/** ISO weekdays (1 Monday ... 7 Sunday) of the weekend: "sat,sun", "fri,sat", "sun" or "none". */
export function readWeekend(value: string | undefined): Set<number> {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '') return new Set([6, 7])
  if (text === 'none') return new Set()
  const days = new Set<number>()
  for (const word of text.split(/[\s,]+/).filter(Boolean)) {
    const day = FULL_NAMES[word]
    if (day === undefined) throw new OperationError('BUSINESS_WEEKEND_INVALID', { param: 'weekend', value: word })
    days.add(day)
  }
  if (days.size === 7) throw new OperationError('BUSINESS_WEEKEND_ALL', { param: 'weekend' })
  return days
}

export interface Calendar {
  weekend: Set<number>
  /** Day numbers of the holidays that fall on weekdays outside the weekend, sorted, unique. */
  holidays: number[]
}

function businessWeekday(weekend: Set<number>, day: number): boolean {
  return !weekend.has(isoWeekday(day))
}

/** Weekend days among the days a+1 .. b (a ≤ b). */
function weekendCount(weekend: Set<number>, a: number, b: number): number {
  const n = b - a
  let count = Math.floor(n / 7) * weekend.size
  for (let d = a + 1 + Math.floor(n / 7) * 7; d <= b; d++) if (weekend.has(isoWeekday(d))) count++
  return count
}

function holidaysIn(cal: Calendar, a: number, b: number): number {
  return cal.holidays.filter((h) => h > a && h <= b).length
}

export interface BusinessCount {
  business_days: number
  calendar_days: number
  weekend_days: number
  holidays_excluded: number
}

/** Counts over the days after `from` through `to`; negative counts when `to` is before `from`. */
export function countBusinessDays(cal: Calendar, from: number, to: number): BusinessCount {
  const [a, b, sign] = from <= to ? [from, to, 1] : [to, from, -1]
  if (b - a > MAX_SPAN_DAYS) throw new OperationError('BUSINESS_SPAN_TOO_LARGE', { days: b - a, max: MAX_SPAN_DAYS })
  const weekend = weekendCount(cal.weekend, a, b)
  const holidays = holidaysIn(cal, a, b)
  const signed = (n: number) => (n === 0 ? 0 : sign * n)
  return {
    business_days: signed(b - a - weekend - holidays),
    calendar_days: signed(b - a),
    weekend_days: signed(weekend),
    holidays_excluded: signed(holidays),
  }
}

/** The business day `days` business days after `start` (before it when negative); 0 is `start` itself. */
export function addBusinessDays(cal: Calendar, start: number, days: number): number {
  const perWeek = 7 - cal.weekend.size
  const step = days < 0 ? -1 : 1
  let remaining = Math.abs(days)
  let current = start
  while (remaining > perWeek) {
    const weeks = Math.floor((remaining - 1) / perWeek)
    const next = current + step * weeks * 7
    checkDayRange(next, 'days')
    const skipped = step > 0 ? holidaysIn(cal, current, next) : holidaysIn(cal, next, current)
    remaining -= weeks * perWeek - skipped
    current = next
  }
  while (remaining > 0) {
    current += step
    checkDayRange(current, 'days')
    if (businessWeekday(cal.weekend, current) && !cal.holidays.includes(current)) remaining--
  }
  return current
}

/** Holidays kept: those on a weekday that is not part of the weekend, sorted and unique. */
export function calendarOf(weekend: Set<number>, holidays: readonly number[]): Calendar {
  return { weekend, holidays: [...new Set(holidays)].filter((d) => businessWeekday(weekend, d)).sort((x, y) => x - y) }
}

/** Holidays: YYYY-MM-DD dates separated by commas (or spaces), at most MAX_HOLIDAYS. */
export function readHolidays(value: string | undefined): number[] {
  const items = (value ?? '').split(/[\s,;]+/).filter(Boolean)
  if (items.length > MAX_HOLIDAYS) throw new OperationError('BUSINESS_TOO_MANY_HOLIDAYS', { param: 'holidays', count: items.length, max: MAX_HOLIDAYS })
  return items.map((item, i) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(item)
    const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
    if (!m || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
      throw new OperationError('BUSINESS_HOLIDAY_INVALID', { param: 'holidays', position: i + 1, value: item.slice(0, 40) })
    }
    return dayNumber({ year, month, day })
  })
}
