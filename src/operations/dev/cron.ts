import { z } from 'zod'
import type Cronstrue from 'cronstrue'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { readDateOrNow, readOptions } from '../../lib/dates.ts'
import { checkCron, cronFields, HORIZON_YEARS, MAX_EXPRESSION_LENGTH, runCronSearch } from '../../lib/schedule/cron.ts'

const values = () => z.array(z.union([z.number().int(), z.string()]))

// cronstrue and its Spanish words are loaded with the first expression described.
let cronstrue: Promise<typeof Cronstrue> | undefined
const loadCronstrue = () => (cronstrue ??= import('cronstrue').then(async ({ default: library }) => {
  await import('cronstrue/locales/es.js')
  return library
}))

/** The expression in words, in the caller's language; null where cronstrue cannot say it. */
async function describe(fields: readonly string[], lang: string): Promise<string | null> {
  const cronstrue = await loadCronstrue()
  try {
    return cronstrue.toString(fields.join(' '), { locale: lang === 'es' ? 'es' : 'en', use24HourTimeFormat: true, throwExceptionOnParseError: true })
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
    + 'either one fires (the POSIX rule). Answers the expression in words (English or Spanish, by the language of the call), the '
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
    expression: z.string().apply(described, { en: 'The expression as read: six fields, seconds first, macros expanded', es: 'La expresión tal como se lee: seis campos, los segundos primero, con las macros expandidas' }),
    description: z.string().nullable().apply(described, { en: 'The expression in words, in the language of the call (null for syntax the describer does not know)', es: 'La expresión en palabras, en el idioma de la llamada (null para una sintaxis que el descriptor no conoce)' }),
    timezone: z.string().apply(described, { en: 'The time zone the times are given in', es: 'La zona horaria en que se dan las horas' }),
    next: z.array(z.string()).apply(described, { en: `The next times it fires, ISO 8601 with the zone's offset (fewer than count when no more fall in the next ${HORIZON_YEARS} years)`, es: `Las próximas horas en que se ejecuta, en ISO 8601 con el desfase de la zona (menos que count cuando no caen más en los próximos ${HORIZON_YEARS} años)` }),
    fields: z.object({
      second: values().apply(described, { en: 'Seconds, 0-59', es: 'Segundos, 0-59' }),
      minute: values().apply(described, { en: 'Minutes, 0-59', es: 'Minutos, 0-59' }),
      hour: values().apply(described, { en: 'Hours, 0-23', es: 'Horas, 0-23' }),
      day_of_month: values().apply(described, { en: 'Days of the month, 1-31 (L: the last day)', es: 'Días del mes, 1-31 (L: el último día)' }),
      month: values().apply(described, { en: 'Months, 1-12', es: 'Meses, 1-12' }),
      day_of_week: values().apply(described, { en: 'Days of the week, 0-7 (Sunday is 0 and 7; nL the last such day, n#k the k-th)', es: 'Días de la semana, 0-7 (el domingo es 0 y 7; nL el último de ese día, n#k el k-ésimo)' }),
    }).apply(described, { en: 'The values each field expands to (L and n#k kept as written; day of week 0-7, Sunday 0 or 7)', es: 'Los valores a los que se expande cada campo (L y n#k tal como se escriben; día de la semana 0-7, domingo 0 o 7)' }),
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
      + 'la expresión en palabras (en inglés o en español, según el idioma de la llamada), los valores a los que se expande cada campo '
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
})
