import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import {
  calendarDiff, dateParams, humanBreakdown, readDate, readOptions, requiredText, shownAs, totals,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'diff',
  input: 'query',
  summary: 'The difference between two dates, as years, months and days and as totals',
  description: 'from and to are read as to-timestamp reads dates; a date alone is the start of that day and a time without offset a wall time, both in `timezone` (default UTC), so the server\'s zone never matters. '
    + 'The breakdown counts from the earlier date: whole years, then whole months, then days on the calendar of `timezone`, then the remaining hours, minutes, seconds and milliseconds of elapsed time, '
    + 'so that adding the breakdown to the earlier date with the add operation gives the later one: month ends clamp as add does (2024-01-31 to 2024-02-29 is 1 month, 2024-02-29 to 2025-02-28 is 1 year), '
    + 'and across a daylight-saving change a calendar day stays one day while total_hours counts the real hours. '
    + 'Breakdown parts are never negative: when to is earlier than from, negative is true and sign -1 (sign is 1 when to is later, 0 when both are the same moment), and the totals (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: exact elapsed time, to minus from, up to 6 decimals) are negative. '
    + 'human puts the breakdown in words in the call language, such as "2 years, 3 months and 4 days".',
  params: z.object({
    from: dateParams.date('The start date, such as 2024-01-31 or 2024-01-31T08:00:00Z'),
    to: dateParams.date('The end date; earlier than from gives a negative difference'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose calendar counts days and months, and in which dates and times without offset are read')),
  }),
  result: z.object({
    from: z.string().apply(described, {
      en: 'The start as read, in the zone: YYYY-MM-DD for a date alone, else ISO 8601 with its offset',
      es: 'El inicio tal como se leyó, en la zona: YYYY-MM-DD para una fecha sola, si no ISO 8601 con su desfase',
      de: 'Der Beginn, wie er gelesen wurde, in der Zeitzone: YYYY-MM-DD für ein reines Datum, sonst ISO 8601 mit seinem Offset',
      fr: 'Le début tel qu\'il a été lu, dans le fuseau horaire\u00a0: YYYY-MM-DD pour une date seule, sinon ISO 8601 avec son décalage',
      'pt-br': 'O início como foi lido, no fuso horário: YYYY-MM-DD para uma data isolada; caso contrário, ISO 8601 com o seu deslocamento',
      'zh-cn': '读取到的开始时间（按该时区）：仅有日期时为 YYYY-MM-DD，否则为带偏移量的 ISO 8601',
    }),
    to: z.string().apply(described, {
      en: 'The end as read, in the same form',
      es: 'El fin tal como se leyó, en la misma forma',
      de: 'Das Ende, wie es gelesen wurde, in derselben Form',
      fr: 'La fin telle qu\'elle a été lue, sous la même forme',
      'pt-br': 'O fim como foi lido, na mesma forma',
      'zh-cn': '读取到的结束时间，格式相同',
    }),
    timezone: z.string().apply(described, {
      en: 'The zone whose calendar counted days and months',
      es: 'La zona cuyo calendario contó los días y los meses',
      de: 'Die Zeitzone, in deren Kalender Tage und Monate gezählt wurden',
      fr: 'Le fuseau horaire dont le calendrier a servi à compter les jours et les mois',
      'pt-br': 'O fuso horário cujo calendário contou os dias e os meses',
      'zh-cn': '计算天数和月数所依据的日历所属的时区',
    }),
    negative: z.boolean().apply(described, {
      en: 'to is earlier than from; the breakdown parts stay positive and the totals are negative',
      es: 'to es anterior a from; las partes del desglose siguen siendo positivas y los totales son negativos',
      de: 'to liegt vor from; die Teile der Aufschlüsselung bleiben positiv, die Gesamtwerte sind negativ',
      fr: 'to est antérieure à from\u00a0; les parties de la décomposition restent positives et les totaux sont négatifs',
      'pt-br': 'to é anterior a from; as partes do detalhamento continuam positivas e os totais são negativos',
      'zh-cn': 'to 早于 from；分解的各部分仍为正数，各总量为负数',
    }),
    sign: z.number().int().min(-1).max(1).apply(described, {
      en: '1 when to is later than from, -1 when earlier, 0 when both are the same moment',
      es: '1 cuando to es posterior a from, -1 cuando es anterior, 0 cuando ambos son el mismo momento',
      de: '1, wenn to nach from liegt, -1, wenn davor, 0, wenn beide derselbe Zeitpunkt sind',
      fr: '1 lorsque to est postérieure à from, -1 lorsqu\'elle est antérieure, 0 lorsque les deux désignent le même instant',
      'pt-br': '1 quando to é posterior a from, -1 quando é anterior, 0 quando ambos são o mesmo momento',
      'zh-cn': 'to 晚于 from 时为 1，早于 from 时为 -1，两者为同一时刻时为 0',
    }),
    years: z.number().int().nonnegative().apply(described, {
      en: 'Whole years of the breakdown',
      es: 'Años enteros del desglose',
      de: 'Ganze Jahre der Aufschlüsselung',
      fr: 'Années entières de la décomposition',
      'pt-br': 'Anos inteiros do detalhamento',
      'zh-cn': '分解中的整年数',
    }),
    months: z.number().int().nonnegative().apply(described, {
      en: 'Whole months after the years',
      es: 'Meses enteros tras los años',
      de: 'Ganze Monate nach den Jahren',
      fr: 'Mois entiers après les années',
      'pt-br': 'Meses inteiros depois dos anos',
      'zh-cn': '整年之后的整月数',
    }),
    days: z.number().int().nonnegative().apply(described, {
      en: 'Calendar days after the months',
      es: 'Días del calendario tras los meses',
      de: 'Kalendertage nach den Monaten',
      fr: 'Jours du calendrier après les mois',
      'pt-br': 'Dias do calendário depois dos meses',
      'zh-cn': '整月之后的日历天数',
    }),
    hours: z.number().int().nonnegative().apply(described, {
      en: 'Hours of elapsed time after the days',
      es: 'Horas de tiempo transcurrido tras los días',
      de: 'Stunden verstrichener Zeit nach den Tagen',
      fr: 'Heures de temps écoulé après les jours',
      'pt-br': 'Horas de tempo decorrido depois dos dias',
      'zh-cn': '天数之后经过的小时数',
    }),
    minutes: z.number().int().nonnegative().apply(described, {
      en: 'Minutes after the hours',
      es: 'Minutos tras las horas',
      de: 'Minuten nach den Stunden',
      fr: 'Minutes après les heures',
      'pt-br': 'Minutos depois das horas',
      'zh-cn': '小时之后的分钟数',
    }),
    seconds: z.number().int().nonnegative().apply(described, {
      en: 'Seconds after the minutes',
      es: 'Segundos tras los minutos',
      de: 'Sekunden nach den Minuten',
      fr: 'Secondes après les minutes',
      'pt-br': 'Segundos depois dos minutos',
      'zh-cn': '分钟之后的秒数',
    }),
    milliseconds: z.number().int().nonnegative().apply(described, {
      en: 'Milliseconds after the seconds',
      es: 'Milisegundos tras los segundos',
      de: 'Millisekunden nach den Sekunden',
      fr: 'Millisecondes après les secondes',
      'pt-br': 'Milissegundos depois dos segundos',
      'zh-cn': '秒之后的毫秒数',
    }),
    total_weeks: z.number().apply(described, {
      en: 'Exact elapsed time, to minus from, in weeks (up to 6 decimals)',
      es: 'Tiempo transcurrido exacto, to menos from, en semanas (con hasta 6 decimales)',
      de: 'Exakt verstrichene Zeit, to minus from, in Wochen (bis zu 6 Nachkommastellen)',
      fr: 'Temps écoulé exact, to moins from, en semaines (jusqu\'à 6 décimales)',
      'pt-br': 'Tempo decorrido exato, to menos from, em semanas (até 6 casas decimais)',
      'zh-cn': '精确的经过时间（to 减去 from），以周为单位（最多 6 位小数）',
    }),
    total_days: z.number().apply(described, {
      en: 'Exact elapsed time in days (up to 6 decimals)',
      es: 'Tiempo transcurrido exacto en días (con hasta 6 decimales)',
      de: 'Exakt verstrichene Zeit in Tagen (bis zu 6 Nachkommastellen)',
      fr: 'Temps écoulé exact en jours (jusqu\'à 6 décimales)',
      'pt-br': 'Tempo decorrido exato em dias (até 6 casas decimais)',
      'zh-cn': '精确的经过时间，以天为单位（最多 6 位小数）',
    }),
    total_hours: z.number().apply(described, {
      en: 'Exact elapsed time in hours (up to 6 decimals)',
      es: 'Tiempo transcurrido exacto en horas (con hasta 6 decimales)',
      de: 'Exakt verstrichene Zeit in Stunden (bis zu 6 Nachkommastellen)',
      fr: 'Temps écoulé exact en heures (jusqu\'à 6 décimales)',
      'pt-br': 'Tempo decorrido exato em horas (até 6 casas decimais)',
      'zh-cn': '精确的经过时间，以小时为单位（最多 6 位小数）',
    }),
    total_minutes: z.number().apply(described, {
      en: 'Exact elapsed time in minutes (up to 6 decimals)',
      es: 'Tiempo transcurrido exacto en minutos (con hasta 6 decimales)',
      de: 'Exakt verstrichene Zeit in Minuten (bis zu 6 Nachkommastellen)',
      fr: 'Temps écoulé exact en minutes (jusqu\'à 6 décimales)',
      'pt-br': 'Tempo decorrido exato em minutos (até 6 casas decimais)',
      'zh-cn': '精确的经过时间，以分钟为单位（最多 6 位小数）',
    }),
    total_seconds: z.number().apply(described, {
      en: 'Exact elapsed time in seconds (up to 6 decimals)',
      es: 'Tiempo transcurrido exacto en segundos (con hasta 6 decimales)',
      de: 'Exakt verstrichene Zeit in Sekunden (bis zu 6 Nachkommastellen)',
      fr: 'Temps écoulé exact en secondes (jusqu\'à 6 décimales)',
      'pt-br': 'Tempo decorrido exato em segundos (até 6 casas decimais)',
      'zh-cn': '精确的经过时间，以秒为单位（最多 6 位小数）',
    }),
    total_milliseconds: z.number().int().apply(described, {
      en: 'Exact elapsed time in milliseconds',
      es: 'Tiempo transcurrido exacto en milisegundos',
      de: 'Exakt verstrichene Zeit in Millisekunden',
      fr: 'Temps écoulé exact en millisecondes',
      'pt-br': 'Tempo decorrido exato em milissegundos',
      'zh-cn': '精确的经过时间，以毫秒为单位',
    }),
    human: z.string().apply(described, {
      en: 'The breakdown in words in the call language, such as "2 years, 3 months and 4 days"',
      es: 'El desglose con palabras en el idioma de la llamada, como "2 años, 3 meses y 4 días"',
      de: 'Die Aufschlüsselung als Text in der Sprache des Aufrufs, etwa "2 Jahre, 3 Monate und 4 Tage"',
      fr: 'La décomposition sous forme de texte, dans la langue de l\'appel, par exemple "2 ans, 3 mois et 4 jours"',
      'pt-br': 'O detalhamento em texto, no idioma da chamada, como "2 anos, 3 meses e 4 dias"',
      'zh-cn': '用调用的语言以文字表述的分解结果，例如 "2年、3个月和4天"',
    }),
  }),
  examples: [
    {
      title: 'Years, months and days',
      params: { from: '2022-01-15', to: '2024-04-19' },
      result: {
        negative: false, sign: 1, years: 2, months: 3, days: 4, hours: 0, minutes: 0, seconds: 0,
        total_days: 825, human: '2 years, 3 months and 4 days',
      },
    },
    {
      title: 'Backwards across a leap day',
      params: { from: '2024-03-01', to: '2024-02-28' },
      result: { negative: true, sign: -1, years: 0, months: 0, days: 2, total_days: -2, total_hours: -48, human: '2 days' },
    },
  ],
  run: async ({ from, to, timezone }, ctx) => {
    const start = await readDate(requiredText(from, 'from'), readOptions('from', timezone))
    const opts = readOptions('to', timezone)
    const end = await readDate(requiredText(to, 'to'), opts)
    const a = start.dt.setZone(opts.tz.zone)
    const b = end.dt.setZone(opts.tz.zone)
    const { negative, parts, ms } = calendarDiff(a, b)
    return {
      from: shownAs(a, start.dateOnly),
      to: shownAs(b, end.dateOnly),
      timezone: opts.tz.name,
      negative,
      sign: ms === 0 ? 0 : negative ? -1 : 1,
      ...parts,
      ...totals(ms),
      human: humanBreakdown(parts, ctx.lang, start.dateOnly && end.dateOnly),
    }
  },
  es: {
    summary: 'La diferencia entre dos fechas, en años, meses y días y en totales',
    description: 'from y to se leen como lee las fechas to-timestamp; una fecha sola es el comienzo de ese día y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC), así que la zona del servidor nunca influye. El desglose cuenta desde la fecha anterior: años enteros, luego meses enteros, luego días en el calendario de `timezone`, y después las horas, minutos, segundos y milisegundos restantes de tiempo transcurrido, de modo que sumar el desglose a la fecha anterior con la operación add da la posterior: los finales de mes se ajustan como en add (de 2024-01-31 a 2024-02-29 es 1 mes, de 2024-02-29 a 2025-02-28 es 1 año), y a través de un cambio de horario de verano un día del calendario sigue siendo un día mientras que total_hours cuenta las horas reales. Las partes del desglose nunca son negativas: cuando to es anterior a from, negative es true y sign es -1 (sign es 1 cuando to es posterior y 0 cuando ambos son el mismo momento), y los totales (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: tiempo transcurrido exacto, to menos from, con hasta 6 decimales) son negativos. human expresa el desglose con palabras en el idioma de la llamada, como "2 años, 3 meses y 4 días".',
    params: {
      from: 'La fecha de inicio, como 2024-01-31 o 2024-01-31T08:00:00Z',
      to: 'La fecha de fin; si es anterior a from, la diferencia es negativa',
      timezone: es.dates.timezone('Zona cuyo calendario cuenta los días y los meses, y en la que se leen las fechas y horas sin desfase'),
    },
  },
  de: {
    summary: 'Die Differenz zwischen zwei Daten, in Jahren, Monaten und Tagen sowie als Gesamtwerte',
    description: 'from und to werden so gelesen, wie to-timestamp Daten liest; ein reines Datum ist der Beginn dieses Tages und eine Uhrzeit ohne Offset eine Ortszeit, beide in `timezone` (Standard: UTC), sodass die Zeitzone des Servers nie eine Rolle spielt. Die Aufschlüsselung zählt ab dem früheren Datum: ganze Jahre, dann ganze Monate, dann Tage im Kalender von `timezone`, dann die verbleibenden Stunden, Minuten, Sekunden und Millisekunden verstrichener Zeit, sodass die Aufschlüsselung, mit der Operation add zum früheren Datum addiert, das spätere ergibt: Monatsenden werden wie bei add begrenzt (von 2024-01-31 bis 2024-02-29 ist 1 Monat, von 2024-02-29 bis 2025-02-28 ist 1 Jahr), und über eine Sommerzeitumstellung hinweg bleibt ein Kalendertag ein Tag, während total_hours die tatsächlichen Stunden zählt. Die Teile der Aufschlüsselung sind nie negativ: Liegt to vor from, ist negative true und sign -1 (sign ist 1, wenn to später liegt, und 0, wenn beide derselbe Zeitpunkt sind), und die Gesamtwerte (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: exakt verstrichene Zeit, to minus from, mit bis zu 6 Nachkommastellen) sind negativ. human gibt die Aufschlüsselung als Text in der Sprache des Aufrufs wieder, etwa "2 Jahre, 3 Monate und 4 Tage".',
    params: {
      from: 'Das Startdatum, etwa 2024-01-31 oder 2024-01-31T08:00:00Z',
      to: 'Das Enddatum; liegt es vor from, ist die Differenz negativ',
      timezone: de.dates.timezone('Zeitzone, in deren Kalender Tage und Monate gezählt und in der Datums- und Zeitangaben ohne Offset gelesen werden'),
    },
  },
  fr: {
    summary: 'L\'écart entre deux dates, en années, mois et jours, et en totaux',
    description: 'from et to sont lues comme to-timestamp lit les dates\u00a0; une date seule correspond au début de ce jour et une heure sans décalage à une heure locale, toutes deux dans `timezone` (par défaut UTC)\u00a0: le fuseau horaire du serveur n\'a donc jamais d\'influence. La décomposition compte à partir de la date la plus ancienne\u00a0: années entières, puis mois entiers, puis jours sur le calendrier de `timezone`, puis heures, minutes, secondes et millisecondes restantes de temps écoulé, de sorte qu\'ajouter la décomposition à la date la plus ancienne avec l\'opération add donne la plus récente\u00a0: les fins de mois sont ramenées comme dans add (de 2024-01-31 à 2024-02-29, il y a 1 mois\u00a0; de 2024-02-29 à 2025-02-28, 1 an), et lors d\'un changement d\'heure, un jour du calendrier reste un jour tandis que total_hours compte les heures réelles. Les parties de la décomposition ne sont jamais négatives\u00a0: lorsque to est antérieure à from, negative vaut true et sign -1 (sign vaut 1 lorsque to est postérieure et 0 lorsque les deux désignent le même instant), et les totaux (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds\u00a0: temps écoulé exact, to moins from, avec jusqu\'à 6 décimales) sont négatifs. human exprime la décomposition sous forme de texte dans la langue de l\'appel, par exemple "2 ans, 3 mois et 4 jours".',
    params: {
      from: 'La date de début, par exemple 2024-01-31 ou 2024-01-31T08:00:00Z',
      to: 'La date de fin\u00a0; si elle est antérieure à from, l\'écart est négatif',
      timezone: fr.dates.timezone('Fuseau horaire dont le calendrier sert à compter les jours et les mois, et dans lequel sont lues les dates et heures sans décalage'),
    },
  },
  'pt-br': {
    summary: 'A diferença entre duas datas, em anos, meses e dias e em totais',
    description: 'from e to são lidas da mesma forma que to-timestamp lê as datas; uma data isolada é o início desse dia e uma hora sem deslocamento é uma hora local, ambas em `timezone` (por padrão, UTC), de modo que o fuso horário do servidor nunca influi. O detalhamento conta a partir da data anterior: anos inteiros, depois meses inteiros, depois dias no calendário de `timezone` e, por fim, as horas, minutos, segundos e milissegundos restantes de tempo decorrido, de modo que somar o detalhamento à data anterior com a operação add dá a posterior: os fins de mês são ajustados como em add (de 2024-01-31 a 2024-02-29 é 1 mês, de 2024-02-29 a 2025-02-28 é 1 ano), e, em uma mudança de horário de verão, um dia do calendário continua sendo um dia, enquanto total_hours conta as horas reais. As partes do detalhamento nunca são negativas: quando to é anterior a from, negative é true e sign é -1 (sign é 1 quando to é posterior e 0 quando ambos são o mesmo momento), e os totais (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: tempo decorrido exato, to menos from, com até 6 casas decimais) são negativos. human expressa o detalhamento em texto, no idioma da chamada, como "2 anos, 3 meses e 4 dias".',
    params: {
      from: 'A data de início, como 2024-01-31 ou 2024-01-31T08:00:00Z',
      to: 'A data final; se for anterior a from, a diferença é negativa',
      timezone: ptBr.dates.timezone('Fuso horário cujo calendário conta os dias e os meses, e no qual são lidas as datas e horas sem deslocamento'),
    },
  },
  'zh-cn': {
    summary: '两个日期之间的差值，按年、月、日分解并给出总量',
    description: 'from 和 to 的读取方式与 to-timestamp 读取日期的方式相同；单独的日期表示该日的开始，不带偏移量的时间表示当地时间，二者均按 `timezone`（默认为 UTC）解释，因此服务器所在的时区从不影响结果。分解从较早的日期开始计算：先是整年，然后是整月，再是 `timezone` 日历上的天数，最后是经过时间中剩余的小时、分钟、秒和毫秒；这样，用 add 操作将分解结果加到较早的日期上即可得到较晚的日期：月末的处理方式与 add 相同（2024-01-31 至 2024-02-29 为 1 个月，2024-02-29 至 2025-02-28 为 1 年）；跨越夏令时切换时，一个日历日仍算作一天，而 total_hours 计算的是实际小时数。分解的各部分从不为负：若 to 早于 from，则 negative 为 true，sign 为 -1（to 较晚时 sign 为 1，两者为同一时刻时为 0），各总量（total_weeks、total_days、total_hours、total_minutes、total_seconds、total_milliseconds：精确的经过时间，即 to 减去 from，最多保留 6 位小数）均为负数。human 用调用的语言以文字表述分解结果，例如 "2年、3个月和4天"。',
    params: {
      from: '开始日期，例如 2024-01-31 或 2024-01-31T08:00:00Z',
      to: '结束日期；早于 from 时差值为负',
      timezone: zhCn.dates.timezone('用其日历计算天数和月数的时区，不带偏移量的日期和时间也按此时区读取'),
    },
  },
})
