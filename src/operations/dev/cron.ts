import { z } from 'zod'
import type Cronstrue from 'cronstrue'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { isLanguage, type Translation } from '../../i18n/index.ts'
import { readDateOrNow, readOptions } from '../../lib/dates.ts'
import { checkCron, cronFields, HORIZON_YEARS, MAX_EXPRESSION_LENGTH, runCronSearch } from '../../lib/schedule/cron.ts'

const values = () => z.array(z.union([z.number().int(), z.string()]))

/** cronstrue's name for the locale of each language besides English (built in), and its file. */
const CRONSTRUE_LOCALES: { readonly [L in Translation]: { name: string; load: () => Promise<unknown> } } = {
  es: { name: 'es', load: () => import('cronstrue/locales/es.js') },
  de: { name: 'de', load: () => import('cronstrue/locales/de.js') },
  fr: { name: 'fr', load: () => import('cronstrue/locales/fr.js') },
  'pt-br': { name: 'pt_BR', load: () => import('cronstrue/locales/pt_BR.js') },
  'zh-cn': { name: 'zh_CN', load: () => import('cronstrue/locales/zh_CN.js') },
}

// cronstrue is loaded with the first expression described, and a language's words (a locale file
// that adds them to cronstrue when loaded) with the first expression described in that language.
let cronstrue: Promise<typeof Cronstrue> | undefined
const locales = new Map<string, Promise<unknown>>()
const loadCronstrue = () => (cronstrue ??= import('cronstrue').then(({ default: library }) => library))

/** cronstrue with the words of the caller's language loaded, and the name of its locale. */
async function loadLocale(lang: string): Promise<{ library: typeof Cronstrue; locale: string }> {
  const library = await loadCronstrue()
  if (!isLanguage(lang) || lang === 'en') return { library, locale: 'en' }
  const locale = CRONSTRUE_LOCALES[lang]
  let loading = locales.get(locale.name)
  if (loading === undefined) {
    loading = locale.load()
    locales.set(locale.name, loading)
  }
  await loading
  return { library, locale: locale.name }
}

/** The expression in words, in the caller's language; null where cronstrue cannot say it. */
async function describe(fields: readonly string[], lang: string): Promise<string | null> {
  const { library, locale } = await loadLocale(lang)
  try {
    return library.toString(fields.join(' '), { locale, use24HourTimeFormat: true, throwExceptionOnParseError: true })
  } catch {
    return null
  }
}

