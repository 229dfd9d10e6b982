import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import {
  dateParams, instantFields, placementNote, readAs, readDate, readOptions, requiredText, zonedFields,
} from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'to-timestamp',
  input: 'query',
  summary: 'Read a date in almost any form and give its Unix timestamp and ISO 8601 form',
  description: 'Reads, in this order: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, week dates such as 2020-W53-4, ordinal dates such as 2024-070); '
    + 'RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) and HTTP dates; intervals counted from now ("+1 week", "in 3 days", "2 hours ago"); '
    + 'then English phrases read by chrono-node, which must account for the whole input ("next friday 10am" is the Friday of next week, "March 5, 2024 3pm EST"; slashes are month/day/year, as in 03/10/2024). '
    + 'ISO dates are strict: a day or time that does not exist (2024-02-30, 24:00) is refused, never rolled over. '
    + 'A date alone is the start of that day, and a time without offset is a wall time, both in `timezone` (default UTC); phrases count from now in that zone. An input with its own offset is that exact instant. '
    + 'A wall time skipped by a daylight-saving change is moved forward by the gap (adjusted: true); one that occurs twice takes the earlier occurrence (ambiguous: true). '
    + 'read_as tells how the input was read: format (now, iso8601, rfc2822, http, relative or natural), date_only, offset_given and the zone used. Years 1 to 9999. '
    + 'unix is whole seconds (rounded down), unix_ms milliseconds.',
  params: z.object({
    date: dateParams.date('The date to read: ISO 8601, RFC 2822, or an English phrase such as "tomorrow", "next friday 10am" or "+1 week"'),
    timezone: dateParams.timezone(en.dates.timezone('Zone for a date or time written without offset and for phrases such as "tomorrow"; also the zone in_timezone shows')),
  }),
  result: z.object({
    input: z.string().apply(described, {
      en: 'The date text as read (surrounding spaces removed)',
      es: 'El texto de la fecha tal como se leyó (sin los espacios de alrededor)',
      de: 'Der Datumstext, wie er gelesen wurde (ohne umgebende Leerzeichen)',
      fr: 'Le texte de la date tel qu\'il a été lu (sans les espaces autour)',
      'pt-br': 'O texto da data como foi lido (sem os espaços ao redor)',
      'zh-cn': '读取到的日期文本（已去除首尾空格）',
    }),
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, {
      en: 'The moment on the wall clock of `timezone` (UTC by default)',
      es: 'El instante en el reloj local de `timezone` (UTC por defecto)',
      de: 'Der Zeitpunkt in der Ortszeit von `timezone` (standardmäßig UTC)',
      fr: 'L\'instant à l\'heure locale de `timezone` (UTC par défaut)',
      'pt-br': 'O instante no relógio local de `timezone` (UTC por padrão)',
      'zh-cn': '该时刻在 `timezone`（默认为 UTC）当地时钟上的时间',
    }),
    read_as: z.object({
      format: z.enum(['now', 'iso8601', 'rfc2822', 'http', 'relative', 'natural']).apply(described, {
        en: 'The form the input was read in: now (also today, tomorrow, yesterday), iso8601, rfc2822, http, relative (an interval from now) or natural (an English phrase)',
        es: 'La forma en que se leyó la entrada: now (también today, tomorrow, yesterday), iso8601, rfc2822, http, relative (un intervalo desde ahora) o natural (una frase en inglés)',
        de: 'Die Form, in der die Eingabe gelesen wurde: now (auch today, tomorrow, yesterday), iso8601, rfc2822, http, relative (ein Intervall ab jetzt) oder natural (ein englischer Ausdruck)',
        fr: 'La forme sous laquelle l\'entrée a été lue\u00a0: now (ainsi que today, tomorrow, yesterday), iso8601, rfc2822, http, relative (un intervalle à partir de maintenant) ou natural (une expression en anglais)',
        'pt-br': 'A forma em que a entrada foi lida: now (também today, tomorrow, yesterday), iso8601, rfc2822, http, relative (um intervalo a partir de agora) ou natural (uma expressão em inglês)',
        'zh-cn': '读取输入时所用的形式：now（也包括 today、tomorrow、yesterday）、iso8601、rfc2822、http、relative（从当前时间起算的间隔）或 natural（英文短语）',
      }),
      date_only: z.boolean().apply(described, {
        en: 'The input was a calendar date without a time of day, read as the start of that day',
        es: 'La entrada era una fecha del calendario sin hora del día, leída como el comienzo de ese día',
        de: 'Die Eingabe war ein Kalenderdatum ohne Uhrzeit und wurde als Beginn dieses Tages gelesen',
        fr: 'L\'entrée était une date du calendrier sans heure, lue comme le début de ce jour',
        'pt-br': 'A entrada era uma data do calendário sem hora do dia, lida como o início desse dia',
        'zh-cn': '输入为不含时间的日历日期，按该日的开始读取',
      }),
      offset_given: z.boolean().apply(described, {
        en: 'The input carried its own UTC offset, so it named an exact instant',
        es: 'La entrada llevaba su propio desfase respecto a UTC, así que indicaba un instante exacto',
        de: 'Die Eingabe hatte einen eigenen UTC-Offset und bezeichnete daher einen exakten Zeitpunkt',
        fr: 'L\'entrée comportait son propre décalage UTC et désignait donc un instant exact',
        'pt-br': 'A entrada trazia o seu próprio deslocamento UTC, então indicava um instante exato',
        'zh-cn': '输入自带 UTC 偏移量，因此表示一个确切的时刻',
      }),
      timezone: z.string().apply(described, {
        en: 'The zone the input was read in',
        es: 'La zona en la que se leyó la entrada',
        de: 'Die Zeitzone, in der die Eingabe gelesen wurde',
        fr: 'Le fuseau horaire dans lequel l\'entrée a été lue',
        'pt-br': 'O fuso horário em que a entrada foi lida',
        'zh-cn': '读取输入时所用的时区',
      }),
      matched: z.string().optional().apply(described, {
        en: 'For natural phrases: the part of the input the phrase reader matched',
        es: 'Para frases naturales: la parte de la entrada que reconoció el lector de frases',
        de: 'Bei Ausdrücken in natürlicher Sprache: der Teil der Eingabe, den der Ausdrucksleser erkannt hat',
        fr: 'Pour les expressions en langage naturel\u00a0: la partie de l\'entrée reconnue par le lecteur d\'expressions',
        'pt-br': 'Para expressões em linguagem natural: a parte da entrada que o leitor de expressões reconheceu',
        'zh-cn': '对于自然语言短语：短语读取器匹配到的那部分输入',
      }),
    }).apply(described, {
      en: 'How the input was read',
      es: 'Cómo se leyó la entrada',
      de: 'Wie die Eingabe gelesen wurde',
      fr: 'Comment l\'entrée a été lue',
      'pt-br': 'Como a entrada foi lida',
      'zh-cn': '输入的读取方式',
    }),
    ...PLACEMENT_FIELDS,
  }),
  chain: { gives: 'result.unix' },
  examples: [
    {
      title: 'ISO 8601 in UTC',
      params: { date: '2024-03-10T14:30:00Z' },
      result: {
        unix: 1710081000, unix_ms: 1710081000000, iso_utc: '2024-03-10T14:30:00Z', rfc2822: 'Sun, 10 Mar 2024 14:30:00 +0000',
        read_as: { format: 'iso8601', date_only: false, offset_given: true, timezone: 'UTC' },
      },
    },
    {
      title: 'A calendar date in a time zone is the start of that day there',
      params: { date: '2024-03-10', timezone: 'Europe/Madrid' },
      result: {
        unix: 1710025200, iso_utc: '2024-03-09T23:00:00Z',
        in_timezone: { timezone: 'Europe/Madrid', iso: '2024-03-10T00:00:00+01:00', offset: '+01:00' },
        read_as: { format: 'iso8601', date_only: true, offset_given: false, timezone: 'Europe/Madrid' },
      },
    },
    { title: 'A phrase, counted from now', params: { date: 'next friday 10am', timezone: 'America/New_York' } },
  ],
  run: async ({ date, timezone }, ctx) => {
    const text = requiredText(date, 'date')
    const opts = readOptions('date', timezone)
    const reading = await readDate(text, opts)
    const note = placementNote(reading, opts.tz, ctx.lang)
    return {
      input: text,
      ...instantFields(reading.dt),
      in_timezone: zonedFields(reading.dt, opts.tz),
      read_as: readAs(reading, opts.tz),
      adjusted: reading.adjusted,
      ambiguous: reading.ambiguous,
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Lee una fecha en casi cualquier forma y da su marca de tiempo Unix y su forma ISO 8601',
    description: 'Lee, en este orden: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, fechas de semana como 2020-W53-4, fechas ordinales como 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) y fechas HTTP; intervalos contados desde ahora ("+1 week", "in 3 days", "2 hours ago"); y luego frases en inglés leídas por chrono-node, que deben abarcar toda la entrada ("next friday 10am" es el viernes de la semana que viene, "March 5, 2024 3pm EST"; las barras son mes/día/año, como en 03/10/2024). Las fechas ISO son estrictas: un día o una hora que no existen (2024-02-30, 24:00) se rechazan, nunca se trasladan. Una fecha sola es el comienzo de ese día, y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC); las frases cuentan desde ahora en esa zona. Una entrada con su propio desfase es ese instante exacto. Una hora local que se salta un cambio de horario de verano se adelanta lo que dura el salto (adjusted: true); una que ocurre dos veces toma la primera aparición (ambiguous: true). read_as indica cómo se leyó la entrada: format (now, iso8601, rfc2822, http, relative o natural), date_only, offset_given y la zona usada. Años del 1 al 9999. unix son segundos enteros (redondeados hacia abajo) y unix_ms milisegundos.',
    params: {
      date: 'La fecha que se lee: ISO 8601, RFC 2822 o una frase en inglés como "tomorrow", "next friday 10am" o "+1 week"',
      timezone: es.dates.timezone('Zona para una fecha u hora escrita sin desfase y para frases como "tomorrow"; también la zona que muestra in_timezone'),
    },
  },
  de: {
    summary: 'Liest ein Datum in fast jeder Form und gibt seinen Unix-Zeitstempel und seine ISO-8601-Form aus',
    description: 'Liest in dieser Reihenfolge: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, Wochendaten wie 2020-W53-4, Ordinaldaten wie 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) und HTTP-Datumsangaben; ab jetzt gezählte Intervalle ("+1 week", "in 3 days", "2 hours ago"); dann englische Ausdrücke, die chrono-node liest und die die gesamte Eingabe abdecken müssen ("next friday 10am" ist der Freitag der nächsten Woche, "March 5, 2024 3pm EST"; Schrägstriche bedeuten Monat/Tag/Jahr, wie in 03/10/2024). ISO-Daten werden streng gelesen: Ein Tag oder eine Uhrzeit, die es nicht gibt (2024-02-30, 24:00), wird abgelehnt und nie auf den nächsten gültigen Wert weitergezählt. Ein reines Datum ist der Beginn dieses Tages und eine Uhrzeit ohne Offset eine Ortszeit, beide in `timezone` (Standard: UTC); Ausdrücke zählen ab jetzt in dieser Zeitzone. Eine Eingabe mit eigenem Offset ist genau dieser Zeitpunkt. Eine Ortszeit, die bei einer Sommerzeitumstellung übersprungen wird, wird um die Länge der Lücke nach vorn verschoben (adjusted: true); bei einer, die zweimal vorkommt, wird das frühere Vorkommen genommen (ambiguous: true). read_as gibt an, wie die Eingabe gelesen wurde: format (now, iso8601, rfc2822, http, relative oder natural), date_only, offset_given und die verwendete Zeitzone. Jahre 1 bis 9999. unix sind ganze Sekunden (abgerundet), unix_ms Millisekunden.',
    params: {
      date: 'Das zu lesende Datum: ISO 8601, RFC 2822 oder ein englischer Ausdruck wie "tomorrow", "next friday 10am" oder "+1 week"',
      timezone: de.dates.timezone('Zeitzone für ein Datum oder eine Uhrzeit ohne Offset und für Ausdrücke wie "tomorrow"; zugleich die Zeitzone, die in_timezone anzeigt'),
    },
  },
  fr: {
    summary: 'Lit une date sous presque n\'importe quelle forme et renvoie son horodatage Unix et sa forme ISO 8601',
    description: 'Lit, dans cet ordre\u00a0: "now", "today", "tomorrow", "yesterday"\u00a0; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, dates de semaine comme 2020-W53-4, dates ordinales comme 2024-070)\u00a0; RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) et les dates HTTP\u00a0; les intervalles comptés à partir de maintenant ("+1 week", "in 3 days", "2 hours ago")\u00a0; puis les expressions en anglais lues par chrono-node, qui doivent couvrir toute l\'entrée ("next friday 10am" est le vendredi de la semaine prochaine, "March 5, 2024 3pm EST"\u00a0; les barres obliques se lisent mois/jour/année, comme dans 03/10/2024). Les dates ISO sont strictes\u00a0: un jour ou une heure qui n\'existe pas (2024-02-30, 24:00) est refusé, jamais reporté sur la valeur suivante. Une date seule correspond au début de ce jour et une heure sans décalage à une heure locale, toutes deux dans `timezone` (par défaut UTC)\u00a0; les expressions comptent à partir de maintenant dans ce fuseau. Une entrée avec son propre décalage désigne cet instant exact. Une heure locale sautée lors d\'un changement d\'heure est avancée de la durée du saut (adjusted: true)\u00a0; une heure qui survient deux fois prend la première occurrence (ambiguous: true). read_as indique comment l\'entrée a été lue\u00a0: format (now, iso8601, rfc2822, http, relative ou natural), date_only, offset_given et le fuseau utilisé. Années 1 à 9999. unix correspond aux secondes entières (arrondies à l\'inférieur), unix_ms aux millisecondes.',
    params: {
      date: 'La date à lire\u00a0: ISO 8601, RFC 2822 ou une expression en anglais comme "tomorrow", "next friday 10am" ou "+1 week"',
      timezone: fr.dates.timezone('Fuseau horaire des dates ou heures écrites sans décalage et des expressions comme "tomorrow"\u00a0; c\'est aussi le fuseau qu\'affiche in_timezone'),
    },
  },
  'pt-br': {
    summary: 'Lê uma data em quase qualquer forma e retorna seu carimbo de data/hora Unix e sua forma ISO 8601',
    description: 'Lê, nesta ordem: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, datas de semana como 2020-W53-4, datas ordinais como 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) e datas HTTP; intervalos contados a partir de agora ("+1 week", "in 3 days", "2 hours ago"); e depois expressões em inglês lidas pelo chrono-node, que devem abranger toda a entrada ("next friday 10am" é a sexta-feira da semana que vem, "March 5, 2024 3pm EST"; as barras são mês/dia/ano, como em 03/10/2024). As datas ISO são estritas: um dia ou uma hora que não existe (2024-02-30, 24:00) é recusado, nunca transferido para o valor seguinte. Uma data isolada é o início desse dia, e uma hora sem deslocamento é uma hora local, ambas em `timezone` (por padrão, UTC); as expressões contam a partir de agora nesse fuso. Uma entrada com o seu próprio deslocamento é esse instante exato. Uma hora local pulada por uma mudança de horário de verão é adiantada pela duração do salto (adjusted: true); uma que ocorre duas vezes usa a primeira ocorrência (ambiguous: true). read_as indica como a entrada foi lida: format (now, iso8601, rfc2822, http, relative ou natural), date_only, offset_given e o fuso usado. Anos de 1 a 9999. unix são segundos inteiros (arredondados para baixo) e unix_ms, milissegundos.',
    params: {
      date: 'A data a ler: ISO 8601, RFC 2822 ou uma expressão em inglês como "tomorrow", "next friday 10am" ou "+1 week"',
      timezone: ptBr.dates.timezone('Fuso horário para uma data ou hora escrita sem deslocamento e para expressões como "tomorrow"; também é o fuso que in_timezone mostra'),
    },
  },
  'zh-cn': {
    summary: '读取几乎任何形式的日期，并给出其 Unix 时间戳和 ISO 8601 形式',
    description: '按以下顺序读取："now"、"today"、"tomorrow"、"yesterday"；ISO 8601（2024-03-10、2024-03-10T14:30、2024-03-10 14:30:00.250+02:00，周日期如 2020-W53-4，序数日期如 2024-070）；RFC 2822（Sun, 10 Mar 2024 14:30:00 +0000）和 HTTP 日期；从当前时间起算的间隔（"+1 week"、"in 3 days"、"2 hours ago"）；然后是由 chrono-node 读取的英文短语，短语必须涵盖整个输入（"next friday 10am" 表示下周的星期五，"March 5, 2024 3pm EST"；斜杠表示月/日/年，如 03/10/2024）。ISO 日期的读取很严格：不存在的日期或时间（2024-02-30、24:00）会被拒绝，绝不会顺延。单独的日期表示该日的开始，不带偏移量的时间表示当地时间，二者均按 `timezone`（默认为 UTC）解释；短语在该时区中从当前时间起算。自带偏移量的输入即表示该确切时刻。因夏令时切换而被跳过的当地时间会按跳过的时长向后顺延（adjusted: true）；出现两次的当地时间取较早的一次（ambiguous: true）。read_as 说明输入的读取方式：format（now、iso8601、rfc2822、http、relative 或 natural）、date_only、offset_given 以及所用的时区。年份为 1 至 9999。unix 为整秒数（向下取整），unix_ms 为毫秒数。',
    params: {
      date: '要读取的日期：ISO 8601、RFC 2822，或 "tomorrow"、"next friday 10am"、"+1 week" 之类的英文短语',
      timezone: zhCn.dates.timezone('用于不带偏移量的日期或时间以及 "tomorrow" 之类短语的时区；也是 in_timezone 所显示的时区'),
    },
  },
})
