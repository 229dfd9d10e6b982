/**
 * Excel date serials (Microsoft, "Differences between the 1900 and the 1904 date system in
 * Excel"). In the 1900 system serial 1 is 1900-01-01 and, to stay compatible with Lotus 1-2-3,
 * serial 60 is 29 February 1900, a day that never existed: serials from 61 on are one more than
 * the count of days since 1899-12-31. In the 1904 system serial 0 is 1904-01-01; a date's serial
 * is 1,462 less than in the 1900 system. The fraction of a serial is the time of day.
 */
import { OperationError } from '../../core/errors.ts'
import { civilDate, dayNumber, isoDate, readCalendarDay } from './calendar.ts'
import { readDate, readOptions } from '../dates.ts'

export type ExcelSystem = '1900' | '1904'

const DAY_MS = 86_400_000
/** Day number of serial 0 (1900: 1899-12-30, so that 61 is 1900-03-01; below 60 one day later). */
const BASE_1900 = dayNumber({ year: 1899, month: 12, day: 30 })
const BASE_1904 = dayNumber({ year: 1904, month: 1, day: 1 })
const MARCH_1900 = dayNumber({ year: 1900, month: 3, day: 1 })
/** Serial of 9999-12-31, the last day Excel shows, in each system. */
export const MAX_SERIAL = { 1900: 2_958_465, 1904: 2_957_003 } as const
export const MIN_SERIAL = { 1900: 1, 1904: 0 } as const
export const LOTUS_SERIAL = 60

export interface ExcelDate {
  serial: number
  date: string
  time: string
  datetime: string
  /** The serial is 60 in the 1900 system: 29 February 1900, which Excel counts and the calendar has not. */
  lotus: boolean
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function timeText(ms: number): string {
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor(ms / 60_000) % 60
  const s = Math.floor(ms / 1000) % 60
  const rest = ms % 1000
  return `${pad(h)}:${pad(m)}:${pad(s)}${rest ? `.${pad(rest, 3)}` : ''}`
}

function shape(serial: number, date: string, ms: number, lotus: boolean): ExcelDate {
  const time = timeText(ms)
  return { serial, date, time, datetime: `${date}T${time}`, lotus }
}

/** A serial to its date and time of day (rounded to the millisecond, as Excel shows times). */
export function fromSerial(serial: number, system: ExcelSystem): ExcelDate {
  if (!Number.isFinite(serial) || serial < MIN_SERIAL[system] || serial >= MAX_SERIAL[system] + 1) {
    throw new OperationError('EXCEL_SERIAL_RANGE', { param: 'value', value: serial, system, min: MIN_SERIAL[system], max: MAX_SERIAL[system] })
  }
  let whole = Math.floor(serial)
  let ms = Math.round((serial - whole) * DAY_MS)
  if (ms === DAY_MS) { whole += 1; ms = 0 }
  if (whole > MAX_SERIAL[system]) {
    throw new OperationError('EXCEL_SERIAL_RANGE', { param: 'value', value: serial, system, min: MIN_SERIAL[system], max: MAX_SERIAL[system] })
  }
  if (system === '1904') return shape(serial, isoDate(civilDate(BASE_1904 + whole)), ms, false)
  if (whole === LOTUS_SERIAL) return shape(serial, '1900-02-29', ms, true)
  const day = whole < LOTUS_SERIAL ? BASE_1900 + whole + 1 : BASE_1900 + whole
  return shape(serial, isoDate(civilDate(day)), ms, false)
}

/** A date (and optional time) to its serial; "1900-02-29" is serial 60 in the 1900 system. */
export async function toSerial(value: string, system: ExcelSystem): Promise<ExcelDate> {
  const text = value.trim()
  const lotus = /^1900-02-29(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/i.exec(text)
  if (lotus) {
    if (system === '1904') throw new OperationError('EXCEL_DATE_RANGE', { param: 'date', value: text, system, first: '1904-01-01' })
    const [h, m, s] = [Number(lotus[1] ?? 0), Number(lotus[2] ?? 0), Number(lotus[3] ?? 0)]
    if (h > 23 || m > 59 || s > 59) throw new OperationError('DATE_BAD_TIME', { param: 'date', value: text, time: `${lotus[1]}:${lotus[2]}` })
    const lotusMs = ((h * 60 + m) * 60 + s) * 1000 + Number((lotus[4] ?? '0').padEnd(3, '0'))
    return shape(LOTUS_SERIAL + lotusMs / DAY_MS, '1900-02-29', lotusMs, true)
  }
  const reading = await readDate(text, readOptions('date', undefined))
  const dt = reading.dt
  const day = await readCalendarDay(dt.toISODate()!, 'date')
  const ms = ((dt.hour * 60 + dt.minute) * 60 + dt.second) * 1000 + dt.millisecond
  const first = system === '1900' ? BASE_1900 + 2 : BASE_1904
  if (day < first) {
    throw new OperationError('EXCEL_DATE_RANGE', { param: 'date', value: text, system, first: isoDate(civilDate(first)) })
  }
  const whole = system === '1904' ? day - BASE_1904 : day >= MARCH_1900 ? day - BASE_1900 : day - BASE_1900 - 1
  return shape(whole + ms / DAY_MS, isoDate(civilDate(day)), ms, false)
}
