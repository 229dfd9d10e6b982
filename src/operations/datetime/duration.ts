import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DATE_TEXT_MAX, requiredText } from '../../lib/dates.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { durationParts, humanDuration, isoDuration, readDuration } from '../../lib/time/duration.ts'

export default defineOperation({
  category: 'datetime',
  name: 'duration',
  input: 'query',
  summary: 'Read a duration such as P1DT2H30M, 5400 or "1h 30m" and give it in seconds, ISO 8601, parts and words',
  description: 'value is an ISO 8601 duration (P1DT2H30M, PT36H, P2W, -PT1M), a number of seconds (5400, 90061.5), or counts with units ("1h 30m", "2 days 4 hours", "1 week, 3 days"; units weeks, days, hours, minutes, seconds, milliseconds or w, d, h, m, min, s, ms). '
    + 'A day is 24 hours and a week 7 days. Months and years have no fixed length: a value with them needs from, a start date, and is counted on the calendar from it (P1M from 2024-01-31 ends on 2024-02-29: 29 days). '
    + 'The answer gives the total in seconds (to the millisecond), the ISO 8601 form in days, hours, minutes and seconds, those parts, and the duration in words in the language of the call (/es/api/... answers in Spanish). '
    + 'A negative duration has negative seconds, a leading - in iso and in human, and positive parts.',
  params: z.object({
    value: z.string().max(DATE_TEXT_MAX).describe('The duration: P1DT2H30M, 5400 (seconds), "1h 30m" or "2 days 4 hours"'),
    from: z.string().max(DATE_TEXT_MAX).optional().describe('Start date for months and years, such as 2024-01-31 (needed only when value has them)'),
  }),
  result: z.object({
    seconds: z.number().apply(described, {
      en: 'The total, in seconds (negative for a negative duration)',
      es: 'El total, en segundos (negativo para una duración negativa)',
      de: 'Die Gesamtdauer in Sekunden (negativ bei einer negativen Dauer)',
      fr: 'Le total, en secondes (négatif pour une durée négative)',
      'pt-br': 'O total, em segundos (negativo para uma duração negativa)',
      'zh-cn': '总时长，以秒为单位（负时长时为负数）',
    }),
    iso: z.string().apply(described, {
      en: 'ISO 8601 duration in days, hours, minutes and seconds, such as P1DT2H30M',
      es: 'Duración ISO 8601 en días, horas, minutos y segundos, como P1DT2H30M',
      de: 'ISO-8601-Dauer in Tagen, Stunden, Minuten und Sekunden, etwa P1DT2H30M',
      fr: 'Durée ISO 8601 en jours, heures, minutes et secondes, par exemple P1DT2H30M',
      'pt-br': 'Duração ISO 8601 em dias, horas, minutos e segundos, como P1DT2H30M',
      'zh-cn': '以天、小时、分钟和秒表示的 ISO 8601 时长，例如 P1DT2H30M',
    }),
    parts: z.object({
      days: z.number().int().apply(described, {
        en: 'Whole days of 24 hours',
        es: 'Días enteros de 24 horas',
        de: 'Ganze Tage zu je 24 Stunden',
        fr: 'Jours entiers de 24 heures',
        'pt-br': 'Dias inteiros de 24 horas',
        'zh-cn': '整天数（每天 24 小时）',
      }),
      hours: z.number().int().apply(described, {
        en: 'Hours, 0 to 23',
        es: 'Horas, de 0 a 23',
        de: 'Stunden, 0 bis 23',
        fr: 'Heures, de 0 à 23',
        'pt-br': 'Horas, entre 0 e 23',
        'zh-cn': '小时数，0 至 23',
      }),
      minutes: z.number().int().apply(described, {
        en: 'Minutes, 0 to 59',
        es: 'Minutos, de 0 a 59',
        de: 'Minuten, 0 bis 59',
        fr: 'Minutes, de 0 à 59',
        'pt-br': 'Minutos, entre 0 e 59',
        'zh-cn': '分钟数，0 至 59',
      }),
      seconds: z.number().apply(described, {
        en: 'Seconds, 0 to less than 60, with milliseconds as decimals',
        es: 'Segundos, de 0 a menos de 60, con los milisegundos como decimales',
        de: 'Sekunden, 0 bis unter 60, mit den Millisekunden als Nachkommastellen',
        fr: 'Secondes, de 0 à moins de 60, avec les millisecondes en décimales',
        'pt-br': 'Segundos, de 0 a menos de 60, com os milissegundos como decimais',
        'zh-cn': '秒数，从 0 到小于 60，毫秒以小数表示',
      }),
    }).apply(described, {
      en: 'The duration broken into days, hours, minutes and seconds',
      es: 'La duración desglosada en días, horas, minutos y segundos',
      de: 'Die Dauer, aufgeteilt in Tage, Stunden, Minuten und Sekunden',
      fr: 'La durée décomposée en jours, heures, minutes et secondes',
      'pt-br': 'A duração dividida em dias, horas, minutos e segundos',
      'zh-cn': '拆分为天、小时、分钟和秒的时长',
    }),
    human: z.string().apply(described, {
      en: 'The duration in words, in the language of the call',
      es: 'La duración en palabras, en el idioma de la llamada',
      de: 'Die Dauer als Text, in der Sprache des Aufrufs',
      fr: 'La durée sous forme de texte, dans la langue de l\'appel',
      'pt-br': 'A duração em texto, no idioma da chamada',
      'zh-cn': '以文字表述的时长，使用调用的语言',
    }),
    from: z.string().optional().apply(described, {
      en: 'The start date, when months or years were counted from it',
      es: 'La fecha de inicio, cuando se contaron meses o años desde ella',
      de: 'Das Startdatum, wenn ab ihm Monate oder Jahre gezählt wurden',
      fr: 'La date de début, lorsque des mois ou des années ont été comptés à partir d\'elle',
      'pt-br': 'A data de início, quando meses ou anos foram contados a partir dela',
      'zh-cn': '开始日期（从该日期起计算了月或年时给出）',
    }),
    to: z.string().optional().apply(described, {
      en: 'The end date: from plus the duration',
      es: 'La fecha final: from más la duración',
      de: 'Das Enddatum: from plus die Dauer',
      fr: 'La date de fin\u00a0: from plus la durée',
      'pt-br': 'A data final: from mais a duração',
      'zh-cn': '结束日期：from 加上该时长',
    }),
  }),
  chain: { gives: 'result.seconds' },
  examples: [
    { title: 'An ISO 8601 duration', params: { value: 'P1DT2H30M' }, result: { seconds: 95400, iso: 'P1DT2H30M', parts: { days: 1, hours: 2, minutes: 30, seconds: 0 }, human: '1 day, 2 hours and 30 minutes' } },
    { title: 'Words', params: { value: '1h 30m' }, result: { seconds: 5400, iso: 'PT1H30M' } },
    { title: 'A month from a date', params: { value: 'P1M', from: '2024-01-31' }, result: { seconds: 2505600, iso: 'P29D', to: '2024-02-29T00:00:00Z' } },
  ],
  run: async ({ value, from }, ctx) => {
    const reading = await readDuration(requiredText(value, 'value'), optionalText(from))
    return {
      seconds: reading.seconds,
      iso: isoDuration(reading.seconds),
      parts: durationParts(reading.seconds),
      human: humanDuration(reading.seconds, ctx.lang),
      ...(reading.from === undefined ? {} : { from: reading.from, to: reading.to }),
    }
  },
  es: {
    summary: 'Lee una duración como P1DT2H30M, 5400 o "1h 30m" y la da en segundos, en ISO 8601, por partes y en palabras',
    description: 'value es una duración ISO 8601 (P1DT2H30M, PT36H, P2W, -PT1M), un número de segundos (5400, 90061.5) o cantidades con unidades en inglés ("1h 30m", "2 days 4 hours", "1 week, 3 days"; unidades weeks, days, hours, minutes, seconds, milliseconds o w, d, h, m, min, s, ms). Un día son 24 horas y una semana 7 días. Los meses y los años no tienen una duración fija: un valor con ellos necesita from, una fecha de inicio, y se cuenta en el calendario desde ella (P1M desde 2024-01-31 termina el 2024-02-29: 29 días). La respuesta da el total en segundos (al milisegundo), la forma ISO 8601 en días, horas, minutos y segundos, esas partes, y la duración en palabras en el idioma de la llamada (/es/api/... responde en español). Una duración negativa tiene segundos negativos, un - inicial en iso y en human, y partes positivas.',
    params: {
      value: 'La duración: P1DT2H30M, 5400 (segundos), "1h 30m" o "2 days 4 hours"',
      from: 'Fecha de inicio para meses y años, como 2024-01-31 (solo hace falta cuando value los tiene)',
    },
  },
  de: {
    summary: 'Liest eine Dauer wie P1DT2H30M, 5400 oder "1h 30m" und gibt sie in Sekunden, nach ISO 8601, in Teilen und als Text aus',
    description: 'value ist eine ISO-8601-Dauer (P1DT2H30M, PT36H, P2W, -PT1M), eine Anzahl von Sekunden (5400, 90061.5) oder Anzahlen mit englischen Einheiten ("1h 30m", "2 days 4 hours", "1 week, 3 days"; Einheiten weeks, days, hours, minutes, seconds, milliseconds oder w, d, h, m, min, s, ms). Ein Tag hat 24 Stunden und eine Woche 7 Tage. Monate und Jahre haben keine feste Länge: Ein Wert, der sie enthält, benötigt from, ein Startdatum, und wird ab diesem im Kalender gezählt (P1M ab 2024-01-31 endet am 2024-02-29: 29 Tage). Die Antwort enthält die Gesamtdauer in Sekunden (auf die Millisekunde genau), die ISO-8601-Form in Tagen, Stunden, Minuten und Sekunden, diese Teile sowie die Dauer als Text in der Sprache des Aufrufs (/de/api/... antwortet auf Deutsch). Eine negative Dauer hat negative Sekunden, ein vorangestelltes - in iso und human und positive Teile.',
    params: {
      value: 'Die Dauer: P1DT2H30M, 5400 (Sekunden), "1h 30m" oder "2 days 4 hours"',
      from: 'Startdatum für Monate und Jahre, etwa 2024-01-31 (nur nötig, wenn value sie enthält)',
    },
  },
  fr: {
    summary: 'Lit une durée telle que P1DT2H30M, 5400 ou "1h 30m" et la renvoie en secondes, au format ISO 8601, décomposée et sous forme de texte',
    description: 'value est une durée ISO 8601 (P1DT2H30M, PT36H, P2W, -PT1M), un nombre de secondes (5400, 90061.5) ou des quantités avec unités en anglais ("1h 30m", "2 days 4 hours", "1 week, 3 days"\u00a0; unités weeks, days, hours, minutes, seconds, milliseconds ou w, d, h, m, min, s, ms). Un jour dure 24 heures et une semaine 7 jours. Les mois et les années n\'ont pas de durée fixe\u00a0: une valeur qui en contient nécessite from, une date de début, et est comptée sur le calendrier à partir de celle-ci (P1M à partir du 2024-01-31 se termine le 2024-02-29\u00a0: 29 jours). La réponse donne le total en secondes (à la milliseconde près), la forme ISO 8601 en jours, heures, minutes et secondes, ces parties, et la durée sous forme de texte dans la langue de l\'appel (/fr/api/... répond en français). Une durée négative a des secondes négatives, un - initial dans iso et dans human, et des parties positives.',
    params: {
      value: 'La durée\u00a0: P1DT2H30M, 5400 (secondes), "1h 30m" ou "2 days 4 hours"',
      from: 'Date de début pour les mois et les années, par exemple 2024-01-31 (nécessaire uniquement si value en contient)',
    },
  },
  'pt-br': {
    summary: 'Lê uma duração como P1DT2H30M, 5400 ou "1h 30m" e a retorna em segundos, em ISO 8601, por partes e em texto',
    description: 'value é uma duração ISO 8601 (P1DT2H30M, PT36H, P2W, -PT1M), um número de segundos (5400, 90061.5) ou quantidades com unidades em inglês ("1h 30m", "2 days 4 hours", "1 week, 3 days"; unidades weeks, days, hours, minutes, seconds, milliseconds ou w, d, h, m, min, s, ms). Um dia tem 24 horas e uma semana, 7 dias. Meses e anos não têm duração fixa: um valor com eles exige from, uma data de início, e é contado no calendário a partir dela (P1M a partir de 2024-01-31 termina em 2024-02-29: 29 dias). A resposta traz o total em segundos (com precisão de milissegundos), a forma ISO 8601 em dias, horas, minutos e segundos, essas partes e a duração em texto no idioma da chamada (/pt-br/api/... responde em português). Uma duração negativa tem segundos negativos, um - inicial em iso e em human, e partes positivas.',
    params: {
      value: 'A duração: P1DT2H30M, 5400 (segundos), "1h 30m" ou "2 days 4 hours"',
      from: 'Data de início para meses e anos, como 2024-01-31 (necessária somente quando value os contém)',
    },
  },
  'zh-cn': {
    summary: '读取 P1DT2H30M、5400 或 "1h 30m" 之类的时长，并以秒数、ISO 8601、各组成部分和文字形式给出',
    description: 'value 为 ISO 8601 时长（P1DT2H30M、PT36H、P2W、-PT1M）、秒数（5400、90061.5），或带英文单位的数量（"1h 30m"、"2 days 4 hours"、"1 week, 3 days"；单位为 weeks、days、hours、minutes、seconds、milliseconds 或 w、d、h、m、min、s、ms）。一天为 24 小时，一周为 7 天。月和年没有固定长度：包含月或年的值需要提供开始日期 from，并从该日期起在日历上计算（从 2024-01-31 起的 P1M 于 2024-02-29 结束：29 天）。响应给出以秒为单位的总时长（精确到毫秒）、以天、小时、分钟和秒表示的 ISO 8601 形式、这些组成部分，以及用调用的语言以文字表述的时长（/zh-cn/api/... 以中文响应）。负时长的 seconds 为负数，iso 和 human 以 - 开头，各组成部分为正数。',
    params: {
      value: '时长：P1DT2H30M、5400（秒）、"1h 30m" 或 "2 days 4 hours"',
      from: '用于计算月和年的开始日期，例如 2024-01-31（仅当 value 包含月或年时需要）',
    },
  },
})
