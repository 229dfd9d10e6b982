import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, PLACEMENT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import {
  dateParams, instantFields, placementNote, readDateOrNow, readTimeZone, requiredText, zonedFields,
} from '../../lib/dates.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'timezone',
  input: 'query',
  summary: 'Convert a wall time from one time zone to another, with both UTC offsets',
  description: 'date is read as a wall time in `from` (2024-07-01T12:00, or any form to-timestamp reads; a date alone is midnight; default now) and shown as the wall time in `to` at the same instant, with each zone\'s offset and daylight-saving state for that date. '
    + 'An input with its own offset (Z, +02:00) is that exact instant, shown in both zones. difference_hours is the offset of `to` minus the offset of `from`. '
    + 'Daylight-saving changes are handled explicitly: a wall time the clocks skip (America/New_York 2024-03-10 02:30) is moved forward by the length of the gap (to 03:30 EDT) and adjusted is true; '
    + 'a wall time that occurs twice (Europe/London 2024-10-27 01:30) takes the earlier occurrence, or the later with prefer=later, ambiguous is true and alternative gives the other occurrence. '
    + 'requested then holds the wall time as asked and note explains in words. Zones are IANA names (Europe/Madrid), UTC or fixed offsets (UTC+05:30).',
  params: z.object({
    date: dateParams.optionalDate('The wall time in `from` to convert, such as 2024-07-01T12:00 or 2024-07-01 12:00; default now'),
    from: dateParams.zone(en.dates.zone('Zone the date is a wall time in')),
    to: dateParams.zone(en.dates.zone('Zone to convert to')),
    prefer: dateParams.prefer('When the wall time occurs twice because the clocks go back (DST overlap): earlier (default) takes the first occurrence, later the second'),
  }),
  result: z.object({
    from: ZonedTime.apply(described, {
      en: 'The moment on the wall clock of `from`',
      es: 'El instante en el reloj local de `from`',
      de: 'Der Zeitpunkt in der Ortszeit von `from`',
      fr: 'L\'instant à l\'heure locale de `from`',
      'pt-br': 'O instante no relógio local de `from`',
      'zh-cn': '该时刻在 `from` 当地时钟上的时间',
    }),
    to: ZonedTime.apply(described, {
      en: 'The same moment on the wall clock of `to`',
      es: 'El mismo instante en el reloj local de `to`',
      de: 'Derselbe Zeitpunkt in der Ortszeit von `to`',
      fr: 'Le même instant à l\'heure locale de `to`',
      'pt-br': 'O mesmo instante no relógio local de `to`',
      'zh-cn': '同一时刻在 `to` 当地时钟上的时间',
    }),
    difference_hours: z.number().apply(described, {
      en: 'The offset of `to` minus the offset of `from`, in hours (fractional for zones such as UTC+05:30)',
      es: 'El desfase de `to` menos el desfase de `from`, en horas (con decimales para zonas como UTC+05:30)',
      de: 'Der Offset von `to` minus dem Offset von `from`, in Stunden (mit Nachkommastellen bei Zeitzonen wie UTC+05:30)',
      fr: 'Le décalage de `to` moins celui de `from`, en heures (avec des décimales pour des fuseaux comme UTC+05:30)',
      'pt-br': 'O deslocamento de `to` menos o de `from`, em horas (com decimais para fusos como UTC+05:30)',
      'zh-cn': '`to` 的偏移量减去 `from` 的偏移量，以小时为单位（UTC+05:30 等时区为小数）',
    }),
    unix: INSTANT_FIELDS.unix,
    unix_ms: INSTANT_FIELDS.unix_ms,
    iso_utc: INSTANT_FIELDS.iso_utc,
    ...PLACEMENT_FIELDS,
    requested: z.string().optional().apply(described, {
      en: 'When adjusted or ambiguous: the wall time as asked, YYYY-MM-DDTHH:mm:ss',
      es: 'Cuando adjusted o ambiguous es true: la hora local tal como se pidió, YYYY-MM-DDTHH:mm:ss',
      de: 'Wenn adjusted oder ambiguous true ist: die angefragte Ortszeit, YYYY-MM-DDTHH:mm:ss',
      fr: 'Lorsque adjusted ou ambiguous vaut true\u00a0: l\'heure locale demandée, YYYY-MM-DDTHH:mm:ss',
      'pt-br': 'Quando adjusted ou ambiguous é true: a hora local como foi pedida, YYYY-MM-DDTHH:mm:ss',
      'zh-cn': 'adjusted 或 ambiguous 为 true 时：所请求的当地时间，格式为 YYYY-MM-DDTHH:mm:ss',
    }),
    alternative: z.object({
      from: ZonedTime.apply(described, {
        en: 'The other occurrence on the wall clock of `from`',
        es: 'La otra aparición en el reloj local de `from`',
        de: 'Das andere Vorkommen in der Ortszeit von `from`',
        fr: 'L\'autre occurrence à l\'heure locale de `from`',
        'pt-br': 'A outra ocorrência no relógio local de `from`',
        'zh-cn': '另一次出现在 `from` 当地时钟上的时间',
      }),
      to: ZonedTime.apply(described, {
        en: 'The other occurrence on the wall clock of `to`',
        es: 'La otra aparición en el reloj local de `to`',
        de: 'Das andere Vorkommen in der Ortszeit von `to`',
        fr: 'L\'autre occurrence à l\'heure locale de `to`',
        'pt-br': 'A outra ocorrência no relógio local de `to`',
        'zh-cn': '另一次出现在 `to` 当地时钟上的时间',
      }),
    }).optional().apply(described, {
      en: 'When ambiguous: the occurrence of the wall time that was not taken',
      es: 'Cuando ambiguous es true: la aparición de la hora local que no se tomó',
      de: 'Wenn ambiguous true ist: das nicht genommene Vorkommen der Ortszeit',
      fr: 'Lorsque ambiguous vaut true\u00a0: l\'occurrence de l\'heure locale qui n\'a pas été retenue',
      'pt-br': 'Quando ambiguous é true: a ocorrência da hora local que não foi usada',
      'zh-cn': 'ambiguous 为 true 时：未采用的那一次当地时间',
    }),
  }),
  examples: [
    {
      title: 'Madrid noon in New York',
      params: { date: '2024-07-01T12:00', from: 'Europe/Madrid', to: 'America/New_York' },
      result: {
        from: { timezone: 'Europe/Madrid', iso: '2024-07-01T12:00:00+02:00', offset: '+02:00', is_dst: true },
        to: { timezone: 'America/New_York', iso: '2024-07-01T06:00:00-04:00', offset: '-04:00', is_dst: true },
        difference_hours: -6, iso_utc: '2024-07-01T10:00:00Z', adjusted: false, ambiguous: false,
      },
    },
    {
      title: 'A wall time skipped by the change to summer time moves forward',
      params: { date: '2024-03-10T02:30', from: 'America/New_York', to: 'UTC' },
      result: {
        from: { iso: '2024-03-10T03:30:00-04:00' }, to: { iso: '2024-03-10T07:30:00Z' },
        adjusted: true, ambiguous: false, requested: '2024-03-10T02:30:00',
      },
    },
    {
      title: 'A wall time repeated when summer time ends: the earlier occurrence',
      params: { date: '2024-10-27T01:30', from: 'Europe/London', to: 'UTC' },
      result: {
        from: { iso: '2024-10-27T01:30:00+01:00' }, to: { iso: '2024-10-27T00:30:00Z' },
        adjusted: false, ambiguous: true,
        alternative: { from: { iso: '2024-10-27T01:30:00+00:00' }, to: { iso: '2024-10-27T01:30:00Z' } },
      },
    },
  ],
  run: async ({ date, from, to, prefer }, ctx) => {
    const source = readTimeZone(requiredText(from, 'from'), 'from')
    const target = readTimeZone(requiredText(to, 'to'), 'to')
    const reading = await readDateOrNow(date, { param: 'date', tz: source, tzGiven: true, prefer })
    const both = (dt: typeof reading.dt) => ({ from: zonedFields(dt.setZone(source.zone), source), to: zonedFields(dt.setZone(target.zone), target) })
    const shown = both(reading.dt)
    const note = placementNote(reading, source, ctx.lang, prefer)
    const { unix, unix_ms, iso_utc } = instantFields(reading.dt)
    return {
      ...shown,
      difference_hours: roundTo((shown.to.offset_minutes - shown.from.offset_minutes) / 60, 4),
      unix, unix_ms, iso_utc,
      adjusted: reading.adjusted,
      ambiguous: reading.ambiguous,
      ...(reading.requested === undefined ? {} : { requested: reading.requested }),
      ...(reading.alternative === undefined ? {} : { alternative: both(reading.alternative) }),
      ...(note === undefined ? {} : { note }),
    }
  },
  es: {
    summary: 'Convierte una hora local de una zona horaria a otra, con ambos desfases respecto a UTC',
    description: 'date se lee como una hora local en `from` (2024-07-01T12:00, o cualquier forma que lea to-timestamp; una fecha sola es la medianoche; por defecto ahora) y se muestra como la hora local en `to` en el mismo instante, con el desfase de cada zona y su estado de horario de verano en esa fecha. Una entrada con su propio desfase (Z, +02:00) es ese instante exacto, mostrado en ambas zonas. difference_hours es el desfase de `to` menos el de `from`. Los cambios de horario de verano se tratan de forma explícita: una hora local que los relojes se saltan (America/New_York 2024-03-10 02:30) se adelanta lo que dura el salto (a las 03:30 EDT) y adjusted es true; una hora local que ocurre dos veces (Europe/London 2024-10-27 01:30) toma la primera aparición, o la segunda con prefer=later, ambiguous es true y alternative da la otra aparición. requested contiene entonces la hora local tal como se pidió y note lo explica con palabras. Las zonas son nombres IANA (Europe/Madrid), UTC o desfases fijos (UTC+05:30).',
    params: {
      date: 'La hora local en `from` que se convierte, como 2024-07-01T12:00 o 2024-07-01 12:00; por defecto ahora',
      from: es.dates.zone('Zona en la que date es una hora local'),
      to: es.dates.zone('Zona a la que se convierte'),
      prefer: 'Cuando la hora local ocurre dos veces porque se retrasan los relojes (solapamiento del horario de verano): earlier (por defecto) toma la primera aparición y later la segunda',
    },
  },
  de: {
    summary: 'Rechnet eine Ortszeit von einer Zeitzone in eine andere um, mit beiden UTC-Offsets',
    description: 'date wird als Ortszeit in `from` gelesen (2024-07-01T12:00 oder jede Form, die to-timestamp liest; ein reines Datum ist Mitternacht; Standard: jetzt) und als Ortszeit in `to` zum selben Zeitpunkt angezeigt, mit dem Offset jeder Zeitzone und ihrem Sommerzeitstatus an diesem Datum. Eine Eingabe mit eigenem Offset (Z, +02:00) ist genau dieser Zeitpunkt, angezeigt in beiden Zeitzonen. difference_hours ist der Offset von `to` minus dem Offset von `from`. Sommerzeitumstellungen werden ausdrücklich behandelt: Eine Ortszeit, die bei der Umstellung übersprungen wird (America/New_York 2024-03-10 02:30), wird um die Länge der Lücke nach vorn verschoben (auf 03:30 EDT), und adjusted ist true; bei einer Ortszeit, die zweimal vorkommt (Europe/London 2024-10-27 01:30), wird das frühere Vorkommen genommen, mit prefer=later das spätere, ambiguous ist true und alternative gibt das andere Vorkommen an. requested enthält dann die angefragte Ortszeit, und note erklärt den Vorgang als Text. Zeitzonen sind IANA-Namen (Europe/Madrid), UTC oder feste Offsets (UTC+05:30).',
    params: {
      date: 'Die umzurechnende Ortszeit in `from`, etwa 2024-07-01T12:00 oder 2024-07-01 12:00; Standard: jetzt',
      from: de.dates.zone('Zeitzone, in der date eine Ortszeit ist'),
      to: de.dates.zone('Zielzeitzone'),
      prefer: 'Wenn die Ortszeit zweimal vorkommt, weil die Uhren zurückgestellt werden (Überlappung bei der Sommerzeit): earlier (Standard) nimmt das erste Vorkommen, later das zweite',
    },
  },
  fr: {
    summary: 'Convertit une heure locale d\'un fuseau horaire à un autre, avec les deux décalages par rapport à UTC',
    description: 'date est lue comme une heure locale dans `from` (2024-07-01T12:00, ou toute forme que lit to-timestamp\u00a0; une date seule correspond à minuit\u00a0; par défaut maintenant) et affichée comme l\'heure locale dans `to` au même instant, avec le décalage de chaque fuseau et son état d\'heure d\'été à cette date. Une entrée avec son propre décalage (Z, +02:00) désigne cet instant exact, affiché dans les deux fuseaux. difference_hours est le décalage de `to` moins celui de `from`. Les changements d\'heure sont traités explicitement\u00a0: une heure locale sautée (America/New_York 2024-03-10 02:30) est avancée de la durée du saut (à 03:30 EDT) et adjusted vaut true\u00a0; une heure locale qui survient deux fois (Europe/London 2024-10-27 01:30) prend la première occurrence, ou la seconde avec prefer=later, ambiguous vaut true et alternative donne l\'autre occurrence. requested contient alors l\'heure locale demandée et note l\'explique sous forme de texte. Les fuseaux sont des noms IANA (Europe/Madrid), UTC ou des décalages fixes (UTC+05:30).',
    params: {
      date: 'L\'heure locale dans `from` à convertir, par exemple 2024-07-01T12:00 ou 2024-07-01 12:00\u00a0; par défaut maintenant',
      from: fr.dates.zone('Fuseau horaire dans lequel date est une heure locale'),
      to: fr.dates.zone('Fuseau horaire de destination'),
      prefer: 'Lorsque l\'heure locale survient deux fois parce que les horloges reculent (chevauchement de l\'heure d\'été)\u00a0: earlier (par défaut) prend la première occurrence, later la seconde',
    },
  },
  'pt-br': {
    summary: 'Converte uma hora local de um fuso horário para outro, com os dois deslocamentos em relação ao UTC',
    description: 'date é lida como uma hora local em `from` (2024-07-01T12:00, ou qualquer forma que to-timestamp leia; uma data isolada é meia-noite; por padrão, agora) e mostrada como a hora local em `to` no mesmo instante, com o deslocamento de cada fuso e o seu estado de horário de verão nessa data. Uma entrada com o seu próprio deslocamento (Z, +02:00) é esse instante exato, mostrado nos dois fusos. difference_hours é o deslocamento de `to` menos o de `from`. As mudanças de horário de verão são tratadas de forma explícita: uma hora local que os relógios pulam (America/New_York 2024-03-10 02:30) é adiantada pela duração do salto (para 03:30 EDT) e adjusted é true; uma hora local que ocorre duas vezes (Europe/London 2024-10-27 01:30) usa a primeira ocorrência, ou a segunda com prefer=later, ambiguous é true e alternative dá a outra ocorrência. requested contém então a hora local como foi pedida, e note explica o ocorrido em texto. Os fusos são nomes IANA (Europe/Madrid), UTC ou deslocamentos fixos (UTC+05:30).',
    params: {
      date: 'A hora local em `from` a converter, como 2024-07-01T12:00 ou 2024-07-01 12:00; por padrão, agora',
      from: ptBr.dates.zone('Fuso horário em que date é uma hora local'),
      to: ptBr.dates.zone('Fuso horário de destino'),
      prefer: 'Quando a hora local ocorre duas vezes porque os relógios são atrasados (sobreposição do horário de verão): earlier (padrão) usa a primeira ocorrência, e later, a segunda',
    },
  },
  'zh-cn': {
    summary: '将当地时间从一个时区转换到另一个时区，并给出两者的 UTC 偏移量',
    description: 'date 按 `from` 中的当地时间读取（2024-07-01T12:00，或 to-timestamp 可读取的任何形式；单独的日期表示午夜；默认为当前时间），并显示为同一时刻 `to` 中的当地时间，同时给出两个时区在该日期的偏移量和夏令时状态。自带偏移量的输入（Z、+02:00）即表示该确切时刻，并在两个时区中显示。difference_hours 为 `to` 的偏移量减去 `from` 的偏移量。夏令时切换会被明确处理：时钟跳过的当地时间（America/New_York 2024-03-10 02:30）会按跳过的时长向后顺延（至 03:30 EDT），adjusted 为 true；出现两次的当地时间（Europe/London 2024-10-27 01:30）取较早的一次，使用 prefer=later 时取较晚的一次，ambiguous 为 true，alternative 给出另一次。此时 requested 为所请求的当地时间，note 以文字加以说明。时区可以是 IANA 名称（Europe/Madrid）、UTC 或固定偏移量（UTC+05:30）。',
    params: {
      date: '要转换的 `from` 中的当地时间，例如 2024-07-01T12:00 或 2024-07-01 12:00；默认为当前时间',
      from: zhCn.dates.zone('date 所表示的当地时间所在的时区'),
      to: zhCn.dates.zone('要转换到的时区'),
      prefer: '当因时钟回拨（夏令时重叠）而使当地时间出现两次时：earlier（默认）取第一次，later 取第二次',
    },
  },
})
