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
    birthdate: z.iso.date().apply(described, {
      en: 'The date of birth, YYYY-MM-DD',
      es: 'La fecha de nacimiento, YYYY-MM-DD',
      de: 'Das Geburtsdatum, YYYY-MM-DD',
      fr: 'La date de naissance, YYYY-MM-DD',
      'pt-br': 'A data de nascimento, YYYY-MM-DD',
      'zh-cn': '出生日期，YYYY-MM-DD',
    }),
    at: z.iso.date().apply(described, {
      en: 'The date the age was counted on, YYYY-MM-DD: today in UTC when at was not given',
      es: 'La fecha en la que se calculó la edad, YYYY-MM-DD: hoy en UTC cuando no se indicó at',
      de: 'Das Datum, zu dem das Alter berechnet wurde, YYYY-MM-DD: heute in UTC, wenn at nicht angegeben wurde',
      fr: 'La date à laquelle l\'âge a été calculé, YYYY-MM-DD\u00a0: aujourd\'hui en UTC si at n\'a pas été indiqué',
      'pt-br': 'A data em que a idade foi calculada, YYYY-MM-DD: hoje em UTC quando at não foi informado',
      'zh-cn': '计算年龄所用的日期，YYYY-MM-DD；未指定 at 时为 UTC 的今天',
    }),
  }), {
    years: z.number().int().min(0).apply(described, {
      en: 'Whole calendar years from birthdate to at',
      es: 'Años naturales completos de birthdate a at',
      de: 'Volle Kalenderjahre von birthdate bis at',
      fr: 'Années civiles entières de birthdate à at',
      'pt-br': 'Anos civis completos de birthdate até at',
      'zh-cn': '从 birthdate 到 at 的完整日历年数',
    }),
    months: z.number().int().min(0).max(11).apply(described, {
      en: 'Whole calendar months after the whole years, 0 to 11',
      es: 'Meses naturales completos tras los años completos, de 0 a 11',
      de: 'Volle Kalendermonate nach den vollen Jahren, 0 bis 11',
      fr: 'Mois civils entiers après les années entières, de 0 à 11',
      'pt-br': 'Meses civis completos após os anos completos, de 0 a 11',
      'zh-cn': '完整年数之后的完整日历月数，0 到 11',
    }),
    days: z.number().int().min(0).apply(described, {
      en: 'Days left over after the whole months, fewer than a month',
      es: 'Días que quedan tras los meses completos, menos de un mes',
      de: 'Nach den vollen Monaten verbleibende Tage, weniger als ein Monat',
      fr: 'Jours restants après les mois entiers, moins d\'un mois',
      'pt-br': 'Dias restantes após os meses completos, menos de um mês',
      'zh-cn': '完整月数之后剩余的天数，不足一个月',
    }),
    total_months: z.number().int().min(0).apply(described, {
      en: 'Whole calendar months from birthdate to at',
      es: 'Meses naturales completos de birthdate a at',
      de: 'Volle Kalendermonate von birthdate bis at',
      fr: 'Mois civils entiers de birthdate à at',
      'pt-br': 'Meses civis completos de birthdate até at',
      'zh-cn': '从 birthdate 到 at 的完整日历月数',
    }),
    total_days: z.number().int().min(0).apply(described, {
      en: 'Days from birthdate to at',
      es: 'Días de birthdate a at',
      de: 'Tage von birthdate bis at',
      fr: 'Jours de birthdate à at',
      'pt-br': 'Dias de birthdate até at',
      'zh-cn': '从 birthdate 到 at 的天数',
    }),
    next_birthday: z.string().apply(described, {
      en: 'The next anniversary of birthdate on or after at, YYYY-MM-DD (28 February for a 29 February birthday in a common year)',
      es: 'El próximo aniversario de birthdate en at o después, YYYY-MM-DD (28 de febrero para un nacimiento el 29 de febrero en un año no bisiesto)',
      de: 'Der nächste Jahrestag von birthdate am oder nach at, YYYY-MM-DD (28. Februar für einen Geburtstag am 29. Februar in einem Nicht-Schaltjahr)',
      fr: 'Le prochain anniversaire de birthdate à la date at ou après, YYYY-MM-DD (le 28 février pour une naissance un 29 février, les années non bissextiles)',
      'pt-br': 'O próximo aniversário de birthdate em at ou depois, YYYY-MM-DD (28 de fevereiro para quem nasceu em 29 de fevereiro, em ano não bissexto)',
      'zh-cn': 'at 当天或之后 birthdate 的下一个周年日，YYYY-MM-DD（2 月 29 日出生者在平年为 2 月 28 日）',
    }),
    next_age: z.number().int().min(1).apply(described, {
      en: 'The age reached on next_birthday, in years',
      es: 'La edad que se cumple en next_birthday, en años',
      de: 'Das an next_birthday erreichte Alter, in Jahren',
      fr: 'L\'âge atteint à la date next_birthday, en années',
      'pt-br': 'A idade completada em next_birthday, em anos',
      'zh-cn': '在 next_birthday 当天达到的年龄，以年计',
    }),
    days_until_next_birthday: z.number().int().min(0).apply(described, {
      en: 'Days from at to next_birthday; 0 on the birthday itself',
      es: 'Días de at a next_birthday; 0 el mismo día del cumpleaños',
      de: 'Tage von at bis next_birthday; 0 am Geburtstag selbst',
      fr: 'Jours de at à next_birthday\u00a0; 0 le jour même de l\'anniversaire',
      'pt-br': 'Dias de at até next_birthday; 0 no próprio dia do aniversário',
      'zh-cn': '从 at 到 next_birthday 的天数；生日当天为 0',
    }),
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
  de: {
    summary: 'Alter in Jahren, Monaten und Tagen zu einem Datum und der nächste Geburtstag',
    description: 'Rechnet mit Kalenderdaten (proleptischer gregorianischer Kalender, ohne Uhrzeit, sodass keine Zeitzone das Ergebnis verschieben kann): years und months sind die vollen Kalenderjahre und -monate von birthdate bis at, days die verbleibenden Tage. at ist standardmäßig das heutige Datum in UTC. Fällt ein Jahrestag auf einen Tag, den sein Monat nicht hat, rückt er auf den letzten Tag dieses Monats: Ein Geburtstag am 29. Februar fällt in Nicht-Schaltjahren auf den 28. Februar (und der 31. Januar plus ein Monat ist das Ende des Februars). next_birthday ist der nächste Jahrestag am oder nach at (days_until_next_birthday ist am Geburtstag selbst 0), next_age das an diesem Tag erreichte Alter. Ein birthdate nach at wird abgelehnt.',
    params: {
      birthdate: 'Geburtsdatum, YYYY-MM-DD',
      at: 'Datum, zu dem das Alter berechnet wird, YYYY-MM-DD; standardmäßig heute (UTC)',
    },
  },
  fr: {
    summary: 'Âge en années, mois et jours à une date donnée, et prochain anniversaire',
    description: 'Calcule sur des dates du calendrier (grégorien proleptique, sans heure, si bien qu\'aucun fuseau horaire ne peut décaler le résultat)\u00a0: years et months sont les années et mois civils entiers de birthdate à at, days les jours restants. at vaut par défaut la date du jour en UTC. Un anniversaire qui tombe un jour que son mois n\'a pas est reporté au dernier jour de ce mois\u00a0: un anniversaire le 29 février tombe le 28 février les années non bissextiles (et le 31 janvier plus un mois correspond à la fin février). next_birthday est le prochain anniversaire à la date at ou après (days_until_next_birthday vaut 0 le jour même de l\'anniversaire), next_age l\'âge atteint ce jour-là. Une birthdate postérieure à at est refusée.',
    params: {
      birthdate: 'Date de naissance, YYYY-MM-DD',
      at: 'Date à laquelle calculer l\'âge, YYYY-MM-DD\u00a0; par défaut, aujourd\'hui (UTC)',
    },
  },
  'pt-br': {
    summary: 'Idade em anos, meses e dias em uma data e o próximo aniversário',
    description: 'Conta datas do calendário (gregoriano proléptico, sem hora do dia, de modo que nenhum fuso horário pode alterar o resultado): years e months são os anos e meses civis completos de birthdate até at, e days os dias restantes. Por padrão, at é a data de hoje em UTC. Um aniversário em um dia que o mês não tem passa para o último dia desse mês: um aniversário em 29 de fevereiro cai em 28 de fevereiro nos anos não bissextos (e 31 de janeiro mais um mês é o fim de fevereiro). next_birthday é o próximo aniversário em at ou depois (days_until_next_birthday é 0 no próprio dia do aniversário), e next_age a idade completada nesse dia. Uma birthdate posterior a at é recusada.',
    params: {
      birthdate: 'Data de nascimento, YYYY-MM-DD',
      at: 'Data em que a idade é calculada, YYYY-MM-DD; padrão: hoje (UTC)',
    },
  },
  'zh-cn': {
    summary: '某一日期的年龄（年、月、日）及下一个生日',
    description: '按日历日期计算（外推格里高利历，不含时刻，因此任何时区都不会改变结果）：years 和 months 是从 birthdate 到 at 的完整日历年数和月数，days 是剩余的天数。at 默认为 UTC 的今天。若周年日落在该月没有的日期，则改为该月的最后一天：2 月 29 日出生者在平年于 2 月 28 日过生日（1 月 31 日加一个月即为 2 月底）。next_birthday 是 at 当天或之后的下一个周年日（生日当天 days_until_next_birthday 为 0），next_age 是当天达到的年龄。birthdate 晚于 at 时将被拒绝。',
    params: {
      birthdate: '出生日期，YYYY-MM-DD',
      at: '计算年龄的日期，YYYY-MM-DD；默认为今天（UTC）',
    },
  },
})
