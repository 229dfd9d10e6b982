// Messages of the datetime category. {param} is the parameter name and {value} the text the caller
// sent; {unit} is an interval unit as the caller writes it (days, months...).
export default {
  DATE_UNREADABLE: '{param} "{value}" could not be read as a date; send ISO 8601 (2024-03-10 or 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000), or a phrase such as "tomorrow", "next friday 10am" or "+1 week"',
  DATE_PARTLY_READ: 'only "{read}" of {param} "{value}" could be read as a date; remove the rest, or write the date as ISO 8601 such as 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param} "{value}" names a range of dates; send a single date',
  DATE_BAD_MONTH: '{param} "{value}" has month {month}; months run from 01 to 12',
  DATE_BAD_DAY: '{param} "{value}" has day {day}, but month {month} of {year} has {days} days; check the day of the month',
  DATE_BAD_TIME: '{param} "{value}" has the time {time}, which does not exist; hours run from 00 to 23, minutes and seconds from 00 to 59',
  DATE_BAD_OFFSET: '{param} "{value}" has the UTC offset {offset}; write an offset from -18:00 to +18:00, such as +02:00, or Z for UTC',
  DATE_YEAR_RANGE: '{param} "{value}" falls in the year {year}; send a date in the years 1 to 9999',
  RESULT_YEAR_RANGE: 'the result would fall in the year {year}, outside the years 1 to 9999; use a smaller {param} or another start date',
  TIMEZONE_INVALID: '{param} "{value}" is not a time zone; send an IANA name such as Europe/Madrid, America/New_York or Asia/Kolkata, UTC, or a fixed offset such as UTC+05:30',
  INTERVAL_INVALID: '{param} "{value}" is not an interval; write counts with units, such as "+1 day", "-2 weeks", "3 months 2 hours" or "1 year, 2 months", or an ISO 8601 duration such as P1M2D or PT36H',
  INTERVAL_UNIT: '"{unit}" in {param} "{value}" is not a unit; use years, months, weeks, days, hours, minutes, seconds or milliseconds (or y, mo, w, d, h, min, s, ms)',
  INTERVAL_FRACTION: '{param} "{value}" has {amount} {unit}, but {unit} are added in whole numbers only; use a whole number or a smaller unit (36 hours rather than 1.5 days)',
  INTERVAL_TOO_LARGE: '{param} "{value}" has {amount} {unit}, more than the 10,000 years an interval may span; use a smaller count',
  TIMESTAMP_RANGE: 'timestamp {value} read as {unit} falls outside the years 1 to 9999 (-62135596800 to 253402300799 seconds); check the number, and send unit=seconds or unit=milliseconds if its size misled the detection',
  NOTE_GAP: '{wall} does not exist in {zone}: the clocks skip it when daylight saving time starts, so it was moved forward by {minutes} minutes to {shifted}',
  NOTE_OVERLAP: '{wall} occurs twice in {zone} because the clocks go back when daylight saving time ends; prefer={prefer} chose the occurrence at offset {offset}, the other is at offset {other}',
  LEAP_RULE: 'In the Gregorian calendar a year is a leap year when it is divisible by 4, except that a year divisible by 100 is a leap year only when it is also divisible by 400',
} as const