export default defineOperation({
  category: 'dev',
  name: 'cron',
  input: 'json',
  summary: 'Explain a cron expression in words and list the next times it fires, in any time zone',
  description: 'Reads a cron expression of 5 fields (minute hour day-of-month month day-of-week), 6 fields with seconds first, or a '
    + 'macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly). Fields take *, lists (1,15), ranges (1-5), steps '
    + '(*/15, 10-50/10), month and day names (JAN, MON), L (last day of the month, or 5L the last Friday) and # (1#2, the second '
    + 'Monday); day of week is 0-7, both 0 and 7 being Sunday. When both day of month and day of week are restricted, a day matching '
    + 'either one fires (the POSIX rule). Answers the expression in words (English, Spanish, German, French, Brazilian Portuguese or Chinese, by the language of the call), the '
    + `values each field expands to, and the next count times after from (exclusive) within the next ${HORIZON_YEARS} years, `
    + 'as ISO 8601 times in the time zone: a wall time skipped by a daylight-saving change fires right after the gap, and one that '
    + 'happens twice fires once. An invalid field answers 422 naming it; an expression that can never fire (30 February) answers 422.',
  params: z.object({
    expression: z.string().max(MAX_EXPRESSION_LENGTH).describe('The cron expression: 5 fields, 6 with seconds first, or a macro such as @daily'),
    timezone: z.string().max(64).optional().describe('IANA time zone the expression runs in (Europe/Madrid, America/New_York) or a fixed offset such as UTC+05:30; default UTC'),
    count: z.number().int().min(1).max(50).default(5).describe('How many next times to list, 1-50; default 5'),
    from: z.string().max(100).optional().describe('Date-time to start after (exclusive), such as 2025-01-01T00:00:00Z; a time without offset is read in timezone; default now'),
  }),
  result: z.object({
    expression: z.string().apply(described, {
      en: 'The expression as read: six fields, seconds first, macros expanded',
      es: 'La expresión tal como se lee: seis campos, los segundos primero, con las macros expandidas',
      de: 'Der Ausdruck, wie er gelesen wurde: sechs Felder, Sekunden zuerst, Makros ausgeschrieben',
      fr: "L'expression telle qu'elle est lue\u00a0: six champs, les secondes en premier, macros développées",
      'pt-br': 'A expressão como foi lida: seis campos, os segundos primeiro, com as macros expandidas',
      'zh-cn': '读取后的表达式：六个字段，秒在最前，宏已展开',
    }),
    description: z.string().nullable().apply(described, {
      en: 'The expression in words, in the language of the call (null for syntax the describer does not know)',
      es: 'La expresión en palabras, en el idioma de la llamada (null para una sintaxis que el descriptor no conoce)',
      de: 'Der Ausdruck in Worten, in der Sprache des Aufrufs (null bei einer Syntax, die der Beschreiber nicht kennt)',
      fr: "L'expression en toutes lettres, dans la langue de l'appel (null pour une syntaxe que le descripteur ne connaît pas)",
      'pt-br': 'A expressão por extenso, no idioma da chamada (null para uma sintaxe que o descritor não conhece)',
      'zh-cn': '用文字表述的表达式，使用调用时的语言（描述器不支持的语法为 null）',
    }),
    timezone: z.string().apply(described, {
      en: 'The time zone the times are given in',
      es: 'La zona horaria en que se dan las horas',
      de: 'Die Zeitzone, in der die Zeitpunkte angegeben werden',
      fr: 'Le fuseau horaire dans lequel les heures sont données',
      'pt-br': 'O fuso horário em que os horários são dados',
      'zh-cn': '各时间所使用的时区',
    }),
    next: z.array(z.string()).apply(described, {
      en: `The next times it fires, ISO 8601 with the zone's offset (fewer than count when no more fall in the next ${HORIZON_YEARS} years)`,
      es: `Las próximas horas en que se ejecuta, en ISO 8601 con el desfase de la zona (menos que count cuando no caen más en los próximos ${HORIZON_YEARS} años)`,
      de: `Die nächsten Ausführungszeitpunkte, in ISO 8601 mit dem Offset der Zone (weniger als count, wenn in den nächsten ${HORIZON_YEARS} Jahren keine weiteren anfallen)`,
      fr: `Les prochaines heures d'exécution, en ISO 8601 avec le décalage du fuseau (moins que count quand il n'y en a plus dans les ${HORIZON_YEARS} prochaines années)`,
      'pt-br': `Os próximos horários de execução, em ISO 8601 com o deslocamento do fuso (menos que count quando não há mais nenhum nos próximos ${HORIZON_YEARS} anos)`,
      'zh-cn': `接下来的触发时间，ISO 8601 格式并带时区偏移（未来 ${HORIZON_YEARS} 年内不足 count 次时会少于 count 个）`,
    }),
    fields: z.object({
      second: values().apply(described, { en: 'Seconds, 0-59', es: 'Segundos, 0-59', de: 'Sekunden, 0-59', fr: 'Secondes, de 0 à 59', 'pt-br': 'Segundos, de 0 a 59', 'zh-cn': '秒，0-59' }),
      minute: values().apply(described, { en: 'Minutes, 0-59', es: 'Minutos, 0-59', de: 'Minuten, 0-59', fr: 'Minutes, de 0 à 59', 'pt-br': 'Minutos, de 0 a 59', 'zh-cn': '分钟，0-59' }),
      hour: values().apply(described, { en: 'Hours, 0-23', es: 'Horas, 0-23', de: 'Stunden, 0-23', fr: 'Heures, de 0 à 23', 'pt-br': 'Horas, de 0 a 23', 'zh-cn': '小时，0-23' }),
      day_of_month: values().apply(described, {
        en: 'Days of the month, 1-31 (L: the last day)',
        es: 'Días del mes, 1-31 (L: el último día)',
        de: 'Tage des Monats, 1-31 (L: der letzte Tag)',
        fr: 'Jours du mois, de 1 à 31 (L\u00a0: le dernier jour)',
        'pt-br': 'Dias do mês, de 1 a 31 (L: o último dia)',
        'zh-cn': '每月的日期，1-31（L：最后一天）',
      }),
      month: values().apply(described, { en: 'Months, 1-12', es: 'Meses, 1-12', de: 'Monate, 1-12', fr: 'Mois, de 1 à 12', 'pt-br': 'Meses, de 1 a 12', 'zh-cn': '月份，1-12' }),
      day_of_week: values().apply(described, {
        en: 'Days of the week, 0-7 (Sunday is 0 and 7; nL the last such day, n#k the k-th)',
        es: 'Días de la semana, 0-7 (el domingo es 0 y 7; nL el último de ese día, n#k el k-ésimo)',
        de: 'Wochentage, 0-7 (Sonntag ist 0 und 7; nL der letzte dieses Wochentags, n#k der k-te)',
        fr: 'Jours de la semaine, 0-7 (le dimanche est 0 et 7\u00a0; nL le dernier de ce jour, n#k le k-ième)',
        'pt-br': 'Dias da semana, 0-7 (o domingo é 0 e 7; nL o último desse dia, n#k o k-ésimo)',
        'zh-cn': '星期几，0-7（星期日为 0 和 7；nL 表示该星期几的最后一个，n#k 表示第 k 个）',
      }),
    }).apply(described, {
      en: 'The values each field expands to (L and n#k kept as written; day of week 0-7, Sunday 0 or 7)',
      es: 'Los valores a los que se expande cada campo (L y n#k tal como se escriben; día de la semana 0-7, domingo 0 o 7)',
      de: 'Die Werte, zu denen jedes Feld aufgelöst wird (L und n#k wie geschrieben; Wochentag 0-7, Sonntag 0 oder 7)',
      fr: "Les valeurs auxquelles chaque champ se développe (L et n#k tels qu'écrits\u00a0; jour de la semaine 0-7, dimanche 0 ou 7)",
      'pt-br': 'Os valores em que cada campo se expande (L e n#k como escritos; dia da semana 0-7, domingo 0 ou 7)',
      'zh-cn': '每个字段展开后的值（L 和 n#k 保持原样；星期几为 0-7，星期日为 0 或 7）',
    }),
  }),
  chain: { takes: 'expression' },
  examples: [
    {
      title: 'Every 15 minutes in office hours on weekdays',
      params: { expression: '*/15 9-17 * * 1-5', from: '2025-01-03T16:50:00Z', count: 3 },
      result: {
        expression: '0 */15 9-17 * * 1-5',
        description: 'Every 15 minutes, between 09:00 and 17:59, Monday through Friday',
        timezone: 'UTC',
        next: ['2025-01-03T17:00:00Z', '2025-01-03T17:15:00Z', '2025-01-03T17:30:00Z'],
        fields: { minute: [0, 15, 30, 45], hour: [9, 10, 11, 12, 13, 14, 15, 16, 17], day_of_week: [1, 2, 3, 4, 5] },
      },
    },
    {
      title: 'Daily at 02:30 in Madrid across the spring daylight-saving change',
      params: { expression: '30 2 * * *', timezone: 'Europe/Madrid', from: '2025-03-29T00:00:00+01:00', count: 3 },
      result: { next: ['2025-03-29T02:30:00+01:00', '2025-03-30T03:30:00+02:00', '2025-03-31T02:30:00+02:00'] },
    },
    {
      title: 'The 13th of the month or any Friday (both day fields restricted)',
      params: { expression: '0 0 13 * 5', from: '2025-06-01T00:00:00Z', count: 3 },
      result: { next: ['2025-06-06T00:00:00Z', '2025-06-13T00:00:00Z', '2025-06-20T00:00:00Z'] },
    },
  ],
  run: async ({ expression, timezone, count, from }, ctx) => {
    const fields = cronFields(expression)
    await checkCron(fields)
    const opts = readOptions('from', timezone)
    const start = (await readDateOrNow(from, opts)).dt
    const found = await runCronSearch(ctx.compute, { fields, zone: opts.tz.zone.name, from: start.toMillis(), count })
    if (found.next.length === 0) throw new OperationError('CRON_NEVER_FIRES', { years: HORIZON_YEARS })
    return {
      expression: fields.join(' '),
      description: await describe(fields, ctx.lang),
      timezone: opts.tz.name,
      next: found.next,
      fields: found.values,
    }
  },
  es: {
    summary: 'Explica una expresión cron en palabras y lista las próximas horas en que se ejecuta, en cualquier zona horaria',
    description: 'Lee una expresión cron de 5 campos (minuto hora día-del-mes mes día-de-la-semana), de 6 campos con los segundos '
      + 'primero, o una macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly). Los campos admiten *, listas (1,15), '
      + 'rangos (1-5), pasos (*/15, 10-50/10), nombres de meses y días en inglés (JAN, MON), L (último día del mes, o 5L el último '
      + 'viernes) y # (1#2, el segundo lunes); el día de la semana va de 0 a 7, y tanto 0 como 7 son domingo. Cuando se restringen '
      + 'a la vez el día del mes y el día de la semana, se ejecuta el día que cumpla cualquiera de los dos (la regla POSIX). Devuelve '
      + 'la expresión en palabras (en inglés, español, alemán, francés, portugués de Brasil o chino, según el idioma de la llamada), los valores a los que se expande cada campo '
      + `y las próximas count horas después de from (excluido) dentro de los próximos ${HORIZON_YEARS} años, como horas ISO 8601 en `
      + 'la zona horaria: una hora que se salta un cambio de horario se ejecuta justo después del salto, y una que ocurre dos veces se '
      + 'ejecuta una vez. Un campo no válido responde 422 indicándolo; una expresión que nunca puede ejecutarse (30 de febrero) responde 422.',
    params: {
      expression: 'La expresión cron: 5 campos, 6 con los segundos primero, o una macro como @daily',
      timezone: 'Zona horaria IANA en la que se ejecuta la expresión (Europe/Madrid, America/New_York) o un desfase fijo como UTC+05:30; por defecto UTC',
      count: 'Cuántas próximas horas listar, de 1 a 50; por defecto 5',
      from: 'Fecha y hora tras la que empezar (excluida), como 2025-01-01T00:00:00Z; una hora sin desfase se lee en timezone; por defecto ahora',
    },
  },
  de: {
    summary: 'Erklärt einen Cron-Ausdruck in Worten und listet die nächsten Ausführungszeitpunkte auf, in jeder Zeitzone',
    description: 'Liest einen Cron-Ausdruck mit 5 Feldern (Minute Stunde Tag-des-Monats Monat Wochentag), mit 6 Feldern mit den Sekunden '
      + 'zuerst oder ein Makro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly). Die Felder akzeptieren *, Listen (1,15), '
      + 'Bereiche (1-5), Schrittweiten (*/15, 10-50/10), englische Monats- und Tagesnamen (JAN, MON), L (letzter Tag des Monats, oder 5L der '
      + 'letzte Freitag) und # (1#2, der zweite Montag); der Wochentag reicht von 0 bis 7, wobei sowohl 0 als auch 7 Sonntag sind. Sind '
      + 'Tag des Monats und Wochentag beide eingeschränkt, wird an jedem Tag ausgeführt, der eine der beiden Bedingungen erfüllt (die '
      + 'POSIX-Regel). Gibt den Ausdruck in Worten zurück (in der Sprache des Aufrufs: Englisch, Spanisch, Deutsch, Französisch, '
      + 'Portugiesisch oder Chinesisch), die Werte, zu denen jedes Feld aufgelöst wird, und die nächsten count Zeitpunkte nach from '
      + `(ausschließlich) innerhalb der nächsten ${HORIZON_YEARS} Jahre, als ISO-8601-Zeitpunkte in der Zeitzone: Eine Uhrzeit, die durch `
      + 'eine Zeitumstellung übersprungen wird, wird direkt nach der Lücke ausgeführt, und eine, die zweimal vorkommt, nur einmal. Ein '
      + 'ungültiges Feld ergibt 422 mit seinem Namen; ein Ausdruck, der nie ausgeführt werden kann (30. Februar), ergibt 422.',
    params: {
      expression: 'Der Cron-Ausdruck: 5 Felder, 6 mit den Sekunden zuerst, oder ein Makro wie @daily',
      timezone: 'IANA-Zeitzone, in der der Ausdruck ausgeführt wird (Europe/Madrid, America/New_York), oder ein fester Offset wie UTC+05:30; Standard: UTC',
      count: 'Wie viele nächste Zeitpunkte aufgelistet werden, 1 bis 50; Standard: 5',
      from: 'Datum und Uhrzeit, nach denen begonnen wird (ausschließlich), etwa 2025-01-01T00:00:00Z; eine Uhrzeit ohne Offset wird in timezone gelesen; Standard: jetzt',
    },
  },
  fr: {
    summary: "Explique une expression cron en toutes lettres et liste ses prochaines heures d'exécution, dans n'importe quel fuseau horaire",
    description: "Lit une expression cron de 5 champs (minute heure jour-du-mois mois jour-de-la-semaine), de 6 champs avec les secondes en "
      + "premier, ou une macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly). Les champs acceptent *, des listes (1,15), "
      + "des plages (1-5), des pas (*/15, 10-50/10), les noms anglais des mois et des jours (JAN, MON), L (dernier jour du mois, ou 5L le "
      + "dernier vendredi) et # (1#2, le deuxième lundi)\u00a0; le jour de la semaine va de 0 à 7, 0 et 7 désignant tous deux le dimanche. Quand "
      + "le jour du mois et le jour de la semaine sont tous deux restreints, l'exécution a lieu tout jour qui satisfait l'un ou l'autre (la "
      + "règle POSIX). Renvoie l'expression en toutes lettres (dans la langue de l'appel\u00a0: anglais, espagnol, allemand, français, portugais "
      + "ou chinois), les valeurs auxquelles chaque champ se développe et les count prochaines heures après from (exclu) dans les "
      + `${HORIZON_YEARS} prochaines années, sous forme d'heures ISO 8601 dans le fuseau horaire\u00a0: une heure sautée par un changement d'heure `
      + "s'exécute juste après le saut, et une heure qui se produit deux fois s'exécute une seule fois. Un champ non valide renvoie 422 en le "
      + "nommant\u00a0; une expression qui ne peut jamais s'exécuter (30 février) renvoie 422.",
    params: {
      expression: "L'expression cron\u00a0: 5 champs, 6 avec les secondes en premier, ou une macro comme @daily",
      timezone: "Fuseau horaire IANA dans lequel s'exécute l'expression (Europe/Madrid, America/New_York) ou un décalage fixe comme UTC+05:30\u00a0; par défaut UTC",
      count: "Nombre de prochaines heures à lister, de 1 à 50\u00a0; 5 par défaut",
      from: "Date et heure après lesquelles commencer (exclues), comme 2025-01-01T00:00:00Z\u00a0; une heure sans décalage est lue dans timezone\u00a0; par défaut maintenant",
    },
  },
  'pt-br': {
    summary: 'Explica uma expressão cron por extenso e lista os próximos horários de execução, em qualquer fuso horário',
    description: 'Lê uma expressão cron de 5 campos (minuto hora dia-do-mês mês dia-da-semana), de 6 campos com os segundos primeiro, ou '
      + 'uma macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly). Os campos aceitam *, listas (1,15), intervalos (1-5), '
      + 'passos (*/15, 10-50/10), nomes de meses e dias em inglês (JAN, MON), L (último dia do mês, ou 5L a última sexta-feira) e # (1#2, '
      + 'a segunda segunda-feira); o dia da semana vai de 0 a 7, e tanto 0 quanto 7 são domingo. Quando o dia do mês e o dia da semana '
      + 'estão ambos restritos, a execução ocorre em qualquer dia que atenda a um dos dois (a regra POSIX). Retorna a expressão por extenso '
      + '(no idioma da chamada: inglês, espanhol, alemão, francês, português ou chinês), os valores em que cada campo se expande e os '
      + `próximos count horários depois de from (exclusive) dentro dos próximos ${HORIZON_YEARS} anos, como horários ISO 8601 no fuso `
      + 'horário: um horário pulado por uma mudança de horário de verão é executado logo após o salto, e um que ocorre duas vezes é '
      + 'executado uma vez. Um campo inválido responde 422 indicando-o; uma expressão que nunca pode ser executada (30 de fevereiro) '
      + 'responde 422.',
    params: {
      expression: 'A expressão cron: 5 campos, 6 com os segundos primeiro, ou uma macro como @daily',
      timezone: 'Fuso horário IANA em que a expressão é executada (Europe/Madrid, America/New_York) ou um deslocamento fixo como UTC+05:30; padrão UTC',
      count: 'Quantos próximos horários listar, de 1 a 50; padrão 5',
      from: 'Data e hora após a qual começar (exclusive), como 2025-01-01T00:00:00Z; um horário sem deslocamento é lido em timezone; padrão agora',
    },
  },
  'zh-cn': {
    summary: '用文字解释 cron 表达式，并列出其接下来的触发时间，支持任意时区',
    description: '读取 5 个字段的 cron 表达式（分钟 小时 日 月 星期）、秒在最前的 6 个字段表达式，或宏（@yearly、@annually、@monthly、'
      + '@weekly、@daily、@midnight、@hourly）。字段支持 *、列表 (1,15)、范围 (1-5)、步长 (*/15、10-50/10)、英文月份和星期名称 (JAN、MON)、'
      + 'L（每月最后一天，或 5L 表示最后一个星期五）以及 #（1#2 表示第二个星期一）；星期的取值为 0-7，0 和 7 均表示星期日。同时限制了'
      + '日和星期时，满足任一条件的日期都会触发（POSIX 规则）。返回用文字表述的表达式（使用调用时的语言：英语、西班牙语、德语、法语、'
      + `葡萄牙语或中文）、每个字段展开后的值，以及 from（不含）之后、未来 ${HORIZON_YEARS} 年内的接下来 count 个时间，格式为该时区的 `
      + 'ISO 8601 时间：因夏令时调整而被跳过的时刻会在跳变之后立即触发，出现两次的时刻只触发一次。无效字段返回 422 并指明该字段；'
      + '永远不会触发的表达式（2 月 30 日）返回 422。',
    params: {
      expression: 'cron 表达式：5 个字段、秒在最前的 6 个字段，或 @daily 等宏',
      timezone: '表达式运行所在的 IANA 时区（Europe/Madrid、America/New_York）或固定偏移（如 UTC+05:30）；默认为 UTC',
      count: '要列出的接下来的时间个数，1-50；默认为 5',
      from: '从此日期时间之后开始（不含），如 2025-01-01T00:00:00Z；不带偏移的时间按 timezone 解读；默认为当前时间',
    },
  },
})
