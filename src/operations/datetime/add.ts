import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS } from '../kits/web-results.ts'
import {
  DATE_TEXT_MAX, addInterval, dateParams, hasTimeUnits, instantFields, placementNote, readDateOrNow, readInterval,
  readOptions, requiredText, shownAs, zoneOf,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'add',
  input: 'query',
  summary: 'Add or subtract an interval such as "+1 day", "-2 weeks" or P1M2D to a date',
  description: 'add is counts with units: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (units years, months, weeks, days, hours, minutes, seconds, milliseconds, or y, mo, w, d, h, min, s, ms), '
    + 'or an ISO 8601 duration: "P1M2D", "PT36H", "-P1D". A sign applies to its count and to the unsigned counts after it ("-1 day 2 hours" goes back 26 hours; write "-1 day +2 hours" to mix). '
    + 'Years, months, weeks and days take whole numbers; hours and smaller may have decimals. '
    + 'Units are applied largest first: years and months on the calendar, where a day past the end of the target month becomes its last day (2024-01-31 + 1 month = 2024-02-29, clamped: true; 2024-02-29 + 1 year = 2025-02-28); '
    + 'then weeks and days on the calendar, keeping the wall time across daylight-saving changes; then hours and smaller as exact elapsed time. '
    + 'date (default now) is read as to-timestamp reads it: a date alone stays a calendar date when only years, months, weeks or days are added, and a time without offset is a wall time in `timezone` (default UTC). '
    + 'A calendar step that lands on a wall time the clocks skip moves forward (adjusted: true); on one that occurs twice, the earlier occurrence is taken (ambiguous: true). The result must fall in the years 1 to 9999.',
  params: z.object({
    date: dateParams.optionalDate('The start date, such as 2024-01-31 or 2024-03-09T12:00; default now'),
    add: z.string().max(DATE_TEXT_MAX).describe('The interval: counts with units such as "+1 day", "-2 weeks" or "+3 months 2 hours", or an ISO 8601 duration such as P1M2D or PT36H'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose calendar and clock the interval is added on, and in which dates and times without offset are read')),
  }),
  result: z.object({
    start: z.string().apply(described, {
      en: 'The start date as read: YYYY-MM-DD for a date alone, else ISO 8601 with its offset',
      es: 'La fecha de inicio tal como se leyó: YYYY-MM-DD para una fecha sola, si no ISO 8601 con su desfase',
      de: 'Das Startdatum, wie es gelesen wurde: YYYY-MM-DD für ein reines Datum, sonst ISO 8601 mit seinem Offset',
      fr: 'La date de début telle qu\'elle a été lue\u00a0: YYYY-MM-DD pour une date seule, sinon ISO 8601 avec son décalage',
      'pt-br': 'A data de início como foi lida: YYYY-MM-DD para uma data isolada; caso contrário, ISO 8601 com o seu deslocamento',
      'zh-cn': '读取到的开始日期：仅有日期时为 YYYY-MM-DD，否则为带偏移量的 ISO 8601',
    }),
    end: z.string().apply(described, {
      en: 'The result: YYYY-MM-DD when date_only, else ISO 8601 with the offset of the zone',
      es: 'El resultado: YYYY-MM-DD cuando date_only es true, si no ISO 8601 con el desfase de la zona',
      de: 'Das Ergebnis: YYYY-MM-DD, wenn date_only true ist, sonst ISO 8601 mit dem Offset der Zeitzone',
      fr: 'Le résultat\u00a0: YYYY-MM-DD lorsque date_only est true, sinon ISO 8601 avec le décalage du fuseau horaire',
      'pt-br': 'O resultado: YYYY-MM-DD quando date_only é true; caso contrário, ISO 8601 com o deslocamento do fuso horário',
      'zh-cn': '结果：date_only 为 true 时为 YYYY-MM-DD，否则为带该时区偏移量的 ISO 8601',
    }),
    interval: z.object({
      years: z.number().int().apply(described, {
        en: 'Years added (negative: subtracted)',
        es: 'Años sumados (negativo: restados)',
        de: 'Addierte Jahre (negativ: abgezogen)',
        fr: 'Années ajoutées (négatif\u00a0: soustraites)',
        'pt-br': 'Anos somados (negativo: subtraídos)',
        'zh-cn': '加上的年数（负数表示减去）',
      }),
      months: z.number().int().apply(described, {
        en: 'Months added',
        es: 'Meses sumados',
        de: 'Addierte Monate',
        fr: 'Mois ajoutés',
        'pt-br': 'Meses somados',
        'zh-cn': '加上的月数',
      }),
      weeks: z.number().int().apply(described, {
        en: 'Weeks added',
        es: 'Semanas sumadas',
        de: 'Addierte Wochen',
        fr: 'Semaines ajoutées',
        'pt-br': 'Semanas somadas',
        'zh-cn': '加上的周数',
      }),
      days: z.number().int().apply(described, {
        en: 'Days added',
        es: 'Días sumados',
        de: 'Addierte Tage',
        fr: 'Jours ajoutés',
        'pt-br': 'Dias somados',
        'zh-cn': '加上的天数',
      }),
      hours: z.number().apply(described, {
        en: 'Hours added, possibly with decimals',
        es: 'Horas sumadas, posiblemente con decimales',
        de: 'Addierte Stunden, eventuell mit Nachkommastellen',
        fr: 'Heures ajoutées, éventuellement avec des décimales',
        'pt-br': 'Horas somadas, possivelmente com decimais',
        'zh-cn': '加上的小时数，可带小数',
      }),
      minutes: z.number().apply(described, {
        en: 'Minutes added, possibly with decimals',
        es: 'Minutos sumados, posiblemente con decimales',
        de: 'Addierte Minuten, eventuell mit Nachkommastellen',
        fr: 'Minutes ajoutées, éventuellement avec des décimales',
        'pt-br': 'Minutos somados, possivelmente com decimais',
        'zh-cn': '加上的分钟数，可带小数',
      }),
      seconds: z.number().apply(described, {
        en: 'Seconds added, possibly with decimals',
        es: 'Segundos sumados, posiblemente con decimales',
        de: 'Addierte Sekunden, eventuell mit Nachkommastellen',
        fr: 'Secondes ajoutées, éventuellement avec des décimales',
        'pt-br': 'Segundos somados, possivelmente com decimais',
        'zh-cn': '加上的秒数，可带小数',
      }),
      milliseconds: z.number().apply(described, {
        en: 'Milliseconds added',
        es: 'Milisegundos sumados',
        de: 'Addierte Millisekunden',
        fr: 'Millisecondes ajoutées',
        'pt-br': 'Milissegundos somados',
        'zh-cn': '加上的毫秒数',
      }),
    }).apply(described, {
      en: 'The interval as read, by unit; units not given are 0',
      es: 'El intervalo tal como se leyó, por unidad; las unidades no indicadas son 0',
      de: 'Das Intervall, wie es gelesen wurde, nach Einheiten; nicht angegebene Einheiten sind 0',
      fr: 'L\'intervalle tel qu\'il a été lu, par unité\u00a0; les unités non indiquées valent 0',
      'pt-br': 'O intervalo como foi lido, por unidade; as unidades não informadas são 0',
      'zh-cn': '读取到的间隔，按单位列出；未指定的单位为 0',
    }),
    date_only: z.boolean().apply(described, {
      en: 'The start was a date alone and only years, months, weeks or days were added, so end is a calendar date',
      es: 'El inicio era una fecha sola y solo se sumaron años, meses, semanas o días, así que end es una fecha del calendario',
      de: 'Der Start war ein reines Datum, und es wurden nur Jahre, Monate, Wochen oder Tage addiert, daher ist end ein Kalenderdatum',
      fr: 'Le début était une date seule et seuls des années, des mois, des semaines ou des jours ont été ajoutés\u00a0: end est donc une date du calendrier',
      'pt-br': 'O início era uma data isolada e só foram somados anos, meses, semanas ou dias, então end é uma data do calendário',
      'zh-cn': '开始值仅为日期，且只加上了年、月、周或天，因此 end 为日历日期',
    }),
    timezone: z.string().apply(described, {
      en: 'The zone the interval was added in',
      es: 'La zona en la que se sumó el intervalo',
      de: 'Die Zeitzone, in der das Intervall addiert wurde',
      fr: 'Le fuseau horaire dans lequel l\'intervalle a été ajouté',
      'pt-br': 'O fuso horário em que o intervalo foi somado',
      'zh-cn': '加上间隔时所用的时区',
    }),
    clamped: z.boolean().apply(described, {
      en: 'Adding months or years reached a shorter month, so the day became its last day',
      es: 'Al sumar meses o años se llegó a un mes más corto, así que el día pasó a ser su último día',
      de: 'Beim Addieren von Monaten oder Jahren wurde ein kürzerer Monat erreicht, daher wurde der Tag auf dessen letzten Tag gesetzt',
      fr: 'L\'ajout de mois ou d\'années a abouti à un mois plus court\u00a0: le jour est donc devenu le dernier jour de ce mois',
      'pt-br': 'Ao somar meses ou anos, chegou-se a um mês mais curto, então o dia passou a ser o último dia desse mês',
      'zh-cn': '加上月或年后落在较短的月份，因此日期改为该月的最后一天',
    }),
    ...PLACEMENT_FIELDS,
    ...INSTANT_FIELDS,
  }),
  chain: { gives: 'result.end' },
  examples: [
    {
      title: 'Month-end clamping',
      params: { date: '2024-01-31', add: '+1 month' },
      result: { start: '2024-01-31', end: '2024-02-29', date_only: true, clamped: true, interval: { months: 1 } },
    },
    {
      title: 'A calendar day across the change to summer time keeps the wall time',
      params: { date: '2024-03-09T12:00', add: '1 day', timezone: 'America/New_York' },
      result: { start: '2024-03-09T12:00:00-05:00', end: '2024-03-10T12:00:00-04:00', iso_utc: '2024-03-10T16:00:00Z', adjusted: false },
    },
    {
      title: 'An ISO 8601 duration',
      params: { date: '2024-01-01T00:00:00Z', add: 'PT36H' },
      result: { end: '2024-01-02T12:00:00Z', unix: 1704196800, interval: { hours: 36 } },
    },
  ],
  run: async ({ date, add, timezone }, ctx) => {
    const opts = readOptions('date', timezone)
    const reading = await readDateOrNow(date, opts)
    const interval = readInterval(requiredText(add, 'add'), 'add')
    const shifted = addInterval(reading.dt, interval, 'add')
    const dateOnly = reading.dateOnly && !hasTimeUnits(interval)
    const zone = zoneOf(shifted.dt, opts.tz)
    const note = placementNote(reading.adjusted || reading.ambiguous ? reading : shifted, zone, ctx.lang)
    return {
      start: shownAs(reading.dt, reading.dateOnly),
      end: shownAs(shifted.dt, dateOnly),
      interval,
      date_only: dateOnly,
      timezone: zone.name,
      clamped: shifted.clamped,
      adjusted: reading.adjusted || shifted.adjusted,
      ambiguous: reading.ambiguous || shifted.ambiguous,
      ...instantFields(shifted.dt),
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Suma o resta a una fecha un intervalo como "+1 day", "-2 weeks" o P1M2D',
    description: 'add son cantidades con unidades: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (unidades years, months, weeks, days, hours, minutes, seconds, milliseconds, o y, mo, w, d, h, min, s, ms), o una duración ISO 8601: "P1M2D", "PT36H", "-P1D". Un signo se aplica a su cantidad y a las cantidades sin signo que la siguen ("-1 day 2 hours" retrocede 26 horas; escriba "-1 day +2 hours" para mezclar). Los años, meses, semanas y días admiten números enteros; las horas y unidades menores pueden tener decimales. Las unidades se aplican de mayor a menor: años y meses en el calendario, donde un día posterior al final del mes de destino pasa a ser su último día (2024-01-31 + 1 mes = 2024-02-29, clamped: true; 2024-02-29 + 1 año = 2025-02-28); luego semanas y días en el calendario, conservando la hora local a través de los cambios de horario de verano; y luego horas y unidades menores como tiempo transcurrido exacto. date (por defecto ahora) se lee como la lee to-timestamp: una fecha sola sigue siendo una fecha del calendario cuando solo se suman años, meses, semanas o días, y una hora sin desfase es una hora local en `timezone` (por defecto UTC). Un paso del calendario que cae en una hora local que los relojes se saltan se adelanta (adjusted: true); si cae en una que ocurre dos veces, se toma la primera aparición (ambiguous: true). El resultado debe caer entre los años 1 y 9999.',
    params: {
      date: 'La fecha de inicio, como 2024-01-31 o 2024-03-09T12:00; por defecto ahora',
      add: 'El intervalo: cantidades con unidades como "+1 day", "-2 weeks" o "+3 months 2 hours", o una duración ISO 8601 como P1M2D o PT36H',
      timezone: es.dates.timezone('Zona en cuyo calendario y reloj se suma el intervalo, y en la que se leen las fechas y horas sin desfase'),
    },
  },
  de: {
    summary: 'Addiert ein Intervall wie "+1 day", "-2 weeks" oder P1M2D zu einem Datum oder zieht es davon ab',
    description: 'add besteht aus Anzahlen mit Einheiten: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (Einheiten years, months, weeks, days, hours, minutes, seconds, milliseconds oder y, mo, w, d, h, min, s, ms), oder aus einer ISO-8601-Dauer: "P1M2D", "PT36H", "-P1D". Ein Vorzeichen gilt für seine Anzahl und für die Anzahlen ohne Vorzeichen danach ("-1 day 2 hours" geht 26 Stunden zurück; schreiben Sie "-1 day +2 hours", um beide Richtungen zu mischen). Jahre, Monate, Wochen und Tage nehmen ganze Zahlen an; Stunden und kleinere Einheiten dürfen Nachkommastellen haben. Die Einheiten werden von der größten zur kleinsten angewendet: zuerst Jahre und Monate im Kalender, wobei ein Tag nach dem Ende des Zielmonats zu dessen letztem Tag wird (2024-01-31 + 1 Monat = 2024-02-29, clamped: true; 2024-02-29 + 1 Jahr = 2025-02-28); dann Wochen und Tage im Kalender, wobei die Ortszeit über Sommerzeitumstellungen hinweg erhalten bleibt; dann Stunden und kleinere Einheiten als exakt verstrichene Zeit. date (Standard: jetzt) wird so gelesen, wie to-timestamp es liest: Ein reines Datum bleibt ein Kalenderdatum, wenn nur Jahre, Monate, Wochen oder Tage addiert werden, und eine Uhrzeit ohne Offset ist eine Ortszeit in `timezone` (Standard: UTC). Fällt ein Kalenderschritt auf eine Ortszeit, die bei der Zeitumstellung übersprungen wird, wird er nach vorn verschoben (adjusted: true); bei einer Ortszeit, die zweimal vorkommt, wird das frühere Vorkommen genommen (ambiguous: true). Das Ergebnis muss in den Jahren 1 bis 9999 liegen.',
    params: {
      date: 'Das Startdatum, etwa 2024-01-31 oder 2024-03-09T12:00; Standard: jetzt',
      add: 'Das Intervall: Anzahlen mit Einheiten wie "+1 day", "-2 weeks" oder "+3 months 2 hours" oder eine ISO-8601-Dauer wie P1M2D oder PT36H',
      timezone: de.dates.timezone('Zeitzone, in deren Kalender und Uhrzeit das Intervall addiert wird und in der Datums- und Zeitangaben ohne Offset gelesen werden'),
    },
  },
  fr: {
    summary: 'Ajoute à une date ou soustrait d\'une date un intervalle tel que "+1 day", "-2 weeks" ou P1M2D',
    description: 'add est une suite de quantités avec unités\u00a0: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (unités years, months, weeks, days, hours, minutes, seconds, milliseconds, ou y, mo, w, d, h, min, s, ms), ou une durée ISO 8601\u00a0: "P1M2D", "PT36H", "-P1D". Un signe s\'applique à sa quantité et aux quantités sans signe qui la suivent ("-1 day 2 hours" recule de 26 heures\u00a0; écrivez "-1 day +2 hours" pour combiner les deux sens). Les années, mois, semaines et jours acceptent des nombres entiers\u00a0; les heures et les unités plus petites peuvent avoir des décimales. Les unités s\'appliquent de la plus grande à la plus petite\u00a0: d\'abord les années et les mois sur le calendrier, où un jour situé après la fin du mois cible devient le dernier jour de ce mois (2024-01-31 + 1 mois = 2024-02-29, clamped: true\u00a0; 2024-02-29 + 1 an = 2025-02-28)\u00a0; puis les semaines et les jours sur le calendrier, en conservant l\'heure locale lors des changements d\'heure\u00a0; enfin les heures et les unités plus petites, en temps écoulé exact. date (par défaut maintenant) est lue comme la lit to-timestamp\u00a0: une date seule reste une date du calendrier lorsque seuls des années, des mois, des semaines ou des jours sont ajoutés, et une heure sans décalage est une heure locale dans `timezone` (par défaut UTC). Une étape du calendrier qui tombe sur une heure locale sautée lors d\'un changement d\'heure est avancée (adjusted: true)\u00a0; si elle tombe sur une heure qui survient deux fois, la première occurrence est retenue (ambiguous: true). Le résultat doit se situer entre les années 1 et 9999.',
    params: {
      date: 'La date de début, par exemple 2024-01-31 ou 2024-03-09T12:00\u00a0; par défaut maintenant',
      add: 'L\'intervalle\u00a0: des quantités avec unités comme "+1 day", "-2 weeks" ou "+3 months 2 hours", ou une durée ISO 8601 comme P1M2D ou PT36H',
      timezone: fr.dates.timezone('Fuseau horaire sur le calendrier et l\'horloge duquel l\'intervalle est ajouté, et dans lequel sont lues les dates et heures sans décalage'),
    },
  },
  'pt-br': {
    summary: 'Soma ou subtrai de uma data um intervalo como "+1 day", "-2 weeks" ou P1M2D',
    description: 'add são quantidades com unidades: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (unidades years, months, weeks, days, hours, minutes, seconds, milliseconds, ou y, mo, w, d, h, min, s, ms), ou uma duração ISO 8601: "P1M2D", "PT36H", "-P1D". Um sinal se aplica à sua quantidade e às quantidades sem sinal que vêm depois dela ("-1 day 2 hours" volta 26 horas; escreva "-1 day +2 hours" para misturar). Anos, meses, semanas e dias aceitam números inteiros; horas e unidades menores podem ter decimais. As unidades são aplicadas da maior para a menor: primeiro anos e meses no calendário, em que um dia posterior ao fim do mês de destino passa a ser o último dia desse mês (2024-01-31 + 1 mês = 2024-02-29, clamped: true; 2024-02-29 + 1 ano = 2025-02-28); depois semanas e dias no calendário, mantendo a hora local nas mudanças de horário de verão; e, por fim, horas e unidades menores como tempo decorrido exato. date (por padrão, agora) é lida da mesma forma que to-timestamp a lê: uma data isolada continua sendo uma data do calendário quando só são somados anos, meses, semanas ou dias, e uma hora sem deslocamento é uma hora local em `timezone` (por padrão, UTC). Um passo do calendário que cai em uma hora local que os relógios pulam é adiantado (adjusted: true); se cair em uma hora que ocorre duas vezes, a primeira ocorrência é usada (ambiguous: true). O resultado deve ficar entre os anos 1 e 9999.',
    params: {
      date: 'A data de início, como 2024-01-31 ou 2024-03-09T12:00; por padrão, agora',
      add: 'O intervalo: quantidades com unidades como "+1 day", "-2 weeks" ou "+3 months 2 hours", ou uma duração ISO 8601 como P1M2D ou PT36H',
      timezone: ptBr.dates.timezone('Fuso horário em cujo calendário e relógio o intervalo é somado, e no qual são lidas as datas e horas sem deslocamento'),
    },
  },
  'zh-cn': {
    summary: '为日期加上或减去一个间隔，例如 "+1 day"、"-2 weeks" 或 P1M2D',
    description: 'add 为带单位的数量："+1 day"、"-2 weeks"、"+3 months 2 hours"、"1 year, 2 months"、"2 days ago"（单位为 years、months、weeks、days、hours、minutes、seconds、milliseconds，或 y、mo、w、d、h、min、s、ms），也可以是 ISO 8601 时长："P1M2D"、"PT36H"、"-P1D"。符号作用于其所在的数量以及其后不带符号的数量（"-1 day 2 hours" 表示后退 26 小时；如需混合方向，请写 "-1 day +2 hours"）。年、月、周和天只接受整数；小时及更小的单位可以带小数。各单位从大到小依次应用：先在日历上加年和月，若日期超出目标月份的月末，则取该月最后一天（2024-01-31 + 1 个月 = 2024-02-29，clamped: true；2024-02-29 + 1 年 = 2025-02-28）；然后在日历上加周和天，跨越夏令时切换时保持当地时间不变；最后将小时及更小的单位按精确的经过时间相加。date（默认为当前时间）的读取方式与 to-timestamp 相同：若只加年、月、周或天，单独的日期仍为日历日期；不带偏移量的时间视为 `timezone`（默认为 UTC）中的当地时间。若日历步进落在因时钟调整而被跳过的当地时间上，则向后顺延（adjusted: true）；若落在出现两次的当地时间上，则取较早的一次（ambiguous: true）。结果必须在 1 年至 9999 年之间。',
    params: {
      date: '开始日期，例如 2024-01-31 或 2024-03-09T12:00；默认为当前时间',
      add: '间隔：带单位的数量，例如 "+1 day"、"-2 weeks" 或 "+3 months 2 hours"，或者 ISO 8601 时长，例如 P1M2D 或 PT36H',
      timezone: zhCn.dates.timezone('在其日历和时钟上加上间隔的时区，不带偏移量的日期和时间也按此时区读取'),
    },
  },
})
