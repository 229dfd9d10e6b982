import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { DATE_TEXT_MAX } from '../../lib/dates.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { civilDate, isoDate, readCalendarDay } from '../../lib/time/calendar.ts'
import {
  MAX_ADD_DAYS, MAX_HOLIDAYS, MAX_SPAN_DAYS, WEEKDAY_NAMES, addBusinessDays, calendarOf, countBusinessDays, readHolidays, readWeekend,
} from '../../lib/time/business.ts'

const count = (words: FieldWords) => z.number().int().optional().apply(described, {
  en: `${words.en} (mode=count)`,
  es: `${words.es} (mode=count)`,
  de: `${words.de} (mode=count)`,
  fr: `${words.fr} (mode=count)`,
  'pt-br': `${words['pt-br']} (mode=count)`,
  'zh-cn': `${words['zh-cn']}（mode=count）`,
})

function needed(value: string | undefined, param: string, mode: string): string {
  const text = optionalText(value)
  if (text === undefined) throw new OperationError('BUSINESS_MODE_PARAM', { param, mode })
  return text
}

export default defineOperation({
  category: 'datetime',
  name: 'business-days',
  input: 'query',
  summary: 'Count the business days between two dates, or find the date a number of business days later, skipping weekends and holidays',
  description: 'mode=count (the default) counts over the days after from through to (1 to 31 January is 30 calendar days): business_days, calendar_days, weekend_days, and holidays_excluded, the holidays that fell on a would-be business day. '
    + 'When to is before from, every count is negative. '
    + 'mode=add gives date, the day that many business days after date (before it when days is negative; 0 gives date itself). '
    + 'weekend lists the weekend days (default sat,sun; fri,sat or sun alone for other calendars, none for no weekend); holidays is a comma-separated list of YYYY-MM-DD dates. '
    + `Spans of at most ${MAX_SPAN_DAYS} days (100 years); days from -${MAX_ADD_DAYS} to ${MAX_ADD_DAYS}; at most ${MAX_HOLIDAYS} holidays. Counts are made a week at a time, never day by day.`,
  params: z.object({
    mode: z.enum(['count', 'add']).default('count').describe('count (default): count between from and to; add: move date by days business days'),
    from: z.string().max(DATE_TEXT_MAX).optional().describe('mode=count: the start date, such as 2025-01-01 (not counted itself)'),
    to: z.string().max(DATE_TEXT_MAX).optional().describe('mode=count: the end date, such as 2025-01-31 (counted)'),
    date: z.string().max(DATE_TEXT_MAX).optional().describe('mode=add: the start date, such as 2025-01-01'),
    days: z.number().int().min(-MAX_ADD_DAYS).max(MAX_ADD_DAYS).optional().describe('mode=add: how many business days to move, negative to go back'),
    holidays: z.string().max(12 * MAX_HOLIDAYS).optional().describe('Holidays: YYYY-MM-DD dates separated by commas, such as 2025-01-01,2025-12-25'),
    weekend: z.string().max(100).optional().describe('Weekend days: mon, tue, wed, thu, fri, sat, sun separated by commas (default sat,sun), or none'),
  }),
  result: z.object({
    mode: z.enum(['count', 'add']).apply(described, {
      en: 'What was computed',
      es: 'Qué se calculó',
      de: 'Was berechnet wurde',
      fr: 'Ce qui a été calculé',
      'pt-br': 'O que foi calculado',
      'zh-cn': '计算的内容',
    }),
    business_days: count({
      en: 'Business days after from through to',
      es: 'Días hábiles después de from hasta to inclusive',
      de: 'Arbeitstage nach from bis einschließlich to',
      fr: 'Jours ouvrés après from jusqu\'à to inclus',
      'pt-br': 'Dias úteis depois de from até to, inclusive',
      'zh-cn': 'from 之后直至 to（含）的工作日数',
    }),
    calendar_days: count({
      en: 'Calendar days after from through to',
      es: 'Días naturales después de from hasta to inclusive',
      de: 'Kalendertage nach from bis einschließlich to',
      fr: 'Jours calendaires après from jusqu\'à to inclus',
      'pt-br': 'Dias corridos depois de from até to, inclusive',
      'zh-cn': 'from 之后直至 to（含）的日历天数',
    }),
    weekend_days: count({
      en: 'Weekend days among them',
      es: 'Días de fin de semana entre ellos',
      de: 'Wochenendtage darunter',
      fr: 'Jours de week-end parmi eux',
      'pt-br': 'Dias de fim de semana entre eles',
      'zh-cn': '其中的周末天数',
    }),
    holidays_excluded: count({
      en: 'Holidays among them that fell on a would-be business day',
      es: 'Festivos entre ellos que cayeron en un día que habría sido hábil',
      de: 'Feiertage darunter, die auf einen sonst regulären Arbeitstag fielen',
      fr: 'Jours fériés parmi eux tombés un jour qui aurait été ouvré',
      'pt-br': 'Feriados entre eles que caíram em um dia que seria útil',
      'zh-cn': '其中落在原本为工作日的节假日数',
    }),
    date: z.string().optional().apply(described, {
      en: 'The resulting business day, YYYY-MM-DD (mode=add)',
      es: 'El día hábil resultante, YYYY-MM-DD (mode=add)',
      de: 'Der resultierende Arbeitstag, YYYY-MM-DD (mode=add)',
      fr: 'Le jour ouvré obtenu, YYYY-MM-DD (mode=add)',
      'pt-br': 'O dia útil resultante, YYYY-MM-DD (mode=add)',
      'zh-cn': '得出的工作日，格式为 YYYY-MM-DD（mode=add）',
    }),
    weekend: z.array(z.enum(WEEKDAY_NAMES)).apply(described, {
      en: 'The weekend days used',
      es: 'Los días de fin de semana usados',
      de: 'Die verwendeten Wochenendtage',
      fr: 'Les jours de week-end utilisés',
      'pt-br': 'Os dias de fim de semana usados',
      'zh-cn': '所用的周末日',
    }),
  }),
  chain: { gives: 'result.business_days' },
  examples: [
    { title: 'January 2025', params: { from: '2025-01-01', to: '2025-01-31' }, result: { business_days: 22, calendar_days: 30, weekend_days: 8, holidays_excluded: 0 } },
    { title: 'With a holiday', params: { from: '2025-01-01', to: '2025-01-31', holidays: '2025-01-06' }, result: { business_days: 21, holidays_excluded: 1 } },
    { title: 'Ten business days later', params: { mode: 'add', date: '2025-01-03', days: 10 }, result: { date: '2025-01-17' } },
  ],
  run: async ({ mode, from, to, date, days, holidays, weekend }) => {
    const weekendDays = readWeekend(weekend)
    const cal = calendarOf(weekendDays, readHolidays(holidays))
    const weekendNames = WEEKDAY_NAMES.filter((_, i) => weekendDays.has(i + 1))
    if (mode === 'add') {
      const start = await readCalendarDay(needed(date, 'date', mode), 'date')
      if (days === undefined) throw new OperationError('BUSINESS_MODE_PARAM', { param: 'days', mode })
      return { mode, date: isoDate(civilDate(addBusinessDays(cal, start, days))), weekend: weekendNames }
    }
    const a = await readCalendarDay(needed(from, 'from', mode), 'from')
    const b = await readCalendarDay(needed(to, 'to', mode), 'to')
    return { mode, ...countBusinessDays(cal, a, b), weekend: weekendNames }
  },
  es: {
    summary: 'Cuenta los días hábiles entre dos fechas, o halla la fecha que cae un número de días hábiles después, sin contar fines de semana ni festivos',
    description: `mode=count (por defecto) cuenta los días posteriores a from hasta to inclusive (del 1 al 31 de enero son 30 días naturales): business_days, calendar_days, weekend_days, y holidays_excluded, los festivos que cayeron en un día que habría sido hábil. Cuando to es anterior a from, todas las cuentas son negativas. mode=add da date, el día que cae ese número de días hábiles después de date (antes si days es negativo; 0 da la propia date). weekend enumera los días de fin de semana (por defecto sat,sun; fri,sat o solo sun para otros calendarios, none para ninguno); holidays es una lista de fechas YYYY-MM-DD separadas por comas. Intervalos de como máximo ${MAX_SPAN_DAYS} días (100 años); days de -${MAX_ADD_DAYS} a ${MAX_ADD_DAYS}; como máximo ${MAX_HOLIDAYS} festivos. Las cuentas se hacen semana a semana, nunca día a día.`,
    params: {
      mode: 'count (por defecto): cuenta entre from y to; add: desplaza date en days días hábiles',
      from: 'mode=count: la fecha de inicio, como 2025-01-01 (no se cuenta)',
      to: 'mode=count: la fecha final, como 2025-01-31 (se cuenta)',
      date: 'mode=add: la fecha de inicio, como 2025-01-01',
      days: 'mode=add: cuántos días hábiles desplazarse, negativo para retroceder',
      holidays: 'Festivos: fechas YYYY-MM-DD separadas por comas, como 2025-01-01,2025-12-25',
      weekend: 'Días de fin de semana: mon, tue, wed, thu, fri, sat, sun separados por comas (por defecto sat,sun), o none',
    },
  },
  de: {
    summary: 'Zählt die Arbeitstage zwischen zwei Daten oder ermittelt das Datum eine bestimmte Anzahl von Arbeitstagen später, ohne Wochenenden und Feiertage',
    description: `mode=count (Standard) zählt die Tage nach from bis einschließlich to (vom 1. bis 31. Januar sind es 30 Kalendertage): business_days, calendar_days, weekend_days und holidays_excluded, die Feiertage, die auf einen sonst regulären Arbeitstag fielen. Liegt to vor from, sind alle Zählungen negativ. mode=add liefert date, den Tag, der so viele Arbeitstage nach date liegt (davor, wenn days negativ ist; 0 liefert date selbst). weekend listet die Wochenendtage auf (Standard: sat,sun; fri,sat oder nur sun für andere Kalender, none für kein Wochenende); holidays ist eine durch Kommas getrennte Liste von Daten im Format YYYY-MM-DD. Zeiträume von höchstens ${MAX_SPAN_DAYS} Tagen (100 Jahre); days von -${MAX_ADD_DAYS} bis ${MAX_ADD_DAYS}; höchstens ${MAX_HOLIDAYS} Feiertage. Gezählt wird wochenweise, nie Tag für Tag.`,
    params: {
      mode: 'count (Standard): zwischen from und to zählen; add: date um days Arbeitstage verschieben',
      from: 'mode=count: das Startdatum, etwa 2025-01-01 (wird selbst nicht mitgezählt)',
      to: 'mode=count: das Enddatum, etwa 2025-01-31 (wird mitgezählt)',
      date: 'mode=add: das Startdatum, etwa 2025-01-01',
      days: 'mode=add: um wie viele Arbeitstage verschoben wird, negativ für rückwärts',
      holidays: 'Feiertage: durch Kommas getrennte Daten im Format YYYY-MM-DD, etwa 2025-01-01,2025-12-25',
      weekend: 'Wochenendtage: mon, tue, wed, thu, fri, sat, sun durch Kommas getrennt (Standard: sat,sun) oder none',
    },
  },
  fr: {
    summary: 'Compte les jours ouvrés entre deux dates, ou trouve la date située un nombre donné de jours ouvrés plus tard, sans compter les week-ends ni les jours fériés',
    description: `mode=count (par défaut) compte les jours situés après from jusqu'à to inclus (du 1er au 31 janvier, il y a 30 jours calendaires)\u00a0: business_days, calendar_days, weekend_days et holidays_excluded, les jours fériés tombés un jour qui aurait été ouvré. Lorsque to est antérieure à from, tous les comptes sont négatifs. mode=add renvoie date, le jour situé ce nombre de jours ouvrés après date (avant si days est négatif\u00a0; 0 renvoie date elle-même). weekend liste les jours de week-end (par défaut sat,sun\u00a0; fri,sat ou sun seul pour d'autres calendriers, none pour aucun)\u00a0; holidays est une liste de dates YYYY-MM-DD séparées par des virgules. Périodes de ${MAX_SPAN_DAYS} jours au plus (100 ans)\u00a0; days de -${MAX_ADD_DAYS} à ${MAX_ADD_DAYS}\u00a0; ${MAX_HOLIDAYS} jours fériés au plus. Le comptage se fait semaine par semaine, jamais jour par jour.`,
    params: {
      mode: 'count (par défaut)\u00a0: compte entre from et to\u00a0; add\u00a0: décale date de days jours ouvrés',
      from: 'mode=count\u00a0: la date de début, par exemple 2025-01-01 (non comptée)',
      to: 'mode=count\u00a0: la date de fin, par exemple 2025-01-31 (comptée)',
      date: 'mode=add\u00a0: la date de début, par exemple 2025-01-01',
      days: 'mode=add\u00a0: de combien de jours ouvrés décaler date, négatif pour reculer',
      holidays: 'Jours fériés\u00a0: dates YYYY-MM-DD séparées par des virgules, par exemple 2025-01-01,2025-12-25',
      weekend: 'Jours de week-end\u00a0: mon, tue, wed, thu, fri, sat, sun séparés par des virgules (par défaut sat,sun), ou none',
    },
  },
  'pt-br': {
    summary: 'Conta os dias úteis entre duas datas ou encontra a data que cai um número de dias úteis depois, sem contar fins de semana e feriados',
    description: `mode=count (padrão) conta os dias posteriores a from até to, inclusive (de 1 a 31 de janeiro são 30 dias corridos): business_days, calendar_days, weekend_days e holidays_excluded, os feriados que caíram em um dia que seria útil. Quando to é anterior a from, todas as contagens são negativas. mode=add retorna date, o dia que cai esse número de dias úteis depois de date (antes, se days for negativo; 0 retorna a própria date). weekend lista os dias de fim de semana (por padrão sat,sun; fri,sat ou só sun para outros calendários, none para nenhum); holidays é uma lista de datas YYYY-MM-DD separadas por vírgulas. Intervalos de no máximo ${MAX_SPAN_DAYS} dias (100 anos); days de -${MAX_ADD_DAYS} a ${MAX_ADD_DAYS}; no máximo ${MAX_HOLIDAYS} feriados. As contagens são feitas semana a semana, nunca dia a dia.`,
    params: {
      mode: 'count (padrão): conta entre from e to; add: desloca date em days dias úteis',
      from: 'mode=count: a data de início, como 2025-01-01 (não é contada)',
      to: 'mode=count: a data final, como 2025-01-31 (é contada)',
      date: 'mode=add: a data de início, como 2025-01-01',
      days: 'mode=add: quantos dias úteis deslocar; negativo para voltar',
      holidays: 'Feriados: datas YYYY-MM-DD separadas por vírgulas, como 2025-01-01,2025-12-25',
      weekend: 'Dias de fim de semana: mon, tue, wed, thu, fri, sat, sun separados por vírgulas (por padrão sat,sun), ou none',
    },
  },
  'zh-cn': {
    summary: '计算两个日期之间的工作日数，或求出若干个工作日之后的日期，跳过周末和节假日',
    description: `mode=count（默认）统计 from 之后直至 to（含）的天数（1 月 1 日至 31 日为 30 个日历日）：business_days、calendar_days、weekend_days，以及 holidays_excluded，即落在原本为工作日的节假日数。若 to 早于 from，所有计数均为负数。mode=add 返回 date，即 date 之后相应个工作日的那一天（days 为负数时为之前；为 0 时返回 date 本身）。weekend 列出周末日（默认为 sat,sun；其他日历可用 fri,sat 或仅 sun，none 表示没有周末）；holidays 为以逗号分隔的 YYYY-MM-DD 日期列表。时间跨度最多 ${MAX_SPAN_DAYS} 天（100 年）；days 的范围为 -${MAX_ADD_DAYS} 至 ${MAX_ADD_DAYS}；节假日最多 ${MAX_HOLIDAYS} 个。计数按周进行，而不是逐日计算。`,
    params: {
      mode: 'count（默认）：统计 from 与 to 之间的工作日；add：将 date 移动 days 个工作日',
      from: 'mode=count：开始日期，例如 2025-01-01（本身不计入）',
      to: 'mode=count：结束日期，例如 2025-01-31（计入）',
      date: 'mode=add：开始日期，例如 2025-01-01',
      days: 'mode=add：要移动的工作日数，负数表示往前移',
      holidays: '节假日：以逗号分隔的 YYYY-MM-DD 日期，例如 2025-01-01,2025-12-25',
      weekend: '周末日：以逗号分隔的 mon、tue、wed、thu、fri、sat、sun（默认为 sat,sun），或 none',
    },
  },
})
