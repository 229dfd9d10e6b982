import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { dateParams, isoWeekFields, readDateOrToday, readOptions } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'week-number',
  input: 'query',
  summary: 'The ISO 8601 week number and week-year of a date',
  description: 'ISO 8601 weeks start on Monday and week 1 is the week with the year\'s first Thursday, so the first days of January can belong to the last week of the previous year and the last days of December to week 1 of the next: '
    + '2020-12-31 and 2021-01-03 are both in week 53 of 2020. week_year is that ISO week-numbering year, which can differ from the calendar year; weeks_in_year is 52 or 53. '
    + 'weekday is 1 (Monday) to 7 (Sunday); week_start and week_end are the Monday and Sunday of the week. '
    + 'date (default today in `timezone`, default UTC) is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.',
  params: z.object({
    date: dateParams.optionalDate('The date, such as 2020-12-31; default today'),
    timezone: dateParams.timezone(en.dates.timezone('Zone that decides what "today" is and the calendar date of an instant')),
  }),
  result: z.object({
    date: z.string().apply(described, {
      en: 'The calendar date, YYYY-MM-DD',
      es: 'La fecha del calendario, YYYY-MM-DD',
      de: 'Das Kalenderdatum, YYYY-MM-DD',
      fr: 'La date du calendrier, YYYY-MM-DD',
      'pt-br': 'A data do calendário, YYYY-MM-DD',
      'zh-cn': '日历日期，格式为 YYYY-MM-DD',
    }),
    week: z.number().int().min(1).max(53).apply(described, {
      en: 'The ISO 8601 week number, 1 to 53',
      es: 'El número de semana ISO 8601, de 1 a 53',
      de: 'Die Wochennummer nach ISO 8601, 1 bis 53',
      fr: 'Le numéro de semaine ISO 8601, de 1 à 53',
      'pt-br': 'O número da semana ISO 8601, de 1 a 53',
      'zh-cn': 'ISO 8601 周数，1 至 53',
    }),
    week_year: z.number().int().apply(described, {
      en: 'The ISO week-numbering year the week belongs to, which can differ from the calendar year',
      es: 'El año de numeración de semanas ISO al que pertenece la semana, que puede diferir del año natural',
      de: 'Das ISO-Wochenjahr, zu dem die Woche gehört; es kann vom Kalenderjahr abweichen',
      fr: 'L\'année de numérotation des semaines ISO à laquelle appartient la semaine, qui peut différer de l\'année civile',
      'pt-br': 'O ano de numeração de semanas ISO ao qual a semana pertence, que pode ser diferente do ano civil',
      'zh-cn': '该周所属的 ISO 周年，可能与日历年不同',
    }),
    weekday: z.number().int().min(1).max(7).apply(described, {
      en: 'Day of the week: 1 = Monday to 7 = Sunday',
      es: 'Día de la semana: de 1 = lunes a 7 = domingo',
      de: 'Wochentag: 1 = Montag bis 7 = Sonntag',
      fr: 'Jour de la semaine\u00a0: de 1 = lundi à 7 = dimanche',
      'pt-br': 'Dia da semana: de 1 = segunda-feira a 7 = domingo',
      'zh-cn': '星期几：1 = 星期一至 7 = 星期日',
    }),
    iso_week: z.string().apply(described, {
      en: 'The week in ISO 8601 form, such as 2020-W53',
      es: 'La semana en forma ISO 8601, como 2020-W53',
      de: 'Die Woche in ISO-8601-Form, etwa 2020-W53',
      fr: 'La semaine au format ISO 8601, par exemple 2020-W53',
      'pt-br': 'A semana na forma ISO 8601, como 2020-W53',
      'zh-cn': 'ISO 8601 形式的周，例如 2020-W53',
    }),
    iso_week_date: z.string().apply(described, {
      en: 'The ISO 8601 week date, such as 2020-W53-4',
      es: 'La fecha de semana ISO 8601, como 2020-W53-4',
      de: 'Das Wochendatum nach ISO 8601, etwa 2020-W53-4',
      fr: 'La date de semaine ISO 8601, par exemple 2020-W53-4',
      'pt-br': 'A data de semana ISO 8601, como 2020-W53-4',
      'zh-cn': 'ISO 8601 周日期，例如 2020-W53-4',
    }),
    weeks_in_year: z.number().int().min(52).max(53).apply(described, {
      en: 'Weeks in the week-numbering year: 52 or 53',
      es: 'Semanas del año de numeración de semanas: 52 o 53',
      de: 'Wochen im Wochenjahr: 52 oder 53',
      fr: 'Nombre de semaines de l\'année de numérotation des semaines\u00a0: 52 ou 53',
      'pt-br': 'Semanas do ano de numeração de semanas: 52 ou 53',
      'zh-cn': '该周年的周数：52 或 53',
    }),
    week_start: z.string().apply(described, {
      en: 'The Monday of the week, YYYY-MM-DD',
      es: 'El lunes de la semana, YYYY-MM-DD',
      de: 'Der Montag der Woche, YYYY-MM-DD',
      fr: 'Le lundi de la semaine, YYYY-MM-DD',
      'pt-br': 'A segunda-feira da semana, YYYY-MM-DD',
      'zh-cn': '该周的星期一，格式为 YYYY-MM-DD',
    }),
    week_end: z.string().apply(described, {
      en: 'The Sunday of the week, YYYY-MM-DD',
      es: 'El domingo de la semana, YYYY-MM-DD',
      de: 'Der Sonntag der Woche, YYYY-MM-DD',
      fr: 'Le dimanche de la semaine, YYYY-MM-DD',
      'pt-br': 'O domingo da semana, YYYY-MM-DD',
      'zh-cn': '该周的星期日，格式为 YYYY-MM-DD',
    }),
  }),
  chain: { gives: 'result.week' },
  examples: [
    {
      title: 'The last day of 2020 is in week 53',
      params: { date: '2020-12-31' },
      result: { date: '2020-12-31', week: 53, week_year: 2020, iso_week: '2020-W53', iso_week_date: '2020-W53-4', weekday: 4, weeks_in_year: 53, week_start: '2020-12-28', week_end: '2021-01-03' },
    },
    {
      title: 'The first Sunday of 2021 is still in week 53 of 2020',
      params: { date: '2021-01-03' },
      result: { date: '2021-01-03', week: 53, week_year: 2020, weekday: 7 },
    },
    { title: 'Today', params: {} },
  ],
  run: async ({ date, timezone }) => isoWeekFields((await readDateOrToday(date, readOptions('date', timezone))).dt),
  es: {
    summary: 'El número de semana ISO 8601 y el año de la semana de una fecha',
    description: 'Las semanas ISO 8601 empiezan en lunes y la semana 1 es la que contiene el primer jueves del año, así que los primeros días de enero pueden pertenecer a la última semana del año anterior y los últimos días de diciembre a la semana 1 del siguiente: 2020-12-31 y 2021-01-03 están ambos en la semana 53 de 2020. week_year es ese año de numeración de semanas ISO, que puede diferir del año natural; weeks_in_year es 52 o 53. weekday va de 1 (lunes) a 7 (domingo); week_start y week_end son el lunes y el domingo de la semana. date (por defecto hoy en `timezone`, por defecto UTC) se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2020-12-31; por defecto hoy',
      timezone: es.dates.timezone('Zona que decide qué día es "hoy" y la fecha del calendario de un instante'),
    },
  },
  de: {
    summary: 'Die ISO-8601-Kalenderwoche und das Wochenjahr eines Datums',
    description: 'ISO-8601-Wochen beginnen am Montag, und Woche 1 ist die Woche mit dem ersten Donnerstag des Jahres, sodass die ersten Januartage zur letzten Woche des Vorjahres und die letzten Dezembertage zur Woche 1 des Folgejahres gehören können: 2020-12-31 und 2021-01-03 liegen beide in Woche 53 von 2020. week_year ist dieses ISO-Wochenjahr, das vom Kalenderjahr abweichen kann; weeks_in_year ist 52 oder 53. weekday reicht von 1 (Montag) bis 7 (Sonntag); week_start und week_end sind Montag und Sonntag der Woche. date (Standard: heute in `timezone`, Standard: UTC) wird so gelesen, wie to-timestamp es liest; ein reines Datum ist unabhängig von der Zeitzone genau dieses Kalenderdatum, und ein Datum mit Uhrzeit und Offset zählt in seinem eigenen Kalender, sofern nicht `timezone` angegeben ist.',
    params: {
      date: 'Das Datum, etwa 2020-12-31; Standard: heute',
      timezone: de.dates.timezone('Zeitzone, die bestimmt, welcher Tag „heute“ ist und welches Kalenderdatum ein Zeitpunkt hat'),
    },
  },
  fr: {
    summary: 'Le numéro de semaine ISO 8601 et l\'année de semaine d\'une date',
    description: 'Les semaines ISO 8601 commencent le lundi et la semaine 1 est celle qui contient le premier jeudi de l\'année\u00a0: les premiers jours de janvier peuvent donc appartenir à la dernière semaine de l\'année précédente, et les derniers jours de décembre à la semaine 1 de l\'année suivante\u00a0; 2020-12-31 et 2021-01-03 sont ainsi tous deux dans la semaine 53 de 2020. week_year est cette année de numérotation des semaines ISO, qui peut différer de l\'année civile\u00a0; weeks_in_year vaut 52 ou 53. weekday va de 1 (lundi) à 7 (dimanche)\u00a0; week_start et week_end sont le lundi et le dimanche de la semaine. date (par défaut aujourd\'hui dans `timezone`, par défaut UTC) est lue comme la lit to-timestamp\u00a0; une date seule est cette date du calendrier, quel que soit le fuseau horaire, et une date avec heure et décalage compte dans son propre calendrier, sauf si `timezone` est indiqué.',
    params: {
      date: 'La date, par exemple 2020-12-31\u00a0; par défaut aujourd\'hui',
      timezone: fr.dates.timezone('Fuseau horaire qui détermine quel jour est « aujourd\'hui » et la date du calendrier d\'un instant'),
    },
  },
  'pt-br': {
    summary: 'O número da semana ISO 8601 e o ano da semana de uma data',
    description: 'As semanas ISO 8601 começam na segunda-feira, e a semana 1 é a que contém a primeira quinta-feira do ano; assim, os primeiros dias de janeiro podem pertencer à última semana do ano anterior, e os últimos dias de dezembro, à semana 1 do ano seguinte: 2020-12-31 e 2021-01-03 estão ambos na semana 53 de 2020. week_year é esse ano de numeração de semanas ISO, que pode ser diferente do ano civil; weeks_in_year é 52 ou 53. weekday vai de 1 (segunda-feira) a 7 (domingo); week_start e week_end são a segunda-feira e o domingo da semana. date (por padrão, hoje em `timezone`, que por padrão é UTC) é lida da mesma forma que to-timestamp a lê; uma data isolada é essa data do calendário, seja qual for o fuso horário, e uma data e hora com deslocamento conta no seu próprio calendário, a menos que `timezone` seja informado.',
    params: {
      date: 'A data, como 2020-12-31; por padrão, hoje',
      timezone: ptBr.dates.timezone('Fuso horário que determina qual dia é “hoje” e a data do calendário de um instante'),
    },
  },
  'zh-cn': {
    summary: '日期的 ISO 8601 周数和周年',
    description: 'ISO 8601 周从星期一开始，第 1 周是包含该年第一个星期四的那一周，因此一月的头几天可能属于上一年的最后一周，十二月的最后几天可能属于下一年的第 1 周：2020-12-31 和 2021-01-03 都在 2020 年的第 53 周。week_year 即该 ISO 周年，可能与日历年不同；weeks_in_year 为 52 或 53。weekday 为 1（星期一）至 7（星期日）；week_start 和 week_end 为该周的星期一和星期日。date（默认为 `timezone` 中的今天，`timezone` 默认为 UTC）的读取方式与 to-timestamp 相同；单独的日期无论在哪个时区都表示该日历日期，带偏移量的日期和时间则按其自身的日历计算，除非指定了 `timezone`。',
    params: {
      date: '日期，例如 2020-12-31；默认为今天',
      timezone: zhCn.dates.timezone('决定“今天”是哪一天以及某一时刻的日历日期的时区'),
    },
  },
})
