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
    year: z.number().int().apply(described, {
      en: 'The year',
      es: 'El año',
      de: 'Das Jahr',
      fr: 'L\'année',
      'pt-br': 'O ano',
      'zh-cn': '年份',
    }),
    is_leap_year: z.boolean().apply(described, {
      en: 'Whether the year is a leap year in the Gregorian calendar',
      es: 'Si el año es bisiesto en el calendario gregoriano',
      de: 'Ob das Jahr im gregorianischen Kalender ein Schaltjahr ist',
      fr: 'Indique si l\'année est bissextile dans le calendrier grégorien',
      'pt-br': 'Se o ano é bissexto no calendário gregoriano',
      'zh-cn': '该年在公历中是否为闰年',
    }),
    days_in_year: z.number().int().min(365).max(366).apply(described, {
      en: 'Days in the year: 366 in a leap year, else 365',
      es: 'Días del año: 366 en un año bisiesto, si no 365',
      de: 'Tage im Jahr: 366 in einem Schaltjahr, sonst 365',
      fr: 'Jours de l\'année\u00a0: 366 pour une année bissextile, 365 sinon',
      'pt-br': 'Dias do ano: 366 em um ano bissexto; caso contrário, 365',
      'zh-cn': '该年的天数：闰年为 366，否则为 365',
    }),
    days_in_february: z.number().int().min(28).max(29).apply(described, {
      en: 'Days in February: 29 in a leap year, else 28',
      es: 'Días de febrero: 29 en un año bisiesto, si no 28',
      de: 'Tage im Februar: 29 in einem Schaltjahr, sonst 28',
      fr: 'Jours de février\u00a0: 29 pour une année bissextile, 28 sinon',
      'pt-br': 'Dias de fevereiro: 29 em um ano bissexto; caso contrário, 28',
      'zh-cn': '二月的天数：闰年为 29，否则为 28',
    }),
    divisible_by_4: z.boolean().apply(described, {
      en: 'Whether the year is divisible by 4',
      es: 'Si el año es divisible por 4',
      de: 'Ob das Jahr durch 4 teilbar ist',
      fr: 'Indique si l\'année est divisible par 4',
      'pt-br': 'Se o ano é divisível por 4',
      'zh-cn': '该年能否被 4 整除',
    }),
    divisible_by_100: z.boolean().apply(described, {
      en: 'Whether the year is divisible by 100',
      es: 'Si el año es divisible por 100',
      de: 'Ob das Jahr durch 100 teilbar ist',
      fr: 'Indique si l\'année est divisible par 100',
      'pt-br': 'Se o ano é divisível por 100',
      'zh-cn': '该年能否被 100 整除',
    }),
    divisible_by_400: z.boolean().apply(described, {
      en: 'Whether the year is divisible by 400',
      es: 'Si el año es divisible por 400',
      de: 'Ob das Jahr durch 400 teilbar ist',
      fr: 'Indique si l\'année est divisible par 400',
      'pt-br': 'Se o ano é divisível por 400',
      'zh-cn': '该年能否被 400 整除',
    }),
    rule: z.string().apply(described, {
      en: 'The leap-year rule, in words in the call language',
      es: 'La regla de los años bisiestos, con palabras en el idioma de la llamada',
      de: 'Die Schaltjahrregel als Text in der Sprache des Aufrufs',
      fr: 'La règle des années bissextiles, sous forme de texte dans la langue de l\'appel',
      'pt-br': 'A regra dos anos bissextos, em texto no idioma da chamada',
      'zh-cn': '闰年规则，用调用的语言以文字表述',
    }),
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
  de: {
    summary: 'Ob ein Jahr im gregorianischen Kalender ein Schaltjahr ist',
    description: 'Gregorianische Regel, angewendet auf alle Jahre von 1 bis 9999 (vor 1582 proleptisch): Ein durch 4 teilbares Jahr ist ein Schaltjahr, außer einem durch 100 teilbaren Jahr, das nur dann eines ist, wenn es auch durch 400 teilbar ist. 1900 ist also keines (durch 100 teilbar, nicht durch 400), 2000 schon (durch 400 teilbar) und 2024 ebenfalls (durch 4 teilbar). Das Ergebnis enthält die drei Teilbarkeitsprüfungen, die Länge des Jahres und des Februars sowie die Regel als Text in der Sprache des Aufrufs.',
    params: {
      year: 'Das Jahr, eine ganze Zahl von 1 bis 9999',
    },
  },
  fr: {
    summary: 'Indique si une année est bissextile dans le calendrier grégorien',
    description: 'Règle grégorienne, appliquée à toutes les années de 1 à 9999 (de façon proleptique avant 1582)\u00a0: une année divisible par 4 est bissextile, sauf une année divisible par 100, qui ne l\'est que si elle est aussi divisible par 400. Ainsi, 1900 ne l\'est pas (divisible par 100, pas par 400), 2000 l\'est (divisible par 400) et 2024 aussi (divisible par 4). Le résultat donne les trois tests de divisibilité, la durée de l\'année et de février, et la règle sous forme de texte dans la langue de l\'appel.',
    params: {
      year: 'L\'année, un nombre entier de 1 à 9999',
    },
  },
  'pt-br': {
    summary: 'Se um ano é bissexto no calendário gregoriano',
    description: 'Regra gregoriana, aplicada a todos os anos de 1 a 9999 (de forma proléptica antes de 1582): um ano divisível por 4 é bissexto, exceto um ano divisível por 100, que só é bissexto se também for divisível por 400. Assim, 1900 não é (divisível por 100, não por 400), 2000 é (divisível por 400) e 2024 também (divisível por 4). O resultado traz os três testes de divisibilidade, a duração do ano e de fevereiro, e a regra em texto no idioma da chamada.',
    params: {
      year: 'O ano, um número inteiro de 1 a 9999',
    },
  },
  'zh-cn': {
    summary: '某年在公历（格里高利历）中是否为闰年',
    description: '采用公历规则，适用于 1 年至 9999 年的每一年（1582 年之前按外推公历计算）：能被 4 整除的年份为闰年，但能被 100 整除的年份只有在同时能被 400 整除时才是闰年。因此，1900 年不是闰年（能被 100 整除，但不能被 400 整除），2000 年是闰年（能被 400 整除），2024 年也是（能被 4 整除）。结果给出三项整除检验、该年和二月的天数，以及用调用的语言以文字表述的规则。',
    params: {
      year: '年份，1 至 9999 之间的整数',
    },
  },
})
