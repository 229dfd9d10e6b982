/**
 * Calendar dates as day numbers: days since 1970-01-01 in the proleptic Gregorian calendar
 * (negative before it). Exact for every year, unlike Date.UTC, which reads years 0 to 99 as 1900
 * to 1999. Algorithm of Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms".
 */
import { OperationError } from '../../core/errors.ts'
import { readDate, readOptions } from '../dates.ts'

export interface CivilDate {
  year: number
  month: number
  day: number
}

export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

export function civilDate(days: number): CivilDate {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: month <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, month, day }
}

/** ISO weekday of a day number: 1 Monday ... 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export function isoDate({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Day numbers of 0001-01-01 and 9999-12-31. */
export const FIRST_DAY = dayNumber({ year: 1, month: 1, day: 1 })
export const LAST_DAY = dayNumber({ year: 9999, month: 12, day: 31 })

/** A calendar date parameter, read as the other datetime operations read dates (its wall date). */
export async function readCalendarDay(value: string, param: string): Promise<number> {
  const reading = await readDate(value, readOptions(param, undefined))
  const dt = reading.dt
  return dayNumber({ year: dt.year, month: dt.month, day: dt.day })
}

/** Refuses a day number outside the years 1 to 9999. */
export function checkDayRange(days: number, param: string): void {
  if (days < FIRST_DAY || days > LAST_DAY) {
    throw new OperationError('RESULT_YEAR_RANGE', { param, year: civilDate(days).year })
  }
}
