import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible } from '../../lib/calc/calc.ts'
import { calcResult } from '../kits/calc-results.ts'
import { dayNumber, isoDate, type CivilDate } from '../../lib/time/calendar.ts'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

function parseDate(text: string, param: string): CivilDate {
  const value = text.trim()
  const match = DATE.exec(value)
  if (!match) impossible('AGE_DATE_FORMAT', { param, value: value.slice(0, 40) })
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12) impossible('AGE_DATE_MONTH', { param, value, month: match[2]! })
  const days = daysInMonth(year, month)
  if (day < 1 || day > days) impossible('AGE_DATE_DAY', { param, value, day: match[3]!, days })
  return { year, month, day }
}

/** The date `months` calendar months later; a day the target month lacks becomes its last day (31 Jan + 1 month = 28 or 29 Feb). */
function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

function todayUtc(): CivilDate {
  const now = new Date()
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
}

export default defineOperation({
  category: 'calc',
  name: 'age',
  input: 'query',
  summary: 'Age in years, months and days on a date, and the next birthday',
  description: 'Counts calendar dates (proleptic Gregorian, no time of day, so no time zone can shift the result): '
    + 'years and months are the whole calendar years and months from birthdate to at, days the days left over. '
    + 'at defaults to today in UTC. An anniversary on a day its month lacks moves to the last day of that month: '
    + 'a 29 February birthday falls on 28 February in common years (and 31 January plus one month is the end of February). '
    + 'next_birthday is the next anniversary on or after at (days_until_next_birthday is 0 on the birthday itself), '
    + 'next_age the age reached that day. A birthdate after at is refused.',
  params: z.object({
    birthdate: z.string().max(100).describe('Date of birth, YYYY-MM-DD'),
    at: z.string().max(100).optional().describe('Date on which to count the age, YYYY-MM-DD; default today (UTC)'),
  }),
  result: calcResult(z.object({
    birthdate: z.iso.date().apply(described, { en: 'The date of birth, YYYY-MM-DD', es: 'La fecha de nacimiento, YYYY-MM-DD' }),
    at: z.iso.date().apply(described, { en: 'The date the age was counted on, YYYY-MM-DD: today in UTC when at was not given', es: 'La fecha en la que se calculó la edad, YYYY-MM-DD: hoy en UTC cuando no se indicó at' }),
  }), {
    years: z.number().int().min(0).apply(described, { en: 'Whole calendar years from birthdate to at', es: 'Años naturales completos de birthdate a at' }),
    months: z.number().int().min(0).max(11).apply(described, { en: 'Whole calendar months after the whole years, 0 to 11', es: 'Meses naturales completos tras los años completos, de 0 a 11' }),
    days: z.number().int().min(0).apply(described, { en: 'Days left over after the whole months, fewer than a month', es: 'Días que quedan tras los meses completos, menos de un mes' }),
    total_months: z.number().int().min(0).apply(described, { en: 'Whole calendar months from birthdate to at', es: 'Meses naturales completos de birthdate a at' }),
    total_days: z.number().int().min(0).apply(described, { en: 'Days from birthdate to at', es: 'Días de birthdate a at' }),
    next_birthday: z.string().apply(described, { en: 'The next anniversary of birthdate on or after at, YYYY-MM-DD (28 February for a 29 February birthday in a common year)', es: 'El próximo aniversario de birthdate en at o después, YYYY-MM-DD (28 de febrero para un nacimiento el 29 de febrero en un año no bisiesto)' }),
    next_age: z.number().int().min(1).apply(described, { en: 'The age reached on next_birthday, in years', es: 'La edad que se cumple en next_birthday, en años' }),
    days_until_next_birthday: z.number().int().min(0).apply(described, { en: 'Days from at to next_birthday; 0 on the birthday itself', es: 'Días de at a next_birthday; 0 el mismo día del cumpleaños' }),
  }),
  examples: [
    {
      title: 'Born 1990-07-15, on 2024-03-10',
      params: { birthdate: '1990-07-15', at: '2024-03-10' },
      result: { years: 33, months: 7, days: 24, total_months: 403, total_days: 12292, next_birthday: '2024-07-15', next_age: 34, days_until_next_birthday: 127 },
    },
    {
      title: 'Born on 29 February, birthday taken as 28 February in a common year',
      params: { birthdate: '2000-02-29', at: '2023-02-28' },
      result: { years: 23, months: 0, days: 0, next_birthday: '2023-02-28', next_age: 23, days_until_next_birthday: 0 },
    },
  ],
  run: ({ birthdate, at }) => {
    if (birthdate.trim() === '') impossible('PARAM_REQUIRED', { param: 'birthdate' })
    const birth = parseDate(birthdate, 'birthdate')
    const on = at === undefined || at.trim() === '' ? todayUtc() : parseDate(at, 'at')
    const end = dayNumber(on)
    if (dayNumber(birth) > end) impossible('AGE_BIRTH_AFTER_AT', { birthdate: isoDate(birth), at: isoDate(on) })

    let totalMonths = (on.year - birth.year) * 12 + (on.month - birth.month)
    if (dayNumber(addMonths(birth, totalMonths)) > end) totalMonths--
    const years = Math.floor(totalMonths / 12)

    const anniversary = (age: number) => addMonths(birth, age * 12)
    const birthdayToday = years > 0 && dayNumber(anniversary(years)) === end
    const nextAge = birthdayToday ? years : years + 1
    const next = anniversary(nextAge)

    return {
      inputs: { birthdate: isoDate(birth), at: isoDate(on) },
      years,
      months: totalMonths % 12,
      days: end - dayNumber(addMonths(birth, totalMonths)),
      total_months: totalMonths,
      total_days: end - dayNumber(birth),
      next_birthday: isoDate(next),
      next_age: nextAge,
      days_until_next_birthday: dayNumber(next) - end,
      formula: 'calendar difference: whole years, then whole months, then days (anniversaries on a missing day fall on the month\'s last day)',
    }
  },
  es: {
    summary: 'Edad en años, meses y días en una fecha, y el próximo cumpleaños',
    description: 'Cuenta fechas del calendario (gregoriano proléptico, sin hora del día, así que ninguna zona horaria puede alterar el resultado): years y months son los años y meses naturales completos desde birthdate hasta at, y days los días que sobran. at es por defecto hoy en UTC. Un aniversario en un día que su mes no tiene pasa al último día de ese mes: un cumpleaños del 29 de febrero cae el 28 de febrero en los años no bisiestos (y el 31 de enero más un mes es el final de febrero). next_birthday es el siguiente aniversario en at o después (days_until_next_birthday es 0 el mismo día del cumpleaños), y next_age la edad que se cumple ese día. Se rechaza una birthdate posterior a at.',
    params: {
      birthdate: 'Fecha de nacimiento, YYYY-MM-DD',
      at: 'Fecha en la que se cuenta la edad, YYYY-MM-DD; por defecto hoy (UTC)',
    },
  },
})
