import nowOp from './now.ts'
import toTimestamp from './to-timestamp.ts'
import fromTimestamp from './from-timestamp.ts'
import timezone from './timezone.ts'
import diffOp from './diff.ts'
import addOp from './add.ts'
import weekNumber from './week-number.ts'
import isLeapYear from './is-leap-year.ts'
import daysInMonth from './days-in-month.ts'
import dayOfWeek from './day-of-week.ts'

// Excel serials, epochs, durations, business days
import excelSerial from './excel-serial.ts'
import epochConvert from './epoch-convert.ts'
import duration from './duration.ts'
import businessDays from './business-days.ts'
export default [
  nowOp,
  toTimestamp,
  fromTimestamp,
  timezone,
  diffOp,
  addOp,
  weekNumber,
  isLeapYear,
  daysInMonth,
  dayOfWeek,
  // Excel serials, epochs, durations, business days
  excelSerial,
  epochConvert,
  duration,
  businessDays,
]
