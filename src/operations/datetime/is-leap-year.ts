import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_YEAR, MIN_YEAR, isLeapYear } from '../../lib/dates.ts'
import { translate } from '../../i18n/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'is-leap-year',
  input: 'query',
  summary: 'Whether a year is a leap year in the Gregorian calendar',
  description: 'Gregorian rule, applied to every year 1 to 9999 (proleptic before 1582): a year divisible by 4 is a leap year, except a year divisible by 100, which is one only when also divisible by 400. '
    + 'So 1900 is not (divisible by 100, not by 400), 2000 is (divisible by 400) and 2024 is (divisible by 4). '
    + 'The result gives the three divisibility tests, the length of the year and of February, and the rule in words in the call language.',
  params: z.object({
    year: z.number().int().min(MIN_YEAR).max(MAX_YEAR).describe('The year, a whole number from 1 to 9999'),
  }),
  result: z.object({
    year: z.number().int().apply(described, { en: 'The year', es: 'El año' }),
    is_leap_year: z.boolean().apply(described, { en: 'Whether the year is a leap year in the Gregorian calendar', es: 'Si el año es bisiesto en el calendario gregoriano' }),
    days_in_year: z.number().int().min(365).max(366).apply(described, { en: 'Days in the year: 366 in a leap year, else 365', es: 'Días del año: 366 en un año bisiesto, si no 365' }),
    days_in_february: z.number().int().min(28).max(29).apply(described, { en: 'Days in February: 29 in a leap year, else 28', es: 'Días de febrero: 29 en un año bisiesto, si no 28' }),
    divisible_by_4: z.boolean().apply(described, { en: 'Whether the year is divisible by 4', es: 'Si el año es divisible por 4' }),
    divisible_by_100: z.boolean().apply(described, { en: 'Whether the year is divisible by 100', es: 'Si el año es divisible por 100' }),
    divisible_by_400: z.boolean().apply(described, { en: 'Whether the year is divisible by 400', es: 'Si el año es divisible por 400' }),
    rule: z.string().apply(described, { en: 'The leap-year rule, in words in the call language', es: 'La regla de los años bisiestos, con palabras en el idioma de la llamada' }),
  }),
  chain: { takes: 'year', gives: 'result.is_leap_year' },
  examples: [
    { title: '1900: a century not divisible by 400', params: { year: 1900 }, result: { year: 1900, is_leap_year: false, days_in_year: 365, days_in_february: 28, divisible_by_4: true, divisible_by_100: true, divisible_by_400: false } },
    { title: '2000: divisible by 400', params: { year: 2000 }, result: { year: 2000, is_leap_year: true, days_in_year: 366, days_in_february: 29 } },
    { title: '2024', params: { year: 2024 }, result: { year: 2024, is_leap_year: true, divisible_by_4: true, divisible_by_100: false } },
  ],
  run: ({ year }, ctx) => {
    const leap = isLeapYear(year)
    return {
      year,
      is_leap_year: leap,
      days_in_year: leap ? 366 : 365,
      days_in_february: leap ? 29 : 28,
      divisible_by_4: year % 4 === 0,
      divisible_by_100: year % 100 === 0,
      divisible_by_400: year % 400 === 0,
      rule: translate(ctx.lang, 'LEAP_RULE'),
    }
  },
  es: {
    summary: 'Si un año es bisiesto en el calendario gregoriano',
    description: 'Regla gregoriana, aplicada a todos los años del 1 al 9999 (de forma proléptica antes de 1582): un año divisible por 4 es bisiesto, salvo un año divisible por 100, que solo lo es si además es divisible por 400. Así, 1900 no lo es (divisible por 100, no por 400), 2000 sí (divisible por 400) y 2024 también (divisible por 4). El resultado da las tres pruebas de divisibilidad, la duración del año y de febrero, y la regla con palabras en el idioma de la llamada.',
    params: {
      year: 'El año, un número entero de 1 a 9999',
    },
  },
})
