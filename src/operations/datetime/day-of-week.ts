import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { dateParams, readDate, readOptions, requiredText, weekdayName } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'day-of-week',
  input: 'query',
  summary: 'The day of the week of a date, by name and number',
  description: 'day_name is in English and day_name_localized in the call language (lunes, martes... under /es). '
    + 'iso_weekday numbers the days ISO 8601 style, 1 = Monday to 7 = Sunday; js_weekday as JavaScript\'s Date.getDay() does, 0 = Sunday to 6 = Saturday. '
    + 'is_weekend is true on Saturday and Sunday; day_of_year counts from 1 on 1 January. '
    + 'date is read as to-timestamp reads it; a date alone is that calendar date whatever the zone, and a date and time with an offset counts on its own calendar unless `timezone` is given.',
  params: z.object({
    date: dateParams.date('The date, such as 2024-03-10, or a phrase such as "next friday"'),
    timezone: dateParams.timezone(en.dates.timezone('Zone that decides the calendar date of an instant and of phrases such as "tomorrow"')),
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
    day_name: z.string().apply(described, {
      en: 'Name of the day of the week, in English',
      es: 'Nombre del día de la semana, en inglés',
      de: 'Name des Wochentags, auf Englisch',
      fr: 'Nom du jour de la semaine, en anglais',
      'pt-br': 'Nome do dia da semana, em inglês',
      'zh-cn': '星期几的名称（英文）',
    }),
    day_name_localized: z.string().apply(described, {
      en: 'Name of the day of the week in the call language',
      es: 'Nombre del día de la semana en el idioma de la llamada',
      de: 'Name des Wochentags in der Sprache des Aufrufs',
      fr: 'Nom du jour de la semaine dans la langue de l\'appel',
      'pt-br': 'Nome do dia da semana no idioma da chamada',
      'zh-cn': '星期几的名称（使用调用的语言）',
    }),
    language: z.string().apply(described, {
      en: 'The call language of day_name_localized, such as en or es',
      es: 'El idioma de la llamada de day_name_localized, como en o es',
      de: 'Die Sprache des Aufrufs, in der day_name_localized steht, etwa en oder de',
      fr: 'La langue de l\'appel, celle de day_name_localized, par exemple en ou fr',
      'pt-br': 'O idioma da chamada, usado em day_name_localized, como en ou pt-br',
      'zh-cn': '调用的语言，即 day_name_localized 所用的语言，例如 en 或 zh-cn',
    }),
    iso_weekday: z.number().int().min(1).max(7).apply(described, {
      en: 'ISO 8601 day number: 1 = Monday to 7 = Sunday',
      es: 'Número del día según ISO 8601: de 1 = lunes a 7 = domingo',
      de: 'Tagesnummer nach ISO 8601: 1 = Montag bis 7 = Sonntag',
      fr: 'Numéro du jour selon ISO 8601\u00a0: de 1 = lundi à 7 = dimanche',
      'pt-br': 'Número do dia segundo a ISO 8601: de 1 = segunda-feira a 7 = domingo',
      'zh-cn': 'ISO 8601 星期编号：1 = 星期一至 7 = 星期日',
    }),
    js_weekday: z.number().int().min(0).max(6).apply(described, {
      en: 'JavaScript Date.getDay() number: 0 = Sunday to 6 = Saturday',
      es: 'Número según Date.getDay() de JavaScript: de 0 = domingo a 6 = sábado',
      de: 'Nummer nach Date.getDay() in JavaScript: 0 = Sonntag bis 6 = Samstag',
      fr: 'Numéro selon Date.getDay() de JavaScript\u00a0: de 0 = dimanche à 6 = samedi',
      'pt-br': 'Número segundo Date.getDay() do JavaScript: de 0 = domingo a 6 = sábado',
      'zh-cn': 'JavaScript Date.getDay() 编号：0 = 星期日至 6 = 星期六',
    }),
    is_weekend: z.boolean().apply(described, {
      en: 'Whether the day is a Saturday or a Sunday',
      es: 'Si el día es sábado o domingo',
      de: 'Ob der Tag ein Samstag oder Sonntag ist',
      fr: 'Indique si le jour est un samedi ou un dimanche',
      'pt-br': 'Se o dia é um sábado ou um domingo',
      'zh-cn': '该日是否为星期六或星期日',
    }),
    day_of_year: z.number().int().min(1).max(366).apply(described, {
      en: 'Day of the year, from 1 on 1 January',
      es: 'Día del año, desde 1 el 1 de enero',
      de: 'Tag des Jahres, ab 1 am 1. Januar',
      fr: 'Jour de l\'année, à partir de 1 le 1er janvier',
      'pt-br': 'Dia do ano, a partir de 1 em 1º de janeiro',
      'zh-cn': '一年中的第几天，1 月 1 日为 1',
    }),
  }),
  chain: { gives: 'result.day_name' },
  examples: [
    { title: 'A Sunday', params: { date: '2024-03-10' }, result: { date: '2024-03-10', day_name: 'Sunday', iso_weekday: 7, js_weekday: 0, is_weekend: true, day_of_year: 70 } },
    { title: 'A leap day', params: { date: '2024-02-29' }, result: { day_name: 'Thursday', iso_weekday: 4, js_weekday: 4, is_weekend: false } },
  ],
  run: async ({ date, timezone }, ctx) => {
    const dt = (await readDate(requiredText(date, 'date'), readOptions('date', timezone))).dt
    return {
      date: dt.toISODate()!,
      day_name: weekdayName(dt.weekday, 'en'),
      day_name_localized: weekdayName(dt.weekday, ctx.lang),
      language: ctx.lang,
      iso_weekday: dt.weekday,
      js_weekday: dt.weekday % 7,
      is_weekend: dt.weekday >= 6,
      day_of_year: dt.ordinal,
    }
  },
  es: {
    summary: 'El día de la semana de una fecha, por nombre y por número',
    description: 'day_name está en inglés y day_name_localized en el idioma de la llamada (lunes, martes... con /es). iso_weekday numera los días al estilo ISO 8601, de 1 = lunes a 7 = domingo; js_weekday como lo hace Date.getDay() de JavaScript, de 0 = domingo a 6 = sábado. is_weekend es true el sábado y el domingo; day_of_year cuenta desde 1 el 1 de enero. date se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2024-03-10, o una frase como "next friday"',
      timezone: es.dates.timezone('Zona que decide la fecha del calendario de un instante y de frases como "tomorrow"'),
    },
  },
  de: {
    summary: 'Der Wochentag eines Datums, als Name und als Nummer',
    description: 'day_name ist auf Englisch und day_name_localized in der Sprache des Aufrufs (Montag, Dienstag... unter /de). iso_weekday nummeriert die Tage nach ISO 8601, von 1 = Montag bis 7 = Sonntag; js_weekday so wie Date.getDay() in JavaScript, von 0 = Sonntag bis 6 = Samstag. is_weekend ist am Samstag und Sonntag true; day_of_year zählt ab 1 am 1. Januar. date wird so gelesen, wie to-timestamp es liest; ein reines Datum ist unabhängig von der Zeitzone genau dieses Kalenderdatum, und ein Datum mit Uhrzeit und Offset zählt in seinem eigenen Kalender, sofern nicht `timezone` angegeben ist.',
    params: {
      date: 'Das Datum, etwa 2024-03-10, oder ein Ausdruck wie "next friday"',
      timezone: de.dates.timezone('Zeitzone, die das Kalenderdatum eines Zeitpunkts und von Ausdrücken wie "tomorrow" bestimmt'),
    },
  },
  fr: {
    summary: 'Le jour de la semaine d\'une date, par son nom et son numéro',
    description: 'day_name est en anglais et day_name_localized dans la langue de l\'appel (lundi, mardi... sous /fr). iso_weekday numérote les jours selon ISO 8601, de 1 = lundi à 7 = dimanche\u00a0; js_weekday comme le fait Date.getDay() en JavaScript, de 0 = dimanche à 6 = samedi. is_weekend vaut true le samedi et le dimanche\u00a0; day_of_year compte à partir de 1 le 1er janvier. date est lue comme la lit to-timestamp\u00a0; une date seule est cette date du calendrier, quel que soit le fuseau horaire, et une date avec heure et décalage compte dans son propre calendrier, sauf si `timezone` est indiqué.',
    params: {
      date: 'La date, par exemple 2024-03-10, ou une expression comme "next friday"',
      timezone: fr.dates.timezone('Fuseau horaire qui détermine la date du calendrier d\'un instant et d\'expressions comme "tomorrow"'),
    },
  },
  'pt-br': {
    summary: 'O dia da semana de uma data, por nome e por número',
    description: 'day_name está em inglês e day_name_localized no idioma da chamada (segunda-feira, terça-feira... em /pt-br). iso_weekday numera os dias no estilo ISO 8601, de 1 = segunda-feira a 7 = domingo; js_weekday, como Date.getDay() do JavaScript, de 0 = domingo a 6 = sábado. is_weekend é true no sábado e no domingo; day_of_year conta a partir de 1 em 1º de janeiro. date é lida da mesma forma que to-timestamp a lê; uma data isolada é essa data do calendário, seja qual for o fuso horário, e uma data e hora com deslocamento conta no seu próprio calendário, a menos que `timezone` seja informado.',
    params: {
      date: 'A data, como 2024-03-10, ou uma expressão como "next friday"',
      timezone: ptBr.dates.timezone('Fuso horário que determina a data do calendário de um instante e de expressões como "tomorrow"'),
    },
  },
  'zh-cn': {
    summary: '日期是星期几，给出名称和编号',
    description: 'day_name 为英文，day_name_localized 为调用的语言（在 /zh-cn 下为星期一、星期二……）。iso_weekday 按 ISO 8601 的方式为各天编号，1 = 星期一至 7 = 星期日；js_weekday 与 JavaScript 的 Date.getDay() 相同，0 = 星期日至 6 = 星期六。is_weekend 在星期六和星期日为 true；day_of_year 从 1 月 1 日（即 1）开始计数。date 的读取方式与 to-timestamp 相同；单独的日期无论在哪个时区都表示该日历日期，带偏移量的日期和时间则按其自身的日历计算，除非指定了 `timezone`。',
    params: {
      date: '日期，例如 2024-03-10，或 "next friday" 之类的短语',
      timezone: zhCn.dates.timezone('决定某一时刻以及 "tomorrow" 之类短语所对应日历日期的时区'),
    },
  },
})
