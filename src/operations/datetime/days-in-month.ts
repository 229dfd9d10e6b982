import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_YEAR, MIN_YEAR, daysInMonth, isLeapYear, monthName } from '../../lib/dates.ts'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export default defineOperation({
  category: 'datetime',
  name: 'days-in-month',
  input: 'query',
  summary: 'How many days a month has, leap years included',
  description: 'Gregorian calendar, years 1 to 9999: February has 29 days in a leap year (divisible by 4, except centuries not divisible by 400) and 28 otherwise; April, June, September and November have 30; the rest 31. '
    + 'month_name is in English and month_name_localized in the call language; first_day and last_day are ISO 8601 dates.',
  params: z.object({
    year: z.number().int().min(MIN_YEAR).max(MAX_YEAR).describe('The year, a whole number from 1 to 9999'),
    month: z.number().int().min(1).max(12).describe('The month, 1 (January) to 12 (December)'),
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
    month: z.number().int().min(1).max(12).apply(described, {
      en: 'The month, 1 (January) to 12 (December)',
      es: 'El mes, de 1 (enero) a 12 (diciembre)',
      de: 'Der Monat, 1 (Januar) bis 12 (Dezember)',
      fr: 'Le mois, de 1 (janvier) à 12 (décembre)',
      'pt-br': 'O mês, de 1 (janeiro) a 12 (dezembro)',
      'zh-cn': '月份，1（一月）至 12（十二月）',
    }),
    month_name: z.string().apply(described, {
      en: 'Name of the month, in English',
      es: 'Nombre del mes, en inglés',
      de: 'Name des Monats, auf Englisch',
      fr: 'Nom du mois, en anglais',
      'pt-br': 'Nome do mês, em inglês',
      'zh-cn': '月份名称（英文）',
    }),
    month_name_localized: z.string().apply(described, {
      en: 'Name of the month in the call language',
      es: 'Nombre del mes en el idioma de la llamada',
      de: 'Name des Monats in der Sprache des Aufrufs',
      fr: 'Nom du mois dans la langue de l\'appel',
      'pt-br': 'Nome do mês no idioma da chamada',
      'zh-cn': '月份名称（使用调用的语言）',
    }),
    language: z.string().apply(described, {
      en: 'The call language of month_name_localized, such as en or es',
      es: 'El idioma de la llamada de month_name_localized, como en o es',
      de: 'Die Sprache des Aufrufs, in der month_name_localized steht, etwa en oder de',
      fr: 'La langue de l\'appel, celle de month_name_localized, par exemple en ou fr',
      'pt-br': 'O idioma da chamada, usado em month_name_localized, como en ou pt-br',
      'zh-cn': '调用的语言，即 month_name_localized 所用的语言，例如 en 或 zh-cn',
    }),
    days: z.number().int().min(28).max(31).apply(described, {
      en: 'Number of days in the month',
      es: 'Número de días del mes',
      de: 'Anzahl der Tage im Monat',
      fr: 'Nombre de jours du mois',
      'pt-br': 'Número de dias do mês',
      'zh-cn': '该月的天数',
    }),
    is_leap_year: z.boolean().apply(described, {
      en: 'Whether the year is a leap year',
      es: 'Si el año es bisiesto',
      de: 'Ob das Jahr ein Schaltjahr ist',
      fr: 'Indique si l\'année est bissextile',
      'pt-br': 'Se o ano é bissexto',
      'zh-cn': '该年是否为闰年',
    }),
    first_day: z.string().apply(described, {
      en: 'First day of the month, YYYY-MM-DD',
      es: 'Primer día del mes, YYYY-MM-DD',
      de: 'Erster Tag des Monats, YYYY-MM-DD',
      fr: 'Premier jour du mois, YYYY-MM-DD',
      'pt-br': 'Primeiro dia do mês, YYYY-MM-DD',
      'zh-cn': '该月第一天，格式为 YYYY-MM-DD',
    }),
    last_day: z.string().apply(described, {
      en: 'Last day of the month, YYYY-MM-DD',
      es: 'Último día del mes, YYYY-MM-DD',
      de: 'Letzter Tag des Monats, YYYY-MM-DD',
      fr: 'Dernier jour du mois, YYYY-MM-DD',
      'pt-br': 'Último dia do mês, YYYY-MM-DD',
      'zh-cn': '该月最后一天，格式为 YYYY-MM-DD',
    }),
  }),
  chain: { gives: 'result.days' },
  examples: [
    { title: 'February in a leap year', params: { year: 2024, month: 2 }, result: { year: 2024, month: 2, month_name: 'February', days: 29, is_leap_year: true, first_day: '2024-02-01', last_day: '2024-02-29' } },
    { title: 'February in 1900, not a leap year', params: { year: 1900, month: 2 }, result: { days: 28, is_leap_year: false } },
    { title: 'April', params: { year: 2025, month: 4 }, result: { month_name: 'April', days: 30 } },
  ],
  run: ({ year, month }, ctx) => {
    const days = daysInMonth(year, month)
    const prefix = `${pad(year, 4)}-${pad(month, 2)}`
    return {
      year,
      month,
      month_name: monthName(month, 'en'),
      month_name_localized: monthName(month, ctx.lang),
      language: ctx.lang,
      days,
      is_leap_year: isLeapYear(year),
      first_day: `${prefix}-01`,
      last_day: `${prefix}-${pad(days, 2)}`,
    }
  },
  es: {
    summary: 'Cuántos días tiene un mes, teniendo en cuenta los años bisiestos',
    description: 'Calendario gregoriano, años del 1 al 9999: febrero tiene 29 días en un año bisiesto (divisible por 4, salvo los siglos no divisibles por 400) y 28 en los demás; abril, junio, septiembre y noviembre tienen 30; el resto, 31. month_name está en inglés y month_name_localized en el idioma de la llamada; first_day y last_day son fechas ISO 8601.',
    params: {
      year: 'El año, un número entero de 1 a 9999',
      month: 'El mes, de 1 (enero) a 12 (diciembre)',
    },
  },
  de: {
    summary: 'Wie viele Tage ein Monat hat, Schaltjahre berücksichtigt',
    description: 'Gregorianischer Kalender, Jahre 1 bis 9999: Der Februar hat in einem Schaltjahr (durch 4 teilbar, ausgenommen Jahrhunderte, die nicht durch 400 teilbar sind) 29 Tage, sonst 28; April, Juni, September und November haben 30, die übrigen Monate 31. month_name ist auf Englisch und month_name_localized in der Sprache des Aufrufs; first_day und last_day sind Daten nach ISO 8601.',
    params: {
      year: 'Das Jahr, eine ganze Zahl von 1 bis 9999',
      month: 'Der Monat, 1 (Januar) bis 12 (Dezember)',
    },
  },
  fr: {
    summary: 'Le nombre de jours d\'un mois, années bissextiles comprises',
    description: 'Calendrier grégorien, années 1 à 9999\u00a0: février compte 29 jours les années bissextiles (divisibles par 4, sauf les siècles non divisibles par 400) et 28 les autres années\u00a0; avril, juin, septembre et novembre en comptent 30\u00a0; les autres mois, 31. month_name est en anglais et month_name_localized dans la langue de l\'appel\u00a0; first_day et last_day sont des dates ISO 8601.',
    params: {
      year: 'L\'année, un nombre entier de 1 à 9999',
      month: 'Le mois, de 1 (janvier) à 12 (décembre)',
    },
  },
  'pt-br': {
    summary: 'Quantos dias um mês tem, considerando os anos bissextos',
    description: 'Calendário gregoriano, anos de 1 a 9999: fevereiro tem 29 dias em um ano bissexto (divisível por 4, exceto os séculos não divisíveis por 400) e 28 nos demais; abril, junho, setembro e novembro têm 30; os demais meses, 31. month_name está em inglês e month_name_localized no idioma da chamada; first_day e last_day são datas ISO 8601.',
    params: {
      year: 'O ano, um número inteiro de 1 a 9999',
      month: 'O mês, de 1 (janeiro) a 12 (dezembro)',
    },
  },
  'zh-cn': {
    summary: '某个月有多少天（已考虑闰年）',
    description: '采用公历（格里高利历），年份为 1 至 9999：闰年（能被 4 整除，但不能被 400 整除的世纪年除外）的二月有 29 天，其他年份为 28 天；四月、六月、九月和十一月有 30 天；其余月份有 31 天。month_name 为英文，month_name_localized 为调用的语言；first_day 和 last_day 为 ISO 8601 日期。',
    params: {
      year: '年份，1 至 9999 之间的整数',
      month: '月份，1（一月）至 12（十二月）',
    },
  },
})
